/// A scrolling list of one-line items with a selected row.
public struct ListView: Sendable {
  /// One row: spans drawn left to right.
  public struct Item: Hashable, Sendable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span]) { self.spans = spans }
    public init(_ text: String, style: Style = .plain) { self.spans = [Span(text, style: style)] }
    public init(stringLiteral value: String) { self.init(value) }
  }

  /// The rows.
  public var items: [Item]
  /// Style of every row.
  public var style: Style
  /// Laid over the selected row.
  public var selectedStyle: Style
  /// Drawn before the selected row (and as blank space before others), e.g. "› ".
  public var selectionSymbol: String

  public init(
    items: [Item], style: Style = .plain, selectedStyle: Style = Style(attributes: .reverse),
    selectionSymbol: String = ""
  ) {
    self.items = items
    self.style = style
    self.selectedStyle = selectedStyle
    self.selectionSymbol = selectionSymbol
  }

  /// Draws the visible rows, first scrolling `state` so the selection is visible.
  public func render(into canvas: inout Canvas, in rect: Rect, state: inout ListState) {
    state.scrollToSelection(visibleRows: rect.height, count: items.count)
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: style)
    let symbolWidth = TextWidth.width(of: selectionSymbol)
    let blank = String(repeating: " ", count: symbolWidth)
    for row in 0..<rect.height {
      let index = state.offset + row
      guard index < items.count else { break }
      let y = rect.y + row
      let isSelected = index == state.selected
      let rowStyle = isSelected ? style.patched(with: selectedStyle) : style
      if isSelected { canvas.setStyle(in: rect.row(row), rowStyle) }
      var used = 0
      if symbolWidth > 0 {
        used = canvas.draw(
          isSelected ? selectionSymbol : blank, x: rect.x, y: y, style: rowStyle,
          maxWidth: rect.width)
      }
      canvas.draw(
        spans: items[index].spans, x: rect.x + used, y: y, base: rowStyle,
        maxWidth: rect.width - used)
    }
  }
}
