import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// iCalendar VTODO and calcurse todo imports: all or nothing, kept UIDs, no doubles.
@Suite struct TodoImportTests {
  let now: Timestamp = 1_795_000_000

  func sampleJournal() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.addTodo(
      Todo(title: "물 주기", tags: ["plants"], due: Day(iso: "2026-12-03")), at: now)
    try journal.addTodo(
      Todo(title: "Important, with; commas", note: "line one\nline two", important: true),
      at: now)
    try journal.addTodo(Todo(title: "two\nlines", doneAt: now + 60), at: now)
    return journal
  }

  func summaries(_ journal: Journal) throws -> [String] {
    try journal.todos(includeDone: true).map {
      "\($0.title)|\($0.note)|\($0.tags)|\($0.due?.iso ?? "-")|\($0.important)|\($0.isDone)"
    }.sorted()
  }

  @Test func daybooksOwnExportComesBackAndASecondImportAddsNothing() throws {
    let source = try sampleJournal()
    let ics = try source.exportICalendar(now: now)
    #expect(ics.contains("SUMMARY:two lines\r\n"))
    let target = try Journal.inMemory()
    try expectEqual(target.importICalendar(ics, at: now), ImportReport(added: 3))
    try expectEqual(
      summaries(target),
      [
        "Important, with; commas|line one\nline two|[]|-|true|false",
        "two lines||[]|-|false|true",
        "물 주기||[\"plants\"]|2026-12-03|false|false",
      ])
    try expectEqual(target.importICalendar(ics, at: now + 5), ImportReport(skipped: 3))
    // Into the journal that wrote it: its own UIDs name its own todos.
    try expectEqual(source.importICalendar(ics, at: now), ImportReport(skipped: 2, merged: 1))
    try expectEqual(source.todos(includeDone: true).count, 3)
  }

  @Test func daybooksOwnTodoUIDsSurviveAnICalendarRoundTrip() throws {
    func todoUIDs(_ ics: String) -> [String] {
      ics.split(separator: "\r\n").filter { $0.hasPrefix("UID:") && !$0.hasPrefix("UID:water-") }
        .map(String.init).sorted()
    }
    let source = try sampleJournal()
    let ics = try source.exportICalendar(now: now)
    expectEqual(todoUIDs(ics).count, 3)
    let target = try Journal.inMemory()
    try expectEqual(target.importICalendar(ics, at: now), ImportReport(added: 3))
    // The todos keep their stable ids, so a calendar that imported the first file sees the
    // same events in the second, not three new ones.
    expectEqual(todoUIDs(try target.exportICalendar(now: now)), todoUIDs(ics))
    try expectEqual(target.importICalendar(ics, at: now + 5), ImportReport(skipped: 3))
  }

  @Test func starsAndICalendarUIDsSurviveAJSONBackupAndRestore() throws {
    let source = try Journal.inMemory()
    let day = try #require(Day(iso: "2026-11-30"))
    try source.saveEntry(Entry(day: day, title: "별 ★", body: "본문"), at: now)
    #expect(try source.setStarred(true, on: day, at: now))
    let ics = """
      BEGIN:VCALENDAR\r
      BEGIN:VTODO\r
      UID:abc@example.com\r
      SUMMARY:Call the vet\r
      END:VTODO\r
      END:VCALENDAR\r

      """
    try expectEqual(source.importICalendar(ics, at: now), ImportReport(added: 1))
    let json = try source.exportJSON()
    #expect(json.contains("\"starred\" : true") || json.contains("\"starred\":true"))

    let restored = try Journal.inMemory()
    _ = try restored.importJSON(json)
    try expectEqual(restored.entry(on: day)?.starred, true)
    try expectEqual(restored.exportJSON(), json)
    // The restored todo still answers to its calendar's UID: no second copy.
    try expectEqual(restored.importICalendar(ics, at: now + 5), ImportReport(skipped: 1))
    try expectEqual(restored.todos().count, 1)
  }

  @Test func aChangedTodoIsUpdatedByItsUID() throws {
    let journal = try Journal.inMemory()
    let first = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      BEGIN:VTODO\r
      UID:abc@example.com\r
      SUMMARY:Write the\r
        report\r
      PRIORITY:5\r
      CATEGORIES:Work,Deep Focus\r
      DUE;TZID=Europe/Berlin:20261204T170000\r
      END:VTODO\r
      BEGIN:VEVENT\r
      UID:e1\r
      SUMMARY:ignored\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    try expectEqual(journal.importICalendar(first, at: now), ImportReport(added: 1))
    var todo = try #require(try journal.todos().first)
    expectEqual(todo.title, "Write the report")
    expectEqual(todo.tags, ["work", "deep-focus"])
    expectEqual(todo.due, Day(iso: "2026-12-04"))
    #expect(!todo.important)
    let second = first.replacing("PRIORITY:5", with: "PRIORITY:1\r\nSTATUS:COMPLETED")
    try expectEqual(journal.importICalendar(second, at: now), ImportReport(merged: 1))
    todo = try #require(try journal.todos(includeDone: true).first)
    #expect(todo.important && todo.isDone)
    try expectEqual(journal.todos(includeDone: true).count, 1)
  }

  @Test(arguments: [
    (
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY x\nEND:VTODO\nEND:VCALENDAR\n",
      "line 3: expected NAME:VALUE, found \"SUMMARY x\""
    ),
    (
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n",
      "line 4: END:VEVENT does not close BEGIN:VTODO"
    ),
    (
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nEND:VTODO\n",
      "line 5: BEGIN:VCALENDAR is never closed"
    ),
    (
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nDUE:2026-12-01\nEND:VTODO\nEND:VCALENDAR\n",
      "line 4: invalid date \"2026-12-01\""
    ),
    ("hello\n", "line 1: expected NAME:VALUE, found \"hello\""),
    (
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nPRIORITY:12\nSUMMARY:x\nEND:VTODO\nEND:VCALENDAR\n",
      "line 3: PRIORITY must be 0 to 9"
    ),
  ])
  func aMalformedFileIsRefusedWithItsLine(_ text: String, _ reason: String) throws {
    let journal = try sampleJournal()
    let before = try summaries(journal)
    #expect(throws: JournalError(.invalid, "not an iCalendar file: " + reason)) {
      try journal.importICalendar(text, at: now)
    }
    // A good todo before the fault is not imported either.
    #expect(throws: JournalError.self) {
      try journal.importICalendar(
        "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:ok\nSUMMARY:fine\nEND:VTODO\nEND:VCALENDAR\n" + text,
        at: now)
    }
    try expectEqual(summaries(journal), before)
  }

  @Test func calcurseTodosWithPrioritiesNotesAndDoneOnes() throws {
    let text = "[1]>abc123 Call mum\n[0] 물 주기\n[-0] done one\n[-7] old\n[5] 물 주기\n"
    let journal = try Journal.inMemory()
    let report = try journal.importCalcurse(
      text, note: { $0 == "abc123" ? "about the trip\n" : nil }, at: now)
    expectEqual(report, ImportReport(added: 5))
    try expectEqual(
      summaries(journal),
      [
        "Call mum|about the trip|[]|-|true|false",
        "done one||[]|-|false|true",
        "old||[]|-|false|true",
        "물 주기||[]|-|false|false",
        "물 주기||[]|-|false|false",
      ])
    try expectEqual(
      journal.importCalcurse(text, note: { _ in "about the trip" }, at: now + 9),
      ImportReport(skipped: 5))
    #expect(
      throws: JournalError(
        .invalid,
        "not a calcurse todo file: line 2: expected [PRIORITY] "
          + "and the todo's text")
    ) {
      try journal.importCalcurse("[1] ok\nnot a todo\n", note: { _ in nil }, at: now)
    }
    try expectEqual(journal.todos(includeDone: true).count, 5)
  }
}

