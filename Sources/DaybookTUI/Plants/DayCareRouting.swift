import DaybookCore
import TerminalKit

/// Runs the calendar's day's care list on its part of the state, with where the calendar is
/// beside what the journal reports, and turns its outputs into the calendar's keys and the
/// plant detail.
extension AppReducer {
  static func dayCare(_ state: inout AppState, _ event: DayCareFeature.Event) -> [Effect] {
    switch event {
    case let .loaded(month, records):
      dayCare(
        &state,
        DayCareFeature.Action.loaded(month: month, records: records, shown: dayCareShown(state)))
    }
  }

  static func dayCare(_ state: inout AppState, _ action: DayCareFeature.Action) -> [Effect] {
    scope(DayCareFeature.self, \.dayCare, action, &state) { output, state in
      switch output {
      case .passToCalendar(let key):
        let effects = calendar(&state, .key(key))
        // The selected day may have changed: the list starts at its first record again.
        return effects + dayCare(&state, DayCareFeature.Action.calendarMoved)
      case .openPlant(let plantID):
        return openPlantDetail(plantID, &state)
      }
    }
  }

  /// Keys for the calendar: the day's care list takes `c` and, while active, every key.
  static func calendarKey(_ key: Key, _ state: inout AppState) -> [Effect] {
    dayCare(&state, DayCareFeature.Action.key(key, shown: dayCareShown(state)))
  }

  /// The calendar's selected day and care filter, which the list shows, in the app's zone.
  static func dayCareShown(_ state: AppState) -> DayCareFeature.Shown {
    DayCareFeature.Shown(
      day: state.calendar.selected, filter: state.calendar.filter, zone: state.zone)
  }
}
