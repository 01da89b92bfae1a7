import DaybookCore
import Expectations
import Foundation
import Testing

/// Several writers on one journal, driven in tmux: the command line and a second view write
/// while a view is open; nothing any of them saved may be lost.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct ManyWritersTUITests {
  var today: Day { LocalTime.day(of: LocalTime.now()) }

  func entryText(_ sandbox: TUISandbox) throws -> String {
    try Journal(path: sandbox.database).entry(on: today)?.text ?? ""
  }

  func session(_ sandbox: TUISandbox) throws -> TmuxSession {
    try TmuxSession(
      program: [TUIHarness.binary ?? "/nonexistent", "--db", sandbox.database],
      home: sandbox.folder.path)
  }

  /// (1) A line written from the command line shows in the open view within a second or
  /// two; typing and saving afterwards keeps both.
  @Test func aCommandLineWriteShowsAndSurvivesTheNextSave() throws {
    let sandbox = try TUISandbox()
    try expectEqual(sandbox.runCommand(["write", "first line"]), 0)
    try sandbox.withSession { tui in
      try tui.waitFor("first line")
      let started = Date()
      try expectEqual(sandbox.runCommand(["write", "CLI line 명령줄"]), 0)
      try tui.waitFor("CLI line 명령줄")
      let seconds = Date().timeIntervalSince(started)
      print("writers: command-line line shown in the view after \(seconds) s")
      #expect(seconds < 2.5)
      tui.keys("4")
      tui.keys("i")
      tui.type(" typed 입력")
      try tui.waitFor("typed 입력")
      tui.keys("Escape")
      try tui.waitFor("Saved")
      tui.keys("q")
      try tui.waitForExit()
    }
    let text = try entryText(sandbox)
    #expect(text.contains("first line"))
    #expect(text.contains("CLI line 명령줄"))
    #expect(text.contains("typed 입력"))
  }

  /// (2) The same while the user is typing (the draft not yet saved): the view keeps the
  /// draft, says the day changed elsewhere, and the save merges.
  @Test func aCommandLineWriteDuringTypingIsMergedWithANotice() throws {
    let sandbox = try TUISandbox()
    try expectEqual(sandbox.runCommand(["write", "first line"]), 0)
    try sandbox.withSession { tui in
      try tui.waitFor("first line")
      tui.keys("4")
      tui.keys("i")
      tui.type(" draft 초안")
      try tui.waitFor("draft 초안")
      try expectEqual(sandbox.runCommand(["write", "CLI line"]), 0)
      try tui.waitFor("Changed elsewhere")
      #expect(!tui.screen().contains("CLI line"))
      tui.keys("Escape")
      try tui.waitFor("merged with text saved elsewhere")
      try tui.waitFor("CLI line")
      tui.keys("q")
      try tui.waitForExit()
    }
    let text = try entryText(sandbox)
    expectEqual(text, "\nfirst line draft 초안\n\nCLI line")
  }

  /// (3) Two views edit the same day and both save: both texts survive, the second under a
  /// marker, and the view says so.
  @Test func twoViewsSavingTheSameDayKeepBothTexts() throws {
    let sandbox = try TUISandbox()
    try expectEqual(sandbox.runCommand(["write", "first line"]), 0)
    let first = try session(sandbox)
    defer { first.killServer() }
    try first.waitFor("first line")
    let second = try session(sandbox)
    defer { second.killServer() }
    try second.waitFor("first line")
    for (view, words) in [(first, " from A 가"), (second, " from B 나")] {
      view.keys("4")
      view.keys("i")
      view.type(words)
      try view.waitFor(words.trimmingCharacters(in: .whitespaces))
    }
    first.keys("Escape")
    try first.waitFor("Saved")
    second.keys("Escape")
    try second.waitFor("Saved both")
    try second.waitFor("also saved elsewhere")
    let text = try entryText(sandbox)
    #expect(text.contains("from A 가"))
    #expect(text.contains("from B 나"))
    // The first view shows the merged text within a second or two (it has no draft).
    try first.waitFor("from B 나")
    first.keys("q")
    second.keys("q")
    try first.waitForExit()
    try second.waitForExit()
    try expectEqual(entryText(sandbox), text)
  }

  /// (4) A todo added from the command line shows up in the open view's Today pane.
  @Test func aTodoAddedFromTheCommandLineShowsInToday() throws {
    let sandbox = try TUISandbox()
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      try tui.waitFor("╭─ Today")
      try expectEqual(sandbox.runCommand(["todo", "add", "흙 사기 CLI", "--due", "today"]), 0)
      try tui.waitFor("흙 사기 CLI")
      // R reloads at once too.
      tui.keys("R")
      try tui.waitFor("Reloaded")
      tui.keys("q")
      try tui.waitForExit()
    }
  }
}
