import DaybookCore
import Expectations
import Foundation
import Testing

// The todo screen, the Today pane and the statistics screen driven like a user would, on the
// real binary in tmux (helpers in TUITests.swift), then checked in the database.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct TodoIntakeTests {
  @Test func aTodoDueTomorrowIsFinishedAndTwoCoffeesMoveTheGoalAndTheChart() throws {
    let sandbox = try TUISandbox()
    let today = LocalTime.day(of: LocalTime.now())
    let tomorrow = today.adding(days: 1)
    let weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][tomorrow.weekday.rawValue - 1]
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      tui.keys("o")
      try tui.waitFor("╭─ Todos")
      tui.keys("a")
      try tui.waitFor("New todo")
      tui.type("치과 예약")
      tui.keys("Tab", "Tab", "Tab")
      tui.type("tomorrow")
      try tui.waitFor("→ \(weekday) \(tomorrow.iso)")
      tui.keys("C-s")
      try tui.waitFor("Saved “치과 예약”")
      try tui.waitFor("[ ]   치과 예약")
      tui.keys("Escape")
      try tui.waitFor("Next 7 days (1)")
      #expect(tui.screen().contains("치과 예약"))

      tui.keys("o")
      try tui.waitFor("[ ]   치과 예약")
      tui.keys("x")
      try tui.waitFor("No todos match")
      tui.keys("Escape")
      try tui.waitFor("✓ 치과 예약")

      tui.keys("s")
      try tui.waitFor("goal met on 0 of 0 logged days")
      #expect(!tui.screen().contains("█"))
      tui.keys("Escape")
      // Wait for the panes, or the next key would arrive with Esc as one Alt key.
      try tui.waitFor("╭─ Calendar")
      tui.keys("2")
      tui.keys("+")
      try tui.waitFor("75/400 mg")
      tui.keys("+")
      try tui.waitFor("150/400 mg")
      tui.keys("s")
      try tui.waitFor("goal met on 1 of 1 logged days")
      #expect(tui.screen().contains("█"))
      tui.keys("Escape")
      try tui.waitFor("╭─ Calendar")
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let todos = try journal.todos(matching: TodoQuery(status: .all))
    expectEqual(todos.count, 1)
    expectEqual(todos.first?.title, "치과 예약")
    expectEqual(todos.first?.due, tomorrow)
    expectEqual(todos.first?.isDone, true)
    let intakes = try journal.intakes(from: today, to: today)
    expectEqual(intakes.map(\.kind), [.caffeine, .caffeine])
    expectEqual(intakes.map(\.unit), [.shot, .shot])
  }
}
