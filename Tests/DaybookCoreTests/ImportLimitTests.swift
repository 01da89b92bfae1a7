import Expectations
import Testing

@_spi(TestSupport) @testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// The other doors' limits: a jrnl entry, an iCalendar property, a todo's texts (iCalendar and
/// calcurse) and an attachment that grows while it is copied. Each is refused whole, naming
/// what is too large, with nothing written.
@Suite struct ImportLimitTests {
  static let now = noon("2026-11-29")
  static let over = String(repeating: "a", count: ImportLimits.textBytes + 1)

  @Test func aJrnlEntryOverOneTextsLimitIsRefusedBeforeItIsRead() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    let text = "[2026-11-28 09:00] 짧은 글\n\n[2026-11-29 10:00] 긴 글\n" + Self.over + "\n"
    #expect(
      throws: JournalError(
        .invalid,
        "line 3 (2026-11-29): the text is longer than 8 MiB, the most one text may hold; "
          + "nothing was imported")
    ) { try journal.importJrnl(text, at: Self.now) }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func jrnlEntriesOfOneDayMayNotTogetherOutgrowOneText() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    let half = String(repeating: "b", count: ImportLimits.textBytes / 2)
    let text = "[2026-11-29 09:00] 아침\n\(half)\n\n[2026-11-29 21:00] 저녁\n\(half)\n"
    #expect(
      throws: JournalError(
        .invalid,
        "2026-11-29: the text is longer than 8 MiB, the most one text may hold; "
          + "nothing was imported")
    ) { try journal.importJrnl(text, at: Self.now) }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func anICalendarPropertyOverOneTextsLimitIsRefused() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:긴 메모\r\nDESCRIPTION:"
      + Self.over + "\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    #expect(
      throws: JournalError(
        .invalid,
        "line 5: the text is longer than 8 MiB, the most one text may hold; "
          + "nothing was imported")
    ) { try journal.importICalendar(text, at: Self.now) }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func aCalcurseNoteOverOneTextsLimitIsRefusedNamingItsTodo() throws {
    let journal = try Journal.inMemory()
    let before = try journal.tableDigest()
    let text = "[1] 먼저\n[2]>abc123 흙 사기\n"
    #expect(
      throws: JournalError(
        .invalid,
        "\"흙 사기\": the text is longer than 8 MiB, the most one text may hold; "
          + "nothing was imported")
    ) {
      try journal.importCalcurse(text, note: { $0 == "abc123" ? Self.over : nil }, at: Self.now)
    }
    try expectEqual(journal.tableDigest(), before)
  }

  @Test func anAttachmentThatGrowsPastTheLimitWhileCopiedIsRefused() throws {
    let scratch = ScratchFolder("daybook-import-limits")
    let journal = try Journal(path: scratch.path + "/j.sqlite")
    try journal.saveEntry(Entry(day: day("2026-11-29"), body: "사진"), at: Self.now)
    // A file of the proc file system says it is empty and then reads "Linux\n": like a file
    // another program keeps writing, it has outgrown the size checked before the copy.
    let growing = "/proc/sys/kernel/ostype"
    var status = stat()
    try #require(stat(growing, &status) == 0 && status.st_size == 0)
    #expect(
      throws: JournalError(
        .invalid,
        "\(growing) is 6 B, more than the attachment limit of 5 B "
          + "(raise it with --max-size)")
    ) {
      try journal.attach(
        file: growing, toEntryOn: day("2026-11-29"), at: Self.now, sizeLimit: 5)
    }
    try expectEqual(journal.attachments(on: day("2026-11-29")), [])
    expectEqual(Journal.fileNames(in: journal.attachmentsFolder), [])
  }
}
