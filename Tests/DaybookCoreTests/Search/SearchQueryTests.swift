import Expectations
import Testing

@testable import DaybookCore

@Suite struct SearchQueryTests {
  @Test func wordsTagsAndDatesCombine() {
    let query = SearchQuery.parse("#plants from:2026-06-01 물")
    expectEqual(
      query, SearchQuery(words: ["물"], tags: ["plants"], from: Day(year: 2026, month: 6, day: 1)))
  }

  @Test func everyFilterIsRead() {
    let query = SearchQuery.parse(
      "  산책  mood:Good to:2026-07 tag:#Walk plant:monstera #日記 rain  ")
    expectEqual(query.words, ["산책", "rain"])
    expectEqual(query.tags, ["walk", "日記"])
    expectEqual(query.mood, .good)
    expectEqual(query.to, Day(year: 2026, month: 7, day: 31))
    expectEqual(query.from, nil)
    expectEqual(query.plants, ["monstera"])
    #expect(query.problems.isEmpty)
  }

  @Test func yearsAndMonthsCoverTheirWholeSpan() {
    let query = SearchQuery.parse("from:2024 to:2024")
    expectEqual(query.from, Day(year: 2024, month: 1, day: 1))
    expectEqual(query.to, Day(year: 2024, month: 12, day: 31))
    expectEqual(SearchQuery.parse("to:2024-02").to, Day(year: 2024, month: 2, day: 29))
  }

  @Test func unreadableFiltersAreProblemsNotWords() {
    let query = SearchQuery.parse("from:2026-13-01 mood:sleepy to:soon plant: x")
    expectEqual(query.problems, ["from:2026-13-01", "mood:sleepy", "to:soon", "plant:"])
    expectEqual(query.words, ["x"])
    #expect(query.from == nil && query.mood == nil)
  }

  @Test func quotesKeepPhrasesAndValuesTogether() {
    let query = SearchQuery.parse("\"물을 줬다\" plant:\"snake plant\" 12:30")
    expectEqual(query.words, ["물을 줬다", "12:30"])
    expectEqual(query.plants, ["snake plant"])
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
