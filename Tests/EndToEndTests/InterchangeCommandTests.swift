import DaybookCore
import Expectations
import Foundation
import Testing

/// `import --format jrnl|ics|calcurse`, `star` and `list --starred` through the real binary.
@Suite(.enabled(if: Sandbox.hasFaketime)) struct InterchangeCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DaybookCoreTests/Fixtures/jrnl").path

  @Test func aJrnlJournalComesInStarredAndGoesBackOutTheSame() throws {
    let sandbox = try Sandbox()
    let file = Self.fixtures + "/default.txt"
    var result = try sandbox.run(["import", "--format", "jrnl", file])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Imported \(file): 7 added, 0 skipped, 0 merged\n", stderr: ""))
    result = try sandbox.run(["list", "--starred"])
    expectEqual(
      result.stdout, "2023-01-01  ★ Midnight title only  #일기 #ko-kr\n2022-12-31  ★ Year end\n")
    result = try sandbox.run(["star", "2021-03-05"])
    expectEqual(result.stdout, "Starred 2021-03-05 ★\n")
    try expectEqual(sandbox.run(["list", "--starred"]).lines.count, 4)
    try expectEqual(sandbox.run(["star", "--off", "2021-03-05"]).stdout, "Unstarred 2021-03-05\n")
    result = try sandbox.run(["star", "1999-01-01"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "", stderr: "daybook star: no entry on 1999-01-01\n"))
    result = try sandbox.run(["export", "--format", "jrnl"])
    expectEqual(result.stdout, (try String(contentsOfFile: file, encoding: .utf8)))
    let legacy = try sandbox.run(["export", "--format", "jrnl", "--timeformat", "%Y-%m-%d %H:%M"])
    expectEqual(
      legacy.stdout,
      (try String(
        contentsOfFile: Self.fixtures + "/24h.txt",
        encoding: .utf8)))
    result = try sandbox.run(["import", "--format", "jrnl", "--timeformat", "%Q", file])
    expectEqual(result.status, 2)
  }

  /// Days written with `daybook write` (on the day and later) export at the time they were
  /// written, and importing that export into the same journal adds nothing and says so.
  @Test func daybooksOwnJrnlExportComesBackAsNothingNew() throws {
    let sandbox = try Sandbox()
    try expectEqual(
      sandbox.run(
        ["write", "--date", "2026-11-27", "Title line\nBody with #tag"],
        at: "2026-11-27 14:35:00"
      ).status, 0)
    try expectEqual(
      sandbox.run(["write", "--date", "2026-11-28", "   indented first line\nbody"]).status, 0)
    try expectEqual(sandbox.run(["write", "Today's note"]).status, 0)
    let exported = try sandbox.run(["export", "--format", "jrnl"]).stdout
    expectEqual(
      exported,
      """
      [2026-11-27 02:35:00 PM] Title line
      Body with @tag

      [2026-11-28 12:00:00 PM] indented first line
      body

      [2026-11-29 12:00:00 PM] Today's note

      """)
    let file = sandbox.folder.appendingPathComponent("export.txt")
    try exported.write(to: file, atomically: true, encoding: .utf8)
    let result = try sandbox.run(["import", "--format", "jrnl", file.path])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Imported \(file.path): 0 added, 3 skipped, 0 merged\n", stderr: ""))
    try expectEqual(sandbox.run(["export", "--format", "jrnl"]).stdout, exported)
  }

  /// jrnl's own `mostlyreadabledates.journal` comes in (its `[2019-07 14:23]` is 1 July); a
  /// stamp jrnl would guess at stops the import with a line naming --timeformat, in Korean too.
  @Test func aFuzzyStampIsReadAndAGuessAsksForTheTimeFormat() throws {
    let sandbox = try Sandbox()
    let journal = Self.fixtures + "/upstream/mostlyreadabledates.journal"
    var result = try sandbox.run(["import", "--format", "jrnl", journal])
    expectEqual(result.stdout, "Imported \(journal): 3 added, 0 skipped, 0 merged\n")
    try expectEqual(
      sandbox.run(["list"]).stdout.split(separator: "\n").last.map(String.init),
      "2019-07-01  The third entry")
    let file = sandbox.folder.appendingPathComponent("dates.txt")
    try "[04/03/2026 10:00] Which day?\nbody\n".write(to: file, atomically: true, encoding: .utf8)
    result = try sandbox.run(["import", "--format", "jrnl", file.path])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook import: not a jrnl file: line 1: cannot tell which day "
          + "\"04/03/2026 10:00\" is; give the journal's time format (jrnl's timeformat) with "
          + "--timeformat, for example --timeformat \"%d/%m/%Y %H:%M\"; nothing was imported\n"))
    result = try sandbox.run(["--lang", "ko", "import", "--format", "jrnl", file.path])
    #expect(result.stderr.contains("--timeformat"))
    try expectEqual(sandbox.run(["list"]).stdout.split(separator: "\n").count, 3)
    result = try sandbox.run(
      ["import", "--format", "jrnl", "--timeformat", "%d/%m/%Y %H:%M", file.path])
    expectEqual(result.stdout, "Imported \(file.path): 1 added, 0 skipped, 0 merged\n")
    try expectEqual(
      sandbox.run(["list"]).stdout.split(separator: "\n").first.map(String.init),
      "2026-03-04  Which day?")
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
    expectEqual(
      result,
      RunResult(
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
