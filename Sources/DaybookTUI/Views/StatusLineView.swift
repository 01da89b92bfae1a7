import TerminalKit

/// The bottom status line: the latest message on the left; unread count and day on the right.
enum StatusLineView {
  static func render(_ state: AppState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let theme = state.theme
    let bar = theme.style(.statusBar)
    canvas.fill(rect, style: bar)
    let sync = SyncFeature.statusWord(state.sync, state.language).map { $0 + " · " } ?? ""
    let right =
      " " + (state.journalIsReadOnly ? ReadOnlyText.marker.text(state.language) + " · " : "")
      + sync + (state.journalName.map { "▤ " + $0 + " · " } ?? "")
      + Strings.text(.unread, state.language, String(state.unreadCount)) + " · "
      + state.calendar.selected.iso + " "
    let rightWidth = TextWidth.width(of: right)
    let room = rect.width - rightWidth - 1
    if let status = state.status ?? SyncFeature.problemStatus(state.sync, state.language), room > 0
    {
      let style = bar.patched(with: theme.style(status.isError ? .danger : .statusMessage))
      canvas.draw(
        " " + TextWidth.truncate(status.text, toWidth: room - 1), x: rect.x, y: rect.y,
        style: style, maxWidth: room)
    }
    if rightWidth <= rect.width {
      canvas.draw(right, x: rect.maxX - rightWidth, y: rect.y, style: bar)
    }
  }
}
