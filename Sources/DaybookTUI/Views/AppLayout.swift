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

  /// The calendar's fixed width: seven 3-column days, a margin and the frame.
  static let calendarWidth = 24

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
    case .sideBySide:
      let rows = Layout.split(screen, axis: .vertical, [.fill(1), .length(1), .length(1)])
      (body, status, footer) = (rows[0], rows[1], rows[2])
      let columns = Layout.split(
        body, axis: .horizontal,
        [.length(Self.calendarWidth), .fill(1), .fill(1), .fill(1)])
      for pane in Pane.allCases { panes[pane] = columns[pane.rawValue] }
    case .tabs, .tooSmall:
      let rows = Layout.split(
        screen, axis: .vertical, [.length(1), .fill(1), .length(1), .length(1)])
      (tabs, body, status, footer) = (rows[0], rows[1], rows[2], rows[3])
      panes[focus] = body
    }
  }

  /// The pane under a cell: a pane's own rectangle, or its title in the tab row.
  func pane(atX x: Int, y: Int) -> Pane? {
    if let tabs, tabs.contains(x: x, y: y) {
      let titleWidth = max(1, tabs.width / Pane.allCases.count)
      return Pane(rawValue: min(Pane.allCases.count - 1, (x - tabs.x) / titleWidth))
    }
    return Pane.allCases.first { panes[$0]?.contains(x: x, y: y) == true }
  }

  /// Where the editor draws, inside its frame (where it is shown, or will be on focus).
  var editorRect: Rect { (panes[.editor] ?? body).inset(by: 1) }
}