/// Daybook's iCalendar export read by calcurse and khal, and calcurse's own files read back.
/// Skipped (with a message) where the tools are not installed (`.ci/deps` installs them).
@Suite(.serialized) struct TodoImportRealToolTests {
  let now: Timestamp = 1_795_000_000

  static func run(_ arguments: [String], in folder: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.environment = [
      "HOME": folder, "TZ": "UTC", "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "daybook-todos-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func calcurseReadsDaybooksExportAndDaybookReadsCalcursesFiles() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/calcurse") else {
      print("TodoImportRealToolTests: skipping (calcurse not installed; .ci/deps installs it)")
      return
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try TodoImportTests().sampleJournal()
    try source.exportICalendar(now: now).write(
      toFile: folder + "/daybook.ics", atomically: true, encoding: .utf8)
    let (status, output) = try Self.run(
      ["/usr/bin/calcurse", "-D", folder + "/cal", "-i", folder + "/daybook.ics"], in: folder)
    expectEqual(status, 0, "\(output)")
    #expect(output.contains("3 todos / 0 skipped"), "\(output)")
    let todoFile = try String(contentsOfFile: folder + "/cal/todo", encoding: .utf8)
    let lines = todoFile.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("[1]>") && $0.hasSuffix(" Important, with; commas") })
    #expect(lines.contains("[-0] two lines"))
    // Back from calcurse's own folder: the note comes from calcurse's notes file.
    let target = try Journal.inMemory()
    let notes = folder + "/cal/notes/"
    let read = { (name: String) in try? String(contentsOfFile: notes + name, encoding: .utf8) }
    try expectEqual(target.importCalcurse(todoFile, note: read, at: now), ImportReport(added: 3))
    try expectEqual(target.importCalcurse(todoFile, note: read, at: now), ImportReport(skipped: 3))
    let important = try #require(try target.todos().first { $0.important })
    expectEqual(important.note, "line one\nline two")
    // calcurse's ics export of the same todos, read as iCalendar.
    let (exportStatus, ics) = try Self.run(
      ["/usr/bin/calcurse", "-D", folder + "/cal", "--export=ical"], in: folder)
    expectEqual(exportStatus, 0)
    let fromICS = try Journal.inMemory()
    try expectEqual(fromICS.importICalendar(ics, at: now).added, 3)
    try expectEqual(fromICS.importICalendar(ics, at: now).added, 0)
  }

  @Test func khalReadsDaybooksExport() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/khal") else {
      print("TodoImportRealToolTests: skipping (khal not installed; .ci/deps installs it)")
      return
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = try TodoImportTests().sampleJournal()
    try journal.addPlant(Plant(name: "몬스테라", intervalDays: 7), at: now)
    try journal.exportICalendar(now: now, days: 14).write(
      toFile: folder + "/daybook.ics", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: folder + "/config/khal", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/calendar", withIntermediateDirectories: true)
    try """
    [calendars]
    [[local]]
    path = \(folder)/calendar
    type = calendar
    [locale]
    timeformat = %H:%M
    dateformat = %Y-%m-%d
    longdateformat = %Y-%m-%d
    datetimeformat = %Y-%m-%d %H:%M
    longdatetimeformat = %Y-%m-%d %H:%M

    """.write(toFile: folder + "/config/khal/config", atomically: true, encoding: .utf8)
    let (status, output) = try Self.run(
      ["/usr/bin/khal", "printics", folder + "/daybook.ics"], in: folder)
    expectEqual(status, 0, "\(output)")
    #expect(output.contains("events found"), "\(output)")
    #expect(output.contains("Water 몬스테라"), "\(output)")
  }
}
