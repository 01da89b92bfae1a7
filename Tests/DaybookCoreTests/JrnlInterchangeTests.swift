import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// jrnl files as jrnl 4.6 writes them (fixtures made by `Fixtures/jrnl/generate.sh` with jrnl
/// itself, so these run without jrnl), time formats, escapes and timed sections.
@Suite struct JrnlInterchangeTests {
  let now: Timestamp = 1_795_000_000

  static let folder =
    String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!))
    + "/Fixtures/jrnl/"

  static func fixture(_ name: String) throws -> String {
    try String(contentsOfFile: folder + name, encoding: .utf8)
  }

  /// jrnl's reading of a file (`jrnl --export json`), tags sorted.
  struct JrnlEntry: Equatable, CustomStringConvertible {
    var date: String, time: String, title: String, body: String, starred: Bool
    var tags: [String]
    var description: String { "\(date) \(time) \(starred ? "*" : "") \(title) | \(body) \(tags)" }
  }

  static func jrnlReading(json: String) throws -> [JrnlEntry] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let entries = try #require(object?["entries"] as? [[String: Any]])
    return entries.map {
      JrnlEntry(
        date: $0["date"] as? String ?? "", time: $0["time"] as? String ?? "",
        title: $0["title"] as? String ?? "", body: $0["body"] as? String ?? "",
        starred: $0["starred"] as? Bool ?? false,
        // jrnl counts `##` as a tag; Daybook's tags need a letter, digit or `_`.
        tags: ($0["tags"] as? [String] ?? []).filter { $0.contains(where: Tags.isWordCharacter) }
          .sorted())
    }
  }

  /// Daybook's reading of the same file, in jrnl's terms (tags with jrnl's `@` again).
  static func daybookReading(_ parsed: [JrnlFormat.ParsedEntry]) -> [JrnlEntry] {
    parsed.map { entry in
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
      let title = String(JrnlFormat.toJrnlTags(Substring(entry.title)))
      let body = entry.body.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String(JrnlFormat.toJrnlTags($0)) }.joined(separator: "\n")
      return JrnlEntry(
        date: entry.day.iso, time: two(entry.hour) + ":" + two(entry.minute), title: title,
        body: body, starred: entry.starred,
        tags: Tags.extract(from: entry.title + "\n" + entry.body).map { "@" + $0 }.sorted())
    }
  }

  @Test(arguments: ["default", "24h"])
  func daybookReadsAJrnlFileAsJrnlReadsIt(_ name: String) throws {
    let text = try Self.fixture(name + ".txt")
    let expected = try Self.jrnlReading(json: try Self.fixture(name + ".json"))
    expectEqual(Self.daybookReading(try JrnlFormat.parse(text)), expected)
    // Windows line ends and a byte-order mark read the same.
    let crlf = "\u{FEFF}" + text.replacing("\n", with: "\r\n")
    expectEqual(Self.daybookReading(try JrnlFormat.parse(crlf)), expected)
  }

  @Test(arguments: ["default", "24h"])
  func aJrnlFileComesBackByteForByte(_ name: String) throws {
    let text = try Self.fixture(name + ".txt")
    let format = name == "24h" ? JrnlTimeFormat.jrnlLegacy : .jrnlDefault
    let journal = try Journal.inMemory()
    try expectEqual(journal.importJrnl(text, at: now), ImportReport(added: 7))
    try expectEqual(journal.entryCount(), 4)
    try expectEqual(journal.exportJrnl(timeFormat: format), text)
    // A second import adds nothing; a CRLF copy is the same file.
    try expectEqual(journal.importJrnl(text, at: now), ImportReport(skipped: 7))
    try expectEqual(
      journal.importJrnl(text.replacing("\n", with: "\r\n"), at: now), ImportReport(skipped: 7))
  }

  @Test func sameDayEntriesBecomeTimedSectionsWithTheirStars() throws {
    let journal = try Journal.inMemory()
    try journal.importJrnl(try Self.fixture("default.txt"), at: now)
    let entry = try #require(try journal.entry(on: Day(iso: "2021-03-04")!))
    expectEqual(entry.title, "첫 번째 글 #일기 #c++.")
    #expect(!entry.starred)
    expectEqual(LocalTime.clockText(of: entry.createdAt), "09:15")
    #expect(
      entry.body.hasSuffix(
        """
        Meet @ 5pm (@handle) a@b.com #c#

        § 21:40 ★ Second entry of the day
        日本語の本文です。@日記

        第二段落。
        \tタブで字下げ

        § 23:05 Third, untitled-ish
        """))
    expectEqual(EntrySections.count(in: entry.body), 2)
    expectEqual(Set(entry.tags), ["일기", "c++", "os/2", "c#"])
    try expectEqual(journal.entry(on: Day(iso: "2023-01-01")!)?.starred, true)
    try expectEqual(
      journal.entries(starredOnly: true).map(\.day.iso), ["2023-01-01", "2022-12-31"])
  }

  @Test func starredIsFoundAndOutlivesSavesThatDoNotKnowIt() throws {
    let journal = try Journal.inMemory()
    try journal.importJrnl(try Self.fixture("default.txt"), at: now)
    let days = try journal.search(SearchQuery.parse("starred:")).map(\.day.iso)
    // 2021-03-04 has a starred section; its first entry is not starred.
    expectEqual(days, ["2023-01-01", "2022-12-31", "2021-03-04"])
    let day = Day(iso: "2023-01-01")!
    var entry = try #require(try journal.entry(on: day))
    entry.starred = false
    entry.body = "edited elsewhere"
    try journal.saveEntry(entry, at: now + 10)
    try expectEqual(journal.entry(on: day)?.starred, true)
    #expect(try journal.setStarred(false, on: day, at: now + 20))
    try expectEqual(journal.entry(on: day)?.starred, false)
    #expect(try !journal.setStarred(true, on: Day(iso: "1999-01-01")!, at: now))
  }

  @Test func headingsShebangsAndLooseAtSignsKeepTheirSigils() {
    let entry = Entry(
      day: Day(iso: "2024-05-01")!, title: "Notes #work",
      body: "# Heading\n## H2\n#!/bin/sh\nissue#4 and #c++ #c# #os/2\nMeet @ 5pm (@handle)",
      createdAt: LocalTime.timestamp(of: Day(iso: "2024-05-01")!, hour: 8, minute: 0))
    let text = JrnlFormat.export([entry], timeFormat: .jrnlLegacy)
    expectEqual(
      text,
      """
      [2024-05-01 08:00] Notes @work
      # Heading
      ## H2
      #!/bin/sh
      issue#4 and @c++ @c# @os/2
      Meet @ 5pm (@handle)

      """)
    let back = try? JrnlFormat.parse(text)
    expectEqual(back?.first?.title, "Notes #work")
    expectEqual(back?.first?.body, entry.body)
  }

  @Test func aBodyLineThatLooksLikeAHeaderIsIndentedAndReadBackAsBody() throws {
    let day = Day(iso: "2024-05-01")!
    let body =
      "log:\n[2020-01-01 10:00] server restarted\n  [2020-01-02 11:00:00 AM] again"
      + "\n[x] done\n\n§ 10:00 ★ a section\n[2020-01-03 10:00] in it"
    let source = try Journal.inMemory()
    try source.saveEntry(Entry(day: day, title: "Paste", body: body), at: now)
    let text = try source.exportJrnl()
    #expect(text.contains("\n [2020-01-01 10:00] server restarted\n"))
    #expect(text.contains("\n   [2020-01-02 11:00:00 AM] again\n"))
    #expect(text.contains("\n[x] done\n"))
    #expect(text.contains("\n[2024-05-01 10:00:00 AM] a section *\n [2020-01-03 10:00] in it\n"))
    let target = try Journal.inMemory()
    try expectEqual(target.importJrnl(text, at: now), ImportReport(added: 2))
    let back = try target.entry(on: day)?.body
    expectEqual(back, body)
  }

  @Test func aSectionLookalikeInAJrnlBodyStaysText() throws {
    let text = "[2024-05-01 08:00] Title\n§ 10:00 typed in jrnl\nmore\n"
    let journal = try Journal.inMemory()
    try journal.importJrnl(text, at: now)
    let entry = try #require(try journal.entry(on: Day(iso: "2024-05-01")!))
    expectEqual(entry.body, " § 10:00 typed in jrnl\nmore")
    expectEqual(EntrySections.count(in: entry.body), 0)
    try expectEqual(journal.exportJrnl(timeFormat: .jrnlLegacy), text)
  }

  @Test func starsFollowJrnlsRules() throws {
    let parsed = try JrnlFormat.parse(
      "[2024-05-01 08:00] Starred *\nbody *\n\n[2024-05-02 08:00] Plain\n*not a star\n"
        + "[2024-05-03 08:00] One line. Sentence two *\n")
    expectEqual(parsed.map(\.starred), [true, false, true])
    expectEqual(parsed.map(\.title), ["Starred", "Plain", "One line. Sentence two"])
    expectEqual(parsed[0].body, "body *")
  }

  @Test func everyTimestampJrnlWritesIsRead() throws {
    let cases: [(String, JrnlTimeFormat?, Int, Int, Int)] = [
      ("[2024-05-01 09:07:05 PM] t", nil, 21, 7, 5),
      ("[2024-05-01 12:00:00 AM] t", nil, 0, 0, 0),
      ("[2024-05-01 12:30:00 PM] t", nil, 12, 30, 0),
      ("[2024-05-01 21:07] t", nil, 21, 7, 0),
      ("[2024-05-01 21:07:09] t", nil, 21, 7, 9),
      ("[01.05.2024 21:07] t", nil, 21, 7, 0),
      ("[Wed May 01 2024 9:07 pm] t", JrnlTimeFormat("%a %b %d %Y %I:%M %p"), 21, 7, 0),
      ("[2024-122 21:07] t", JrnlTimeFormat("%Y-%j %H:%M"), 21, 7, 0),
    ]
    for (text, format, hour, minute, second) in cases {
      let entry = try #require(try JrnlFormat.parse(text, timeFormat: format).first)
      expectEqual(entry.day, Day(iso: "2024-05-01"), "\(text)")
      let clock: [Int] = [entry.hour, entry.minute, entry.second]
      expectEqual(clock, [hour, minute, second], "\(text)")
    }
    let custom = try #require(JrnlTimeFormat("%a %b %d %Y %I:%M %p"))
    expectEqual(
      custom.format(Day(iso: "2024-05-01")!, hour: 21, minute: 7, second: 0),
      "Wed May 01 2024 09:07 PM")
    expectEqual(
      JrnlTimeFormat.jrnlDefault.format(
        Day(iso: "2024-05-01")!, hour: 0, minute: 5,
        second: 9), "2024-05-01 12:05:09 AM")
    expectEqual(JrnlTimeFormat("%Y %Q"), nil)
  }

  @Test func aJournalThatChangedItsTimeFormatReadsWhole() throws {
    // jrnl 3 wrote 24-hour stamps, jrnl 4 adds 12-hour ones to the same file.
    let parsed = try JrnlFormat.parse(
      "[2019-01-01 21:00] old\n\n[2024-01-01 09:00:00 PM] new\n")
    expectEqual(parsed.map(\.hour), [21, 21])
  }

  @Test func tagsAreReadByJrnlsRules() throws {
    let parsed = try JrnlFormat.parse(
      "[2024-05-01 08:00] @c++ and @c# on @os/2\n(@handle) a@b.c Meet @ 5pm @-- @일기\n")
    expectEqual(parsed[0].title, "#c++ and #c# on #os/2")
    expectEqual(parsed[0].body, "(@handle) a@b.c Meet @ 5pm @-- #일기")
    expectEqual(
      Tags.extract(from: parsed[0].title + "\n" + parsed[0].body), ["c++", "c#", "os/2", "일기"])
  }

  @Test func aDamagedStampNamesItsLineAndChangesNothing() throws {
    let journal = try Journal.inMemory()
    #expect(throws: JournalError(.invalid, .notJrnlInvalidDate, "3", "2025-02-30 10:00")) {
      try journal.importJrnl("[2025-03-02 09:15] fine\n[x] done\n[2025-02-30 10:00] no", at: now)
    }
    #expect(
      throws: JournalError(
        .invalid, .notJrnlExpectedEntry, "1", "%Y-%m-%d %I:%M:%S %p")
    ) {
      try journal.importJrnl("hello\n[2025-03-02 09:15] fine", at: now)
    }
    try expectEqual(journal.entryCount(), 0)
  }

  /// Thirteen days written in Daybook (no separate title, written on the day or later,
  /// starred, with a section, an indented first line): its jrnl export imported into the same
  /// journal adds nothing and says so; so does an export from before entries kept their time.
  @Test func importingDaybooksOwnExportIntoTheSameJournalAddsNothing() throws {
    let journal = try Journal.inMemory()
    let first = Day(iso: "2026-11-01")!
    for offset in 0..<13 {
      let day = first.adding(days: offset)
      // Written at 14:35 on the day, or on a later day (then its created time is that day's).
      let written = LocalTime.timestamp(of: day.adding(days: offset % 3), hour: 14, minute: 35)
      var body = "Day \(offset) started slowly.\nThen #work happened."
      if offset == 4 { body = "   indented first line of day four\nmore" }
      if offset == 7 { body += "\n\n§ 18:05 ★ Evening\nA walk." }
      try journal.saveEntry(Entry(day: day, body: body), at: written)
      if offset == 9 { try journal.setStarred(true, on: day, at: written) }
    }
    let before = try journal.exportJSON()
    let exported = try journal.exportJrnl()
    try expectEqual(journal.importJrnl(exported, at: now), ImportReport(skipped: 14))
    try expectEqual(journal.exportJSON(), before)
    try expectEqual(journal.exportJrnl(), exported)
    // The same text at midnight, as Daybook exported it before, is the same entries too.
    let midnight = exported.replacing("02:35:00 PM]", with: "12:00:00 AM]")
    #expect(midnight != exported)
    try expectEqual(journal.importJrnl(midnight, at: now), ImportReport(skipped: 14))
    try expectEqual(journal.exportJSON(), before)
    // A new jrnl entry on one of those days is still added, as a section.
    let added = "[2026-11-03 09:00:00 PM] Late thought\nStill here.\n"
    try expectEqual(journal.importJrnl(added, at: now), ImportReport(merged: 1))
    try expectEqual(
      journal.entry(on: Day(iso: "2026-11-03")!)?.body,
      "Day 2 started slowly.\nThen #work happened.\n\n§ 21:00 Late thought\nStill here.")
  }

  @Test func anEntryWrittenInDaybookExportsWithTheTimeItWasWritten() throws {
    let journal = try Journal.inMemory()
    let day = Day(iso: "2026-11-02")!
    try journal.saveEntry(
      Entry(day: day, body: "Written on the day"),
      at: LocalTime.timestamp(of: day, hour: 14, minute: 35, second: 7))
    // Written two days later, at 07:10: exported at 07:10, not at midnight.
    try journal.saveEntry(
      Entry(day: day.adding(days: 1), body: "Written later"),
      at: LocalTime.timestamp(of: day.adding(days: 3), hour: 7, minute: 10))
    // An edit keeps the first-written time.
    try journal.saveEntry(
      Entry(day: day, body: "Written on the day, edited"),
      at: LocalTime.timestamp(of: day, hour: 22, minute: 0))
    try expectEqual(
      journal.exportJrnl(),
      """
      [2026-11-02 02:35:07 PM] Written on the day, edited

      [2026-11-03 07:10:00 AM] Written later

      """)
  }

  @Test func anIndentedFirstLineIsKeptWhole() throws {
    // jrnl 4.6 cuts it (`indented first line her` + `e`): the line break's place is found in
    // the stripped text and used in the unstripped one.
    let parsed = try JrnlFormat.parse(
      "[2024-05-01 10:00]   indented first line here\nbody\n\n[2024-05-02 10:00] \n\n"
        + "  after blank lines\nbody\n")
    expectEqual(parsed.map(\.title), ["indented first line here", "after blank lines"])
    expectEqual(parsed.map(\.body), ["body", "body"])
    // Daybook writes such a title without its indent, so jrnl reads it whole too.
    let day = Day(iso: "2024-05-01")!
    let text = JrnlFormat.export(
      [
        Entry(
          day: day, body: "  indented first line here\nbody",
          createdAt: LocalTime.timestamp(of: day, hour: 10, minute: 0))
      ],
      timeFormat: .jrnlLegacy)
    expectEqual(text, "[2024-05-01 10:00] indented first line here\nbody\n")
  }

  @Test func sectionMarkersReadAndWrite() {
    let marker = EntrySections.Marker(hour: 9, minute: 5, second: 7, starred: true, title: "제목")
    expectEqual(EntrySections.line(marker), "§ 09:05:07 ★ 제목")
    expectEqual(EntrySections.marker(in: "§ 09:05:07 ★ 제목"), marker)
    expectEqual(EntrySections.marker(in: "§ 23:59")?.title, "")
    expectEqual(EntrySections.marker(in: "§ 24:00 x"), nil)
    expectEqual(EntrySections.marker(in: "§ 12:00x"), nil)
    expectEqual(EntrySections.marker(in: " § 12:00 x"), nil)
  }
}

