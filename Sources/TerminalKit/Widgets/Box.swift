/// A border with an optional title; content goes in the rectangle it returns.
public struct Box: Sendable {
  /// The line characters of a border.
  public struct Border: Hashable, Sendable {
    public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String

    /// ─│┌┐└┘
    public static let square = Border(
      horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
      bottomRight: "┘")
    /// ─│╭╮╰╯
    public static let rounded = Border(
      horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
      bottomRight: "╯")
    /// ━┃┏┓┗┛
    public static let thick = Border(
      horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
      bottomRight: "┛")
  }

  /// Shown in the top border, cut with "…" when too long.
  public var title: String
  /// Style of the border lines.
  public var borderStyle: Style
  /// Style of the title.
  public var titleStyle: Style
  /// Style the inside is cleared with (nil: leave the inside alone).
  public var fillStyle: Style?
  /// The line characters.
  public var border: Border

  /// A box with explicit styles.
  public init(
    title: String = "", borderStyle: Style = .plain, titleStyle: Style = .plain,
    fillStyle: Style? = nil, border: Border = .square
  ) {
    self.title = title
    self.borderStyle = borderStyle
    self.titleStyle = titleStyle
    self.fillStyle = fillStyle
    self.border = border
  }

  /// A box styled by a theme: `borderFocused`/`titleFocused` when focused, else
  /// `border`/`title`; the inside is cleared with `text`.
  public init(title: String = "", focused: Bool, theme: Theme, border: Border = .square) {
    self.init(
      title: title,
      borderStyle: theme.style(focused ? .borderFocused : .border),
      titleStyle: theme.style(focused ? .titleFocused : .title),
      fillStyle: theme.style(.text), border: border)
  }

  /// The inside of a box drawn in `rect`.
  public static func inner(_ rect: Rect) -> Rect {
    rect.inset(by: 1)
  }

  /// Draws the box and returns its inside. A rectangle under 2×2 gets no border.
  @discardableResult
  public func render(into canvas: inout Canvas, in rect: Rect) -> Rect {
    guard rect.width >= 2, rect.height >= 2 else {
      return Rect(x: rect.x, y: rect.y, width: 0, height: 0)
    }
    let inside = Self.inner(rect)
    if let fillStyle { canvas.fill(inside, style: fillStyle) }
    let horizontal = String(repeating: border.horizontal, count: rect.width - 2)
    canvas.draw(
      border.topLeft + horizontal + border.topRight, x: rect.x, y: rect.y, style: borderStyle,
      maxWidth: rect.width)
    canvas.draw(
      border.bottomLeft + horizontal + border.bottomRight, x: rect.x, y: rect.maxY - 1,
      style: borderStyle, maxWidth: rect.width)
    for y in rect.y + 1..<rect.maxY - 1 {
      canvas.draw(border.vertical, x: rect.x, y: y, style: borderStyle)
      canvas.draw(border.vertical, x: rect.maxX - 1, y: y, style: borderStyle)
    }
    // " Title " after "┌─", keeping "─┐" at the end.
    let room = rect.width - 6
    if !title.isEmpty && room > 0 {
      let shown = TextWidth.truncate(TextWidth.sanitized(title), toWidth: room)
      canvas.draw(
        " " + shown + " ", x: rect.x + 2, y: rect.y, style: titleStyle, maxWidth: room + 2)
    }
    return inside
  }
}
