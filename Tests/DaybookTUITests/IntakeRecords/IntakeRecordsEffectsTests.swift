import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// The journal work of the records screen and the day summary's todos, on a real journal.
@Suite struct IntakeRecordsEffectsTests {
  let journal: Journal
  let runner: EffectRunner
  let yesterday = Fixture.today.adding(days: -1)

  init() throws {
    journal = try Journal.inMemory()
    runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
  }

  @Test func aPastDaysRecordsLoadWithTheirWallClockAndNoonForANewOne() throws {
    let at = LocalTime.timestamp(of: yesterday, hour: 7, minute: 45)
    let coffee = try journal.addIntake(Intake(kind: .caffeine, amount: 75, unit: .mg, at: at))
    expectEqual(
      runner.perform(.loadIntakeRecords(yesterday)),
      [
        .intakeRecords(
          .loaded(
            day: yesterday, records: [.init(intake: coffee, hour: 7, minute: 45)],
            goal: GoalSettings(), newRecordTime: "12:00"))
      ])
    let today = runner.perform(.loadIntakeRecords(Fixture.today))
    expectEqual(
      today,
      [
        .intakeRecords(
          .loaded(
            day: Fixture.today, records: [], goal: GoalSettings(),
            newRecordTime: LocalTime.clockText(of: Fixture.now)))
      ])
  }

  @Test func saveAddsOrUpdatesAtTheWallClockTimeAndDeleteAndRestoreRoundTrip() throws {
    let draft = IntakeRecordDraft(
      kind: .water, amount: 500, unit: .ml, day: yesterday, hour: 21, minute: 5, note: "물 한 병")
    expectEqual(
      runner.perform(.changeIntakeRecord(.save(draft))), [.intakeRecords(.changed(.save(draft)))])
    let saved = try #require(try journal.intakes(on: yesterday).first)
    expectEqual(saved.at, LocalTime.timestamp(of: yesterday, hour: 21, minute: 5))
    expectEqual(saved.note, "물 한 병")

    var edit = draft
    edit.id = saved.id
    edit.amount = 750
    edit.day = Fixture.today
    edit.hour = 8
    _ = runner.perform(.changeIntakeRecord(.save(edit)))
    #expect(try journal.intakes(on: yesterday).isEmpty)
    let moved = try #require(try journal.intake(id: saved.id))
    expectEqual(moved.amount, 750)
    expectEqual(moved.day, Fixture.today)

    expectEqual(
      runner.perform(.changeIntakeRecord(.delete(moved))),
      [.intakeRecords(.changed(.delete(moved)))])
    #expect(try journal.intakes(on: Fixture.today).isEmpty)
    _ = runner.perform(.changeIntakeRecord(.restore(moved)))
    let restored = try journal.intakes(on: Fixture.today)
    expectEqual(restored.map(\.amount), [750])
    expectEqual(restored.map(\.at), [moved.at])
  }

  @Test func aFailedDeleteIsWordedInTheInterfaceLanguage() {
    runner.language = .ko
    let missing = Intake(id: 99, kind: .water, amount: 1, unit: .ml, at: Fixture.now)
    let result = runner.perform(.changeIntakeRecord(.delete(missing)))
    guard case .effectFailed(let message)? = result.first else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(message.contains("99"))
  }

  @Test func aMonthsLoadBringsTheTodosOfEachDay() throws {
    let todo = try journal.addTodo(Todo(title: "치과 예약", due: Fixture.today), at: Fixture.now)
    let result = runner.perform(.loadMonth(Fixture.today))
    let grid = Fixture.today.monthGrid(weekStart: .monday)
    let first = try #require(grid.first?.first)
    let last = try #require(grid.last?.last)
    #expect(result.contains(.dayTodosLoaded(from: first, to: last, [Fixture.today: [todo]])))
  }

  @Test func loadedTodosReplaceOnlyTheirRange() {
    var state = Fixture.state()
    let old = Todo(id: 1, title: "old")
    let kept = Todo(id: 2, title: "kept")
    state.dayTodos = [Fixture.today: [old], Fixture.today.adding(days: 60): [kept]]
    _ = AppReducer.reduce(
      &state,
      .dayTodosLoaded(from: Fixture.today.adding(days: -3), to: Fixture.today.adding(days: 3), [:]))
    expectEqual(state.dayTodos, [Fixture.today.adding(days: 60): [kept]])
  }
}