/// Against jrnl 4.6 itself: journals written by jrnl go through Daybook and back, and jrnl's
/// reading of Daybook's export equals its reading of the original. Skipped (with a message)
/// where jrnl is not installed (`.ci/deps` puts it in `.build/tools-venv`).
@Suite(.serialized) struct JrnlRealToolTests {
  static let root = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.lowerBound))
  static let jrnl: String? = {
    let candidates =
      [root + "/.build/tools-venv/bin/jrnl"]
      + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
        $0 + "/jrnl"
      }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  let now: Timestamp = 1_795_000_000

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    process.environment = merged
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// jrnl's JSON reading of a journal file, with its config pointed at `folder`.
  static func jrnlJSON(of file: String, folder: String, timeFormat: String) throws -> String {
    let config = folder + "/read-config/jrnl"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    try """
    colors: {body: none, date: none, tags: none, title: none}
    default_hour: 9
    default_minute: 0
    editor: ''
    encrypt: false
    highlight: false
    indent_character: '|'
    journals:
      default:
        journal: \(file)
    linewrap: 79
    tagsymbols: '#@'
    template: false
    timeformat: '\(timeFormat)'
    version: v4.6

    """.write(toFile: config + "/jrnl.yaml", atomically: true, encoding: .utf8)
    return try run(
      [try #require(jrnl), "--export", "json"],
      environment: ["XDG_CONFIG_HOME": folder + "/read-config", "TZ": "UTC", "HOME": folder])
  }

  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "daybook-jrnl-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(arguments: [("%F %r", "default"), ("%Y-%m-%d %H:%M", "24h")])
  func aJournalWrittenByJrnlSurvivesDaybook(_ timeFormat: String, _ name: String) throws {
    guard let jrnl = Self.jrnl else {
      print("JrnlRealToolTests: skipping (jrnl not installed; .ci/deps installs it)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try Self.run([
      "/bin/bash", JrnlInterchangeTests.folder + "generate.sh", jrnl, folder + "/made", timeFormat,
    ])
    let original = try String(contentsOfFile: folder + "/made/journal.txt", encoding: .utf8)
    let jrnlReading = try JrnlInterchangeTests.jrnlReading(
      json: try String(contentsOfFile: folder + "/made/journal.json", encoding: .utf8))
    expectEqual(jrnlReading.count, 7)
    // Daybook's import of jrnl's file equals what jrnl reads.
    expectEqual(JrnlInterchangeTests.daybookReading(try JrnlFormat.parse(original)), jrnlReading)
    // jrnl → Daybook → jrnl: jrnl reads Daybook's export as it read the original.
    let journal = try Journal.inMemory()
    try journal.importJrnl(original, at: now)
    let exported = try journal.exportJrnl(
      timeFormat: try #require(
        JrnlTimeFormat(
          timeFormat == "%F %r" ? "%Y-%m-%d %I:%M:%S %p" : timeFormat)))
    try exported.write(toFile: folder + "/exported.txt", atomically: true, encoding: .utf8)
    let again = try JrnlInterchangeTests.jrnlReading(
      json: try Self.jrnlJSON(of: folder + "/exported.txt", folder: folder, timeFormat: timeFormat))
    expectEqual(again, jrnlReading)
    expectEqual(exported, original)
  }

  @Test func jrnlReadsDaybooksExportAsDaybookHoldsIt() throws {
    guard Self.jrnl != nil else {
      print("JrnlRealToolTests: skipping (jrnl not installed; .ci/deps installs it)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = try Journal.inMemory()
    let day = Day(iso: "2024-05-01")!
    try journal.saveEntry(
      Entry(
        day: day, title: "메모 #work",
        body: "# Heading\n## H2\n#!/bin/sh\n[2020-01-01 10:00] server restarted\n"
          + "#c++ #c# #os/2 Meet @ 5pm\n\n§ 13:30:15 ★ 午後のメモ\n日本語の本文。\n\n  字下げ",
        createdAt: LocalTime.timestamp(of: day, hour: 8, minute: 5, second: 9), starred: false),
      at: now)
    try journal.saveEntry(
      Entry(day: day.adding(days: 1), title: "Only a title", starred: true), at: now)
    try journal.exportJrnl().write(
      toFile: folder + "/daybook.txt", atomically: true, encoding: .utf8)
    let reading = try JrnlInterchangeTests.jrnlReading(
      json: try Self.jrnlJSON(of: folder + "/daybook.txt", folder: folder, timeFormat: "%F %r"))
    // "Only a title" was written at `now`, on another day: it keeps that time of day.
    let written = LocalTime.components(of: now)
    let clock = String(format: "%02d:%02d", written.hour, written.minute)
    expectEqual(
      reading,
      [
        .init(
          date: "2024-05-01", time: "08:05", title: "메모 @work",
          body: "# Heading\n## H2\n#!/bin/sh\n [2020-01-01 10:00] server restarted\n"
            + "@c++ @c# @os/2 Meet @ 5pm",
          starred: false, tags: ["@c#", "@c++", "@os/2", "@work"]),
        .init(
          date: "2024-05-01", time: "13:30", title: "午後のメモ", body: "日本語の本文。\n\n  字下げ",
          starred: true, tags: []),
        .init(
          date: "2024-05-02", time: clock, title: "Only a title", body: "", starred: true,
          tags: []),
      ])
  }

  /// jrnl cuts an indented first line; Daybook reads it whole, and writes it so jrnl does too.
  @Test func anIndentedFirstLineIsWholeWhereJrnlCutsIt() throws {
    guard Self.jrnl != nil else {
      print("JrnlRealToolTests: skipping (jrnl not installed; .ci/deps installs it)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = "[2024-05-01 10:00]   indented first line here\nbody\n"
    try text.write(toFile: folder + "/indented.txt", atomically: true, encoding: .utf8)
    let jrnlReading = try JrnlInterchangeTests.jrnlReading(
      json: try Self.jrnlJSON(
        of: folder + "/indented.txt", folder: folder, timeFormat: "%Y-%m-%d %H:%M"))
    expectEqual(jrnlReading.map(\.title), ["indented first line her"])
    expectEqual(try JrnlFormat.parse(text).map(\.title), ["indented first line here"])
    let journal = try Journal.inMemory()
    try journal.importJrnl(text, at: now)
    try journal.exportJrnl().write(
      toFile: folder + "/daybook.txt", atomically: true, encoding: .utf8)
    let again = try JrnlInterchangeTests.jrnlReading(
      json: try Self.jrnlJSON(of: folder + "/daybook.txt", folder: folder, timeFormat: "%F %r"))
    expectEqual(
      again.map { [$0.date, $0.time, $0.title, $0.body] },
      [["2024-05-01", "10:00", "indented first line here", "body"]])
  }

  /// Entries written in Daybook: jrnl reads the time they were written, and Daybook's import
  /// of its own export into the same journal adds nothing.
  @Test func jrnlReadsTheTimeAnEntryWasWrittenAndTheExportComesBackAsNothingNew() throws {
    guard Self.jrnl != nil else {
      print("JrnlRealToolTests: skipping (jrnl not installed; .ci/deps installs it)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = try Journal.inMemory()
    let day = Day(iso: "2026-11-02")!
    try journal.saveEntry(
      Entry(day: day, body: "Morning pages\nabout #work"),
      at: LocalTime.timestamp(of: day, hour: 6, minute: 45))
    try journal.saveEntry(
      Entry(day: day.adding(days: 1), body: "Backfilled"),
      at: LocalTime.timestamp(of: day.adding(days: 5), hour: 21, minute: 10))
    let exported = try journal.exportJrnl()
    try exported.write(toFile: folder + "/daybook.txt", atomically: true, encoding: .utf8)
    let reading = try JrnlInterchangeTests.jrnlReading(
      json: try Self.jrnlJSON(of: folder + "/daybook.txt", folder: folder, timeFormat: "%F %r"))
    expectEqual(
      reading.map { [$0.date, $0.time, $0.title] },
      [
        ["2026-11-02", "06:45", "Morning pages"], ["2026-11-03", "21:10", "Backfilled"],
      ])
    try expectEqual(journal.importJrnl(exported, at: now), ImportReport(skipped: 2))
  }
}
