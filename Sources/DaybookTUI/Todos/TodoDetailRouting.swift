import DaybookCore
import TerminalKit

/// Opening a todo on its own from the Today pane, and keeping the opened todo's notes area
/// in step with the terminal's size.
extension AppReducer {
  /// Enter on a Today todo: the todo screen opens on that todo; Esc closes both. The list
  /// under it loads only once a change is saved (it is never seen before).
  static func openTodoDetail(_ todo: Todo, _ state: inout AppState) -> Effect {
    var screen = TodosFeature.State(today: state.today)
    screen.detail = TodoDetail.State(todo: todo, closesScreen: true)
    placeTodoDetail(&screen, state)
    state.destination = .todos(screen)
    return .loadTodoProject(todo.id)
  }

  /// Sets the opened todo's notes area from the layout at the current size.
  static func placeTodoDetail(_ screen: inout TodosFeature.State, _ state: AppState) {
    guard let detail = screen.detail else { return }
    let body = AppLayout(size: state.size, focus: state.focus).body
    screen.detail?.notesArea = TodoDetailView.notesArea(
      detail, today: screen.today, in: body, language: state.language)
  }
}

/// The journal work of an opened todo.
extension EffectRunner {
  func loadTodoProject(_ todoID: RowID) throws -> [AppAction] {
    let title = try journal.projectID(ofTodo: todoID).flatMap { try journal.project(id: $0) }?
      .title
    return [.todoScreen(.detailProjectLoaded(todoID: todoID, title: title))]
  }
}
