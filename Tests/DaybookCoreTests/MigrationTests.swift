import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Named migrations (issue #30): a journal of every earlier schema opens and upgrades, each
/// migration is recorded by name, and a journal a newer Daybook migrated is only read.
@Suite struct MigrationTests {
  let scratch = ScratchFolder("daybook-migration-test")
  var folder: String { scratch.path }

  static let fixtures =
    String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!)) + "/Fixtures/migrations/"

  /// A copy of the fixture of schema `version`, to open (opening migrates the file in place).
  func copyOfFixture(_ version: Int) throws -> String {
    let data = bytes(of: Self.fixtures + MigrationFixtures.fileName(version: version))
    try #require(data.count > 1024, "no fixture for schema \(version)")
    let path = folder + "/journal.sqlite"
    write(data, to: path)
    return path
  }

  func recorded(_ journal: Journal) throws -> [String] {
    try journal.db.query("SELECT name FROM schema_migrations ORDER BY name") { $0.text(0) }
  }

  static var allNames: [String] { Schema.migrations.map(\.name).sorted() }

  @Test func namesAreUniqueNumberedAndNeverFifteen() {
    let names = Schema.migrations.map(\.name)
    expectEqual(Set(names).count, names.count)
    expectEqual(Set(Schema.migrations.map(\.version)).count, names.count)
    #expect(!Schema.migrations.contains { $0.version == 15 })
    for migration in Schema.migrations {
      let number = String(migration.name.prefix(4))
      expectEqual(Int(number), migration.version)
      #expect(migration.name.dropFirst(4).hasPrefix("-") && migration.name.count > 6)
    }
    expectEqual(Schema.migrations.first?.name, "0001-first-schema")
    expectEqual(Schema.migrations.first { $0.version == 16 }?.name, "0016-activity-months")
  }

  @Test(arguments: MigrationFixtures.versions)
  func aJournalOfEveryEarlierSchemaOpensUpgradesAndKeepsItsRecords(version: Int) throws {
    let path = try copyOfFixture(version)
    let journal = try Journal(path: path)
    expectEqual(journal.schemaVersion, Schema.currentVersion)
    try expectEqual(recorded(journal), Self.allNames)
    if version < Schema.currentVersion {
      expectEqual(access(path + ".v\(version).bak", F_OK), 0)
    }
    let entry = try #require(try journal.entry(on: day("2025-03-01")))
    expectEqual(entry.title, "봄 산책")
    expectEqual(entry.body, "공원을 걸었다 #봄 🌸")
    expectEqual(entry.mood, .good)
    try expectEqual(journal.entry(on: day("2025-03-02"))?.body, "Shipped it #work")
    try expectEqual(journal.entries(tag: "봄").map(\.day.iso), ["2025-03-01"])
    try expectEqual(journal.revisions(of: entry.id).map(\.body), ["공원을"])
    try expectEqual(journal.plants().map(\.name), ["몬스테라"])
    try expectEqual(journal.lastWaterings(), [1: 1_740_790_000])
    try expectEqual(journal.todos().map(\.title), ["우유 사기"])
    try expectEqual(journal.intakes(on: day("2025-03-01")).map(\.note), ["아메리카노"])
    try expectEqual(journal.setting("language"), "ko")
    try expectEqual(journal.search("공원을").count, 1)
    if version >= 12 {
      let project = try #require(try journal.project(titled: "정원 가꾸기"))
      try expectEqual(journal.todos(inProject: project.id).map(\.title), ["우유 사기"])
      let weather = try journal.weatherReport(on: day("2025-03-01"))
      expectEqual(weather?.place, "서울")
      expectEqual(weather?.high, 12.5)
      expectEqual(weather?.sunset, version >= 17 ? "18:31" : nil)
    }
    // It takes changes in the schema it now has.
    try journal.saveEntry(Entry(day: day("2025-03-03"), body: "새 글 ✍️"), at: 1_741_000_000)
    try expectEqual(Journal(path: path).entry(on: day("2025-03-03"))?.body, "새 글 ✍️")
  }

  /// A journal from before the names had every migration up to its `user_version`: those
  /// are recorded in one go, and only the rest run.
  @Test func aJournalFromBeforeTheNamesIsAdoptedFromItsVersion() throws {
    let path = folder + "/journal.sqlite"
    try MigrationFixtures.write(version: 9, to: path)
    let db = try Database(path: path)
    let ran = Ran()
    let migrations = Schema.migrations.filter { $0.version <= 12 }.map { migration in
      Schema.Migration(migration.version, String(migration.name.dropFirst(5))) { db in
        ran.versions.append(migration.version)
        try migration.apply(db)
      }
    }
    let before = try Schema.state(of: db, migrations: migrations)
    expectEqual(before.recorded, nil)
    expectEqual(before.pending.map(\.version), [10, 11, 12])
    try Schema.migrate(db, migrations: migrations)
    expectEqual(ran.versions, [10, 11, 12])
    try expectEqual(
      Schema.recordedNames(db), Set(Schema.migrations.filter { $0.version <= 12 }.map(\.name)))
    try expectEqual(db.scalar("PRAGMA user_version"), 12)
    try expectEqual(Schema.state(of: db, migrations: migrations).pending.count, 0)
  }

  /// A migration the journal has not had runs whatever its number: one that lands out of
  /// order (below the journal's version) and one removed in the middle alike, and the
  /// version stays the highest applied.
  @Test func aMissingMigrationInTheMiddleRuns() throws {
    let path = folder + "/journal.sqlite"
    do {
      let journal = try Journal(path: path)
      let plant = try journal.addPlant(Plant(name: "선인장"), at: 1_740_000_000)
      try journal.db.execute(
        "DROP TABLE plant_photos; DELETE FROM schema_migrations WHERE name = '0011-plant-photos'")
      #expect(try journal.db.scalar("SELECT count(*) FROM pragma_table_info('plant_photos')") == 0)
      expectEqual(plant.id, 1)
    }
    let journal = try Journal(path: path)
    try expectEqual(recorded(journal), Self.allNames)
    expectEqual(journal.schemaVersion, Schema.currentVersion)
    try expectEqual(journal.db.scalar("SELECT count(*) FROM pragma_table_info('plant_photos')"), 4)
    try expectEqual(journal.plants().map(\.name), ["선인장"])
  }

  /// Each migration runs in its own transaction with its row: one that fails leaves the
  /// journal with those before it, recorded, and nothing of itself.
  @Test func aFailingMigrationKeepsTheOnesBeforeIt() throws {
    let db = try Database(path: folder + "/journal.sqlite")
    let migrations = [
      Schema.Migration(1, "one") { db in try db.execute("CREATE TABLE one(a)") },
      Schema.Migration(2, "two") { db in
        try db.execute("CREATE TABLE two(a)")
        throw JournalError(.invalid, "no")
      },
    ]
    #expect(throws: JournalError.self) { try Schema.migrate(db, migrations: migrations) }
    try expectEqual(Schema.recordedNames(db), ["0001-one"])
    try expectEqual(db.scalar("PRAGMA user_version"), 1)
    try expectEqual(db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'two'"), 0)
  }

  /// A journal holding a migration this build does not know is a newer Daybook's: read as it
  /// is, never migrated, never called damaged; a change says why in one line.
  @Test func aJournalFromANewerDaybookOpensReadOnly() throws {
    let path = folder + "/journal.sqlite"
    do {
      let journal = try Journal(path: path)
      try journal.saveEntry(Entry(day: day("2026-12-05"), body: "미래에서 온 일기"), at: 1)
      try journal.db.execute(
        "INSERT INTO schema_migrations VALUES ('0099-from-the-future', 1); "
          + "PRAGMA user_version = 99; PRAGMA wal_checkpoint(TRUNCATE)")
    }
    let before = bytes(of: path)
    let refusal = JournalError(.tooNew, .tooNew, path, "0099-from-the-future")
    #expect(throws: refusal) { try Journal(path: path) }
    expectEqual(
      refusal.message,
      "the journal \(path) was written by a newer Daybook (migration 0099-from-the-future): "
        + "this one only reads it. Update Daybook to change it; nothing was changed")
    #expect(refusal.message(.ko).contains("더 새로운 Daybook"))
    #expect(refusal.message(.ja).contains("新しい Daybook"))
    #expect(throws: refusal) { try Journal(writingAlongside: path) }
    let reader = try Journal(readingOnly: path)
    #expect(reader.isFromNewerDaybook)
    try expectEqual(reader.entry(on: day("2026-12-05"))?.body, "미래에서 온 일기")
    expectEqual(bytes(of: path), before)
    expectEqual(access(path + ".v99.bak", F_OK), -1)
    // A journal this build made is not one.
    _ = try Journal(path: folder + "/mine.sqlite")
    #expect(try !Journal(readingOnly: folder + "/mine.sqlite").isFromNewerDaybook)
  }

  /// Regenerates the fixtures (see Fixtures/migrations/README.md); skipped unless asked.
  /// Writes the missing ones, or all with `DAYBOOK_WRITE_MIGRATION_FIXTURES=all`.
  @Test(.enabled(if: Self.writingFixtures)) func writeFixtures() throws {
    let all = getenv("DAYBOOK_WRITE_MIGRATION_FIXTURES").map { String(cString: $0) } == "all"
    for version in MigrationFixtures.versions {
      let path = Self.fixtures + MigrationFixtures.fileName(version: version)
      if all || access(path, F_OK) != 0 {
        try MigrationFixtures.write(version: version, to: path)
      }
    }
  }

  static var writingFixtures: Bool { getenv("DAYBOOK_WRITE_MIGRATION_FIXTURES") != nil }
}

/// The migrations a test saw run (they run on the test's own thread).
private final class Ran: @unchecked Sendable {
  var versions: [Int] = []
}
