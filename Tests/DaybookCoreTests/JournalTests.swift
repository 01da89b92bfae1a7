import Expectations
import Testing

@testable import DaybookCore

@Suite struct JournalTests {
  let now: Timestamp = 1_795_000_000  // 2026-11-18
  let day = Day(year: 2026, month: 11, day: 18)!

  @Test func savesAndReadsAnEntryWithTagsAndRevision() throws {
    let journal = try Journal.inMemory()
    let saved = try #require(
      try journal.saveEntry(
        Entry(day: day, title: "첫날", body: "몬스테라에 물을 줬다 #plants #일기", mood: .good), at: now))
    #expect(saved.id > 0)
    try expectEqual(journal.entry(on: day), saved)
    try expectEqual(journal.entries(tag: "일기").map(\.day), [day])
    try expectEqual(journal.entries(tag: "#plants").count, 1)
    try expectEqual(journal.revisions(of: saved.id).map(\.body), ["몬스테라에 물을 줬다 #plants #일기"])
  }

  @Test func searchFindsKoreanSubstringInsideAWord() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, body: "오늘은 몬스테라에 물을 줬다"), at: now)
    try journal.saveEntry(Entry(day: day.adding(days: 1), body: "nothing here"), at: now)
    let hits = try journal.search("스테라")
    expectEqual(hits.map(\.day), [day])
    expectEqual(hits.first?.snippet.contains("\u{1}스테라\u{2}"), true)
    try expectEqual(journal.search("물을").map(\.day), [day])
    try expectEqual(journal.search("물").map(\.day), [day])
    #expect(try journal.search("xyzzy").isEmpty)
  }

  @Test func emptyEntryIsDeleted() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    try expectEqual(journal.saveEntry(Entry(day: day, body: "  "), at: now), nil)
    try expectEqual(journal.entry(on: day), nil)
  }

  @Test func jsonRoundTripIsExact() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, title: "T", body: "본문 #tag", weather: .rain), at: now)
    let plant = try journal.addPlant(Plant(name: "Monstera", intervalDays: 7), at: now)
    try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: now))
    try journal.addTodo(Todo(title: "repot", due: day.adding(days: 2)), at: now)
    try journal.addIntake(Intake(kind: .caffeine, amount: 1, unit: .shot, at: now))
    try journal.setSetting("language", "ko")
    let first = try journal.exportJSON()
    let copy = try Journal.inMemory()
    let report = try copy.importJSON(first)
    expectEqual(report.added, 5)
    try expectEqual(copy.exportJSON(), first)
  }

  @Test func importIsAllOrNothing() throws {
    let journal = try Journal.inMemory()
    let bad = """
      {"format":1,"entries":[{"day":"2026-01-01","title":"","body":"ok","createdAt":1,
      "updatedAt":1,"revisions":[],"attachments":[]}],
      "plants":[{"name":"","species":"","location":"","intervalDays":0,"notes":"",
      "archived":false,"createdAt":1,"care":[]}],"todos":[],"intakes":[],"settings":{}}
      """
    #expect(throws: JournalError.self) { try journal.importJSON(bad) }
    try expectEqual(journal.entryCount(), 0)
  }

  @Test func jrnlImportKeepsSameDayEntriesAsSectionsAndConvertsTags() throws {
    let journal = try Journal.inMemory()
    let text = """
      [2026-01-05 09:30] Morning pages. Wrote about @work today.
      Second line.

      [2026-01-05 21:00] Evening. Tired.
      [2026-01-06 08:00] 새해 다짐
      """
    let report = try journal.importJrnl(text, at: now)
    expectEqual(report, ImportReport(added: 3, skipped: 0, merged: 0))
    let entry = try #require(try journal.entry(on: Day(iso: "2026-01-05")!))
    expectEqual(entry.title, "Morning pages. Wrote about #work today.")
    // As jrnl reads it: an entry on one line is split after its first sentence.
    expectEqual(entry.body, "Second line.\n\n§ 21:00 Evening.\nTired.")
    expectEqual(entry.tags, ["work"])
  }

  @Test func jrnlImportNamesTheBadLine() throws {
    let journal = try Journal.inMemory()
    #expect(throws: JournalError(.invalid, .notJrnlInvalidDate, "3", "2026-02-30 10:00")) {
      try journal.importJrnl("[2026-01-01 10:00] ok\nbody\n[2026-02-30 10:00] bad", at: now)
    }
    try expectEqual(journal.entryCount(), 0)
  }
}

