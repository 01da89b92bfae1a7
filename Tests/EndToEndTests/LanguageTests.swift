import DaybookCore
import Expectations
import Foundation
import Testing

// The real binary in tmux (see TUITests.swift for the harness): the language switched with
// F2 in the middle of an unsaved entry, and the notification centre filled by reminders
// the app delivers itself, under faketime.

@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct LanguageTests {
  @Test func f2SwitchesToKoreanWhileWritingAndKeepsTheUnsavedText() throws {
    let sandbox = try TUISandbox()
    let text = "비 오는 날 새 잎 🌱"
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      try tui.waitFor("╭─ Calendar")
      tui.keys("n")
      tui.type(text)
      try tui.waitFor(text)
      try tui.waitFor("● unsaved")
      // F2 types nothing: the text stays as it was, still unsaved, now in Korean.
      tui.keys("F2")
      try tui.waitFor("언어: 한국어")
      try tui.waitFor("╭─ 달력")
      try tui.waitFor("╭─ 일기")
      try tui.waitFor("● 저장 안 됨")
      let screen = tui.screen()
      #expect(screen.contains(text))
      // The key bar is in writing mode, in Korean.
      #expect(screen.contains("쓰는 중"))
      #expect(screen.contains("Esc 끝내고 저장"))
      #expect(!screen.contains("Calendar"))
      // Still editing: more text goes into the entry.
      tui.type(" 끝")
      try tui.waitFor(text + " 끝")
      tui.keys("C-s")
      try tui.waitFor("저장했습니다")
      tui.keys("Escape")
      // A q right behind Esc would read as Alt-q.
      Thread.sleep(forTimeInterval: 0.5)
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let entry = try #require(try journal.entry(on: LocalTime.day(of: LocalTime.now())))
    expectEqual(entry.title, text + " 끝")
    try expectEqual(journal.settings().language, "ko")
    #expect(try journal.drafts().isEmpty)
  }

  @Test(.enabled(if: Sandbox.hasFaketime))
  func notificationCentreShowsADeliveredReminderAndMarksItRead() throws {
    let sandbox = try TUISandbox()
    let now = "2026-11-29 12:30:00"
    // A plant watered a week ago is due today; its 12:00 reminder fell due before the start.
    try expectEqual(sandbox.runCommand(at: now, ["plant", "add", "Monstera", "--every", "7"]), 0)
    try expectEqual(
      sandbox.runCommand(at: now, ["water", "Monstera", "--at", "2026-11-22 09:00"]), 0)
    let journal = try Journal(path: sandbox.database)
    #expect(try journal.notifications().isEmpty)
    try sandbox.withSession(at: now) { tui in
      try tui.skipOnboarding()
      try tui.waitFor("Monstera")
      // The app delivered the reminder due at start: the plant's. Not last night's diary
      // reminder: the first delivery of a journal begins at today's midnight.
      try tui.waitFor("1 unread")
      tui.keys("N")
      try tui.waitFor("Notifications · 1 unread")
      try tui.waitFor("● 12:00  Water Monstera today (every 7 days)")
      #expect(!tui.screen().contains("You have not written today"))
      tui.keys("Enter")
      try tui.waitFor("0 unread")
      #expect(!tui.screen().contains("Notifications"))
      tui.keys("q")
      try tui.waitForExit()
    }
    let notifications = try journal.notifications()
    let plant = try #require(notifications.first { $0.target.hasPrefix("plant:") })
    expectEqual(plant.kind, "plant-day")
    #expect(plant.readAt != nil)
    expectEqual(notifications.count, 1)
  }
}

extension TUISandbox {
  /// Runs a subcommand under faketime at `now`; returns its exit status.
  func runCommand(at now: String, _ arguments: [String]) throws -> Int32 {
    Spawn.run(
      [Sandbox.faketime, now, TUIHarness.binary ?? "/nonexistent"] + arguments
        + ["--db", database],
      environment: TmuxSession.environment(home: folder.path), capture: false
    ).status
  }

  /// Starts the TUI under faketime at `now` in a private tmux server at 120×40.
  func withSession(at now: String, _ body: (TmuxSession) throws -> Void) throws {
    let session = try TmuxSession(
      program: [Sandbox.faketime, now, TUIHarness.binary ?? "/nonexistent", "--db", database],
      home: folder.path)
    defer { session.killServer() }
    try body(session)
  }
}
