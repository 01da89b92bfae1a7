import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// Templates for a new day's entry: the built-in weekday one in each language, files in the
/// config folder that win over it, and the placeholders.
@Suite struct EntryTemplateTests {
  let tuesday = Day(year: 2026, month: 12, day: 1)!
  let friday = Day(year: 2026, month: 12, day: 4)!

  @Test func theWeekdayTemplateAsksADifferentQuestionEachDay() throws {
    let template = try #require(try EntryTemplate.named("weekday", environment: [:]))
    expectEqual(
      template.text(for: tuesday, language: .en),
      "Tue 1 Dec 2026\n\nHow do I feel right now?\n\n\nWhat is one thing I can finish today?"
        + "\n\n\nOne thing I am grateful for:\n\n")
    #expect(template.text(for: friday, language: .ko).contains("이번 주에 잘된 것은?"))
    #expect(template.text(for: friday, language: .ja).hasPrefix("2026年12月4日(金)"))
    #expect(Localization.problems(in: TemplateText.self).isEmpty)
  }

  @Test func aFileWinsAndFillsInTheDay() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "daybook-templates-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent(".config/daybook/templates")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "# {date}\nday {day}: 할 일\n".write(
      to: folder.appendingPathComponent("work.md"), atomically: true, encoding: .utf8)
    try "mine\n".write(
      to: folder.appendingPathComponent("weekday.md"), atomically: true, encoding: .utf8)
    try "x".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let environment = ["HOME": home.path]
    let work = try #require(try EntryTemplate.named("work", environment: environment))
    expectEqual(work.text(for: tuesday, language: .ko), "# 2026년 12월 1일 (화)\nday 2026-12-01: 할 일\n")
    try expectEqual(
      EntryTemplate.named("weekday", environment: environment)?.text(for: tuesday, language: .en),
      "mine\n")
    try expectEqual(EntryTemplate.named("nope", environment: environment), nil)
    try expectEqual(EntryTemplate.named("../etc/passwd", environment: environment), nil)
    expectEqual(EntryTemplate.names(environment: environment), ["weekday", "work"])
  }
}
