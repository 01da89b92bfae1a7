import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `check --salvage` on a journal whose header, schema or end is gone: the rows are read
/// from the file's pages directly (`SalvagePages`) and told apart by their shape.
@Suite(.serialized) struct SalvageScanTests {
  let scratch = ScratchFolder("daybook-salvage-scan")
  var folder: String { scratch.path }

  /// What a journal holds, to compare a salvage with.
  struct Contents: Equatable {
    struct Text: Equatable {
      var title: String
      var body: String
    }
    var entries: [Day: Text] = [:]
    var counts: [String: Int] = [:]
  }

  static let kinds = [
    "entries", "entry_revisions", "plants", "care_events", "todos", "intakes",
  ]

  func contents(of journal: Journal) throws -> Contents {
    var contents = Contents()
    for entry in try journal.db.query(
      "SELECT day, title, body FROM entries", [],
      {
        ($0.day(0), $0.text(1), $0.text(2))
      })
    {
      contents.entries[entry.0] = Contents.Text(title: entry.1, body: entry.2)
    }
    for table in Self.kinds {
      contents.counts[table] = Int(try journal.db.scalar("SELECT count(*) FROM \(table)") ?? 0)
    }
    return contents
  }

  /// A synthetic year of days (about 4 MB) at `path`, and what it holds.
  func yearJournal(_ name: String) throws -> (path: String, contents: Contents, pageSize: Int) {
    let path = folder + "/" + name + ".sqlite"
    try SyntheticJournal.write(toPath: path, years: 1, endingOn: day("2026-11-30"), seed: 7)
    let journal = try Journal(readingOnly: path)
    defer { journal.db.close() }
    let pageSize = Int(try journal.db.scalar("PRAGMA page_size") ?? 0)
    return (path, try contents(of: journal), pageSize)
  }

  func salvage(_ path: String) throws -> (contents: Contents, counts: [SalvageCount]) {
    let rescued = try Journal.inMemory()
    let clock = ContinuousClock()
    var counts: [SalvageCount] = []
    let took = try clock.measure { counts = try Journal.salvage(fileAt: path, into: rescued) }
    print("salvage of \(path): \(took), \(counts.map { "\($0.table) \($0.saved)" })")
    // The copy is a sound journal: its search index answers and its export reads back.
    try expectEqual(rescued.quickCheck(), ["ok"])
    return (try contents(of: rescued), counts)
  }

