import Testing

@testable import DaybookCore

@Suite struct SearchQueryTests {
  @Test func wordsTagsAndDatesCombine() {
    let query = SearchQuery.parse("#plants from:2026-06-01 물")
    #expect(
      query
        == SearchQuery(words: ["물"], tags: ["plants"], from: Day(year: 2026, month: 6, day: 1)))
  }

  @Test func everyFilterIsRead() {
    let query = SearchQuery.parse(
      "  산책  mood:Good to:2026-07 tag:#Walk plant:monstera #日記 rain  ")
    #expect(query.words == ["산책", "rain"])
    #expect(query.tags == ["walk", "日記"])
    #expect(query.mood == .good)
    #expect(query.to == Day(year: 2026, month: 7, day: 31))
    #expect(query.from == nil)
    #expect(query.plants == ["monstera"])
    #expect(query.problems.isEmpty)
  }

  @Test func yearsAndMonthsCoverTheirWholeSpan() {
    let query = SearchQuery.parse("from:2024 to:2024")
    #expect(query.from == Day(year: 2024, month: 1, day: 1))
    #expect(query.to == Day(year: 2024, month: 12, day: 31))
    #expect(SearchQuery.parse("to:2024-02").to == Day(year: 2024, month: 2, day: 29))
  }

  @Test func unreadableFiltersAreProblemsNotWords() {
    let query = SearchQuery.parse("from:2026-13-01 mood:sleepy to:soon plant: x")
    #expect(query.problems == ["from:2026-13-01", "mood:sleepy", "to:soon", "plant:"])
    #expect(query.words == ["x"])
    #expect(query.from == nil && query.mood == nil)
  }

  @Test func quotesKeepPhrasesAndValuesTogether() {
    let query = SearchQuery.parse("\"물을 줬다\" plant:\"snake plant\" 12:30")
    #expect(query.words == ["물을 줬다", "12:30"])
    #expect(query.plants == ["snake plant"])
  }

  @Test func whichKindsCanMatch() {
    #expect(SearchQuery.parse("물").includesCare)
    #expect(!SearchQuery.parse("#plants").includesCare)
    #expect(!SearchQuery.parse("mood:good").includesTodos)
    #expect(!SearchQuery.parse("plant:fern").includesEntries)
    #expect(SearchQuery.parse("   ").isEmpty)
    #expect(SearchQuery.parse("# ").isEmpty)
  }
}
