import DaybookCore
import Expectations
import Foundation
import Testing

/// The view open on "desktop" while "laptop" writes and syncs from the command line: the
/// desktop's background sync brings the laptop's entry onto the screen, no key pressed.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil && SyncCommandTests.hasGit))
struct SyncTUITests {
  @Test func theOpenViewShowsTheOtherMachinesEntryAfterABackgroundSync() throws {
    let laptop = try TUISandbox()
    let desktop = try TUISandbox()
    let remote = laptop.folder.appendingPathComponent("remote.git").path
    try expectEqual(SyncCommandTests.Pair.git(["init", "-q", "--bare", "-b", "main", remote]), 0)
    try expectEqual(laptop.runCommand(["sync", "init", remote]), 0)
    try expectEqual(desktop.runCommand(["write", "desktop line"]), 0)
    try expectEqual(desktop.runCommand(["sync", "init", remote]), 0)
    let session = try TmuxSession(
      program: [
        "env", "DAYBOOK_SYNC_INTERVAL=2", TUIHarness.binary ?? "/nonexistent", "--db",
        desktop.database,
      ], home: desktop.folder.path)
    defer { session.killServer() }
    try session.waitFor("desktop line")
    try session.waitFor("⇅ synced")
    try expectEqual(laptop.runCommand(["write", "노트북에서 쓴 줄 laptop line 🌿"]), 0)
    try expectEqual(laptop.runCommand(["sync"]), 0)
    let started = Date()
    try session.waitFor("노트북에서 쓴 줄 laptop line")
    print(
      "sync: laptop's entry shown in the desktop's view after \(Date().timeIntervalSince(started)) s"
    )
    // Typed in the view, saved, and carried to the laptop by the sync after the save.
    session.keys("4")
    session.keys("i")
    session.keys("C-End")
    session.type(" 데스크톱 typed")
    session.keys("Escape")
    try session.waitFor("Saved")
    let deadline = Date().addingTimeInterval(20)
    var laptopText = ""
    while Date() < deadline {
      try expectEqual(laptop.runCommand(["sync"]), 0)
      laptopText =
        try Journal(path: laptop.database).entry(on: LocalTime.day(of: LocalTime.now()))?.text ?? ""
      if laptopText.contains("데스크톱 typed") { break }
      Thread.sleep(forTimeInterval: 1)
    }
    #expect(laptopText.contains("데스크톱 typed"))
    #expect(laptopText.contains("노트북에서 쓴 줄"))
    #expect(laptopText.contains("desktop line"))
    session.keys("q")
    try session.waitForExit()
  }
}
