import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook export` in every format, `backup` and `check`, through the real binary.
@Suite(.enabled(if: Sandbox.hasFaketime)) struct ExportCommandTests {
  private func filled() throws -> Sandbox {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "--date", "2026-11-28", "비 오는 날 #산책"]).status, 0)
    try expectEqual(
      sandbox.run(["todo", "add", "Call mom, buy milk", "--due", "2026-11-30"])
        .status, 0)
    try expectEqual(sandbox.run(["plant", "add", "Monstera", "--every", "30"]).status, 0)
    return sandbox
  }

  @Test func jrnlGoesToStdoutAndBackIn() throws {
    let sandbox = try filled()
    let result = try sandbox.run(["export", "--format", "jrnl"])
    // Written at noon on the 29th for the 28th: exported at the time it was written.
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "[2026-11-28 12:00:00 PM] 비 오는 날 @산책\n", stderr: ""))
    let other = try Sandbox()
    let imported = try other.run(["import", "--format", "jrnl", "-"], stdin: result.stdout)
    expectEqual(imported.stdout, "Imported stdin: 1 added, 0 skipped, 0 merged\n")
    let again = try other.run(["import", "--format", "jrnl", "-"], stdin: result.stdout)
    expectEqual(again.stdout, "Imported stdin: 0 added, 1 skipped, 0 merged\n")
  }

  @Test func markdownNeedsAFolderAndWritesMonths() throws {
    let sandbox = try filled()
    let refused = try sandbox.run(["export", "--format", "markdown"])
    expectEqual(
      refused,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook export: --format markdown needs --output FOLDER\n"))
    let folder = sandbox.folder.appendingPathComponent("md").path
    let result = try sandbox.run(["export", "--format", "markdown", "--output", folder])
    expectEqual(result.stdout, "Exported 1 month of entries to \(folder)\n")
    let text = try String(contentsOfFile: folder + "/2026-11.md", encoding: .utf8)
    expectEqual(text, "# November 2026\n\n## 2026-11-28 (Sat)\n\n비 오는 날 #산책\n\nTags: #산책\n")
    let twice = try sandbox.run(["export", "--format", "markdown", "--output", folder])
    expectEqual(twice.status, 1)
    #expect(twice.stderr.contains("2026-11.md already exists (use --force to replace it)"))
  }

  @Test func icsHasTheTodoAndTheWaterings() throws {
    let sandbox = try filled()
    let result = try sandbox.run(["export", "--format", "ics", "--days", "45"])
    expectEqual(result.status, 0)
    let lines = result.stdout.components(separatedBy: "\r\n")
    expectEqual(lines.first, "BEGIN:VCALENDAR")
    #expect(lines.contains("SUMMARY:Call mom\\, buy milk"))
    #expect(lines.contains("DUE;VALUE=DATE:20261130"))
    expectEqual(
      lines.filter { $0.hasPrefix("DTSTART;VALUE=DATE:") }, ["DTSTART;VALUE=DATE:20261229"])
    #expect(lines.contains("DTSTAMP:20261129T120000Z"))
    let bad = try sandbox.run(["export", "--format", "ics", "--days", "0"])
    expectEqual(bad.status, 2)
    let wrong = try sandbox.run(["export", "--format", "csv"])
    expectEqual(
      wrong.stderr,
      "daybook export: unsupported format \"csv\" (expected json, "
        + "markdown, jrnl or ics)\n")
  }

  @Test func backupNamesTheCopyByTheTimeAndCheckSaysOk() throws {
    let sandbox = try filled()
    let result = try sandbox.run(["backup"])
    let copy = sandbox.folder.appendingPathComponent("journal-20261129-120000.sqlite").path
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Backed up the journal to \(copy)\n", stderr: ""))
    try expectEqual(Journal(path: copy).entryCount(), 1)
    let again = try sandbox.run(["backup"])
    expectEqual(
      again,
      RunResult(
        status: 1, stdout: "", stderr: "daybook backup: \(copy) already exists\n"))
    let check = try sandbox.run(["check"])
    expectEqual(check, RunResult(status: 0, stdout: "Database: ok\nAttachments: ok\n", stderr: ""))
    let missing = try Sandbox().run(["backup"])
    expectEqual(missing.status, 1)
    #expect(missing.stderr.hasPrefix("daybook backup: no journal at "))
  }
}
