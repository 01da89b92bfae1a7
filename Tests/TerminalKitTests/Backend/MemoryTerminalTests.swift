import Expectations
import TerminalKit
import Testing

@Suite struct MemoryTerminalTests {
  @Test func queuesEventsAndRecordsFrames() throws {
    let terminal = MemoryTerminal(size: Size(width: 4, height: 1))
    try terminal.start()
    terminal.type("a\u{1B}[A")
    terminal.resize(to: Size(width: 5, height: 2))
    expectEqual(terminal.nextEvent(timeoutMilliseconds: 0), .key(.character("a")))
    expectEqual(terminal.nextEvent(timeoutMilliseconds: 0), .key(.up))
    expectEqual(terminal.nextEvent(timeoutMilliseconds: 0), .resize(Size(width: 5, height: 2)))
    expectEqual(terminal.nextEvent(timeoutMilliseconds: 0), nil)

    var canvas = Canvas(size: terminal.size)
    canvas.draw("hi", x: 0, y: 1)
    terminal.present(canvas, cursor: (x: 2, y: 1))
    expectEqual(terminal.lines, ["     ", "hi   "])
    expectEqual(terminal.cursor?.x, 2)
    expectEqual(terminal.frames.count, 1)
    terminal.stop()
    terminal.stop()
    #expect(!terminal.isStarted)
    expectEqual(terminal.stopCount, 2)
  }
}
