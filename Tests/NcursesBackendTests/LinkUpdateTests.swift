import Expectations
import TerminalKit
import Testing

@testable import NcursesBackend

/// Which hyperlink runs the backend writes after a frame, and which lines it repaints.
@Suite struct LinkUpdateTests {
  private func run(_ y: Int, _ x: Int, _ text: String, _ target: String = "https://a.example")
    -> Hyperlink.Run
  {
    Hyperlink.Run(y: y, x: x, target: target, cells: text.map { Cell(grapheme: String($0)) })
  }

  @Test func aFullRepaintWritesEveryRun() {
    let links = [run(1, 0, "a"), run(3, 2, "b")]
    let update = NcursesTerminal.linkUpdate(links, emitted: links, full: true, repainted: [])
    expectEqual(update.write, links)
    #expect(update.repaint.isEmpty)
  }

  @Test func unchangedRunsAreNotWrittenAgain() {
    let links = [run(1, 0, "a"), run(3, 2, "b")]
    let update = NcursesTerminal.linkUpdate(links, emitted: links, full: false, repainted: [])
    #expect(update.write.isEmpty)
    #expect(update.repaint.isEmpty)
  }

  @Test func aRunThatWentAwayRepaintsItsLineAndTheRunsOnIt() {
    let old = [run(1, 0, "a"), run(1, 5, "c"), run(3, 2, "b")]
    let new = [run(1, 5, "c"), run(3, 2, "b"), run(4, 0, "d", "https://b.example")]
    let update = NcursesTerminal.linkUpdate(new, emitted: old, full: false, repainted: [])
    expectEqual(update.repaint, [1])
    expectEqual(update.write, [run(1, 5, "c"), run(4, 0, "d", "https://b.example")])
  }

  @Test func linesNcursesRepaintsForClustersGetTheirRunsAgain() {
    let links = [run(2, 0, "a")]
    let update = NcursesTerminal.linkUpdate(links, emitted: links, full: false, repainted: [2])
    expectEqual(update.write, links)
    #expect(update.repaint.isEmpty)
  }
}
