import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `JournalFileCheck.tableNames(inFileAt:)` reads the names SQLite would list, and never more:
/// a damaged or strange file gives nil (then SQLite is asked) or what its pages say.
@Suite struct SchemaPageScanTests {
  let scratch = ScratchFolder("daybook-schema-scan")
  var folder: String { scratch.path }

  func sqliteTableNames(_ path: String) throws -> Set<String> {
    let db = try Database(path: "file:" + path + "?immutable=1", readOnly: true)
    return Set(try db.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) })
  }

  @Test func aJournalsSchemaPagesNameTheTablesSQLiteLists() throws {
    let path = folder + "/journal.sqlite"
    do {
      let journal = try Journal(path: path)
      try journal.saveEntry(Entry(day: day("2026-12-01"), body: "산책 🌱"), at: noon("2026-12-01"))
    }
    let names = try #require(JournalFileCheck.tableNames(inFileAt: path))
    expectEqual(names, (try sqliteTableNames(path)))
    #expect(JournalFileCheck.journalTables.isSubset(of: names))
    // The schema spans several pages: page 1 is an interior page of its b-tree.
    expectEqual(bytes(of: path)[100], 5)
  }

  @Test func anotherProgramsTablesAreWhatItHolds() throws {
    let path = folder + "/other.sqlite"
    do {
      let db = try Database(path: path)
      try db.execute("PRAGMA page_size = 512")
      try db.execute("CREATE TABLE photos(id INTEGER PRIMARY KEY, name TEXT)")
      try db.execute("CREATE INDEX photos_by_name ON photos(name)")
      try db.execute("CREATE VIEW entries AS SELECT * FROM photos")
      for index in 0..<40 {
        try db.execute("CREATE TABLE \"명단 \(index) \(String(repeating: "x", count: 40))\"(a)")
      }
    }
    let names = try #require(JournalFileCheck.tableNames(inFileAt: path))
    expectEqual(names, (try sqliteTableNames(path)))
    #expect(!names.contains("entries"))
  }

  @Test func anEmptyDatabaseHasNoTables() throws {
    let path = folder + "/empty.sqlite"
    do {
      let db = try Database(path: path)
      try db.execute("PRAGMA user_version = 3")
    }
    expectEqual(JournalFileCheck.tableNames(inFileAt: path), [])
  }

  @Test func aFileThatIsNotADatabaseGivesNothing() {
    let path = folder + "/notes.sqlite"
    write(Array("just notes".utf8) + [UInt8](repeating: 7, count: 5000), to: path)
    expectEqual(JournalFileCheck.tableNames(inFileAt: path), nil)
    expectEqual(JournalFileCheck.tableNames(inFileAt: folder + "/missing.sqlite"), nil)
  }

  /// Scribbled schema pages never crash the walk, never loop, and never name a journal's
  /// tables that SQLite does not find.
  @Test func scribbledSchemaPagesAreReadSafely() throws {
    let path = folder + "/journal.sqlite"
    _ = try Journal(path: path)
    let whole = bytes(of: path)
    let pageSize = Int(whole[16]) << 8 | Int(whole[17])
    var generator = SplitMix64(seed: testSeed())
    let scribbled = folder + "/scribbled.sqlite"
    for round in 0..<300 {
      var data = whole
      let schemaBytes = min(data.count, 12 * pageSize)
      for _ in 0..<(1 + round % 8) {
        data[Int.random(in: 100..<schemaBytes, using: &generator)] =
          UInt8.random(in: 0...255, using: &generator)
      }
      if round % 10 == 0 { data = Array(data.prefix(Int.random(in: 100..<data.count))) }
      write(data, to: scribbled)
      guard let names = JournalFileCheck.tableNames(inFileAt: scribbled),
        JournalFileCheck.journalTables.isSubset(of: names)
      else { continue }
      // Whatever the scan trusts, SQLite lists too (or cannot read the file at all).
      if let listed = try? sqliteTableNames(scribbled) {
        #expect(JournalFileCheck.journalTables.isSubset(of: listed), "round \(round)")
      }
    }
  }
}
