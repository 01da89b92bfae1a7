import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private typealias Feature = HeatmapFeature

private func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

/// Today Sunday 2026-11-29; the grid runs from Monday 2025-11-24.
private func state(_ selected: String = "2026-11-29", metric: Feature.Metric = .all)
  -> Feature.State
{
  Feature.State(end: day("2026-11-29"), selected: day(selected), weekStart: .monday, metric: metric)
}

private func press(_ keys: [Key], _ state: inout Feature.State) -> [Feature.Output] {
  keys.flatMap { Feature.reduce(into: &state, action: .key($0)) }
}

@Suite("Heatmap reducer")
struct HeatmapFeatureTests {
  @Test func startAsksForFiftyThreeWeeksEndingToday() {
    let (started, outputs) = Feature.start(today: day("2026-11-29"), weekStart: .monday)
    expectEqual(started, state())
    expectEqual(started.first, day("2025-11-24"))
    #expect(started.range == day("2025-11-24")...day("2026-11-29"))
    expectEqual(
      outputs, [.needCounts(from: day("2025-11-24"), to: day("2026-11-29"), metric: .all)])
  }

  @Test func sundayWeeksStartTheGridOnASunday() {
    let (started, _) = Feature.start(today: day("2026-11-29"), weekStart: .sunday)
    expectEqual(started.first, day("2025-11-30"))
  }

  @Test(arguments: [
    (Key.up, "2026-11-20", "2026-11-19"), (.character("k"), "2026-11-20", "2026-11-19"),
    (.down, "2026-11-20", "2026-11-21"), (.character("j"), "2026-11-20", "2026-11-21"),
    (.left, "2026-11-20", "2026-11-13"), (.character("h"), "2026-11-20", "2026-11-13"),
    (.right, "2026-11-20", "2026-11-27"), (.character("l"), "2026-11-20", "2026-11-27"),
    (.up, "2026-01-01", "2025-12-31"), (.right, "2026-11-25", "2026-11-29"),
    (.left, "2025-11-27", "2025-11-24"),
  ])
  func arrowsMoveByDayAndWeekInsideTheGrid(key: Key, from: String, expected: String) {
    var current = state(from)
    expectEqual(press([key], &current), [.selectionChanged(day(expected))])
    expectEqual(current, state(expected))
  }

  @Test(arguments: [
    (Key.down, "2026-11-29"), (.right, "2026-11-29"), (.up, "2025-11-24"), (.left, "2025-11-24"),
  ])
  func movesStopAtTheGridEdges(key: Key, at edge: String) {
    var current = state(edge)
    expectEqual(press([key], &current), [])
    expectEqual(current, state(edge))
  }

  @Test func enterOpensTheDayInTheCalendar() {
    var current = state("2026-03-04")
    expectEqual(press([.enter], &current), [.openDay(day("2026-03-04"))])
    expectEqual(current, state("2026-03-04"))
  }

  @Test func mCyclesTheMetricAndReloads() {
    var current = state()
    for (metric, name) in [
      (Feature.Metric.writing, "writing"), (.care, "care"), (.todos, "todos"), (.all, "all"),
    ] {
      expectEqual(
        press([.character("m")], &current),
        [
          .needCounts(from: day("2025-11-24"), to: day("2026-11-29"), metric: metric),
          .status("Heatmap: \(name)"),
        ])
      expectEqual(current, state(metric: metric))
    }
  }

  @Test func otherKeysDoNothing() {
    var current = state()
    expectEqual(press([.character("w"), .tab, .escape], &current), [])
    expectEqual(current, state())
  }

  @Test func countsLoadedForTheCurrentRangeAndMetricAreShown() {
    var current = state()
    let counts = [day("2026-11-20"): 4]
    let streaks = Streaks(current: 3, longest: 9)
    let outputs = Feature.reduce(
      into: &current,
      action: .countsLoaded(
        from: day("2025-11-24"), to: day("2026-11-29"), metric: .all, counts: counts,
        streaks: streaks))
    expectEqual(outputs, [.needHistoryStreaks(metric: .all, through: day("2026-11-29"))])
    var want = state()
    want.counts = counts
    want.streaks = streaks
    expectEqual(current, want)
    expectEqual(current.level(of: day("2026-11-20")), 3)
    expectEqual(current.level(of: day("2026-11-21")), 0)
  }

  @Test func staleCountsAreIgnored() {
    var current = state()
    let counts = [day("2026-11-20"): 4]
    let streaks = Streaks(current: 3, longest: 9)
    _ = Feature.reduce(
      into: &current,
      action: .countsLoaded(
        from: day("2025-11-24"), to: day("2026-11-29"), metric: .care, counts: counts,
        streaks: streaks))
    _ = Feature.reduce(
      into: &current,
      action: .countsLoaded(
        from: day("2025-11-17"), to: day("2026-11-28"), metric: .all, counts: counts,
        streaks: streaks))
    expectEqual(current, state())
  }

  @Test func todayChangedMovesTheEndAndASelectionOnIt() {
    var current = state()
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-11-30")))
    expectEqual(
      outputs, [.needCounts(from: day("2025-12-01"), to: day("2026-11-30"), metric: .all)])
    expectEqual(current, Feature.State(end: day("2026-11-30"), selected: day("2026-11-30")))
  }

  @Test func todayChangedPullsAnOldSelectionIntoTheGrid() {
    var current = state("2025-11-25")
    _ = Feature.reduce(into: &current, action: .todayChanged(day("2026-11-30")))
    expectEqual(current, Feature.State(end: day("2026-11-30"), selected: day("2025-12-01")))
  }

  @Test func selectFromAnotherPaneIsClampedAndSilent() {
    var current = state()
    expectEqual(Feature.reduce(into: &current, action: .select(day("2026-05-05"))), [])
    expectEqual(current, state("2026-05-05"))
    expectEqual(Feature.reduce(into: &current, action: .select(day("2020-01-01"))), [])
    expectEqual(current, state("2025-11-24"))
    expectEqual(Feature.reduce(into: &current, action: .select(day("2027-01-01"))), [])
    expectEqual(current, state("2026-11-29"))
  }

  @Test func keymapListsEveryCommand() {
    expectEqual(
      Feature.keymap.map(\.keys),
      [
        ["Up", "k"], ["Down", "j"], ["Left", "h"], ["Right", "l"], ["Enter"], ["m"], ["v"],
      ])
  }
}
