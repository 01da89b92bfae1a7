import Testing
import Expectations
import TerminalKit

@Suite struct CellTests {
  @Test func continuationHasEmptyGrapheme() {
    #expect(Cell.continuation(style: .plain).isContinuation)
    expectEqual(Cell.continuation(style: .plain).grapheme, "")
    #expect(!Cell.blank.isContinuation)
    expectEqual(Cell.blank.grapheme, " ")
  }
}
