import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct StatisticsFeatureTests {
  @Test func sOpensTheWeekAndKeysSwitchAndMoveThePeriod() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("s")), effects: [.loadStatistics(.week, Fixture.today)]) {
      $0.destination = .statistics(StatisticsFeature.State(today: Fixture.today))
    }
    store.send(.keyPressed(.character("m")), effects: [.loadStatistics(.month, Fixture.today)]) {
      $0.destination = .statistics(StatisticsFeature.State(today: Fixture.today, period: .month))
    }
    // Already the month: nothing to load.
    store.send(.keyPressed(.character("m")))
    let december = Day(year: 2026, month: 12, day: 1) ?? Fixture.today
    store.send(.keyPressed(.character("]")), effects: [.loadStatistics(.month, december)]) {
      var screen = StatisticsFeature.State(today: Fixture.today, period: .month)
      screen.anchor = december
      $0.destination = .statistics(screen)
    }
    // Figures for a period no longer shown are dropped; the shown one is kept.
    let november = IntakeStatistics.compute(
      [], period: .month, containing: Fixture.today, today: Fixture.today, weekStart: .monday,
      settings: GoalSettings())
    store.send(.statistics(.loaded(november, anchor: Fixture.today)))
    let figures = IntakeStatistics.compute(
      [], period: .month, containing: december, today: Fixture.today, weekStart: .monday,
      settings: GoalSettings())
    store.send(.statistics(.loaded(figures, anchor: december))) {
      var screen = StatisticsFeature.State(today: Fixture.today, period: .month)
      screen.anchor = december
      screen.statistics = figures
      $0.destination = .statistics(screen)
    }
    store.send(.keyPressed(.tab), effects: [.loadStatistics(.week, december)]) {
      var screen = StatisticsFeature.State(today: Fixture.today, period: .week)
      screen.anchor = december
      screen.statistics = figures
      $0.destination = .statistics(screen)
    }
    store.send(.keyPressed(.character("t")), effects: [.loadStatistics(.week, Fixture.today)]) {
      var screen = StatisticsFeature.State(today: Fixture.today, period: .week)
      screen.statistics = figures
      $0.destination = .statistics(screen)
    }
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }

  @Test func theRunnerComputesTheFiguresFromTheJournal() throws {
    let journal = try Journal.inMemory()
    let noon = LocalTime.timestamp(of: Fixture.today, hour: 12)
    try journal.addIntake(Intake(kind: .caffeine, amount: 2, unit: .shot, at: noon))
    let runner = EffectRunner(
      journal: journal, clock: .fixed(noon), environment: [:], executablePath: "/nowhere")
    let actions = runner.perform(.loadStatistics(.week, Fixture.today))
    guard case .statistics(.loaded(let stats, let anchor))? = actions.first else {
      Issue.record("unexpected \(actions)")
      return
    }
    expectEqual(anchor, Fixture.today)
    expectEqual(stats.days.last?.caffeineMg, 150)
    expectEqual(stats.daysMet, 1)
  }

  @Test func theRunnerPagesAndChangesTodos() throws {
    let journal = try Journal.inMemory()
    let runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: [:], executablePath: "/x")
    let added = runner.perform(.changeTodo(.save(Todo(title: "우유"))))
    guard case .todoScreen(.changed(.save(let saved, _)))? = added.first else {
      Issue.record("unexpected \(added)")
      return
    }
    #expect(saved.id > 0)
    expectEqual(saved.createdAt, Fixture.now)
    _ = runner.perform(.changeTodo(.delete(saved)))
    try expectEqual(journal.todoCount(matching: TodoQuery(status: .all)), 0)
    let restored = runner.perform(.changeTodo(.restore(saved)))
    guard case .todoScreen(.changed(.restore(let back)))? = restored.first else {
      Issue.record("unexpected \(restored)")
      return
    }
    expectEqual(back.title, "우유")
    expectEqual(back.createdAt, saved.createdAt)
    let page = runner.perform(.loadTodoPage(TodoQuery(limit: 10)))
    expectEqual(
      page, [.todoScreen(.pageLoaded(query: TodoQuery(limit: 10), todos: [back], total: 1))])
  }
}
