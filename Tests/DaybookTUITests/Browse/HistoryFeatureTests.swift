import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct HistoryFeatureTests {
  let day = Fixture.today
  let older = EntryRevision(id: 1, entryID: 4, title: "처음", body: "", savedAt: Fixture.now - 7200)
  let newer = EntryRevision(
    id: 2, entryID: 4, title: "두번째", body: "몬스테라 새 잎", savedAt: Fixture.now - 600)

  func history(_ build: (inout HistoryOverlay) -> Void) -> Overlay {
    var history = HistoryOverlay(day: day)
    build(&history)
    return .history(history)
  }

  @Test func revisionsArriveNewestFirstAndOneCanBeReadAndScrolled() {
    var state = Fixture.state()
    state.overlay = history { _ in }
    let store = TestStore(state)
    let current = Entry(id: 4, day: day, title: "두번째", body: "몬스테라 새 잎")
    store.send(.browse(.historyLoaded(day: day, current: current, revisions: [older, newer]))) {
      $0.overlay = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
      }
    }
    store.send(.keyPressed(.down)) {
      $0.overlay = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
      }
    }
    store.send(.keyPressed(.enter)) {
      $0.overlay = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
        $0.viewing = 1
      }
    }
    store.send(.keyPressed(.pageDown)) {
      $0.overlay = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
        $0.viewing = 1
        $0.scroll = 30
      }
    }
    store.send(.keyPressed(.escape)) {
      $0.overlay = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
      }
    }
    store.send(.keyPressed(.escape)) { $0.overlay = nil }
  }

  @Test func revertAsksFirstThenSavesAndReloadsTheEditor() {
    var state = Fixture.state()
    state.overlay = history {
      $0.revisions = [newer, older]
      $0.isLoaded = true
      $0.selection = 1
    }
    let store = TestStore(state)
    let effect = Effect.browse(.revertEntry(day: day, revisionID: older.id))
    store.send(.keyPressed(.character("r"))) {
      $0.overlay = .confirm(
        Confirmation(
          prompt: "Put the entry back as it was at 2026-11-29 10:00? "
            + "(The text now is kept in the history.)",
          effects: [effect]))
    }
    store.send(.keyPressed(.character("y")), effects: [effect]) { $0.overlay = nil }
    store.send(
      .browse(.entryReverted(day: day, revision: older)), effects: [.loadEntry(day), .loadMonth(day)]
    ) {
      $0.status = StatusMessage(
        text: "Reverted to the version of 2026-11-29 10:00", expiresAt: Fixture.now + 5)
    }
  }

  @Test func resultsForAnotherDayAreIgnored() {
    var state = Fixture.state()
    state.overlay = history { _ in }
    let store = TestStore(state)
    store.send(
      .browse(.historyLoaded(day: day.adding(days: -1), current: nil, revisions: [older])))
  }

  @Test func sizeCountsCharactersAndWords() {
    #expect(HistoryReducer.size(of: newer) == (characters: 12, words: 4))
    let bodyOnly = EntryRevision(entryID: 1, title: "", body: "물 줬다", savedAt: 0)
    #expect(HistoryReducer.size(of: bodyOnly) == (characters: 4, words: 2))
    #expect(HistoryReducer.size(of: older) == (characters: 2, words: 1))
  }
}
