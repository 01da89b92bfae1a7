import DaybookCore

extension AppReducer {
  /// Keeps the todos of the loaded range, replacing what was known of those days only (the
  /// grid of another month may be loaded too).
  static func dayTodosLoaded(
    from first: Day, to last: Day, _ todos: [Day: [Todo]], _ state: inout AppState
  ) {
    state.dayTodos = state.dayTodos.filter { $0.key < first || $0.key > last }
      .merging(todos) { _, new in new }
  }
}
