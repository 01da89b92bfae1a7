import DaybookCore
import Expectations
import Foundation
import Testing

/// The Entry pane in tmux: an entry written in Markdown reads rendered (headings bold, no
/// `#`), and shows its source again while editing.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct MarkdownTUITests {
  @Test func headingsShowBoldWithoutHashesAndTheSourceWhileEditing() throws {
    let sandbox = try TUISandbox()
    let journal = try Journal(path: sandbox.database)
    let today = LocalTime.day(of: LocalTime.now())
    _ = try journal.saveEntry(
      Entry(
        day: today, title: "오늘의 정원 🌿",
        body: "# 물 주기 Watering\n\n- [ ] 몬스테라\n- [x] 羊歯\n\n**굵게** 끝"),
      at: LocalTime.now())
    try sandbox.withSession { tui in
      try tui.waitFor("물 주기 Watering")
      var screen = tui.screen()
      #expect(!screen.contains("# 물 주기"))
      #expect(screen.contains("☐ 몬스테라"))
      #expect(screen.contains("☑ 羊歯"))
      #expect(screen.contains("굵게 끝"))
      // The heading's cells are bold: SGR 1 right before its text.
      let styled = tui.styledScreen()
      let headingLine = try #require(
        styled.split(separator: "\n").first { $0.contains("물 주기 Watering") })
      let before = headingLine[
        ..<(headingLine.range(of: "물 주기")?.lowerBound ?? headingLine.endIndex)]
      // tmux writes a cell's attributes as `ESC[0;1;4m` then its colours: read the last
      // reset before the text.
      let attributes = before.range(of: "\u{1B}[0", options: .backwards).map {
        String(before[$0.lowerBound...])
      }
      expectEqual(attributes?.hasPrefix("\u{1B}[0;1"), true, "\(headingLine)")
      // Editing shows the source.
      tui.keys("4")
      tui.keys("i")
      try tui.waitFor("# 물 주기 Watering")
      screen = tui.screen()
      #expect(screen.contains("- [ ] 몬스테라"))
      tui.keys("Escape")
      try tui.waitFor("☐ 몬스테라")
      tui.keys("q")
      try tui.waitForExit()
    }
  }
}

extension TmuxSession {
  /// The screen with its SGR escapes (`capture-pane -e`).
  func styledScreen() -> String {
    Spawn.run(
      [
        TUIHarness.tmux ?? "/usr/bin/tmux", "-u", "-L", socket, "-f", "/dev/null",
        "capture-pane", "-p", "-e", "-t", "0",
      ],
      environment: Self.environment(home: FileManager.default.temporaryDirectory.path),
      capture: true
    ).output
  }
}
