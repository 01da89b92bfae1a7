import DaybookCore
import Testing

@testable import daybook

/// `daybook search` lines: the match in brackets (or bold), other control characters shown
/// as visible escapes (`Output.humanSafe`), everything else byte for byte.
@Suite struct SearchOutputTests {
  @Test func highlightsTheMatchAndHidesControlCharacters() {
    let output = Output(environment: ["NO_COLOR": "1"])
    output.useColor = false
    let (start, end) = (SearchHit.markStart, SearchHit.markEnd)
    #expect(output.highlighted("오늘 \(start)산책\(end)을 🌳") == "오늘 [산책]을 🌳")
    #expect(output.highlighted("a\nb\u{7}c\u{85}d\u{7F}é") == "a b^Gc\\u{85}d^?é")
    output.useColor = true
    // The bold is a style mark until the line is written, so stored text can never pass
    // for one.
    #expect(output.humanSafe(output.highlighted("\(start)散歩\(end)")) == "\u{1B}[1m散歩\u{1B}[0m")
    #expect(output.humanSafe(output.highlighted("\u{1B}[2J")) == "^[[2J")
  }
}
