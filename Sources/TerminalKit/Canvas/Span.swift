/// A run of text in one style.
public struct Span: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The text.
  public var text: String
  /// Its style (laid over the style of the line it is drawn on).
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Display width in columns.
  public var width: Int { TextWidth.width(of: text) }
}

extension Canvas {
  /// Draws spans one after another on a row, each patched over `base`; returns the
  /// columns used. Clips like `draw(_:x:y:style:maxWidth:)`.
  @discardableResult
  public mutating func draw(
    spans: [Span], x: Int, y: Int, base: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    var used = 0
    for span in spans {
      let room = maxWidth.map { $0 - used }
      if let room, room <= 0 { break }
      used += draw(
        span.text, x: x + used, y: y, style: base.patched(with: span.style), maxWidth: room)
    }
    return used
  }
}
