import Expectations
import TerminalKit
import Testing

@Suite struct ProgressBarTests {
  @Test func barUsesEighthBlocks() {
    expectEqual(ProgressBar.bar(fraction: 0, width: 4), "    ")
    expectEqual(ProgressBar.bar(fraction: 0.5, width: 4), "██  ")
    expectEqual(ProgressBar.bar(fraction: 0.3, width: 4), "█▏  ")
    expectEqual(ProgressBar.bar(fraction: 1, width: 4), "████")
    expectEqual(ProgressBar.bar(fraction: 7, width: 2), "██")
    expectEqual(ProgressBar.bar(fraction: .nan, width: 2), "  ")
  }

  @Test func rendersLabelAfterBar() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    ProgressBar(fraction: 0.5, label: "3/6").render(into: &canvas, in: canvas.bounds)
    expectEqual(canvas.lines, ["███    3/6"])
  }
}
