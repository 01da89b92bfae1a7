import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Issue #12: a journal too big for the whole check at open (over 4 MB) still takes no write
/// into a damaged table: each table a write changes is checked before the write commits.
@Suite(.serialized) struct DamagedBigJournalTests {
  let scratch = ScratchFolder("daybook-bigcheck-test")
  var folder: String { scratch.path }

  /// A synthetic journal of four years (about 9 MB) and the number of an `entries` leaf
  /// page that lies past the first 4 MB.
  func bigJournal() throws -> (path: String, page: Int, pageSize: Int) {
    let path = folder + "/big.sqlite"
    try SyntheticJournal.write(toPath: path, years: 4, endingOn: day("2026-11-30"), seed: 12)
    let journal = try Journal(readingOnly: path)
    defer { journal.db.close() }
    let pageSize = Int(try journal.db.scalar("PRAGMA page_size") ?? 0)
    let page = Int(
      try journal.db.scalar(
        "SELECT max(pageno) FROM dbstat WHERE name = 'entries' AND pagetype = 'leaf'") ?? 0)
    try #require(page * pageSize > JournalFileCheck.quickCheckLimit + pageSize)
    return (path, page, pageSize)
  }

  func zero(page: Int, pageSize: Int, of path: String) {
    let descriptor = open(path, O_WRONLY)
    defer { close(descriptor) }
    let zeros = [UInt8](repeating: 0, count: pageSize)
    let offset = off_t((page - 1) * pageSize)
    _ = zeros.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, pageSize, offset) }
  }

  @Test func aWriteToADamagedBigJournalIsRefusedAndChangesNothing() throws {
    let (path, page, pageSize) = try bigJournal()
    zero(page: page, pageSize: pageSize, of: path)
    let before = bytes(of: path)

    let journal = try Journal(path: path)
    do {
      _ = try journal.appendToEntry(
        on: day("2026-12-01"), text: "새 글 🌱", at: noon("2026-12-01"))
      Issue.record("the write into a damaged journal went through")
    } catch let error as JournalError {
      expectEqual(error.kind, .corrupt)
      #expect(error.message.contains("is damaged") && error.message.contains(path), "\(error)")
    }
    journal.db.close()
    expectEqual(bytes(of: path), before)
    #expect(access(path + "-wal", F_OK) != 0)
  }

  @Test func aHealthyBigJournalWritesAndChecksEachTableOnce() throws {
    let (path, _, _) = try bigJournal()
    let journal = try Journal(path: path)
    defer { journal.db.close() }
    let clock = ContinuousClock()
    let first = try clock.measure {
      _ = try journal.appendToEntry(on: day("2026-12-01"), text: "첫 글", at: noon("2026-12-01"))
    }
    let second = try clock.measure {
      _ = try journal.appendToEntry(
        on: day("2026-12-02"), text: "둘째 글", at: noon("2026-12-02"))
    }
    try expectEqual(journal.entry(on: day("2026-12-02"))?.body.contains("둘째 글"), true)
    print("big journal write: first \(first) (tables checked), second \(second)")
  }
}
