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

/// Today Sunday 2026-11-29, Wednesday the 25th selected, a few busy days, streaks 12 and 40.
private func sample(selected: String = "2026-11-25") -> HeatmapFeature.State {
  var state = HeatmapFeature.State(end: day("2026-11-29"), selected: day(selected))
  state.counts = [
    day("2026-11-25"): 3, day("2026-11-24"): 1, day("2026-11-23"): 7, day("2026-11-20"): 5,
    day("2026-11-16"): 2, day("2026-06-01"): 9,
  ]
  state.streaks = Streaks(current: 12, longest: 40)
  state.history = Streaks(current: 12, longest: 40)
  return state
}

private func render(_ state: HeatmapFeature.State, width: Int, height: Int) -> Canvas {
  var canvas = Canvas(size: Size(width: width, height: height))
  HeatmapView.render(state, into: &canvas, in: canvas.bounds, theme: theme)
  return canvas
}

/// cellWidth, firstWeek, weeks.
private func fields(_ window: HeatmapView.Window) -> [Int] {
  [window.cellWidth, window.firstWeek, window.weeks]
}

private func blank(_ width: Int) -> String { String(repeating: " ", count: width) }

@Suite("Heatmap view")
struct HeatmapViewTests {
  @Test func sideBySidePaneAt30x38ShowsHalfAYear() {
    let canvas = render(sample(), width: 30, height: 38)
    expectEqual(
      canvas.lines,
      [
        "    Jun Jul Aug  Sep Oct Nov  ",
        "Mon █·······················▒█",
        "    ·························░",
        "Wed ·························▒",
        "    ··························",
        "Fri ························▓·",
        "    ··························",
        "    ··························",
        "Streak 12 · Longest 40        ",
        "Wed Nov 25 · 3 activities     ",
        "                              ",
        "less ·░▒▓█ more               ",
        "░1 ▒2–3 ▓4–6 █7+              ",
        "                              ",
        "Last 53 weeks · all           ",
        "Active days    6 of 371       ",
        "Total          27 activities  ",
        "Busiest day    Jun 1 · 9      ",
        "Per active day 4.5            ",
      ] + Array(repeating: blank(30), count: 19))
    expectEqual(canvas.style(x: 29, y: 3), theme.style(.selection))
    expectEqual(canvas.style(x: 29, y: 1), theme.style(.heat4))
    expectEqual(canvas.style(x: 29, y: 2), theme.style(.heat1))
    expectEqual(canvas.style(x: 28, y: 1), theme.style(.heat2))
    expectEqual(canvas.style(x: 28, y: 5), theme.style(.heat3))
    expectEqual(canvas.style(x: 5, y: 1), theme.style(.heat0))
    expectEqual(canvas.style(x: 0, y: 1), theme.style(.muted))
  }

  @Test func tabbedPaneAt80x21ShowsAllFiftyThreeWeeks() {
    let canvas = render(sample(), width: 80, height: 21)
    let empty = "    " + String(repeating: "·", count: 53) + blank(23)
    expectEqual(
      canvas.lines,
      [
        "     Dec Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov                         ",
        "Mon " + String(repeating: "·", count: 27) + "█" + String(repeating: "·", count: 23)
          + "▒█" + blank(23),
        "    " + String(repeating: "·", count: 52) + "░" + blank(23),
        "Wed " + String(repeating: "·", count: 52) + "▒" + blank(23),
        empty,
        "Fri " + String(repeating: "·", count: 51) + "▓·" + blank(23),
        empty,
        empty,
        "Current streak 12 days · Longest 40                                             ",
        "Wed Nov 25 · 3 activities                                                       ",
        "                                                                                ",
        "less ·░▒▓█ more                                                                 ",
        "░1 ▒2–3 ▓4–6 █7+                                                                ",
        "                                                                                ",
        "Last 53 weeks · all                                                             ",
        "Active days    6 of 371                                                         ",
        "Total          27 activities                                                    ",
        "Busiest day    Jun 1 · 9                                                        ",
        "Per active day 4.5                                                              ",
      ] + Array(repeating: blank(80), count: 2))
    expectEqual(canvas.style(x: 56, y: 3), theme.style(.selection))
  }

  @Test func fullWidthUsesTwoColumnsPerWeek() {
    let canvas = render(sample(), width: 112, height: 10)
    expectEqual(
      canvas.lines[0],
      "      Dec     Jan     Feb     Mar       Apr     May       Jun     "
        + "Jul     Aug       Sep     Oct     Nov         "
    )
    expectEqual(canvas.lines[3], "Wed " + String(repeating: "· ", count: 52) + "▒   ")
    expectEqual(canvas.style(x: 108, y: 3), theme.style(.selection))
  }

  @Test func tinyPaneAt20x8ShowsTheLatestWeeks() {
    let canvas = render(sample(), width: 20, height: 8)
    expectFrame(canvas.lines, "tinyPaneAt20x8ShowsTheLatestWeeks")
  }

  @Test func aSelectionBeforeTheVisibleWeeksScrollsTheGrid() {
    let canvas = render(sample(selected: "2026-06-01"), width: 20, height: 10)
    expectEqual(canvas.lines[0], "    Jun Jul Aug  Sep")
    expectEqual(canvas.lines[1], "Mon █···············")
    expectEqual(canvas.style(x: 4, y: 1), theme.style(.selection))
    expectEqual(canvas.lines[9], "Mon Jun 1 · 9 activ…")
  }

  @Test func theFooterSwitchesNounsWithTheMetric() {
    var state = sample()
    state.metric = .writing
    expectEqual(
      HeatmapView.footer(state, width: 40).map(\.0),
      [
        "Current streak 12 days · Longest 40", "Wed Nov 25 · 3 entries",
      ])
    expectEqual(HeatmapView.countText(1, .care), "1 care event")
    expectEqual(HeatmapView.countText(0, .todos), "0 todos done")
    expectEqual(HeatmapView.countText(1, .all), "1 activity")
    state.streaks = Streaks(current: 1, longest: 1)
    state.history = Streaks(current: 1, longest: 1)
    expectEqual(HeatmapView.footer(state, width: 40)[0].0, "Current streak 1 day · Longest 1")
  }

  @Test func windowFitsWeeksToTheWidth() {
    expectEqual(fields(HeatmapView.Window(width: 30, selectedWeek: 52)), [1, 27, 26])
    expectEqual(fields(HeatmapView.Window(width: 110, selectedWeek: 52)), [2, 0, 53])
    expectEqual(fields(HeatmapView.Window(width: 30, selectedWeek: 3)), [1, 3, 26])
    expectEqual(fields(HeatmapView.Window(width: 3, selectedWeek: 52)), [1, 52, 0])
  }
}
