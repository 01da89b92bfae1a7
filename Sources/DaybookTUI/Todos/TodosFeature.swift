import DaybookCore
import TerminalKit

/// The full-screen todo list (`o`): every todo, filtered, sorted and searched in the journal
/// one page at a time, with the form for adding and editing.
public enum TodosFeature {
  /// Rows loaded per query: a screenful and then some, never the whole list.
  public static let pageSize = 100

  /// Due-day filters offered by `r`, relative to today.
  public enum DueRange: Int, CaseIterable, Equatable, Sendable {
    case any, overdue, today, next7Days, later

    func bounds(today: Day) -> (from: Day?, to: Day?) {
      switch self {
      case .any: (nil, nil)
      case .overdue: (nil, today.adding(days: -1))
      case .today: (today, today)
      case .next7Days: (today, today.adding(days: 7))
      case .later: (today.adding(days: 8), nil)
      }
    }
  }

  /// A one-line field at the top of the screen.
  public enum Input: Equatable, Sendable {
    case search, tag
  }

  public struct State: Equatable, Sendable {
    public var today: Day
    /// Filters, sort and search; `limit` and `offset` describe the loaded window.
    public var query: TodoQuery
    public var dueRange: DueRange = .any
    /// The loaded window: rows `loadedOffset ..< loadedOffset + todos.count`. It stays on
    /// screen while the next window (`query.offset`) loads.
    public var todos: [Todo] = []
    public var loadedOffset = 0
    /// How many todos match, in all.
    public var total = 0
    /// The selected row, counted from the first match (not from the window).
    public var cursor = 0
    /// Whether the first page has arrived.
    public var isLoaded = false
    public var input: Input?
    public var form: TodoForm?
    /// The last deleted todo, for `u`.
    public var deleted: Todo?
    /// The title of the project `query.project` names, for the header.
    public var projectTitle: String?
    /// The todo opened with Enter, shown over the list with its notes rendered.
    public var detail: TodoDetail.State?

    public init(today: Day) {
      self.today = today
      query = TodoQuery(limit: TodosFeature.pageSize)
    }

    /// The selected todo, when its row is loaded.
    public var selected: Todo? {
      let index = cursor - loadedOffset
      return todos.indices.contains(index) ? todos[index] : nil
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
    /// A page arrived for `query` (stale pages, for an older query, are dropped).
    case pageLoaded(query: TodoQuery, todos: [Todo], total: Int)
    /// A change was saved; the list reloads.
    case changed(TodoChange)
    /// The project of the opened todo was looked up (nil: it has none).
    case detailProjectLoaded(todoID: RowID, title: String?)
  }

  public enum Output: Equatable, Sendable {
    case load(TodoQuery)
    case change(TodoChange)
    case close
    case status(String)
    /// Look up the project of a todo opened on its own.
    case loadProject(todoID: RowID)
  }

  /// Applies an action; `language` picks the status texts.
  public static func reduce(into state: inout State, action: Action, language: Language)
    -> [Output]
  {
    switch action {
    case .key(let key):
      if state.form != nil { return formKey(key, &state) }
      if state.detail != nil { return detailKey(key, &state, language) }
      if let input = state.input { return inputKey(key, input, &state, language) }
      return listKey(key, &state, language)

    case .pasted(let text):
      if state.form != nil {
        state.form?.paste(text)
        return []
      }
      switch state.input {
      case .search?:
        state.query.search += TextInput.singleLine(text)
        return restart(&state)
      case .tag?:
        state.query.tag = (state.query.tag ?? "") + TextInput.singleLine(text)
        return []
      case nil:
        return []
      }

    case let .pageLoaded(query, todos, total):
      guard query == state.query else { return [] }
      state.todos = todos
      state.loadedOffset = query.offset
      state.total = total
      state.isLoaded = true
      if let id = state.detail?.todo.id, let fresh = todos.first(where: { $0.id == id }) {
        state.detail?.todo = fresh
      }
      if state.cursor >= total { state.cursor = max(0, total - 1) }
      // A clamped cursor may have left the window; fetch the window around it.
      if total > 0 && state.selected == nil { return [.load(window(around: state.cursor, state))] }
      return []

    case let .detailProjectLoaded(todoID, title):
      if state.detail?.todo.id == todoID { state.detail?.projectTitle = title }
      return []

    case .changed(let change):
      var outputs: [Output] = []
      TodoDetail.follow(change, &state.detail)
      switch change {
      case .delete(let todo):
        state.deleted = todo
        outputs.append(.status(TodoText.deleted.text(language, todo.title)))
      case .restore(let todo):
        state.deleted = nil
        outputs.append(.status(TodoText.restored.text(language, todo.title)))
      case .save(let todo, _):
        outputs.append(.status(TodoText.saved.text(language, todo.title)))
      case .setDone, .setImportant:
        break
      }
      return outputs + [.load(state.query)]
    }
  }

  private static func listKey(_ key: Key, _ state: inout State, _ language: Language)
    -> [Output]
  {
    guard let command = Command(key: key) else { return [] }
    return run(command, &state, language)
  }

