import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook import` as a user meets it at its edges: a file over the whole limit refused by
/// its size, and an entry id of another day reported, through the real binary.
@Suite(.enabled(if: Sandbox.hasFaketime)) struct ImportDoorTests {
  @Test func aFileOverTheLimitIsRefusedByItsSizeBeforeItIsRead() throws {
    let sandbox = try Sandbox()
    // A sparse gigabyte: refused by its size, not read up to the limit first.
    let path = sandbox.folder.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let start = Date()
    let result = try sandbox.run(["import", path])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook import: \(path) is more than 64 MiB, the most Daybook reads at once; "
          + "nothing was written\n"))
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test func anEntryIDOfAnotherDayIsAddedOnItsOwnDayAndSaid() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "--date", "2026-11-28", "있던 글"]).status, 0)
    let exported = try sandbox.run(["export", "--format", "json"])
    // The same entry, moved to another day.
    let moved = exported.stdout.replacingOccurrences(of: "2026-11-28", with: "2026-11-27")
      .replacingOccurrences(of: "있던 글", with: "다른 날의 글")
    let result = try sandbox.run(["import", "--format", "json", "-"], stdin: moved)
    expectEqual(
      result,
      RunResult(
        status: 0,
        stdout: "Imported stdin: 1 added, 0 skipped, 0 merged\n"
          + "2026-11-27: came with the id of another day's entry in this journal; imported as "
          + "its own day's entry with a new id\n",
        stderr: ""))
    #expect(try sandbox.run(["show", "2026-11-28"]).stdout.contains("있던 글"))
    #expect(try sandbox.run(["show", "2026-11-27"]).stdout.contains("다른 날의 글"))
  }
}
