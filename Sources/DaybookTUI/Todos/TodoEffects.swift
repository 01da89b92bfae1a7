import DaybookCore

/// The journal work of the todo and statistics screens.
extension EffectRunner {
  func loadTodoPage(_ query: TodoQuery) throws -> [AppAction] {
    let todos = try journal.todos(matching: query)
    let total = try journal.todoCount(matching: query)
    return [.todoScreen(.pageLoaded(query: query, todos: todos, total: total))]
  }

  func changeTodo(_ change: TodoChange) throws -> [AppAction] {
    let now = clock.now()
    switch change {
    case let .setDone(id, done):
      try journal.setTodoDone(id: id, at: done ? now : nil)
    case let .setImportant(id, important):
      guard try journal.setTodoImportant(id: id, important) != nil else { return [] }
    case .save(let todo, let original):
      if todo.id == 0 {
        let saved = try journal.addTodo(todo, at: now)
        return [.todoScreen(.changed(.save(saved)))]
      }
      if let original {
        try journal.updateTodo(todo, from: original, language: language)
      } else {
        try journal.updateTodo(todo)
      }
    case .delete(let todo):
      try journal.deleteTodo(id: todo.id)
    case .restore(let todo):
      var copy = todo
      copy.id = 0
      let saved = try journal.addTodo(copy, at: now)
      return [.todoScreen(.changed(.restore(saved)))]
    }
    return [.todoScreen(.changed(change))]
  }

  func loadStatistics(_ period: StatisticsPeriod, _ day: Day) throws -> [AppAction] {
    let settings = try journal.settings()
    let range = period.range(containing: day, weekStart: settings.weekStart)
    let statistics = IntakeStatistics.compute(
      try journal.intakes(from: range.first, to: range.last), period: period, containing: day,
      today: today, weekStart: settings.weekStart, settings: settings.goal)
    return [.statistics(.loaded(statistics, anchor: day))]
  }
}
