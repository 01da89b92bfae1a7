import TerminalKit
import Testing

@Suite struct CanvasArchiveTests {
  private func sample() -> Canvas {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    let accent = Style(fg: .rgb(0x5F, 0xAF, 0x87), bg: .indexed(236), attributes: [.bold])
    canvas.draw("몬스테라 D-2", x: 0, y: 0, style: accent)
    canvas.draw("日記🌿ok", x: 1, y: 1, style: Style(fg: .ansi(3), attributes: [.underline]))
    // A wide grapheme that does not fit at the right edge is not split.
    canvas.draw("abcdefghijk몬", x: 0, y: 2, style: .plain)
    return canvas
  }

  @Test func aCanvasComesBackExactly() throws {
    let canvas = sample()
    let decoded = try #require(CanvasArchive.decode(CanvasArchive.encode(canvas)))
    #expect(decoded == canvas)
    #expect(decoded.lines == ["몬스테라 D-2", " 日記🌿ok   ", "abcdefghijk "])
  }

  @Test func damagedBytesGiveNothing() {
    let bytes = CanvasArchive.encode(sample())
    #expect(CanvasArchive.decode([]) == nil)
    #expect(CanvasArchive.decode(Array(bytes.dropLast())) == nil)
    #expect(CanvasArchive.decode(bytes + [0]) == nil)
    var wrongMagic = bytes
    wrongMagic[0] = UInt8(ascii: "X")
    #expect(CanvasArchive.decode(wrongMagic) == nil)
  }

  @Test func controlCharactersInBytesStayOffTheScreen() throws {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.draw("abc", x: 0, y: 0, style: .plain)
    var bytes = CanvasArchive.encode(canvas)
    // Replace the grapheme "b" with an escape character.
    let index = try #require(bytes.lastIndex(of: UInt8(ascii: "b")))
    bytes[index] = 0x1B
    let decoded = try #require(CanvasArchive.decode(bytes))
    #expect(!decoded.lines[0].unicodeScalars.contains { $0.value == 0x1B })
  }
}
