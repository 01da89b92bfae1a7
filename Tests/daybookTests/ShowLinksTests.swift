import DaybookTUI
import Expectations
import Testing

@testable import daybook

/// Links of rendered Markdown become OSC 8 hyperlinks in `daybook show` on a terminal, and
/// nothing stored can pass for one.
@Suite struct ShowLinksTests {
  static let osc = "\u{1B}]8;;"
  static let st = "\u{1B}\\"

  /// The row of `markdown` as `show` writes it to a colour terminal that takes links.
  static func written(_ markdown: String, links: Bool = true) -> String {
    let rows = MarkdownRenderer.render(markdown: markdown, width: 60)
    return rows.map {
      Output.humanSafe(
        ShowCommand.text(of: $0, styled: true, links: links), color: true, links: links)
    }.joined(separator: "\n")
  }

  @Test func aLinkIsAHyperlinkAroundItsTextOnly() {
    let text = Self.written("See [the 예약 page](https://example.com/a?b=1) now")
    expectEqual(
      text,
      "See \u{1B}[4;34m" + Self.osc + "https://example.com/a?b=1" + Self.st + "the 예약 page"
        + Self.osc + Self.st + "\u{1B}[0m now")
  }

  @Test func aLinkWrappedOverTwoRowsIsClosedOnEachRow() {
    let rows = MarkdownRenderer.render(
      markdown: "[a very long link text that wraps](https://example.com)", width: 16)
    #expect(rows.count > 1)
    for row in rows {
      let line = Output.humanSafe(
        ShowCommand.text(of: row, styled: false, links: true), color: false, links: true)
      #expect(line.hasPrefix(Self.osc + "https://example.com" + Self.st), "\(line)")
      #expect(line.hasSuffix(Self.osc + Self.st), "\(line)")
    }
  }

  @Test func targetsAreCheckedAndEncoded() {
    expectEqual(
      ShowLinks.target("https://example.com/예약"), "https://example.com/%EC%98%88%EC%95%BD")
    expectEqual(ShowLinks.target("mailto:me@example.com"), "mailto:me@example.com")
    expectEqual(ShowLinks.target("javascript:alert(1)"), nil)
    expectEqual(ShowLinks.target("file:///etc/passwd"), nil)
    expectEqual(ShowLinks.target("notes.md"), nil)
    expectEqual(ShowLinks.target("https://a\u{1B}\\b"), nil)
    expectEqual(ShowLinks.target("https://a\u{07}b"), nil)
    expectEqual(ShowLinks.target("https://a b"), nil)
    expectEqual(ShowLinks.target("https://" + String(repeating: "a", count: 3_000)), nil)
  }

  @Test func aHostileTargetShowsItsTextWithNoLink() {
    let text = Self.written("[click](https://x.test/\u{1B}]52;c;AAAA\u{07})")
    #expect(!text.contains(Self.osc))
    #expect(!text.contains("\u{07}"))
    #expect(text.contains("click"))
  }

  @Test func storedMarksCannotForgeALinkOrAStyle() {
    let forged = "\u{F8FC}evil\u{F8FD}hi\u{F8FC}\u{F8FD} \u{F8FE}5\u{F8FF}blink"
    let text = Self.written(forged)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("\\u{f8fc}evil\\u{f8fd}hi"))
  }

  @Test func noLinksWhenTheTerminalCannotShowThem() {
    #expect(!Self.written("[x](https://example.com)", links: false).contains(Self.osc))
    let output = Output(environment: [:])
    output.useColor = true
    #expect(ShowLinks.enabled(output: output, environment: ["TERM": "xterm-256color"]))
    #expect(ShowLinks.enabled(output: output, environment: ["TERM": "tmux-256color"]))
    #expect(!ShowLinks.enabled(output: output, environment: ["TERM": "linux"]))
    #expect(!ShowLinks.enabled(output: output, environment: ["TERM": "dumb"]))
    #expect(!ShowLinks.enabled(output: output, environment: [:]))
    // NO_COLOR (and a pipe) turn colours off, and links with them.
    output.useColor = false
    #expect(!ShowLinks.enabled(output: output, environment: ["TERM": "xterm-256color"]))
    // With links off, the marks leave nothing behind.
    let marked = Output.link("https://example.com") + "x" + Output.link("")
    expectEqual(Output.humanSafe(marked, color: true), "x")
  }
}
