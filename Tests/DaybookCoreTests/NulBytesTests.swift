import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

/// Text with a NUL is stored with its real length by the SQLite layer, and refused whole with
/// a message by every way text comes in; never cut after the NUL.
@Suite struct NulBytesTests {
  let day = Day(year: 2026, month: 11, day: 18)!
  let now: Timestamp = 1_795_000_000

  @Test func theSQLiteLayerBindsTextWithItsRealLength() throws {
    let db = try Database(path: ":memory:")
    try db.execute("CREATE TABLE t(x TEXT)")
    try db.run("INSERT INTO t(x) VALUES (?)", "before\u{0}after")
    try db.run("INSERT INTO t(x) VALUES (?)", "")
    try expectEqual(
      db.query("SELECT x, length(CAST(x AS BLOB)) FROM t") { [$0.text(0), "\($0.int(1))"] },
      [["before\u{0}after", "12"], ["", "0"]])
    try expectEqual(db.scalar("SELECT count(*) FROM t WHERE x IS NULL"), 0)
  }

  @Test func offsetIsInBytes() {
    expectEqual(NulBytes.offset(in: "가\u{0}"), 3)
    expectEqual(NulBytes.offset(in: "plain"), nil)
  }

  /// The fast scan (memchr over the string's bytes) finds what a byte-by-byte loop finds, in
  /// small (inline) and large strings, at the start, the end and in between.
  @Test func offsetMatchesAByteByByteScan() {
    func loop(_ text: String) -> Int? {
      text.utf8.firstIndex(of: 0).map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0)
      }
    }
    var generator = SplitMix64(seed: testSeed())
    for length in [0, 1, 2, 14, 15, 16, 17, 100, 5000] {
      for _ in 0..<20 {
        var scalars = (0..<length).map { _ in
          ["a", "가", "😀", "\n", "é"].randomElement(using: &generator) ?? "a"
        }
        if length > 0, Bool.random(using: &generator) {
          scalars[Int.random(in: 0..<length, using: &generator)] = "\u{0}"
        }
        let text = scalars.joined()
        expectEqual(NulBytes.offset(in: text), loop(text))
        let tail = String(text.dropFirst(length / 2))
        expectEqual(NulBytes.offset(in: tail), loop(tail))
      }
    }
  }

  @Test func savingAnEntryWithANulIsRefusedAndWritesNothing() throws {
    let journal = try Journal.inMemory()
    #expect(throws: JournalError(.invalid, .containsNul, "2026-11-18", "6")) {
      try journal.saveEntry(Entry(day: day, body: "before\u{0}after"), at: now)
    }
    #expect(throws: JournalError(.invalid, .containsNul, "2026-11-18", "1")) {
      try journal.appendToEntry(on: day, text: "a\u{0}b", at: now)
    }
    try expectEqual(journal.entry(on: day), nil)
    #expect(try journal.drafts().isEmpty)
  }

  @Test func jsonImportWithAnEscapedNulIsRefusedWhole() throws {
    let source = try Journal.inMemory()
    try source.saveEntry(Entry(day: day, body: "first"), at: now)
    try source.saveEntry(Entry(day: day.adding(days: 1), body: "PLACEHOLDER"), at: now)
    let text = try source.exportJSON().replacing("PLACEHOLDER", with: "a\\u0000b")
    let target = try Journal.inMemory()
    #expect(throws: JournalError(.invalid, .containsNul, "2026-11-19", "1")) {
      try target.importJSON(text)
    }
    try expectEqual(target.entryCount(), 0)
    // Importing the same file again still refuses: no copy is merged on each attempt.
    #expect(throws: JournalError.self) { try target.importJSON(text) }
    try expectEqual(target.entryCount(), 0)
  }

  @Test func jrnlImportWithANulIsRefusedWhole() throws {
    let journal = try Journal.inMemory()
    let text = "[2026-11-18 09:00] Title\nbefore\u{0}after\n"
    #expect(throws: JournalError(.invalid, .containsNul, "jrnl", "31")) {
      try journal.importJrnl(text, at: now)
    }
    try expectEqual(journal.entryCount(), 0)
  }

  @Test func theMessageSpeaksEveryLanguage() {
    let error = JournalError(.invalid, .containsNul, "stdin", "6")
    expectEqual(error.message, "stdin contains a NUL byte (at byte 6); nothing was written")
    expectEqual(error.message(.ko), "stdin에 NUL 바이트가 있습니다 (6번째 바이트). 아무것도 쓰지 않았습니다")
  }
}
