import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

/// Why a journal operation failed, in words a user can act on.
public struct JournalError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    case cannotOpen, notADatabase, corrupt, readOnly, diskFull, busy, tooNew, invalid, notFound,
      sqlite
  }
  public var kind: Kind
  /// The message in English.
  public var message: String
  /// The message's entry in the table and its arguments, when it has one; `message(_:)`
  /// words it in any language.
  public private(set) var text: JournalErrorText?
  public private(set) var arguments: [String] = []

  /// An error worded in English only (SQLite's own text, rare internal failures).
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// An error worded from the table, so it can speak the user's language.
  public init(_ kind: Kind, _ text: JournalErrorText, _ arguments: String...) {
    self.init(kind, text, arguments: arguments)
  }

  public init(_ kind: Kind, _ text: JournalErrorText, arguments: [String]) {
    self.kind = kind
    self.text = text
    self.arguments = arguments
    self.message = text.text(.en, arguments: arguments)
  }

  /// The message in `language`; English for errors not worded from the table.
  public func message(_ language: Language) -> String {
    guard let text, language != .en else { return message }
    return text.text(language, arguments: arguments)
  }

  public var description: String { message }

  /// Errors are equal when their kind and English message are.
  public static func == (lhs: JournalError, rhs: JournalError) -> Bool {
    lhs.kind == rhs.kind && lhs.message == rhs.message
  }
}

/// A value bound to or read from a statement column.
enum SQLValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
}

protocol SQLBindable {
  var sqlValue: SQLValue { get }
}

extension Int64: SQLBindable { var sqlValue: SQLValue { .integer(self) } }
extension Int: SQLBindable { var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Double: SQLBindable { var sqlValue: SQLValue { .real(self) } }
extension String: SQLBindable { var sqlValue: SQLValue { .text(self) } }
extension Bool: SQLBindable { var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension Day: SQLBindable { var sqlValue: SQLValue { .text(iso) } }
extension Optional: SQLBindable where Wrapped: SQLBindable {
  var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

/// A thin, owned wrapper over one sqlite3 connection with a prepared-statement cache.
final class Database {
  private(set) var handle: OpaquePointer?
  private var statements: [String: OpaquePointer] = [:]
  private var transactionDepth = 0
  /// Set by `checkTablesBeforeCommit`: the tables each transaction changed are checked.
  private var changedTables: ChangedTables?

  /// Set up once, before the process's first connection initializes SQLite: no memory
  /// statistics (see `daybook_sqlite_skip_memory_statistics`).
  static let configured: Bool = {
    _ = daybook_sqlite_skip_memory_statistics()
    return true
  }()

  /// Whether SQLite opened the file only to read (it does so silently when the file is not
  /// writable but its -wal and -shm are there).
  var isReadOnly: Bool { handle.map { sqlite3_db_readonly($0, "main") == 1 } ?? false }

  init(path: String, readOnly: Bool = false) throws {
    _ = Database.configured
    let flags =
      (readOnly
        ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE))
      | SQLITE_OPEN_NOMUTEX
    var db: OpaquePointer?
    let code = sqlite3_open_v2(path, &db, flags, nil)
    handle = db
    guard code == SQLITE_OK else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      close()
      throw JournalError(.cannotOpen, .cannotOpenJournal, path, message)
    }
    sqlite3_extended_result_codes(db, 1)
    // The entries' short-query index is tokenized by Daybook itself; without the tokenizer
    // no write to entries (whose triggers feed it) and no search of it can run.
    if let db, !GramTokenizer.register(on: db) {
      close()
      throw JournalError(.cannotOpen, .cannotOpenJournal, path, "SQLite without FTS5")
    }
    // Statement journals, sort runs and temporary tables stay in memory. On disk they were
    // files in /var/tmp holding pages of the diary (unlinked at once, but written there),
    // and an import wrote its statement journal there 800,000 times.
    do {
      try execute("PRAGMA temp_store = MEMORY")
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  func close() {
    if changedTables != nil, let handle { sqlite3_update_hook(handle, nil, nil) }
    changedTables = nil
    for statement in statements.values { sqlite3_finalize(statement) }
    statements = [:]
    if let handle { sqlite3_close_v2(handle) }
    handle = nil
  }

  func error(_ code: Int32, _ context: String) -> JournalError {
    let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"
    var kind: JournalError.Kind
    switch code & 0xff {
    case SQLITE_NOTADB: kind = .notADatabase
    case SQLITE_CORRUPT: kind = .corrupt
    case SQLITE_READONLY: kind = .readOnly
    case SQLITE_FULL: kind = .diskFull
    case SQLITE_BUSY, SQLITE_LOCKED: kind = .busy
    case SQLITE_CANTOPEN: kind = .cannotOpen
    default: kind = .sqlite
    }
    // A full disk often surfaces as an I/O error of the write that hit it.
    if kind == .sqlite, (code & 0xff) == SQLITE_IOERR, let handle {
      switch sqlite3_system_errno(handle) {
      case ENOSPC, EDQUOT: kind = .diskFull
      case EROFS: kind = .readOnly
      default: break
      }
    }
    let detail = "\(context): \(message)"
    switch kind {
    case .notADatabase: return JournalError(kind, .notADatabase, detail)
    case .corrupt: return JournalError(kind, .corrupt, detail)
    case .readOnly: return JournalError(kind, .readOnly, detail)
    case .diskFull: return JournalError(kind, .diskFull, detail)
    case .busy: return JournalError(kind, .busy, detail)
    default: return JournalError(kind, "\(message) (\(detail))")
    }
  }

  /// Runs one or more statements with no parameters and no results.
  func execute(_ sql: String) throws {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    if let errorMessage { sqlite3_free(errorMessage) }
    guard code == SQLITE_OK else { throw error(code, sql.prefix(60).description) }
  }

  private func prepared(_ sql: String) throws -> OpaquePointer {
    if let statement = statements[sql] {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
      return statement
    }
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(
      handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code, "prepare") }
    statements[sql] = statement
    return statement
  }

