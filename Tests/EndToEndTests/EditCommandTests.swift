import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook edit` and the days `write --date` and `edit` accept (the fixed now is Sunday
/// 2026-11-29).
@Suite struct EditCommandTests {
  func day(_ iso: String) -> Day { Day(iso: iso)! }

  /// An editor that is a script: it replaces `from` by `to` in the file it is given.
  func editor(in sandbox: Sandbox, replacing from: String, with to: String) throws -> String {
    let path = sandbox.folder.appendingPathComponent("editor-\(UUID().uuidString).sh").path
    let script = "#!/bin/sh\nsed -i 's/\(from)/\(to)/' \"$1\"\n"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o700)
    return path
  }

  @Test func relativeDaysInWritePointBackAndTheFutureNeedsAFlag() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["write", "--date", "fri", "금요일에 쓴 글"])
    expectEqual(result, RunResult(status: 0, stdout: "Saved 2026-11-27 (3 words)\n", stderr: ""))
    result = try sandbox.run(["write", "--date", "3 days ago", "x"])
    expectEqual(result.stdout, "Saved 2026-11-26 (1 word)\n")
    result = try sandbox.run(["write", "--date", "tomorrow", "ahead"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook write: 2026-11-30 (--date) is after today; add --future to write "
          + "about a day ahead\n"))
    try expectEqual(sandbox.journal().entry(on: day("2026-11-30")), nil)
    result = try sandbox.run(["write", "--date", "fri", "--future", "plans"])
    expectEqual(result.stdout, "Saved 2026-12-04 (1 word)\n")
  }

  @Test func editReplacesTheEntryAndKeepsTheTextBeforeAsARevision() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["write", "--date", "2026-11-27", "-"], stdin: "화분 제목\n물을 줬다\n")
    sandbox.extraEnvironment["EDITOR"] = try editor(in: sandbox, replacing: "물을", with: "비료를")
    let result = try sandbox.run(["edit", "fri"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Saved 2026-11-27; the text before is a revision.\n", stderr: ""))
    let journal = try sandbox.journal()
    let entry = try #require(try journal.entry(on: day("2026-11-27")))
    // `write` leaves the title empty: the file's first line was empty, and stays so.
    expectEqual(entry.text, "\n화분 제목\n비료를 줬다")
    expectEqual(
      try journal.revisions(of: entry.id).map(\.body), ["화분 제목\n물을 줬다", "화분 제목\n비료를 줬다"])
    // Nothing is left beside the journal.
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
    #expect(!left.contains { $0.hasPrefix(".daybook-edit") }, "\(left)")
  }

  @Test func anUnchangedOrEmptiedFileChangesNothing() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["write", "--date", "2026-11-28", "그대로"])
    sandbox.extraEnvironment["EDITOR"] = "true"
    var result = try sandbox.run(["edit", "yesterday"])
    expectEqual(result, RunResult(status: 0, stdout: "2026-11-28 unchanged.\n", stderr: ""))
    sandbox.extraEnvironment["EDITOR"] = try editor(in: sandbox, replacing: ".*", with: "")
    result = try sandbox.run(["edit", "2026-11-28"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook edit: the saved file was empty; 2026-11-28 is kept as it was\n"))
    try expectEqual(sandbox.journal().entry(on: day("2026-11-28"))?.body, "그대로")
  }

  @Test func aDayWithoutAnEntryStartsEmptyAndAFailedEditorWritesNothing() throws {
    let sandbox = try Sandbox()
    sandbox.extraEnvironment["EDITOR"] = "false"
    var result = try sandbox.run(["edit"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook edit: the editor \"false\" exited with status 1; nothing written\n"))
    let script = sandbox.folder.appendingPathComponent("new.sh").path
    try "#!/bin/sh\nprintf '새 글\\n' > \"$1\"\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    chmod(script, 0o700)
    sandbox.extraEnvironment["EDITOR"] = script
    result = try sandbox.run(["edit"])
    expectEqual(result.stdout, "Saved 2026-11-29.\n")
    try expectEqual(sandbox.journal().entry(on: day("2026-11-29"))?.title, "새 글")
  }
}
