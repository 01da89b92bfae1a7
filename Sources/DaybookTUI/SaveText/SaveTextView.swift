import DaybookCore
import TerminalKit

/// Draws the save-elsewhere prompt: the question, the path field and the last problem;
/// returns the field's cursor.
enum SaveTextView {
  static func render(
    _ prompt: SaveTextFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let box = OverlayView.floating(width: 76, height: 7, in: area, over: canvas)
    let inner = BrowseKey.frame(
      SaveTextText.title.text(language),
      keyLine: SaveTextFeature.Command.keymap(language).keyLine, theme: theme, &canvas, box)
    guard inner.height >= 2 else { return nil }
    canvas.draw(
      SaveTextText.question.text(language, prompt.folder), x: inner.x, y: inner.y,
      style: theme.style(.text), maxWidth: inner.width)
    let field = inner.y + 1
    canvas.fill(inner.row(1), style: theme.style(.input))
    var shown = prompt.path
    while TextWidth.width(of: shown) > inner.width - 1, !shown.isEmpty { shown.removeFirst() }
    let used = canvas.draw(shown, x: inner.x, y: field, style: theme.style(.input))
    if inner.height >= 3 {
      let note = prompt.problem ?? SaveTextText.hint.text(language)
      canvas.draw(
        note, x: inner.x, y: inner.y + 2,
        style: theme.style(prompt.problem == nil ? .muted : .danger), maxWidth: inner.width)
    }
    return (inner.x + used, field)
  }
}
