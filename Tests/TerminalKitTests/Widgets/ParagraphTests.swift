import Expectations
import TerminalKit
import Testing

@Suite struct ParagraphTests {
  @Test func wrapsAndScrolls() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    Paragraph("hello world\n한글\tx", scroll: 1).render(into: &canvas, in: canvas.bounds)
    expectEqual(canvas.lines, ["world ", "한글  "])
  }

  @Test func controlCharactersEscapedButNewlinesKept() {
    expectEqual(Paragraph("a\u{1B}b\r\nc").lines(width: 10), ["a^[b", "c"])
  }
}
