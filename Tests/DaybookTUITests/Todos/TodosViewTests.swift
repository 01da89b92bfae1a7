import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Whole frames of the todo and statistics screens, with Korean and Japanese titles.
@Suite struct TodosViewTests {
  @Test func todoScreenInKoreanAt80x24() {
    let state = ScreenFixtures.todoScreen(width: 80, height: 24, language: "ko")
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "todoScreenInKoreanAt80x24")
    let theme = state.theme
    // The selected row is reversed; an overdue day is in danger, today's in warning.
    expectEqual(canvas.style(x: 10, y: 6), theme.style(.selection))
    expectEqual(canvas.style(x: 70, y: 4), theme.style(.danger))
    expectEqual(canvas.style(x: 70, y: 5), theme.style(.warning))
  }

  @Test func todoScreenAt120x40() {
    let canvas = AppView.render(ScreenFixtures.todoScreen(width: 120, height: 40)).canvas
    expectFrame(canvas.lines, "todoScreenAt120x40")
  }

  @Test func theFormShowsTheParsedDueDayOrWhatIsWrong() {
    var state = ScreenFixtures.todoScreen(width: 80, height: 24, language: "ja")
    guard case .todos(var screen) = state.destination else { return }
    var form = TodoForm(Todo(title: "牛乳を買う"))
    form.field = .due
    form.due = "fri"
    screen.form = form
    state.destination = .todos(screen)
    var rendered = AppView.render(state)
    let dueRow = rendered.canvas.lines.firstIndex { $0.contains("→ 金") } ?? 0
    #expect(rendered.canvas.lines[dueRow].contains("│ 期限"))
    #expect(rendered.canvas.lines[dueRow].contains("fri                      → 金 2026-12-04"))
    expectEqual(rendered.cursor?.y, dueRow)
    form.due = "someday"
    screen.form = form
    state.destination = .todos(screen)
    rendered = AppView.render(state)
    #expect(rendered.canvas.lines[dueRow].contains("someday                  日付ではありません"))
    let line = rendered.canvas.lines[dueRow]
    let column = line.firstRange(of: "日付").map { TextWidth.width(of: line[..<$0.lowerBound]) }
    #expect(column != nil)
    expectEqual(rendered.canvas.style(x: column ?? 0, y: dueRow), state.theme.style(.danger))
  }

  @Test func statisticsWeekAt80x24() {
    let state = ScreenFixtures.statistics(width: 80, height: 24, period: .week)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "statisticsWeekAt80x24")
    // Monday met the limit, Tuesday (450 mg) missed it.
    expectEqual(canvas.style(x: 8, y: 7), state.theme.style(.goalMet))
    expectEqual(canvas.style(x: 18, y: 7), state.theme.style(.goalMissed))
  }

  @Test func statisticsMonthAt120x40() {
    let canvas = AppView.render(
      ScreenFixtures.statistics(width: 120, height: 40, period: .month)
    ).canvas
    expectFrame(canvas.lines, "statisticsMonthAt120x40")
  }
}
