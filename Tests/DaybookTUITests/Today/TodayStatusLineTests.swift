import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// A quick key on Today answers on the status line, and the answer goes after five seconds.
@Suite("Today quick keys on the status line")
struct TodayStatusLineTests {
  private let right = " 0 unread · 2026-11-29 "

  private func todayFocused(_ language: String = "en") -> AppState {
    var state = Fixture.state(width: 80, height: 24)
    state.settings.language = language
    state.focus = .today
    return state
  }

  /// The status row at 80×24: the message on the left, the unread count and day on the right.
  private func statusRow(_ message: String, right: String) -> String {
    let gap = 80 - TextWidth.width(of: message) - TextWidth.width(of: right)
    return message + String(repeating: " ", count: gap) + right
  }

  @Test func aPresetKeySaysWhatItRecordedThenTheAnswerClears() {
    let store = TestStore(todayFocused())
    var expected = store.state
    _ = TodayFeature.reduce(into: &expected.todayPane, action: .key(.character("e")))
    expected.status = StatusMessage(text: "Recorded tea 40mg · u undo", expiresAt: Fixture.now + 5)
    store.send(
      .keyPressed(.character("e")), effects: [.addIntake(kind: .caffeine, amount: 40, unit: .mg)]
    ) { $0 = expected }
    expectEqual(
      AppView.render(store.state).canvas.lines[22],
      statusRow(" Recorded tea 40mg · u undo", right: right))

    store.send(.tick(now: Fixture.now + 4, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 4
    }
    store.send(.tick(now: Fixture.now + 5, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 5
      $0.status = nil
    }
    expectEqual(AppView.render(store.state).canvas.lines[22], statusRow("", right: right))
  }

  /// `t` is the calendar's "today": on Today it used to record 40 mg of tea without a word.
  @Test func theCalendarsTodayKeyWritesNothingOnTodayAndSaysSo() {
    let store = TestStore(todayFocused())
    var expected = store.state
    expected.status = StatusMessage(
      text: "t is another pane's key, not Today's · ? help",
      expiresAt: Fixture.now + 5)
    store.send(.keyPressed(.character("t"))) { $0 = expected }
    expectEqual(
      AppView.render(store.state).canvas.lines[22],
      statusRow(" t is another pane's key, not Today's · ? help", right: right))
  }

  @Test func theAnswerIsInKorean() {
    let store = TestStore(todayFocused("ko"))
    var expected = store.state
    _ = TodayFeature.reduce(into: &expected.todayPane, action: .key(.character("a")))
    expected.status = StatusMessage(text: "물 250ml 기록했습니다 · u 취소", expiresAt: Fixture.now + 5)
    store.send(
      .keyPressed(.character("a")), effects: [.addIntake(kind: .water, amount: 250, unit: .ml)]
    ) { $0 = expected }
    expectEqual(
      AppView.render(store.state).canvas.lines[22],
      statusRow(" 물 250ml 기록했습니다 · u 취소", right: " 읽지 않음 0 · 2026-11-29 "))
  }

  /// While Today asks y/n, the key bar shows the answers, not the pane's keys it ignores.
  @Test func theKeyBarShowsTheAnswersWhileTodayAsks() {
    var state = todayFocused()
    state.todayPane.confirm = .waterAll([1, 2])
    let footer = AppView.render(state).canvas.lines[23]
    #expect(footer.hasPrefix(" y yes"))
    #expect(footer.contains("n/Esc no"))
    #expect(!footer.contains("previous row"))
  }
}