@Suite struct JournalActivityTests {
  let now: Timestamp = 1_795_000_000

  @Test func streaksMatchThePureComputation() throws {
    let journal = try Journal.inMemory()
    let today = Day(iso: "2026-11-29")!
    let offsets = [0, 1, 2, 5, 6, 7, 8, 9, 30, 700, 701]
    for offset in offsets {
      try journal.saveEntry(Entry(day: today.adding(days: -offset), body: "x"), at: now)
    }
    try journal.saveEntry(Entry(day: today.adding(days: 3), body: "future"), at: now)
    let days = offsets.map { today.adding(days: -$0) }
    try expectEqual(journal.streaks(today: today), Streaks.compute(writtenDays: days, today: today))
    try expectEqual(journal.streaks(today: today), Streaks(current: 3, longest: 5))
    try expectEqual(journal.streaks(today: today.adding(days: 1)), Streaks(current: 3, longest: 5))
    try expectEqual(journal.streaks(today: today.adding(days: 2)), Streaks(current: 0, longest: 5))
  }

  @Test func marksAndActivityCountEachKind() throws {
    let journal = try Journal.inMemory()
    let day = LocalTime.day(of: now)
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    let plant = try journal.addPlant(Plant(name: "Fern", intervalDays: 3), at: now)
    try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: now))
    try journal.addCare(CareEvent(plantID: plant.id, kind: .fertilize, at: now))
    let todo = try journal.addTodo(Todo(title: "t", due: day.adding(days: 1)), at: now)
    try journal.setTodoDone(id: todo.id, at: now)
    try journal.addTodo(Todo(title: "open", due: day.adding(days: 1)), at: now)
    let marks = try journal.dayMarks(from: day.adding(days: -3), to: day.adding(days: 3))
    expectEqual(
      marks[day], DayMarks(hasEntry: true, careKinds: [.water, .fertilize], todosDone: 1))
    expectEqual(marks[day.adding(days: 1)], DayMarks(todosDue: 1))
    expectEqual(marks.count, 2)
    try expectEqual(journal.activityCounts(from: day, to: day), [day: 4])
  }

  @Test func plantValidationAndUniqueNames() throws {
    let journal = try Journal.inMemory()
    try journal.addPlant(Plant(name: "Monstera"), at: now)
    #expect(throws: JournalError(.invalid, "a plant named monstera already exists")) {
      try journal.addPlant(Plant(name: "monstera"), at: now)
    }
    #expect(throws: JournalError(.invalid, "watering interval must be 1–365 days (got 0)")) {
      try journal.addPlant(Plant(name: "Fern", intervalDays: 0), at: now)
    }
    #expect(throws: JournalError.self) {
      try journal.addPlant(
        Plant(name: "Fern", acquired: LocalTime.day(of: now).adding(days: 1)), at: now)
    }
    try expectEqual(journal.plants().map(\.name), ["Monstera"])
  }

  @Test func removingAPlantSaysHowManyCareRecordsWent() throws {
    let journal = try Journal.inMemory()
    let plant = try journal.addPlant(Plant(name: "Pothos"), at: now)
    for hour in 0..<3 {
      try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: now + Int64(hour * 3600)))
    }
    try expectEqual(journal.removePlant(id: plant.id), 3)
    #expect(try journal.careEvents(from: Day(ordinal: 0), to: Day(iso: "9999-12-31")!).isEmpty)
  }

  @Test func revisionsFoldWithinFiveMinutes() throws {
    let journal = try Journal.inMemory()
    let day = Day(iso: "2026-11-29")!
    let first = try #require(try journal.saveEntry(Entry(day: day, body: "a"), at: now))
    try journal.saveEntry(Entry(day: day, body: "ab"), at: now + 10)
    try journal.saveEntry(Entry(day: day, body: "abc"), at: now + 20)
    try journal.saveEntry(Entry(day: day, body: "abcd"), at: now + 1000)
    try expectEqual(journal.revisions(of: first.id).map(\.body), ["a", "abc", "abcd"])
  }

  @Test func draftsSurviveUntilTheEntryIsSaved() throws {
    let journal = try Journal.inMemory()
    let day = Day(iso: "2026-11-29")!
    try journal.saveDraft(Entry(day: day, body: "반쯤 쓴 글"), at: now)
    try expectEqual(journal.drafts().map(\.body), ["반쯤 쓴 글"])
    try journal.saveEntry(Entry(day: day, body: "반쯤 쓴 글, 끝"), at: now + 5)
    #expect(try journal.drafts().isEmpty)
  }
}

