import DaybookCore
import Expectations
import Foundation
import Testing

/// Issue #12: on SIGHUP with a journal that cannot take the text (another program holds its
/// write lock), the typed text is kept in a private `daybook-unsaved-*.txt` beside the
/// journal and the terminal is given back.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct HangUpUnsavedTextTests {
  /// tmux on the session's own socket.
  func tmux(_ session: TmuxSession, _ arguments: [String]) -> String {
    Spawn.run(
      [TUIHarness.tmux ?? "/usr/bin/tmux", "-u", "-L", session.socket, "-f", "/dev/null"]
        + arguments,
      environment: TmuxSession.environment(home: NSTemporaryDirectory()), capture: true
    ).output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func hangUpWithALockedJournalKeepsTheTextInAPrivateFile() throws {
    let sandbox = try TUISandbox()
    try expectEqual(sandbox.runCommand(["write", "--date", "2026-11-01", "처음"]), 0)
    let text = "끊기기 전에 쓴 글 🌧️ 日本語"
    try sandbox.withSession { tui in
      try tui.waitFor("Entry")
      _ = tmux(tui, ["set-option", "-g", "remain-on-exit", "on"])
      tui.keys("n")
      tui.type(text)
      try tui.waitFor("끊기기 전에")

      // Another program takes the journal's write lock and keeps it until the view is gone.
      let locked = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let database = sandbox.database
      let holder = Thread {
        let journal = try? Journal(path: database)
        try? journal?.transaction {
          locked.signal()
          release.wait()
        }
      }
      holder.start()
      expectEqual(locked.wait(timeout: .now() + 10), .success)
      defer { release.signal() }

      let pid = Int32(tmux(tui, ["display-message", "-p", "-t", "0", "#{pane_pid}"])) ?? 0
      try #require(pid > 0)
      kill(pid, SIGHUP)
      // The save waits out SQLite's busy timeout (5 s) before it gives up.
      let deadline = Date().addingTimeInterval(20)
      let dead = ["display-message", "-p", "-t", "0", "#{pane_dead}"]
      while Date() < deadline, tmux(tui, dead) != "1" {
        Thread.sleep(forTimeInterval: 0.1)
      }
      let flags = tmux(
        tui,
        [
          "display-message", "-p", "-t", "0",
          "#{pane_dead} #{pane_dead_status} #{alternate_on} #{keypad_cursor_flag} #{mouse_any_flag}",
        ])
      // Ended, out of the alternate screen, cursor keys and mouse reporting back to normal.
      #expect(flags.hasPrefix("1 "), "\(flags)\n\(tui.screen())")
      #expect(flags.hasSuffix(" 0 0 0"), "\(flags)")
      #expect(tui.screen().contains("daybook-unsaved-"), "\(tui.screen())")
    }

    let kept = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
      .filter { $0.hasPrefix("daybook-unsaved-") && $0.hasSuffix(".txt") }
    try #require(kept.count == 1, "\(kept)")
    let path = sandbox.folder.path + "/" + kept[0]
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains(text))
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
  }
}
