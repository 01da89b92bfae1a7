import CSQLite

/// How many rows of one kind a salvage copied, and how many it could not read.
public struct SalvageCount: Equatable, Sendable {
  /// The table the rows came from (`entries`, `care_events`…).
  public var table: String
  public var saved: Int
  public var lost: Int

  public init(table: String, saved: Int, lost: Int) {
    self.table = table
    self.saved = saved
    self.lost = lost
  }
}

extension Journal {
  /// Copies every row still readable from this journal (opened with
  /// `init(readingOnly:salvaging:)`) into `target`, a new empty journal, row by row: a
  /// damaged page costs the rows on it, not the table. Returns the counts of each table
  /// that had rows.
  ///
  /// Rows are found by scanning each table by rowid; where a scan meets a damaged page,
  /// the rowids after it are tried one by one (up to the largest rowid the table or any of
  /// its indexes still tells) until a row reads again, and the scan goes on from there.
  /// Lost rows are those an intact index lists but the table could not give, or, without
  /// such an index, the rowids that failed to read.
  public func salvage(into target: Journal) throws -> [SalvageCount] {
    guard let source = db.handle, let destination = target.db.handle else {
      throw JournalError(.invalid, "closed journal")
    }
    // Children whose parent row was lost are still worth keeping.
    try target.db.execute("PRAGMA foreign_keys = OFF")
    var counts: [SalvageCount] = []
    let sourceTables = Dictionary(
      try db.query("SELECT name, coalesce(sql, '') FROM sqlite_master WHERE type = 'table'") {
        ($0.text(0), $0.text(1).uppercased().contains("WITHOUT ROWID"))
      }, uniquingKeysWith: { first, _ in first })
    try target.db.transaction {
      for table in try target.salvageableTables() {
        guard let withoutRowID = sourceTables[table] else { continue }
        let columns = try copiedColumns(of: table, into: target, withoutRowID: withoutRowID)
        guard !columns.isEmpty else { continue }
        var copier = try RowCopier(
          table: table, columns: columns, source: source, destination: destination,
          byRowID: !withoutRowID)
        defer { copier.finish() }
        guard !withoutRowID else {
          // Keyed by other columns (settings): read in order until a damaged page.
          let saved = copier.copyInOrder()
          if saved > 0 { counts.append(SalvageCount(table: table, saved: saved, lost: 0)) }
          continue
        }
        let found = copier.readableRowIDs()
        var saved = 0
        var failed = 0
        for rowID in found.ids {
          if copier.copy(rowID) { saved += 1 } else { failed += 1 }
        }
        let lost: Int
        if let listed = found.listedByIndex {
          lost = listed.subtracting(found.ids).count + failed
        } else {
          lost = found.unreadable + failed
        }
        if saved > 0 || lost > 0 {
          counts.append(SalvageCount(table: table, saved: saved, lost: lost))
        }
      }
    }
    return counts
  }

  /// The journal's own tables, in creation order, without the search indexes and the
  /// activity months (their triggers fill them again from the copied rows), the migrations
  /// applied (the new journal records its own) and SQLite's tables.
  func salvageableTables() throws -> [String] {
    let rows = try db.query(
      "SELECT name, type, coalesce(sql, '') FROM sqlite_master "
        + "WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"
    ) { ($0.text(0), $0.text(2)) }
    let virtual = rows.filter { $0.1.uppercased().hasPrefix("CREATE VIRTUAL") }.map(\.0)
    return rows.map(\.0).filter { name in
      name != ActivityMonths.table && name != Schema.migrationsTable
        && !virtual.contains(where: { name == $0 || name.hasPrefix($0 + "_") })
    }
  }

  /// The columns both journals have for `table`; the rowid is added first when no
  /// column is an alias of it.
  private func copiedColumns(
    of table: String, into target: Journal, withoutRowID: Bool
  ) throws -> [String] {
    let info = "SELECT name, type, pk FROM pragma_table_info(?)"
    let ours = try db.query(info, [table]) { $0.text(0) }
    let theirs = try target.db.query(info, [table]) { ($0.text(0), $0.text(1), $0.int(2)) }
    let shared = theirs.map(\.0).filter { ours.contains($0) }
    let keys = theirs.filter { $0.2 > 0 }
    let aliasesRowID = keys.count == 1 && keys[0].1.uppercased() == "INTEGER"
    return aliasesRowID || withoutRowID ? shared : ["rowid"] + shared
  }
}

