import Expectations
import Foundation
import Testing

/// `daybook search --limit N` lists every hit of a word, each line byte for byte: cut
/// snippets, line breaks, control characters, todos and care notes among entries (#20).
@Suite struct SearchAllHitsTests {
  @Test func everyHitOfAWordIsListedByteForByte() throws {
    let sandbox = try Sandbox()
    let long = String(repeating: "가", count: 30) + "산책" + String(repeating: "나", count: 70)
    for (day, text) in [
      ("2026-01-01", "아침에 산책했다"), ("2026-01-02", long), ("2026-01-04", "첫 줄\n산책\n셋째 줄"),
      ("2026-01-05", "벨\u{7} 산책 \u{202E}거꾸로"), ("2026-01-06", "🌳 산책 👩‍💻 の散歩 walk"),
      ("2026-01-07", "산책 없이 산책"),
    ] {
      let saved = try sandbox.run(["write", "--date", day, "-"], stdin: text)
      expectEqual(saved.status, 0, "\(saved)")
    }
    try expectEqual(sandbox.run(["todo", "add", "저녁 산책 가기", "--due", "2026-01-03"]).status, 0)
    try expectEqual(sandbox.run(["plant", "add", "Monstera"]).status, 0)
    try expectEqual(
      sandbox.run([
        "care", "note", "monstera", "--date", "2026-01-06", "--note", "산책 뒤에 잎을 닦았다",
      ]).status, 0)
    let result = try sandbox.run(["search", "산책", "--limit", "1000"])
    expectEqual(result.status, 0, "\(result)")
    expectEqual(
      result.stdout,
      """
      2026-01-07  entry [산책] 없이 산책
      2026-01-06  entry 🌳 [산책] 👩‍💻 の散歩 walk
      2026-01-06  care  Monstera · note: [산책] 뒤에 잎을 닦았다
      2026-01-05  entry 벨^G [산책] \\u{202e}거꾸로
      2026-01-04  entry 첫 줄 [산책] 셋째 줄
      2026-01-03  todo  저녁 [산책] 가기
      2026-01-02  entry …\(String(repeating: "가", count: 24))[산책]\(String(repeating: "나", count: 60))…
      2026-01-01  entry 아침에 [산책]했다

      """)
    // The first page is the same lines, as many as asked for.
    let first = try sandbox.run(["search", "산책", "--limit", "3"])
    expectEqual(
      first.stdout, result.stdout.split(separator: "\n").prefix(3).map { $0 + "\n" }.joined())
  }
}
