import Expectations
import TerminalKit
import Testing

@Suite struct RectTests {
  @Test func edgesAndContains() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 5)
    expectEqual(rect.maxX, 6)
    expectEqual(rect.maxY, 8)
    #expect(rect.contains(x: 2, y: 3))
    #expect(rect.contains(x: 5, y: 7))
    #expect(!rect.contains(x: 6, y: 7))
    #expect(!rect.contains(x: 1, y: 3))
    #expect(!rect.isEmpty)
    #expect(Rect(x: 0, y: 0, width: 0, height: 3).isEmpty)
    expectEqual(Rect(x: 0, y: 0, width: -2, height: 3).width, 0)
  }

  @Test func insetNeverGoesNegative() {
    expectEqual(
      Rect(x: 0, y: 0, width: 10, height: 4).inset(by: 1), Rect(x: 1, y: 1, width: 8, height: 2))
    expectEqual(
      Rect(x: 0, y: 0, width: 1, height: 1).inset(by: 1), Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func intersection() {
    let a = Rect(x: 0, y: 0, width: 5, height: 5)
    expectEqual(
      a.intersection(Rect(x: 3, y: 2, width: 5, height: 1)), Rect(x: 3, y: 2, width: 2, height: 1))
    #expect(a.intersection(Rect(x: 7, y: 0, width: 2, height: 2)).isEmpty)
  }
}
