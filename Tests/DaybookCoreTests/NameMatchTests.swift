import DaybookCore
import Expectations
import Testing

@Suite struct NameMatchTests {
  let names = ["Monstera", "Pothos", "Fiddle Leaf Fig", "Fig Tree", "몬스테라", "스투키"]

  @Test func exactIgnoresCaseAndSurroundingSpaces() {
    expectEqual(NameMatch.resolve("monstera", among: names), .exact(0))
    expectEqual(NameMatch.resolve("MONSTERA", among: names), .exact(0))
    expectEqual(NameMatch.resolve("  Pothos ", among: names), .exact(1))
    expectEqual(NameMatch.resolve("몬스테라", among: names), .exact(4))
  }

  @Test func prefixBeatsSubstring() {
    expectEqual(NameMatch.resolve("mon", among: names), .unique(0))
    expectEqual(NameMatch.resolve("fig", among: names), .unique(3))
    expectEqual(NameMatch.resolve("스", among: names), .unique(5))
    expectEqual(NameMatch.resolve("몬", among: names), .unique(4))
  }

  @Test func substringWhenNoPrefixFits() {
    expectEqual(NameMatch.resolve("leaf", among: names), .unique(2))
    expectEqual(NameMatch.resolve("테라", among: names), .unique(4))
    expectEqual(NameMatch.resolve("TREE", among: names), .unique(3))
  }

  @Test func severalHitsAreAmbiguous() {
    expectEqual(NameMatch.resolve("fi", among: names), .ambiguous([2, 3]))
    expectEqual(NameMatch.resolve("o", among: names), .ambiguous([0, 1]))
  }

  @Test func namesEqualButForCase() {
    let twins = ["Ivy", "ivy"]
    expectEqual(NameMatch.resolve("ivy", among: twins), .exact(1))
    expectEqual(NameMatch.resolve("Ivy", among: twins), .exact(0))
    expectEqual(NameMatch.resolve("IVY", among: twins), .ambiguous([0, 1]))
  }

  @Test func noneSuggestsTheClosestName() {
    expectEqual(NameMatch.resolve("몬스테러", among: names), .none(suggestion: 4))
    expectEqual(NameMatch.resolve("monstrea", among: names), .none(suggestion: 0))
    expectEqual(NameMatch.resolve("pthos", among: names), .none(suggestion: 1))
    expectEqual(NameMatch.resolve("Fig Treee", among: names), .none(suggestion: 3))
  }

  @Test func noneWithoutSuggestionWhenNothingIsClose() {
    expectEqual(NameMatch.resolve("xyz", among: names), .none(suggestion: nil))
    expectEqual(NameMatch.resolve("cactus", among: names), .none(suggestion: nil))
    expectEqual(NameMatch.resolve("", among: names), .none(suggestion: nil))
    expectEqual(NameMatch.resolve("   ", among: names), .none(suggestion: nil))
    expectEqual(NameMatch.resolve("monstera", among: []), .none(suggestion: nil))
  }

  @Test func suggestionTiesGoToTheEarliestName() {
    expectEqual(NameMatch.resolve("cat", among: ["bat", "rat"]), .none(suggestion: 0))
  }

  @Test func levenshteinCountsCharacterEdits() {
    expectEqual(NameMatch.levenshtein("kitten", "sitting"), 3)
    expectEqual(NameMatch.levenshtein("flaw", "lawn"), 2)
    expectEqual(NameMatch.levenshtein("", "abc"), 3)
    expectEqual(NameMatch.levenshtein("abc", ""), 3)
    expectEqual(NameMatch.levenshtein("abc", "ABC"), 0)
    expectEqual(NameMatch.levenshtein("몬스테라", "몬스테러"), 1)
    expectEqual(NameMatch.levenshtein("스투키", "몬스테라"), 3)
    expectEqual(NameMatch.levenshtein("🌵", "🌱"), 1)
    expectEqual(NameMatch.levenshtein("caf\u{E9}", "cafe\u{301}"), 0)
  }
}
