import DaybookCore
import TerminalKit

/// Clicks and the wheel, when mouse capture is on (`:mouse on`): a click focuses the pane
/// under it and selects the calendar day or the Today row it hit; the wheel moves the pane
/// under the pointer as Up and Down would.
extension AppReducer {
  static func mouseClicked(x: Int, y: Int, button: Int, _ state: inout AppState) -> [Effect] {
    guard state.destination == nil, !state.isTyping else { return [] }
    let layout = AppLayout(size: state.size, focus: state.focus)
    let titles = AppView.tabTitles(state.language)
    guard let pane = layout.pane(atX: x, y: y, tabTitles: titles) else { return [] }
    switch button {
    case 4, 5:
      // The wheel over a pane (not over the tab bar) moves that pane.
      guard layout.panes[pane]?.contains(x: x, y: y) == true else { return [] }
      state.focus = pane
      return sendToFocusedPane(button == 4 ? .up : .down, &state)
    case 1:
      state.focus = pane
      guard let outer = layout.panes[pane], outer.contains(x: x, y: y) else { return [] }
      let inside = outer.inset(by: 1)
      switch pane {
      case .calendar:
        guard
          let day = CalendarView.day(
            atX: x, y: y, state.calendar, in: DaySummaryView.calendarRect(inside: inside))
        else { return [] }
        return jump(to: day, &state)
      case .today:
        if let row = TodayView.row(atY: y, state.todayPane, in: inside) {
          state.todayPane.selection = row
        }
        return []
      case .heatmap, .editor:
        return []
      }
    default:
      return []
    }
  }
}

extension CalendarView {
  /// The day of the grid drawn at a cell, or nil outside the grid.
  static func day(atX x: Int, y: Int, _ state: CalendarFeature.State, in rect: Rect) -> Day? {
    guard let layout = Layout(width: rect.width, height: rect.height) else { return nil }
    let column = x - rect.x - layout.left
    let row = y - rect.y - 2
    guard column >= 0, row >= 0 else { return nil }
    let weekday = column / layout.cellWidth
    let week = row / layout.rowsPerWeek
    guard weekday < 7, week < 6 else { return nil }
    return state.selected.monthGrid(weekStart: state.weekStart)[week][weekday]
  }
}

extension TodayView {
  /// The selectable row drawn on screen line `y`, placed as `render` places it.
  static func row(atY y: Int, _ state: TodayFeature.State, in rect: Rect) -> TodayFeature.Row? {
    guard state.intakeInput == nil, state.confirm == nil, y >= rect.y, y < rect.maxY else {
      return nil
    }
    let all = lines(for: state)
    let selected = all.firstIndex { $0.row != nil && $0.row == state.selection } ?? 0
    let offset = selected >= rect.height ? selected - rect.height + 1 : 0
    let index = offset + y - rect.y
    return all.indices.contains(index) ? all[index].row : nil
  }
}

/// Texts of the `:mouse` command.
enum MouseText: String, Localized {
  case on, off, usage

  var translation: Translation {
    switch self {
    case .on:
      Translation(
        "Mouse on: click days and rows, wheel scrolls (Shift-drag copies)",
        ko: "마우스 켬: 날짜와 줄을 클릭, 휠로 스크롤 (Shift-드래그로 복사)",
        ja: "マウス オン: 日付と行をクリック、ホイールでスクロール（Shift-ドラッグでコピー）")
    case .off:
      Translation(
        "Mouse off: drag to copy text", ko: "마우스 끔: 드래그로 글 복사",
        ja: "マウス オフ: ドラッグで文字をコピー")
    case .usage:
      Translation(
        ":mouse on or :mouse off", ko: ":mouse on 또는 :mouse off", ja: ":mouse on か :mouse off")
    }
  }
}
