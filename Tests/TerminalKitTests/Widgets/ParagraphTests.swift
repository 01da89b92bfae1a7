import Testing
import TerminalKit

@Suite struct ParagraphTests {
  @Test func wrapsAndScrolls() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    Paragraph("hello world\n한글\tx", scroll: 1).render(into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == ["world ", "한글  "])
  }

  @Test func controlCharactersEscapedButNewlinesKept() {
    #expect(Paragraph("a\u{1B}b\r\nc").lines(width: 10) == ["a^[b", "c"])
  }
}
