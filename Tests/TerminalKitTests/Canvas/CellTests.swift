import Testing
import TerminalKit

@Suite struct CellTests {
  @Test func continuationHasEmptyGrapheme() {
    #expect(Cell.continuation(style: .plain).isContinuation)
    #expect(Cell.continuation(style: .plain).grapheme == "")
    #expect(!Cell.blank.isContinuation)
    #expect(Cell.blank.grapheme == " ")
  }
}
