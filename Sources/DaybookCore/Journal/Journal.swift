#if canImport(Glibc)
import Glibc
#endif

/// One diary on disk: a SQLite file with entries, plants, todos, intake and settings.
///
/// Every change runs in a transaction; every read is by range over an index, so showing one
/// month never loads the whole history.
public final class Journal {
  /// The database file, or `:memory:`.
  public let path: String
  let db: Database

  /// Opens (creating when missing) the journal at `path`. The folder is made `0700` and the
  /// file `0600`. A file that is not a journal is reported and left untouched.
  public init(path: String) throws {
    self.path = path
    if path != ":memory:" {
      try JournalFileCheck.verify(path)
      try Journal.prepareFile(at: path)
    }
    db = try Database(path: path)
    do {
      try configure()
    } catch let error as JournalError where path != ":memory:" {
      throw Journal.explainedReadOnly(error, path: path)
    }
  }

  /// A second, read-only connection to the journal at `path`, for work off the input loop
  /// (a SQLite connection belongs to one thread). Creates nothing and migrates nothing: the
  /// journal must already be open, at this version, in this process.
  public init(readingAt path: String) throws {
    self.path = path
    db = try Database(path: path, readOnly: true)
    try db.execute("PRAGMA busy_timeout = 5000")
    let version = Int(try db.scalar("PRAGMA user_version") ?? 0)
    guard version <= Schema.currentVersion else {
      throw JournalError(.tooNew, .tooNew, "\(version)", "\(Schema.currentVersion)")
    }
  }

  /// SQLite reports a journal it may not write as "unable to open database file" (it needs
  /// the -wal and -shm beside the file even to read); say what is actually wrong.
  static func explainedReadOnly(_ error: JournalError, path: String) -> JournalError {
    guard [.cannotOpen, .readOnly, .sqlite].contains(error.kind) else { return error }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let text: JournalErrorText
    if access(path, W_OK) != 0 {
      text = errno == EROFS ? .readOnlyDisk : .readOnlyFile
    } else if access(folder.isEmpty ? "/" : folder, W_OK) != 0 {
      text = errno == EROFS ? .readOnlyDisk : .readOnlyFolder
    } else {
      return error
    }
    return JournalError(.readOnly, text, path)
  }

  /// A private journal that lives in memory (tests, benchmarks).
  public static func inMemory() throws -> Journal { try Journal(path: ":memory:") }

  /// `$DAYBOOK_DB`, else `$XDG_DATA_HOME/daybook/journal.sqlite`, else
  /// `~/.local/share/daybook/journal.sqlite`.
  public static func defaultPath(environment: [String: String]) -> String {
    if let explicit = environment["DAYBOOK_DB"], !explicit.isEmpty { return explicit }
    if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
      return data + "/daybook/journal.sqlite"
    }
    let home = environment["HOME"] ?? "."
    return home + "/.local/share/daybook/journal.sqlite"
  }

  /// The folder holding the journal file (attachments live beside it).
  public var folder: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  public var schemaVersion: Int { Int((try? db.scalar("PRAGMA user_version")) ?? 0) }

  private static func prepareFile(at path: String) throws {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try makeDirectories(String(path[..<slash]))
    }
    if access(path, F_OK) != 0 {
      let descriptor = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw JournalError(.cannotOpen, .cannotCreateJournal, path, errnoText())
      }
      close(descriptor)
    }
  }

  static func makeDirectories(_ folder: String) throws {
    var current = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw JournalError(.cannotOpen, .cannotCreateFolder, current, errnoText())
      }
    }
  }

  private func configure() throws {
    // Before any read: opening a WAL journal while another process recovers or checkpoints it
    // is briefly busy, and without a timeout that fails at once instead of waiting.
    try db.execute("PRAGMA busy_timeout = 5000")
    // Reading the header first: a file that is not a database fails here, before any write.
    let version = Int(try db.scalar("PRAGMA user_version") ?? 0)
    guard version <= Schema.currentVersion else {
      throw JournalError(.tooNew, .tooNew, "\(version)", "\(Schema.currentVersion)")
    }
    try db.execute("PRAGMA foreign_keys = ON")
    if path != ":memory:" {
      try db.execute("PRAGMA journal_mode = WAL")
      try db.execute("PRAGMA synchronous = NORMAL")
    }
    if version < Schema.currentVersion {
      try migrate(from: version)
    }
  }

  private func migrate(from version: Int) throws {
    let backupPath = "\(path).v\(version).bak"
    if version > 0 && path != ":memory:" && access(backupPath, F_OK) != 0 {
      try backup(to: backupPath)
    }
    for migration in Schema.migrations where migration.version > version {
      try db.transaction {
        // Another process may have migrated between our read and this write lock.
        let current = Int(try db.scalar("PRAGMA user_version") ?? 0)
        guard current < migration.version else { return }
        try migration.apply(db)
        try db.execute("PRAGMA user_version = \(migration.version)")
      }
    }
  }


  /// A consistent copy of the journal (safe while others write), created `0600`.
  public func backup(to destination: String) throws {
    if access(destination, F_OK) == 0 {
      throw JournalError(.invalid, .alreadyExists, destination)
    }
    let descriptor = open(destination, O_CREAT | O_WRONLY | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw JournalError(.cannotOpen, .cannotCreate, destination, errnoText())
    }
    close(descriptor)
    unlink(destination)
    let previous = umask(0o077)
    defer { umask(previous) }
    do {
      try db.run("VACUUM INTO ?", destination)
    } catch {
      // A full disk halfway through leaves a partial copy that must not pass for a backup.
      unlink(destination)
      throw error
    }
  }

  /// Runs `body` as one transaction: all of its changes land, or none.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try db.transaction(body)
  }

  /// SQLite's full integrity check; "ok" when healthy.
  public func integrityCheck() throws -> [String] {
    try db.query("PRAGMA integrity_check") { $0.text(0) }
  }
}

func errnoText() -> String { String(cString: strerror(errno)) }
