import Expectations
import Testing

@testable import DaybookCore

/// Markdown, jrnl and iCalendar exports, and the jrnl round trip.
@Suite struct InterchangeExportTests {
  @Test func markdownHasOneFilePerMonthWithDayHeadingsMoodWeatherAndTags() throws {
    let entries = [
      Entry(
        day: day("2026-11-29"), title: "비 오는 날", body: "우산을 썼다 #산책\n둘째 줄",
        mood: .good, weather: .rain),
      Entry(day: day("2026-10-03"), title: "", body: "本文だけ"),
      Entry(day: day("2026-11-01"), title: "Quiet", weather: .sunny),
    ]
    let files = MarkdownExport.files(for: entries)
    expectEqual(files.map(\.fileName), ["2026-10.md", "2026-11.md"])
    expectEqual(
      files[0].text,
      """
      # October 2026

      ## 2026-10-03 (Sat)

      本文だけ

      """)
    expectEqual(
      files[1].text,
      """
      # November 2026

      ## 2026-11-01 (Sun)

      Weather: ☀ sunny

      ### Quiet

      ## 2026-11-29 (Sun)

      Mood: 🙂 good · Weather: ☂ rain

      ### 비 오는 날

      우산을 썼다 #산책
      둘째 줄

      Tags: #산책

      """)
  }

  @Test func jrnlExportWritesHeadersBodiesAndAtTags() {
    withTimeZone("UTC") {
      let created = LocalTime.timestamp(of: day("2026-11-29"), hour: 21, minute: 5)
      let text = JrnlFormat.export([
        Entry(
          day: day("2026-11-29"), title: "Walk #outside", body: "with a@b.c\n[x] done\n\n",
          createdAt: created, starred: true),
        Entry(day: day("2026-11-28"), title: "", body: "첫 줄 #일기\n둘째"),
      ])
      expectEqual(
        text,
        """
        [2026-11-28 12:00:00 AM] 첫 줄 @일기
        둘째

        [2026-11-29 09:05:00 PM] Walk @outside *
        with a@b.c
        [x] done

        """)
    }
  }

  @Test func jrnlRoundTripsAndASecondImportAddsNothing() throws {
    let source = try Journal.inMemory()
    let now = noon("2026-11-29")
    try source.saveEntry(
      Entry(day: day("2026-11-29"), title: "비 오는 날 #산책", body: "[x] done\n둘째 줄"), at: now)
    try source.saveEntry(Entry(day: day("2026-11-27"), title: "今日は晴れ"), at: now)
    let text = try source.exportJrnl()
    let target = try Journal.inMemory()
    try expectEqual(target.importJrnl(text, at: now), ImportReport(added: 2))
    let entry = try #require(try target.entry(on: day("2026-11-29")))
    expectEqual(entry.title, "비 오는 날 #산책")
    expectEqual(entry.body, "[x] done\n둘째 줄")
    expectEqual(entry.tags, ["산책"])
    try expectEqual(target.importJrnl(text, at: now), ImportReport(skipped: 2))
    try expectEqual(target.entryCount(), 2)
    try expectEqual(target.exportJrnl(), text)
  }

  @Test func jrnlImportReportsWhatItAddedSkippedAndMerged() throws {
    let journal = try Journal.inMemory()
    let now = noon("2026-11-29")
    try journal.saveEntry(Entry(day: day("2025-03-01"), title: "Planted basil."), at: now)
    let report = try journal.importJrnl(
      """
      [2025-03-01 09:15] Planted basil.
      [2025-03-01 18:00] Evening walk.
      [2025-03-02 07:30] New day.
      [2025-03-03 07:30]
      """, at: now)
    // The first of 2025-03-01 is there already (skipped), the second becomes a section of
    // it; the stamp with no text is no entry (skipped).
    expectEqual(report, ImportReport(added: 1, skipped: 2, merged: 1))
    try expectEqual(
      journal.entry(on: day("2025-03-01"))?.body, "§ 18:00 Evening walk.")
  }

