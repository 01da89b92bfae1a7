import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook write -` and `daybook import` refuse text with a NUL byte whole, with a message,
/// and write nothing (they used to say "Saved" and keep only the text before the NUL).
@Suite struct NulBytesCommandTests {
  @Test func writeFromStdinWithANulIsRefused() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["write", "--date", "2026-11-28", "-"], stdin: "before\u{0}after")
    #expect(result.status != 0)
    expectEqual(result.stdout, "")
    expectEqual(
      result.stderr, "daybook write: stdin contains a NUL byte (at byte 6); nothing was written\n")
    try expectEqual(sandbox.journal().entryCount(), 0)
  }

  @Test func importsWithANulAreRefused() throws {
    let sandbox = try Sandbox()
    let jrnl = sandbox.folder.appendingPathComponent("in.txt")
    try Data("[2026-11-18 09:00] Title\na\u{0}b\n".utf8).write(to: jrnl)
    var result = try sandbox.run(["import", "--format", "jrnl", jrnl.path])
    #expect(result.status != 0)
    #expect(result.stderr.contains("contains a NUL byte (at byte 26); nothing was written"))
    let json = sandbox.folder.appendingPathComponent("in.json")
    try Data(
      """
      {"format": 1, "entries": [{"day": "2026-11-18", "title": "", "body": "a\\u0000b",
       "createdAt": 1, "updatedAt": 1, "revisions": [], "attachments": []}],
       "plants": [], "todos": [], "intakes": [], "settings": {}}
      """.utf8
    ).write(to: json)
    result = try sandbox.run(["import", json.path])
    #expect(result.status != 0)
    #expect(
      result.stderr.contains("2026-11-18 contains a NUL byte (at byte 1); nothing was written"))
    try expectEqual(sandbox.journal().entryCount(), 0)
  }
}
