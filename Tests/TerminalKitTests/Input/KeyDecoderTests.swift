import Expectations
import TerminalKit
import Testing

@Suite struct KeyDecoderTests {
  @Test func plainAndControlKeys() {
    var decoder = KeyDecoder()
    expectEqual(
      decoder.feed("a한\r\t\u{7F}\u{13}\u{3}"),
      [
        .key(.character("a")), .key(.character("한")), .key(.enter), .key(.tab),
        .key(.backspace), .key(.ctrl("s")), .key(.ctrl("c")),
      ])
  }

  @Test func altIsEscapeThenCharacter() {
    var decoder = KeyDecoder()
    expectEqual(decoder.feed("\u{1B}x"), [.key(.alt("x"))])
    expectEqual(decoder.feed("\u{1B}한"), [.key(.alt("한"))])
  }

  @Test func loneEscapeNeedsFlush() {
    var decoder = KeyDecoder()
    expectEqual(decoder.feed("\u{1B}"), [])
    #expect(decoder.isPending)
    expectEqual(decoder.flush(), [.key(.escape)])
    #expect(!decoder.isPending)
    expectEqual(decoder.flush(), [])
  }

  @Test func escapeEscapeIsEscapeThenPending() {
    var decoder = KeyDecoder()
    expectEqual(decoder.feed("\u{1B}\u{1B}"), [.key(.escape)])
    expectEqual(decoder.flush(), [.key(.escape)])
  }

  @Test func csiAndSS3Keys() {
    var decoder = KeyDecoder()
    expectEqual(
      decoder.feed("\u{1B}[A\u{1B}[1;5B\u{1B}OP\u{1B}[3~\u{1B}[Z\u{1B}[15~\u{1B}[24~"),
      [
        .key(.up), .key(.down), .key(.function(1)), .key(.delete), .key(.backTab),
        .key(.function(5)), .key(.function(12)),
      ])
  }

  @Test func bracketedPasteIsOneEvent() {
    var decoder = KeyDecoder()
    let events = decoder.feed("x\u{1B}[200~line 1\r\n한글\u{1B}x\r\u{1B}[201~y")
    expectEqual(
      events,
      [
        .key(.character("x")), .paste("line 1\n한글\u{1B}x\n"), .key(.character("y")),
      ])
  }

  @Test func pasteSurvivesFlushAndCanBeEnded() {
    var decoder = KeyDecoder()
    expectEqual(decoder.feed("\u{1B}[200~abc"), [])
    #expect(decoder.isInPaste)
    expectEqual(decoder.flush(), [])
    expectEqual(decoder.endPaste(), [.paste("abc")])
    #expect(!decoder.isInPaste)
  }

  @Test func bytesAreDecodedAsUTF8AcrossCalls() {
    var decoder = KeyDecoder()
    let bytes = Array("한".utf8)
    expectEqual(decoder.feed(bytes: bytes.prefix(2)), [])
    expectEqual(decoder.feed(bytes: bytes.suffix(1)), [.key(.character("한"))])
    expectEqual(decoder.feed(bytes: Array("\u{1B}[B".utf8)), [.key(.down)])
  }

  @Test func sgrMouse() {
    var decoder = KeyDecoder()
    expectEqual(
      decoder.feed("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<65;1;1M"),
      [
        .mouse(x: 9, y: 4, button: 1), .mouse(x: 0, y: 0, button: 5),
      ])
  }
}
