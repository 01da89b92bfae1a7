import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite("Background sync")
struct SyncFeatureTests {
  let now = Fixture.now

  @Test func notSetUpDoesNothingAndShowsNothing() {
    let store = TestStore(Fixture.state())
    store.send(.sync(.configured(interval: nil)))
    store.send(.tick(now: now + 50, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = now + 50
    }
    expectEqual(SyncFeature.statusWord(store.state.sync, .en), nil)
  }

  @Test func syncsAtStartThenEveryInterval() {
    let store = TestStore(Fixture.state())
    store.send(.sync(.configured(interval: 30)), effects: [.longRunning(.sync, id: .sync)]) {
      $0.sync.interval = 30
      $0.sync.phase = .syncing
    }
    // While one runs, no other starts.
    store.send(.tick(now: now + 10, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = now + 10
    }
    store.send(.sync(.finished(.synced(received: 2, notices: [])))) {
      $0.sync.phase = .synced
      $0.sync.nextAt = now + 40
    }
    expectEqual(SyncFeature.statusWord(store.state.sync, .en), "⇅ synced")
    store.send(.tick(now: now + 39, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = now + 39
    }
    store.send(
      .tick(now: now + 40, today: Fixture.today),
      effects: [.pollJournal, .longRunning(.sync, id: .sync)]
    ) {
      $0.now = now + 40
      $0.sync.phase = .syncing
    }
    expectEqual(SyncFeature.statusWord(store.state.sync, .ko), "⇅ 동기화 중…")
  }

  @Test func aWriteSyncsAfterAQuietSpell() {
    var state = Fixture.state()
    state.sync.interval = 300
    state.sync.phase = .synced
    state.sync.nextAt = now + 300
    // A watering is a write; a draft or a load is not.
    let drafted = [Effect.loadToday(Fixture.today), .saveDraft(Entry(day: Fixture.today))]
    expectEqual(AppReducer.noteWrites(drafted, &state), [])
    expectEqual(state.sync.writtenAt, nil)
    expectEqual(AppReducer.noteWrites([.water(plantID: 1)], &state), [])
    expectEqual(state.sync.writtenAt, now)
    let store = TestStore(state)
    store.send(.tick(now: now + 4, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = now + 4
    }
    store.send(
      .tick(now: now + 5, today: Fixture.today),
      effects: [.pollJournal, .longRunning(.sync, id: .sync)]
    ) {
      $0.now = now + 5
      $0.sync.phase = .syncing
      $0.sync.writtenAt = nil
    }
  }

  @Test func offlineAndProblemsShowOnTheStatusLine() {
    var state = Fixture.state()
    state.sync.interval = 60
    state.sync.phase = .syncing
    let store = TestStore(state)
    store.send(.sync(.finished(.offline(.offline("no network"))))) {
      $0.sync.phase = .offline
      $0.sync.nextAt = now + 60
    }
    expectEqual(SyncFeature.statusWord(store.state.sync, .ja), "⇅ オフライン")
    let bad = SyncError.malformed(path: "todos/x.txt", reason: "bad")
    store.send(.sync(.finished(.problem(bad)))) {
      $0.sync.phase = .problem(bad)
      $0.status = StatusMessage(
        text: bad.message(.en), isError: true, expiresAt: now + StatusMessage.lifetime)
    }
    expectEqual(SyncFeature.statusWord(store.state.sync, .en), "⇅ sync problem")
  }

  @Test func theStatusLineShowsTheSyncWord() {
    var state = Fixture.state(width: 80, height: 24)
    state.sync.interval = 60
    state.sync.phase = .synced
    let frame = AppView.render(state, cache: PaneCache())
    let lines = frame.canvas.lines
    #expect(lines.contains { $0.contains("⇅ synced · 0 unread · 2026-11-29") })
  }

  /// The problem stays on the status line after its message expired, in the language of
  /// the moment: switched live, it is reworded.
  @Test func aProblemIsShownInTheCurrentLanguage() {
    var state = Fixture.state(width: 80, height: 24)
    state.sync.interval = 60
    let store = TestStore(state)
    store.send(.sync(.finished(.problem(.newerFormat(3))))) {
      $0.sync.phase = .problem(.newerFormat(3))
      $0.sync.nextAt = now + 60
      $0.status = StatusMessage(
        text: SyncError.newerFormat(3).message(.en), isError: true,
        expiresAt: now + StatusMessage.lifetime)
    }
    state = store.state
    state.status = nil
    func statusLine(_ state: AppState) -> String {
      AppView.render(state, cache: PaneCache()).canvas.lines.first { $0.contains("⇅") } ?? ""
    }
    #expect(statusLine(state).hasPrefix(" the remote was written by a newer Day"))
    state.setLanguage(.ko)
    #expect(statusLine(state).hasPrefix(" 원격 저장소는 더 새로운 Daybook이"))
    #expect(statusLine(state).contains("⇅ 동기화 문제"))
  }

  @Test func aNoticeIsWordedInTheCurrentLanguage() {
    var state = Fixture.state()
    state.sync.interval = 60
    state.setLanguage(.ja)
    let store = TestStore(state)
    store.send(.sync(.finished(.synced(received: 1, notices: [.bothTextsKept(day: "2026-11-03")]))))
    {
      $0.sync.phase = .synced
      $0.sync.nextAt = now + 60
      $0.status = StatusMessage(
        text: SyncNotice.bothTextsKept(day: "2026-11-03").message(.ja),
        expiresAt: now + StatusMessage.lifetime)
    }
  }

  /// The feature alone: it sees only its state, the time it is told and the language.
  @Test func theReducerReadsOnlyItsStateAndTheTimeItIsTold() {
    var state = SyncFeature.State()
    expectEqual(
      SyncFeature.reduce(into: &state, action: .configured(interval: 60), language: .ko),
      [.startSync])
    var expected = SyncFeature.State()
    expected.interval = 60
    expected.phase = .syncing
    expectEqual(state, expected)

    let notice = SyncNotice.bothTextsKept(day: "2026-11-03")
    let outputs = SyncFeature.reduce(
      into: &state, action: .finished(.synced(received: 3, notices: [notice]), now: 1_000),
      language: .ko)
    expectEqual(outputs, [.status(notice.message(.ko), isError: false)])
    expected.phase = .synced
    expected.nextAt = 1_060
    expectEqual(state, expected)

    // A write at 1_010: due at 1_015, before the interval's 1_060.
    expectEqual(
      SyncFeature.reduce(into: &state, action: .journalWritten(at: 1_010), language: .en), [])
    expected.writtenAt = 1_010
    expectEqual(state, expected)
    expectEqual(SyncFeature.reduce(into: &state, action: .ticked(now: 1_014), language: .en), [])
    expectEqual(state, expected)
    expectEqual(
      SyncFeature.reduce(into: &state, action: .ticked(now: 1_015), language: .en), [.startSync])
    expected.phase = .syncing
    expected.writtenAt = nil
    expectEqual(state, expected)

    let bad = SyncError.newerFormat(3)
    expectEqual(
      SyncFeature.reduce(into: &state, action: .finished(.problem(bad), now: 1_020), language: .ja),
      [.status(bad.message(.ja), isError: true)])
    expected.phase = .problem(bad)
    expected.nextAt = 1_080
    expectEqual(state, expected)
  }

  /// Without sync set up, writes and time change nothing.
  @Test func notSetUpTheReducerIgnoresWritesAndTime() {
    var state = SyncFeature.State()
    expectEqual(
      SyncFeature.reduce(into: &state, action: .configured(interval: nil), language: .en), [])
    expectEqual(SyncFeature.reduce(into: &state, action: .journalWritten(at: 5), language: .en), [])
    expectEqual(SyncFeature.reduce(into: &state, action: .ticked(now: 10_000), language: .en), [])
    expectEqual(state, SyncFeature.State())
  }

  @Test func statusWordsAreTranslated() {
    #expect(Localization.problems(in: SyncStatusText.self).isEmpty)
  }
}
