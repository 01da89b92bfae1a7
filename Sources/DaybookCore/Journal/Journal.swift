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
  /// Settings that win over the stored ones when read (what the config file sets).
  public var settingOverrides: [String: String] = [:]
  /// This process's mark that the journal is open (see `JournalOpenLock`).
  private var openLock: JournalOpenLock?
  /// Opened only to read because a newer Daybook migrated it (a migration this build does
  /// not know): it is shown, never changed.
  public private(set) var isFromNewerDaybook = false

  /// Opens (creating when missing) the journal at `path`. The folder is made `0700` and the
  /// file `0600`. A file that is not a journal is reported and left untouched.
  public init(path: String) throws {
    self.path = path
    if path != ":memory:" {
      try Journal.refuseNonRegular(path)
      try JournalFileCheck.verify(path)
      try Journal.prepareFile(at: path)
      openLock = JournalOpenLock.shared(journalPath: path)
    }
    db = try Database(path: path)
    do {
      try configure()
      // SQLite falls back to reading a file it may not write; a journal that cannot take a
      // save is read-only from the start, not a string of failed saves later.
      if path != ":memory:", db.isReadOnly {
        throw JournalError(.readOnly, .readOnlyFile, path)
      }
    } catch let error as JournalError where path != ":memory:" {
      throw Journal.explainedReadOnly(error, path: path)
    }
    // Bigger files had no whole check at open (it would take seconds): each table a write
    // changes is checked before the write commits instead.
    if path != ":memory:",
      JournalFileCheck.FileState(path).size > JournalFileCheck.quickCheckLimit
    {
      db.checkTablesBeforeCommit(journalPath: path)
    }
  }

  /// Opens an existing journal only to read it: nothing is created, switched or migrated,
  /// so it works on read-only media and read-only files. Where SQLite could not create its
  /// `-shm` (a read-only folder or disk) and no `-wal` is there to read, the file is opened
  /// immutable. A journal with an older schema is reported as `.readOnly` (it needs the
  /// upgrade a writing open makes). A journal a newer Daybook migrated is read as it is
  /// (`isFromNewerDaybook`): that is the only way this build opens it.
  /// With `salvaging`, a damaged file is opened all the same (to export what is readable).
  public init(readingOnly path: String, salvaging: Bool = false) throws {
    self.path = path
    try Journal.refuseNonRegular(path)
    guard access(path, F_OK) == 0 else { throw JournalError(.notFound, .noJournalAt, path) }
    if !salvaging { try JournalFileCheck.verify(path) }
    openLock = JournalOpenLock.shared(journalPath: path)
    db = try Database(path: Journal.readingURI(path, salvaging: salvaging), readOnly: true)
    try db.execute("PRAGMA busy_timeout = 5000")
    let schema = try Schema.state(of: db)
    isFromNewerDaybook = schema.isFromNewerDaybook
    guard schema.pending.isEmpty || schema.isFromNewerDaybook || salvaging else {
      throw JournalError(.readOnly, .readOnlyFile, path)
    }
  }

  /// A journal over a connection already opened and checked (`Journal(completingFrom:)`).
  init(path: String, connection: Database, openLock: JournalOpenLock?) {
    self.path = path
    db = connection
    self.openLock = openLock
  }

  /// SQLite's quick check on the open journal: ["ok"] when healthy.
  public func quickCheck() throws -> [String] {
    try db.query("PRAGMA quick_check") { $0.text(0) }
  }

  /// A second, read-only connection to the journal at `path`, for work off the input loop
  /// (a SQLite connection belongs to one thread). Creates nothing and migrates nothing: the
  /// journal must already be open in this process (migrated, or read as a newer Daybook left
  /// it).
  public init(readingAt path: String) throws {
    self.path = path
    db = try Database(path: Journal.readingURI(path), readOnly: true)
    try db.execute("PRAGMA busy_timeout = 5000")
  }

  /// The URI a read-only connection opens: `immutable` where SQLite could not make the
  /// `-shm` it needs (a read-only folder, file or disk) and no `-wal` is there to read, as
  /// sqlite.org/wal.html ("read-only databases") advises; and for a damaged file, read as it
  /// lies with nothing made beside it.
  static func readingURI(_ path: String, salvaging: Bool = false) -> String {
    guard path != ":memory:" else { return path }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let writable = access(path, W_OK) == 0 && access(folder.isEmpty ? "/" : folder, W_OK) == 0
    let immutable = (!writable || salvaging) && access(path + "-wal", F_OK) != 0
    return "file:" + JournalFileCheck.percentEncoded(path) + (immutable ? "?immutable=1" : "")
  }

  /// A second connection that may write, for slow work in a process that has the journal
  /// open already (the view's background sync). It opens the file through SQLite only: a
  /// descriptor this process opened and closed on it (the file checks of `init(path:)`)
  /// would drop the POSIX locks its other connection holds, and another process could then
  /// checkpoint and remove the -wal under it (sqlite.org/howtocorrupt.html, 2.2). Creates,
  /// switches and migrates nothing, and writes nothing to a journal a newer Daybook migrated.
  public init(writingAlongside path: String) throws {
    self.path = path
    db = try Database(path: path)
    try db.execute("PRAGMA busy_timeout = 5000")
    let schema = try Schema.state(of: db)
    guard !schema.isFromNewerDaybook else { throw schema.newerError(path: path) }
    try db.execute("PRAGMA foreign_keys = ON")
    try db.execute("PRAGMA synchronous = NORMAL")
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

  /// `$DAYBOOK_DB` (a leading `~` expanded), else `$XDG_DATA_HOME/daybook/journal.sqlite`,
  /// else `~/.local/share/daybook/journal.sqlite`; nil when there is no usable place (HOME
  /// unset, relative or missing, and no absolute XDG_DATA_HOME): never the current folder,
  /// `/`, or a HOME that would have to be created.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let explicit = environment["DAYBOOK_DB"], !explicit.isEmpty {
      return try? EnvironmentPaths.expanded(explicit, environment).get()
    }
    return JournalNames.dataFolder(environment: environment).map { $0 + "/journal.sqlite" }
  }

  /// The folder holding the journal file (attachments live beside it).
  public var folder: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  public var schemaVersion: Int { Int((try? db.scalar("PRAGMA user_version")) ?? 0) }

  static func refuseNonRegular(_ path: String) throws {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      throw JournalError(.invalid, .journalNotRegular, path)
    }
  }

  private static func prepareFile(at path: String) throws {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try makeDirectories(String(path[..<slash]))
    }
    var info = stat()
    if stat(path, &info) == 0 {
      // A device, FIFO or folder is never a journal: SQLite would create `-journal` files
      // beside it (`/dev/null-journal`).
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw JournalError(.invalid, .journalNotRegular, path)
      }
      return
    }
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let reason = errnoText()
      // Another writer created it between our stat and our open (eight `daybook write` on a
      // new journal at once): it is checked as any file already there.
      if errno == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return }
      throw JournalError(.cannotOpen, .cannotCreateJournal, path, reason)
    }
    close(descriptor)
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

  /// Puts the journal in WAL mode. Changing the mode takes a lock that SQLite does not wait
  /// for (the busy timeout does not apply), so writers opening a new journal together would
  /// see "database is locked": the mode is read first (a journal is switched once in its
  /// life) and the switch is tried again for a while when another opener holds the lock.
  private func switchToWAL() throws {
    for attempt in 1... {
      do {
        let mode = try db.query("PRAGMA journal_mode") { $0.text(0) }.first
        if mode?.lowercased() == "wal" { return }
        try db.execute("PRAGMA journal_mode = WAL")
        return
      } catch let error as JournalError where error.kind == .busy && attempt < 500 {
        usleep(10_000)
      }
    }
  }

  private func configure() throws {
    // Before any read: opening a WAL journal while another process recovers or checkpoints it
    // is briefly busy, and without a timeout that fails at once instead of waiting.
    try db.execute("PRAGMA busy_timeout = 5000")
    // Reading the header and the migrations first: a file that is not a database fails here,
    // and a newer Daybook's journal is refused, before anything is switched or written (this
    // build opens one only to read, `init(readingOnly:)`).
    let schema = try Schema.state(of: db)
    guard !schema.isFromNewerDaybook else { throw schema.newerError(path: path) }
    try db.execute("PRAGMA foreign_keys = ON")
    if path != ":memory:" {
      try switchToWAL()
      try db.execute("PRAGMA synchronous = NORMAL")
      // A diary writes little: checkpoint often and give the -wal's space back, so a nearly
      // full disk holds the journal, not a -wal many times the size of one save.
      try db.execute("PRAGMA wal_autocheckpoint = 16")
      try db.execute("PRAGMA journal_size_limit = 65536")
    }
    if schema.recorded == nil || !schema.pending.isEmpty {
      try migrate(from: schema)
    }
  }

  /// A consistent copy of the journal (safe while others write), created `0600`. SQLite
  /// writes it inside a private folder made for it beside the destination, and it is then
  /// hard-linked into place: `link` never follows a symlink and never replaces anything, so
  /// a file, folder or symlink already at `destination` is refused and left as it was.
  public func backup(to destination: String) throws {
    var info = stat()
    if lstat(destination, &info) == 0 {
      throw JournalError(.invalid, .alreadyExists, destination)
    }
    let folder = destination.lastIndex(of: "/").map { String(destination[..<$0]) } ?? "."
    var template = Array(((folder.isEmpty ? "" : folder) + "/.daybook-backup-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) } != nil
    }
    guard made else {
      throw JournalError(.cannotOpen, .cannotCreate, destination, errnoText())
    }
    let scratch = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let copy = scratch + "/copy.sqlite"
    defer {
      unlink(copy)
      rmdir(scratch)
    }
    // A full disk halfway through leaves a partial copy in the scratch folder only, and it
    // is removed with it: it never passes for a backup. The folder is 0700, so the copy is
    // private until it is linked; it is made 0600 here rather than through the umask, which
    // is the whole process's (a file another thread created meanwhile would get it too).
    try db.run("VACUUM INTO ?", copy)
    guard chmod(copy, 0o600) == 0 else {
      throw JournalError(.cannotOpen, .cannotCreate, destination, errnoText())
    }
    guard link(copy, destination) == 0 else {
      throw errno == EEXIST
        ? JournalError(.invalid, .alreadyExists, destination)
        : JournalError(.cannotOpen, .cannotCreate, destination, errnoText())
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
