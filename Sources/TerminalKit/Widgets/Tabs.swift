/// A row of tab titles with the active one highlighted.
public struct Tabs: Sendable {
  /// The titles, left to right.
  public var titles: [String]
  /// The active tab.
  public var selected: Int
  /// Style of inactive titles and the row.
  public var style: Style
  /// Style of the active title.
  public var activeStyle: Style
  /// Drawn between titles.
  public var divider: String

  public init(
    titles: [String], selected: Int, style: Style = .plain,
    activeStyle: Style = Style(attributes: .reverse), divider: String = "│"
  ) {
    self.titles = titles
    self.selected = selected
    self.style = style
    self.activeStyle = activeStyle
    self.divider = divider
  }

  /// A tab row styled by `tabActive`/`tabInactive` of a theme.
  public init(titles: [String], selected: Int, theme: Theme) {
    self.init(
      titles: titles, selected: selected, style: theme.style(.tabInactive),
      activeStyle: theme.style(.tabActive))
  }

  /// Draws " A │ B │ C " on the first row and returns where each title landed (for mouse
  /// clicks); titles that did not fit get an empty rectangle.
  @discardableResult
  public func render(into canvas: inout Canvas, in rect: Rect) -> [Rect] {
    guard !rect.isEmpty else { return titles.map { _ in .zero } }
    canvas.fill(rect.row(0), style: style)
    var x = rect.x
    var placed: [Rect] = []
    for (index, title) in titles.enumerated() {
      if index > 0 {
        x += canvas.draw(divider, x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
      }
      let label = " " + TextWidth.sanitized(title) + " "
      let width = TextWidth.width(of: label)
      guard x + width <= rect.maxX else {
        placed += Array(
          repeating: Rect(x: rect.maxX, y: rect.y, width: 0, height: 0), count: titles.count - index
        )
        break
      }
      canvas.draw(label, x: x, y: rect.y, style: index == selected ? activeStyle : style)
      placed.append(Rect(x: x, y: rect.y, width: width, height: 1))
      x += width
    }
    return placed
  }
}
