/// A one-row bar filled to a fraction, with eighth-block precision, and a label after it.
///
/// `████▌     3/8`: the bar takes the width left after the label and one space.
public struct ProgressBar: Sendable {
  /// How full, clamped to 0…1.
  public var fraction: Double
  /// Drawn right of the bar (may be empty).
  public var label: String
  /// Style of the filled part.
  public var filledStyle: Style
  /// Style of the empty part (drawn as spaces).
  public var emptyStyle: Style
  /// Style of the label.
  public var labelStyle: Style
  /// Drawn in each empty cell, so an empty bar still shows its length (a space by default).
  public var track: String = " "

  public init(
    fraction: Double, label: String = "", filledStyle: Style = .plain,
    emptyStyle: Style = .plain, labelStyle: Style = .plain
  ) {
    self.fraction = fraction
    self.label = label
    self.filledStyle = filledStyle
    self.emptyStyle = emptyStyle
    self.labelStyle = labelStyle
  }

  static let partialBlocks = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// The bar text for a width: full blocks, one partial block, then spaces.
  public static func bar(fraction: Double, width: Int) -> String {
    guard width > 0 else { return "" }
    let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
    let eighths = Int((clamped * Double(width * 8)).rounded(.down))
    let full = eighths / 8
    let partial = full < width ? partialBlocks[eighths % 8] : ""
    let used = full + (partial.isEmpty ? 0 : 1)
    return String(repeating: "█", count: full) + partial
      + String(repeating: " ", count: width - used)
  }

  /// Draws the bar and label on the first row of `rect`.
  public func render(into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let labelText = TextWidth.truncate(TextWidth.sanitized(label), toWidth: rect.width)
    let labelWidth = TextWidth.width(of: labelText)
    let barWidth = labelWidth == 0 ? rect.width : max(0, rect.width - labelWidth - 1)
    canvas.fill(rect.row(0), style: emptyStyle)
    let text = Self.bar(fraction: fraction, width: barWidth)
    let filled = text.prefix { $0 != " " }
    let used = canvas.draw(
      String(filled), x: rect.x, y: rect.y, style: filledStyle, maxWidth: barWidth)
    if track != " ", barWidth > used {
      canvas.fill(
        Rect(x: rect.x + used, y: rect.y, width: barWidth - used, height: 1), grapheme: track,
        style: emptyStyle)
    }
    if labelWidth > 0 {
      canvas.draw(labelText, x: rect.maxX - labelWidth, y: rect.y, style: labelStyle)
    }
  }
}
