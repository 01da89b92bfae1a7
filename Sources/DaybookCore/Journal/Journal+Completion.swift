#if canImport(Glibc)
  import Glibc
#endif

/// Small, index-only reads for shell completion (`daybook __complete`): each answers in well
/// under a millisecond on a 100-year journal, so a Tab never waits.
extension Journal {
  /// Opens an existing journal for one Tab's worth of reading, on ONE connection: the checks
  /// `init(readingOnly:)` makes before SQLite opens the file (a regular file, SQLite's header,
  /// Daybook's tables) are made here on the connection that then answers, so the schema is
  /// read and parsed once. Like `init(readingOnly:)` it never creates, switches or migrates
  /// anything: a missing or empty file, another program's database and a journal that needs
  /// an upgrade throw (completion then offers nothing). Without a `-wal` beside the file
  /// it is opened immutable, so no `-wal` or `-shm` is made beside it (nor beside a foreign
  /// file); with one, read through SQLite's locks as `check` reads. No quick check (a Tab
  /// cannot wait for it); a damaged file only fails the query. Waits at most a quarter of a
  /// second on a lock.
  public convenience init(completingFrom path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw JournalError(.notFound, .noJournalAt, path) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw JournalError(.invalid, .journalNotRegular, path)
    }
    guard info.st_size >= 512, Journal.hasSQLiteHeader(path) else {
      throw JournalError(.notADatabase, .notDaybookNoHeader, path)
    }
    let lock = JournalOpenLock.shared(journalPath: path)
    let hasWAL = access(path + "-wal", F_OK) == 0
    let connection = try Database(
      path: "file:" + JournalFileCheck.percentEncoded(path)
        + (hasWAL ? "?mode=ro" : "?immutable=1"),
      readOnly: true)
    try connection.execute("PRAGMA busy_timeout = 250")
    // One statement: the tables from one snapshot, and the one schema parse.
    let tables = try connection.scalar(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('entries', "
        + "'settings', 'plants', 'todos')")
    guard tables == Int64(JournalFileCheck.journalTables.count) else {
      throw JournalError(.notADatabase, .notDaybookTables, path)
    }
    // Read as `init(readingOnly:)` reads: one a newer Daybook migrated as it is.
    let schema = try Schema.state(of: connection)
    guard schema.pending.isEmpty || schema.isFromNewerDaybook else {
      throw JournalError(.readOnly, .readOnlyFile, path)
    }
    self.init(path: path, connection: connection, openLock: lock)
  }

  /// Whether the file starts with SQLite's magic and a valid page size.
  private static func hasSQLiteHeader(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 18)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count == header.count, Array(header.prefix(16)) == JournalFileCheck.magic else {
      return false
    }
    let raw = Int(header[16]) << 8 | Int(header[17])
    let pageSize = raw == 1 ? 65_536 : raw
    return pageSize >= 512 && pageSize <= 65_536 && pageSize & (pageSize - 1) == 0
  }

  /// Names of the plants not archived whose name starts with `prefix` (any case), by name.
  public func plantNames(startingWith prefix: String, limit: Int = 100) throws -> [String] {
    try db.query(
      "SELECT name FROM plants WHERE archived = 0 AND name LIKE ? ESCAPE '\\' "
        + "ORDER BY name COLLATE NOCASE LIMIT ?",
      [Journal.likePrefix(prefix), limit]
    ) { $0.text(0) }
  }

  /// Open todos whose id starts with `prefix`, with their titles, by id: read from the
  /// partial index `todos_open_today` alone (it holds only open todos and covers id and
  /// title), never from the table.
  public func openTodoTitles(idStartingWith prefix: String, limit: Int = 100) throws
    -> [(id: RowID, title: String)]
  {
    try db.query(
      "SELECT id, title FROM todos INDEXED BY todos_open_today WHERE done_at IS NULL "
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
