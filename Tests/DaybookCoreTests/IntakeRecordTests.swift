import DaybookCore
import Expectations
import Testing

/// Editing and deleting intake records of any day, and a day's todos for the day view.
@Suite struct IntakeRecordTests {
  @Test func updateMovesARecordToAnotherDayAndKeepsTheOthers() throws {
    let journal = try Journal.inMemory()
    let coffee = try journal.addIntake(
      Intake(kind: .caffeine, amount: 1, unit: .shot, at: noon("2026-11-28")))
    let water = try journal.addIntake(
      Intake(kind: .water, amount: 250, unit: .ml, at: noon("2026-11-28"), note: "물"))
    var edited = water
    edited.amount = 500
    edited.note = "물 한 병"
    edited.at = noon("2026-11-29")
    try journal.updateIntake(edited)
    try expectEqual(journal.intake(id: water.id), edited)
    try expectEqual(journal.intakes(on: day("2026-11-28")), [coffee])
    try expectEqual(journal.intakes(on: day("2026-11-29")), [edited])
  }

  @Test func updateRefusesAMissingRecordAndABadAmountWithoutChangingAnything() throws {
    let journal = try Journal.inMemory()
    let water = try journal.addIntake(
      Intake(kind: .water, amount: 250, unit: .ml, at: noon("2026-11-28")))
    var missing = water
    missing.id = water.id + 1
    #expect(throws: JournalError.self) { try journal.updateIntake(missing) }
    var zero = water
    zero.amount = 0
    #expect(throws: JournalError.self) { try journal.updateIntake(zero) }
    try expectEqual(journal.intakes(on: day("2026-11-28")), [water])
    try expectEqual(journal.intake(id: water.id + 1), nil)
  }

  @Test func intakeCountsAreTheRecordsOfEachDay() throws {
    let journal = try Journal.inMemory()
    for at in [noon("2026-11-27"), noon("2026-11-28"), noon("2026-11-28") + 60, noon("2026-11-30")]
    {
      try journal.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: at))
    }
    try expectEqual(
      journal.intakeCounts(from: day("2026-11-28"), to: day("2026-11-30")),
      [day("2026-11-28"): 2, day("2026-11-30"): 1])
    try expectEqual(journal.intakeCounts(from: day("2026-12-01"), to: day("2026-12-31")), [:])
  }

  @Test func aJournalHasNoEntriesUntilOneIsWritten() throws {
    let journal = try Journal.inMemory()
    #expect(try journal.hasNoEntries())
    try journal.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: noon("2026-11-28")))
    #expect(try journal.hasNoEntries())
    try journal.saveEntry(Entry(day: day("2026-11-28"), body: "첫 일기"), at: noon("2026-11-28"))
    try expectEqual(journal.hasNoEntries(), false)
  }

  @Test func deleteRemovesOnlyThatRecord() throws {
    let journal = try Journal.inMemory()
    let first = try journal.addIntake(
      Intake(kind: .water, amount: 250, unit: .ml, at: noon("2026-11-28")))
    let second = try journal.addIntake(
      Intake(kind: .caffeine, amount: 75, unit: .mg, at: noon("2026-11-28") + 60))
    try journal.deleteIntake(id: first.id)
    try expectEqual(journal.intakes(on: day("2026-11-28")), [second])
    #expect(throws: JournalError.self) { try journal.deleteIntake(id: first.id) }
  }

  @Test func todosByDayHaveDueAndFinishedTodosOpenAndImportantFirst() throws {
    let journal = try Journal.inMemory()
    let now = noon("2026-11-20")
    let report = try journal.addTodo(Todo(title: "보고서", due: day("2026-11-29")), at: now)
    let milk = try journal.addTodo(
      Todo(title: "牛乳を買う", due: day("2026-11-29"), important: true), at: now)
    let dentist = try journal.addTodo(Todo(title: "치과 예약", due: day("2026-11-29")), at: now)
    let undated = try journal.addTodo(Todo(title: "undated"), at: now)
    _ = try journal.addTodo(Todo(title: "far away", due: day("2026-12-20")), at: now)
    try journal.setTodoDone(id: dentist.id, at: noon("2026-11-28"))
    try journal.setTodoDone(id: undated.id, at: noon("2026-11-29"))

    let byDay = try journal.todosByDay(from: day("2026-11-23"), to: day("2026-12-06"))
    expectEqual(byDay.keys.sorted(), [day("2026-11-28"), day("2026-11-29")])
    expectEqual(byDay[day("2026-11-29")]?.map(\.title), ["牛乳を買う", "보고서", "치과 예약", "undated"])
    expectEqual(byDay[day("2026-11-29")]?.first?.id, milk.id)
    expectEqual(byDay[day("2026-11-29")]?[1].id, report.id)
    expectEqual(byDay[day("2026-11-28")]?.map(\.title), ["치과 예약"])
    expectEqual(byDay[day("2026-11-28")]?.first?.isDone, true)
  }
}
