import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct SearchFeatureTests {
  let today = Fixture.today
  let hit = SearchResult(
    kind: .entry, id: 7, day: Day(year: 2026, month: 10, day: 3)!, title: "몬스테라",
    snippet: "오늘은 \u{1}몬스테라\u{2}에 물을 줬다 🌿")
  let todo = SearchResult(
    kind: .todo, id: 3, day: Day(year: 2026, month: 12, day: 1)!, title: "화분 사기",
    snippet: "\u{1}화분\u{2} 사기")
  let care = SearchResult(
    kind: .care, id: 9, day: Day(year: 2026, month: 9, day: 1)!, title: "Monstera",
    snippet: "Monstera · note: 새 \u{1}잎\u{2}")

  @Test func slashOpensSearchWithRecentAndTypingSearchesLive() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("/")), effects: [.browse(.loadRecentSearches)]) {
      $0.destination = .search(SearchFeature.State())
    }
    store.send(.browse(.recentSearchesLoaded(["#plants", "물"]))) {
      $0.destination = .search(SearchFeature.State(recent: ["#plants", "물"]))
    }
    store.send(.keyPressed(.character("몬")), effects: [.longRunning(.search("몬"), id: .search)]) {
      $0.destination = .search(SearchFeature.State(query: "몬", recent: ["#plants", "물"]))
    }
    store.send(.keyPressed(.character("스")), effects: [.longRunning(.search("몬스"), id: .search)]) {
      $0.destination = .search(SearchFeature.State(query: "몬스", recent: ["#plants", "물"]))
    }
    // Results for an older query arrive late and are dropped.
    store.send(.searchResults(query: "몬", hits: [hit]))
    store.send(.searchResults(query: "몬스", hits: [hit])) {
      $0.destination = .search(
        SearchFeature.State(query: "몬스", results: [hit], recent: ["#plants", "물"]))
    }
    // Clearing the field cancels the search still running; so does closing.
    store.send(.keyPressed(.ctrl("u")), effects: [.cancel(.search)]) {
      $0.destination = .search(SearchFeature.State(recent: ["#plants", "물"]))
    }
    store.send(.keyPressed(.escape), effects: [.cancel(.search)]) { $0.destination = nil }
  }

  /// The first page comes with the count; moving past the last row reads the next page in
  /// the search's slot and appends it; a new query starts over.
  @Test func movingPastTheLastRowLoadsTheNextPageAndANewQueryResets() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State(query: "물"))
    let store = TestStore(state)
    var cursor = SearchCursor()
    cursor.last[.entry] = hit
    cursor.finished = [.care]
    store.send(
      .searchPageLoaded(
        query: "물", page: SearchPage(results: [todo, hit], next: cursor), total: 13_825,
        appending: false)
    ) {
      $0.destination = .search(
        SearchFeature.State(
          query: "물", results: [todo, hit], total: 13_825, next: cursor))
    }
    store.send(.keyPressed(.down)) {
      $0.destination = .search(
        SearchFeature.State(
          query: "물", results: [todo, hit], selection: 1, total: 13_825, next: cursor))
    }
    store.send(
      .keyPressed(.down), effects: [.longRunning(.searchMore("물", after: cursor), id: .search)]
    ) {
      $0.destination = .search(
        SearchFeature.State(
          query: "물", results: [todo, hit], selection: 1, total: 13_825, next: cursor,
          loadingMore: true))
    }
    // While that page is being read, more keys ask for nothing more.
    store.send(.keyPressed(.pageDown))
    store.send(
      .searchPageLoaded(
        query: "물", page: SearchPage(results: [care], next: nil), total: nil, appending: true)
    ) {
      $0.destination = .search(
        SearchFeature.State(
          query: "물", results: [todo, hit, care], selection: 1, total: 13_825))
    }
    // The last page is in: PgDn stops at the last row and reads nothing.
    store.send(.keyPressed(.pageDown)) {
      $0.destination = .search(
        SearchFeature.State(
          query: "물", results: [todo, hit, care], selection: 2, total: 13_825))
    }
    store.send(.keyPressed(.pageUp)) {
      $0.destination = .search(
        SearchFeature.State(query: "물", results: [todo, hit, care], total: 13_825))
    }
    // A new query forgets the count and the cursor; its first page replaces the list.
    store.send(.keyPressed(.character("을")), effects: [.longRunning(.search("물을"), id: .search)]) {
      $0.destination = .search(SearchFeature.State(query: "물을", results: [todo, hit, care]))
    }
    store.send(
      .searchPageLoaded(
        query: "물", page: SearchPage(results: [care], next: nil), total: nil, appending: true))
    store.send(
      .searchPageLoaded(
        query: "물을", page: SearchPage(results: [hit], next: nil), total: 1, appending: false)
    ) {
      $0.destination = .search(SearchFeature.State(query: "물을", results: [hit], total: 1))
    }
  }

  @Test func badFiltersAreShownAndOnlyFiltersStillSearch() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State())
    let store = TestStore(state)
    store.send(.pasted("mood:sleepy"), effects: [.cancel(.search)]) {
      $0.destination = .search(SearchFeature.State(query: "mood:sleepy", problems: ["mood:sleepy"]))
    }
    store.send(.keyPressed(.ctrl("u")), effects: [.cancel(.search)]) {
      $0.destination = .search(SearchFeature.State())
    }
    store.send(
      .pasted("#plants\nfrom:2026"),
      effects: [.longRunning(.search("#plants from:2026"), id: .search)]
    ) {
      $0.destination = .search(SearchFeature.State(query: "#plants from:2026"))
    }
  }

  @Test func recentSearchesAreReusedForgottenAndCleared() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State(recent: ["#plants", "물", "산책"]))
    let store = TestStore(state)
    store.send(.keyPressed(.down)) {
      $0.destination = .search(SearchFeature.State(selection: 1, recent: ["#plants", "물", "산책"]))
    }
    store.send(.keyPressed(.ctrl("d")), effects: [.browse(.deleteRecentSearch("물"))]) {
      $0.destination = .search(SearchFeature.State(selection: 1, recent: ["#plants", "산책"]))
    }
    store.send(.keyPressed(.enter), effects: [.longRunning(.search("산책"), id: .search)]) {
      $0.destination = .search(SearchFeature.State(query: "산책", recent: ["#plants", "산책"]))
    }
    store.send(.keyPressed(.ctrl("u")), effects: [.cancel(.search)]) {
      $0.destination = .search(SearchFeature.State(recent: ["#plants", "산책"]))
    }
    store.send(.keyPressed(.ctrl("x")), effects: [.browse(.clearRecentSearches)]) {
      $0.destination = .search(SearchFeature.State())
    }
    // Nothing left to forget.
    store.send(.keyPressed(.ctrl("x")))
    store.send(.keyPressed(.ctrl("d")))
  }

  @Test func globalKeysAreTextInsideSearch() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State())
    let store = TestStore(state)
    store.send(.keyPressed(.character("q")), effects: [.longRunning(.search("q"), id: .search)]) {
      $0.destination = .search(SearchFeature.State(query: "q"))
    }
    #expect(!store.state.isQuitting)
  }

  @Test func enterOnAnEntryRemembersTheQueryAndOpensTheDayInTheEditor() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State(query: "몬스", results: [todo, hit]))
    let store = TestStore(state)
    store.send(.keyPressed(.down)) {
      $0.destination = .search(
        SearchFeature.State(query: "몬스", results: [todo, hit], selection: 1))
    }
    store.send(.keyPressed(.down))
    var expected = store.state
    expected.destination = nil
    expected.focus = .editor
    let jump = AppReducer.jump(to: hit.day, &expected)
    #expect(jump.contains(.loadEntry(hit.day)))
    // The search's words wait in the editor for the day's entry to load.
    expected.editor.searchHighlight = SearchHighlight(day: hit.day, terms: ["몬스"])
    store.send(
      .keyPressed(.enter), effects: [.cancel(.search), .browse(.recordSearch("몬스"))] + jump
    ) {
      $0 = expected
    }
    expectEqual(store.state.calendar.selected, hit.day)
    // The entry arrives: it opens at the first match, still marked.
    let body = (1...30).map { "줄 \($0)" }.joined(separator: "\n") + "\n새 🌿 몬스테라 잎"
    let entry = Entry(id: 7, day: hit.day, title: "장마", body: body)
    var loaded = store.state
    _ = AppReducer.editor(&loaded, .load(day: hit.day, entry: entry, draft: nil))
    var plain = store.state
    plain.editor.searchHighlight = nil
    _ = AppReducer.editor(&plain, .load(day: hit.day, entry: entry, draft: nil))
    expectEqual(loaded.editor.buffer.cursor, TextBuffer.Position(line: 31, column: 4))
    #expect(loaded.editor.scroll.line > 0 && plain.editor.scroll.line == 0)
    plain.editor.buffer.setCursor(TextBuffer.Position(line: 31, column: 4))
    plain.editor.scroll = loaded.editor.scroll
    plain.editor.searchHighlight = SearchHighlight(day: hit.day, terms: ["몬스"])
    expectEqual(loaded.editor, plain.editor)
  }

  @Test func theMarksStayUntilAnEditAndAQueryWithoutWordsMarksNothing() {
    var editor = EditorState(day: hit.day)
    _ = EditorFeature.reduce(
      &editor, .load(day: hit.day, entry: Entry(day: hit.day, title: "몬스테라 물"), draft: nil))
    let marks = SearchHighlight(day: hit.day, terms: ["물", "#plants"])
    // The day is open already: the cursor goes to the match at once.
    expectEqual(EditorFeature.reduce(&editor, .highlight(marks)), [])
    expectEqual(editor.searchHighlight, marks)
    expectEqual(editor.buffer.cursor, TextBuffer.Position(line: 0, column: 5))
    _ = EditorFeature.reduce(&editor, .key(.character("i"), now: 1))
    expectEqual(editor.searchHighlight, marks)
    _ = EditorFeature.reduce(&editor, .key(.character("x"), now: 2))
    expectEqual(editor.searchHighlight, nil)
    expectEqual(SearchHighlight(day: hit.day, terms: []), nil)
    expectEqual(
      SearchHighlight(day: hit.day, terms: SearchQuery.parse("mood:good").highlightTerms), nil)
  }

  @Test func enterOnATodoGoesToToday() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State(query: "화분", results: [todo]))
    let store = TestStore(state)
    store.send(.keyPressed(.enter), effects: [.cancel(.search), .browse(.recordSearch("화분"))]) {
      $0.destination = nil
      $0.focus = .today
    }
  }

  @Test func enterOnCareShowsTheDayInTheCalendar() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State(query: "잎", results: [care]))
    let store = TestStore(state)
    var expected = store.state
    expected.destination = nil
    expected.focus = .calendar
    let jump = AppReducer.jump(to: care.day, &expected)
    store.send(
      .keyPressed(.enter), effects: [.cancel(.search), .browse(.recordSearch("잎"))] + jump
    ) {
      $0 = expected
    }
    expectEqual(store.state.calendar.selected, care.day)
  }

  @Test func enterWithNoResultsStillRemembersTheQuery() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State(query: "zzz"))
    let store = TestStore(state)
    store.send(.keyPressed(.enter), effects: [.browse(.recordSearch("zzz"))])
  }
}

