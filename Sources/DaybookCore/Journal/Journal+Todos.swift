extension Journal {
  static let todoColumns = "id, title, note, tags, due, important, done_at, created_at"

  static func todo(_ row: Row) -> Todo {
    Todo(
      id: row.int(0), title: row.text(1), note: row.text(2),
      tags: row.text(3).split(separator: " ").map(String.init), due: row.optionalDay(4),
      important: row.bool(5), doneAt: row.optionalInt(6), createdAt: row.int(7))
  }

  /// Open todos (all of them) plus those finished on `doneSince` or later — what the Today
  /// list needs. Finished history is not loaded.
  public func todosForToday(doneSince day: Day) throws -> [Todo] {
    try db.query(Journal.todayTodosSQL, [day], Journal.todo)
  }

  /// Two index ranges (open todos from the covering `todos_open_today`, recently finished
  /// ones by `done_day`) instead of an OR that scans them all, merged in list order: the
  /// open todos already come in that order from their index, so only the few finished ones
  /// are sorted (a sort of the whole union copied every open todo's text into a temporary
  /// tree on every start).
  static let todayTodosSQL =
    "SELECT \(todoColumns), done_day, due IS NULL AS undated FROM todos WHERE done_at IS NULL "
    + "UNION ALL SELECT \(todoColumns), done_day, due IS NULL FROM todos "
    + "INDEXED BY todos_by_done_day WHERE done_day >= ? AND done_at IS NOT NULL "
    + "ORDER BY undated, due, important DESC, id"

  /// Todos, filtered; newest due first is not useful here, so by due day then creation.
  public func todos(includeDone: Bool = false, limit: Int? = nil, offset: Int = 0) throws
    -> [Todo]
  {
    var sql = "SELECT \(Journal.todoColumns) FROM todos"
    if !includeDone { sql += " WHERE done_at IS NULL" }
    sql += " ORDER BY due IS NULL, due, important DESC, id LIMIT ? OFFSET ?"
    return try db.query(sql, [limit ?? -1, offset], Journal.todo)
  }

  public func todo(id: RowID) throws -> Todo? {
    try db.query("SELECT \(Journal.todoColumns) FROM todos WHERE id = ?", [id], Journal.todo)
      .first
  }

  @discardableResult
  public func addTodo(_ todo: Todo, at now: Timestamp) throws -> Todo {
    if todo.title.allSatisfy(\.isWhitespace) {
      throw JournalError(.invalid, .todoNeedsTitle)
    }
    return try db.transaction {
      var saved = todo
      saved.createdAt = todo.createdAt == 0 ? now : todo.createdAt
      try db.run(
        "INSERT INTO todos(title, note, tags, due, important, done_at, done_day, created_at) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        saved.title, saved.note, saved.tags.joined(separator: " "), saved.due, saved.important,
        saved.doneAt, saved.doneAt.map { LocalTime.day(of: $0) }, saved.createdAt)
      saved.id = db.lastInsertedRowID
      return saved
    }
  }

  public func updateTodo(_ todo: Todo) throws {
    if todo.title.allSatisfy(\.isWhitespace) {
      throw JournalError(.invalid, .todoNeedsTitle)
    }
    try db.transaction {
      let changed = try db.run(
        "UPDATE todos SET title = ?, note = ?, tags = ?, due = ?, important = ?, done_at = ?, "
          + "done_day = ? WHERE id = ?",
        todo.title, todo.note, todo.tags.joined(separator: " "), todo.due, todo.important,
        todo.doneAt, todo.doneAt.map { LocalTime.day(of: $0) }, todo.id)
      if changed == 0 { throw JournalError(.notFound, .noTodo, "\(todo.id)") }
    }
  }

  /// Updates a todo edited from `original` (the todo as the editor read it), field by field:
  /// a field the editor did not change keeps what is stored now (another writer's change to
  /// it stays; otherwise the last writer wins), and a note both changed is merged by lines
  /// with the other text kept under a marker, never dropped.
  public func updateTodo(_ todo: Todo, from original: Todo, language: Language = .en) throws {
    try db.transaction {
      guard let stored = try self.todo(id: todo.id) else {
        throw JournalError(.notFound, .noTodo, "\(todo.id)")
      }
      var merged = stored
      if todo.title != original.title { merged.title = todo.title }
      if todo.tags != original.tags { merged.tags = todo.tags }
      if todo.due != original.due { merged.due = todo.due }
      if todo.important != original.important { merged.important = todo.important }
      if todo.doneAt != original.doneAt { merged.doneAt = todo.doneAt }
      merged.note =
        LineMerge.merge(
          base: original.note, ours: todo.note, theirs: stored.note, language: language
        ).text
      try updateTodo(merged)
    }
  }

  /// Marks a todo done at an instant, or open again with nil.
  public func setTodoDone(id: RowID, at doneAt: Timestamp?) throws {
    try db.transaction {
      let changed = try db.run(
        "UPDATE todos SET done_at = ?, done_day = ? WHERE id = ?", doneAt,
        doneAt.map { LocalTime.day(of: $0) }, id)
      if changed == 0 { throw JournalError(.notFound, .noTodo, "\(id)") }
    }
  }

  /// Marks a todo important or not, changing that field alone (another writer's edit to the
  /// others stays). Returns the todo as stored after, or nil when there is no such todo.
  @discardableResult
  public func setTodoImportant(id: RowID, _ important: Bool) throws -> Todo? {
    try db.transaction {
      guard try db.run("UPDATE todos SET important = ? WHERE id = ?", important, id) > 0 else {
        return nil
      }
      return try todo(id: id)
    }
  }

  public func deleteTodo(id: RowID) throws {
    try db.transaction {
      let changed = try db.run("DELETE FROM todos WHERE id = ?", id)
      if changed == 0 { throw JournalError(.notFound, .noTodo, "\(id)") }
    }
  }

  /// Days in a range on which todos were finished, with how many.
  public func todoDoneCounts(from first: Day, to last: Day) throws -> [Day: Int] {
    Dictionary(
      try db.query(
        "SELECT done_day, count(*) FROM todos WHERE done_day BETWEEN ? AND ? GROUP BY done_day",
        [first, last]
      ) { ($0.day(0), Int($0.int(1))) }, uniquingKeysWith: +)
  }

  /// Days in a range on which open todos are due.
  public func todoDueDays(from first: Day, to last: Day) throws -> Set<Day> {
    Set(
      try db.query(
        "SELECT DISTINCT due FROM todos WHERE due BETWEEN ? AND ?", [first, last]
      ) { $0.day(0) })
  }
}
