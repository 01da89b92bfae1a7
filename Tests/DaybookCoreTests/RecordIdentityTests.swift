import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Stable record ids and change times (migration 6): given to old rows, made for new ones.
@Suite struct RecordIdentityTests {
  static let tables = RecordKind.sinceVersion6.map(\.table)

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
      expectEqual(before["entries"]?.count, 3)
    }
    let journal = try Journal(path: path)
    expectEqual(journal.schemaVersion, Schema.currentVersion)
    expectEqual(access(path + ".v5.bak", F_OK), 0)
    var seen = Set<String>()
    // Reminder keys name their plant by uid since migration 9; every other value is kept.
    let plantUID = try #require(try journal.recordID(.plant, of: 1))
    before["notifications"] = before["notifications"]?.map {
      $0.replacing("plant-eve:1:", with: "plant-eve:\(plantUID):")
    }
    for (table, old) in before {
      try expectEqual(rows(journal.db, table, columns: columns[table] ?? ""), old, "\(table)")
    }
    for kind in RecordKind.sinceVersion6 {
      let ids = try journal.db.query(
        "SELECT uid, changed_at FROM \(kind.table) ORDER BY id"
      ) { ($0.optionalText(0) ?? "", $0.optionalInt(1) ?? 0) }
      expectEqual(ids.count, before[kind.table]?.count)
      for (uid, changedAt) in ids {
        #expect(RecordKind.isValidID(uid), "\(kind) \(uid)")
        expectEqual(uid.dropFirst(14).first, "7")
        #expect(changedAt > 1_700_000_000_000)
        #expect(seen.insert(uid).inserted)
      }
    }
    // The time part of an old entry's id is its creation time.
    let first = try #require(try journal.recordID(.entry, of: 1))
    #expect(first.hasPrefix("019ca6b1-dc00-7"))
    try expectEqual(journal.changeTime(.entry, of: 2), 1_772_409_700_000)
    // The full text index still finds old text.
    try expectEqual(journal.search("스테라").map(\.day.iso), ["2026-03-01"])
    try expectEqual(journal.integrityCheck(), ["ok"])
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
    try expectEqual(journal.recordID(.entry, of: saved.id), uid)
    try expectEqual(journal.changeTime(.entry, of: saved.id).map { $0 > firstChange }, true)
    try expectEqual(journal.rowID(.entry, ofRecord: uid), saved.id)
    let todo = try journal.addTodo(Todo(title: "흙 사기"), at: 1_795_000_000)
    let revision = try #require(try journal.revisions(of: saved.id).first)
    let ids = [
      try journal.recordID(.todo, of: todo.id), try journal.recordID(.revision, of: revision.id),
    ]
    #expect(ids.allSatisfy { $0.map(RecordKind.isValidID) == true })
    expectEqual(Set(ids).count, 2)
  }

  @Test func idShape() {
    #expect(RecordKind.isValidID("019ca73d-5c00-7abc-8def-0123456789ab"))
    #expect(!RecordKind.isValidID("019CA73D-5C00-7ABC-8DEF-0123456789AB"))
    #expect(!RecordKind.isValidID("todo-1"))
  }
}

/// Ids through JSON export and import, and the iCalendar UIDs made from them.
@Suite struct RecordIdentityInterchangeTests {
  let now: Timestamp = 1_795_000_000  // 2026-11-18
  let day = Day(year: 2026, month: 11, day: 18)!

