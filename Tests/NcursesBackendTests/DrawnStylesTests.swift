import Expectations
import TerminalKit
import Testing

@testable import NcursesBackend

/// A short gap between two words takes the style on its left, so the terminal gets no
/// attribute change only to write blanks; everything that would show stays as drawn.
@Suite struct DrawnStylesTests {
  let dim = Style(fg: .ansi(8), attributes: .dim)

  /// The styles `present` draws row 0 of `canvas` in, as runs of (style, count).
  func runs(_ canvas: Canvas) -> [(Style, Int)] {
    var runs: [(Style, Int)] = []
    for style in NcursesTerminal.drawnStyles(canvas, row: 0, width: canvas.size.width) {
      if let last = runs.last, last.0 == style {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((style, 1))
      }
    }
    return runs
  }

  func row(width: Int = 20, _ pieces: (String, Int, Style)...) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: 1))
    for (text, x, style) in pieces { canvas.draw(text, x: x, y: 0, style: style) }
    return canvas
  }

  @Test func aGapBetweenWordsTakesTheStyleOnItsLeft() {
    // "12월    2월": the four blanks between the dim months are drawn dim.
    let canvas = row(("12월", 0, dim), ("2월", 8, dim))
    let drawn = runs(canvas)
    expectEqual(drawn.count, 2)
    #expect(drawn[0].0 == dim && drawn[0].1 == 11)
    #expect(drawn[1].0 == .plain && drawn[1].1 == 9)
  }

  @Test func aLongRunOfBlanksKeepsItsOwnStyle() {
    let canvas = row(width: 30, ("ab", 0, dim), ("cd", 11, dim))
    let drawn = runs(canvas)
    expectEqual(drawn.map(\.1), [2, 9, 2, 17])
    expectEqual(drawn.map(\.0), [dim, .plain, dim, .plain])
  }

  @Test func blanksThatWouldLookDifferentKeepTheirStyle() {
    let shaded = Style(bg: .ansi(4))
    let underlined = Style(attributes: .underline)
    let reversed = Style(attributes: .reverse)
    // A coloured background, an underline and reverse video all show on a blank.
    expectEqual(runs(row(("a", 0, dim), (" ", 1, shaded), ("b", 2, dim))).count, 4)
    expectEqual(runs(row(("a", 0, underlined), (" ", 1, .plain), ("b", 2, underlined))).count, 4)
    expectEqual(runs(row(("a", 0, reversed), (" ", 1, .plain), ("b", 2, reversed))).count, 4)
  }

  @Test func blanksAtTheStartOfARowKeepTheirStyle() {
    let canvas = row(width: 3, (" a", 0, .plain), ("b", 2, dim))
    expectEqual(runs(canvas).map(\.0), [.plain, dim])
    expectEqual(runs(canvas).map(\.1), [2, 1])
  }
}
