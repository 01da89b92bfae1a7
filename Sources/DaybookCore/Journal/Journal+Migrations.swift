#if canImport(Glibc)
  import Glibc
#endif

/// What a journal file records of its schema, read before anything is written to it.
struct SchemaState: Sendable {
  /// `PRAGMA user_version`: the highest migration number applied.
  var version: Int
  /// The names in `schema_migrations`; nil in a journal from before the names (or a new one).
  var recorded: Set<String>?
  /// Recorded names this build does not know, by name: a newer Daybook wrote the file.
  var unknown: [String]
  /// This build's migrations the journal has not had, in the order they run.
  var pending: [Schema.Migration]
  /// The highest number this build knows.
  var knownVersion: Int

  /// A newer Daybook migrated the file: this build reads it and never writes it. A version
  /// above every number known, with no name to tell, is one too (only a newer build sets it).
  var isFromNewerDaybook: Bool { !unknown.isEmpty || version > knownVersion }

  /// What the message names as the newer schema: the first unknown migration, else the number.
  var newerMark: String { unknown.first ?? String(version) }

  /// The error a change to such a journal meets.
  func newerError(path: String) -> JournalError {
    JournalError(.tooNew, .tooNew, path, newerMark)
  }
}

extension Schema {
  static let migrationsTable = "schema_migrations"

  /// Migrations ≤ the last one before the names were only ever recorded as `user_version`.
  static let lastUnnamedVersion = 16

  /// The journal's schema as this build sees it. A journal from before the names is taken to
  /// have had every known migration up to its `user_version` (what the number meant then).
  static func state(of db: Database, migrations: [Migration] = migrations) throws -> SchemaState {
    let version = Int(try db.scalar("PRAGMA user_version") ?? 0)
    let recorded = try recordedNames(db)
    let applied = recorded ?? Set(migrations.filter { $0.version <= version }.map(\.name))
    let known = Set(migrations.map(\.name))
    return SchemaState(
      version: version, recorded: recorded,
      unknown: (recorded ?? []).subtracting(known).sorted(),
      pending: migrations.filter { !applied.contains($0.name) }.sorted(by: runsBefore),
      knownVersion: migrations.map(\.version).max() ?? 0)
  }

  /// The names in `schema_migrations`, nil when the table is not there.
  static func recordedNames(_ db: Database) throws -> Set<String>? {
    let tables = try db.scalar(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [migrationsTable])
    guard tables == 1 else { return nil }
    return Set(try db.query("SELECT name FROM \(migrationsTable)") { $0.text(0) })
  }

  static func runsBefore(_ first: Migration, _ second: Migration) -> Bool {
    (first.version, first.name) < (second.version, second.name)
  }

  /// Brings `db` up to `migrations`: a journal from before the names first gets its table,
  /// with a row for every known migration up to its `user_version` (one transaction); then
  /// each migration it has not had runs in a transaction of its own with its row, a number
  /// below `user_version` too (one that landed out of order). Each transaction looks again
  /// whether another process did the work meanwhile. `user_version` stays the highest number
  /// applied, so builds from before the names refuse a journal newer than they are.
  static func migrate(_ db: Database, migrations: [Migration] = migrations) throws {
    try db.transaction {
      guard try recordedNames(db) == nil else { return }
      try db.execute(
        "CREATE TABLE \(migrationsTable)(name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL) "
          + "WITHOUT ROWID")
      let version = Int(try db.scalar("PRAGMA user_version") ?? 0)
      for migration in migrations where migration.version <= version {
        try record(migration, db)
      }
    }
    for migration in try state(of: db, migrations: migrations).pending {
      try db.transaction {
        let count = try db.scalar(
          "SELECT count(*) FROM \(migrationsTable) WHERE name = ?", [migration.name])
        guard count == 0 else { return }
        try migration.apply(db)
        try record(migration, db)
        let version = Int(try db.scalar("PRAGMA user_version") ?? 0)
        if migration.version > version {
          try db.execute("PRAGMA user_version = \(migration.version)")
        }
      }
    }
  }

  private static func record(_ migration: Migration, _ db: Database) throws {
    try db.run(
      "INSERT INTO \(migrationsTable)(name, applied_at) "
        + "VALUES (?, CAST(strftime('%s', 'now') AS INTEGER))", migration.name)
  }
}

extension Journal {
  /// Upgrades the journal to this build's schema (`Schema.migrate`), after a copy of the file
  /// as it was (`journal.sqlite.vN.bak`, N its `user_version`) when it held a schema at all.
  func migrate(from state: SchemaState) throws {
    let backupPath = "\(path).v\(state.version).bak"
    if state.version > 0 && !state.pending.isEmpty && path != ":memory:"
      && access(backupPath, F_OK) != 0
    {
      do {
        try recordIfBeside([backupPath])
        try backup(to: backupPath)
      } catch let error as JournalError where error.text == .alreadyExists {
        // Another process opening the journal at the same moment made this version's backup
        // between our check and our link; it is the same version's copy, and ours is not owed.
      }
    }
    try Schema.migrate(db)
  }
}
