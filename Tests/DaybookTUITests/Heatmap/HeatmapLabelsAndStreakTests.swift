import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Issue 16 item 8: month labels that stay whole and apart from the legend in every
/// language, and a longest streak that is the longest of the whole history.
@Suite("Heatmap labels and streaks")
struct HeatmapLabelsAndStreakTests {
  /// Today Tuesday 2026-12-01: December starts in the last week column.
  static let end = Day(year: 2026, month: 12, day: 1)!

  private func render(_ language: Language, paneWidth: Int) -> Canvas {
    var state = HeatmapFeature.State(end: Self.end)
    state.language = language
    var canvas = Canvas(size: Size(width: paneWidth, height: 10))
    HeatmapView.render(state, into: &canvas, in: canvas.bounds, theme: .builtinDefault)
    return canvas
  }

  /// The heatmap pane's inside at 120×40: 120 minus the 24-column calendar and a frame.
  @Test func theLastMonthLabelKeepsAColumnBeforeTheLegend() {
    let line = render(.en, paneWidth: 94).lines[0]
    #expect(!line.contains("Decless"))
    #expect(line.contains("Dec less"))
  }

  /// At 120 to 180 columns the heatmap is 94 to 154 wide (one column a week below 110):
  /// the first month and the last are both named, whole, in Korean and Japanese too.
  @Test(arguments: [Language.en, .ko, .ja], [94, 100, 114, 134, 154])
  func theFirstAndLastMonthsAreNamedWhole(language: Language, width: Int) {
    let line = render(language, paneWidth: width).lines[0]
    let december = DayText.monthAbbreviation(Self.end, language)
    let labelRow = String(line.dropFirst(HeatmapView.labelWidth))
    // The first column is the week of 2025-12-01, the last the week of 2026-12-01.
    #expect(labelRow.hasPrefix(december + " "), "\(language) \(width): \(line)")
    let legend = HeatmapSummaryText.less.text(language)
    let beforeLegend = line.components(separatedBy: " " + legend).first ?? line
    let trimmed = String(beforeLegend.reversed().drop { $0 == " " }.reversed())
    #expect(trimmed.hasSuffix(" " + december), "\(language) \(width): \(line)")
  }

  @Test func labelsNeverOverlapAndStayOneColumnApart() {
    for language in Language.allCases {
      for width in stride(from: 20, through: 160, by: 7) {
        var state = HeatmapFeature.State(end: Self.end)
        state.language = language
        let window = HeatmapView.Window(width: width, selectedWeek: 52)
        let labels = HeatmapView.monthLabels(state, window: window, x: 4, right: width)
        for (left, right) in zip(labels, labels.dropFirst()) {
          #expect(left.x + TextWidth.width(of: left.text) + 1 <= right.x, "\(language) \(width)")
        }
        if let last = labels.last { #expect(last.x + TextWidth.width(of: last.text) <= width) }
      }
    }
  }

  /// Ten years and two months of daily entries: the streak the 53 weeks show is cut short,
  /// the one counted over the history is not.
  @Test func theLongestStreakIsOverTheWholeHistory() throws {
    let journal = try Journal.inMemory()
    let today = Fixture.today
    let first = today.adding(months: -122)
    let days = first.days(until: today) + 1
    try journal.transaction {
      for offset in 0..<days {
        try journal.saveEntry(Entry(day: first.adding(days: offset), body: "x"), at: Fixture.now)
      }
    }
    let runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
    let store = Store(state: Fixture.state(width: 120, height: 40), perform: runner.perform)
    store.send([.heatmap(.key(.character("m")))])  // writing
    let heatmap = store.state.heatmap
    expectEqual(heatmap.history, Streaks(current: days, longest: days))
    let footer = HeatmapView.footer(heatmap, width: 60).map(\.0)
    expectEqual(footer[0], "Current streak \(days) days · Longest \(days)")
    try expectEqual(
      journal.streaks(of: [.entries], through: today), Streaks(current: days, longest: days))
    try expectEqual(
      journal.streaks(of: [.care, .todosDone], through: today), Streaks(current: 0, longest: 0))
    // A gap yesterday ends the current run but not the longest.
    try expectEqual(
      journal.streaks(of: [.entries], through: today.adding(days: 2)),
      Streaks(current: 0, longest: days))
  }

  @Test func untilTheHistoryIsCountedOnlyTheCurrentStreakIsShown() {
    var state = HeatmapFeature.State(end: Self.end)
    state.streaks = Streaks(current: 371, longest: 371)
    expectEqual(HeatmapView.footer(state, width: 60)[0].0, "Current streak 371 days")
    state.history = Streaks(current: 3_650, longest: 3_700)
    expectEqual(
      HeatmapView.footer(state, width: 60)[0].0, "Current streak 3650 days · Longest 3700")
  }

  @Test func countsAskForTheLongestStreakAndAStaleAnswerIsDropped() {
    var state = HeatmapFeature.State(end: Self.end)
    let outputs = HeatmapFeature.reduce(
      into: &state,
      action: .countsLoaded(
        from: state.first, to: Self.end, metric: .all, counts: [:],
        streaks: Streaks(current: 0, longest: 0)))
    expectEqual(outputs, [.needHistoryStreaks(metric: .all, through: Self.end)])
    _ = HeatmapFeature.reduce(
      into: &state,
      action: .historyStreaksLoaded(
        metric: .care, through: Self.end, streaks: Streaks(current: 1, longest: 9)))
    expectEqual(state.history, nil)
    _ = HeatmapFeature.reduce(
      into: &state,
      action: .historyStreaksLoaded(
        metric: .all, through: Self.end, streaks: Streaks(current: 1, longest: 9)))
    expectEqual(state.history, Streaks(current: 1, longest: 9))
  }
}
