import DaybookCore
import TerminalKit

extension TodosFeature {
  /// The todo list's commands, each with its keys and help: the reducer matches keys through
  /// this table, and the screen's key line, the footer and the help are drawn from it.
  public enum Command: KeyCommand, Sendable {
    case open, add, edit, done, important, delete, undo, search, status, importantOnly, tag
    case due, sort, allProjects, down, up, pageDown, pageUp, first, last, close

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .open: KeyBinding(keys: ["Enter"], help: TodoText.keyOpen.text(language))
      case .add: KeyBinding(keys: ["a"], help: TodoText.keyAdd.text(language))
      case .edit: KeyBinding(keys: ["e"], help: TodoText.keyEdit.text(language))
      case .done: KeyBinding(keys: ["x"], help: TodoText.keyDone.text(language))
      case .important: KeyBinding(keys: ["!"], help: TodoText.keyImportant.text(language))
      case .delete:
        KeyBinding(keys: ["d", "Del"], help: TodoText.keyDelete.text(language), label: "d")
      case .undo: KeyBinding(keys: ["u"], help: TodoText.keyUndo.text(language))
      case .search: KeyBinding(keys: ["/"], help: TodoText.keySearch.text(language))
      case .status: KeyBinding(keys: ["f"], help: TodoText.keyStatus.text(language))
      case .importantOnly:
        KeyBinding(keys: ["i"], help: TodoText.keyImportantOnly.text(language))
      case .tag: KeyBinding(keys: ["#"], help: TodoText.keyTag.text(language))
      case .due: KeyBinding(keys: ["r"], help: TodoText.keyDue.text(language))
      case .sort: KeyBinding(keys: ["s"], help: TodoText.keySort.text(language))
      case .allProjects: KeyBinding(keys: ["p"], help: TodoText.keyAllProjects.text(language))
      case .down: KeyBinding(keys: ["Down", "j"], help: TodoText.keyDown.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: TodoText.keyUp.text(language))
      case .pageDown:
        KeyBinding(keys: ["PgDn", "Ctrl-D"], help: TodoText.keyPageDown.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp", "Ctrl-U"], help: TodoText.keyPageUp.text(language))
      case .first: KeyBinding(keys: ["Home", "g"], help: TodoText.keyFirst.text(language))
      case .last: KeyBinding(keys: ["End", "G"], help: TodoText.keyLast.text(language))
      case .close:
        KeyBinding(keys: ["Esc", "q", "o"], help: TodoText.keyBack.text(language), label: "Esc")
      }
    }

    /// The commands the screen's key line shows, in its order; moving is left to the help.
    static let keyLine: [Command] = [
      .open, .add, .edit, .done, .important, .delete, .undo, .search, .status, .importantOnly,
      .tag, .due, .sort, .close,
    ]
  }

  /// The keys of the search (`/`) and tag (`#`) fields at the top of the list. Printable keys,
  /// Backspace and the line-editing keys go to the field; the table covers the others.
  public enum InputCommand: KeyCommand, Sendable {
    /// Keep what was typed and go back to the list.
    case accept
    /// Clear the field and go back to the list.
    case cancel
    /// From the search field: back to the list, moving its cursor at once.
    case move

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .accept: KeyBinding(keys: ["Enter"], help: TodoText.keyAccept.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: TodoText.keyClear.text(language))
      case .move:
        KeyBinding(keys: ["Up", "Down"], help: TodoText.keyMove.text(language), label: "↑↓")
      }
    }
  }

  /// The list's key line, for the screen, the footer and the help.
  public static func listKeymap(_ language: Language) -> [KeyBinding] {
    Command.keyLine.map { $0.binding(language) }
  }

  /// The keys of a field at the top of the list: the tag field does not move the list.
  static func inputKeymap(_ input: Input, _ language: Language) -> [KeyBinding] {
    InputCommand.allCases.filter { input == .search || $0 != .move }.map { $0.binding(language) }
  }
}
