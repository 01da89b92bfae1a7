import Expectations
import Foundation
import Testing

/// `daybook write --template NAME` through the binary.
@Suite struct TemplateCommandTests {
  @Test func startsAnEmptyDayFromATemplate() throws {
    let sandbox = try Sandbox()
    let saved = try sandbox.run(
      ["write", "--template", "weekday", "--date", "2026-11-27", "-"], stdin: "a calm day\n")
    expectEqual(saved.status, 0, "\(saved)")
    let listed = try sandbox.run(["search", "calm", "--json"])
    #expect(listed.stdout.contains("2026-11-27"))
    let json = try sandbox.run(["export", "--format", "json"])
    #expect(json.stdout.contains("Fri 27 Nov 2026"))
    #expect(json.stdout.contains("What went well this week?"))

    let again = try sandbox.run(["write", "--template", "weekday", "--date", "2026-11-27", "more"])
    expectEqual(again.status, 1)
    expectEqual(
      again.stderr,
      "daybook write: 2026-11-27 already has an entry; a template starts an empty day\n")
    let unknown = try sandbox.run(["write", "--template", "nope", "x"])
    expectEqual(unknown.status, 2)
    expectEqual(unknown.stderr, "daybook write: no template named \"nope\" (there are: weekday)\n")
  }

  @Test func aUserTemplateInTheConfigFolder() throws {
    let sandbox = try Sandbox()
    let folder = sandbox.folder.path + "/.config/daybook/templates"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "# {day}\n작업:".write(toFile: folder + "/work.md", atomically: true, encoding: .utf8)
    let saved = try sandbox.run(["write", "--template", "work", "--date", "2026-11-20", "문서"])
    expectEqual(saved.status, 0, "\(saved)")
    let json = try sandbox.run(["export", "--format", "json"]).stdout
    #expect(json.contains("# 2026-11-20"))
    #expect(json.contains("작업:\\n문서"))
  }
}
