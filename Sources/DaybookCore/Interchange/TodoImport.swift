/// A todo read from another program's file, with the key that finds it again on the next
/// import (an iCalendar UID, or calcurse's text).
public struct ImportedTodo: Equatable, Sendable {
  public var externalUID: String?
  public var todo: Todo

  public init(externalUID: String?, todo: Todo) {
    self.externalUID = externalUID
    self.todo = todo
  }
}

extension Journal {
  /// Adds or updates todos, all or nothing. A todo whose UID was imported before (or that
  /// Daybook's own iCalendar export named `<uid>@daybook`, or `todo-ID-CREATED@daybook`
  /// before stable ids) is updated in place;
  /// one without a UID is skipped when a todo with the same title, note and due day exists.
  @discardableResult
  public func importTodos(_ items: [ImportedTodo], at now: Timestamp) throws -> ImportReport {
    for item in items where item.todo.title.allSatisfy(\.isWhitespace) {
      throw JournalError(.invalid, .todoNeedsTitle)
    }
    for item in items {
      let title = item.todo.title
      try ImportLimits.refuseLongTexts(
        [title, item.todo.note, item.externalUID ?? ""] + item.todo.tags,
        in: "\"" + (title.count > 40 ? String(title.prefix(40)) + "…" : title) + "\"")
    }
    return try db.transaction {
      var report = ImportReport()
      for item in items {
        var todo = item.todo
        todo.title = String(todo.title.map { $0.isNewline ? " " : $0 })
        if let existing = try existingTodo(for: item) {
          todo.id = existing.id
          todo.createdAt = existing.createdAt
          if todo.doneAt != nil, existing.doneAt != nil { todo.doneAt = existing.doneAt }
          if todo == existing {
            report.skipped += 1
          } else {
            try updateTodo(todo)
            report.merged += 1
          }
          continue
        }
        let saved = try addTodo(todo, at: now)
        if let uid = item.externalUID.flatMap(Journal.ownStableTodoUID) {
          // Daybook's own export: the todo keeps its stable id, so exporting it again gives
          // calendars the same UID.
          try db.run("UPDATE todos SET uid = ? WHERE id = ?", uid, saved.id)
        } else if let uid = item.externalUID {
          try db.run("UPDATE todos SET external_uid = ? WHERE id = ?", uid, saved.id)
        }
        report.added += 1
      }
      return report
    }
  }

  private func existingTodo(for item: ImportedTodo) throws -> Todo? {
    if let uid = item.externalUID {
      if let found = try db.query(
        "SELECT \(Journal.todoColumns) FROM todos WHERE external_uid = ?", [uid], Journal.todo
      ).first {
        return found
      }
      if let stable = Journal.ownStableTodoUID(uid),
        let found = try db.query(
          "SELECT \(Journal.todoColumns) FROM todos WHERE uid = ?", [stable], Journal.todo
        ).first
      {
        return found
      }
      if let (id, created) = Journal.ownTodoUID(uid), let found = try todo(id: id),
        found.createdAt == created
      {
        return found
      }
      return nil
    }
    return try db.query(
      "SELECT \(Journal.todoColumns) FROM todos WHERE title = ? AND note = ? AND due IS ? "
        + "AND external_uid IS NULL LIMIT 1",
      [item.todo.title, item.todo.note, item.todo.due], Journal.todo
    ).first
  }

  /// The stable id in a UID written by `exportICalendar` (`<uid>@daybook`).
  static func ownStableTodoUID(_ uid: String) -> String? {
    guard uid.hasSuffix("@daybook") else { return nil }
    let id = String(uid.dropLast(8))
    return RecordKind.isValidID(id) ? id : nil
  }

  /// The id and creation time in a UID written by `exportICalendar` before records had
  /// stable ids (`todo-ID-CREATED@daybook`).
  static func ownTodoUID(_ uid: String) -> (RowID, Timestamp)? {
    guard uid.hasPrefix("todo-"), uid.hasSuffix("@daybook") else { return nil }
    let parts = uid.dropFirst(5).dropLast(8).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let id = RowID(parts[0]), let created = Timestamp(parts[1]) else {
      return nil
    }
    return (id, created)
  }
}
