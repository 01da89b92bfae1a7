import Testing

@testable import DaybookCore

#if canImport(Glibc)
import Glibc
#endif

/// Stable record ids and change times (migration 6): given to old rows, made for new ones.
@Suite struct RecordIdentityTests {
  static let tables = RecordKind.allCases.map(\.table)

  func fixtureText(_ name: String) throws -> String {
    let directory = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!))
    guard let file = fopen(directory + "/Fixtures/" + name, "r") else {
      throw JournalError(.notFound, name)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func temporaryFolder() -> String {
    var template = Array("/tmp/daybook-identity-test-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
  }

  /// Every row of every table, as text, in rowid order (the columns of schema 5 only).
  func rows(_ db: Database, _ table: String, columns: String) throws -> [String] {
    try db.query("SELECT \(columns) FROM \(table) ORDER BY 1, 2") { row in
      (0..<Int32(columns.split(separator: ",").count)).map { row.optionalText($0) ?? "∅" }
        .joined(separator: "|")
    }
  }

  @Test func migratingAVersionFiveJournalKeepsEveryRowAndGivesEachAnID() throws {
    let folder = temporaryFolder()
    let path = folder + "/journal.sqlite"
    var before: [String: [String]] = [:]
    var columns: [String: String] = [:]
    do {
      let database = try Database(path: path)
      try database.execute(try fixtureText("journal-v5.sql"))
      for table in Self.tables + ["entry_tags", "settings", "drafts", "recent_searches"] {
        columns[table] = try database.query("SELECT name FROM pragma_table_info(?)", [table]) {
          $0.text(0)
        }.joined(separator: ", ")
        before[table] = try rows(database, table, columns: columns[table] ?? "")
      }
      #expect(before["entries"]?.count == 3)
    }
    let journal = try Journal(path: path)
    #expect(journal.schemaVersion == Schema.currentVersion)
    #expect(access(path + ".v5.bak", F_OK) == 0)
    var seen = Set<String>()
    for (table, old) in before {
      #expect(try rows(journal.db, table, columns: columns[table] ?? "") == old, "\(table)")
    }
    for kind in RecordKind.allCases {
      let ids = try journal.db.query(
        "SELECT uid, changed_at FROM \(kind.table) ORDER BY id"
      ) { ($0.optionalText(0) ?? "", $0.optionalInt(1) ?? 0) }
      #expect(ids.count == before[kind.table]?.count)
      for (uid, changedAt) in ids {
        #expect(RecordKind.isValidID(uid), "\(kind) \(uid)")
        #expect(uid.dropFirst(14).first == "7")
        #expect(changedAt > 1_700_000_000_000)
        #expect(seen.insert(uid).inserted)
      }
    }
    // The time part of an old entry's id is its creation time.
    let first = try #require(try journal.recordID(.entry, of: 1))
    #expect(first.hasPrefix("019ca6b1-dc00-7"))
    #expect(try journal.changeTime(.entry, of: 2) == 1_772_409_700_000)
    // The full text index still finds old text.
    #expect(try journal.search("스테라").map(\.day.iso) == ["2026-03-01"])
    #expect(try journal.integrityCheck() == ["ok"])
  }

  @Test func newRecordsGetAnIDAndUpdatesMoveTheChangeTime() throws {
    let journal = try Journal.inMemory()
    let day = Day(year: 2026, month: 11, day: 18)!
    let saved = try #require(try journal.saveEntry(Entry(day: day, body: "하나"), at: 1_795_000_000))
    let uid = try #require(try journal.recordID(.entry, of: saved.id))
    #expect(RecordKind.isValidID(uid))
    #expect(uid.hasPrefix("01a1ee56-5e00-7"))
    let firstChange = try #require(try journal.changeTime(.entry, of: saved.id))
    try journal.saveEntry(Entry(day: day, body: "하나 둘"), at: 1_795_000_100)
    #expect(try journal.recordID(.entry, of: saved.id) == uid)
    #expect(try journal.changeTime(.entry, of: saved.id).map { $0 > firstChange } == true)
    #expect(try journal.rowID(.entry, ofRecord: uid) == saved.id)
    let todo = try journal.addTodo(Todo(title: "흙 사기"), at: 1_795_000_000)
    let revision = try #require(try journal.revisions(of: saved.id).first)
    let ids = [
      try journal.recordID(.todo, of: todo.id), try journal.recordID(.revision, of: revision.id),
    ]
    #expect(ids.allSatisfy { $0.map(RecordKind.isValidID) == true })
    #expect(Set(ids).count == 2)
  }

  @Test func idShape() {
    #expect(RecordKind.isValidID("019ca73d-5c00-7abc-8def-0123456789ab"))
    #expect(!RecordKind.isValidID("019CA73D-5C00-7ABC-8DEF-0123456789AB"))
    #expect(!RecordKind.isValidID("todo-1"))
  }
}