@Suite struct JournalShortSearchTests {
  @Test func shortTermsMatchLiterallyAndIgnoreAsciiCase() throws {
    let journal = try Journal.inMemory()
    let day = Day(iso: "2026-11-29")!
    try journal.saveEntry(Entry(day: day, body: "Ate 5% less; OK"), at: 1)
    try journal.saveEntry(Entry(day: day.adding(days: 1), body: "a_b and 산책"), at: 1)
    try expectEqual(journal.search("5%").map(\.day), [day])
    try expectEqual(journal.search("%").map(\.day), [day])
    try expectEqual(journal.search("_").map(\.day), [day.adding(days: 1)])
    try expectEqual(journal.search("ok").map(\.day), [day])
    try expectEqual(journal.search("산책").map(\.day), [day.adding(days: 1)])
    try expectEqual(journal.search("산책 a_b").map(\.day), [day.adding(days: 1)])
  }

  @Test func todayListHasOpenTodosAndThoseDoneSinceTheDay() throws {
    let journal = try Journal.inMemory()
    let now: Timestamp = 1_795_000_000
    let today = LocalTime.day(of: now)
    let open = try journal.addTodo(Todo(title: "open", due: today), at: now)
    let doneToday = try journal.addTodo(Todo(title: "done today", due: today), at: now)
    try journal.setTodoDone(id: doneToday.id, at: now)
    let doneLongAgo = try journal.addTodo(Todo(title: "old"), at: now - 86_400 * 30)
    try journal.setTodoDone(id: doneLongAgo.id, at: now - 86_400 * 30)
    let undated = try journal.addTodo(Todo(title: "someday"), at: now)
    try expectEqual(
      journal.todosForToday(doneSince: today).map(\.id), [open.id, doneToday.id, undated.id])
  }
}

@Suite struct TodayTodosPlanTests {
  @Test func openTodosComeFromTheCoveringIndexAlone() throws {
    let journal = try Journal.inMemory()
    for index in 0..<20 {
      try journal.addTodo(
        Todo(title: "할 일 \(index)", due: Day(year: 2026, month: 11, day: 1 + index)),
        at: 1_795_000_000)
    }
    let plan = try journal.db.query(
      "EXPLAIN QUERY PLAN " + Journal.todayTodosSQL, [Day(year: 2026, month: 11, day: 29)!]
    ) { $0.text(3) }
    #expect(plan.contains("SCAN todos USING COVERING INDEX todos_open_today"), "\(plan)")
    // Merged in order: the open todos are not copied into a sort, only the finished ones.
    #expect(plan.contains("MERGE (UNION ALL)"), "\(plan)")
    #expect(plan.contains("SEARCH todos USING INDEX todos_by_done_day (done_day>?)"), "\(plan)")
    expectEqual(plan.count { $0.contains("TEMP B-TREE") }, 1, "\(plan)")
  }
}

@Suite struct FirstReminderRunTests {
  @Test func aNewJournalIsNotRemindedOfYesterday() throws {
    let journal = try Journal.inMemory()
    // 2026-11-29 21:30 local: yesterday's 23:00 diary reminder is before the first run's
    // window, which begins at today's midnight; today's own is not due until 23:00.
    let now = LocalTime.timestamp(of: Day(year: 2026, month: 11, day: 29)!, hour: 21, minute: 30)
    #expect(try journal.deliverDueReminders(now: now).isEmpty)
    try expectEqual(journal.remindersLastRun(), now)
    // After a run, the next one reaches back to it: tonight's reminder comes at 23:00.
    let later = LocalTime.timestamp(of: Day(year: 2026, month: 11, day: 29)!, hour: 23, minute: 5)
    try expectEqual(journal.deliverDueReminders(now: later).map(\.key), ["diary:2026-11-29"])
  }
}
