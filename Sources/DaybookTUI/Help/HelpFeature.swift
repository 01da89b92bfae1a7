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

  /// Applies a key while the help is shown; `scroll` is its first row.
  static func keyPressed(_ key: Key, scroll: Int, _ state: inout AppState) {
    guard let command = Command(key: key) else { return }
    switch command {
    case .close:
      state.destination = state.helpUnder
      state.helpUnder = nil
    case .down: state.destination = .help(scroll: scroll + 1)
    case .up: state.destination = .help(scroll: max(0, scroll - 1))
    case .pageDown: state.destination = .help(scroll: scroll + 10)
    case .pageUp: state.destination = .help(scroll: max(0, scroll - 10))
    }
  }

  /// The help's commands, each with its keys and help text; its title line, the footer and
  /// its own section are drawn from them.
  enum Command: KeyCommand, Sendable {
    case close, down, up, pageDown, pageUp

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .close:
        KeyBinding(
          keys: ["Esc", "?", "q", "Enter", "F1"], help: HelpText.keyClose.text(language),
          label: "Esc")
      case .down: KeyBinding(keys: ["Down", "j"], help: HelpText.keyDown.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: HelpText.keyUp.text(language))
      case .pageDown:
        KeyBinding(keys: ["PgDn", "Space"], help: HelpText.keyPageDown.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: HelpText.keyPageUp.text(language))
      }
    }
  }

  /// The help's key line: closing, then scrolling as one "j/k".
  static func keyLine(_ language: Language) -> [KeyBinding] {
    [
      Command.close.binding(language),
      KeyBinding(keys: ["j", "k"], help: HelpText.keyScroll.text(language), label: "j/k"),
    ]
  }
}
