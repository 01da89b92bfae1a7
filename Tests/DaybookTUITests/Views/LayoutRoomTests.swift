import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Issue 16 item 14: a middle layout at 100–119 columns, Today keeps its intake bars at
/// 120×24, panes use the room at 200×60, and the entry pane says when text runs past it.
@Suite("Layout room")
struct LayoutRoomTests {
  @Test(arguments: [100, 110, 119])
  func allFourPanesAreShownFrom100Columns(width: Int) {
    let layout = AppLayout(size: Size(width: width, height: 30), focus: .calendar)
    expectEqual(layout.mode, .middle)
    expectEqual(layout.tabs, nil)
    expectEqual(Set(layout.panes.keys), Set(Pane.allCases))
    let heatmap = layout.panes[.heatmap] ?? .zero
    // All 53 weeks fit beside the weekday labels inside the frame.
    #expect(heatmap.width - 2 >= HeatmapView.labelWidth + HeatmapFeature.weekCount)
    expectEqual(AppLayout(size: Size(width: 99, height: 30), focus: .calendar).mode, .tabs)
  }

  @Test func theFourPanesAt110x30ShowTheirContent() {
    let state = LocalizedFrameFixture.state(.ko, width: 110, height: 30, focus: .today)
    let lines = AppView.render(state).canvas.lines
    #expect(lines[0].hasPrefix("╭─ 달력 "))
    #expect(lines[0].contains("╭─ 히트맵 "))
    #expect(lines.contains { $0.contains("╭─ 오늘 ") && $0.contains("╭─ 일기 ") })
  }

  /// 120×24: the heatmap gives up its last line and the intake bar stays in the Today pane.
  @Test func theCoffeeBarStaysInTodayAt120x24() {
    let state = LocalizedFrameFixture.state(.en, width: 120, height: 24, focus: .today)
    let layout = AppLayout(size: state.size, focus: .today)
    let today = layout.panes[.today] ?? .zero
    let lines = AppView.render(state).canvas.lines
    let inside = lines[(today.y + 1)..<(today.maxY - 1)]
    #expect(inside.contains { $0.contains("☕") && $0.contains("/400 mg") })
    expectEqual(layout.panes[.heatmap]?.height, AppLayout.compactHeatmapHeight)
  }

  @Test func theCalendarWidensAt200x60() {
    let layout = AppLayout(size: Size(width: 200, height: 60), focus: .calendar)
    let calendar = layout.panes[.calendar] ?? .zero
    expectEqual(calendar.width, 38)
    let grid = CalendarView.Layout(width: calendar.width - 2, height: 15)
    expectEqual(grid?.cellWidth, 5)
    // The heatmap still has two columns a week and its summary beside the grid.
    let heatmap = layout.panes[.heatmap] ?? .zero
    #expect(
      heatmap.width - 2 >= HeatmapView.labelWidth + 2 * 53 + 2 + HeatmapSummaryView.minimumWidth)
  }

  @Test func theEntryPaneMarksTextBelowAndAbove() {
    let day = Fixture.today
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: 40, height: 8))
    let body = (1...30).map { "\($0)번째 줄 🌱" }.joined(separator: "\n")
    _ = EditorFeature.reduce(
      &state, .load(day: day, entry: Entry(id: 1, day: day, title: "긴 일기", body: body), draft: nil))
    var canvas = Canvas(size: Size(width: 40, height: 8))
    EditorView.render(
      state, into: &canvas, in: canvas.bounds, theme: .builtinDefault, focused: false)
    #expect(canvas.lines[7].hasSuffix("↓ more below"))
    state.scroll = TextBuffer.RowPosition(line: 10, row: 0)
    canvas = Canvas(size: Size(width: 40, height: 8))
    EditorView.render(
      state, into: &canvas, in: canvas.bounds, theme: .builtinDefault, focused: false)
    #expect(canvas.lines[7].hasSuffix("↑↓ more"))
    state.language = .ko
    state.scroll = TextBuffer.RowPosition(line: 29, row: 0)
    canvas = Canvas(size: Size(width: 40, height: 8))
    EditorView.render(
      state, into: &canvas, in: canvas.bounds, theme: .builtinDefault, focused: false)
    #expect(canvas.lines[7].hasSuffix("↑ 위에 더 있음"))
    // Short text has no mark.
    let short = EditorState(day: day)
    canvas = Canvas(size: Size(width: 40, height: 8))
    EditorView.render(
      short, into: &canvas, in: canvas.bounds, theme: .builtinDefault, focused: false)
    #expect(!canvas.lines[7].contains("more"))
  }
}
