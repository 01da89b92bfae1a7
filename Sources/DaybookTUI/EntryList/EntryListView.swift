import DaybookCore
import TerminalKit

/// Draws the entry list: day, mood and first line per row.
enum EntryListView {
  static func render(
    _ list: EntryListFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) {
    let title: String
    switch list.mode {
    case .all: title = BrowseText.listTitle.text(language)
    case .onThisDay(let day):
      title = BrowseText.onThisDayTitle.text(language, String(day.iso.dropFirst(5)))
    }
    let box = OverlayView.panel(width: 96, height: area.height - 2, in: area, over: canvas)
    let inner = BrowseKey.frame(
      title, keyLine: EntryListFeature.keyLine(list, language).keyLine, theme: theme, &canvas,
      box)
    guard !inner.isEmpty else { return }
    if list.items.isEmpty {
      let message: String
      switch list.mode {
      case _ where !list.isLoaded: message = BrowseText.listLoading.text(language)
      case .all: message = BrowseText.listEmpty.text(language)
      case .onThisDay(let day):
        message = BrowseText.onThisDayEmpty.text(language, String(day.iso.dropFirst(5)))
      }
      canvas.draw(
        message, x: inner.x, y: inner.y, style: theme.style(.muted), maxWidth: inner.width)
      return
    }
    let items = list.items.map { item -> ListView.Item in
      ListView.Item([
        Span(item.day.iso + " ", style: theme.style(.accent)),
        Span((item.mood?.symbol ?? "  ") + " ", style: theme.style(.overlay)),
        Span(item.firstLine, style: theme.style(.overlay)),
      ])
    }
    var state = ListState(selected: list.selection)
    ListView(
      items: items, style: theme.style(.overlay), selectedStyle: theme.style(.selection),
      selectionSymbol: "› "
    ).render(into: &canvas, in: inner, state: &state)
  }
}
