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
    let page = max(1, state.notesArea.height - 1)
    switch key {
    case .escape, .character("q"), .left, .character("h"): return .back
    case .character("e"): return .edit
    case .character("x"): return .toggleDone
    case .character("!"): return .toggleImportant
    case .down, .character("j"): scroll(to: state.scroll + 1, &state)
    case .up, .character("k"): scroll(to: state.scroll - 1, &state)
    case .pageDown, .ctrl("d"), .character(" "): scroll(to: state.scroll + page, &state)
    case .pageUp, .ctrl("u"): scroll(to: state.scroll - page, &state)
    case .home, .character("g"): scroll(to: 0, &state)
    case .end, .character("G"): scroll(to: lastScroll(state), &state)
    default: break
    }
    return .stay
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
