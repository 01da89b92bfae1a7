import DaybookCore
import Expectations
import ImageKit
import TerminalKit
import Testing

@testable import daybook

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook show` draws the pictures among a day's files as mosaics on a terminal only.
@Suite struct ShowPicturesTests {
  /// A private folder with a 64×32 PNG (red left half, blue right half), a JPEG cut in
  /// half and a text file.
  static func folder() -> String {
    var template = Array("/tmp/daybook-show-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    let folder = made.map { String(cString: $0) } ?? "/tmp"
    var pixels: [UInt8] = []
    for _ in 0..<32 {
      for x in 0..<64 { pixels += x < 32 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    let picture = RGBAImage(width: 64, height: 32, pixels: pixels)
    _ = ImageWriter.writePNG(picture, to: folder + "/a.png")
    _ = ImageWriter.writeJPEG(picture, to: folder + "/whole.jpg")
    let whole = bytes(of: folder + "/whole.jpg")
    write(Array(whole.prefix(whole.count / 2)), to: folder + "/b.jpg")
    write(Array("memo".utf8), to: folder + "/c.txt")
    return folder
  }

  static func bytes(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  static func write(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  static func remove(_ folder: String) {
    for name in ["a.png", "whole.jpg", "b.jpg", "c.txt"] { unlink(folder + "/" + name) }
    rmdir(folder)
  }

  @Test func colourDepthComesFromTheEnvironment() {
    expectEqual(
      ShowPictures.colorDepth(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]), .none)
    expectEqual(ShowPictures.colorDepth(environment: ["COLORTERM": "truecolor"]), .truecolor)
    expectEqual(
      ShowPictures.colorDepth(environment: ["COLORTERM": "24bit", "TERM": "xterm"]), .truecolor)
    expectEqual(ShowPictures.colorDepth(environment: ["TERM": "tmux-256color"]), .palette256)
    expectEqual(ShowPictures.colorDepth(environment: ["TERM": "xterm", "NO_COLOR": ""]), .ansi16)
    expectEqual(ShowPictures.colorDepth(environment: [:]), .ansi16)
  }

  @Test func aTerminalGetsEachPictureAsAMosaicAndABrokenOneAsOneLine() throws {
    let folder = Self.folder()
    defer { Self.remove(folder) }
    let files = [
      (name: "꽃 🌸.png", path: folder + "/a.png"), (name: "반쪽.jpg", path: folder + "/b.jpg"),
      (name: "메모.txt", path: folder + "/c.txt"),
    ]
    let lines = ShowPictures.lines(
      files, terminal: true, depth: .truecolor, width: 30, language: .ko)
    let mosaic = try ImageMosaic.ansiLines(
      path: folder + "/a.png", width: 28, colorDepth: .truecolor)
    #expect(!mosaic.isEmpty)
    let broken = lines.last ?? ""
    #expect(broken.hasPrefix("  반쪽.jpg를 보여 줄 수 없습니다: damaged picture"))
    expectEqual(lines.count, 2 + mosaic.count + 2)
    expectEqual(Array(lines.prefix(2)), ["", "  꽃 🌸.png"])
    expectEqual(lines[lines.count - 2], "")
    // Written through `Output`, the marks become exactly the mosaic's own colours: the
    // longest (true colour) codes fit in a mark.
    let written = lines[2..<(2 + mosaic.count)].map { Output.humanSafe($0, color: true) }
    expectEqual(written, mosaic.map { "  " + $0 })
    #expect(mosaic.joined().contains("\u{1B}[0;38;2;"))
    // The text file is no picture: no line names it.
    #expect(!lines.contains { $0.contains("메모") })
  }

  @Test func noColourMeansPlainGlyphsAndAPipeMeansNoPictures() throws {
    let folder = Self.folder()
    defer { Self.remove(folder) }
    let files = [(name: "a.png", path: folder + "/a.png")]
    let plain = ShowPictures.lines(files, terminal: true, depth: .none, width: 80, language: .en)
    #expect(plain.count > 3)
    #expect(!plain.joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == Output.styleStart })
    // Wide as asked, but never wider than the largest mosaic.
    #expect(plain.dropFirst(2).allSatisfy { $0.count <= 2 + ShowPictures.largestWidth })
    expectEqual(
      ShowPictures.lines(files, terminal: false, depth: .truecolor, width: 80, language: .en), [])
    // Under NO_COLOR the output writes no styles at all.
    let coloured = ShowPictures.lines(
      files, terminal: true, depth: .palette256, width: 80, language: .en)
    #expect(coloured.dropFirst(2).allSatisfy { $0.unicodeScalars.contains(Output.styleStart) })
    #expect(
      !coloured.map { Output.humanSafe($0, color: false) }.joined().contains("\u{1B}"))
  }

  @Test func styleMarksKeepOnlyColourSequences() {
    expectEqual(
      ShowPictures.styleMarks("\u{1B}[0;38;5;196mA\u{1B}[0m"),
      Output.style("0;38;5;196") + "A" + Output.style("0"))
    // Anything else stays an escape character for `Output` to show as text.
    expectEqual(ShowPictures.styleMarks("\u{1B}]52;c;x\u{7}"), "\u{1B}]52;c;x\u{7}")
    expectEqual(ShowPictures.styleMarks("\u{1B}[2J"), "\u{1B}[2J")
    expectEqual(Output.humanSafe(ShowPictures.styleMarks("\u{1B}[2J"), color: true), "^[[2J")
  }

  @Test func textsAreComplete() {
    expectEqual(Localization.problems(in: ShowPictureText.self), [])
  }
}
