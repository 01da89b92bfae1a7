import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

extension Journal {
  /// The tables whose rows a salvage reads from the file's pages: the records a journal is
  /// made of. The rest is derived (search indexes, tags, activity, the sync log) or settings
  /// (kept in index pages, which the page scan does not read).
  static let scannedTables: [String] =
    RecordKind.allCases.map(\.table) + ["plant_photos"]

  /// Salvages the journal file at `path` into `target`, a new empty journal, and returns
  /// how many rows of each table it holds after. First row by row through SQLite, when the
  /// file still opens (`salvage(into:)`); then from the file's pages read directly, which
  /// finds what SQLite cannot reach: rows behind a damaged header, schema or interior page,
  /// or in a file cut short. Rows already copied are kept; the search index is filled as
  /// rows go in, and tags are read again from the entries' text.
  public static func salvage(fileAt path: String, into target: Journal) throws -> [SalvageCount] {
    try Journal.refuseNonRegular(path)
    guard access(path, R_OK) == 0 else {
      throw access(path, F_OK) == 0
        ? JournalError(.cannotOpen, .cannotReadJournal, path, String(cString: strerror(errno)))
        : JournalError(.notFound, .noJournalAt, path)
    }
    var counts: [SalvageCount] = []
    if let source = try? Journal(readingOnly: path, salvaging: true) {
      counts = (try? source.salvage(into: target)) ?? []
      source.db.close()
    }
    let added = try target.insertScannedRows(fromFileAt: path)
    for (table, count) in added where count > 0 {
      if let index = counts.firstIndex(where: { $0.table == table }) {
        counts[index].saved += count
        counts[index].lost = max(0, counts[index].lost - count)
      } else {
        counts.append(SalvageCount(table: table, saved: count, lost: 0))
      }
    }
    try target.dropDamagedIDs()
    let order = try target.salvageableTables()
    let place = { (table: String) in order.firstIndex(of: table) ?? order.count }
    return counts.sorted { place($0.table) < place($1.table) }
  }

  /// The shape of every table of this (fresh) journal that keeps rows by rowid, plus the
  /// schema table's; those in `scannedTables` are the ones kept.
  func salvageShapes() throws -> [SalvageShape] {
    let tables = try db.query(
      "SELECT name, coalesce(sql, '') FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
    ) { ($0.text(0), $0.text(1).uppercased()) }
    var shapes: [SalvageShape] = []
    for (name, sql) in tables
    where !sql.contains("WITHOUT ROWID") && !sql.hasPrefix("CREATE VIRTUAL") {
      let info = try db.query(
        "SELECT name, type, \"notnull\", dflt_value IS NOT NULL, pk FROM pragma_table_info(?) "
          + "ORDER BY cid", [name]
      ) { ($0.text(0), $0.text(1), $0.bool(2), $0.bool(3), $0.int(4)) }
      let keys = info.filter { $0.4 > 0 }
      let alias = keys.count == 1 && keys[0].1.uppercased() == "INTEGER" ? keys[0].0 : nil
      shapes.append(
        SalvageShape(
          table: name,
          columns: info.map {
            SalvageShape.Column(
              name: $0.0, affinity: SalvageShape.affinity(of: $0.1), notNull: $0.2,
              hasDefault: $0.3, aliasesRowID: $0.0 == alias)
          },
          keeps: Self.scannedTables.contains(name)))
    }
    return shapes + [SalvageShape.schemaTable]
  }

  /// The rows of the kept tables found on the file's table leaf pages, one per rowid (the
  /// newest by change time where a row lies on several pages).
  func scannedRows(ofFileAt path: String) throws -> [String: [Int64: ScannedRow]] {
    let shapes = try salvageShapes()
    var found: [String: [Int64: ScannedRow]] = [:]
    _ = SalvagePages.scanning(fileAt: path) { pages in
      pages.forEachLeaf { _, rows in
        guard let shape = SalvageShape.best(for: rows, among: shapes), shape.keeps else { return }
        for row in rows where shape.matches(row.values) {
          if let old = found[shape.table]?[row.rowID],
            shape.changedAt(old) >= shape.changedAt(row)
          {
            continue
          }
          found[shape.table, default: [:]][row.rowID] = row
        }
      }
    }
    return found
  }

  /// Writes the rows a page scan of the file at `path` finds into this journal, in one
  /// transaction, leaving every row it already has; returns how many went in per table.
  func insertScannedRows(fromFileAt path: String) throws -> [(String, Int)] {
    let found = try scannedRows(ofFileAt: path)
    let shapes = try salvageShapes().filter(\.keeps)
    // Children whose parent row was lost are still worth keeping.
    try db.execute("PRAGMA foreign_keys = OFF")
    guard let handle = db.handle else { throw JournalError(.invalid, "closed journal") }
    var added: [(String, Int)] = []
    try db.transaction {
      for shape in shapes {
        guard let rows = found[shape.table], !rows.isEmpty else { continue }
        // Newest first: where two rows claim one uid, day or name, the newer one stays.
        let ordered = rows.values.sorted {
          (shape.changedAt($0), $1.rowID) > (shape.changedAt($1), $0.rowID)
        }
        var inserter = ScannedRowInserter(shape: shape, handle: handle)
        defer { inserter.finish() }
        var count = 0
        for row in ordered where inserter.insert(row) { count += 1 }
        added.append((shape.table, count))
      }
      try rebuildTags()
    }
    return added
  }

