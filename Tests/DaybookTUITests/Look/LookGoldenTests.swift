import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// The heatmap's legend and year totals use the room beside (or under) the grid.
@Suite struct HeatmapSummaryTests {
  /// The rows of the heatmap pane; the whole frame is LocalizedFrameTests.koreanWideFrameAt120x40.
  @Test func koreanAt120x40HasTheLegendAndTotalsBesideTheGrid() {
    let state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .heatmap)
    let lines = AppView.render(state).canvas.lines
    expectEqual(
      lines.last,
      " Up/k 전날  Down/j 다음 날  Left/h 지난주  Right/l 다음 주                          ? 도움말  / 검색  n 새 일기  q 종료 "
    )
    expectFrame(Array(lines.prefix(12)), "koreanAt120x40HasTheLegendAndTotalsBesideTheGrid")
  }

  @Test func japaneseAt180x50WithTwoColumnWeeks() {
    let state = LocalizedFrameFixture.state(.ja, width: 180, height: 50, focus: .heatmap)
    expectFrame(
      Array(AppView.render(state).canvas.lines.prefix(12)), "japaneseAt180x50WithTwoColumnWeeks")
  }

  @Test func englishAt80x24PutsTheSummaryUnderTheGrid() {
    let state = LocalizedFrameFixture.state(.en, width: 80, height: 24, focus: .heatmap)
    expectFrame(AppView.render(state).canvas.lines, "englishAt80x24PutsTheSummaryUnderTheGrid")
  }

  /// Legend glyphs carry the same theme roles as the cells they explain.
  @Test func legendUsesTheCellsGlyphsAndRoles() {
    let state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .heatmap)
    let theme = state.theme
    let lines = HeatmapSummaryView.lines(state.heatmap, theme: theme)
    expectEqual(lines[0].map(\.text), ["적음 ", "·", "░", "▒", "▓", "█", " 많음"])
    expectEqual(lines[0][1...5].map(\.style), HeatmapView.levelRoles.map { theme.style($0) })
    expectEqual((1...4).map(HeatmapSummaryView.rangeText), ["1", "2–3", "4–6", "7+"])
  }

  @Test func totalsFollowTheMetricAndIgnoreDaysOutsideTheGrid() {
    var state = HeatmapFeature.State(end: Fixture.today, metric: .writing)
    state.language = .ja
    state.counts = [
      Fixture.today: 2, Fixture.today.adding(days: -3): 5, Fixture.today.adding(days: -9): 0,
      Fixture.today.adding(days: -400): 9,
    ]
    let text = HeatmapSummaryView.lines(state, theme: .builtinDefault).map {
      $0.map(\.text).joined()
    }
    expectEqual(
      text.suffix(5),
      [
        "直近53週 · 日記",
        "活動した日     371日中 2日",
        "合計           日記 7件",
        "いちばん多い日 11月26日 · 5",
        "活動日の平均   3.5",
      ])
  }
}

/// The help overlay sits inside the pane's frame at 80x24 and over the panes at 120x40.
@Suite struct HelpOverlayFrameTests {
  @Test func koreanHelpAt80x24LeavesThePaneFrameWhole() {
    var state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .calendar)
    state.destination = .help(HelpFeature.State(scroll: 0))
    expectFrame(AppView.render(state).canvas.lines, "koreanHelpAt80x24LeavesThePaneFrameWhole")
  }

  @Test func koreanHelpAt120x40() {
    var state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .today)
    state.destination = .help(HelpFeature.State(scroll: 0))
    expectFrame(AppView.render(state).canvas.lines, "koreanHelpAt120x40")
  }

  /// Too wide to sit inside the pane at 80x24, search replaces the body, border included.
  @Test func japaneseSearchAt80x24ReplacesThePane() {
    var state = LocalizedFrameFixture.state(.ja, width: 80, height: 24, focus: .editor)
    state.destination = .search(SearchFeature.State(recent: ["몬스테라", "#読書"]))
    expectFrame(AppView.render(state).canvas.lines, "japaneseSearchAt80x24ReplacesThePane")
  }
}