/// Reads rows of one table by rowid from a damaged database and inserts them into another.
private struct RowCopier {
  let table: String
  let source: OpaquePointer
  let destination: OpaquePointer
  private var scan: OpaquePointer?
  private var probe: OpaquePointer?
  private var read: OpaquePointer?
  private var insert: OpaquePointer?
  private let columnCount: Int32
  static let probeLimit = 100_000

  init(
    table: String, columns: [String], source: OpaquePointer, destination: OpaquePointer,
    byRowID: Bool
  ) throws {
    self.table = table
    self.source = source
    self.destination = destination
    columnCount = Int32(columns.count)
    let name = Self.quoted(table)
    let list = columns.map(Self.quoted).joined(separator: ", ")
    let places = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    if byRowID {
      scan = Self.prepare(source, "SELECT rowid FROM \(name) WHERE rowid > ? ORDER BY rowid")
      probe = Self.prepare(source, "SELECT rowid FROM \(name) WHERE rowid = ?")
      read = Self.prepare(source, "SELECT \(list) FROM \(name) WHERE rowid = ?")
    } else {
      scan = Self.prepare(source, "SELECT \(list) FROM \(name)")
      probe = scan
      read = scan
    }
    insert = Self.prepare(
      destination, "INSERT OR REPLACE INTO \(name) (\(list)) VALUES (\(places))")
    guard scan != nil, probe != nil, read != nil, insert != nil else {
      finish()
      let message = String(cString: sqlite3_errmsg(source))
      throw JournalError(.corrupt, .corrupt, "\(table): \(message)")
    }
  }

  mutating func finish() {
    for statement in Set([scan, probe, read, insert].compactMap { $0 }) {
      sqlite3_finalize(statement)
    }
    scan = nil
    probe = nil
    read = nil
    insert = nil
  }

  /// The rowids that read, how many failed to, and the rowids an intact index lists.
  func readableRowIDs() -> (ids: [Int64], unreadable: Int, listedByIndex: Set<Int64>?) {
    let index = indexedRowIDs()
    var upper = index.largest
    if let largest = single("SELECT max(rowid) FROM \(Self.quoted(table))") {
      upper = max(upper, largest)
    }
    var ids: [Int64] = []
    var unreadable = 0
    var after = Int64.min
    // A damaged page may tell any rowid up to 2^63: the probing stops after this many
    // (the page scan that follows finds rows past it).
    var probesLeft = Self.probeLimit
    while true {
      let failed = scanRows(after: after, into: &ids)
      guard failed else { break }
      if let last = ids.last { after = last }
      // A damaged page: try the rowids after it one by one until one reads again.
      var next = max(after == Int64.min ? 1 : after &+ 1, 1)
      var resumed = false
      while next <= upper, probesLeft > 0 {
        probesLeft -= 1
        switch probeRow(next) {
        case .some(true):
          ids.append(next)
          after = next
          resumed = true
        case .some(false): break
        case .none: unreadable += 1
        }
        if resumed || next == Int64.max { break }
        next += 1
      }
      guard resumed else { break }
    }
    return (ids, unreadable, index.complete)
  }

  /// Appends the rowids a scan from `after` gives; true when the scan stopped on an error.
  private func scanRows(after: Int64, into ids: inout [Int64]) -> Bool {
    sqlite3_reset(scan)
    sqlite3_bind_int64(scan, 1, after)
    while true {
      let code = sqlite3_step(scan)
      if code == SQLITE_ROW {
        ids.append(sqlite3_column_int64(scan, 0))
        continue
      }
      return code != SQLITE_DONE
    }
  }

