#if canImport(Glibc)
  import Glibc
#endif

/// Journal files as the builds of earlier schemas left them, for the migration tests'
/// fixtures (`Tests/DaybookCoreTests/Fixtures/migrations/`).
@_spi(TestSupport) public enum SchemaFixtureWriter {
  /// Every migration's number, in the order they run.
  public static var versions: [Int] { inOrder.map(\.version) }

  /// Every migration's name, in the order they run.
  public static var names: [String] { inOrder.map(\.name) }

  private static var inOrder: [Schema.Migration] {
    Schema.migrations.sorted(by: Schema.runsBefore)
  }

  /// The highest migration number this build knows.
  public static var currentVersion: Int { Schema.currentVersion }

  /// Writes a new journal file at `path` (replacing one there) with this build's migrations
  /// up to `version` applied, as the build that knew no more left it: `user_version` alone up
  /// to 16 (builds before the names), `schema_migrations` too after; then runs `rows`, SQL
  /// for that schema. Small pages, no `-wal`, compacted, so the file stays a few kilobytes.
  public static func write(version: Int, rows: String, to path: String) throws {
    unlink(path)
    let db = try Database(path: path)
    defer { db.close() }
    try db.execute("PRAGMA page_size = 1024")
    let migrations = Schema.migrations.filter { $0.version <= version }
    if version > Schema.lastUnnamedVersion {
      try Schema.migrate(db, migrations: migrations)
    } else {
      for migration in migrations.sorted(by: Schema.runsBefore) {
        try db.transaction { try migration.apply(db) }
      }
      try db.execute("PRAGMA user_version = \(version)")
    }
    try db.transaction { try db.execute(rows) }
    try db.execute("VACUUM")
  }

  /// Records in the journal at `path` a migration this build does not know, as a newer
  /// Daybook would have (its name, and its number as `user_version` when higher).
  public static func recordUnknownMigration(_ name: String, inJournalAt path: String) throws {
    let db = try Database(path: path)
    defer { db.close() }
    try db.execute("PRAGMA busy_timeout = 5000")
    let number = Int(name.prefix { $0.isNumber }) ?? 0
    try db.transaction {
      try db.run(
        "INSERT INTO \(Schema.migrationsTable)(name, applied_at) VALUES (?, 0)", name)
      if number > Int(try db.scalar("PRAGMA user_version") ?? 0) {
        try db.execute("PRAGMA user_version = \(number)")
      }
    }
  }
}
