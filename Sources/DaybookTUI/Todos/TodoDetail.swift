import DaybookCore
import TerminalKit

/// One todo opened on its own from the todo list or the Today pane (`Enter`): its title,
/// bucket, due day, project and tags, and its notes rendered as Markdown, scrolled like the
/// Entry pane's read mode. `e` opens the todo form on the notes.
public enum TodoDetail {
  /// Notes larger than this are shown as written, not rendered (as entries are).
  static let renderLimit = 200_000

  public struct State: Equatable, Sendable {
    /// The todo as last loaded or saved.
    public var todo: Todo
    /// The title of the todo's project, once looked up; nil when it has none.
    public var projectTitle: String?
    /// The first notes row shown.
    public var scroll = 0
    /// Opened from the Today pane: Esc closes the whole todo screen, not only the detail.
    public var closesScreen = false
    /// Where the notes are drawn at the current terminal size (set by the shell from the
    /// layout, so paging and the scroll's end follow the screen).
    public var notesArea = Rect(x: 0, y: 0, width: 0, height: 0)

    public init(todo: Todo, closesScreen: Bool = false) {
      self.todo = todo
      self.closesScreen = closesScreen
    }
  }

  /// What a key asks of the todo screen.
  enum Outcome: Equatable {
    case stay, back, edit, toggleDone, toggleImportant
  }

  /// The notes as rendered rows at `width` columns (as written past `renderLimit`).
  public static func rows(of note: String, width: Int) -> [MarkdownLine] {
    let width = max(1, width)
    guard note.utf8.count <= renderLimit else {
      return note.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
        TextWidth.wrap(String(line), width: width).map { MarkdownLine([MarkdownSpan($0)]) }
      }
    }
    return MarkdownRenderer.render(markdown: note, width: width)
  }

  /// The largest scroll: the last notes row on the area's last row.
  static func lastScroll(_ state: State) -> Int {
    max(0, rows(of: state.todo.note, width: state.notesArea.width).count - state.notesArea.height)
  }

  /// Applies a key: scrolling here, the rest for the todo screen.
  static func keyPressed(_ key: Key, _ state: inout State) -> Outcome {
    guard let command = Command(key: key) else { return .stay }
    let page = max(1, state.notesArea.height - 1)
    switch command {
    case .back: return .back
    case .edit: return .edit
    case .done: return .toggleDone
    case .important: return .toggleImportant
    case .down: scroll(to: state.scroll + 1, &state)
    case .up: scroll(to: state.scroll - 1, &state)
    case .pageDown: scroll(to: state.scroll + page, &state)
    case .pageUp: scroll(to: state.scroll - page, &state)
    case .top: scroll(to: 0, &state)
    case .bottom: scroll(to: lastScroll(state), &state)
    }
    return .stay
  }

  /// The detail's commands, each with its keys and help; the reducer matches on them and the
  /// detail's key line, the footer and the help are drawn from them.
  public enum Command: KeyCommand, Sendable {
    case down, up, pageDown, pageUp, top, bottom, edit, done, important, back

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .down: KeyBinding(keys: ["Down", "j"], help: TodoDetailText.keyDown.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: TodoDetailText.keyUp.text(language))
      case .pageDown:
        KeyBinding(
          keys: ["PgDn", "Ctrl-D", "Space"], help: TodoDetailText.keyPageDown.text(language))
      case .pageUp:
        KeyBinding(keys: ["PgUp", "Ctrl-U"], help: TodoDetailText.keyPageUp.text(language))
      case .top: KeyBinding(keys: ["Home", "g"], help: TodoDetailText.keyTop.text(language))
      case .bottom: KeyBinding(keys: ["End", "G"], help: TodoDetailText.keyBottom.text(language))
      case .edit: KeyBinding(keys: ["e"], help: TodoText.keyEdit.text(language))
      case .done: KeyBinding(keys: ["x"], help: TodoText.keyDone.text(language))
      case .important: KeyBinding(keys: ["!"], help: TodoText.keyImportant.text(language))
      case .back:
        KeyBinding(
          keys: ["Esc", "q", "Left", "h"], help: TodoText.keyBack.text(language), label: "Esc")
      }
    }
  }

  /// The detail's key line: scrolling as one "j/k", then the commands on the todo.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    [KeyBinding(keys: ["j", "k"], help: TodoDetailText.keyScroll.text(language), label: "j/k")]
      + [Command.edit, .done, .important, .back].map { $0.binding(language) }
  }

  private static func scroll(to target: Int, _ state: inout State) {
    state.scroll = min(max(0, target), lastScroll(state))
  }
}

extension TodoDetail {
  /// Keeps an opened todo in step with a change saved from the todo screen: a deleted todo
  /// closes it.
  static func follow(_ change: TodoChange, _ detail: inout State?) {
    guard var opened = detail else { return }
    let id = opened.todo.id
    switch change {
    case let .setDone(changed, done) where changed == id:
      // The moment is the journal's (the reloaded page brings it); any time reads as done.
      opened.todo.doneAt = done ? (opened.todo.doneAt ?? 1) : nil
    case let .setImportant(changed, important) where changed == id:
      opened.todo.important = important
    case .save(let todo, _) where todo.id == id:
      opened.todo = todo
    case .delete(let todo) where todo.id == id:
      detail = nil
      return
    default:
      return
    }
    detail = opened
  }
}
