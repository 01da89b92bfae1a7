import Expectations
import Testing

@_spi(TestSupport) @testable import DaybookCore

/// Ids in a JSON import say which record they are: an entry's id from another day is never
/// merged into that day, and an id of another kind of record refuses the whole import.
@Suite struct JSONImportIdentityTests {
  static func entryJSON(_ day: String, id: String?, body: String) -> String {
    let identity = id.map { "\"id\": \"\($0)\", " } ?? ""
    return """
      {\(identity)"day": "\(day)", "title": "", "body": "\(body)", "createdAt": 1,
       "updatedAt": 1, "revisions": [], "attachments": []}
      """
  }

  static func document(entries: [String] = [], todos: [String] = []) -> String {
    """
    {"format": 1, "settings": {}, "plants": [], "intakes": [],
     "entries": [\(entries.joined(separator: ", "))], "todos": [\(todos.joined(separator: ", "))]}
    """
  }

  @Test func anEntryIDFromAnotherDayIsANewEntryOnItsOwnDay() throws {
    let journal = try Journal.inMemory()
    let first = try #require(
      try journal.saveEntry(
        Entry(day: day("2026-11-28"), body: "있던 글"), at: noon("2026-11-28")))
    let uid = try #require(try journal.recordID(.entry, of: first.id))
    let text = Self.document(entries: [Self.entryJSON("2026-11-29", id: uid, body: "다른 날")])

    let report = try journal.importJSON(text)

    expectEqual(report, ImportReport(added: 1, newIDs: [day("2026-11-29")]))
    try expectEqual(journal.entry(on: day("2026-11-28"))?.body, "있던 글")
    let added = try #require(try journal.entry(on: day("2026-11-29")))
    expectEqual(added.body, "다른 날")
    let newID = try #require(try journal.recordID(.entry, of: added.id))
    #expect(newID != uid)
    #expect(RecordKind.isValidID(newID))
    try expectEqual(journal.recordID(.entry, of: first.id), uid)
  }

  @Test func anEntryIDFromAnotherDayMeetsItsOwnDaysEntryByDay() throws {
    let journal = try Journal.inMemory()
    let first = try #require(
      try journal.saveEntry(
        Entry(day: day("2026-11-28"), body: "28일"), at: noon("2026-11-28")))
    try journal.saveEntry(Entry(day: day("2026-11-29"), body: "29일"), at: noon("2026-11-29"))
    let uid = try #require(try journal.recordID(.entry, of: first.id))
    let text = Self.document(entries: [Self.entryJSON("2026-11-29", id: uid, body: "더한 글")])

    let report = try journal.importJSON(text)

    expectEqual(report, ImportReport(merged: 1, newIDs: [day("2026-11-29")]))
    try expectEqual(journal.entry(on: day("2026-11-28"))?.body, "28일")
    try expectEqual(journal.entry(on: day("2026-11-29"))?.body, "29일\n\n더한 글")
  }

  @Test func oneIDOnTwoDaysOfTheDocumentGivesTheSecondANewID() throws {
    let journal = try Journal.inMemory()
    let uid = "0192f3a0-7b1c-7def-8abc-0123456789ab"
    let text = Self.document(entries: [
      Self.entryJSON("2026-11-28", id: uid, body: "하나"),
      Self.entryJSON("2026-11-29", id: uid, body: "둘"),
    ])

    let report = try journal.importJSON(text)

    expectEqual(report, ImportReport(added: 2, newIDs: [day("2026-11-29")]))
    let first = try #require(try journal.entry(on: day("2026-11-28")))
    let second = try #require(try journal.entry(on: day("2026-11-29")))
    #expect((first.body, second.body) == ("하나", "둘"))
    try expectEqual(journal.recordID(.entry, of: first.id), uid)
    #expect(try journal.recordID(.entry, of: second.id) != uid)
  }

  @Test func aTodosIDGivenToAnEntryRefusesTheWholeImport() throws {
    let journal = try Journal.inMemory()
    let todo = try journal.addTodo(Todo(title: "우유 사기"), at: noon("2026-11-28"))
    let uid = try #require(try journal.recordID(.todo, of: todo.id))
    let before = try journal.tableDigest()
    let text = Self.document(entries: [
      Self.entryJSON("2026-11-27", id: nil, body: "먼저 쓸 글"),
      Self.entryJSON("2026-11-29", id: uid, body: "할 일의 id"),
    ])

    #expect(
      throws: JournalError(
        .invalid,
        "line 3, column 55: .entries[1] (2026-11-29): the id \(uid) belongs to a record "
          + "of another kind (\"todo\"); nothing was imported")
    ) { try journal.importJSON(text) }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func oneIDForTwoKindsInTheDocumentRefusesTheWholeImport() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    let uid = "0192f3a0-7b1c-7def-8abc-0123456789ab"
    let text = Self.document(
      entries: [Self.entryJSON("2026-11-29", id: uid, body: "글")],
      todos: [
        """
        {"id": "\(uid)", "title": "할 일", "note": "", "tags": [], "important": false,
         "createdAt": 1}
        """
      ])

    #expect(
      throws: JournalError(
        .invalid,
        "line 3, column 66: .todos[0] (할 일): the id \(uid) belongs to a record of "
          + "another kind (\"entry\"); nothing was imported")
    ) { try journal.importJSON(text) }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func theRefusalSpeaksTheUsersLanguage() throws {
    let journal = try Journal.inMemory()
    let uid = "0192f3a0-7b1c-7def-8abc-0123456789ab"
    let text = Self.document(
      entries: [Self.entryJSON("2026-11-29", id: uid, body: "글")],
      todos: [
        """
        {"id": "\(uid)", "title": "t", "note": "", "tags": [], "important": false, "createdAt": 1}
        """
      ])
    do {
      try journal.importJSON(text)
      Issue.record("imported")
    } catch let error as JournalError {
      expectEqual(
        error.message(.ko),
        "line 3, column 66: .todos[0] (t): id \(uid)은 다른 "
          + "종류(\"entry\")의 기록의 id입니다. 아무것도 가져오지 않았습니다")
    }
  }
}
