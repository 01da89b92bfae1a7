import DaybookCore
import DaybookTestSupport
import Expectations
import Foundation
import Testing

@testable import daybook

/// Every `--json` command, and `export --format json`, on records holding the characters a
/// terminal acts on: the output parses as JSON, holds those characters only as `\uXXXX`
/// escapes, and reads back as the stored text; in a pipe and on a terminal alike (on a
/// terminal it printed `\u{202e}` and `^?`, which are not JSON).
@Suite struct JSONOutputTests {
  /// Control, bidi and invisible characters, and an astral emoji, which stays raw.
  static let hostile = "evil\u{202E}txt \u{1B}[2J\u{7F}\u{9B}\u{200B}\u{FEFF}\u{2028}\u{2066}🌱"

  static let commands: [[String]] = [
    ["list", "--json"], ["search", "evil", "--json"], ["todo", "list", "--json"],
    ["plant", "list", "--json"], ["plant", "show", hostile, "--json"], ["today", "--json"],
    ["stats", "--json"], ["remind", "--dry-run", "--json"], ["intake", "list", "--json"],
    ["project", "list", "--json"], ["intake", "drinks", "--json"],
    ["catalog", "search", "fern", "--json"], ["export", "--format", "json"],
  ]

  func journal() throws -> Sandbox {
    let sandbox = try Sandbox()
    for arguments in [
      ["write", "--date", "2026-11-29", "# " + Self.hostile + "\n\n" + Self.hostile],
      ["plant", "add", Self.hostile, "--every", "1", "--species", Self.hostile],
      ["care", "water", Self.hostile, "--note", Self.hostile],
      ["todo", "add", Self.hostile], ["project", "add", Self.hostile, "--notes", Self.hostile],
      ["intake", "add", "water", "250", "--note", Self.hostile],
    ] {
      let result = try sandbox.run(arguments)
      expectEqual(result.status, 0, "\(arguments) \(result)")
    }
    return sandbox
  }

  /// Runs a command in this process with stdout a terminal (as `Output` sees it).
  func runOnATerminal(_ arguments: [String], in sandbox: Sandbox) throws -> (Int32, String) {
    let now = try Sandbox.instant(utc: Sandbox.fixedNow)
    let captured = Captured()
    let null = open("/dev/null", O_RDONLY)
    defer { close(null) }
    let streams = StandardStreams(
      input: null, inputIsTerminal: false, outputIsTerminal: true, localeIsUTF8: true,
      writeOutput: { captured.bytes += $0 }, writeError: { _ in })
    var status: Int32 = 0
    ProcessTimeZone.with("UTC") {
      status = Daybook.run(
        ["--db", sandbox.database] + arguments,
        environment: Sandbox.environment(in: sandbox.folder), streams: streams,
        clock: .fixed(now))
    }
    return (status, String(decoding: captured.bytes, as: UTF8.self))
  }

  func check(_ text: String, _ arguments: [String], where place: String) {
    let problems = Self.rawProblems(in: text)
    expectEqual(problems, [], "\(place) \(arguments): raw \(problems)")
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(parsed != nil, "\(place) \(arguments) is not JSON:\n\(text)")
  }

  @Test func everyJSONCommandIsValidAndTerminalSafe() throws {
    let sandbox = try journal()
    for arguments in Self.commands {
      let piped = try sandbox.run(arguments)
      expectEqual(piped.status, 0, "\(arguments) \(piped)")
      check(piped.stdout, arguments, where: "pipe")
      let (status, shown) = try runOnATerminal(arguments, in: sandbox)
      expectEqual(status, 0, "\(arguments)")
      check(shown, arguments, where: "terminal")
      expectEqual(shown, piped.stdout, "\(arguments): a terminal and a pipe differ")
    }
  }

  @Test func theStoredTextReadsBackExactly() throws {
    let sandbox = try journal()
    let (_, text) = try runOnATerminal(["todo", "list", "--json"], in: sandbox)
    let todos = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    expectEqual(todos?.first?["title"] as? String, Self.hostile)
    #expect(text.contains(#"evil\u202etxt \u001b[2J\u007f\u009b\u200b\ufeff\u2028\u2066🌱"#))
  }

  static func rawProblems(in text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || JSONText.mustEscape($0)
    }.map { "U+" + String($0.value, radix: 16) }
  }
}

private final class Captured: @unchecked Sendable {
  var bytes: [UInt8] = []
}
