import Expectations
import Testing

@testable import TerminalKit

/// Issue #12: the terminal is read in blocks, so any sequence may be cut anywhere.
@Suite struct KeyDecoderSplitTests {
  /// Bytes a user can send, and the events they mean.
  static let stream: [UInt8] = Array(
    ("a한\r\t\u{7F}\u{08}\u{13}\u{3}\u{0}"  // keys and Ctrl keys
      + "日本語😀👩‍🌾"  // kana, kanji, emoji (4 bytes, ZWJ)
      + "\u{1B}[A\u{1B}[1;5B\u{1B}OC\u{1B}[1;3D"  // arrows, with modifiers
      + "\u{1B}OP\u{1B}[1;2Q\u{1B}[15~\u{1B}[24;5~"  // F1, Shift-F2, F5, Ctrl-F12
      + "\u{1B}[H\u{1B}OF\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[2~\u{1B}[Z"  // Home…Shift-Tab
      + "\u{1B}x\u{1B}한"  // Alt
      + "\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<65;1;1M"  // SGR mouse: press, release, wheel
      + "\u{1B}[M !!"  // X10 mouse: left press at 1,1
      + "\u{1B}[200~붙여\r\n넣기 😀\u{1B}[A\u{1B}[201~"  // bracketed paste
      + "q").utf8)

  static let events: [TerminalEvent] = [
    .key(.character("a")), .key(.character("한")), .key(.enter), .key(.tab),
    .key(.backspace), .key(.backspace), .key(.ctrl("s")), .key(.ctrl("c")), .key(.ctrl(" ")),
    .key(.character("日")), .key(.character("本")), .key(.character("語")),
    .key(.character("😀")), .key(.character("👩")), .key(.character("\u{200D}")),
    .key(.character("🌾")),
    .key(.up), .key(.down), .key(.right), .key(.left),
    .key(.function(1)), .key(.function(2)), .key(.function(5)), .key(.function(12)),
    .key(.home), .key(.end), .key(.pageUp), .key(.pageDown), .key(.delete), .key(.insert),
    .key(.backTab),
    .key(.alt("x")), .key(.alt("한")),
    .mouse(x: 4, y: 2, button: 1), .mouse(x: 0, y: 0, button: 5),
    .mouse(x: 0, y: 0, button: 1),
    .paste("붙여\n넣기 😀\u{1B}[A"),
    .key(.character("q")),
  ]

  @Test func theWholeStreamAtOnce() {
    var decoder = KeyDecoder()
    expectEqual(decoder.feed(bytes: Self.stream), Self.events)
    #expect(!decoder.isPending && !decoder.isInPaste)
  }

  @Test func splitInTwoAtEveryPosition() {
    for cut in 0...Self.stream.count {
      var decoder = KeyDecoder()
      let events =
        decoder.feed(bytes: Self.stream[..<cut]) + decoder.feed(bytes: Self.stream[cut...])
      expectEqual(events, Self.events, "cut at \(cut)")
    }
  }

  @Test func oneByteAtATime() {
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in Self.stream { events += decoder.feed(bytes: [byte]) }
    expectEqual(events, Self.events)
  }

  @Test func everyPairOfCutsInThePaste() {
    let start = Self.stream.firstIndex(of: 0xEB) ?? 0  // first byte of 붙
    let end = Self.stream.count
    for first in start..<end {
      for second in first..<end {
        var decoder = KeyDecoder()
        let events =
          decoder.feed(bytes: Self.stream[..<first])
          + decoder.feed(bytes: Self.stream[first..<second])
          + decoder.feed(bytes: Self.stream[second...])
        expectEqual(events, Self.events, "cuts at \(first), \(second)")
      }
    }
  }

  @Test func anEscapeCutFromItsSequenceIsAltOnlyWithoutAPause() {
    var decoder = KeyDecoder()
    expectEqual(decoder.feed(bytes: [0x1B]), [])
    expectEqual(decoder.flush(), [.key(.escape)])
    expectEqual(
      decoder.feed(bytes: Array("[A".utf8)),
      [
        .key(.character("[")), .key(.character("A")),
      ])
  }

  @Test func brokenUTF8IsDroppedWithoutLosingTheNextKey() {
    var decoder = KeyDecoder()
    // A cut-short Hangul syllable, a stray continuation byte, an overlong slash.
    expectEqual(
      decoder.feed(bytes: [0xED, 0x95, 0x61, 0x80, 0xC0, 0xAF, 0x62]),
      [
        .key(.character("a")), .key(.character("b")),
      ])
  }

  @Test func aPasteWithBrokenUTF8StillEnds() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = Array("\u{1B}[200~x".utf8) + [0xFF] + Array("y\u{1B}[201~z".utf8)
    expectEqual(decoder.feed(bytes: bytes), [.paste("x\u{FFFD}y"), .key(.character("z"))])
  }
}
