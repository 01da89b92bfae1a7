import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

/// Every role in its own colour, so a style check names exactly one role.
private let theme = Theme(
  name: "test",
  styles: Dictionary(
    uniqueKeysWithValues: ThemeRole.allCases.enumerated().map {
      ($1, Style(fg: .indexed(UInt8($0))))
    }))

/// Sunday 2026-11-29 with long Japanese and Korean names and an emoji, so they reach the
/// right edge of a 30-column pane.
private let snapshot = TodaySnapshot(
  today: day("2026-11-29"),
  plants: [
    .init(plant: Plant(id: 1, name: "Monstera", intervalDays: 7), lastWatered: day("2026-11-28")),
    .init(
      plant: Plant(id: 2, name: "ポトスポトスポトスポトスポトス", intervalDays: 3),
      lastWatered: day("2026-11-26")),
    .init(plant: Plant(id: 3, name: "🌵 Cactus", intervalDays: 14), lastWatered: day("2026-11-12")),
    .init(
      plant: Plant(id: 4, name: "몬스테라 몬스테라 몬스테라", intervalDays: 2),
      lastWatered: day("2026-11-27")),
  ],
  todos: [
    Todo(id: 10, title: "Pay rent", due: day("2026-11-28"), important: true),
    Todo(id: 11, title: "Call mom", due: day("2026-11-29")),
    Todo(id: 12, title: "Buy soil", due: day("2026-11-29"), doneAt: 5),
    Todo(id: 13, title: "몬스테라 분갈이 하기 화분 사기", due: day("2026-12-06")),
    Todo(id: 15, title: "Read"),
  ],
  intakes: [Intake(id: 20, kind: .caffeine, amount: 2, unit: .shot, at: 1)])

private func state(selecting row: TodayFeature.Row? = nil) -> TodayFeature.State {
  var state = TodayFeature.State(today: day("2026-11-29"))
  _ = TodayFeature.reduce(into: &state, action: .loaded(snapshot))
  if let row { state.selection = row }
  return state
}

private func render(_ state: TodayFeature.State, width: Int, height: Int) -> Canvas {
  var canvas = Canvas(size: Size(width: width, height: height))
  TodayView.render(state, into: &canvas, in: canvas.bounds, theme: theme)
  return canvas
}

private func blank(_ width: Int) -> String { String(repeating: " ", count: width) }

@Suite("Today view")
struct TodayViewTests {
  @Test func sideBySidePaneAt30x38TruncatesWideNamesWhole() {
    let canvas = render(state(selecting: .todo(11)), width: 30, height: 38)
    expectEqual(
      canvas.lines,
      [
        "Plants                        ",
        " 🌵 Cactus         3 days late",
        " ポトスポトスポトスポト… today",
        " 몬스테라 몬스테라 몬스… today",
        " Monstera                  D-6",
        "Todos  1/2 done               ",
        " Overdue (1)                  ",
        "  ! Pay rent            Nov 28",
        " Today (1)                    ",
        "    Call mom                  ",
        "  ✓ Buy soil                  ",
        " Next 7 days (1)              ",
        "    몬스테라 분갈이 하…  Dec 6",
        " No date (1)                  ",
        "    Read                      ",
        "Intake                        ",
        " ☕ █████▋░░░░░░░░░ 150/400 mg",
      ] + Array(repeating: blank(30), count: 21))
    expectEqual(canvas.style(x: 0, y: 0), theme.style(.title))
    expectEqual(canvas.style(x: 19, y: 1), theme.style(.danger))
    expectEqual(canvas.style(x: 29, y: 1), theme.style(.danger))
    expectEqual(canvas.style(x: 25, y: 2), theme.style(.warning))
    expectEqual(canvas.style(x: 27, y: 4), theme.style(.muted))
    expectEqual(canvas.style(x: 2, y: 7), theme.style(.warning))
    expectEqual(canvas.style(x: 0, y: 9), theme.style(.selection))
    expectEqual(canvas.style(x: 29, y: 9), theme.style(.selection))
    expectEqual(canvas.style(x: 4, y: 10), theme.style(.muted))
    expectEqual(canvas.style(x: 4, y: 16), theme.style(.ok))
    expectEqual(canvas.style(x: 20, y: 16), theme.style(.ok))
  }

  @Test func tabbedPaneAt80x21() {
    let canvas = render(state(), width: 80, height: 21)
    expectEqual(
      canvas.lines,
      [
        "Plants                                                                          ",
        " 🌵 Cactus                                                           3 days late",
        " ポトスポトスポトスポトスポトス                                            today",
        " 몬스테라 몬스테라 몬스테라                                                today",
        " Monstera                                                                    D-6",
        "Todos  1/2 done                                                                 ",
        " Overdue (1)                                                                    ",
        "  ! Pay rent                                                              Nov 28",
        " Today (1)                                                                      ",
        "    Call mom                                                                    ",
        "  ✓ Buy soil                                                                    ",
        " Next 7 days (1)                                                                ",
        "    몬스테라 분갈이 하기 화분 사기                                         Dec 6",
        " No date (1)                                                                    ",
        "    Read                                                                        ",
        "Intake                                                                          ",
        " ☕ ████████████████████████▍░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 150/400 mg",
      ] + Array(repeating: blank(80), count: 4))
    expectEqual(canvas.style(x: 1, y: 1), theme.style(.selection))
    expectEqual(canvas.style(x: 75, y: 2), theme.style(.warning))
  }

