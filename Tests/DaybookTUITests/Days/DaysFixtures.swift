import DaybookCore
import TerminalKit

@testable import DaybookTUI

/// States of the intake records screen and the day summary shared by their view tests.
enum DaysFixtures {
  static let day = Day(year: 2026, month: 11, day: 27)!

  static func records(width: Int, height: Int, language: String?, cursor: Int = 1)
    -> AppState
  {
    var state = Fixture.state(width: width, height: height)
    state.heatmap.history = Streaks(current: 0, longest: 0)
    state.settings.language = language
    var screen = IntakeRecordsFeature.State(day: day)
    screen.records = [
      .init(
        intake: Intake(id: 4, kind: .caffeine, amount: 1, unit: .shot, at: 1), hour: 9, minute: 5),
      .init(
        intake: Intake(id: 7, kind: .water, amount: 500, unit: .ml, at: 2, note: "물 한 병"),
        hour: 14, minute: 30),
      .init(
        intake: Intake(
          id: 9, kind: .caffeine, amount: 95, unit: .mg, at: 3,
          note: "駅前のカフェでアイスコーヒーを一杯、とても長いメモがここに続きます"),
        hour: 16, minute: 0),
    ]
    screen.isLoaded = true
    screen.cursor = cursor
    state.destination = .intakeRecords(screen)
    return state
  }

  static func todos(count: Int) -> [Todo] {
    let titles = ["牛乳を買う", "치과 예약 — 오후 3시", "Write the quarterly report", "本を返す", "우유"]
    return (0..<count).map { index in
      Todo(
        id: RowID(index + 1), title: titles[index % titles.count], due: Fixture.today,
        important: index == 0, doneAt: index == 2 ? 5 : nil, createdAt: 1)
    }
  }

  static func summary(width: Int, height: Int, language: String?, todos: Int) -> AppState {
    var state = Fixture.state(width: width, height: height)
    state.heatmap.history = Streaks(current: 0, longest: 0)
    state.settings.language = language
    state.dayTodos[Fixture.today] = self.todos(count: todos)
    return state
  }
}
