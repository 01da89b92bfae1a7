import DaybookCore
import TerminalKit

extension HelpFeature: PlainFeature {}

extension DestinationCase where Value == HelpFeature.State {
  static var help: Self {
    Self(extract: { if case .help(let s) = $0 { s } else { nil } }, embed: Destination.help)
  }
}

/// Opens the help over whatever is on screen and runs it in the destination; closing it puts
/// back the screen it was opened over.
extension AppReducer {
  /// Whether `key` opens the help: `?` wherever it types nothing (every full screen that is
  /// not taking text), F1 over every screen. On the panes `?` is the global command.
  static func helpOpens(on key: Key, _ state: AppState) -> Bool {
    switch state.destination {
    case .help?, .pictureViewer?: return false
    default: break
    }
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

  /// Opens the help over the destination, which is kept in `helpUnder`.
  static func openHelp(_ state: inout AppState) -> [Effect] {
    state.helpUnder = state.destination
    state.destination = .help(HelpFeature.State())
    return []
  }

  static func help(_ state: inout AppState, _ action: HelpFeature.Action) -> [Effect] {
    presented(HelpFeature.self, .help, action, &state) { output, state in
      switch output {
      case .close:
        state.destination = state.helpUnder
        state.helpUnder = nil
        return []
      }
    }
  }
}
