import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Imports log their new rows in the change log in bulk, with the insert triggers set aside
/// (`Journal.withSyncLogInsertTriggersAside`). The journal they leave must be the one the
/// triggers would have left, row for row: only the `seq` of this import's log rows may differ.
@Suite struct BulkSyncLogTests {
  let now: Timestamp = 1_795_000_000
  let lastDay = Day(year: 2026, month: 11, day: 30)!

  func temporaryFolder() -> String {
    let base = String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
    var template = Array((base + "/daybook-bulk-sync-log-XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
  }

  /// A year of lifelike records plus what the generator leaves out: revisions, an
  /// attachment, a project with a revision and a todo in it, settings.
  func sourceJournal() throws -> Journal {
    let source = try Journal.inMemory()
    try SyntheticJournal.generate(into: source, years: 1, endingOn: lastDay, seed: 20)
    // Revisions before, between and after the entries an import merges (the 5th, 20th, 30th).
    let firstDay = lastDay.adding(months: -12).adding(days: 1)
    for offset in [1, 3, 12, 25, 33, 360] {
      var entry = try #require(try source.entry(on: firstDay.adding(days: offset)))
      entry.body += "\n\n두 번째 문단 #정원"
      try source.saveEntry(entry, at: now)
      entry.body += "\n\nthird"
      try source.saveEntry(entry, at: now + 600)
    }
    let project = try source.addProject(Project(title: "정원 🌱", notes: "흙"), at: now)
    let todo = try source.addTodo(Todo(title: "buy soil"), at: now)
    try source.setTodoProject(todoID: todo.id, projectID: project.id)
    try source.setSetting("week_start", "monday")
    return source
  }

  /// The source's export with an attachment on its last entry, and entries the document
  /// holds twice: a day again (with other text, no id) and an id again (on another day, so
  /// imported as a new entry).
  func exportText(of source: Journal, twice: Bool = false) throws -> String {
    var document = try source.exportDocument()
    let last = document.entries.count - 1
    document.entries[last].attachments.append(
      .init(
        id: "0193a000-0000-7000-8000-000000000001", changedAt: 1_795_000_000_000,
        fileName: "a1.jpg", originalName: "사진.jpg", addedAt: now))
    if twice {
      var sameDay = document.entries[20]
      sameDay.id = nil
      sameDay.body = "같은 날 또 #다시"
      sameDay.revisions = []
      document.entries.insert(sameDay, at: 40)
      var sameID = document.entries[30]
      sameID.day = lastDay.adding(days: 400)
      sameID.body = "same id, another day"
      sameID.revisions = []
      document.entries.insert(sameID, at: 31)
    }
    return try JSONCodec.encode(document)
  }

  /// A journal already holding things an import meets: an entry the import merges into, a
  /// deleted entry and a deleted todo (tombstones) whose day and id the import brings back.
  func targetFolder(for document: String) throws -> String {
    let folder = temporaryFolder()
    let target = try Journal(path: folder + "/base.sqlite")
    let parsed = try JSONCodec.decode(ExportDocument.self, from: document)
    let merged = parsed.entries[5]
    try target.saveEntry(Entry(day: merged.day, body: "먼저 쓴 글"), at: now)
    try target.saveEntry(Entry(day: parsed.entries[9].day, body: "지울 글"), at: now)
    _ = try target.deleteEntry(on: parsed.entries[9].day)
    var tiny = parsed
    tiny.entries = []
    tiny.plants = []
    tiny.intakes = []
    tiny.projects = nil
    tiny.settings = [:]
    tiny.todos = [parsed.todos[2]]
    try target.importJSON(try JSONCodec.encode(tiny), loggingInBulk: false)
    let todoID = try #require(try target.rowID(.todo, ofRecord: parsed.todos[2].id ?? ""))
    try target.deleteTodo(id: todoID)
    try target.db.execute("VACUUM INTO '\(folder)/bulk.sqlite'")
    try target.db.execute("VACUUM INTO '\(folder)/triggers.sqlite'")
    return folder
  }

  /// Every row of every table but the change log, as text, sorted; plus the schema, and
  /// every token of every full-text index (which document, which column, where: its
  /// segments may differ), each index checked against its table.
  func contents(_ db: Database) throws -> [String: [String]] {
    let tables = try db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' "
        + "AND name NOT IN ('sync_log', 'sqlite_sequence', 'setting_changes') ORDER BY name"
    ) { $0.text(0) }.filter { table in
      !Journal.fullTextIndexes.contains { table.hasPrefix($0 + "_") }
    }
    var result: [String: [String]] = [:]
    for index in Journal.fullTextIndexes {
      try db.run("INSERT INTO \(index)(\(index)) VALUES ('integrity-check')")
      try db.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab_\(index) "
          + "USING fts5vocab(main, \(index), 'instance')")
      result[index] = try db.query("SELECT * FROM temp.vocab_\(index)") { row in
        (0..<4).map { row.optionalText($0) ?? "∅" }.joined(separator: "|")
      }.sorted()
    }
    for table in tables {
      let columns = try db.query("PRAGMA table_info(\"\(table)\")") { "quote(\"\($0.text(1))\")" }
      result[table] = try db.query(
        "SELECT " + columns.joined(separator: " || '|' || ") + " FROM \"\(table)\""
      ) { $0.text(0) }.sorted()
    }
    result["sqlite_master"] = try db.query(
      "SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_master"
    ) { $0.text(0) }.sorted()
    return result
  }

