import DaybookCore
import TerminalKit

@testable import DaybookTUI

/// States of the todo and statistics screens shared by their view tests.
enum ScreenFixtures {
  static func day(_ text: String) -> Day { Day(iso: text) ?? Fixture.today }

  static func todoScreen(width: Int, height: Int, language: String? = nil) -> AppState {
    var state = Fixture.state(width: width, height: height)
    state.settings.language = language
    var screen = TodosFeature.State(today: Fixture.today)
    screen.todos = [
      Todo(id: 1, title: "歯医者の予約", due: day("2026-11-20"), createdAt: 1),
      Todo(id: 2, title: "Buy milk", tags: ["shop"], due: day("2026-11-29"), createdAt: 2),
      Todo(
        id: 3, title: "우유 사기 및 장보기", tags: ["장보기"], due: day("2026-12-04"),
        important: true, createdAt: 3),
      Todo(id: 4, title: "Read a book", doneAt: 5, createdAt: 4),
    ]
    screen.total = 4
    screen.cursor = 2
    screen.isLoaded = true
    screen.query.status = .all
    state.destination = .todos(screen)
    return state
  }

  static func statistics(width: Int, height: Int, period: StatisticsPeriod) -> AppState {
    var state = Fixture.state(width: width, height: height)
    let noon: (String) -> Timestamp = { LocalTime.timestamp(of: day($0), hour: 12) }
    let intakes = [
      Intake(kind: .caffeine, amount: 2, unit: .shot, at: noon("2026-11-23")),
      Intake(kind: .caffeine, amount: 6, unit: .shot, at: noon("2026-11-24")),
      Intake(kind: .water, amount: 1500, unit: .ml, at: noon("2026-11-24")),
      Intake(kind: .caffeine, amount: 95, unit: .mg, at: noon("2026-11-27")),
      Intake(kind: .water, amount: 2500, unit: .ml, at: noon("2026-11-29")),
    ]
    var screen = StatisticsFeature.State(today: Fixture.today, period: period)
    screen.statistics = IntakeStatistics.compute(
      intakes, period: period, containing: Fixture.today, today: Fixture.today,
      weekStart: .monday, settings: state.settings.goal)
    state.destination = .statistics(screen)
    return state
  }
}
