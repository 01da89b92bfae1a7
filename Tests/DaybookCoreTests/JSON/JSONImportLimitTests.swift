import Expectations
import Testing

@_spi(TestSupport) @testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// What a JSON import may hold (`ImportLimits`): over a limit the import is refused at once,
/// naming the record, and nothing changes. The broken importer took 82 s and 812 MB on a
/// 100 MB entry; the time bounds below are that generous only because of it.
@Suite struct JSONImportLimitTests {
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    try body()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  }

  /// An export with one entry of 2026-11-29 whose body is `body` (JSON text, quotes included).
  static func document(body: String) -> String {
    """
    {"format": 1, "settings": {}, "plants": [], "todos": [], "intakes": [],
     "entries": [{"day": "2026-11-29", "title": "", "body": \(body), "createdAt": 1,
                  "updatedAt": 1, "revisions": [], "attachments": []}]}
    """
  }

  @Test func aFileOverTheWholeLimitIsRefusedBySizeBeforeItIsParsed() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    let body = "\"" + String(repeating: "a", count: ImportLimits.fileBytes) + "\""
    let text = Self.document(body: body)
    let elapsed = Self.seconds {
      #expect(
        throws: JournalError(
          .invalid,
          "the import is 64 MiB, more than the 64 MiB one import may hold; nothing was "
            + "imported")
      ) { try journal.importJSON(text) }
    }
    print("JSONImportLimitTests: a 64 MiB file refused in \(elapsed) s")
    #expect(elapsed < 5)
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func aHugeTextUnderTheFileLimitIsRefusedByTheCheckerNamingItsRecord() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day("2026-11-28"), body: "있던 글"), at: noon("2026-11-28"))
    let before = try journal.tableDigest()
    // 60 MiB in one string: under the file's limit, far over one text's.
    let text = Self.document(body: "\"" + String(repeating: "일기", count: 10 << 20) + "\"")
    #expect(text.utf8.count < ImportLimits.fileBytes)
    let elapsed = Self.seconds {
      #expect(
        throws: JournalError(
          .invalid,
          "line 2, column 57: .entries[0].body (2026-11-29): the text is longer than "
            + "8 MiB, the most one text may hold; nothing was imported")
      ) {
        try journal.importJSON(text)
      }
    }
    print("JSONImportLimitTests: a 60 MiB text refused in \(elapsed) s")
    #expect(elapsed < 5)
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func aRecordOverItsLimitIsRefusedThoughEachTextFits() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    // Five revisions of 7 MiB each: every text fits, the entry with them (35 MiB) does not.
    let seven = String(repeating: "a", count: 7 << 20)
    let revision = "{\"title\": \"\", \"body\": \"\(seven)\", \"savedAt\": 1}"
    let text = """
      {"format": 1, "settings": {}, "plants": [], "todos": [], "intakes": [],
       "entries": [{"day": "2026-11-29", "title": "", "body": "b", "createdAt": 1, "updatedAt": 1,
                    "revisions": [\(Array(repeating: revision, count: 5).joined(separator: ","))],
                    "attachments": []}]}
      """
    #expect(
      throws: JournalError(
        .invalid,
        "line 2, column 14: .entries[0] (2026-11-29): the record is 35 MiB, more than "
          + "the 32 MiB one record may hold; nothing was imported")
    ) { try journal.importJSON(text) }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func theRefusalsSpeakTheUsersLanguage() throws {
    let journal = try Journal.inMemory()
    let text = Self.document(body: "\"" + String(repeating: "a", count: (8 << 20) + 1) + "\"")
    do {
      try journal.importJSON(text)
      Issue.record("imported")
    } catch let error as JournalError {
      expectEqual(
        error.message(.ko),
        "line 2, column 57: .entries[0].body (2026-11-29): 글이 글 "
          + "하나의 최대 크기 8 MiB보다 깁니다. 아무것도 가져오지 않았습니다")
      expectEqual(
        error.message(.ja),
        "line 2, column 57: .entries[0].body (2026-11-29): 文章が一つ"
          + "の文章の上限 8 MiB より長いです。何も取り込んでいません")
    }
  }

  @Test func aMergeThatWouldMakeAnEntryTooLongIsRefused() throws {
    let journal = try Journal.inMemory()
    let half = String(repeating: "a", count: 5 << 20)
    try journal.saveEntry(Entry(day: day("2026-11-29"), body: half), at: noon("2026-11-29"))
    let before = try journal.tableDigest()
    let text = Self.document(body: "\"" + String(repeating: "b", count: 4 << 20) + "\"")
    #expect(
      throws: JournalError(
        .invalid,
        ".entries[0] (2026-11-29): the text is longer than 8 MiB, the most one text may "
          + "hold; nothing was imported")
    ) { try journal.importJSON(text) }
    try expectEqual(journal.tableDigest(), before)
  }
}

/// The checker's limits on their own, at their edges.
@Suite struct JSONParserLimitTests {
  static let limits = JSONLimits(stringBytes: 4, recordBytes: 40)
  /// Room for the keys and days of the tests of records and paths.
  static let roomier = JSONLimits(stringBytes: 10, recordBytes: 40)

  static func oversize(_ text: String, limits: JSONLimits = limits) -> JSONOversize? {
    do {
      try JSONParser.check(text, limits: limits)
      return nil
    } catch {
      return error.oversize
    }
  }

  @Test func aStringMayHoldItsLimitAndNotAByteMore() {
    expectEqual(Self.oversize(#"["abcd", "한", "\n\n\n\n"]"#), nil)
    expectEqual(
      Self.oversize(#"["abcde"]"#), JSONOversize(kind: .string, offset: 1, bytes: 5, limit: 4))
    // "한" is three bytes; an escape counts as the character it stands for.
    expectEqual(Self.oversize(#"["한한"]"#)?.kind, .string)
    expectEqual(Self.oversize(#"["\u00e9\u00e9\u00e9"]"#)?.kind, .string)
    expectEqual(Self.oversize(#"{"abcde": 1}"#)?.kind, .string)
  }

  @Test func onlyItemsOfTheTopObjectsArraysAreRecords() {
    let item = #"{"a": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}"#  // 46 bytes
    expectEqual(
      Self.oversize(#"{"entries": [1, "# + item + "]}", limits: Self.roomier),
      JSONOversize(kind: .record, offset: 16, bytes: 46, limit: 40))
    // Not records: the top value's own items, and arrays nested deeper.
    expectEqual(Self.oversize("[" + item + "]", limits: Self.roomier), nil)
    expectEqual(Self.oversize(#"{"x": {"entries": ["# + item + "]}}", limits: Self.roomier), nil)
  }

  @Test func theRefusedValueIsFoundByItsPath() {
    let text =
      #"{"entries": [{"day": "2026-11-29"}, {"day": "2026-11-30", "body": "a long body"}]}"#
    guard let oversize = Self.oversize(text, limits: Self.roomier) else {
      Issue.record("not refused")
      return
    }
    let path = JSONParser.path(toValueAt: oversize.offset, in: text)
    expectEqual(path, [.key("entries"), .index(1), .key("body")])
    expectEqual(ExportDocument.name(of: path, in: text), ".entries[1].body (2026-11-30)")
  }

  @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      throws: JSONSyntaxError(
        line: 1, column: 513, message: "arrays and objects are nested deeper than 512 levels")
    ) {
      try JSONParser.check(text, limits: Self.limits)
    }
  }
}
