import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `HistoryFeature.reduce` on its own state: exact new state and outputs, no `AppState`.
@Suite struct HistoryReducerTests {
  let day = Fixture.today
  let older = EntryRevision(
    id: 1, entryID: 4, title: "처음", body: "", savedAt: Fixture.now - 7200)
  let newer = EntryRevision(
    id: 2, entryID: 4, title: "두번째 🌿", body: "몬스테라 새 잎",
    savedAt: Fixture.now - 600)

  func loaded(selection: Int = 0, viewing: Int? = nil) -> HistoryFeature.State {
    var state = HistoryFeature.State(day: day)
    state.revisions = [newer, older]
    state.isLoaded = true
    state.selection = selection
    state.viewing = viewing
    return state
  }

  func reduce(_ state: inout HistoryFeature.State, _ key: Key, page: Int = 14)
    -> [HistoryFeature.Output]
  {
    HistoryFeature.reduce(into: &state, action: .key(key, page: page))
  }

  @Test func loadedKeepsTheSelectionInRangeAndIgnoresOtherDays() {
    var state = HistoryFeature.State(day: day)
    state.selection = 5
    let current = Entry(id: 4, day: day, title: "두번째 🌿", body: "몬스테라 새 잎")
    let outputs = HistoryFeature.reduce(
      into: &state, action: .loaded(day: day, current: current, revisions: [older, newer]))
    var expected = loaded(selection: 1)
    expected.current = current
    expectEqual(outputs, [])
    expectEqual(state, expected)

    let before = state
    let other = HistoryFeature.reduce(
      into: &state, action: .loaded(day: day.adding(days: -1), current: nil, revisions: []))
    expectEqual(other, [])
    expectEqual(state, before)
  }

  @Test func listKeysMoveOpenAndClose() {
    var state = loaded()
    expectEqual(reduce(&state, .down), [])
    expectEqual(state, loaded(selection: 1))
    expectEqual(reduce(&state, .character("j")), [])
    expectEqual(state, loaded(selection: 1))
    expectEqual(reduce(&state, .character("k")), [])
    expectEqual(state, loaded(selection: 0))
    expectEqual(reduce(&state, .up), [])
    expectEqual(state, loaded(selection: 0))
    expectEqual(reduce(&state, .enter), [])
    expectEqual(state, loaded(selection: 0, viewing: 0))

    for key in [Key.escape, .character("q"), .character("H")] {
      var list = loaded(selection: 1)
      expectEqual(reduce(&list, key), [.close])
      expectEqual(list, loaded(selection: 1))
    }
    var other = loaded()
    expectEqual(reduce(&other, .character("x")), [])
    expectEqual(other, loaded())
  }

  @Test func enterOnAnEmptyListDoesNothing() {
    var state = HistoryFeature.State(day: day)
    state.isLoaded = true
    let before = state
    expectEqual(reduce(&state, .enter), [])
    expectEqual(reduce(&state, .character("r")), [])
    expectEqual(state, before)
  }

  @Test func readingScrollsByLinesAndPagesAndTogglesTheDiff() {
    var state = loaded(selection: 1, viewing: 1)
    expectEqual(reduce(&state, .pageDown, page: 14), [])
    expectEqual(state.scroll, 14)
    expectEqual(reduce(&state, .character(" "), page: 3), [])
    expectEqual(state.scroll, 17)
    expectEqual(reduce(&state, .character("k")), [])
    expectEqual(state.scroll, 16)
    expectEqual(reduce(&state, .pageUp, page: 20), [])
    expectEqual(state.scroll, 0)
    expectEqual(reduce(&state, .down), [])
    expectEqual(state.scroll, 1)
    expectEqual(reduce(&state, .character("d")), [])
    var expected = loaded(selection: 1, viewing: 1)
    expected.showsDiff = true
    expectEqual(state, expected)
    // Esc goes back to the list, not out of the history.
    expectEqual(reduce(&state, .escape), [])
    expectEqual(state, loaded(selection: 1))
  }

  @Test func rAsksToRevertTheRevisionReadOrSelected() {
    var list = loaded(selection: 1)
    expectEqual(reduce(&list, .character("r")), [.askRevert(day: day, revision: older)])
    expectEqual(list, loaded(selection: 1))

    var reading = loaded(selection: 1, viewing: 0)
    reading.scroll = 2
    let before = reading
    expectEqual(reduce(&reading, .character("r")), [.askRevert(day: day, revision: newer)])
    expectEqual(reading, before)
  }

  /// The help can open over the history; revisions that arrive meanwhile are kept, and the
  /// history comes back with them when the help closes.
  @Test func revisionsArrivingUnderTheHelpLand() {
    var state = Fixture.state()
    state.destination = .history(HistoryFeature.State(day: day))
    let store = TestStore(state)
    store.send(.keyPressed(.character("?"))) {
      $0.helpUnder = .history(HistoryFeature.State(day: day))
      $0.destination = .help(HelpFeature.State(scroll: 0))
    }
    store.send(.browse(.historyLoaded(day: day, current: nil, revisions: [older, newer]))) {
      $0.helpUnder = .history(loaded())
    }
    store.send(.keyPressed(.escape)) {
      $0.helpUnder = nil
      $0.destination = .history(loaded())
    }
  }
}