  /// True when the row reads, false when there is none, nil when reading it failed.
  private func probeRow(_ rowID: Int64) -> Bool? {
    sqlite3_reset(probe)
    sqlite3_bind_int64(probe, 1, rowID)
    switch sqlite3_step(probe) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: return nil
    }
  }

  /// Copies the rows of a table without rowids in their order, up to the first that does
  /// not read; returns how many were copied.
  func copyInOrder() -> Int {
    sqlite3_reset(scan)
    var copied = 0
    while sqlite3_step(scan) == SQLITE_ROW {
      if insertRow(from: scan) { copied += 1 }
    }
    return copied
  }

  /// Copies one row; false when it could not be read or written.
  func copy(_ rowID: Int64) -> Bool {
    sqlite3_reset(read)
    sqlite3_bind_int64(read, 1, rowID)
    // The step that gives the row reads all its columns (overflow pages too): a damaged
    // one fails that step, not a later column read.
    guard sqlite3_step(read) == SQLITE_ROW else { return false }
    return insertRow(from: read)
  }

  private func insertRow(from row: OpaquePointer?) -> Bool {
    sqlite3_reset(insert)
    sqlite3_clear_bindings(insert)
    for column in 0..<columnCount {
      if sqlite3_column_type(row, column) == SQLITE_TEXT,
        let text = Self.textWithoutNul(row, column)
      {
        text.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) {
            _ = sqlite3_bind_text(
              insert, column + 1, $0.baseAddress, Int32(text.count), daybook_sqlite_transient())
          }
        }
      } else {
        sqlite3_bind_value(insert, column + 1, sqlite3_column_value(row, column))
      }
    }
    return sqlite3_step(insert) == SQLITE_DONE
  }

  /// A text column's bytes with each NUL byte (damage: Daybook never stores one) turned into
  /// U+FFFD, as the page scan does; nil when the text holds none and can be copied as it is.
  private static func textWithoutNul(_ row: OpaquePointer?, _ column: Int32) -> [UInt8]? {
    let count = Int(sqlite3_column_bytes(row, column))
    guard count > 0, let start = sqlite3_column_text(row, column) else { return nil }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    guard bytes.contains(0) else { return nil }
    return bytes.flatMap { $0 == 0 ? [0xEF, 0xBF, 0xBD] : [$0] }
  }

  /// The rowids listed by the first of the table's indexes that reads to its end (the
  /// index pages are apart from the table's), and the largest any index gives.
  private func indexedRowIDs() -> (complete: Set<Int64>?, largest: Int64) {
    var complete: Set<Int64>?
    var largest: Int64 = 0
    var indexes: [String] = []
    if let list = Self.prepare(source, "SELECT name FROM pragma_index_list(?)") {
      sqlite3_bind_text(list, 1, table, -1, daybook_sqlite_transient())
      while sqlite3_step(list) == SQLITE_ROW {
        if let text = sqlite3_column_text(list, 0) { indexes.append(String(cString: text)) }
      }
      sqlite3_finalize(list)
    }
    for index in indexes {
      guard
        let statement = Self.prepare(
          source, "SELECT rowid FROM \(Self.quoted(table)) INDEXED BY \(Self.quoted(index))")
      else { continue }
      var ids = Set<Int64>()
      var code = sqlite3_step(statement)
      while code == SQLITE_ROW {
        let rowID = sqlite3_column_int64(statement, 0)
        ids.insert(rowID)
        largest = max(largest, rowID)
        code = sqlite3_step(statement)
      }
      sqlite3_finalize(statement)
      if code == SQLITE_DONE && complete == nil { complete = ids }
    }
    return (complete, largest)
  }

  private func single(_ sql: String) -> Int64? {
    guard let statement = Self.prepare(source, sql) else { return nil }
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW, sqlite3_column_type(statement, 0) != SQLITE_NULL
    else { return nil }
    return sqlite3_column_int64(statement, 0)
  }

  private static func prepare(_ db: OpaquePointer, _ sql: String) -> OpaquePointer? {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
      sqlite3_finalize(statement)
      return nil
    }
    return statement
  }

  private static func quoted(_ name: String) -> String {
    name == "rowid" ? name : "\"" + name.replacing("\"", with: "\"\"") + "\""
  }
}