  /// A yes/no question is drawn right under the plant it asks about (it was at the pane's
  /// bottom, twenty rows away on a tall terminal), scrolling to it past the selection.
  @Test func tinyPaneShowsTheQuestionUnderThePlantItAsksAbout() {
    var current = state(selecting: .todo(15))
    current.confirm = .waterAgain(plantID: 1, name: "Monstera")
    let canvas = render(current, width: 20, height: 8)
    expectFrame(canvas.lines, "tinyPaneShowsTheQuestionUnderThePlantItAsksAbout")
    expectEqual(canvas.style(x: 0, y: 5), theme.style(.highlight))
    expectEqual(canvas.style(x: 19, y: 7), theme.style(.highlight))
  }

  @Test func questionAboutAMiddlePlantPushesTheRowsBelowIt() {
    var current = state(selecting: .plant(2))
    current.language = .ja
    current.confirm = .waterAgain(plantID: 2, name: "ポトス")
    let canvas = render(current, width: 30, height: 8)
    expectFrame(canvas.lines, "questionAboutAMiddlePlantPushesTheRowsBelowIt")
    expectEqual(canvas.style(x: 4, y: 2), theme.style(.selection))
    expectEqual(canvas.style(x: 0, y: 3), theme.style(.highlight))
    expectEqual(canvas.style(x: 4, y: 6), theme.style(.text))
  }

  @Test func waterAllAsksUnderTheLastPlant() {
    var current = state(selecting: .todo(15))
    current.confirm = .waterAll([3, 2])
    let canvas = render(current, width: 40, height: 8)
    expectEqual(canvas.lines[5], "Water 2 plants due today or late? (y/n) ")
    expectEqual(canvas.lines[4], " Monstera                            D-6")
    #expect(canvas.lines[6].hasPrefix("Todos"))
  }

  @Test func overTheCaffeineLimitIsDanger() {
    var current = state()
    current.intakes.append(Intake(id: 21, kind: .caffeine, amount: 300, unit: .mg, at: 2))
    let canvas = render(current, width: 30, height: 17)
    expectEqual(canvas.lines[16], " ☕ ███████████████ 450/400 mg")
    expectEqual(canvas.style(x: 4, y: 16), theme.style(.danger))
    expectEqual(canvas.style(x: 29, y: 16), theme.style(.danger))
  }

  @Test func zeroCaffeineShowsWaterAndFlagsCaffeine() {
    var current = state()
    current.goal.mode = .zeroCaffeine
    current.intakes.append(Intake(id: 22, kind: .water, amount: 1250, unit: .ml, at: 2))
    let canvas = render(current, width: 30, height: 18)
    expectEqual(canvas.lines[16], " 💧 ████████▏░░░░ 1250/2000 ml")
    expectEqual(canvas.lines[17], " ☕ 150 mg on a zero-caffeine…")
    expectEqual(canvas.style(x: 4, y: 16), theme.style(.text))
    expectEqual(canvas.style(x: 1, y: 17), theme.style(.danger))
  }

  @Test func emptySectionsSaySo() {
    var current = TodayFeature.State(today: day("2026-11-29"))
    _ = TodayFeature.reduce(
      into: &current, action: .loaded(TodaySnapshot(today: day("2026-11-29"))))
    let canvas = render(current, width: 30, height: 7)
    expectEqual(
      canvas.lines,
      [
        "Plants                        ",
        " No plants                    ",
        "Todos                         ",
        " Nothing to do                ",
        "Intake                        ",
        // An empty bar still shows its track, so it reads as 0 of 400.
        " ☕ ░░░░░░░░░░░░░░░░░ 0/400 mg",
        blank(30),
      ])
    expectEqual(canvas.style(x: 1, y: 5), theme.style(.selection))
  }

  @Test func dDayTexts() {
    expectEqual(TodayView.dDayText(2), TodayView.Segment(text: "D-2", role: .muted))
    expectEqual(TodayView.dDayText(0), TodayView.Segment(text: "today", role: .warning))
    expectEqual(TodayView.dDayText(-1), TodayView.Segment(text: "1 day late", role: .danger))
    expectEqual(TodayView.dDayText(-3), TodayView.Segment(text: "3 days late", role: .danger))
  }

  @Test func amountsDropAZeroFraction() {
    expectEqual(TodayView.amountText(150), "150")
    expectEqual(TodayView.amountText(1.5), "1.5")
    expectEqual(TodayView.amountText(0), "0")
  }
}
