import DaybookCore
import Expectations
import Foundation
import Testing

// Search, history and attachments driven through the real binary: revisions are made by
// `daybook write` at faketime instants an hour apart, then the TUI finds the entry by a
// Korean word, reverts it to the first revision and opens an attached file with a stub
// `xdg-open` that records its argument.

@Suite(
  .serialized,
  .enabled(
    if: TUIHarness.skipReason == nil && Sandbox.hasFaketime,
    "needs tmux, the built binary and faketime"))
struct SearchHistoryTests {
  @Test func searchOpenRevertAttachAndOpen() throws {
    let sandbox = try TUISandbox()
    // Yesterday: the revert is made now, and its revision must come after the two written
    // at 08:00 and 09:00 whatever the hour (today's 08:00 is later than now before 08:00).
    let written = LocalTime.day(of: LocalTime.now()).adding(days: -1)
    let first = "몬스테라 새 잎이 났다"
    let second = "분갈이는 다음 주에"
    for (text, hour) in [(first, "08:00"), (second, "09:00")] {
      let result = try Sandbox.execute(
        ["--db", sandbox.database, "write", "--date", written.iso, text],
        at: "\(written.iso) \(hour):00", in: sandbox.folder)
      expectEqual(result.status, 0, "\(result)")
    }
    let journal = try Journal(path: sandbox.database)
    let entry = try #require(try journal.entry(on: written))
    try expectEqual(journal.revisions(of: entry.id).count, 2)

    // The stub opener, first on PATH.
    let bin = sandbox.folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let record = sandbox.folder.appendingPathComponent("opened.txt").path
    let stub = bin.appendingPathComponent("xdg-open").path
    try "#!/bin/sh\nprintf '%s' \"$1\" > '\(record)'\n".write(
      toFile: stub, atomically: true, encoding: .utf8)
    chmod(stub, 0o755)
    let photo = sandbox.folder.appendingPathComponent("꽃 사진.txt").path
    try "pixels".write(toFile: photo, atomically: true, encoding: .utf8)
    let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

    let session = try TmuxSession(
      program: [
        "/usr/bin/env", "PATH=\(path)", "TZ=UTC", TUIHarness.binary ?? "/nonexistent", "--db",
        sandbox.database,
      ], home: sandbox.folder.path)
    defer { session.killServer() }

    // Search a Korean word inside a word, open the result.
    try session.waitFor("╭─ Entry")
    session.keys("/")
    try session.waitFor("╭─ Search")
    session.type("스테라")
    try session.waitFor("entry 몬스테라 새 잎이 났다")
    session.keys("Enter")
    try waitUntilGone("╭─ Search", session)
    #expect(session.screen().contains("│분갈이는 다음 주에"))

    // History: two revisions, revert to the first (it asks first).
    session.keys("H")
    try session.waitFor("History · \(written.iso)")
    try session.waitFor("09:00 · 24 chars · 7 words · current")
    try session.waitFor("08:00 · 12 chars · 4 words")
    session.keys("Down")
    session.keys("r")
    try session.waitFor("Put the entry back as it was at \(written.iso) 08:00")
    session.keys("y")
    try session.waitFor("Reverted to the version of \(written.iso) 08:00")
    try waitUntilGone("분갈이는 다음 주에", session)

    // Attach through the prompt, then open it with the stub.
    session.keys("A")
    try session.waitFor("Attach a file to \(written.iso)")
    session.type(photo)
    session.keys("Enter")
    try session.waitFor("Attached 꽃 사진.txt")
    try session.waitFor("📎 Attachments (1)")
    session.keys("v")
    try session.waitFor("Opened 꽃 사진.txt")
    session.keys("q")
    try session.waitForExit()

    let reverted = try #require(try journal.entry(on: written))
    #expect(reverted.title.isEmpty && reverted.body == first)
    let revisions = try journal.revisions(of: reverted.id)
    expectEqual(revisions.map(\.body), [first, first + "\n\n" + second, first])
    try expectEqual(journal.recentSearches(), ["스테라"])
    let attachment = try #require(try journal.attachments(on: written).first)
    expectEqual(attachment.originalName, "꽃 사진.txt")
    let copy = journal.path(of: attachment)
    try expectEqual(String(contentsOfFile: copy, encoding: .utf8), "pixels")
    // The stub ran with the copy's path as its one argument.
    let deadline = Date().addingTimeInterval(5)
    while !FileManager.default.fileExists(atPath: record) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    try expectEqual(String(contentsOfFile: record, encoding: .utf8), copy)
  }

  private func waitUntilGone(_ text: String, _ session: TmuxSession) throws {
    let deadline = Date().addingTimeInterval(TmuxSession.timeout)
    while session.screen().contains(text) {
      guard Date() < deadline else {
        throw TUIError("“\(text)” is still shown; screen:\n\(session.screen())")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  @Test func commandLineSearchAttachAndCheck() throws {
    let sandbox = try Sandbox()
    try expectEqual(
      sandbox.run(["write", "--date", "2026-06-10", "몬스테라에 물을 줬다 #plants"]).status, 0)
    try expectEqual(sandbox.run(["write", "--date", "2026-05-01", "물 #plants"]).status, 0)
    try expectEqual(sandbox.run(["plant", "add", "Monstera", "--every", "7"]).status, 0)
    var result = try sandbox.run(["search", "#plants", "from:2026-06-01", "물"])
    expectEqual(
      result, RunResult(status: 0, stdout: "2026-06-10  entry 몬스테라에 [물]을 줬다 #plants\n", stderr: ""))
    result = try sandbox.run(["search", "from:2026-99"])
    expectEqual(result.status, 2)
    expectEqual(
      result.stderr, "daybook search: cannot read \"from:2026-99\" (see daybook search --help)\n")

    let file = sandbox.folder.appendingPathComponent("영수증.pdf").path
    try "pdf".write(toFile: file, atomically: true, encoding: .utf8)
    result = try sandbox.run(["attach", file, "--date", "2026-06-10"])
    expectEqual(
      result, RunResult(status: 0, stdout: "Attached 영수증.pdf to 2026-06-10\n", stderr: ""))
    result = try sandbox.run(["attach", file, "--date", "2026-06-11"])
    expectEqual(result.status, 1)
    #expect(result.stderr.contains("no entry on 2026-06-11"))
    let attachment = try #require(
      try sandbox.journal().attachments(on: Day(iso: "2026-06-10")!).first)
    let copy = try sandbox.journal().path(of: attachment)
    result = try sandbox.run(["attachments"])
    expectEqual(result.stdout, "2026-06-10  영수증.pdf  \(copy)\n")

    result = try sandbox.run(["check"])
    expectEqual(result, RunResult(status: 0, stdout: "Database: ok\nAttachments: ok\n", stderr: ""))
    let folder = try sandbox.journal().attachmentsFolder
    try "x".write(toFile: folder + "/stray", atomically: true, encoding: .utf8)
    let orphan = folder + "/1780000000-abc.pdf"
    try "x".write(toFile: orphan, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_780_000_000)], ofItemAtPath: orphan)
    result = try sandbox.run(["check"])
    expectEqual(result.status, 1)
    expectEqual(
      result.stdout,
      """
      Database: ok
      Not made by Daybook, left alone: \(folder)/stray
      Orphan file: \(orphan)

      """)
    result = try sandbox.run(["check", "--clean"])
    expectEqual(result.status, 0)
    #expect(!FileManager.default.fileExists(atPath: orphan))
    #expect(FileManager.default.fileExists(atPath: folder + "/stray"))
    #expect(FileManager.default.fileExists(atPath: copy))
  }
}
