import DaybookCore
import TerminalKit

/// The selected day's care under the calendar grid: plant name and kind per record.
enum DayCareView {
  /// The rows the calendar grid needs (with its legend) in a pane of `height` rows.
  static func calendarHeight(_ height: Int) -> Int {
    height >= 15 ? 15 : (height >= 9 ? 9 : height)
  }

  /// Draws the list in the rows under the grid; nothing when the day has no care shown.
  static func render(
    _ state: DayCareFeature.State, day: Day, filter: Set<CareKind>?, language: Language,
    into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool
  ) {
    let shown = state.shown(on: day, filter: filter)
    guard !shown.isEmpty, rect.height >= 2, rect.width >= 4 else { return }
    canvas.draw(
      PlantText.dayCareTitle.text(language, PlantText.shortDay(day, language)), x: rect.x,
      y: rect.y, style: theme.style(.title), maxWidth: rect.width)
    let rows = rect.height - 1
    let offset = state.selection >= rows ? state.selection - rows + 1 : 0
    for (index, record) in shown.enumerated().dropFirst(offset).prefix(rows) {
      let y = rect.y + 1 + index - offset
      let kind = PlantText.kind(record.event.kind).text(language)
      let isSelected = state.isActive && index == state.selection
      let text = (isSelected ? "› " : "~ ") + record.plantName + " · " + kind
      canvas.draw(
        TextWidth.truncate(text, toWidth: rect.width), x: rect.x, y: y,
        style: theme.style(isSelected ? (focused ? .selection : .selectionUnfocused) : .text),
        maxWidth: rect.width)
    }
  }
}

extension AppView {
  /// The calendar grid with the selected day's care listed under it when there is room.
  static func renderCalendar(
    _ state: AppState, into canvas: inout Canvas, in rect: Rect, focused: Bool
  ) {
    let shown = state.dayCare.shown(on: state.calendar.selected, filter: state.calendar.filter)
    let gridHeight = DayCareView.calendarHeight(rect.height)
    guard !shown.isEmpty, rect.height - gridHeight >= 2 else {
      CalendarView.render(
        state.calendar, into: &canvas, in: rect, theme: state.theme, focused: focused)
      return
    }
    let rows = Layout.split(rect, axis: .vertical, [.length(gridHeight), .fill(1)])
    CalendarView.render(
      state.calendar, into: &canvas, in: rows[0], theme: state.theme, focused: focused)
    DayCareView.render(
      state.dayCare, day: state.calendar.selected, filter: state.calendar.filter,
      language: state.language, into: &canvas, in: rows[1], theme: state.theme, focused: focused)
  }
}
