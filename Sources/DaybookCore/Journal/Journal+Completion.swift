/// Small, index-only reads for shell completion (`daybook __complete`): each answers in well
/// under a millisecond on a 100-year journal, so a Tab never waits.
extension Journal {
  /// Names of the plants not archived whose name starts with `prefix` (any case), by name.
  public func plantNames(startingWith prefix: String, limit: Int = 100) throws -> [String] {
    try db.query(
      "SELECT name FROM plants WHERE archived = 0 AND name LIKE ? ESCAPE '\\' "
        + "ORDER BY name COLLATE NOCASE LIMIT ?",
      [Journal.likePrefix(prefix), limit]
    ) { $0.text(0) }
  }

  /// Open todos whose id starts with `prefix`, with their titles, by id (the partial index
  /// `todos_open` holds only open ones).
  public func openTodoTitles(idStartingWith prefix: String, limit: Int = 100) throws
    -> [(id: RowID, title: String)]
  {
    try db.query(
      "SELECT id, title FROM todos INDEXED BY todos_open WHERE done_at IS NULL "
        + "AND CAST(id AS TEXT) LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?",
      [Journal.likePrefix(prefix), limit]
    ) { (RowID($0.int(0)), $0.text(1)) }
  }

  /// The distinct entry tags starting with `prefix`, in order: one index seek per tag rather
  /// than a scan of every tagged entry.
  public func tags(startingWith prefix: String, limit: Int = 100) throws -> [String] {
    var tags: [String] = []
    var after: String? = nil
    while tags.count < limit {
      let next: String?
      if let after {
        next = try db.query(
          "SELECT tag FROM entry_tags WHERE tag > ? ORDER BY tag LIMIT 1", [after]
        ) { $0.text(0) }.first
      } else {
        next = try db.query(
          "SELECT tag FROM entry_tags WHERE tag >= ? ORDER BY tag LIMIT 1", [prefix]
        ) { $0.text(0) }.first
      }
      guard let next, next.hasPrefix(prefix) else { break }
      tags.append(next)
      after = next
    }
    return tags
  }

  /// The day of the newest entry, if any.
  public func lastEntryDay() throws -> Day? {
    try db.query("SELECT max(day) FROM entries") { $0.text(0) }.first.flatMap { Day(iso: $0) }
  }

  static func likePrefix(_ prefix: String) -> String {
    var pattern = ""
    for character in prefix {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }
}
