import Expectations
import Testing

@testable import TerminalKit

/// The OSC 8 policy shared by `daybook show` and the full-screen view, the canvas's link
/// runs, and the bytes the backend writes for them.
@Suite struct HyperlinkTests {
  @Test func onlyWebAndMailTargetsAreLinkedAndEncoded() {
    expectEqual(Hyperlink.target("https://example.com/a?b=1"), "https://example.com/a?b=1")
    expectEqual(Hyperlink.target("MAILTO:me@example.com"), "MAILTO:me@example.com")
    expectEqual(Hyperlink.target("https://example.com/물"), "https://example.com/%EB%AC%BC")
    expectEqual(Hyperlink.target("javascript:alert(1)"), nil)
    expectEqual(Hyperlink.target("file:///etc/passwd"), nil)
    expectEqual(Hyperlink.target("notes.md"), nil)
    expectEqual(Hyperlink.target("https://a.example/\u{1B}]52;c;x\u{07}"), nil)
    expectEqual(Hyperlink.target("https://a.example/\u{9C}"), nil)
    expectEqual(Hyperlink.target("https://a.example/ b"), nil)
    expectEqual(Hyperlink.target("https://a.example/" + String(repeating: "x", count: 2_100)), nil)
  }

  @Test func terminalsThatShowThem() {
    #expect(Hyperlink.supported(environment: ["TERM": "xterm-256color"]))
    #expect(Hyperlink.supported(environment: ["TERM": "tmux-256color", "NO_COLOR": ""]))
    #expect(!Hyperlink.supported(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]))
    #expect(!Hyperlink.supported(environment: ["TERM": "linux"]))
    #expect(!Hyperlink.supported(environment: ["TERM": "linux-16color"]))
    #expect(!Hyperlink.supported(environment: ["TERM": "dumb"]))
    #expect(!Hyperlink.supported(environment: [:]))
  }

  @Test func aRunIsWrittenAgainInsideOSC8WithItsStyleAndPlace() {
    let link = Style(fg: .ansi(4), attributes: [.underline])
    let cells = [
      Cell(grapheme: "물", style: link), .continuation(style: link),
      Cell(grapheme: "a", style: link), Cell(grapheme: "b", style: link.adding(.bold)),
    ]
    let run = Hyperlink.Run(y: 2, x: 5, target: "https://example.com", cells: cells)
    let text = String(decoding: Hyperlink.bytes([run], depth: .palette256), as: UTF8.self)
    expectEqual(
      text,
      "\u{1B}7" + "\u{1B}]8;;https://example.com\u{1B}\\"
        + "\u{1B}[3;6H" + "\u{1B}[0;4;38;5;4m" + "물"
        + "\u{1B}[3;8H" + "a" + "\u{1B}[0;1;4;38;5;4m" + "b"
        + "\u{1B}]8;;\u{1B}\\" + "\u{1B}[0m" + "\u{1B}8")
  }

  @Test func sgrFollowsTheTerminalsDepth() {
    let style = Style(fg: .rgb(255, 0, 0), bg: .ansi(9), attributes: [.italic, .reverse])
    expectEqual(Hyperlink.sgr(style, depth: .truecolor), "\u{1B}[0;3;7;38;2;255;0;0;101m")
    expectEqual(Hyperlink.sgr(style, depth: .palette256), "\u{1B}[0;3;7;38;5;196;48;5;9m")
    expectEqual(Hyperlink.sgr(style, depth: .none), "\u{1B}[0;3;7m")
    expectEqual(Hyperlink.sgr(.plain, depth: .ansi16), "\u{1B}[0m")
  }

  @Test func unsafeTargetsAreNeverWritten() {
    let cells = [Cell(grapheme: "x")]
    for target in [
      "https://a/\u{1B}\\", "https://a/\u{07}", "https://a/ b", "", "https://a/\u{9D}",
    ] {
      let run = Hyperlink.Run(y: 0, x: 0, target: target, cells: cells)
      #expect(Hyperlink.bytes([run], depth: .palette256).isEmpty)
    }
  }

  @Test func theCanvasKeepsARunWhileItsTextShows() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    let used = canvas.draw("한글 link", x: 1, y: 1)
    canvas.addLink("https://example.com", x: 6, y: 1, width: used - 5)
    expectEqual(canvas.lines[1], " 한글 link  ")
    expectEqual(canvas.links.map { [$0.y, $0.x, $0.width] }, [[1, 6, 4]])
    expectEqual(canvas.links.first?.cells.map(\.grapheme).joined(), "link")
    // Copied into a larger canvas it moves with its cells.
    var outer = Canvas(size: Size(width: 20, height: 5))
    outer.blit(canvas, x: 2, y: 1)
    expectEqual(outer.links.map { [$0.y, $0.x, $0.width] }, [[2, 8, 4]])
    // Text drawn over it (an overlay) ends it.
    outer.draw("도움말", x: 7, y: 2)
    #expect(outer.links.isEmpty)
    // Unsafe targets are never kept.
    canvas.addLink("https://a/\u{1B}", x: 0, y: 0, width: 2)
    expectEqual(canvas.links.count, 1)
  }
}
