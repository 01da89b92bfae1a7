import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// jrnl's own test journals (`Fixtures/jrnl/upstream`, from jrnl 4.6) come in with the entries
/// jrnl 4.6 reads in them, fuzzy dates included, and jrnl reads Daybook's export of them the
/// same way. Compared with jrnl itself where it is installed (`make deps`), else with its
/// reading stored beside each journal.
@Suite struct JrnlUpstreamFixtureTests {
  let now: Timestamp = 1_795_000_000

  static let folder = JrnlInterchangeTests.folder + "upstream/"

  /// Every journal jrnl's tests read that Daybook takes, with its test config's timeformat.
  static let journals: [(String, String)] =
    [
      "basic_onefile.journal", "brackets.journal", "deletion.journal", "deletion_filters.journal",
      "markdown-headings-335.journal", "mostlyreadabledates.journal", "multiline-tags.journal",
      "multiline.journal", "simple.journal", "tags-216.journal", "tags-237.journal",
      "tags.journal", "basic_folder/2020/08/29.txt", "basic_folder/2020/08/31.txt",
      "basic_folder/2020/09/24.txt",
    ].map { ($0, "%Y-%m-%d %H:%M") } + [("little_endian_dates.journal", "%d.%m.%Y %H:%M")]

  /// jrnl's reading of a journal: jrnl 4.6 itself when installed (and then the stored reading
  /// must be the same), else the stored one.
  static func jrnlReading(of name: String, timeFormat: String) throws
    -> [JrnlInterchangeTests.JrnlEntry]
  {
    let stored = try JrnlInterchangeTests.jrnlReading(
      json: try String(
        contentsOfFile: folder + (name as NSString).deletingPathExtension + ".json",
        encoding: .utf8))
    guard JrnlRealToolTests.jrnl != nil else {
      print("JrnlUpstreamFixtureTests: jrnl not installed, comparing with \(name)'s stored reading")
      return stored
    }
    let live = try liveReading(of: folder + name, timeFormat: timeFormat)
    expectEqual(live, stored, "the stored reading of \(name) is jrnl 4.6's")
    return live
  }

  /// jrnl 4.6's reading of a file, with its config in a folder of its own.
  static func liveReading(of path: String, timeFormat: String) throws
    -> [JrnlInterchangeTests.JrnlEntry]
  {
    let scratch = try JrnlRealToolTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    return try JrnlInterchangeTests.jrnlReading(
      json: try JrnlRealToolTests.jrnlJSON(of: path, folder: scratch, timeFormat: timeFormat))
  }

  /// Daybook's reading in jrnl's order (by time; the file's order among equal times).
  static func inJrnlsOrder(_ parsed: [JrnlFormat.ParsedEntry])
    -> [JrnlInterchangeTests.JrnlEntry]
  {
    let sorted = parsed.enumerated().sorted {
      let left = ($0.element.day, $0.element.hour, $0.element.minute, $0.element.second)
      let right = ($1.element.day, $1.element.hour, $1.element.minute, $1.element.second)
      return left < right || (left == right && $0.offset < $1.offset)
    }
    return JrnlInterchangeTests.daybookReading(sorted.map(\.element))
  }

  @Test(arguments: journals)
  func aJournalFromJrnlsOwnTestsComesInAsJrnlReadsIt(_ name: String, _ format: String) throws {
    let text = try String(contentsOfFile: Self.folder + name, encoding: .utf8)
    let expected = try Self.jrnlReading(of: name, timeFormat: format)
    #expect(!expected.isEmpty)
    // The same with the journal's timeformat given (`--timeformat`) or found.
    for timeFormat in [nil, JrnlTimeFormat(format)] {
      let parsed = try JrnlFormat.parse(text, timeFormat: timeFormat)
      expectEqual(Self.inJrnlsOrder(parsed), expected, "\(name), \(format)")
    }
    let journal = try Journal.inMemory()
    try expectEqual(journal.importJrnl(text, at: now), ImportReport(added: expected.count))
    try expectEqual(journal.entryCount(), Set(expected.map(\.date)).count)
    try expectEqual(journal.importJrnl(text, at: now), ImportReport(skipped: expected.count))
    // And back: jrnl reads Daybook's export (in the journal's timeformat) as it read the file.
    guard JrnlRealToolTests.jrnl != nil else { return }
    let scratch = try JrnlRealToolTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try journal.exportJrnl(timeFormat: try #require(JrnlTimeFormat(format))).write(
      toFile: scratch + "/daybook.txt", atomically: true, encoding: .utf8)
    expectEqual(
      try Self.liveReading(of: scratch + "/daybook.txt", timeFormat: format), expected,
      "\(name)")
  }

