import DaybookCore
import Testing

@Suite struct NameMatchTests {
  let names = ["Monstera", "Pothos", "Fiddle Leaf Fig", "Fig Tree", "몬스테라", "스투키"]

  @Test func exactIgnoresCaseAndSurroundingSpaces() {
    #expect(NameMatch.resolve("monstera", among: names) == .exact(0))
    #expect(NameMatch.resolve("MONSTERA", among: names) == .exact(0))
    #expect(NameMatch.resolve("  Pothos ", among: names) == .exact(1))
    #expect(NameMatch.resolve("몬스테라", among: names) == .exact(4))
  }

  @Test func prefixBeatsSubstring() {
    #expect(NameMatch.resolve("mon", among: names) == .unique(0))
    #expect(NameMatch.resolve("fig", among: names) == .unique(3))
    #expect(NameMatch.resolve("스", among: names) == .unique(5))
    #expect(NameMatch.resolve("몬", among: names) == .unique(4))
  }

  @Test func substringWhenNoPrefixFits() {
    #expect(NameMatch.resolve("leaf", among: names) == .unique(2))
    #expect(NameMatch.resolve("테라", among: names) == .unique(4))
    #expect(NameMatch.resolve("TREE", among: names) == .unique(3))
  }

  @Test func severalHitsAreAmbiguous() {
    #expect(NameMatch.resolve("fi", among: names) == .ambiguous([2, 3]))
    #expect(NameMatch.resolve("o", among: names) == .ambiguous([0, 1]))
  }

  @Test func namesEqualButForCase() {
    let twins = ["Ivy", "ivy"]
    #expect(NameMatch.resolve("ivy", among: twins) == .exact(1))
    #expect(NameMatch.resolve("Ivy", among: twins) == .exact(0))
    #expect(NameMatch.resolve("IVY", among: twins) == .ambiguous([0, 1]))
  }

  @Test func noneSuggestsTheClosestName() {
    #expect(NameMatch.resolve("몬스테러", among: names) == .none(suggestion: 4))
    #expect(NameMatch.resolve("monstrea", among: names) == .none(suggestion: 0))
    #expect(NameMatch.resolve("pthos", among: names) == .none(suggestion: 1))
    #expect(NameMatch.resolve("Fig Treee", among: names) == .none(suggestion: 3))
  }

  @Test func noneWithoutSuggestionWhenNothingIsClose() {
    #expect(NameMatch.resolve("xyz", among: names) == .none(suggestion: nil))
    #expect(NameMatch.resolve("cactus", among: names) == .none(suggestion: nil))
    #expect(NameMatch.resolve("", among: names) == .none(suggestion: nil))
    #expect(NameMatch.resolve("   ", among: names) == .none(suggestion: nil))
    #expect(NameMatch.resolve("monstera", among: []) == .none(suggestion: nil))
  }

  @Test func suggestionTiesGoToTheEarliestName() {
    #expect(NameMatch.resolve("cat", among: ["bat", "rat"]) == .none(suggestion: 0))
  }

  @Test func levenshteinCountsCharacterEdits() {
    #expect(NameMatch.levenshtein("kitten", "sitting") == 3)
    #expect(NameMatch.levenshtein("flaw", "lawn") == 2)
    #expect(NameMatch.levenshtein("", "abc") == 3)
    #expect(NameMatch.levenshtein("abc", "") == 3)
    #expect(NameMatch.levenshtein("abc", "ABC") == 0)
    #expect(NameMatch.levenshtein("몬스테라", "몬스테러") == 1)
    #expect(NameMatch.levenshtein("스투키", "몬스테라") == 3)
    #expect(NameMatch.levenshtein("🌵", "🌱") == 1)
    #expect(NameMatch.levenshtein("caf\u{E9}", "cafe\u{301}") == 0)
  }
}
