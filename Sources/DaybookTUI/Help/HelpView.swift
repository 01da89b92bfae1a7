import DaybookCore
import TerminalKit

/// Draws the help over the screen it was opened on.
enum HelpView {
  /// The help: the sections of `HelpSections`, in as many columns as the terminal has
  /// room for (one of at least 56 columns on small terminals, up to three on big ones),
  /// each section whole in the shortest column; scrolled when it is still too long.
  static func render(
    _ state: AppState, _ help: HelpFeature.State, into canvas: inout Canvas, in area: Rect
  ) {
    let scroll = help.scroll
    let theme = state.theme
    let sections = HelpSections.sections(state)
    let columnWidth = 56
    let room = max(columnWidth, area.width - 4)
    let columns = max(1, min(3, (room + 2) / (columnWidth + 2)))
    let width = min(room, columns == 1 ? columnWidth : (room - 2 * (columns - 1)) / columns)
    let blocks = HelpSections.rows(sections, width: width - 2, theme: theme)
    // Each section goes to the shortest column, so the first screen shows the most sections.
    var lists: [[ListView.Item]] = Array(repeating: [], count: min(columns, blocks.count))
    for block in blocks {
      let index = lists.indices.min { lists[$0].count < lists[$1].count } ?? 0
      if !lists[index].isEmpty { lists[index].append("") }
      lists[index] += block
    }
    let height = (lists.map(\.count).max() ?? 0) + 2
    let boxWidth = lists.count * width + 2 * (lists.count - 1) + 2
    let box = OverlayView.floating(width: boxWidth, height: height, in: area, over: canvas)
    let title =
      Strings.text(.helpTitle, state.language) + " · "
      + HelpFeature.keyLine(state.language).keyLine
    let inner = OverlayView.frame(title, state, &canvas, box)
    let tallest = lists.map(\.count).max() ?? 0
    let maxScroll = max(0, tallest - inner.height)
    for (index, rows) in lists.enumerated() {
      let x = inner.x + index * (width + 2)
      let column = Rect(
        x: x + 1, y: inner.y, width: min(width - 1, inner.maxX - x - 1), height: inner.height)
      guard column.width > 0 else { break }
      var list = ListState(selected: nil, offset: min(scroll, maxScroll))
      ListView(items: rows, style: theme.style(.overlay))
        .render(into: &canvas, in: column, state: &list)
    }
  }
}