/// The search's long-running work: the first page with the count, then the pages after it.
@Suite struct SearchWorkTests {
  @Test func firstPageCarriesTheTotalAndLaterPagesContinue() throws {
    let journal = try Journal.inMemory()
    let first = Day(year: 2026, month: 1, day: 1)!
    let count = SearchFeature.pageSize + 7
    for offset in 0..<count {
      try journal.saveEntry(Entry(day: first.adding(days: offset), body: "산책 🌿"), at: 1)
    }
    let firstPage = try LongRunningWork.perform(.search("산책"), on: journal)
    guard case let .searchPageLoaded(query, page, total, appending)? = firstPage.first else {
      Issue.record("no page: \(firstPage)")
      return
    }
    #expect(query == "산책" && total == count && !appending)
    expectEqual(page.results.count, SearchFeature.pageSize)
    expectEqual(page.results.first?.day, first.adding(days: count - 1))
    let cursor = try #require(page.next)
    let more = try LongRunningWork.perform(.searchMore("산책", after: cursor), on: journal)
    guard case let .searchPageLoaded(_, rest, moreTotal, moreAppending)? = more.first else {
      Issue.record("no page: \(more)")
      return
    }
    #expect(moreTotal == nil && moreAppending && rest.next == nil)
    expectEqual(rest.results.map(\.day), (0..<7).reversed().map { first.adding(days: $0) })
  }
}
