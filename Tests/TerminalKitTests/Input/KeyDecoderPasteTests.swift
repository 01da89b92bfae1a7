import Expectations
import Testing

@testable import TerminalKit

/// Issue #12: a paste is collected in time linear in its size.
@Suite struct KeyDecoderPasteTests {
  @Test func aHalfMegabytePasteIsDecodedInLinearTime() {
    var decoder = KeyDecoder()
    let line = String(repeating: "일기 diary ", count: 4) + "\n"
    let text = String(repeating: line, count: 500_000 / line.utf8.count)
    let clock = ContinuousClock()
    var events: [TerminalEvent] = []
    let elapsed = clock.measure {
      events = decoder.feed("\u{1B}[200~" + text + "\u{1B}[201~")
    }
    expectEqual(events, [.paste(text)])
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