  /// A record whose id a damaged byte changed (SQLite reads such a row as it lies) keeps no
  /// id: its export then carries none, and an import gives it a new one.
  func dropDamagedIDs() throws {
    try db.transaction {
      for table in RecordKind.allCases.map(\.table) {
        let damaged = try db.query("SELECT rowid, uid FROM \(table) WHERE uid IS NOT NULL") {
          ($0.int(0), $0.text(1))
        }.filter { !RecordKind.isValidID($0.1) }
        for (rowID, _) in damaged {
          try db.run("UPDATE \(table) SET uid = NULL WHERE rowid = ?", rowID)
        }
      }
    }
  }

  /// Tags are read from an entry's text: the rows found get theirs again.
  private func rebuildTags() throws {
    let entries = try db.query("SELECT id, title, body FROM entries") {
      ($0.int(0), $0.text(1) + "\n" + $0.text(2))
    }
    for (id, text) in entries {
      for tag in Tags.extract(from: text) {
        try db.run("INSERT OR IGNORE INTO entry_tags(tag, entry_id) VALUES (?, ?)", tag, id)
      }
    }
  }
}

/// Inserts scanned rows into one table, a prepared statement per record length (an older
/// record lacks the columns added since, which then take their defaults).
private struct ScannedRowInserter {
  let shape: SalvageShape
  let handle: OpaquePointer
  private var statements: [Int: OpaquePointer] = [:]
  private let uidColumn: Int?

  init(shape: SalvageShape, handle: OpaquePointer) {
    self.shape = shape
    self.handle = handle
    uidColumn = shape.columns.firstIndex { $0.name == "uid" }
  }

  mutating func finish() {
    for statement in statements.values { sqlite3_finalize(statement) }
    statements = [:]
  }

  /// True when the row went in (false when it was there already or broke a constraint).
  mutating func insert(_ row: ScannedRow) -> Bool {
    guard let statement = statement(for: row.values.count) else { return false }
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
    var index: Int32 = 1
    if shape.rowIDColumn == nil {
      sqlite3_bind_int64(statement, index, row.rowID)
      index += 1
    }
    for (column, value) in row.values.enumerated() {
      if column == shape.rowIDColumn {
        sqlite3_bind_int64(statement, index, row.rowID)
      } else if column == uidColumn, case .text(let bytes) = value,
        !RecordKind.isValidID(String(decoding: bytes, as: UTF8.self))
      {
        // A damaged id: the row gets a new one (the insert trigger makes it).
        sqlite3_bind_null(statement, index)
      } else {
        Self.bind(value, to: statement, at: index)
      }
      index += 1
    }
    return sqlite3_step(statement) == SQLITE_DONE && sqlite3_changes(handle) == 1
  }

  private mutating func statement(for count: Int) -> OpaquePointer? {
    if let statement = statements[count] { return statement }
    var names = shape.columns.prefix(count).map { Self.quoted($0.name) }
    if shape.rowIDColumn == nil { names.insert("rowid", at: 0) }
    let places = Array(repeating: "?", count: names.count).joined(separator: ", ")
    let sql =
      "INSERT OR IGNORE INTO \(Self.quoted(shape.table)) (\(names.joined(separator: ", "))) "
      + "VALUES (\(places))"
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      return nil
    }
    statements[count] = statement
    return statement
  }

  private static func bind(_ value: StoredValue, to statement: OpaquePointer, at index: Int32) {
    switch value {
    case .null: sqlite3_bind_null(statement, index)
    case .integer(let number): sqlite3_bind_int64(statement, index, number)
    case .real(let number): sqlite3_bind_double(statement, index, number)
    case .text(var bytes):
      // A NUL byte is damage (Daybook never stores one): it becomes U+FFFD, as invalid
      // UTF-8 does when the text is read.
      if bytes.contains(0) {
        bytes = bytes.flatMap { $0 == 0 ? [0xEF, 0xBF, 0xBD] : [$0] }
      }
      // An empty array has no base address, which would bind NULL.
      if bytes.isEmpty {
        sqlite3_bind_text(statement, index, "", 0, daybook_sqlite_transient())
      } else {
        bytes.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) {
            _ = sqlite3_bind_text(
              statement, index, $0.baseAddress, Int32(bytes.count), daybook_sqlite_transient())
          }
        }
      }
    case .blob(let bytes):
      if bytes.isEmpty {
        sqlite3_bind_zeroblob(statement, index, 0)
      } else {
        bytes.withUnsafeBytes {
          _ = sqlite3_bind_blob(
            statement, index, $0.baseAddress, Int32(bytes.count), daybook_sqlite_transient())
        }
      }
    }
  }

  private static func quoted(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
  }
}