  /// jrnl 1.x journals (`2013-06-10 15:40 Title`, no brackets), which jrnl 4.6 reads while
  /// upgrading them (`LegacyJournal`); their stored reading is that, and `generate.sh` shows
  /// how it is made with jrnl 4.6's own code.
  @Test(arguments: [
    ("simple_jrnl-1-9-5.journal", "%Y-%m-%d %H:%M"),
    ("simple_jrnl-1-9-5_little_endian_dates.journal", "%d.%m.%Y %H:%M"),
  ])
  func aJrnl1JournalComesInAsJrnlsUpgradeReadsIt(_ name: String, _ format: String) throws {
    let text = try String(contentsOfFile: Self.folder + name, encoding: .utf8)
    let stored = try JrnlInterchangeTests.jrnlReading(
      json: try String(
        contentsOfFile: Self.folder + (name as NSString).deletingPathExtension + ".json",
        encoding: .utf8))
    // jrnl escapes a body line that looks like a 4.x header with a space; Daybook keeps the
    // line as it was (its export adds its own escape).
    let expected = stored.map { entry in
      var entry = entry
      entry.body = entry.body.replacing("\n [", with: "\n[")
      return entry
    }
    expectEqual(expected.count, 2)
    if let jrnl = JrnlRealToolTests.jrnl {
      let live = try JrnlInterchangeTests.jrnlReading(
        json: try JrnlRealToolTests.run([
          "/bin/bash", Self.folder + "generate.sh", jrnl, "--legacy", Self.folder + name, format,
        ]))
      expectEqual(live, stored, "the stored reading of \(name) is jrnl 4.6's")
    }
    for timeFormat in [nil, JrnlTimeFormat(format)] {
      let parsed = try JrnlFormat.parse(text, timeFormat: timeFormat)
      expectEqual(Self.inJrnlsOrder(parsed), expected, "\(name), \(format)")
    }
    let journal = try Journal.inMemory()
    try expectEqual(journal.importJrnl(text, at: now), ImportReport(added: 2))
    try expectEqual(journal.importJrnl(text, at: now), ImportReport(skipped: 2))
    // Back out in jrnl 4's format, jrnl 4.6 reads the same entries.
    guard JrnlRealToolTests.jrnl != nil else { return }
    let scratch = try JrnlRealToolTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try journal.exportJrnl(timeFormat: try #require(JrnlTimeFormat(format))).write(
      toFile: scratch + "/daybook.txt", atomically: true, encoding: .utf8)
    expectEqual(
      try Self.liveReading(of: scratch + "/daybook.txt", timeFormat: format), stored,
      "\(name)")
  }

  /// No stamp is a date: jrnl files the whole text as one entry dated the moment it reads it;
  /// Daybook refuses it rather than file it under today.
  @Test func aJournalWithNoDateToStartFromIsRefusedWhole() throws {
    let text = try String(
      contentsOfFile: Self.folder + "unreadabledates.journal", encoding: .utf8)
    let journal = try Journal.inMemory()
    let error = JournalError(.invalid, .notJrnlExpectedEntry, "1", "%Y-%m-%d %I:%M:%S %p")
    #expect(throws: error) { try journal.importJrnl(text, at: now) }
    try expectEqual(journal.entryCount(), 0)
  }
}
