import DaybookCore
import TerminalKit

/// What a global key does.
public enum GlobalCommand: CaseIterable, Equatable, Sendable {
  case nextPane, previousPane, focusPane, search, help, command, quit, newEntry, cycleTheme
  case cycleLanguage, switchLanguage, notifications, suspend, forceQuit, plants, entryList
  case todos, statistics, reload, projects, cycleGlyphs

  /// Keys as `Key.description` spells them.
  public var keys: [String] {
    switch self {
    case .nextPane: ["Tab"]
    case .previousPane: ["Shift-Tab"]
    case .focusPane: ["1", "2", "3", "4"]
    case .search: ["/"]
    case .help: ["?"]
    case .command: [":"]
    case .quit: ["q"]
    case .newEntry: ["n"]
    case .cycleTheme: ["T"]
    case .cycleLanguage: ["L"]
    case .switchLanguage: ["F2"]
    case .notifications: ["N"]
    case .suspend: ["Ctrl-Z"]
    case .forceQuit: ["Ctrl-C"]
    case .plants: ["p"]
    case .entryList: ["E"]
    case .todos: ["o"]
    case .statistics: ["s"]
    case .reload: ["R"]
    case .projects: ["P"]
    case .cycleGlyphs: ["G"]
    }
  }

  /// True for keys that work even while text is being typed (the editor, an overlay).
  /// F2 switches the language even in the middle of an entry: it types nothing.
  public var worksWhileTyping: Bool {
    self == .suspend || self == .forceQuit || self == .switchLanguage
  }

  var helpKey: StringKey {
    switch self {
    case .nextPane: .keyNextPane
    case .previousPane: .keyPreviousPane
    case .focusPane: .keyFocusPane
    case .search: .keySearch
    case .help: .keyHelp
    case .command: .keyCommand
    case .quit, .forceQuit: .keyQuit
    case .newEntry: .keyNewEntry
    case .cycleTheme: .keyCycleTheme
    case .cycleLanguage: .keyCycleLanguage
    case .switchLanguage: .keySwitchLanguage
    case .notifications: .keyNotifications
    case .suspend: .keySuspend
    case .plants: .keyPlants
    case .entryList: .keyEntryList
    case .todos: .keyTodos
    case .statistics: .keyStatistics
    case .reload: .keyReload
    case .projects, .cycleGlyphs: .keyTodos
    }
  }

  /// The command's help text in a language.
  func help(_ language: Language) -> String {
    switch self {
    case .projects: ProjectsText.keyOpenScreen.text(language)
    case .cycleGlyphs: GlyphText.key.text(language)
    // Ctrl-C is not a second `q`: while writing it leaves writing first.
    case .forceQuit: KeyLabelText.forceQuit.text(language)
    default: Strings.text(helpKey, language)
    }
  }
}

/// The keys that work in every pane; the help overlay and the footer are rendered from it.
public enum GlobalKeymap {
  /// The table with help text in a language.
  public static func bindings(_ language: Language) -> [KeyBinding] {
    GlobalCommand.allCases.map {
      KeyBinding(keys: $0.keys, help: $0.help(language))
    }
  }

  /// The command a key triggers, if any.
  public static func command(for key: Key) -> GlobalCommand? {
    let name = key.description
    return GlobalCommand.allCases.first { $0.keys.contains(name) }
  }

  /// Footer keys shown after the focused pane's own keys.
  static let footerCommands: [GlobalCommand] = [.help, .search, .newEntry, .quit]
}
