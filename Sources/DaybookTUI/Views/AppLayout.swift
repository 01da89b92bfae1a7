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
