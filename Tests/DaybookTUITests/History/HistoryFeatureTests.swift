import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct HistoryFeatureTests {
  let day = Fixture.today
  let older = EntryRevision(id: 1, entryID: 4, title: "처음", body: "", savedAt: Fixture.now - 7200)
  let newer = EntryRevision(
    id: 2, entryID: 4, title: "두번째", body: "몬스테라 새 잎", savedAt: Fixture.now - 600)

  func history(_ build: (inout HistoryFeature.State) -> Void) -> Destination {
    var history = HistoryFeature.State(day: day)
    build(&history)
    return .history(history)
  }

  @Test func revisionsArriveNewestFirstAndOneCanBeReadAndScrolled() {
    var state = Fixture.state()
    state.destination = history { _ in }
    let store = TestStore(state)
    let current = Entry(id: 4, day: day, title: "두번째", body: "몬스테라 새 잎")
    store.send(.browse(.historyLoaded(day: day, current: current, revisions: [older, newer]))) {
      $0.destination = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
      }
    }
    store.send(.keyPressed(.down)) {
      $0.destination = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
      }
    }
    store.send(.keyPressed(.enter)) {
      $0.destination = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
        $0.viewing = 1
      }
    }
    store.send(.keyPressed(.pageDown)) {
      $0.destination = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
        $0.viewing = 1
        $0.scroll = 30
      }
    }
    store.send(.keyPressed(.escape)) {
      $0.destination = history {
        $0.revisions = [newer, older]
        $0.current = current
        $0.isLoaded = true
        $0.selection = 1
      }
    }
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }

  @Test func revertAsksFirstThenSavesAndReloadsTheEditor() {
    var state = Fixture.state()
    state.destination = history {
      $0.revisions = [newer, older]
      $0.isLoaded = true
      $0.selection = 1
    }
    let store = TestStore(state)
    let effect = Effect.browse(.revertEntry(day: day, revisionID: older.id))
    store.send(.keyPressed(.character("r"))) {
      $0.destination = .confirm(
        Confirmation(
          prompt: "Put the entry back as it was at 2026-11-29 10:00? "
            + "(The text now is kept in the history.)",
          effects: [effect]))
    }
    store.send(.keyPressed(.character("y")), effects: [effect]) { $0.destination = nil }
    store.send(
      .browse(.entryReverted(day: day, revision: older)),
      effects: [.loadEntry(day), .loadMonth(day)]
    ) {
      $0.status = StatusMessage(
        text: "Reverted to the version of 2026-11-29 10:00", expiresAt: Fixture.now + 5)
    }
  }

  /// Issue 16 item 15: after a revert, the reverted revision and the new one both said
  /// "current".
  @Test func onlyTheNewestMatchingRevisionIsCurrent() {
    let reverted = EntryRevision(
      id: 3, entryID: 4, title: "처음", body: "", savedAt: Fixture.now - 60)
    var overlay = HistoryFeature.State(day: day)
    overlay.revisions = [reverted, newer, older]
    overlay.current = Entry(id: 4, day: day, title: "처음", body: "")
    expectEqual(HistoryView.currentRevisionID(overlay), 3)
    let marked = overlay.revisions.filter {
      HistoryView.header($0, overlay, .en, .utc).hasSuffix(" · current")
    }
    expectEqual(marked.map(\.id), [3])
  }

  /// Issue 16 item 15: `d` shows what changed between a revision and the text now, by lines,
  /// Hangul and emoji whole at the edge.
  @Test func dShowsTheLinesThatDifferFromNow() {
    var state = Fixture.state(width: 100, height: 30)
    let old = EntryRevision(
      id: 1, entryID: 4, title: "물 준 날", body: "몬스테라 🌿\n같은 줄", savedAt: Fixture.now - 60)
    var overlay = HistoryFeature.State(day: day)
    overlay.revisions = [old]
    overlay.current = Entry(id: 4, day: day, title: "물 준 날", body: "같은 줄\n새 잎이 났다 🌱")
    overlay.isLoaded = true
    overlay.viewing = 0
    state.destination = .history(overlay)
    _ = AppReducer.reduce(&state, .keyPressed(.character("d")))
    guard case .history(let shown) = state.destination else {
      Issue.record("history closed")
      return
    }
    #expect(shown.showsDiff)
    let lines = AppView.render(state).canvas.lines.joined(separator: "\n")
    #expect(lines.contains("- 몬스테라 🌿"))
    #expect(lines.contains("+ 새 잎이 났다 🌱"))
    #expect(lines.contains("  같은 줄"))
    expectEqual(
      LineDiff.lines(from: "a\nb\nc", to: "a\nc\nd"),
      [.same("a"), .removed("b"), .same("c"), .added("d")])
  }

  @Test func resultsForAnotherDayAreIgnored() {
    var state = Fixture.state()
    state.destination = history { _ in }
    let store = TestStore(state)
    store.send(
      .browse(.historyLoaded(day: day.adding(days: -1), current: nil, revisions: [older])))
  }

  @Test func sizeCountsCharactersAndWords() {
    expectEqual(HistoryFeature.size(of: newer), (characters: 12, words: 4))
    let bodyOnly = EntryRevision(entryID: 1, title: "", body: "물 줬다", savedAt: 0)
    expectEqual(HistoryFeature.size(of: bodyOnly), (characters: 4, words: 2))
    expectEqual(HistoryFeature.size(of: older), (characters: 2, words: 1))
  }
}
