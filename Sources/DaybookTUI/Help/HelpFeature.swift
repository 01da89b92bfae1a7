import DaybookCore
import TerminalKit

/// Opening the help over whatever is on screen: `?` wherever it types nothing (every pane
/// and every full screen that is not taking text), F1 everywhere. The screen underneath
/// comes back when the help closes.
enum HelpFeature {
  static func opens(on key: Key, _ state: AppState) -> Bool {
    if case .help? = state.destination { return false }
    if key == .function(1) { return state.destination != nil }
    guard key == .character("?") else { return false }
    switch state.destination {
    case nil: return false
    case .plants(let plants)?: return plants.form == nil && plants.careForm == nil
    case .todos(let screen)?: return screen.form == nil && screen.input == nil
    case .intakeRecords(let records)?: return records.form == nil
    case .statistics?, .history?, .entryList?, .notifications?: return true
    default: return false
    }
  }

  static func open(_ state: inout AppState) -> [Effect] {
    state.helpUnder = state.destination
    state.destination = .help(scroll: 0)
    return []
  }
}
