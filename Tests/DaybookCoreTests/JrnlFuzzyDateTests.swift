import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// Stamps jrnl reads with its fuzzy fallback (`JrnlFuzzyDate`) read as jrnl 4.6 reads them
/// (compared with jrnl itself when it is installed); stamps it would guess at are refused
/// with an error that names `--timeformat`.
@Suite struct JrnlFuzzyDateTests {
  let now: Timestamp = 1_795_000_000

  /// Hand-edited stamps and jrnl 4.6's reading of each (measured with jrnl 4.6, config
  /// timeformat `%Y-%m-%d %H:%M`).
  static let fuzzy: [(stamp: String, date: String, time: String)] = [
    ("2019-07 14:23", "2019-07-01", "14:23"),
    ("2019-07-18", "2019-07-18", "00:00"),
    ("2019-07-18 2:23pm", "2019-07-18", "14:23"),
    ("2019-07-18 2:23 p.m.", "2019-07-18", "14:23"),
    ("2019-07-18 02:23 PM", "2019-07-18", "14:23"),
    ("July 18, 2019 14:23", "2019-07-18", "14:23"),
    ("18 Jul 2019 14:23", "2019-07-18", "14:23"),
    ("18th July 2019 9am", "2019-07-18", "09:00"),
    ("Thu, 18 Jul 2019 14:23:45", "2019-07-18", "14:23"),
    ("Sept 3 2019 10:00", "2019-09-03", "10:00"),
    ("Jul 2019", "2019-07-01", "00:00"),
    ("2019/07/18 14:23", "2019-07-18", "14:23"),
    ("2019-7-8 9:05", "2019-07-08", "09:05"),
    ("2019-07-18T14:23:00", "2019-07-18", "14:23"),
    ("2019-07-18 14:23:05.123Z", "2019-07-18", "14:23"),
    ("2019-07-18 14:23 +0200", "2019-07-18", "14:23"),
    ("13/03/2026 10:00", "2026-03-13", "10:00"),
    ("03/13/2026 10:00", "2026-03-13", "10:00"),
  ]

  @Test func fuzzyStampsAreReadAsJrnlReadsThem() throws {
    let text = Self.fuzzy.enumerated().map { "[\($0.element.stamp)] Entry \($0.offset)\nbody\n" }
      .joined(separator: "\n")
    let parsed = try JrnlFormat.parse(text, timeFormat: .jrnlLegacy)
    let daybook = JrnlInterchangeTests.daybookReading(parsed).map { [$0.title, $0.date, $0.time] }
    let expected = Self.fuzzy.enumerated().map {
      ["Entry \($0.offset)", $0.element.date, $0.element.time]
    }
    expectEqual(daybook, expected)
    guard JrnlRealToolTests.jrnl != nil else {
      print("JrnlFuzzyDateTests: jrnl not installed, comparing with stored readings")
      return
    }
    let scratch = try JrnlRealToolTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try text.write(toFile: scratch + "/fuzzy.txt", atomically: true, encoding: .utf8)
    let jrnl = try JrnlInterchangeTests.jrnlReading(
      json: try JrnlRealToolTests.jrnlJSON(
        of: scratch + "/fuzzy.txt", folder: scratch, timeFormat: "%Y-%m-%d %H:%M"))
    // jrnl sorts by time; compare entry by entry.
    expectEqual(
      jrnl.map { [$0.title, $0.date, $0.time] }.sorted { $0[0] < $1[0] },
      expected.sorted { $0[0] < $1[0] })
  }

  /// Stamps jrnl would guess (month first, this year, today, a made-up day) are refused, the
  /// error naming `--timeformat`; with the right format the same file reads.
  @Test func aStampJrnlWouldGuessAsksForTheTimeFormat() throws {
    for stamp in [
      "04/03/2026", "04/03/2026 10:00", "04/03/26 10:00", "Jul 18 14:23",
      "10:30:00 PM", "2025-02-30 10:00", "2019-07-18 25:00", "2019-07-18 13:00 PM",
      "2019-99999999999999999999999 10:00", "2019-07-18 99999999999999999999:00",
    ] {
      let text = "[2019-01-01 10:00] First\n[\(stamp)] Second\nbody\n"
      #expect(throws: JrnlFormat.ParseError(line: 2, kind: .invalidDate(stamp))) {
        try JrnlFormat.parse(text)
      }
    }
    let journal = try Journal.inMemory()
    let error = JournalError(.invalid, .notJrnlInvalidDate, "1", "04/03/2026")
    #expect(throws: error) { try journal.importJrnl("[04/03/2026] T\nbody\n", at: now) }
    for language in Language.allCases {
      #expect(error.message(language).contains("--timeformat"), "\(language)")
    }
    expectEqual(
      error.message,
      "not a jrnl file: line 1: cannot tell which day \"04/03/2026\" is; give "
        + "the journal's time format (jrnl's timeformat) with --timeformat, for example "
        + "--timeformat \"%d/%m/%Y %H:%M\"; nothing was imported")
    try expectEqual(journal.entryCount(), 0)
    let dayFirst = try #require(JrnlTimeFormat("%d/%m/%Y"))
    try journal.importJrnl("[04/03/2026] T\nbody\n", at: now, timeFormat: dayFirst)
    try expectEqual(journal.entry(on: Day(iso: "2026-03-04")!)?.title, "T")
  }

  /// Twenty thousand stamps made of date pieces: each is read, refused or left as text, and
  /// what is read is a real day and time.
  @Test func anyStampOfDatePiecesIsReadRefusedOrText() {
    let pieces = [
      "0", "1", "2", "9", "12", "31", "2019", "99999999999999999999", "-", "/", ".", ":", " ",
      ",", "+", "am", "PM", "p.m.", "T", "Z", "Jul", "Sept", "Thu", "th", "x",
    ]
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<20_000 {
      var stamp = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for step in 0..<(Int(seed >> 60) + 3) {
        stamp += pieces[Int((seed >> UInt64(step * 5 % 55)) % UInt64(pieces.count))]
      }
      if case .stamp(let read) = JrnlFuzzyDate.read(stamp) {
        #expect((0..<24).contains(read.hour) && (0..<60).contains(read.minute), "\(stamp)")
      }
    }
  }

  @Test func bracketedTextThatIsNoDateStaysBodyText() throws {
    for line in ["[1.2.3 release] notes", "[see note 12] here", "[ashasd7zdskhz7] x", "[1] a"] {
      let parsed = try JrnlFormat.parse("[2019-01-01 10:00] First\n\(line)\n")
      expectEqual(parsed.map(\.body), [line])
    }
  }
}
