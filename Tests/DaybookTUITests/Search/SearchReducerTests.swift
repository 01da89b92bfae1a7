import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `SearchFeature.reduce` on its own state: exact new state and outputs, no `AppState`.
@Suite struct SearchReducerTests {
  typealias State = SearchFeature.State

  let hit = SearchResult(
    kind: .entry, id: 7, day: Day(year: 2026, month: 10, day: 3) ?? Fixture.today,
    title: "몬스테라", snippet: "오늘은 \u{1}몬스테라\u{2}에 물을 줬다 🌿")
  let todo = SearchResult(
    kind: .todo, id: 3, day: Day(year: 2026, month: 12, day: 1) ?? Fixture.today,
    title: "화분 사기", snippet: "\u{1}화분\u{2} 사기")

  func key(_ state: inout State, _ key: Key) -> [SearchFeature.Output] {
    SearchFeature.reduce(into: &state, action: .key(key))
  }

  @Test func typingAndPastingSearchAndClearingCancels() {
    var state = State(recent: ["산책"])
    expectEqual(key(&state, .character("몬")), [.search("몬")])
    expectEqual(state, State(query: "몬", recent: ["산책"]))
    expectEqual(
      SearchFeature.reduce(into: &state, action: .pasted("스테라\n🌿")), [.search("몬스테라 🌿")])
    expectEqual(state, State(query: "몬스테라 🌿", recent: ["산책"]))
    expectEqual(key(&state, .ctrl("u")), [.cancelSearch])
    expectEqual(state, State(recent: ["산책"]))
    expectEqual(key(&state, .escape), [.close])
    expectEqual(state, State(recent: ["산책"]))
    expectEqual(key(&state, .function(5)), [])
    expectEqual(state, State(recent: ["산책"]))
  }

  @Test func resultsOfAnOlderQueryAreDroppedAndPagesAppend() {
    var state = State(query: "몬스", selection: 4)
    expectEqual(
      SearchFeature.reduce(into: &state, action: .resultsArrived(query: "몬", results: [hit])), [])
    expectEqual(state, State(query: "몬스", selection: 4))
    expectEqual(
      SearchFeature.reduce(into: &state, action: .resultsArrived(query: "몬스", results: [hit])), [])
    expectEqual(state, State(query: "몬스", results: [hit]))

    var cursor = SearchCursor()
    cursor.last[.entry] = hit
    let first = SearchPage(results: [todo, hit], next: cursor)
    expectEqual(
      SearchFeature.reduce(
        into: &state, action: .pageArrived(query: "몬스", first, total: 3, appending: false)), [])
    expectEqual(state, State(query: "몬스", results: [todo, hit], total: 3, next: cursor))

    // Down past the last row asks for the next page, once.
    expectEqual(key(&state, .down), [])
    expectEqual(key(&state, .down), [.searchMore("몬스", after: cursor)])
    expectEqual(
      state,
      State(
        query: "몬스", results: [todo, hit], selection: 1, total: 3, next: cursor,
        loadingMore: true))
    expectEqual(key(&state, .pageDown), [])
    let last = SearchPage(results: [hit], next: nil)
    expectEqual(
      SearchFeature.reduce(
        into: &state, action: .pageArrived(query: "몬스", last, total: nil, appending: true)), [])
    expectEqual(state, State(query: "몬스", results: [todo, hit, hit], selection: 1, total: 3))
    expectEqual(key(&state, .pageUp), [])
    expectEqual(state.selection, 0)
  }

  @Test func enterOnAResultRecordsTheQueryAndOpensIt() {
    var state = State(query: "몬스테라", results: [todo, hit], selection: 1)
    let before = state
    expectEqual(
      key(&state, .enter),
      [
        .cancelSearch, .record("몬스테라"),
        .open(hit, highlight: SearchHighlight(day: hit.day, terms: ["몬스테라"])),
      ])
    expectEqual(state, before)

    var none = State(query: "xyzzy")
    expectEqual(key(&none, .enter), [.record("xyzzy")])
    expectEqual(none, State(query: "xyzzy"))
  }

  @Test func recentSearchesAreReusedDeletedAndCleared() {
    var state = State(selection: 5)
    expectEqual(
      SearchFeature.reduce(into: &state, action: .recentLoaded(["#plants", "물", "산책"])), [])
    expectEqual(state, State(selection: 2, recent: ["#plants", "물", "산책"]))
    expectEqual(key(&state, .ctrl("d")), [.deleteRecent("산책")])
    expectEqual(state, State(selection: 1, recent: ["#plants", "물"]))
    expectEqual(key(&state, .ctrl("p")), [])
    expectEqual(key(&state, .enter), [.search("#plants")])
    expectEqual(state, State(query: "#plants", recent: ["#plants", "물"]))

    var recent = State(recent: ["물"])
    expectEqual(key(&recent, .ctrl("x")), [.clearRecent])
    expectEqual(recent, State())
    expectEqual(key(&recent, .ctrl("x")), [])
    expectEqual(key(&recent, .ctrl("d")), [])
    expectEqual(key(&recent, .enter), [])
    expectEqual(recent, State())
  }
}
