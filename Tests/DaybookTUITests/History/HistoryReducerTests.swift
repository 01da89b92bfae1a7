import DaybookCore
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
    #expect(outputs == [])
    #expect(state == expected)

    let before = state
    let other = HistoryFeature.reduce(
      into: &state, action: .loaded(day: day.adding(days: -1), current: nil, revisions: []))
    #expect(other == [])
    #expect(state == before)
  }

  @Test func listKeysMoveOpenAndClose() {
    var state = loaded()
    #expect(reduce(&state, .down) == [])
    #expect(state == loaded(selection: 1))
    #expect(reduce(&state, .character("j")) == [])
    #expect(state == loaded(selection: 1))
    #expect(reduce(&state, .character("k")) == [])
    #expect(state == loaded(selection: 0))
    #expect(reduce(&state, .up) == [])
    #expect(state == loaded(selection: 0))
    #expect(reduce(&state, .enter) == [])
    #expect(state == loaded(selection: 0, viewing: 0))

    for key in [Key.escape, .character("q"), .character("H")] {
      var list = loaded(selection: 1)
      #expect(reduce(&list, key) == [.close])
      #expect(list == loaded(selection: 1))
    }
    var other = loaded()
    #expect(reduce(&other, .character("x")) == [])
    #expect(other == loaded())
  }

  @Test func enterOnAnEmptyListDoesNothing() {
    var state = HistoryFeature.State(day: day)
    state.isLoaded = true
    let before = state
    #expect(reduce(&state, .enter) == [])
    #expect(reduce(&state, .character("r")) == [])
    #expect(state == before)
  }

  @Test func readingScrollsByLinesAndPagesAndTogglesTheDiff() {
    var state = loaded(selection: 1, viewing: 1)
    #expect(reduce(&state, .pageDown, page: 14) == [])
    #expect(state.scroll == 14)
    #expect(reduce(&state, .character(" "), page: 3) == [])
    #expect(state.scroll == 17)
    #expect(reduce(&state, .character("k")) == [])
    #expect(state.scroll == 16)
    #expect(reduce(&state, .pageUp, page: 20) == [])
    #expect(state.scroll == 0)
    #expect(reduce(&state, .down) == [])
    #expect(state.scroll == 1)
    #expect(reduce(&state, .character("d")) == [])
    var expected = loaded(selection: 1, viewing: 1)
    expected.showsDiff = true
    #expect(state == expected)
    // Esc goes back to the list, not out of the history.
    #expect(reduce(&state, .escape) == [])
    #expect(state == loaded(selection: 1))
  }

  @Test func rAsksToRevertTheRevisionReadOrSelected() {
    var list = loaded(selection: 1)
    #expect(reduce(&list, .character("r")) == [.askRevert(day: day, revision: older)])
    #expect(list == loaded(selection: 1))

    var reading = loaded(selection: 1, viewing: 0)
    reading.scroll = 2
    let before = reading
    #expect(reduce(&reading, .character("r")) == [.askRevert(day: day, revision: newer)])
    #expect(reading == before)
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
