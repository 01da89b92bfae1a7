import Testing
@testable import TerminalKit

@Suite struct WidthTablesTests {
  @Test(arguments: [WidthTables.wide, WidthTables.zeroWidth])
  func tablesAreSortedAndDisjoint(table: [ClosedRange<UInt32>]) {
    for (previous, next) in zip(table, table.dropFirst()) {
      #expect(previous.upperBound < next.lowerBound, "\(previous) overlaps or precedes \(next)")
    }
  }

  @Test func binarySearchFindsEdges() {
    #expect(WidthTables.contains(WidthTables.wide, 0xAC00))
    #expect(WidthTables.contains(WidthTables.wide, 0xD7A3))
    #expect(!WidthTables.contains(WidthTables.wide, 0xD7A4))
    #expect(!WidthTables.contains(WidthTables.wide, 0x41))
    #expect(WidthTables.contains(WidthTables.zeroWidth, 0x0300))
  }
}
