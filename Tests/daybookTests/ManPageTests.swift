import DaybookCore
import Expectations
import Foundation
import Testing

@testable import daybook

/// `daybook(1)` as `daybook __man` prints it: complete against the command tables, escaped for
/// roff, and clean under `mandoc -Tlint` (Debian package `mandoc`; those checks are skipped
/// with a message where it is missing).
@Suite struct ManPageTests {
  static let mandoc = "/usr/bin/mandoc"
  static let hasMandoc = FileManager.default.isExecutableFile(atPath: mandoc)

  @Test func hasEverySection() {
    let lines = ManPage.render().split(separator: "\n").map(String.init)
    expectEqual(lines.prefix(3), [".Dd \(ManPage.revised)", ".Dt DAYBOOK 1", ".Os"])
    let sections = lines.filter { $0.hasPrefix(".Sh ") }
    expectEqual(
      sections,
      [
        ".Sh NAME", ".Sh SYNOPSIS", ".Sh DESCRIPTION", ".Sh COMMANDS", ".Sh ENVIRONMENT",
        ".Sh FILES", ".Sh EXIT STATUS", ".Sh EXAMPLES", ".Sh SEE ALSO",
      ])
  }

  /// Fails when a command, a subcommand or one of their options is missing from the page.
  @Test func namesEveryCommandAndOption() {
    let page = ManPage.render()
    let lines = Set(page.split(separator: "\n").map(String.init))
    var commands: [(path: String, command: any Command.Type)] = []
    for command in Daybook.commands {
      commands.append((command.name, command))
      if let group = command as? any CommandGroup.Type {
        commands += group.subcommands.map { (command.name + " " + $0.name, $0) }
      }
    }
    #expect(commands.count > Daybook.commands.count)
    var missing: [String] = []
    for (path, command) in commands {
      if !lines.contains(".Ss " + path) { missing.append(path) }
      for option in command.spec.flags.union(command.spec.options).sorted()
      where !page.contains("\\-\\-" + option) {
        missing.append(path + " --" + option)
      }
    }
    expectEqual(missing, [])
  }

  @Test func escapesTextForRoff() {
    expectEqual(ManPage.escaped(#"C:\dir"#), #"C:\edir"#)
    // Dashes copy and paste as ASCII, and a word with one is never hyphenated.
    expectEqual(
      ManPage.escaped("--at -h - 1-3 zero-caffeine [--json]"),
      #"\%\-\-at \%\-h \%\- \%1\-3 zero-caffeine \%[\-\-json]"#)
    expectEqual(ManPage.escaped("★ 물 💧"), #"\[u2605] \[uBB3C] \[u1F4A7]"#)
    expectEqual(ManPage.escaped("a\tb\u{7}"), "a        b ")
    expectEqual(ManPage.textLine(".Sh not a macro"), #"\&.Sh not a macro"#)
    expectEqual(ManPage.textLine("'quoted"), #"\&'quoted"#)
    expectEqual(ManPage.textLine("plain . text"), "plain . text")
  }

  @Test func passesMandocLint() throws {
    guard Self.hasMandoc else {
      print("ManPageTests: skipping the mandoc checks, \(Self.mandoc) is missing (Debian: mandoc)")
      return
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-man-\(UUID().uuidString).1")
    try Data(ManPage.render().utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let lint = try Self.run(["-Tlint", "-W", "warning", file.path])
    expectEqual(lint.status, 0, "mandoc -Tlint: \(lint.output)")
    expectEqual(lint.output, "")

    let rendered = try Self.run(["-Tutf8", file.path])
    expectEqual(rendered.status, 0)
    let plain = rendered.output.replacingOccurrences(
      of: ".\u{8}", with: "", options: .regularExpression)
    #expect(plain.hasPrefix("DAYBOOK(1)"))
    #expect(plain.contains("daybook water PLANT [--at TIME] [--again]"))
    #expect(plain.contains("One line per entry: the day, ★ when starred, its title"))
    #expect(plain.contains("--again     record it even though the plant was already watered"))
  }

  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: mandoc)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

extension ManPageTests {
  /// A help page becomes mdoc: usage lines kept apart, paragraphs filled a sentence a line,
  /// `TERM  text` rows (a lone term's text on the next lines) a tag list, and anything shaped
  /// otherwise a literal display.
  @Test func turnsAHelpPageIntoMdoc() {
    let help = """
      Usage: daybook check [--clean] [--salvage OUT.json]
             daybook check rm ID

      Runs the check. Exits 1 when anything is wrong.

      Options:
        --clean   delete the orphan files (attachments with a missing file are only
                  reported)
        --salvage OUT.json
                  write what is still readable

      Shown as:
        ✎ ✓  💧 2 due
      ✎ ✓ today
      """
    expectEqual(
      ManPage.helpPage(help),
      [
        ".Pp",
        #"\%Usage: \%daybook \%check \%[\-\-clean] \%[\-\-salvage \%OUT.json]"#,
        ".br",
        #"\%daybook \%check \%rm \%ID"#,
        ".Pp",
        "Runs the check.",
        "Exits 1 when anything is wrong.",
        ".Pp",
        "Options:",
        ".Bl -tag -width 19n -compact",
        #".It \%\-\-clean"#,
        "delete the orphan files (attachments with a missing file are only reported)",
        #".It \%\-\-salvage \&OUT.json"#,
        "write what is still readable",
        ".El",
        ".Pp",
        "Shown as:",
        ".Bd -literal",
        #"  \[u270E] \[u2713]  \[u1F4A7] 2 due"#,
        #"\[u270E] \[u2713] today"#,
        ".Ed",
      ])
  }
}
