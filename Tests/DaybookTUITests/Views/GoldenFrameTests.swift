import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Whole frames as text, with a Korean entry, a plant and a Japanese todo in the panes.
@Suite struct GoldenFrameTests {
  static func populated(width: Int, height: Int, focus: Pane) -> AppState {
    var state = Fixture.state(width: width, height: height)
    state.focus = focus
    let today = Fixture.today
    let entry = Entry(
      id: 1, day: today, title: "오늘은 몬스테라에 물을 줬다 🌿",
      body: "잎이 하나 더 나왔다. 日本語のメモも少し 🌱")
    _ = AppReducer.reduce(&state, .entryLoaded(day: today, entry: entry, draft: nil))
    let plant = Plant(id: 1, name: "몬스테라", intervalDays: 7)
    let snapshot = TodaySnapshot(
      today: today, plants: [.init(plant: plant, lastWatered: today.adding(days: -2))],
      todos: [Todo(id: 1, title: "植え替えの土を買う", due: today)], intakes: [],
      goal: GoalSettings())
    _ = AppReducer.reduce(&state, .today(.loaded(snapshot)))
    var marks: [Day: DayMarks] = [:]
    marks[today] = DayMarks(hasEntry: true, careKinds: [.water])
    _ = AppReducer.reduce(
      &state, .calendar(.monthLoaded(month: today.firstOfMonth, marks: marks, goals: [:])))
    state.heatmap.history = Streaks(current: 0, longest: 0)
    return state
  }

  @Test func wideFrameWithTheEditorFocused() {
    let state = Self.populated(width: 120, height: 40, focus: .editor)
    let frame = AppView.render(state)
    expectFrame(frame.canvas.lines, "wideFrameWithTheEditorFocused")
    // The focused editor's frame (below the heatmap, right of today) is styled.
    expectEqual(frame.canvas.style(x: 72, y: 12), state.theme.style(.borderFocused))
    expectEqual(frame.canvas.style(x: 0, y: 0), state.theme.style(.border))
  }

  @Test func tabbedFrameWithTheEditorFocused() {
    let frame = AppView.render(Self.populated(width: 80, height: 24, focus: .editor))
    expectFrame(frame.canvas.lines, "tabbedFrameWithTheEditorFocused")
  }

  @Test func tabbedFrameWithTodayFocused() {
    let frame = AppView.render(Self.populated(width: 80, height: 24, focus: .today))
    expectFrame(frame.canvas.lines, "tabbedFrameWithTodayFocused")
  }

  @Test func tinyFrameRecoversWhenEnlarged() {
    var state = Self.populated(width: 30, height: 10, focus: .editor)
    #expect(AppView.render(state).canvas.lines.joined().contains("Terminal too small"))
    _ = AppReducer.reduce(&state, .terminalResized(Size(width: 80, height: 24)))
    expectEqual(
      AppView.render(state).canvas.lines,
      AppView.render(Self.populated(width: 80, height: 24, focus: .editor)).canvas.lines)
  }
}
