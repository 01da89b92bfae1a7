import TerminalKit

/// Where everything goes at a terminal size, by constraints.
struct AppLayout: Equatable {
  var mode: LayoutMode
  /// The tab row (tabs mode only).
  var tabs: Rect?
  /// The rectangle of each pane that is shown.
  var panes: [Pane: Rect]
  /// Where the panes are (overlays are centred over it).
  var body: Rect
  var status: Rect
  var footer: Rect

  /// The calendar's width: seven 3-column days, a margin and the frame; on terminals of
  /// 180 columns and more, 5-column days, so the markers of a day have room.
  static func calendarWidth(bodyWidth: Int) -> Int { bodyWidth >= 180 ? 7 * 5 + 3 : 7 * 3 + 3 }
  /// The heatmap's height: month labels, seven weekdays, two footer lines and the frame.
  static let heatmapHeight = 12
  /// The heatmap's height on short terminals: without the selected day's line.
  static let compactHeatmapHeight = 11
  /// The rows the Today pane needs under the heatmap before the heatmap gives up a row:
  /// a few plants and todos and the intake bars inside the frame.
  static let todayRows = 14

  /// The calendar keeps its width on the left; the heatmap spans the rest of the width on
  /// top, so it shows all 53 weeks; today and the editor share what is left below it. On
  /// short terminals the heatmap drops its last line so Today keeps its rows. A body too
  /// short for that puts the four panes in a row.
  static func sideBySidePanes(in body: Rect) -> [Pane: Rect] {
    let calendar = calendarWidth(bodyWidth: body.width)
    let columns = Layout.split(body, axis: .horizontal, [.length(calendar), .fill(1)])
    guard body.height >= compactHeatmapHeight + 10 else {
      let row = Layout.split(
        body, axis: .horizontal, [.length(calendar), .fill(1), .fill(1), .fill(1)])
      return [.calendar: row[0], .today: row[1], .heatmap: row[2], .editor: row[3]]
    }
    let heatmap =
      body.height >= heatmapHeight + todayRows ? heatmapHeight : compactHeatmapHeight
    let rows = Layout.split(columns[1], axis: .vertical, [.length(heatmap), .fill(1)])
    let lower = Layout.split(rows[1], axis: .horizontal, [.fill(1), .fill(1)])
    return [.calendar: columns[0], .heatmap: rows[0], .today: lower[0], .editor: lower[1]]
  }

  init(size: Size, focus: Pane) {
    let screen = Rect(size: size)
    mode = LayoutMode(size: size)
    panes = [:]
    tabs = nil
    guard mode != .tooSmall else {
      body = screen
      status = .zero
      footer = .zero
      return
    }
    switch mode {
    case .sideBySide, .middle:
      let rows = Layout.split(screen, axis: .vertical, [.fill(1), .length(1), .length(1)])
      (body, status, footer) = (rows[0], rows[1], rows[2])
      panes = Self.sideBySidePanes(in: body)
    case .tabs, .tooSmall:
      let rows = Layout.split(
        screen, axis: .vertical, [.length(1), .fill(1), .length(1), .length(1)])
      (tabs, body, status, footer) = (rows[0], rows[1], rows[2], rows[3])
      panes[focus] = body
    }
  }

  /// The pane under a cell: a pane's own rectangle, or its title in the tab row (laid out
  /// as `Tabs` draws them: " title " and a one-column divider).
  func pane(atX x: Int, y: Int, tabTitles: [String]) -> Pane? {
    if let tabs, tabs.contains(x: x, y: y) {
      var left = tabs.x
      for (index, title) in tabTitles.enumerated() {
        let right = left + TextWidth.width(of: " " + title + " ")
        if x < right { return Pane(rawValue: index) }
        left = right + 1
      }
      return nil
    }
    return Pane.allCases.first { panes[$0]?.contains(x: x, y: y) == true }
  }

  /// Where the editor draws, inside its frame (where it is shown, or will be on focus).
  var editorRect: Rect { (panes[.editor] ?? body).inset(by: 1) }
}