  @Test func aJrnlFileThatStartsBadlyIsRefusedAndChangesNothing() throws {
    let journal = try Journal.inMemory()
    let now = noon("2026-11-29")
    try journal.saveEntry(Entry(day: day("2025-03-01"), title: "kept"), at: now)
    let before = try journal.exportJSON()
    #expect(throws: JournalError.self) {
      try journal.importJrnl("[2025-02-30 10:00] bad\n[2025-03-04 10:00] good", at: now)
    }
    try expectEqual(journal.exportJSON(), before)
    // Later in a file, a bad date is still an error naming its line; "[x]" is body text.
    #expect(
      throws: JournalError(
        .invalid, .notJrnlInvalidDate, "3", "2025-02-30 10:00")
    ) {
      try journal.importJrnl("[2025-03-02 09:15] fine\n[x] done\n[2025-02-30 10:00] no", at: now)
    }
    try expectEqual(journal.exportJSON(), before)
    try expectEqual(
      journal.importJrnl("[2025-03-02 09:15] fine\n[x] done\n[1] note", at: now),
      ImportReport(added: 1))
    try expectEqual(journal.entry(on: day("2025-03-02"))?.body, "[x] done\n[1] note")
  }

  @Test func icsFoldsLinesAt75OctetsWithCRLFAndEscapesText() {
    let line = ICalendarExport.folded(
      "SUMMARY:" + String(repeating: "가", count: 30) + "abc")
    let lines = line.split(separator: "\r\n", omittingEmptySubsequences: true)
    #expect(line.hasSuffix("\r\n"))
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    expectEqual(
      lines.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : String($0) }.joined(),
      "SUMMARY:" + String(repeating: "가", count: 30) + "abc")
    #expect(!line.replacing("\r\n", with: "").contains("\n"))
    expectEqual(
      ICalendarExport.escaped("a,b;c\\d\ne\r\nf\u{1B}[2Jg\u{07}"), "a\\,b\\;c\\\\d\\ne\\nf[2Jg")
  }

  @Test func icsHasTodosAndPlannedWateringsWithStableUIDs() throws {
    try withUTC {
      let journal = try Journal.inMemory()
      let now = LocalTime.timestamp(of: day("2026-11-29"), hour: 12)
      let plant = try journal.addPlant(
        Plant(name: "Monstera, big", location: "거실", intervalDays: 30), at: now - 86_400 * 40)
      _ = try journal.addCare(
        CareEvent(plantID: plant.id, kind: .water, at: now - 86_400 * 35))
      _ = try journal.addTodo(
        Todo(
          title: "Call mom; buy milk", note: "line one\nline two", tags: ["home"],
          due: day("2026-12-01"), important: true), at: now)
      _ = try journal.addTodo(Todo(title: "done one", doneAt: now), at: now - 60)
      let text = try journal.exportICalendar(now: now, days: 61)
      #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
      #expect(text.hasSuffix("END:VCALENDAR\r\n"))
      let lines = text.split(separator: "\r\n").map(String.init)
      #expect(lines.allSatisfy { $0.utf8.count <= 75 })
      #expect(lines.contains("SUMMARY:Call mom\\; buy milk"))
      #expect(lines.contains("DESCRIPTION:line one\\nline two"))
      #expect(lines.contains("DUE;VALUE=DATE:20261201"))
      #expect(lines.contains("PRIORITY:1"))
      #expect(lines.contains("STATUS:NEEDS-ACTION"))
      #expect(lines.contains("STATUS:COMPLETED"))
      #expect(lines.contains("COMPLETED:20261129T120000Z"))
      #expect(lines.contains("CATEGORIES:home"))
      expectEqual(lines.filter { $0 == "DTSTAMP:20261129T120000Z" }.count, 5)
      // Overdue by five days: planned today, then every 30 days inside the 61-day window.
      expectEqual(
        lines.filter { $0.hasPrefix("DTSTART;VALUE=DATE:") },
        [
          "DTSTART;VALUE=DATE:20261129", "DTSTART;VALUE=DATE:20261229",
          "DTSTART;VALUE=DATE:20270128",
        ])
      #expect(lines.contains("SUMMARY:Water Monstera\\, big"))
      let plantID = try #require(try journal.recordID(.plant, of: plant.id))
      #expect(lines.contains("UID:water-\(plantID)-20261229@daybook"))
      let later = try journal.exportICalendar(now: now + 3600, days: 61)
      let uids = { (text: String) in text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") } }
      expectEqual(uids(later), uids(text))
    }
  }

  @Test func plannedWateringsSkipArchivedPlantsAndEmptyWindows() {
    let plant = Plant(id: 1, name: "A", intervalDays: 3, archived: false)
    var archived = plant
    archived.archived = true
    let today = day("2026-11-29")
    let status = WateringStatus(plant: plant, lastWatered: nil, next: day("2026-11-30"), dDay: 1)
    let gone = WateringStatus(plant: archived, lastWatered: nil, next: today, dDay: 0)
    expectEqual(
      ICalendarExport.plannedWaterings([status, gone], today: today, days: 7).map(\.day.iso),
      ["2026-11-30", "2026-12-03"])
    #expect(ICalendarExport.plannedWaterings([status], today: today, days: 0).isEmpty)
  }

  private func withUTC(_ body: () throws -> Void) throws {
    var failure: (any Error)?
    withTimeZone("UTC") {
      do { try body() } catch { failure = error }
    }
    if let failure { throw failure }
  }
}