  private static func run(_ command: Command, _ state: inout State, _ language: Language)
    -> [Output]
  {
    switch command {
    case .close: return [.close]
    case .down: return move(to: state.cursor + 1, &state)
    case .up: return move(to: state.cursor - 1, &state)
    case .pageDown: return move(to: state.cursor + 20, &state)
    case .pageUp: return move(to: state.cursor - 20, &state)
    case .first: return move(to: 0, &state)
    case .last: return move(to: state.total - 1, &state)
    case .search:
      state.input = .search
      return []
    case .tag:
      state.input = .tag
      state.query.tag = state.query.tag ?? ""
      return []
    case .status:
      let all = TodoQuery.Status.allCases
      state.query.status = all[((all.firstIndex(of: state.query.status) ?? 0) + 1) % all.count]
      return restart(&state)
    case .importantOnly:
      state.query.importantOnly.toggle()
      return restart(&state)
    case .allProjects:
      // Back from one project's todos to everyone's.
      guard state.query.project != nil else { return [] }
      state.query.project = nil
      state.projectTitle = nil
      return restart(&state)
    case .sort:
      let all = TodoQuery.Sort.allCases
      state.query.sort = all[((all.firstIndex(of: state.query.sort) ?? 0) + 1) % all.count]
      return restart(&state)
    case .due:
      let all = DueRange.allCases
      state.dueRange = all[(state.dueRange.rawValue + 1) % all.count]
      (state.query.dueFrom, state.query.dueTo) = state.dueRange.bounds(today: state.today)
      return restart(&state)
    case .add:
      state.form = TodoForm(Todo(title: ""))
      return []
    case .edit:
      guard let todo = state.selected else {
        return [.status(TodoText.noneSelected.text(language))]
      }
      state.form = TodoForm(todo)
      return []
    case .open:
      guard let todo = state.selected else {
        return [.status(TodoText.noneSelected.text(language))]
      }
      state.detail = TodoDetail.State(todo: todo)
      return [.loadProject(todoID: todo.id)]
    case .done:
      guard let todo = state.selected else {
        return [.status(TodoText.noneSelected.text(language))]
      }
      return [.change(.setDone(todo.id, !todo.isDone))]
    case .important:
      guard let todo = state.selected else {
        return [.status(TodoText.noneSelected.text(language))]
      }
      return [.change(.setImportant(todo.id, !todo.important))]
    case .delete:
      guard let todo = state.selected else {
        return [.status(TodoText.noneSelected.text(language))]
      }
      return [.change(.delete(todo))]
    case .undo:
      guard let todo = state.deleted else {
        return [.status(TodoText.nothingToUndo.text(language))]
      }
      return [.change(.restore(todo))]
    }
  }

  private static func detailKey(_ key: Key, _ state: inout State, _ language: Language)
    -> [Output]
  {
    guard var detail = state.detail else { return [] }
    let outcome = TodoDetail.keyPressed(key, &detail)
    state.detail = detail
    switch outcome {
    case .stay:
      return []
    case .back:
      state.detail = nil
      return detail.closesScreen ? [.close] : []
    case .edit:
      var form = TodoForm(detail.todo)
      form.field = .note
      state.form = form
      return []
    case .toggleDone:
      return [.change(.setDone(detail.todo.id, !detail.todo.isDone))]
    case .toggleImportant:
      return [.change(.setImportant(detail.todo.id, !detail.todo.important))]
    }
  }

  private static func inputKey(
    _ key: Key, _ input: Input, _ state: inout State, _ language: Language
  ) -> [Output] {
    switch (input, InputCommand(key: key)) {
    case (.search, .cancel?):
      state.input = nil
      state.query.search = ""
      return restart(&state)
    case (.search, .accept?):
      state.input = nil
      return []
    case (.search, .move?):
      state.input = nil
      return listKey(key, &state, language)
    case (.tag, .cancel?):
      state.input = nil
      state.query.tag = nil
      return restart(&state)
    case (.tag, .accept?):
      state.input = nil
      let tag = (state.query.tag ?? "").trimmingSpaces().drop { $0 == "#" }.lowercased()
      state.query.tag = tag.isEmpty ? nil : tag
      return restart(&state)
    case (.search, _):
      guard TextInput.apply(key, to: &state.query.search) else { return [] }
      return restart(&state)
    case (.tag, _):
      var text = state.query.tag ?? ""
      if TextInput.apply(key, to: &text) { state.query.tag = text }
      return []
    }
  }

  private static func formKey(_ key: Key, _ state: inout State) -> [Output] {
    guard var form = state.form else { return [] }
    switch form.keyPressed(key, today: state.today) {
    case .editing:
      state.form = form
      return []
    case .cancelled:
      state.form = nil
      return []
    case .save(let todo):
      state.form = nil
      return [.change(.save(todo, original: form.isNew ? nil : form.original))]
    }
  }

  /// Filters changed: back to the first row, and a new first page.
  private static func restart(_ state: inout State) -> [Output] {
    state.cursor = 0
    state.query.offset = 0
    return [.load(state.query)]
  }

  /// Moves the cursor, loading the window around it when it leaves the loaded one.
  private static func move(to target: Int, _ state: inout State) -> [Output] {
    guard state.total > 0 else { return [] }
    state.cursor = min(max(0, target), state.total - 1)
    if state.selected != nil { return [] }
    state.query = window(around: state.cursor, state)
    return [.load(state.query)]
  }

  /// The query whose window has `row` in its middle, so a screenful either side is loaded.
  static func window(around row: Int, _ state: State) -> TodoQuery {
    var query = state.query
    query.offset = max(0, min(row - pageSize / 2, state.total - pageSize))
    return query
  }
}

/// A change to one todo asked for by the todo screen.
public enum TodoChange: Equatable, Sendable {
  case setDone(RowID, Bool)
  case setImportant(RowID, Bool)
  /// Adds (id 0) or updates a todo edited from `original` (the todo as the form opened it):
  /// only the fields changed in the form are written, and a note changed elsewhere meanwhile
  /// is merged, not overwritten.
  case save(Todo, original: Todo? = nil)
  case delete(Todo)
  /// Inserts a deleted todo again.
  case restore(Todo)
}
