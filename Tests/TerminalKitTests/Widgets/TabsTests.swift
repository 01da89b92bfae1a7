import Expectations
import TerminalKit
import Testing

@Suite struct TabsTests {
  @Test func rendersTitlesAndReturnsTheirPlaces() {
    var canvas = Canvas(size: Size(width: 16, height: 1))
    let places = Tabs(titles: ["달력", "Today", "X"], selected: 1).render(
      into: &canvas, in: canvas.bounds)
    expectEqual(canvas.lines, [" 달력 │ Today │ "])
    expectEqual(places[0], Rect(x: 0, y: 0, width: 6, height: 1))
    expectEqual(places[1], Rect(x: 7, y: 0, width: 7, height: 1))
    #expect(places[2].isEmpty)
    expectEqual(canvas.style(x: 8, y: 0), Style(attributes: .reverse))
    expectEqual(canvas.style(x: 1, y: 0), .plain)
  }
}
