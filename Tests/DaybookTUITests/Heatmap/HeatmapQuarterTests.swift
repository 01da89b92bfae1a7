import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// The heatmap's quarter view (`v`): 13 weeks with wider cells, the year's counts kept.
@Suite("Heatmap quarter view")
struct HeatmapQuarterTests {
  let today = Day(year: 2026, month: 11, day: 29)!

  func sample() -> HeatmapFeature.State {
    var state = HeatmapFeature.State(end: today, selected: today.adding(days: -4))
    state.counts = [today.adding(days: -4): 3, today.adding(days: -5): 1, today: 7]
    state.streaks = Streaks(current: 1, longest: 2)
    return state
  }

  @Test func vTogglesTheQuarterWithoutReloading() {
    var state = sample()
    let outputs = HeatmapFeature.reduce(into: &state, action: .key(.character("v")))
    expectEqual(outputs, [.status("Heatmap: the last quarter")])
    var expected = sample()
    expected.showsQuarter = true
    expectEqual(state, expected)
    state.language = .ko
    expectEqual(
      HeatmapFeature.reduce(into: &state, action: .key(.character("v"))), [.status("히트맵: 최근 53주")])
    #expect(!state.showsQuarter)
  }

  @Test func theWindowShowsThirteenWeeksAsWideAsTheyFit() {
    let wide = HeatmapView.Window(width: 60, selectedWeek: 52, quarter: true)
    expectEqual([wide.cellWidth, wide.firstWeek, wide.weeks], [3, 40, 13])
    let narrow = HeatmapView.Window(width: 34, selectedWeek: 52, quarter: true)
    expectEqual([narrow.cellWidth, narrow.firstWeek, narrow.weeks], [2, 40, 13])
    let early = HeatmapView.Window(width: 60, selectedWeek: 10, quarter: true)
    expectEqual([early.cellWidth, early.firstWeek, early.weeks], [3, 10, 13])
  }

  @Test func theQuarterAt48Columns() {
    var state = sample()
    state.showsQuarter = true
    var canvas = Canvas(size: Size(width: 48, height: 10))
    HeatmapView.render(state, into: &canvas, in: canvas.bounds)
    expectFrame(canvas.lines, "theQuarterAt48Columns")
  }
}
