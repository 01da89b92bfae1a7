import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// The wide layout, the calendar's legend and day summary, the editor header's degradation
/// and the pane cache, at 160×48, 120×40, 80×24 and tiny sizes, with Korean, Japanese and
/// emoji at pane edges.
@Suite struct PanePolishTests {
  private func expectWellFormed(
    _ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, line) in canvas.lines.enumerated() {
      #expect(
        TextWidth.width(of: line) == canvas.size.width, "row \(index): \(line)",
        sourceLocation: sourceLocation)
    }
  }

  /// A Korean entry whose first line is wider than the calendar, care and a goal result.
  private func busy(width: Int, height: Int, language: String = "en") -> AppState {
    var state = GoldenFrameTests.populated(width: width, height: height, focus: .calendar)
    state.settings.language = language
    let today = Fixture.today
    var marks: [Day: DayMarks] = [:]
    marks[today] = DayMarks(
      hasEntry: true, careKinds: [.water, .fertilize], todosDone: 2,
      todosDue: 1)
    _ = AppReducer.reduce(
      &state,
      .calendar(.monthLoaded(month: today.firstOfMonth, marks: marks, goals: [today: false])))
    return state
  }

  @Test func wideLayoutGivesTheHeatmapTheFullWidthAt160x48() {
    let layout = AppLayout(size: Size(width: 160, height: 48), focus: .calendar)
    expectEqual(layout.panes[.calendar], Rect(x: 0, y: 0, width: 24, height: 46))
    expectEqual(layout.panes[.heatmap], Rect(x: 24, y: 0, width: 136, height: 12))
    expectEqual(layout.panes[.today], Rect(x: 24, y: 12, width: 68, height: 34))
    expectEqual(layout.panes[.editor], Rect(x: 92, y: 12, width: 68, height: 34))
    // 134 inner columns: all 53 weeks, two columns each.
    let canvas = AppView.render(busy(width: 160, height: 48)).canvas
    expectWellFormed(canvas)
    let monday = canvas.lines[2]
    #expect(monday.hasPrefix("│Mo Tu We Th Fr Sa Su  ││Mon · · · "))
    expectEqual(monday.filter { $0 == "·" }.count, 53)
  }

  @Test func shortWideTerminalPutsThePanesInARow() {
    let layout = AppLayout(size: Size(width: 120, height: 20), focus: .calendar)
    expectEqual(layout.panes[.calendar], Rect(x: 0, y: 0, width: 24, height: 18))
    expectEqual(layout.panes[.today], Rect(x: 24, y: 0, width: 32, height: 18))
    expectEqual(layout.panes[.heatmap], Rect(x: 56, y: 0, width: 32, height: 18))
    expectEqual(layout.panes[.editor], Rect(x: 88, y: 0, width: 32, height: 18))
    expectWellFormed(AppView.render(busy(width: 120, height: 20)).canvas)
  }

  @Test func calendarShowsLegendAndSelectedDayAt120x40InKorean() {
    let canvas = AppView.render(busy(width: 120, height: 40, language: "ko")).canvas
    expectWellFormed(canvas)
    expectFrame(
      canvas.lines[13...24].map { TextWidth.prefix($0, width: 24) },
      "calendarShowsLegendAndSelectedDayAt120x40InKorean")
  }

  @Test func calendarShowsLegendAndSelectedDayAt80x24() {
    let canvas = AppView.render(busy(width: 80, height: 24, language: "ja")).canvas
    expectWellFormed(canvas)
    expectFrame(canvas.lines, "calendarShowsLegendAndSelectedDayAt80x24")
  }

  @Test func legendFlowsOrFallsBackToSymbols() {
    func text(_ rows: [[DaySummaryView.Piece]]) -> [String] {
      rows.map { $0.map(\.text).joined() }
    }
    expectEqual(
      text(DaySummaryView.legendRows(.en, width: 40, rows: 1)),
      [
        "• ~ ○ ≈ ✓ + -"
      ])
    expectEqual(
      text(DaySummaryView.legendRows(.en, width: 22, rows: 3)),
      [
        "• entry  ~ care  ○ due", "≈ water  ✓ done", "+/- goal",
      ])
    expectEqual(
      text(DaySummaryView.legendRows(.ko, width: 22, rows: 3)),
      [
        "• 일기  ~ 돌봄  ○ 마감", "≈ 물 줄 날  ✓ 완료", "+/- 목표",
      ])
    expectEqual(text(DaySummaryView.legendRows(.en, width: 22, rows: 2)), ["• ~ ○ ≈ ✓ + -"])
    expectEqual(text(DaySummaryView.legendRows(.en, width: 22, rows: 1)), ["• ~ ○ ≈ ✓ + -"])
  }

  @Test func editorHeaderDegradesWithoutCuttingWords() {
    var editor = EditorState(day: Fixture.today)
    func header(_ width: Int) -> String {
      DaybookTUI.EditorView.headerSpans(
        editor, width: width, theme: .builtinDefault, focused: false
      ).map(\.text).joined()
    }
    expectEqual(header(60), "Sun 29 Nov 2026 · no mood · no weather")
    expectEqual(header(30), "Sun 29 Nov 2026 · no mood")
    expectEqual(header(20), "Sun 29 Nov 2026")
    expectEqual(header(12), "Sun 29 Nov")
    expectEqual(header(7), "29 Nov")
    expectEqual(header(4), "29 …")
    editor.mood = .good
    editor.weather = .rain
    expectEqual(header(40), "Sun 29 Nov 2026 · 🙂 good · ☂ rain")
    expectEqual(header(30), "Sun 29 Nov 2026 · 🙂 ☂")
    expectEqual(header(17), "Sun 29 Nov · 🙂 ☂")
    expectEqual(header(16), "29 Nov · 🙂 ☂")
  }

  @Test func emptyHintWrapsInANarrowEditor() {
    var canvas = Canvas(size: Size(width: 14, height: 5))
    DaybookTUI.EditorView.render(
      EditorState(day: Fixture.today), into: &canvas, in: canvas.bounds, theme: .builtinDefault,
      focused: false)
    expectEqual(
      canvas.lines,
      [
        "Sun 29 Nov    ",
        "Press i to    ",
        "write about   ",
        "this day      ",
        "              ",
      ])
  }

  @Test func paneCacheRedrawsOnlyChangedPanesAndMatchesAFullRender() {
    let cache = PaneCache()
    var state = busy(width: 120, height: 40)
    expectEqual(AppView.render(state, cache: cache).canvas, AppView.render(state).canvas)
    expectEqual(cache.drawnLastFrame, Set(Pane.allCases))
    _ = AppView.render(state, cache: cache)
    #expect(cache.drawnLastFrame.isEmpty)
    _ = AppReducer.reduce(&state, .keyPressed(.character("l")))
    let cached = AppView.render(state, cache: cache)
    expectEqual(cached.canvas, AppView.render(state).canvas)
    #expect(!cache.drawnLastFrame.contains(.today))
    #expect(cache.drawnLastFrame.contains(.calendar))
  }

  @Test func tinyTerminalShowsTheMessageAndRecoversOnEnlarge() {
    var state = busy(width: 120, height: 40, language: "ja")
    let cache = PaneCache()
    _ = AppView.render(state, cache: cache)
    _ = AppReducer.reduce(&state, .terminalResized(Size(width: 20, height: 6)))
    let tiny = AppView.render(state, cache: cache).canvas
    expectWellFormed(tiny)
    expectEqual(
      tiny.lines,
      [
        "                    ",
        " 端末が小さすぎます ",
        " （40×12 必要、現在 ",
        "       20×6）       ",
        "                    ",
        "                    ",
      ])
    _ = AppReducer.reduce(&state, .terminalResized(Size(width: 120, height: 40)))
    expectEqual(AppView.render(state, cache: cache).canvas, AppView.render(state).canvas)
  }

  @Test func paneTextsHaveEveryLanguage() {
    #expect(Localization.problems(in: PaneText.self).isEmpty)
  }
}
