import DaybookCore
import Expectations
import Foundation
import Testing

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
    let attachment = try #require(
      try sandbox.journal().attachments(
        on: Day(year: 2026, month: 11, day: 29)!
      ).first)
    let path = try sandbox.journal().path(of: attachment)
    expectEqual(
      result.lines,
      [
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

  /// The day's weather as fetched, on a line of its own under the header, in the language
  /// asked for; a day without a fetched report has no such line.
  @Test func theFetchedWeatherHasALineOfItsOwn() throws {
    let sandbox = try Sandbox()
    let journal = try sandbox.journal()
    let day = Day(year: 2026, month: 11, day: 29)!
    _ = try journal.saveEntry(Entry(day: day, title: "비", body: "우산 ☔", weather: .rain), at: 1)
    try journal.saveWeatherReport(
      WeatherReport(
        day: day, code: 61, high: 5.6, low: -0.4, place: "서울", sunrise: "07:32",
        sunset: "17:14"), at: 2)
    _ = try journal.saveEntry(Entry(day: day.adding(days: -1), body: "맑음"), at: 3)
    let english = try sandbox.run(["show", "2026-11-29"])
    expectEqual(english.status, 0, "\(english)")
    expectEqual(
      Array(english.lines.prefix(3)),
      [
        "Sun 29 Nov 2026 · ☂ rain", "Weather: ☂ 6°/0° 서울 · sunrise 07:32 · sunset 17:14", "비",
      ])
    let korean = try sandbox.run(["show", "2026-11-29", "--lang", "ko"])
    expectEqual(korean.lines.dropFirst().first, "날씨: ☂ 6°/0° 서울 · 해돋이 07:32 · 해넘이 17:14")
    let japanese = try sandbox.run(["show", "2026-11-29", "--lang", "ja"])
    expectEqual(japanese.lines.dropFirst().first, "天気: ☂ 6°/0° 서울 · 日の出 07:32 · 日の入り 17:14")
    let without = try sandbox.run(["show", "2026-11-28"])
    #expect(!without.stdout.contains("Weather:"), "\(without)")
    // `weather show` gives the sun's times too.
    let weather = try sandbox.run(["weather", "show", "2026-11-29"])
    expectEqual(weather.stdout, "2026-11-29  ☂ 6°/0° 서울 ↑07:32 ↓17:14\n", "\(weather)")
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