  func overwrite(_ path: String, at offset: Int, with bytes: [UInt8]) {
    let descriptor = open(path, O_WRONLY)
    defer { close(descriptor) }
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, bytes.count, off_t(offset)) }
  }

  func garbage(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
  }

  /// Every entry salvaged is one the journal had, word for word on its day.
  func expectTrue(_ salvaged: Contents, against original: Contents) {
    for (day, entry) in salvaged.entries {
      expectEqual(original.entries[day]?.title, entry.title, "\(day.iso)")
      expectEqual(original.entries[day]?.body, entry.body, "\(day.iso)")
    }
    for table in Self.kinds {
      #expect(salvaged.counts[table, default: 0] <= original.counts[table, default: 0], "\(table)")
    }
  }

  @Test func aHealthyJournalIsSavedWholeFromItsFile() throws {
    let (path, original, _) = try yearJournal("healthy")
    let (salvaged, counts) = try salvage(path)
    expectEqual(salvaged, original)
    expectEqual(counts.first { $0.table == "entries" }?.saved, original.entries.count)
  }

  @Test func aJournalCutShortGivesBackTheRowsBeforeTheCut() throws {
    let (path, original, _) = try yearJournal("cut")
    let size = bytes(of: path).count
    expectEqual(truncate(path, off_t(size * 6 / 10)), 0)
    let (salvaged, _) = try salvage(path)
    expectTrue(salvaged, against: original)
    #expect(salvaged.entries.count > 0)
    print("cut to 60%: \(salvaged.counts) of \(original.counts)")
  }

  @Test func aGarbledFirstPageCostsNoRows() throws {
    let (path, original, pageSize) = try yearJournal("page1")
    overwrite(path, at: 0, with: garbage(pageSize, seed: 1))
    expectEqual((try? Journal(readingOnly: path, salvaging: true).exportDocument()), nil)
    let (salvaged, _) = try salvage(path)
    expectTrue(salvaged, against: original)
    // No record lies on the schema's pages: every one comes back, word for word.
    expectEqual(salvaged, original)
  }

  @Test func aGarbledSchemaCostsNoRows() throws {
    let (path, original, pageSize) = try yearJournal("schema")
    let schemaPages: [Int]
    do {
      let reader = try Journal(readingOnly: path)
      defer { reader.db.close() }
      schemaPages = try reader.db.query(
        "SELECT pageno FROM dbstat WHERE name = 'sqlite_schema' ORDER BY pageno"
      ) { Int($0.int(0)) }
    }
    try #require(schemaPages.count > 1)
    for page in schemaPages {
      // Page 1 keeps its 100-byte file header: only the schema's b-tree is gone.
      let start = page == 1 ? 100 : 0
      overwrite(path, at: (page - 1) * pageSize + start, with: garbage(pageSize - start, seed: 2))
    }
    expectEqual((try? Journal(readingOnly: path, salvaging: true).exportDocument()), nil)
    let (salvaged, _) = try salvage(path)
    expectTrue(salvaged, against: original)
    // No record lies on the schema's pages: every one comes back, word for word.
    expectEqual(salvaged, original)
  }

  @Test func thePageSizeIsFoundWithoutTheHeader() throws {
    // A garbled header: the journal's 4096-byte pages are found from the pages themselves.
    let (path, _, pageSize) = try yearJournal("guess")
    overwrite(path, at: 0, with: garbage(100, seed: 3))
    let file = bytes(of: path)
    let read: SalvagePages.Reader = { offset, count in
      Array(file[min(offset, file.count)..<min(offset + count, file.count)])
    }
    expectEqual(SalvagePages.guessPageSize(size: file.count, read: read), pageSize)
    // 1024-byte leaf pages, each with two cell pointers, after a garbage first page.
    var small = garbage(1_024, seed: 4)
    for _ in 0..<40 {
      var page = [UInt8](repeating: 0, count: 1_024)
      page[0] = 13
      page[4] = 2
      page[5] = 0x03
      page[8] = 0x03
      page[10] = 0x03
      page[11] = 0x80
      small += page
    }
    let readSmall: SalvagePages.Reader = { offset, count in
      Array(small[min(offset, small.count)..<min(offset + count, small.count)])
    }
    expectEqual(SalvagePages.guessPageSize(size: small.count, read: readSmall), 1_024)
  }

  @Test func recordsDecodeEveryStorageClass() {
    // A header of 9 bytes (its size, then 8 serial types): NULL, 1-byte int, 3-byte int,
    // 8-byte float, 0, 1, "hé", blob 00 ff.
    let header: [UInt8] = [9, 0, 1, 3, 7, 8, 9, 19, 16]
    let numbers: [UInt8] = [0xFE, 0x80, 0x00, 0x01, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0]
    let payload: [UInt8] = header + numbers + [0x68, 0xC3, 0xA9, 0x00, 0xFF]
    expectEqual(
      SalvagePages.record(payload),
      [
        .null, .integer(-2), .integer(-8_388_607), .real(1.5), .integer(0), .integer(1),
        .text(Array("hé".utf8)), .blob([0x00, 0xFF]),
      ])
    // A value running past the payload, or bytes left over, is no record.
    expectEqual(SalvagePages.record(Array(payload.dropLast())), nil)
    expectEqual(SalvagePages.record(payload + [0]), nil)
    expectEqual(SalvagePages.record([]), nil)
    expectEqual(SalvagePages.record([0x81, 0x80]), nil)
  }
}
