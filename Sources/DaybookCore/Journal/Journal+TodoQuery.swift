/// One page of the todo list as the todo screen and `todo list` ask for it: which todos, in
/// which order, and which slice.
public struct TodoQuery: Equatable, Sendable {
  /// Which todos by state.
  public enum Status: String, Equatable, Sendable, CaseIterable {
    case open, done, all
  }

  /// The order of the list; every order ends with the id, so pages never overlap.
  public enum Sort: String, Equatable, Sendable, CaseIterable {
    /// Due day (undated last), important first on the same day.
    case due
    /// Newest first.
    case created
    /// Title, case-insensitive for ASCII.
    case title
    /// Important first, then by due day.
    case importance
  }

  public var status: Status
  public var importantOnly: Bool
  /// Only todos carrying this tag (exact, lowercase).
  public var tag: String?
  /// Only todos due on or after this day (undated todos drop out).
  public var dueFrom: Day?
  /// Only todos due on or before this day (undated todos drop out).
  public var dueTo: Day?
  /// A substring of the title or the note (Korean and Japanese too); blank matches all.
  public var search: String
  public var sort: Sort
  /// At most this many rows; nil for all of them.
  public var limit: Int?
  public var offset: Int
  /// Only the todos of this project.
  public var project: RowID? = nil

  public init(
    status: Status = .open, importantOnly: Bool = false, tag: String? = nil,
    dueFrom: Day? = nil, dueTo: Day? = nil, search: String = "", sort: Sort = .due,
    limit: Int? = 50, offset: Int = 0
  ) {
    self.status = status
    self.importantOnly = importantOnly
    self.tag = tag
    self.dueFrom = dueFrom
    self.dueTo = dueTo
    self.search = search
    self.sort = sort
    self.limit = limit
    self.offset = offset
  }

  /// The WHERE clause (with its leading keyword, or empty) and its values.
  func whereClause() -> (sql: String, values: [SQLBindable]) {
    var conditions: [String] = []
    var values: [SQLBindable] = []
    switch status {
    case .open: conditions.append("done_at IS NULL")
    case .done: conditions.append("done_at IS NOT NULL")
    case .all: break
    }
    if importantOnly { conditions.append("important = 1") }
    if let project {
      conditions.append("project_id = ?")
      values.append(project)
    }
    if let tag, !tag.isEmpty {
      // Tags are stored space-separated; padding both sides makes it a whole-word match.
      conditions.append("instr(' ' || tags || ' ', ?) > 0")
      values.append(" \(tag.lowercased()) ")
    }
    if let dueFrom {
      conditions.append("due >= ?")
      values.append(dueFrom)
    }
    if let dueTo {
      conditions.append("due <= ?")
      values.append(dueTo)
    }
    let needle = search.filter { !$0.isNewline }
    if !needle.allSatisfy(\.isWhitespace) {
      // LIKE folds ASCII case like the rest of the app's search and, unlike lower() + instr,
      // allocates nothing per row (3 ms instead of 9 ms over 10,000 todos). Hangul and kana
      // have no case, so one- and two-syllable words match too.
      var escaped = ""
      for character in needle {
        if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
        escaped.append(character)
      }
      // The index of characters and pairs picks the candidates first, so a rare word reads
      // only the todos that may hold it instead of every todo.
      conditions.append("id IN (SELECT rowid FROM todos_grams WHERE todos_grams MATCH ?)")
      values.append(EntryMatch.gramFilter([needle]))
      conditions.append("(title LIKE ? ESCAPE '\\' OR note LIKE ? ESCAPE '\\')")
      values.append("%\(escaped)%")
      values.append("%\(escaped)%")
    }
    guard !conditions.isEmpty else { return ("", values) }
    return (" WHERE " + conditions.joined(separator: " AND "), values)
  }

  var orderClause: String {
    switch sort {
    case .due: " ORDER BY due IS NULL, due, important DESC, id"
    case .created: " ORDER BY created_at DESC, id DESC"
    case .title: " ORDER BY title COLLATE NOCASE, id"
    case .importance: " ORDER BY important DESC, due IS NULL, due, id"
    }
  }
}

extension Journal {
  /// One page of todos: filtered and sorted in SQL, so a screen never loads the whole list.
  public func todos(matching query: TodoQuery) throws -> [Todo] {
    let (condition, values) = query.whereClause()
    let sql =
      "SELECT \(Journal.todoColumns) FROM todos" + condition + query.orderClause
      + " LIMIT ? OFFSET ?"
    return try db.query(
      sql, values + [query.limit ?? -1, max(0, query.offset)], Journal.todo)
  }

  /// How many todos the query matches, ignoring its limit and offset.
  public func todoCount(matching query: TodoQuery) throws -> Int {
    let (condition, values) = query.whereClause()
    return Int(try db.scalar("SELECT count(*) FROM todos" + condition, values) ?? 0)
  }
}
