import DaybookCore
import Expectations
import Testing

@testable import daybook

/// `daybook search` lines: the match in brackets (or bold), other control characters shown
/// as visible escapes (`Output.humanSafe`), everything else byte for byte.
@Suite struct SearchOutputTests {
  @Test func highlightsTheMatchAndHidesControlCharacters() {
    let output = Output(environment: ["NO_COLOR": "1"])
    output.useColor = false
    let (start, end) = (SearchHit.markStart, SearchHit.markEnd)
    expectEqual(output.highlighted("오늘 \(start)산책\(end)을 🌳"), "오늘 [산책]을 🌳")
    expectEqual(output.highlighted("a\nb\u{7}c\u{85}d\u{7F}é"), "a b^Gc\\u{85}d^?é")
    output.useColor = true
    // The bold is a style mark until the line is written, so stored text can never pass
    // for one.
    expectEqual(output.humanSafe(output.highlighted("\(start)散歩\(end)")), "\u{1B}[1m散歩\u{1B}[0m")
    expectEqual(output.humanSafe(output.highlighted("\u{1B}[2J")), "^[[2J")
  }

  /// The byte-by-byte path (nothing to escape) and the escaping path give the same line.
  @Test func plainSnippetsAreCopiedAndOthersEscaped() {
    let output = Output(environment: ["NO_COLOR": "1"])
    output.useColor = false
    let (start, end) = (SearchHit.markStart, SearchHit.markEnd)
    #expect(Output.isPlain("…오늘 산책, の散歩 and a walk\t🌳"))
    #expect(!Output.isPlain("a\u{7}b"))
    #expect(!Output.isPlain("a\u{202E}b"))
    #expect(!Output.isPlain("a\u{85}b"))
    #expect(!Output.isPlain("a\u{FEFF}b"))
    #expect(!Output.isPlain(String(Output.styleStart)))
    #expect(Output.isPlain("é ß ☕ 𝄞"))
    #expect(Output.isPlain("Monstera · water: 물 … ‘quoted’ — 100 µl"))
    for invisible in ["\u{200B}", "\u{200E}", "\u{202A}", "\u{2060}", "\u{2066}", "\u{61C}"] {
      #expect(!Output.isPlain("a" + invisible + "b"), "\(invisible.unicodeScalars.first!.value)")
    }
    #expect(!Output.isPlain("\u{1}"))
    #expect(Output.isPlain("\u{1}산\u{2}", allowingMarks: true))
    expectEqual(output.highlighted("…긴 \(start)산책\(end)\n다음 줄…"), "…긴 [산책] 다음 줄…")
    expectEqual(output.highlighted("\(start)walk\(end) \u{202E}evil"), "[walk] \\u{202e}evil")
    expectEqual(output.highlighted("\(start)a\(end)\r\nb"), "[a]^M\nb")
    output.useColor = true
    expectEqual(
      output.humanSafe(output.highlighted("x \(start)산\(end) y")), "x \u{1B}[1m산\u{1B}[0m y")
  }

  /// `highlightedLine` writes exactly what `line(prefix + highlighted(snippet))` writes,
  /// with and without colour, whether the snippet is copied or escaped.
  @Test func aSearchLineIsWrittenAsLineWouldWriteIt() {
    let (start, end) = (SearchHit.markStart, SearchHit.markEnd)
    let snippets = [
      "…오늘 \(start)산책\(end)을 🌳 다음…", "\(start)walk\(end)\nnext line", "a\r\n\(start)b\(end)",
      "\(start)散歩\(end) \u{202E}evil", "bell\u{7} \(start)x\(end)", "", "\(start)\(end)",
      "tab\tand é ß ☕ · — …", String(Output.styleStart) + "1" + String(Output.styleEnd),
      "\u{1B}[2J \(start)산\(end)", "zwj 👩‍💻 \(start)책\(end)\u{85}",
    ]
    for color in [false, true] {
      var fused: [UInt8] = []
      var plain: [UInt8] = []
      let streams = { (sink: @escaping ([UInt8]) -> Void) in
        StandardStreams(
          input: 0, inputIsTerminal: false, outputIsTerminal: false, localeIsUTF8: true,
          writeOutput: sink, writeError: { _ in })
      }
      let one = Output(environment: [:], streams: streams { fused += $0 })
      let other = Output(environment: [:], streams: streams { plain += $0 })
      one.useColor = color
      other.useColor = color
      for snippet in snippets {
        one.highlightedLine("2026-12-01  entry ", snippet)
        other.line("2026-12-01  entry " + other.highlighted(snippet))
      }
      one.flush()
      other.flush()
      expectEqual(fused, plain, "color \(color)")
      #expect(!fused.isEmpty)
    }
  }
}
