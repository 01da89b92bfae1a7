import DaybookCore
import Foundation
import Testing
import Expectations

/// `daybook show`: a day's entry with its Markdown rendered, plain into a pipe.
@Suite struct ShowCommandTests {
  static let body = """
    # 정원 Garden
    Some *emphasis*, **strong** and `code`; see [the guide](https://example.org).

    - [ ] 물 주기
    - [x] 土を買う

    | Plant | 이름 |
    |:--|--:|
    | Monstera | 몬스테라 🌿 |

    > 引用 #plants
    """

  private func journalWithEntry(_ sandbox: Sandbox) throws {
    let journal = try sandbox.journal()
    let day = Day(year: 2026, month: 11, day: 29)!
    _ = try journal.saveEntry(
      Entry(day: day, title: "Sunday", body: Self.body, mood: .good, weather: .sunny), at: 1)
    let photo = sandbox.folder.appendingPathComponent("photo.jpg").path
    _ = FileManager.default.createFile(atPath: photo, contents: Data("jpg".utf8))
    _ = try journal.attach(file: photo, toEntryOn: day, at: 2)
  }

  @Test func printsTheEntryRenderedAndPlainIntoAPipe() throws {
    let sandbox = try Sandbox()
    try journalWithEntry(sandbox)
    let result = try sandbox.run(["show", "2026-11-29", "--width", "40"])
    expectEqual(result.status, 0, "\(result)")
    expectEqual(result.stderr, "")
    let attachment = try #require(try sandbox.journal().attachments(
      on: Day(year: 2026, month: 11, day: 29)!).first)
    let path = try sandbox.journal().path(of: attachment)
    expectEqual(result.lines, [
      "Sun 29 Nov 2026 · 🙂 good · ☀ sunny",
      "Sunday",
      "정원 Garden",
      "Some emphasis, strong and code; see the",
      "guide.",
      "",
      "☐ 물 주기",
      "☑ 土を買う",
      "",
      "Plant    │        이름",
      "─────────┼────────────",
      "Monstera │ 몬스테라 🌿",
      "",
      "│ 引用 #plants",
      "",
      "#plants",
      "",
      "Attachments",
      "  photo.jpg  " + path,
      "",
    ])
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func speaksTheLanguageAskedFor() throws {
    let sandbox = try Sandbox()
    try journalWithEntry(sandbox)
    let result = try sandbox.run(["show", "2026-11-29", "--lang", "ja"])
    expectEqual(result.status, 0, "\(result)")
    expectEqual(result.lines.first, "2026年11月29日(日) · 🙂 良い · ☀ 晴れ")
    #expect(result.lines.contains("添付ファイル"))
  }

  @Test func aDayWithoutAnEntryIsAnError() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["show", "2026-11-28"])
    expectEqual(result.status, 1)
    expectEqual(result.stdout, "")
    expectEqual(result.stderr, "daybook show: no entry on 2026-11-28\n")
    let bad = try sandbox.run(["show", "--width", "3"])
    #expect(bad.status != 0)
    #expect(bad.stderr.contains("--width"))
  }
}