  struct LogRow: Equatable, Comparable {
    var kind: String
    var ref: String
    var deletedAt: Int64?
    var seq: Int64

    static func < (a: LogRow, b: LogRow) -> Bool { (a.kind, a.ref) < (b.kind, b.ref) }
  }

  func log(_ db: Database) throws -> [LogRow] {
    try db.query("SELECT kind, ref, deleted_at, seq FROM sync_log") {
      LogRow(kind: $0.text(0), ref: $0.text(1), deletedAt: $0.optionalInt(2), seq: $0.int(3))
    }.sorted()
  }

  /// Values a journal makes up as it writes, as placeholders: ids SQLite's randomness made
  /// (those not in the document) and change times from the clock (the last hour's).
  struct Normalizer {
    let documentIDs: Set<String>
    let recent = (Int64(time(nil)) - 3600) * 1000
    let uuid = try! Regex("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
    let milliseconds = try! Regex("[0-9]{13}")

    init(document: String) {
      documentIDs = Set(document.matches(of: uuid).map { String(document[$0.range]) })
    }

    func callAsFunction(_ text: String) -> String {
      text.replacing(uuid) { match in
        documentIDs.contains(String(text[match.range])) ? text[match.range] : "‹id›"
      }
      .replacing(milliseconds) { match in
        let value = Int64(match.output[0].substring ?? "") ?? 0
        return value >= recent ? "‹now›" : String(value)
      }
    }
  }

  /// Records up to three differences between two sorted lists, rather than both lists.
  func expectSame(_ one: [String], _ other: [String], _ what: String) {
    guard one != other else { return }
    let only = one.filter { !other.contains($0) }.prefix(3)
    let otherOnly = other.filter { !one.contains($0) }.prefix(3)
    Issue.record("\(what): \(one.count) vs \(other.count) rows; \(only) vs \(otherOnly)")
  }

  /// The bulk and the trigger journals hold the same rows (made-up ids and times aside);
  /// their logs the same records, the rows from before the import with their old `seq`, the
  /// import's above all of those.
  func expectSameJournal(
    _ bulk: Journal, _ triggers: Journal, before: Int64, _ normalize: Normalizer
  ) throws {
    let one = try contents(bulk.db)
    let other = try contents(triggers.db)
    expectEqual(one.keys.sorted(), other.keys.sorted())
    for (table, rows) in one {
      expectSame(
        rows.map { normalize($0) }.sorted(), (other[table] ?? []).map { normalize($0) }.sorted(),
        table)
    }
    expectEqual(one["entries_fts"]?.isEmpty, false)
    let bulkLog = try log(bulk.db)
    let triggerLog = try log(triggers.db)
    func shape(_ log: [LogRow]) -> [String] {
      log.map { normalize("\($0.kind)|\($0.ref)|\($0.deletedAt ?? -1)") }.sorted()
    }
    expectSame(shape(bulkLog), shape(triggerLog), "sync_log")
    expectEqual(bulkLog.filter { $0.seq <= before }, triggerLog.filter { $0.seq <= before })
    expectEqual(
      bulkLog.filter { $0.seq > before }.count, triggerLog.filter { $0.seq > before }.count)
    expectEqual(Set(bulkLog.map(\.seq)).count, bulkLog.count)
  }

