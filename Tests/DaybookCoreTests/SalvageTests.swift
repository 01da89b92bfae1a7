import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Issue #12: `check --salvage` reads a damaged table row by row, so a damaged page costs
/// the rows on it, not the whole table.
@Suite struct SalvageTests {
  let scratch = ScratchFolder("daybook-salvage-test")
  var folder: String { scratch.path }

  /// 400 entries, then a leaf page in the middle of `entries` zeroed; returns the path and
  /// how many rows that page held.
  func damagedJournal() throws -> (path: String, rowsOnPage: Int) {
    let path = folder + "/journal.sqlite"
    do {
      let journal = try Journal(path: path)
      defer { journal.db.close() }
      var current = day("2025-01-01")
      try journal.transaction {
        for index in 1...400 {
          _ = try journal.appendToEntry(
            on: current, text: "일기 \(index) " + String(repeating: "글 ", count: 150),
            at: noon("2025-01-01"))
          current = current.adding(days: 1)
        }
      }
    }
    let reader = try Journal(readingOnly: path)
    let pageSize = Int(try reader.db.scalar("PRAGMA page_size") ?? 0)
    let leaves = try reader.db.query(
      "SELECT pageno, ncell FROM dbstat WHERE name = 'entries' AND pagetype = 'leaf' "
        + "ORDER BY path"
    ) { (Int($0.int(0)), Int($0.int(1))) }
    reader.db.close()
    try #require(leaves.count > 4)
    let (page, cells) = leaves[leaves.count / 2]
    let descriptor = open(path, O_WRONLY)
    let zeros = [UInt8](repeating: 0, count: pageSize)
    let offset = off_t((page - 1) * pageSize)
    _ = zeros.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, pageSize, offset) }
    close(descriptor)
    return (path, cells)
  }

  @Test func aDamagedPageInTheMiddleOfEntriesCostsOnlyItsRows() throws {
    let (path, rowsOnPage) = try damagedJournal()
    let damaged = try Journal(readingOnly: path, salvaging: true)
    defer { damaged.db.close() }
    // The export alone stops at the damaged page.
    let exported = (try? damaged.exportDocument().entries.count) ?? 0

    let rescued = try Journal.inMemory()
    let counts = try damaged.salvage(into: rescued)
    let saved = try rescued.entryCount()
    print("salvage: export alone \(exported) entries, row by row \(saved) of 400")
    expectEqual(saved, 400 - rowsOnPage)
    #expect(saved > exported, "export alone: \(exported), salvage: \(saved)")
    expectEqual(
      counts.first { $0.table == "entries" },
      SalvageCount(
        table: "entries", saved: 400 - rowsOnPage, lost: rowsOnPage))
    try expectEqual(rescued.entry(on: day("2025-01-01"))?.body.hasPrefix("일기 1 "), true)
    try expectEqual(rescued.entry(on: day("2026-02-04"))?.body.hasPrefix("일기 400 "), true)
    // The copy is a sound journal: its JSON export reads back.
    let fresh = try Journal.inMemory()
    try fresh.importJSON(try rescued.exportJSON())
    try expectEqual(fresh.entryCount(), saved)
  }

  @Test func aHealthyJournalIsSavedWhole() throws {
    let journal = try Journal.inMemory()
    _ = try journal.appendToEntry(on: day("2026-11-01"), text: "하나", at: noon("2026-11-01"))
    _ = try journal.addPlant(Plant(name: "몬스테라", intervalDays: 7), at: noon("2026-11-01"))
    let rescued = try Journal.inMemory()
    let counts = try journal.salvage(into: rescued)
    #expect(counts.contains(SalvageCount(table: "entries", saved: 1, lost: 0)))
    #expect(counts.contains(SalvageCount(table: "plants", saved: 1, lost: 0)))
    try expectEqual(rescued.exportDocument(), journal.exportDocument())
  }

  /// Damage that left a NUL byte inside a text (found by the salvage fuzz test, seed
  /// 1796424227971362): the copy holds U+FFFD there, so its export imports again.
  @Test func aNulByteInASavedTextBecomesAReplacementCharacter() throws {
    let journal = try Journal.inMemory()
    _ = try journal.appendToEntry(on: day("2026-09-01"), text: "비 AB", at: noon("2026-09-01"))
    try journal.db.run("UPDATE entries SET body = '비 A' || char(0) || 'B'")
    let rescued = try Journal.inMemory()
    _ = try journal.salvage(into: rescued)
    try expectEqual(rescued.entry(on: day("2026-09-01"))?.body, "비 A\u{FFFD}B")
    let fresh = try Journal.inMemory()
    try fresh.importJSON(try rescued.exportJSON())
    try expectEqual(fresh.entryCount(), 1)
  }
}
