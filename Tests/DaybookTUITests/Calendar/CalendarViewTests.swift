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

/// November 2026, today the 18th, the 20th selected; the 2nd has everything, the 3rd missed
/// the goal, Oct 30 (outside the month) has an entry.
private func sample() -> CalendarFeature.State {
  var state = CalendarFeature.State(today: day("2026-11-18"), selected: day("2026-11-20"))
  state.marks = [
    day("2026-11-02"): DayMarks(hasEntry: true, careKinds: [.water], todosDone: 1),
    day("2026-10-30"): DayMarks(hasEntry: true),
    day("2026-11-12"): DayMarks(careKinds: [.repot]),
  ]
  state.goals = [day("2026-11-02"): true, day("2026-11-03"): false]
  return state
}

private func render(
  _ state: CalendarFeature.State, width: Int, height: Int, focused: Bool = true
) -> Canvas {
  var canvas = Canvas(size: Size(width: width, height: height))
  CalendarView.render(state, into: &canvas, in: canvas.bounds, theme: theme, focused: focused)
  return canvas
}

@Suite("Calendar view")
struct CalendarViewTests {
  @Test func sideBySidePaneAt30x38() {
    let canvas = render(sample(), width: 30, height: 38)
    expectFrame(Array(canvas.lines.prefix(16)), "sideBySidePaneAt30x38")
    #expect(canvas.lines.dropFirst(16).allSatisfy { $0 == String(repeating: " ", count: 30) })
    // Today (18th), the selection (20th), goal met (2nd) and missed (3rd), outside the month.
    expectEqual(canvas.style(x: 10, y: 8), theme.style(.today))
    expectEqual(canvas.style(x: 11, y: 8), theme.style(.today))
    expectEqual(canvas.style(x: 18, y: 8), theme.style(.selection))
    expectEqual(canvas.style(x: 3, y: 4), theme.style(.goalMet))
    expectEqual(canvas.style(x: 4, y: 4), theme.style(.goalMet))
    expectEqual(canvas.style(x: 7, y: 4), theme.style(.goalMissed))
    expectEqual(canvas.style(x: 8, y: 4), theme.style(.goalMissed))
    expectEqual(canvas.style(x: 2, y: 2), theme.style(.outsideMonth))
    expectEqual(canvas.style(x: 18, y: 3), theme.style(.outsideMonth))
    expectEqual(canvas.style(x: 22, y: 4), theme.style(.weekend))
    expectEqual(canvas.style(x: 11, y: 4), theme.style(.text))
    expectEqual(canvas.style(x: 2, y: 5), theme.style(.markerEntry))
    expectEqual(canvas.style(x: 3, y: 5), theme.style(.markerCare))
    expectEqual(canvas.style(x: 4, y: 5), theme.style(.markerTodo))
    expectEqual(canvas.style(x: 8, y: 0), theme.style(.title))
  }

  @Test func tabbedPaneAt80x21() {
    let canvas = render(sample(), width: 80, height: 21)
    let blank = String(repeating: " ", count: 80)
    expectEqual(
      canvas.lines,
      [
        "                                 November 2026                                  ",
        "             Mo      Tu      We      Th      Fr      Sa      Su                 ",
        "             26      27      28      29      30      31       1                 ",
        "                                             •                                  ",
        "              2+      3-      4       5       6       7       8                 ",
        "             •~✓                                                                ",
        "              9      10      11      12      13      14      15                 ",
        "                                     ~                                          ",
        "             16      17      18      19      20      21      22                 ",
        blank,
        "             23      24      25      26      27      28      29                 ",
        blank,
        "             30       1       2       3       4       5       6                 ",
        blank,
        "            • entry  ~ care  ○ due  ≈ water  ✓ done  + goal met  - missed       ",
        blank, blank, blank, blank, blank, blank,
      ])
    expectEqual(canvas.style(x: 45, y: 8), theme.style(.selection))
    expectEqual(canvas.style(x: 29, y: 8), theme.style(.today))
  }

  @Test func tinyPaneAt20x8PutsMarkersBesideTheNumber() {
    let canvas = render(sample(), width: 20, height: 8)
    expectFrame(canvas.lines, "tinyPaneAt20x8PutsMarkersBesideTheNumber")
    expectEqual(canvas.style(x: 12, y: 5), theme.style(.selection))
    expectEqual(canvas.style(x: 6, y: 5), theme.style(.today))
    expectEqual(canvas.style(x: 2, y: 3), theme.style(.markerEntry))
  }

  @Test func belowTheGridMinimumShowsTheSelectedDay() {
    let canvas = render(sample(), width: 12, height: 4)
    expectEqual(canvas.lines, ["November 20…", "Fri 20      ", "            ", "            "])
  }

  @Test func anEmptyRectDrawsNothing() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    CalendarView.render(sample(), into: &canvas, in: Rect(x: 1, y: 1, width: 0, height: 1))
    expectEqual(canvas, Canvas(size: Size(width: 4, height: 2)))
  }

  @Test func theFilterHidesOtherCareKindsAndShowsInTheTitle() {
    var state = sample()
    state.filter = [.repot]
    let canvas = render(state, width: 30, height: 38)
    expectEqual(canvas.lines[0], "    November 2026 · repot     ")
    expectEqual(canvas.lines[5], "  •✓                          ")
    expectEqual(canvas.lines[7], "              ~               ")
  }

  @Test func goToInputReplacesTheLegend() {
    var state = sample()
    state.goToInput = "2027-0"
    let canvas = render(state, width: 30, height: 38)
    expectEqual(canvas.lines[14], "Go to: 2027-0_                ")
    expectEqual(canvas.style(x: 0, y: 14), theme.style(.input))
  }

  @Test func goToInputWithoutRoomForALegendUsesTheTitleLine() {
    var state = sample()
    state.goToInput = "12-2"
    let canvas = render(state, width: 20, height: 8)
    expectEqual(canvas.lines[0], "Go to: 12-2_        ")
  }

  /// Issue 16 item 10: the day a typed date means is shown before Enter.
  @Test func goToInputShowsTheParsedDayBesideOrUnderThePrompt() {
    var state = sample()
    state.language = .ko
    state.goToInput = "12/5"
    var canvas = render(state, width: 56, height: 38)
    #expect(canvas.lines[14].hasPrefix("이동: 12/5_ → 2026년 12월 5일 (토)"))
    state.goToInput = "내일"
    canvas = render(state, width: 22, height: 38)
    #expect(canvas.lines[14].hasPrefix("이동: 내일_"))
    #expect(canvas.lines[15].hasPrefix("→ 2026년 11월"))
  }

  @Test func anUnfocusedPaneShowsTheSelectionQuietly() {
    let canvas = render(sample(), width: 30, height: 38, focused: false)
    expectEqual(canvas.style(x: 18, y: 8), theme.style(.selectionUnfocused))
  }

  @Test func sundayWeeksStartOnSunday() {
    var state = sample()
    state.weekStart = .sunday
    let canvas = render(state, width: 20, height: 8)
    expectEqual(canvas.lines[1], "Su Mo Tu We Th Fr Sa")
    expectEqual(canvas.lines[2], " 1  2• 3- 4  5  6  7")
  }

  @Test func markersComeInPriorityOrder() {
    let markers = CalendarView.markers(for: day("2026-11-02"), in: sample()).map(\.0)
    expectEqual(markers, ["•", "~", "✓", "+"])
    expectEqual(CalendarView.markers(for: day("2026-11-03"), in: sample()).map(\.0), ["-"])
    expectEqual(CalendarView.markers(for: day("2026-11-04"), in: sample()).map(\.0), [])
  }
}
