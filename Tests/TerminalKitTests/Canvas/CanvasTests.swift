import Expectations
import TerminalKit
import Testing

@Suite struct CanvasTests {
  @Test func newCanvasIsBlank() {
    let canvas = Canvas(size: Size(width: 3, height: 2))
    expectEqual(canvas.lines, ["   ", "   "])
  }

  @Test func drawReturnsColumnsUsed() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    expectEqual(canvas.draw("ab한", x: 1, y: 0), 4)
    expectEqual(canvas.lines, [" ab한   "])
    expectEqual(canvas[x: 3, y: 0].grapheme, "한")
    #expect(canvas[x: 4, y: 0].isContinuation)
  }

  /// Each emoji sequence is one cell and its continuation, stored whole (#16 item 5).
  @Test func emojiSequencesTakeOneWideCellEach() {
    var canvas = Canvas(size: Size(width: 16, height: 1))
    let text = "a👩‍🌾b🇰🇷c👨‍👩‍👧‍👦d✌🏽e1️⃣"
    expectEqual(canvas.draw(text, x: 0, y: 0), 15)
    let cells = (0..<16).map { canvas[x: $0, y: 0] }
    expectEqual(
      cells.map(\.grapheme),
      [
        "a", "👩‍🌾", "", "b", "🇰🇷", "", "c", "👨‍👩‍👧‍👦", "", "d", "✌🏽", "", "e", "1️⃣", "", " ",
      ])
    for x in [2, 5, 8, 11, 14] { #expect(cells[x].isContinuation, "column \(x)") }
    expectEqual(canvas.lines, [text + " "])
  }

  @Test func wideCharacterAtRightEdgeIsNotSplit() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    expectEqual(canvas.draw("한글입", x: 0, y: 0), 5)
    expectEqual(canvas.lines, ["한글 "])
    expectEqual(canvas[x: 4, y: 0].grapheme, " ")
    #expect(!canvas[x: 4, y: 0].isContinuation)
  }

  @Test func maxWidthClipsWithoutSplitting() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    expectEqual(canvas.draw("日本語", x: 2, y: 0, maxWidth: 3), 3)
    expectEqual(canvas.lines, ["  日      "])
    expectEqual(canvas.draw("abc", x: 0, y: 0, maxWidth: 0), 0)
  }

  @Test func drawOutsideIsIgnored() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    expectEqual(canvas.draw("abc", x: 0, y: 1), 0)
    expectEqual(canvas.draw("abc", x: 5, y: 0), 0)
    canvas.draw("xyz", x: -1, y: 0)
    expectEqual(canvas.lines, ["yz "])
  }

  @Test func overwritingRightHalfOfWideCharacterBlanksLeftHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("한글", x: 0, y: 0)
    canvas.draw("x", x: 1, y: 0)
    expectEqual(canvas.lines, [" x글"])
    #expect(!canvas[x: 0, y: 0].isContinuation)
  }

  @Test func overwritingLeftHalfOfWideCharacterBlanksRightHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("한글", x: 0, y: 0)
    canvas.draw("y", x: 2, y: 0)
    expectEqual(canvas.lines, ["한y "])
    #expect(!canvas[x: 3, y: 0].isContinuation)
  }

  @Test func wideOverWideAtOddOffsetCleansBothNeighbours() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("한글한", x: 0, y: 0)
    canvas.draw("日", x: 1, y: 0)
    expectEqual(canvas.lines, [" 日 한"])
  }

  @Test func controlCharactersAreDrawnEscaped() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.draw("a\u{1B}[2Jb\u{7}", x: 0, y: 0)
    expectEqual(canvas.lines, ["a^[[2Jb^G   "])
    canvas.draw("\r\n", x: 0, y: 0)
    expectEqual(canvas.lines, ["^M^J2Jb^G   "])
  }

  @Test func subscriptWriteKeepsInvariants() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas[x: 1, y: 0] = Cell(grapheme: "語")
    expectEqual(canvas.lines, [" 語"])
    canvas[x: 2, y: 0] = Cell(grapheme: "語")  // Does not fit: ignored.
    expectEqual(canvas.lines, [" 語"])
    canvas[x: 0, y: 0] = Cell(grapheme: "\u{1B}")
    expectEqual(canvas.lines, ["^語"])
  }

  @Test func fillAndSetStyle() {
    var canvas = Canvas(size: Size(width: 4, height: 3))
    let red = Style(fg: .ansi(1))
    canvas.fill(Rect(x: 1, y: 1, width: 5, height: 5), grapheme: "·", style: red)
    expectEqual(canvas.lines, ["    ", " ···", " ···"])
    expectEqual(canvas.style(x: 1, y: 1), red)
    expectEqual(canvas.style(x: 0, y: 1), .plain)

    canvas.setStyle(in: Rect(x: 0, y: 2, width: 4, height: 1), Style(attributes: .reverse))
    expectEqual(canvas.style(x: 3, y: 2), Style(attributes: .reverse))
    expectEqual(canvas.lines[2], " ···")

    canvas.patchStyle(in: Rect(x: 1, y: 1, width: 1, height: 1), Style(attributes: .bold))
    expectEqual(canvas.style(x: 1, y: 1), Style(fg: .ansi(1), attributes: .bold))
  }

  @Test func fillWithWideGraphemeLeavesSpaceAtOddEnd() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.fill(canvas.bounds, grapheme: "한", style: .plain)
    expectEqual(canvas.lines, ["한한 "])
  }

  @Test func fillBreaksWideGraphemesCutAtItsEdgesAndNoOthers() {
    var canvas = Canvas(size: Size(width: 8, height: 2))
    canvas.draw("한글입력", x: 0, y: 0)
    canvas.draw("ab한c", x: 0, y: 1)
    // Columns 1–4 cut 한 (0–1) on the left and 입 (4–5) on the right; 력 (6–7) stays.
    canvas.fill(Rect(x: 1, y: 0, width: 4, height: 2), grapheme: "·", style: .plain)
    expectEqual(canvas.lines, [" ···· 력", "a····   "])
    for x in 0..<8 {
      #expect(!canvas[x: x, y: 0].isContinuation || x == 7)
    }
    expectEqual(canvas[x: 6, y: 0].grapheme, "력")
    #expect(canvas[x: 7, y: 0].isContinuation)
  }

  @Test func blitCopiesWideGraphemesAndClipsThemAtTheEdge() {
    var source = Canvas(size: Size(width: 4, height: 1))
    source.draw("a한b", x: 0, y: 0)
    var target = Canvas(size: Size(width: 5, height: 2))
    target.blit(source, x: 0, y: 0)
    target.blit(source, x: 3, y: 1)
    expectEqual(target.lines, ["a한b ", "   a "])
    #expect(target[x: 2, y: 0].isContinuation)
    #expect(!target[x: 4, y: 1].isContinuation)
  }

  @Test func drawKeepsStyle() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    let bold = Style(attributes: .bold)
    canvas.draw("한a", x: 0, y: 0, style: bold)
    expectEqual(canvas.style(x: 0, y: 0), bold)
    expectEqual(canvas.style(x: 1, y: 0), bold)
    expectEqual(canvas.style(x: 3, y: 0), .plain)
  }

  @Test func spansAreDrawnInSequence() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    let used = canvas.draw(
      spans: [Span("ab"), Span("한", style: Style(attributes: .bold)), "cdef"], x: 0, y: 0,
      maxWidth: 6)
    expectEqual(used, 6)
    expectEqual(canvas.lines, ["ab한cd  "])
    expectEqual(canvas.style(x: 2, y: 0), Style(attributes: .bold))
  }

  @Test func blitCopiesClipped() {
    var small = Canvas(size: Size(width: 3, height: 1))
    small.draw("a한", x: 0, y: 0)
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.blit(small, x: 2, y: 1)
    expectEqual(canvas.lines, ["    ", "  a "])
  }
}