  private func bind(_ statement: OpaquePointer, _ values: [SQLBindable]) throws {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value.sqlValue {
      case .null: code = sqlite3_bind_null(statement, index)
      case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
      case .real(let number): code = sqlite3_bind_double(statement, index, number)
      case .text(let text):
        // Bound with its byte count: a length of -1 would make SQLite stop at the first NUL.
        var text = text
        code = text.withUTF8 { bytes in
          guard let base = bytes.baseAddress, !bytes.isEmpty else {
            return sqlite3_bind_text(statement, index, "", 0, nil)
          }
          return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            sqlite3_bind_text64(
              statement, index, $0, sqlite3_uint64(bytes.count), daybook_sqlite_transient(),
              UInt8(SQLITE_UTF8))
          }
        }
      }
      guard code == SQLITE_OK else { throw error(code, "bind") }
    }
  }

  /// Runs a statement that returns no rows; returns the number of rows changed.
  @discardableResult
  func run(_ sql: String, _ values: SQLBindable...) throws -> Int {
    try run(sql, values)
  }

  @discardableResult
  func run(_ sql: String, _ values: [SQLBindable]) throws -> Int {
    let statement = try prepared(sql)
    defer { sqlite3_reset(statement) }
    try bind(statement, values)
    let code = sqlite3_step(statement)
    guard code == SQLITE_DONE || code == SQLITE_ROW else { throw error(code, "step") }
    return Int(sqlite3_changes(handle))
  }

  var lastInsertedRowID: RowID { sqlite3_last_insert_rowid(handle) }

