import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// A very long line (a 512 KB paste with no newline; the benchmark uses 1 MB) keeps the editor usable. The limits are
/// generous (a debug build on a shared machine); `daybook-bench --fuzz N` prints the times.
@Suite struct LongLineTests {
  @Test func typingAndMovingOnAHalfMegabyteLineStaysResponsive() {
    let day = Day(year: 2026, month: 11, day: 29)!
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: 58, height: 36))
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
    let line = String(repeating: "가나다 abc ", count: 512 * 1024 / 13)
    let clock = ContinuousClock()
    let pasteTime = clock.measure {
      _ = EditorFeature.reduce(&state, .paste(line, now: 2))
    }
    expectEqual(state.buffer.lineCount, 1)
    var canvas = Canvas(size: Size(width: 58, height: 38))
    let keysTime = clock.measure {
      for step in 0..<5 {
        _ = EditorFeature.reduce(&state, .key(.character("가"), now: 3))
        _ = EditorFeature.reduce(&state, .key(step.isMultiple(of: 2) ? .up : .left, now: 3))
        canvas = Canvas(size: Size(width: 58, height: 38))
        EditorView.render(
          state, into: &canvas, in: Rect(x: 0, y: 0, width: 58, height: 38),
          theme: .builtinDefault, focused: true)
      }
    }
    print("LongLineTests: 512 KB line paste \(pasteTime), 5 keys + renders \(keysTime)")
    #expect(canvas.lines.joined().contains("가나다 abc"))
    #expect(pasteTime < .seconds(5))
    #expect(keysTime < .seconds(5))
  }
}
