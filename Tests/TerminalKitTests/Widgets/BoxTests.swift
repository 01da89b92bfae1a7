import Expectations
import TerminalKit
import Testing

@Suite struct BoxTests {
  @Test func drawsBorderAndTitleAndReturnsInside() {
    var canvas = Canvas(size: Size(width: 12, height: 4))
    let inside = Box(title: "달력").render(into: &canvas, in: canvas.bounds)
    expectEqual(inside, Rect(x: 1, y: 1, width: 10, height: 2))
    expectEqual(
      canvas.lines,
      [
        "┌─ 달력 ───┐",
        "│          │",
        "│          │",
        "└──────────┘",
      ])
  }

  @Test func longTitleIsTruncatedAndKeepsCorner() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    Box(title: "한글 제목입니다", border: .rounded).render(into: &canvas, in: canvas.bounds)
    expectEqual(
      canvas.lines,
      [
        "╭─ 한… ──╮",
        "│        │",
        "╰────────╯",
      ])
  }

  @Test func focusedUsesThemeStyles() {
    let theme = Theme(
      name: "t", styles: [.borderFocused: Style(fg: .ansi(2)), .titleFocused: Style(fg: .ansi(3))])
    var canvas = Canvas(size: Size(width: 10, height: 3))
    Box(title: "A", focused: true, theme: theme).render(into: &canvas, in: canvas.bounds)
    // Focus given only a colour gets bold, so it shows without colours too.
    expectEqual(canvas.style(x: 0, y: 0), Style(fg: .ansi(2), attributes: .bold))
    expectEqual(canvas.style(x: 4, y: 0), Style(fg: .ansi(3), attributes: .bold))
    Box(title: "A", focused: false, theme: theme).render(into: &canvas, in: canvas.bounds)
    expectEqual(canvas.style(x: 0, y: 0), Style(attributes: .dim))
  }

  @Test func tooSmallDrawsNothing() {
    var canvas = Canvas(size: Size(width: 3, height: 3))
    let inside = Box().render(into: &canvas, in: Rect(x: 0, y: 0, width: 1, height: 3))
    #expect(inside.isEmpty)
    expectEqual(canvas.lines, ["   ", "   ", "   "])
  }
}
