import Testing

@testable import TerminalKit

@Suite struct UnicodeTablesTests {
  @Test(arguments: [
    UnicodeTables.wide, UnicodeTables.zeroWidth, UnicodeTables.emoji,
    UnicodeTables.emojiPresentation, UnicodeTables.extendedPictographic,
    UnicodeTables.emojiModifier,
  ])
  func tablesAreSortedAndDisjoint(table: [ClosedRange<UInt32>]) {
    for (previous, next) in zip(table, table.dropFirst()) {
      #expect(previous.upperBound < next.lowerBound, "\(previous) overlaps or precedes \(next)")
    }
  }

  @Test func wideAndZeroWidthNeverOverlap() {
    for range in UnicodeTables.zeroWidth {
      #expect(!UnicodeTables.contains(UnicodeTables.wide, range.lowerBound), "\(range)")
      #expect(!UnicodeTables.contains(UnicodeTables.wide, range.upperBound), "\(range)")
    }
  }

  @Test func binarySearchFindsEdges() {
    #expect(UnicodeTables.contains(UnicodeTables.wide, 0xAC00))
    #expect(UnicodeTables.contains(UnicodeTables.wide, 0xD7A3))
    #expect(!UnicodeTables.contains(UnicodeTables.wide, 0xD7A4))
    #expect(!UnicodeTables.contains(UnicodeTables.wide, 0x41))
    #expect(UnicodeTables.contains(UnicodeTables.zeroWidth, 0x0300))
    #expect(!UnicodeTables.contains(UnicodeTables.zeroWidth, 0x00AD), "soft hyphen is drawn")
  }

  @Test func pinnedVersionMatchesTheFixture() throws {
    let text = try UnicodeTestFile.read("GraphemeBreakTest.txt")
    #expect(text.hasPrefix("# GraphemeBreakTest-\(UnicodeTables.version).txt"))
  }
}
