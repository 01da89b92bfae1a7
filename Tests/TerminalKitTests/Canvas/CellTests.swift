import Expectations
import TerminalKit
import Testing

@Suite struct CellTests {
  @Test func continuationHasEmptyGrapheme() {
    #expect(Cell.continuation(style: .plain).isContinuation)
    expectEqual(Cell.continuation(style: .plain).grapheme, "")
    #expect(!Cell.blank.isContinuation)
    expectEqual(Cell.blank.grapheme, " ")
  }
}
