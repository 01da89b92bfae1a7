/// Wrapped text in a rectangle.
public struct Paragraph: Sendable {
  /// The text; `\n` starts a new line.
  public var text: String
  /// Style of the text and the background.
  public var style: Style
  /// Lines skipped at the top.
  public var scroll: Int

  public init(_ text: String, style: Style = .plain, scroll: Int = 0) {
    self.text = text
    self.style = style
    self.scroll = scroll
  }

  /// The wrapped lines at a width. Tabs become four spaces, other control characters
  /// are shown escaped.
  public func lines(width: Int) -> [String] {
    var result: [String] = []
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let expanded = String(line).replacing("\t", with: "    ")
      result += TextWidth.wrap(TextWidth.sanitized(expanded), width: width)
    }
    return result
  }

  /// Draws the wrapped text; lines past the bottom are cut off.
  public func render(into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: style)
    let wrapped = lines(width: rect.width)
    for row in 0..<rect.height {
      let index = max(0, scroll) + row
      guard index < wrapped.count else { break }
      canvas.draw(wrapped[index], x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width)
    }
  }
}
