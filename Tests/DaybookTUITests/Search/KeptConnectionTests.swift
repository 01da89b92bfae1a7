import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

/// The live search keeps its read connection between keys: it must still see each new
/// write, follow a journal replaced on disk, and close at exit.
@Suite struct KeptConnectionTests {
  func total(_ actions: [AppAction]) -> Int? {
    guard case let .searchPageLoaded(_, page, total, _)? = actions.first else { return nil }
    return total ?? page.results.count
  }

  @Test func aKeptConnectionSeesNewWritesAndAReplacedJournal() throws {
    let folder = try temporaryFolder()
    let path = folder + "/j.sqlite"
    var writer: Journal? = try Journal(path: path)
    let first = Day(year: 2026, month: 1, day: 1)!
    try writer?.saveEntry(Entry(day: first, body: "산책 🌿"), at: 1)
    let work = LongRunningWork(path: path)
    expectEqual(total(work(.search("산책"))), 1)
    expectEqual(work.idleConnections, 1)
    // Written after the connection was opened, and read through the same connection.
    try writer?.saveEntry(Entry(day: first.adding(days: 1), body: "저녁 산책"), at: 2)
    expectEqual(total(work(.search("산책"))), 2)
    expectEqual(work.idleConnections, 1)
    // Another journal moved in place of the file (its writer closed first): the kept
    // connection reads the old one, so a new one is opened.
    writer = nil
    let other = folder + "/other.sqlite"
    do {
      let replacement = try Journal(path: other)
      for offset in 0..<3 {
        try replacement.saveEntry(Entry(day: first.adding(days: offset), body: "산책로"), at: 3)
      }
    }
    // The old file's -wal and -shm go with it (a read-only connection leaves them behind,
    // and the new file must not read them).
    unlink(path + "-wal")
    unlink(path + "-shm")
    expectEqual(rename(other, path), 0)
    expectEqual(total(work(.search("산책"))), 3)
    work.close()
    expectEqual(work.idleConnections, 0)
    expectEqual(total(work(.search("산책"))), 3)
    expectEqual(work.idleConnections, 0)
  }
}
