import Expectations
import Testing

@testable import DaybookCore

/// Building a full-text index again from its table, and the joined text search snippets
/// are cut from.
@Suite struct IndexRebuildTests {
  @Test func aRebuiltIndexFindsWhatItFoundBefore() throws {
    let journal = try Journal.inMemory()
    for (index, text) in ["아침 산책", "夕方の散歩", "a walk in the rain", "산책 後 walk"].enumerated() {
      try journal.saveEntry(
        Entry(day: day("2026-11-01").adding(days: index), title: "제목 \(index)", body: text),
        at: noon("2026-11-01"))
    }
    let queries = ["산책", "散歩", "walk", "책", "rain"].map { SearchQuery.parse($0) }
    let before = try queries.map { try journal.search($0, limit: 100) }
    for name in Journal.fullTextIndexNames {
      try journal.rebuildFullTextIndex(name)
      try journal.db.execute("INSERT INTO \(name)(\(name)) VALUES ('integrity-check')")
    }
    try expectEqual(queries.map { try journal.search($0, limit: 100) }, before)
    #expect(throws: JournalError.self) { try journal.rebuildFullTextIndex("entries") }
  }

  /// `Row.joinedText` is the string the columns' texts joined by a space make, bad UTF-8
  /// and empty columns included.
  @Test func joinedTextIsTheColumnsJoined() throws {
    let db = try Database(path: ":memory:")
    let samples = ["", "41", "EC82B0ECB185", "E282", "80", "F09F98", "C3", "00", "61FF62", "0A0D"]
    for first in samples {
      for second in samples {
        let sql = "SELECT CAST(x'\(first)' AS TEXT), CAST(x'\(second)' AS TEXT)"
        let (joined, separate) = try #require(
          try db.query(sql, []) { row in
            (row.joinedText(0, 1), [row.text(0), row.text(1)].filter { !$0.isEmpty })
          }.first)
        expectEqual(joined, separate.joined(separator: " "), "\(first) \(second)")
        expectEqual(Array(joined.utf8), Array(separate.joined(separator: " ").utf8))
      }
    }
  }
}
