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

  /// Throws `.notADatabase` or `.corrupt` naming `path`. An empty or missing file passes (a
  /// new journal).
  static func verify(_ path: String, quickCheck runsQuickCheck: Bool = true) throws {
    var info = stat()
    guard stat(path, &info) == 0, info.st_size > 0 else { return }
    let size = Int(info.st_size)
    guard let header = readHeader(path) else {
      throw JournalError(.cannotOpen, .cannotReadJournal, path, errnoText())
    }
    guard header.count >= 100, Array(header.prefix(16)) == magic else {
      throw size < 100 && Array(header.prefix(16)) == Array(magic.prefix(header.count))
        ? JournalError(.notADatabase, .damagedCutShort, path, "\(size)")
        : JournalError(.notADatabase, .notDaybookNoHeader, path)
    }
    let rawPageSize = Int(header[16]) << 8 | Int(header[17])
    let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
    guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
      throw JournalError(.corrupt, .damagedPageSize, path, "\(rawPageSize)")
    }
    // With frames in a -wal file the main file may lag its own header until recovery.
    let walHasFrames = walSize(path) > 0
    let changeCounter = bigEndian(header, at: 24)
    let pageCount = bigEndian(header, at: 28)
    if !walHasFrames, changeCounter == bigEndian(header, at: 92), pageCount > 0,
      pageCount * pageSize > size
    {
      throw JournalError(.corrupt, .damagedCutShortOf, path, "\(size)", "\(pageCount * pageSize)")
    }
    // A -wal beside the file means another program may have it open (or crashed with it
    // open): the immutable read below could then see pages change under it, so only the
    // header checks run and SQLite's own recovery takes over.
    if runsQuickCheck, access(path + "-wal", F_OK) != 0, size <= quickCheckLimit {
      try quickCheck(path)
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
    defer { if let db { sqlite3_close_v2(db) } }
    guard sqlite3_open_v2(uri, &db, flags, nil) == SQLITE_OK, let db else {
      throw JournalError(.cannotOpen, .cannotOpenJournalPlain, path)
    }
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

  private static func walSize(_ path: String) -> Int {
    var info = stat()
    return stat(path + "-wal", &info) == 0 ? Int(info.st_size) : 0
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func percentEncoded(_ path: String) -> String {
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
