import DaybookCore
import TerminalKit

/// Draws the notification centre over the panes: one reminder a line, unread ones marked ●.
enum NotificationCentreView {
  static func render(
    _ state: AppState, _ centre: NotificationCentreFeature.State, into canvas: inout Canvas,
    in area: Rect
  ) {
    let theme = state.theme
    let language = state.language
    let box = OverlayView.panel(
      width: 76, height: max(6, area.height - 2), in: area, over: canvas)
    var title = NotificationText.title.text(language)
    let unread = centre.items.filter { $0.readAt == nil }.count
    if unread > 0 { title += " · " + NotificationText.unreadCount.text(language, String(unread)) }
    if centre.unreadOnly { title += " · " + NotificationText.filterUnread.text(language) }
    let inner = OverlayView.frame(title, state, &canvas, box).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 2 else { return }
    let footerY = inner.maxY - 1
    canvas.draw(
      NotificationCentreFeature.keyLine(language).keyLine, x: inner.x, y: footerY,
      style: theme.style(.muted),
      maxWidth: inner.width)
    let listArea = Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - 2)
    guard !centre.items.isEmpty else {
      let message: NotificationText =
        !centre.isLoaded ? .loading : centre.unreadOnly ? .emptyUnread : .empty
      canvas.draw(
        message.text(language), x: listArea.x, y: listArea.y, style: theme.style(.muted),
        maxWidth: listArea.width)
      return
    }
    let items = centre.items.map { item -> ListView.Item in
      let unread = item.readAt == nil
      return ListView.Item([
        Span(unread ? "● " : "  ", style: theme.style(.accent)),
        Span(
          when(item.firedAt, today: state.today, in: state.zone, language) + "  ",
          style: theme.style(.muted)),
        Span(
          TextWidth.sanitized(item.message),
          style: unread ? theme.style(.title) : theme.style(.overlay)),
      ])
    }
    var list = ListState(selected: centre.selection)
    ListView(
      items: items, style: theme.style(.overlay), selectedStyle: theme.style(.selection),
      selectionSymbol: "› "
    ).render(into: &canvas, in: listArea, state: &list)
  }

  /// "12:00" today, "Nov 28 10:00" / "11월 28일 10:00" on another day.
  static func when(_ instant: Timestamp, today: Day, in zone: LocalZone, _ language: Language)
    -> String
  {
    let clock = zone.clockText(of: instant)
    let day = zone.day(of: instant)
    return day == today ? clock : DayText.short(day, language) + " " + clock
  }
}
