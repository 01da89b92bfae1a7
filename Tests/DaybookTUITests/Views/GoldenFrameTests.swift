@testable import DaybookCore
import TerminalKit
import Testing
import Expectations

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
    expectEqual(
      frame.canvas.lines, [
        "╭─ Calendar ───────────╮╭─ Heatmap ────────────────────────────────────────────────────────────────────────────────────╮",
        "│    November 2026     ││     Dec Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov    less ·░▒▓█ more                    │",
        "│Mo Tu We Th Fr Sa Su  ││Mon ·····················································  ░1 ▒2–3 ▓4–6 █7+                   │",
        "│26 27 28 29 30 31  1  ││    ·····················································                                     │",
        "│                      ││Wed ·····················································  Last 53 weeks · all                │",
        "│ 2  3  4  5  6  7  8  ││    ·····················································  Active days 0 of 371               │",
        "│                      ││Fri ·····················································  Total       0 activities           │",
        "│ 9 10 11 12 13 14 15  ││    ·····················································                                     │",
        "│                      ││    ·····················································                                     │",
        "│16 17 18 19 20 21 22  ││Current streak 0 days · Longest 0                                                             │",
        "│                      ││Sun Nov 29 · 0 activities                                                                     │",
        "│23 24 25 26 27 28 29  │╰──────────────────────────────────────────────────────────────────────────────────────────────╯",
        "│                  •~  │╭─ Today ──────────────────────────────────────╮╭─ Entry ──────────────────────────────────────╮",
        "│30  1  2  3  4  5  6  ││Plants                                        ││Sun 29 Nov 2026 · no mood · no weather        │",
        "│                      ││ 몬스테라                                  D-5││오늘은 몬스테라에 물을 줬다 🌿                │",
        "│• entry  ~ care  ○ due││Todos  0/1 done                               ││잎이 하나 더 나왔다. 日本語のメモも少し 🌱    │",
        "│≈ water  ✓ done       ││ Today (1)                                    ││                                              │",
        "│+/- goal              ││    植え替えの土を買う                        ││                                              │",
        "│                      ││Intake                                        ││                                              │",
        "│Sun 29 Nov 2026       ││ ☕ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0/400 mg││                                              │",
        "│오늘은 몬스테라에 물을││                                              ││                                              │",
        "│줬다 🌿               ││                                              ││                                              │",
        "│~ watered             ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "│                      ││                                              ││                                              │",
        "╰──────────────────────╯╰──────────────────────────────────────────────╯╰──────────────────────────────────────────────╯",
        "                                                                                                  0 unread · 2026-11-29 ",
        " i/Enter write (edit the entry)  m choose mood  w choose weather                  ? help  / search  n new entry  q quit ",
      ])
    // The focused editor's frame (below the heatmap, right of today) is styled.
    expectEqual(frame.canvas.style(x: 72, y: 12), state.theme.style(.borderFocused))
    expectEqual(frame.canvas.style(x: 0, y: 0), state.theme.style(.border))
  }

  @Test func tabbedFrameWithTheEditorFocused() {
    let frame = AppView.render(Self.populated(width: 80, height: 24, focus: .editor))
    expectEqual(
      frame.canvas.lines, [
        " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
        "╭──────────────────────────────────────────────────────────────────────────────╮",
        "│Sun 29 Nov 2026 · no mood · no weather                                        │",
        "│오늘은 몬스테라에 물을 줬다 🌿                                                │",
        "│잎이 하나 더 나왔다. 日本語のメモも少し 🌱                                    │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                          0 unread · 2026-11-29 ",
        " i/Enter write (edit the entry)           ? help  / search  n new entry  q quit ",
      ])
  }

  @Test func tabbedFrameWithTodayFocused() {
    let frame = AppView.render(Self.populated(width: 80, height: 24, focus: .today))
    expectEqual(
      frame.canvas.lines, [
        " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
        "╭──────────────────────────────────────────────────────────────────────────────╮",
        "│Plants                                                                        │",
        "│ 몬스테라                                                                  D-5│",
        "│Todos  0/1 done                                                               │",
        "│ Today (1)                                                                    │",
        "│    植え替えの土を買う                                                        │",
        "│Intake                                                                        │",
        "│ ☕ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0/400 mg│",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                          0 unread · 2026-11-29 ",
        " Up/k previous row  Down/j next row       ? help  / search  n new entry  q quit ",
      ])
  }

  @Test func tinyFrameRecoversWhenEnlarged() {
    var state = Self.populated(width: 30, height: 10, focus: .editor)
    #expect(AppView.render(state).canvas.lines.joined().contains("Terminal too small"))
    _ = AppReducer.reduce(&state, .terminalResized(Size(width: 80, height: 24)))
    expectEqual(
      AppView.render(state).canvas.lines, AppView.render(Self.populated(width: 80, height: 24, focus: .editor)).canvas.lines)
  }
}