  /// Runs a query and maps each row.
  func query<T>(_ sql: String, _ values: [SQLBindable] = [], _ map: (Row) throws -> T) throws
    -> [T]
  {
    let statement = try prepared(sql)
    defer { sqlite3_reset(statement) }
    try bind(statement, values)
    var result: [T] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw error(code, "step") }
      result.append(try map(Row(statement: statement)))
    }
    return result
  }

  /// From now on every transaction runs `PRAGMA quick_check(T)` on each table T it changed
  /// (once per table and connection) before it commits, and rolls back when T is damaged:
  /// a journal too big for a whole check at open still takes no write into a damaged table.
  /// `path` names the journal in the error.
  func checkTablesBeforeCommit(journalPath path: String) {
    guard changedTables == nil, let handle else { return }
    let tables = ChangedTables(journalPath: path)
    changedTables = tables
    sqlite3_update_hook(
      handle,
      { context, _, _, table, _ in
        guard let context, let table else { return }
        let tables = Unmanaged<ChangedTables>.fromOpaque(context).takeUnretainedValue()
        // Rows of one table come in runs: one string per run, not per row.
        guard UnsafeRawPointer(table) != tables.lastName else { return }
        tables.lastName = UnsafeRawPointer(table)
        tables.changed.insert(String(cString: table))
      }, Unmanaged.passUnretained(tables).toOpaque())
  }

  private func refuseDamageInChangedTables() throws {
    guard let tables = changedTables, !tables.changed.isEmpty else { return }
    let names = tables.changed
    tables.changed.removeAll()
    tables.lastName = nil
    for name in names.sorted() where !tables.checked.contains(name) {
      let quoted = "\"" + name.replacing("\"", with: "\"\"") + "\""
      let problems: [String]
      do {
        problems = try query("PRAGMA quick_check(\(quoted))") { $0.text(0) }
      } catch let error as JournalError where error.kind == .corrupt {
        // The check itself stopped on a damaged page: SQLite's own words, not ours twice.
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "\(error)"
        problems = [name + ": " + message]
      }
      guard problems == ["ok"] else {
        throw JournalError(
          .corrupt, .damagedCheck, tables.journalPath,
          problems.prefix(3).joined(separator: "; "))
      }
      tables.checked.insert(name)
    }
  }

  func scalar(_ sql: String, _ values: [SQLBindable] = []) throws -> Int64? {
    try query(sql, values) { $0.optionalInt(0) }.first ?? nil
  }

  @discardableResult
  /// Runs `body` in a transaction (a savepoint when nested); rolls back if it or the commit
  /// throws. The depth is restored on every path, so a failed COMMIT (a full disk) leaves the
  /// connection able to begin again once the cause is gone.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    let depth = transactionDepth
    let name = "daybook_savepoint_\(depth)"
    try execute(depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(name)")
    transactionDepth = depth + 1
    defer { transactionDepth = depth }
    if depth == 0 {
      changedTables?.changed.removeAll()
      changedTables?.lastName = nil
    }
    let value: T
    do {
      value = try body()
      if depth == 0 { try refuseDamageInChangedTables() }
      try execute(depth == 0 ? "COMMIT" : "RELEASE \(name)")
    } catch {
      if depth > 0 {
        try? execute("ROLLBACK TO \(name)")
        try? execute("RELEASE \(name)")
      } else if let handle, sqlite3_get_autocommit(handle) == 0 {
        try? execute("ROLLBACK")
      }
      // A full disk: give back the space the -wal holds (its pages are already in the file or
      // rolled back), so a save can succeed once the user frees a little room.
      if depth == 0, (error as? JournalError)?.kind == .diskFull {
        _ = try? query("PRAGMA wal_checkpoint(TRUNCATE)") { _ in 0 }
      }
      throw error
    }
    return value
  }
}

/// The tables the running transaction changed, and those already found sound.
final class ChangedTables {
  let journalPath: String
  var changed = Set<String>()
  /// The address of the table name seen last (compared, never read).
  var lastName: UnsafeRawPointer?
  var checked = Set<String>()

  init(journalPath: String) { self.journalPath = journalPath }
}

/// One result row, read by column index.
struct Row {
  let statement: OpaquePointer

  func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
  func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
  func bool(_ column: Int32) -> Bool { int(column) != 0 }
  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
  func optionalInt(_ column: Int32) -> Int64? { isNull(column) ? nil : int(column) }

  func text(_ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(
      decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// The text of two columns joined by a space, leaving out an empty one: the same string
  /// as `[text(first), text(second)].filter { !$0.isEmpty }.joined(separator: " ")`, made
  /// from SQLite's bytes in one copy (a search lists thousands of entries' texts).
  func joinedText(_ first: Int32, _ second: Int32) -> String {
    let one = sqlite3_column_text(statement, first)
    let oneCount = one == nil ? 0 : Int(sqlite3_column_bytes(statement, first))
    let two = sqlite3_column_text(statement, second)
    let twoCount = two == nil ? 0 : Int(sqlite3_column_bytes(statement, second))
    guard let one, oneCount > 0 else { return text(second) }
    guard let two, twoCount > 0 else { return text(first) }
    // The string repairs bad UTF-8 as decoding each column would: a space is never part of
    // a sequence, so the join neither ends nor starts one.
    return String(unsafeUninitializedCapacity: oneCount + 1 + twoCount) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      base.initialize(from: one, count: oneCount)
      base[oneCount] = UInt8(ascii: " ")
      (base + oneCount + 1).initialize(from: two, count: twoCount)
      return oneCount + 1 + twoCount
    }
  }

  func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
  func day(_ column: Int32) -> Day { optionalDay(column) ?? Day(ordinal: 0) }

  func optionalDay(_ column: Int32) -> Day? {
    // Days are read by the thousand on the start path: parsed from SQLite's bytes in place.
    guard let pointer = sqlite3_column_text(statement, column) else { return nil }
    let count = Int(sqlite3_column_bytes(statement, column))
    return Day(isoUTF8: UnsafeBufferPointer(start: pointer, count: count))
  }
}
