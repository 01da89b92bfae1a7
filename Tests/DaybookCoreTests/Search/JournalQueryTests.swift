import Expectations
import Foundation
import Testing

@testable import DaybookCore

@Suite struct JournalQueryTests {
  let now: Timestamp = 1_795_000_000  // 2026-11-18
  let june = Day(year: 2026, month: 6, day: 10)!
  let may = Day(year: 2026, month: 5, day: 20)!

  func sample() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.saveEntry(
      Entry(day: june, title: "장마", body: "몬스테라에 물을 줬다 #plants", mood: .good), at: now)
    try journal.saveEntry(
      Entry(day: may, title: "五月", body: "モンステラに水をやった #plants", mood: .bad), at: now)
    try journal.saveEntry(
      Entry(day: june.adding(days: 1), body: "산책했다 #walk", mood: .good), at: now)
    let plant = try journal.addPlant(Plant(name: "Monstera", intervalDays: 7), at: now)
    let noon = LocalTime.timestamp(of: june, hour: 12)
    try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: noon))
    try journal.addCare(CareEvent(plantID: plant.id, kind: .note, at: noon, note: "새 잎이 났다"))
    try journal.addTodo(
      Todo(title: "화분 물 받침 사기", tags: ["plants"], due: june.adding(days: 2)), at: now)
    return journal
  }

  @Test func koreanAndJapaneseSubstrings() throws {
    let journal = try sample()
    let korean = try journal.search(SearchQuery.parse("스테라"))
    expectEqual(korean.map(\.kind), [.entry])
    expectEqual(korean.first?.snippet.contains("몬\u{1}스테라\u{2}에"), true)
    try expectEqual(journal.search(SearchQuery.parse("ステラ")).map(\.day), [may])
  }

  @Test func shortWordsFindEntriesTodosAndCareNotes() throws {
    let journal = try sample()
    let results = try journal.search(SearchQuery.parse("물"))
    expectEqual(results.map(\.kind), [.todo, .entry])
    let leaf = try journal.search(SearchQuery.parse("잎"))
    expectEqual(leaf.map(\.kind), [.care])
    expectEqual(leaf.first?.title, "Monstera")
    expectEqual(leaf.first?.snippet, "Monstera · note: 새 \u{1}잎\u{2}이 났다")
  }

  @Test func tagAndDateCombine() throws {
    let journal = try sample()
    let results = try journal.search(SearchQuery.parse("#plants from:2026-06-01 물"))
    expectEqual(results.map(\.kind), [.todo, .entry])
    expectEqual(results.map(\.day), [june.adding(days: 2), june])
    try expectEqual(journal.search(SearchQuery.parse("#plants to:2026-05")).map(\.day), [may])
    // A short range is scanned by day; a long word still must match.
    try expectEqual(
      journal.search(SearchQuery.parse("from:2026-06-01 to:2026-06-30 몬스테라")).map(\.day), [june])
  }

  @Test func moodNarrowsToEntries() throws {
    let journal = try sample()
    try expectEqual(
      journal.search(SearchQuery.parse("mood:good")).map(\.day), [june.adding(days: 1), june])
  }

  @Test func plantNamesShowTheirCareNotes() throws {
    let journal = try sample()
    let byFilter = try journal.search(SearchQuery.parse("plant:monst"))
    expectEqual(byFilter.map(\.kind), [.care])
    // A bare word matching a plant's name lists its care notes, plain waterings left out.
    let bare = try journal.search(SearchQuery.parse("monstera"))
    expectEqual(bare.map(\.kind), [.care])
    #expect(try journal.search(SearchQuery.parse("plant:fern")).isEmpty)
  }

  @Test func resultsAreLimited() throws {
    let journal = try Journal.inMemory()
    for offset in 0..<30 {
      try journal.saveEntry(Entry(day: june.adding(days: offset), body: "비 오는 날"), at: now)
    }
    let results = try journal.search(SearchQuery.parse("비"), limit: 10)
    expectEqual(results.count, 10)
    expectEqual(results.first?.day, june.adding(days: 29))
  }

  /// Pages follow one another through every kind: each hit once, newest first, and the
  /// count says how many there are in all.
  @Test func pagesCoverEveryHitOnceAndTheCountAddsUp() throws {
    let journal = try Journal.inMemory()
    for offset in 0..<23 {
      try journal.saveEntry(Entry(day: june.adding(days: offset), body: "비 오는 날 ☔"), at: now)
    }
    for offset in 0..<9 {
      try journal.addTodo(Todo(title: "비옷 \(offset)", due: june.adding(days: offset * 3)), at: now)
    }
    let plant = try journal.addPlant(Plant(name: "Monstera", intervalDays: 7), at: now)
    for offset in 0..<4 {
      try journal.addCare(
        CareEvent(
          plantID: plant.id, kind: .note,
          at: LocalTime.timestamp(of: june.adding(days: offset), hour: 9),
          note: "비 맞음"))
    }
    for text in ["비", "#plants 비", "from:2026-06-01 to:2026-07-01 비"] {
      let query = SearchQuery.parse(text)
      let all = try journal.search(query, limit: 1000)
      var paged: [SearchResult] = []
      var cursor: SearchCursor? = nil
      var pages = 0
      repeat {
        let page = try journal.searchPage(query, after: cursor, limit: 5)
        #expect(page.results.count <= 5)
        paged += page.results
        cursor = page.next
        pages += 1
      } while cursor != nil && pages < 100
      expectEqual(paged, all, "\(text)")
      try expectEqual(journal.searchCount(query), all.count, "\(text)")
    }
    try expectEqual(journal.searchCount(SearchQuery.parse("비")), 36)
    try expectEqual(journal.searchCount(SearchQuery.parse("#nothing")), 0)
  }

  @Test func recentSearchesAreKeptNewestFirst() throws {
    let journal = try Journal.inMemory()
    try journal.recordSearch("물", at: 1)
    try journal.recordSearch(" #plants ", at: 2)
    try journal.recordSearch("물", at: 3)
    try journal.recordSearch("   ", at: 4)
    try expectEqual(journal.recentSearches(), ["물", "#plants"])
    try journal.deleteRecentSearch("물")
    try expectEqual(journal.recentSearches(), ["#plants"])
    for index in 0..<30 { try journal.recordSearch("q\(index)", at: Timestamp(10 + index)) }
    try expectEqual(journal.recentSearches().count, Journal.recentSearchLimit)
    try journal.clearRecentSearches()
    #expect(try journal.recentSearches().isEmpty)
  }

  @Test func entryListPagesByDay() throws {
    let journal = try Journal.inMemory()
    let first = Day(year: 2026, month: 1, day: 1)!
    for offset in 0..<25 {
      try journal.saveEntry(
        Entry(day: first.adding(days: offset), body: "\n  \nline \(offset)\nmore"), at: now)
    }
    let page = try journal.entrySummaries(before: nil, limit: 10)
    expectEqual(page.map(\.day), (15..<25).reversed().map { first.adding(days: $0) })
    expectEqual(page.first?.firstLine, "line 24")
    let next = try journal.entrySummaries(before: page.last?.day, limit: 10)
    expectEqual(next.first?.day, first.adding(days: 14))
    let back = try journal.entrySummaries(after: next.first?.day, limit: 3)
    expectEqual(back.map(\.day), [17, 16, 15].map { first.adding(days: $0) })
    let oldest = try journal.entrySummaries(after: nil, limit: 2)
    expectEqual(oldest.map(\.day), [first.adding(days: 1), first])
  }

  @Test func onThisDayLooksBackEveryYear() throws {
    let journal = try Journal.inMemory()
    for year in [2019, 2020, 2023, 2025, 2026] {
      try journal.saveEntry(
        Entry(day: Day(year: year, month: 3, day: 1)!, title: "\(year)"), at: now)
    }
    try journal.saveEntry(Entry(day: Day(year: 2020, month: 2, day: 29)!, title: "leap"), at: now)
    let earlier = try journal.entriesOnThisDay(Day(year: 2026, month: 3, day: 1)!)
    expectEqual(earlier.map(\.firstLine), ["2025", "2023", "2020", "2019"])
    try expectEqual(
      journal.entriesOnThisDay(Day(year: 2024, month: 2, day: 29)!).map(\.firstLine), ["leap"])
    #expect(try journal.entriesOnThisDay(Day(year: 2019, month: 3, day: 1)!).isEmpty)
  }

  @Test func revertIsANewRevisionEvenWithinTheFoldWindow() throws {
    let journal = try Journal.inMemory()
    let day = june
    let first = try #require(try journal.saveEntry(Entry(day: day, body: "처음"), at: now))
    try journal.saveEntry(Entry(day: day, body: "두번째"), at: now + 600)
    try journal.saveEntry(Entry(day: day, body: "세번째"), at: now + 1200)
    let revisions = try journal.revisions(of: first.id)
    expectEqual(revisions.map(\.body), ["처음", "두번째", "세번째"])
    let reverted = try journal.revertEntry(on: day, to: revisions[0].id, at: now + 1230)
    expectEqual(reverted?.body, "처음")
    try expectEqual(journal.entry(on: day)?.body, "처음")
    try expectEqual(journal.revisions(of: first.id).map(\.body), ["처음", "두번째", "세번째", "처음"])
    #expect(throws: JournalError.self) {
      try journal.revertEntry(on: day, to: 9_999, at: now + 1300)
    }
  }
}
