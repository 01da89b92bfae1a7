import DaybookCore
import Expectations
import Testing

/// The calendar's month as one query: the grid's bounds, marks, planned waterings from the
/// caller's day, goals met and todos by day.
@Suite struct MonthOverviewTests {
  let goal = GoalSettings(
    mode: .caffeineLimit, caffeineLimitMg: 200, waterGoalMl: 2000, mgPerShot: 75)

  @Test func coversTheGridWithGoalsAndPlannedWaterings() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day("2026-10-27"), body: "비"), at: noon("2026-10-27"))
    _ = try journal.addIntake(
      Intake(kind: .caffeine, amount: 1, unit: .shot, at: noon("2026-11-03")))
    _ = try journal.addIntake(
      Intake(kind: .caffeine, amount: 4, unit: .shot, at: noon("2026-11-04")))
    _ = try journal.addTodo(Todo(title: "화분 흙", due: day("2026-11-05")), at: noon("2026-11-01"))
    _ = try journal.addPlant(Plant(name: "Pothos", intervalDays: 1), at: noon("2026-11-01"))

    let month = try journal.monthOverview(
      of: day("2026-11-18"), weekStart: .monday, goal: goal, today: day("2026-11-29"))
    expectEqual(month.month, day("2026-11-01"))
    expectEqual(month.first, day("2026-10-26"))
    expectEqual(month.last, day("2026-12-06"))
    expectEqual(month.marks[day("2026-10-27")]?.hasEntry, true)
    expectEqual(month.goalsMet, [day("2026-11-03"): true, day("2026-11-04"): false])
    expectEqual(month.todos[day("2026-11-05")]?.map(\.title), ["화분 흙"])
    // Planned from the given day on, never before it.
    let planned = month.marks.filter { $0.value.wateringsPlanned > 0 }.keys.sorted()
    expectEqual(planned.first, day("2026-11-29"))
    expectEqual(planned.last, day("2026-12-06"))
  }

  @Test func settingATodoImportantChangesThatFieldAlone() throws {
    let journal = try Journal.inMemory()
    let todo = try journal.addTodo(Todo(title: "report", note: "first"), at: noon("2026-11-29"))
    // Another writer changed the note since this todo was read.
    var other = todo
    other.note = "theirs"
    try journal.updateTodo(other)
    let changed = try journal.setTodoImportant(id: todo.id, true)
    expectEqual(changed?.important, true)
    expectEqual(changed?.note, "theirs")
    try expectEqual(journal.setTodoImportant(id: 99_999, true), nil)
  }

  @Test func streaksOfDayCountsSkipEmptyDays() {
    let counts = [day("2026-11-27"): 2, day("2026-11-28"): 0, day("2026-11-29"): 1]
    expectEqual(
      Streaks.compute(dayCounts: counts, today: day("2026-11-29")), Streaks(current: 1, longest: 1))
    expectEqual(
      Streaks.compute(dayCounts: counts, today: day("2026-11-27")), Streaks(current: 1, longest: 1))
  }
}
