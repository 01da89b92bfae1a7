import DaybookCore
import Foundation
import Testing
import Expectations

/// `import --format jrnl|ics|calcurse`, `star` and `list --starred` through the real binary.
@Suite(.enabled(if: Sandbox.hasFaketime)) struct InterchangeCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DaybookCoreTests/Fixtures/jrnl").path

  @Test func aJrnlJournalComesInStarredAndGoesBackOutTheSame() throws {
    let sandbox = try Sandbox()
    let file = Self.fixtures + "/default.txt"
    var result = try sandbox.run(["import", "--format", "jrnl", file])
    expectEqual(result, RunResult(
      status: 0, stdout: "Imported \(file): 7 added, 0 skipped, 0 merged\n", stderr: ""))
    result = try sandbox.run(["list", "--starred"])
    expectEqual(result.stdout, "2023-01-01  ★ Midnight title only  #일기 #ko-kr\n2022-12-31  ★ Year end\n")
    result = try sandbox.run(["star", "2021-03-05"])
    expectEqual(result.stdout, "Starred 2021-03-05 ★\n")
    try expectEqual(sandbox.run(["list", "--starred"]).lines.count, 4)
    try expectEqual(sandbox.run(["star", "--off", "2021-03-05"]).stdout, "Unstarred 2021-03-05\n")
    result = try sandbox.run(["star", "1999-01-01"])
    expectEqual(result, RunResult(
      status: 1, stdout: "", stderr: "daybook star: no entry on 1999-01-01\n"))
    result = try sandbox.run(["export", "--format", "jrnl"])
    expectEqual(result.stdout, (try String(contentsOfFile: file, encoding: .utf8)))
    let legacy = try sandbox.run(["export", "--format", "jrnl", "--timeformat", "%Y-%m-%d %H:%M"])
    expectEqual(legacy.stdout, (try String(contentsOfFile: Self.fixtures + "/24h.txt",
      encoding: .utf8)))
    result = try sandbox.run(["import", "--format", "jrnl", "--timeformat", "%Q", file])
    expectEqual(result.status, 2)
  }

  @Test func todosComeInFromICalendarAndCalcurseOnceOnly() throws {
    let source = try Sandbox()
    try expectEqual(source.run(["todo", "add", "물 주기", "--due", "2026-12-01"]).status, 0)
    try expectEqual(source.run(["todo", "add", "Call mum", "--important"]).status, 0)
    let ics = try source.run(["export", "--format", "ics"]).stdout
    let target = try Sandbox()
    var result = try target.run(["import", "--format", "ics", "-"], stdin: ics)
    expectEqual(result.stdout, "Imported stdin: 2 added, 0 skipped, 0 merged\n")
    result = try target.run(["import", "--format", "ics", "-"], stdin: ics)
    expectEqual(result.stdout, "Imported stdin: 0 added, 2 skipped, 0 merged\n")
    result = try target.run(["import", "--format", "ics", "-"], stdin: "BEGIN:VCALENDAR\noops\n")
    expectEqual(result, RunResult(
      status: 1, stdout: "",
      stderr: "daybook import: not an iCalendar file: line 2: expected NAME:VALUE, found "
        + "\"oops\"\n"))
    let calcurse = source.folder.appendingPathComponent("calcurse")
    try FileManager.default.createDirectory(
      at: calcurse.appendingPathComponent("notes"), withIntermediateDirectories: true)
    try "[1]>abc Pay rent\n[-0] done\n".write(
      to: calcurse.appendingPathComponent("todo"), atomically: true, encoding: .utf8)
    try "due on the 1st\n".write(
      to: calcurse.appendingPathComponent("notes/abc"), atomically: true, encoding: .utf8)
    result = try target.run(["import", "--format", "calcurse", calcurse.path])
    expectEqual(result.stdout, "Imported \(calcurse.path): 2 added, 0 skipped, 0 merged\n")
    result = try target.run(["import", "--format", "calcurse", calcurse.path])
    expectEqual(result.stdout, "Imported \(calcurse.path): 0 added, 2 skipped, 0 merged\n")
    let todos = try target.journal().todos(includeDone: true)
    expectEqual(todos.first { $0.title == "Pay rent" }?.note, "due on the 1st")
  }
}