  /// Against entries written one at a time with the triggers logging them: the bulk path
  /// with all new entries written together, and seven at a time (so that the document's
  /// second copies of a day and of an id fall inside and across groups).
  @Test(arguments: [Int.max, 7])
  func aJSONImportLogsInBulkWhatTheTriggersWouldHave(entriesAtOnce: Int) throws {
    let text = try exportText(of: try sourceJournal(), twice: true)
    let folder = try targetFolder(for: text)
    let bulk = try Journal(path: folder + "/bulk.sqlite")
    let triggers = try Journal(path: folder + "/triggers.sqlite")
    let before = try triggers.lastSyncLogSeq()
    let schema = try contents(bulk.db)["sqlite_master"]
    let bulkReport = try bulk.importJSON(
      text, loggingInBulk: true, entriesAtOnce: entriesAtOnce)
    let triggerReport = try triggers.importJSON(
      text, loggingInBulk: false, entriesAtOnce: 1)
    expectEqual(bulkReport, triggerReport)
    // Merged: the day the target held, and the day again; the id again on another day comes
    // in as that day's own entry with a new id (never merged into the id's first day).
    #expect(bulkReport.added > 1000 && bulkReport.merged == 2)
    try expectEqual(contents(bulk.db)["sqlite_master"], schema)
    let normalize = Normalizer(document: text)
    try expectSameJournal(bulk, triggers, before: before, normalize)
    // Every kind an import writes is in the log, the tombstones it revived live again.
    let kinds = Set(try log(bulk.db).filter { $0.seq > before }.map(\.kind))
    expectEqual(kinds, Set(Journal.importedSyncLogTables.map(\.rawValue) + ["setting"]))
    let document = try JSONCodec.decode(ExportDocument.self, from: text)
    let revived = [document.entries[9].day.iso, document.todos[2].id ?? ""]
    try expectEqual(log(bulk.db).filter { revived.contains($0.ref) }.map(\.deletedAt), [nil, nil])
    // A second import adds nothing, on either path.
    try bulk.importJSON(text, loggingInBulk: true)
    try triggers.importJSON(text, loggingInBulk: false)
    try expectSameJournal(bulk, triggers, before: before, normalize)
  }

  @Test func aJrnlImportLogsInBulkWhatTheTriggersWouldHave() throws {
    let source = try sourceJournal()
    let text = try source.exportJrnl()
    let folder = try targetFolder(for: try exportText(of: source))
    let bulk = try Journal(path: folder + "/bulk.sqlite")
    let triggers = try Journal(path: folder + "/triggers.sqlite")
    let before = try triggers.lastSyncLogSeq()
    let schema = try contents(bulk.db)["sqlite_master"]
    let bulkReport = try bulk.importJrnl(text, at: now, timeFormat: nil, loggingInBulk: true)
    let triggerReport = try triggers.importJrnl(
      text, at: now, timeFormat: nil, loggingInBulk: false)
    expectEqual(bulkReport, triggerReport)
    #expect(bulkReport.added > 300)
    try expectEqual(contents(bulk.db)["sqlite_master"], schema)
    try expectSameJournal(bulk, triggers, before: before, Normalizer(document: text))
    try expectEqual(
      bulk.db.scalar(
        "SELECT count(*) FROM entry_revisions r JOIN sync_log l ON l.kind = 'revision' "
          + "AND l.ref = r.uid AND l.deleted_at IS NULL"),
      bulk.db.scalar(
        "SELECT count(*) FROM entry_revisions"))
    try expectEqual(
      bulk.db.scalar(
        "SELECT count(*) FROM sync_log WHERE seq > ? AND kind = 'entry'", [before]),
      bulk.db.scalar("SELECT count(*) FROM entries"))
  }

  @Test func aFailedImportKeepsTheTriggersAndTheLog() throws {
    let source = try sourceJournal()
    var document = try source.exportDocument()
    document.todos[document.todos.count - 1].title = "   "
    let folder = temporaryFolder()
    let journal = try Journal(path: folder + "/j.sqlite")
    try journal.saveEntry(Entry(day: lastDay, body: "before"), at: now)
    let schema = try contents(journal.db)
    let logBefore = try log(journal.db)
    #expect(throws: JournalError(.invalid, .todoNeedsTitle)) {
      try journal.importJSON(try JSONCodec.encode(document))
    }
    try expectEqual(contents(journal.db), schema)
    try expectEqual(log(journal.db), logBefore)
    // The insert triggers are back: a new entry is logged as before.
    try journal.saveEntry(Entry(day: lastDay.adding(days: 1), body: "after"), at: now)
    #expect(try log(journal.db).map(\.ref).contains(lastDay.adding(days: 1).iso))
  }

  /// The triggers `triggersSQL` makes begin with the insert trigger's exact text, which an
  /// import makes again.
  @Test func theInsertTriggerIsTheMigrationsOwnText() throws {
    for table in SyncLogTable.sinceVersion9 + [.project, .revision] {
      #expect(table.triggersSQL.hasPrefix(table.insertTriggerSQL))
      #expect(table.insertTriggerSQL.hasPrefix("CREATE TRIGGER \(table.table)_sync_insert "))
    }
  }
}
