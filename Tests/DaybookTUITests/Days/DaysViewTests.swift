import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Whole frames of the intake records screen, its form and a day's todos in the calendar's
/// day summary, in Korean and Japanese at 80x24 and 120x40.
@Suite struct DaysViewTests {
  @Test func recordsInKoreanAt80x24() {
    let state = DaysFixtures.records(width: 80, height: 24, language: "ko")
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "recordsInKoreanAt80x24")
    // The selected record is reversed; the goal met is in its colour.
    expectEqual(canvas.style(x: 10, y: 11), state.theme.style(.selection))
    #expect(canvas.style(x: 10, y: 10) != state.theme.style(.selection))
    expectEqual(canvas.style(x: 40, y: 8), state.theme.style(.ok))
  }

  @Test func recordsInJapaneseAt120x40() {
    let state = DaysFixtures.records(width: 120, height: 40, language: "ja", cursor: 2)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "recordsInJapaneseAt120x40")
    expectEqual(canvas.style(x: 30, y: 19), state.theme.style(.selection))
  }

  @Test func theFormWordsBadValuesInKoreanAt80x24() {
    var state = DaysFixtures.records(width: 80, height: 24, language: "ko")
    guard case .intakeRecords(var screen) = state.destination else { return }
    var form = IntakeRecordForm(screen.records[1], day: DaysFixtures.day)
    form.amount = "물 7잔"
    form.time = "25:00"
    screen.form = form
    state.destination = .intakeRecords(screen)
    let frame = AppView.render(state)
    expectFrame(frame.canvas.lines, "theFormWordsBadValuesInKoreanAt80x24")
    expectEqual(frame.canvas.style(x: 30, y: 9), state.theme.style(.danger))
    expectEqual(frame.canvas.style(x: 30, y: 10), state.theme.style(.danger))
  }

  @Test func theFormShowsTheParsedValueInJapaneseAt120x40() {
    var state = DaysFixtures.records(width: 120, height: 40, language: "ja")
    guard case .intakeRecords(var screen) = state.destination else { return }
    var form = IntakeRecordForm(screen.records[1], day: DaysFixtures.day)
    form.amount = "水 750ml"
    screen.form = form
    state.destination = .intakeRecords(screen)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "theFormShowsTheParsedValueInJapaneseAt120x40")
    expectEqual(canvas.style(x: 50, y: 16), state.theme.style(.ok))
  }

  @Test func manyTodosOfADayEndWithMoreInJapaneseAt120x40() {
    let state = DaysFixtures.summary(width: 120, height: 40, language: "ja", todos: 30)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "manyTodosOfADayEndWithMoreInJapaneseAt120x40")
    expectEqual(canvas.style(x: 5, y: 22), state.theme.style(.warning))
    expectEqual(canvas.style(x: 6, y: 24), state.theme.style(.muted))
  }

  @Test func todosAreNamedOnTheCountsRowInKoreanAt80x24() {
    let state = DaysFixtures.summary(width: 80, height: 24, language: "ko", todos: 4)
    expectFrame(AppView.render(state).canvas.lines, "todosAreNamedOnTheCountsRowInKoreanAt80x24")
  }

  @Test func aFewTodosAreListedWholeAt120x40() {
    let state = DaysFixtures.summary(width: 120, height: 40, language: nil, todos: 3)
    expectFrame(AppView.render(state).canvas.lines, "aFewTodosAreListedWholeAt120x40")
  }

  @Test func onANarrowRowTheFirstTitleIsCutAndTheRestCounted() {
    let todos = DaysFixtures.todos(count: 3)
    func text(_ width: Int, _ language: Language) -> String {
      DaySummaryView.inlineTodos(todos, width: width, language).map(\.text).joined()
    }
    expectEqual(text(20, .en), ": ! 牛乳を… +2 more")
    expectEqual(text(40, .ko), ": ! 牛乳を買う 외 2개")
    expectEqual(text(43, .ko), ": ! 牛乳を買う, 치과 예약 — 오후 3시 외 1개")
    expectEqual(text(60, .ja), ": ! 牛乳を買う, 치과 예약 — 오후 3시 他1件")
    expectEqual(text(64, .ja), ": ! 牛乳を買う, 치과 예약 — 오후 3시, Write the quarterly report")
  }
}

/// The day summary shows a starred entry's ★ and counts the timed sections of a day that held
/// several jrnl entries.
@Suite struct DaySummarySectionsTests {
  @Test func starAndSectionCount() {
    let day = Day(iso: "2021-03-04")!
    var state = AppState(size: Size(width: 120, height: 40), today: day, now: 0)
    state.calendar.selected = day
    state.editor = EditorState(day: day)
    state.editor.buffer = TextBuffer("첫 번째 글\n본문\n\n§ 21:40 ★ Second\n日本語\n\n§ 23:05 Third")
    state.editor.starred = true
    let rows = DaySummaryView.summaryRows(state, width: 30).map { $0.map(\.text).joined() }
    expectEqual(rows.prefix(3), ["Thu 4 Mar 2021 ★", "첫 번째 글", "§ 3 sections"])
    state.editor.buffer = TextBuffer("Plain\n§ 25:00 not a marker")
    state.editor.starred = false
    let plain = DaySummaryView.summaryRows(state, width: 30).map { $0.map(\.text).joined() }
    expectEqual(plain.prefix(3), ["Thu 4 Mar 2021", "Plain"])
  }
}