  func sample() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, title: "첫날", body: "몬스테라"), at: now)
    try journal.saveEntry(Entry(day: day, title: "첫날", body: "몬스테라 물"), at: now + 600)
    for (index, name) in ["몬스테라", "Basil", "Fern"].enumerated() {
      let plant = try journal.addPlant(
        Plant(name: name, intervalDays: 3 + index), at: now - 86_400 * Timestamp(index))
      _ = try journal.addCare(
        CareEvent(plantID: plant.id, kind: .water, at: now - 86_400 * Timestamp(index + 1)))
    }
    _ = try journal.addTodo(Todo(title: "흙 사기", due: day.adding(days: 2)), at: now)
    _ = try journal.addTodo(Todo(title: "흙 사기", due: day.adding(days: 2)), at: now)
    _ = try journal.addIntake(Intake(kind: .water, amount: 300, unit: .ml, at: now))
    return journal
  }

  func uids(_ calendar: String) -> [String] {
    calendar.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map(String.init)
  }

  @Test func exportImportExportKeepsEveryIDAndEveryICalendarUID() throws {
    let source = try sample()
    let json = try source.exportJSON()
    let calendar = try source.exportICalendar(now: now, days: 30)
    let target = try Journal.inMemory()
    #expect(try target.importJSON(json).added > 0)
    try expectEqual(target.exportJSON(), json)
    let again = try target.exportICalendar(now: now, days: 30)
    expectEqual(uids(again), uids(calendar))
    #expect(uids(calendar).count > 20)
    expectEqual(Set(uids(calendar)).count, uids(calendar).count)
    // Every record of the document carries an id.
    let document = try target.exportDocument()
    #expect(
      document.entries.allSatisfy { $0.id != nil && $0.revisions.allSatisfy { $0.id != nil } })
    #expect(document.plants.allSatisfy { $0.id != nil && $0.care.allSatisfy { $0.id != nil } })
    #expect(document.todos.allSatisfy { $0.id != nil } && document.todos.count == 2)
    #expect(document.intakes.allSatisfy { $0.id != nil })
  }

  @Test func reimportIsRecognisedByIDNotByName() throws {
    let source = try sample()
    let json = try source.exportJSON()
    let target = try Journal.inMemory()
    try target.importJSON(json)
    let report = try target.importJSON(json)
    expectEqual(report.added, 0)
    try expectEqual(target.todos(includeDone: true).count, 2)
    // A renamed plant is still the same plant: importing again adds no second one.
    let plant = try #require(try target.plants(includeArchived: true).first { $0.name == "Fern" })
    var renamed = plant
    renamed.name = "Boston fern"
    try target.updatePlant(renamed, at: now)
    try expectEqual(target.importJSON(json).added, 0)
    try expectEqual(target.plants(includeArchived: true).count, 3)
    // Two todos with the same title and time are two records, told apart by id.
    let fresh = try Journal.inMemory()
    #expect(try fresh.importJSON(json).added > 0)
    try expectEqual(fresh.todos(includeDone: true).count, 2)
  }

  @Test func anIntervalChangeKeepsTheUIDsOfDatesThatStayPlanned() throws {
    let journal = try sample()
    let before = try journal.exportICalendar(now: now, days: 30)
    let plant = try #require(try journal.plants(includeArchived: true).first { $0.name == "Basil" })
    let plantID = try #require(try journal.recordID(.plant, of: plant.id))
    var changed = plant
    changed.intervalDays = 8  // from 4: every 8 days keeps every other date of every 4
    try journal.updatePlant(changed, at: now)
    let after = try journal.exportICalendar(now: now, days: 30)
    let basilBefore = uids(before).filter { $0.contains(plantID) }
    let basilAfter = uids(after).filter { $0.contains(plantID) }
    #expect(!basilAfter.isEmpty && basilAfter.count < basilBefore.count)
    #expect(Set(basilAfter).isSubset(of: Set(basilBefore)))
    // Other plants' UIDs do not move.
    expectEqual(
      uids(after).filter { !$0.contains(plantID) }, uids(before).filter { !$0.contains(plantID) })
  }

  @Test func anInvalidIDIsRefused() throws {
    let source = try sample()
    let json = try source.exportJSON()
    let first = try #require(try source.exportDocument().entries.first?.id)
    let target = try Journal.inMemory()
    #expect(throws: JournalError.self) {
      try target.importJSON(json.replacing(first, with: "not-an-id"))
    }
    try expectEqual(target.entryCount(), 0)
  }
}
