import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

/// Checks an existing journal file before SQLite opens it for writing, so a damaged or
/// foreign file is reported by name and left exactly as it was: no `-wal` or `-shm` beside
/// it, no recovery attempt, no byte changed.
enum JournalFileCheck {
  /// Files up to this size also get `PRAGMA quick_check` at open (a few milliseconds);
  /// larger ones only on `daybook check`.
  static let quickCheckLimit = 4 << 20

  static let magic = Array("SQLite format 3\0".utf8)

  /// The header's application id of a Daybook journal ("DYBK"), set by migration 16: a file
  /// that carries it needs no second connection to list its tables (`identify`).
  static let applicationID = 0x4459_424B

  /// Throws `.notADatabase` or `.corrupt` naming `path`. An empty or missing file passes (a
  /// new journal).
  ///
  /// The checks read the file without SQLite's locks, so they only count when nobody else
  /// had the file open while they ran: the magic and the page size never change once written,
  /// but the page count and the pages do while another process writes or checkpoints. A
  /// structural finding is reported only when no `-wal` or `-shm` was beside the file and the
  /// file did not change from before the first read to after the last; otherwise the file
  /// is in use ("busy", not "damaged") and SQLite, under its own locks, decides.
  static func verify(_ path: String, quickCheck runsQuickCheck: Bool = true) throws {
    let before = FileState(path)
    guard before.exists, before.size > 0 else { return }
    let size = before.size
    guard let header = readHeader(path) else {
      throw JournalError(.cannotOpen, .cannotReadJournal, path, errnoText())
    }
    guard header.count >= 100, Array(header.prefix(16)) == magic else {
      // A file that another process is creating this instant may be short for a moment.
      if header.count < 100, Array(header.prefix(16)) == Array(magic.prefix(header.count)),
        FileState(path) != before || before.inUse
      {
        return
      }
      throw size < 100 && Array(header.prefix(16)) == Array(magic.prefix(header.count))
        ? JournalError(.notADatabase, .damagedCutShort, path, "\(size)")
        : JournalError(.notADatabase, .notDaybookNoHeader, path)
    }
    let rawPageSize = Int(header[16]) << 8 | Int(header[17])
    let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
    guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
      throw JournalError(.corrupt, .damagedPageSize, path, "\(rawPageSize)")
    }
    // A file Daybook marked as its own needs no look at its tables.
    let ours = bigEndian(header, at: 68) == applicationID
    // Another program has the journal open (or crashed with it open): what follows could see
    // pages change under it, so SQLite's own locking and recovery take over.
    guard !before.inUse else {
      if !ours { try identify(path) }
      return
    }
    var finding: JournalError?
    let changeCounter = bigEndian(header, at: 24)
    let pageCount = bigEndian(header, at: 28)
    if changeCounter == bigEndian(header, at: 92), pageCount > 0, pageCount * pageSize > size {
      finding = JournalError(
        .corrupt, .damagedCutShortOf, path, "\(size)", "\(pageCount * pageSize)")
    } else if runsQuickCheck, size <= quickCheckLimit {
      do { try quickCheck(path) } catch let error as JournalError where error.kind == .corrupt {
        finding = error
      }
    }
    guard let finding else {
      if !ours { try identify(path) }
      return
    }
    // Damage stays put; a file that changed (or was opened) meanwhile was being written.
    let after = FileState(path)
    guard after == before, !after.inUse else { return }
    throw finding
  }

  /// What tells whether a file changed or is open in WAL mode: its identity, size and times,
  /// and whether a `-wal` or `-shm` is beside it.
  struct FileState: Equatable {
    var exists = false
    var inUse = false
    var size = 0
    var identity: [Int] = []

    init(_ path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return }
      exists = true
      size = Int(info.st_size)
      identity = [
        Int(info.st_dev), Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
        Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec),
      ]
      inUse = access(path + "-wal", F_OK) == 0 || access(path + "-shm", F_OK) == 0
    }
  }

  /// The tables every Daybook journal has had since schema 1.
  static let journalTables: Set<String> = ["entries", "settings", "plants", "todos"]

  /// Refuses another program's database before anything is written to it: a journal is a
  /// database with no tables yet (schema 0, a new journal) or one with Daybook's tables.
  static func identify(_ path: String) throws {
    // Nearly always the file's own schema pages name the tables (a few reads, no parse);
    // anything else is asked of SQLite, which also knows a journal being created.
    if let names = tableNames(inFileAt: path), journalTables.isSubset(of: names) { return }
    for attempt in 1... {
      let before = FileState(path)
      // One statement, so the version and the tables come from one snapshot: another Daybook
      // creating this journal commits both at once.
      let words =
        try readColumn(
          path,
          "SELECT (SELECT user_version FROM pragma_user_version) || ' ' "
            + "|| coalesce(group_concat(name, ' '), '') FROM sqlite_master WHERE type = 'table'"
        ).first?.split(separator: " ").map(String.init) ?? []
      let version = words.first.flatMap { Int($0) } ?? 0
      let tables = Set(words.dropFirst())
      if version == 0 && tables.isEmpty { return }
      if journalTables.isSubset(of: tables) { return }
      // A file written while it was read (a Daybook making a new journal switches it to WAL
      // and writes its first tables) is read again for a moment before it is refused.
      let after = FileState(path)
      guard attempt < 40, after != before || after.inUse else {
        throw JournalError(.notADatabase, .notDaybookTables, path)
      }
      usleep(25_000)
    }
  }

  /// The first column of every row of `sql`, read like `check` reads: no file is created.
  static func readColumn(_ path: String, _ sql: String) throws -> [String] {
    var db: OpaquePointer?
    let hasWAL = access(path + "-wal", F_OK) == 0
    let uri = "file:" + percentEncoded(path) + (hasWAL ? "?mode=ro" : "?immutable=1")
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
    _ = Database.configured
    defer { if let db { sqlite3_close_v2(db) } }
    guard sqlite3_open_v2(uri, &db, flags, nil) == SQLITE_OK, let db else {
      throw JournalError(.cannotOpen, .cannotOpenJournalPlain, path)
    }
    sqlite3_busy_timeout(db, 5000)
    var statement: OpaquePointer?
    var code = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    var rows: [String] = []
    while code == SQLITE_OK || code == SQLITE_ROW {
      code = sqlite3_step(statement)
      guard code == SQLITE_ROW else { break }
      rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
    }
    switch code & 0xff {
    case SQLITE_DONE: return rows
    case SQLITE_NOTADB:
      throw JournalError(
        .notADatabase, .notDaybookDetail, path, String(cString: sqlite3_errmsg(db)))
    case SQLITE_BUSY, SQLITE_LOCKED: throw JournalError(.busy, .busy, path)
    default:
      throw JournalError(.corrupt, .damagedCheck, path, String(cString: sqlite3_errmsg(db)))
    }
  }

  /// `PRAGMA quick_check` on a read-only, immutable connection: it creates no files.
  static func quickCheck(_ path: String, full: Bool = false) throws {
    let problems = try check(path, full: full)
    guard problems == ["ok"] else {
      throw JournalError(.corrupt, .damagedCheck, path, problems.prefix(3).joined(separator: "; "))
    }
  }

  /// The rows of `quick_check` or `integrity_check` on a read-only connection.
  static func check(_ path: String, full: Bool) throws -> [String] {
    var db: OpaquePointer?
    // With a -wal present another program may be writing: read through SQLite's locks
    // (the -wal and -shm exist already, nothing new is created). Without one, immutable
    // keeps SQLite from creating them.
    let hasWAL = access(path + "-wal", F_OK) == 0
    let uri = "file:" + percentEncoded(path) + (hasWAL ? "?mode=ro" : "?immutable=1")
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
    _ = Database.configured
    defer { if let db { sqlite3_close_v2(db) } }
    guard sqlite3_open_v2(uri, &db, flags, nil) == SQLITE_OK, let db else {
      throw JournalError(.cannotOpen, .cannotOpenJournalPlain, path)
    }
    sqlite3_busy_timeout(db, 5000)
    GramTokenizer.register(on: db)
    var statement: OpaquePointer?
    let sql = full ? "PRAGMA integrity_check" : "PRAGMA quick_check"
    var code = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    var rows: [String] = []
    while code == SQLITE_OK || code == SQLITE_ROW {
      code = sqlite3_step(statement)
      guard code == SQLITE_ROW else { break }
      if let text = sqlite3_column_text(statement, 0) { rows.append(String(cString: text)) }
    }
    if code != SQLITE_DONE {
      let message = String(cString: sqlite3_errmsg(db))
      if (code & 0xff) == SQLITE_NOTADB {
        throw JournalError(.notADatabase, .notDaybookDetail, path, message)
      }
      // Another program holding a lock is "busy", never "damaged".
      if (code & 0xff) == SQLITE_BUSY || (code & 0xff) == SQLITE_LOCKED {
        throw JournalError(.busy, .busy, path)
      }
      rows.append(message)
    }
    return rows.isEmpty ? ["no result"] : rows
  }

  private static func readHeader(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 100)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
    guard count >= 0 else { return nil }
    return Array(buffer.prefix(count))
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."),
        UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF")
        result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return result
  }
}

extension Journal {
  /// SQLite's full integrity check of a journal file without opening it for writing: no
  /// `-wal`/`-shm` is created and nothing is recovered. "ok" when healthy; safe while another
  /// program has the journal open.
  public static func check(path: String) throws -> [String] {
    try JournalFileCheck.verifyHeaderOnly(path)
    return try JournalFileCheck.check(path, full: true)
  }
}

extension JournalFileCheck {
  static func verifyHeaderOnly(_ path: String) throws {
    guard access(path, F_OK) == 0 else {
      throw JournalError(.notFound, .noJournalAt, path)
    }
    // The size limit is for start-up time; a check asked for by name checks any size.
    var info = stat()
    if stat(path, &info) == 0, info.st_size == 0 {
      throw JournalError(.invalid, .journalEmpty, path)
    }
    try verify(path, quickCheck: false)
  }
}
