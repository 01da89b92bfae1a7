import DaybookCore
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
    #expect(key(&state, .character("몬")) == [.search("몬")])
    #expect(state == State(query: "몬", recent: ["산책"]))
    #expect(
      SearchFeature.reduce(into: &state, action: .pasted("스테라\n🌿")) == [.search("몬스테라 🌿")])
    #expect(state == State(query: "몬스테라 🌿", recent: ["산책"]))
    #expect(key(&state, .ctrl("u")) == [.cancelSearch])
    #expect(state == State(recent: ["산책"]))
    #expect(key(&state, .escape) == [.close])
    #expect(state == State(recent: ["산책"]))
    #expect(key(&state, .function(5)) == [])
    #expect(state == State(recent: ["산책"]))
  }

  @Test func resultsOfAnOlderQueryAreDroppedAndPagesAppend() {
    var state = State(query: "몬스", selection: 4)
    #expect(
      SearchFeature.reduce(into: &state, action: .resultsArrived(query: "몬", results: [hit]))
        == [])
    #expect(state == State(query: "몬스", selection: 4))
    #expect(
      SearchFeature.reduce(into: &state, action: .resultsArrived(query: "몬스", results: [hit]))
        == [])
    #expect(state == State(query: "몬스", results: [hit]))

    var cursor = SearchCursor()
    cursor.last[.entry] = hit
    let first = SearchPage(results: [todo, hit], next: cursor)
    #expect(
      SearchFeature.reduce(
        into: &state, action: .pageArrived(query: "몬스", first, total: 3, appending: false))
        == [])
    #expect(state == State(query: "몬스", results: [todo, hit], total: 3, next: cursor))

    // Down past the last row asks for the next page, once.
    #expect(key(&state, .down) == [])
    #expect(key(&state, .down) == [.searchMore("몬스", after: cursor)])
    #expect(
      state
        == State(
          query: "몬스", results: [todo, hit], selection: 1, total: 3, next: cursor,
          loadingMore: true))
    #expect(key(&state, .pageDown) == [])
    let last = SearchPage(results: [hit], next: nil)
    #expect(
      SearchFeature.reduce(
        into: &state, action: .pageArrived(query: "몬스", last, total: nil, appending: true))
        == [])
    #expect(state == State(query: "몬스", results: [todo, hit, hit], selection: 1, total: 3))
    #expect(key(&state, .pageUp) == [])
    #expect(state.selection == 0)
  }

  @Test func enterOnAResultRecordsTheQueryAndOpensIt() {
    var state = State(query: "몬스테라", results: [todo, hit], selection: 1)
    let before = state
    #expect(
      key(&state, .enter)
        == [
          .cancelSearch, .record("몬스테라"),
          .open(hit, highlight: SearchHighlight(day: hit.day, terms: ["몬스테라"])),
        ])
    #expect(state == before)

    var none = State(query: "xyzzy")
    #expect(key(&none, .enter) == [.record("xyzzy")])
    #expect(none == State(query: "xyzzy"))
  }

  @Test func recentSearchesAreReusedDeletedAndCleared() {
    var state = State(selection: 5)
    #expect(SearchFeature.reduce(into: &state, action: .recentLoaded(["#plants", "물", "산책"])) == [])
    #expect(state == State(selection: 2, recent: ["#plants", "물", "산책"]))
    #expect(key(&state, .ctrl("d")) == [.deleteRecent("산책")])
    #expect(state == State(selection: 1, recent: ["#plants", "물"]))
    #expect(key(&state, .ctrl("p")) == [])
    #expect(key(&state, .enter) == [.search("#plants")])
    #expect(state == State(query: "#plants", recent: ["#plants", "물"]))

    var recent = State(recent: ["물"])
    #expect(key(&recent, .ctrl("x")) == [.clearRecent])
    #expect(recent == State())
    #expect(key(&recent, .ctrl("x")) == [])
    #expect(key(&recent, .ctrl("d")) == [])
    #expect(key(&recent, .enter) == [])
    #expect(recent == State())
  }
}
