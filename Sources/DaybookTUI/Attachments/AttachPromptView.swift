import DaybookCore
import TerminalKit

/// Draws the attach prompt: the path field and a hint; returns the field's cursor.
enum AttachPromptView {
  static func render(
    _ prompt: AttachPromptFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let box = OverlayView.floating(width: 72, height: 5, in: area, over: canvas)
    let inner = BrowseKey.frame(
      BrowseText.attachPromptTitle.text(language, prompt.day.iso),
      keyLine: AttachPromptFeature.Command.keymap(language).keyLine, theme: theme, &canvas, box)
    guard inner.height >= 2 else { return nil }
    canvas.fill(inner.row(0), style: theme.style(.input))
    var shown = prompt.path
    while TextWidth.width(of: shown) > inner.width - 1, !shown.isEmpty { shown.removeFirst() }
    let used = canvas.draw(shown, x: inner.x, y: inner.y, style: theme.style(.input))
    canvas.draw(
      BrowseText.attachPromptHint.text(language), x: inner.x, y: inner.y + 1,
      style: theme.style(.muted), maxWidth: inner.width)
    return (inner.x + used, inner.y)
  }
}
