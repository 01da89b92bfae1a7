import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Damaged, truncated and foreign journal files are refused by name and left untouched;
/// backups are consistent while another connection writes; files stay private.
@Suite struct JournalSafetyTests {
  let scratch = ScratchFolder("daybook-safety-test")
  var folder: String { scratch.path }

  func mode(of path: String) -> UInt32 {
    var info = stat()
    stat(path, &info)
    return UInt32(info.st_mode) & 0o777
  }

  /// A closed journal with some entries; its WAL is folded back in on close.
  func makeJournal(_ name: String, entries: Int = 40) throws -> String {
    let path = folder + "/" + name
    let journal = try Journal(path: path)
    for index in 0..<entries {
      try journal.saveEntry(
        Entry(
          day: day("2026-01-01").adding(days: index), title: "일기 \(index)",
          body: String(repeating: "내용 content ", count: 40)),
        at: noon("2026-01-01"))
    }
    return path
  }

  func expectRefused(_ path: String, kind: JournalError.Kind, saying text: String) {
    let before = bytes(of: path)
    do {
      _ = try Journal(path: path)
      Issue.record("opened a damaged journal")
    } catch let error as JournalError {
      expectEqual(error.kind, kind)
      #expect(error.message.hasPrefix(path + " "), "\(error.message)")
      #expect(error.message.contains(text), "\(error.message)")
    } catch {
      Issue.record("unexpected \(error)")
    }
    expectEqual(bytes(of: path), before)
    #expect(access(path + "-wal", F_OK) != 0)
    #expect(access(path + "-shm", F_OK) != 0)
  }

  @Test func aTruncatedJournalIsRefusedByNameAndLeftAsItWas() throws {
    let path = try makeJournal("cut.sqlite")
    let whole = bytes(of: path)
    write(Array(whole.prefix(whole.count / 2)), to: path)
    expectRefused(path, kind: .corrupt, saying: "is damaged: it is cut short")
    write(Array(whole.prefix(60)), to: path)
    expectRefused(path, kind: .notADatabase, saying: "is damaged: it is cut short (60 bytes)")
  }

  @Test func aJournalWithDamagedPagesIsRefusedByQuickCheck() throws {
    let path = try makeJournal("pages.sqlite")
    var data = bytes(of: path)
    let pageSize = Int(data[16]) << 8 | Int(data[17])
    // Scribble over the middle of the second and third pages (b-tree pages).
    for offset in stride(from: pageSize + 8, to: 3 * pageSize, by: 7) { data[offset] = 0xA5 }
    write(data, to: path)
    expectRefused(path, kind: .corrupt, saying: "is damaged")
    #expect(try Journal.check(path: path) != ["ok"])
    #expect(access(path + "-wal", F_OK) != 0)
  }

  @Test func aForeignFileIsRefusedByName() throws {
    let path = folder + "/photo.sqlite"
    write(Array("\u{89}PNG\r\n".utf8) + [UInt8](repeating: 1, count: 300), to: path)
    expectRefused(path, kind: .notADatabase, saying: "is not a Daybook journal")
  }

  @Test func aBadPageSizeIsRefused() throws {
    let path = try makeJournal("size.sqlite", entries: 1)
    var data = bytes(of: path)
    data[16] = 0x03
    data[17] = 0x00
    write(data, to: path)
    expectRefused(path, kind: .corrupt, saying: "page size of 768")
  }

  @Test func checkReportsOkForAHealthyJournalWithoutCreatingFiles() throws {
    let path = try makeJournal("healthy.sqlite")
    let before = bytes(of: path)
    try expectEqual(Journal.check(path: path), ["ok"])
    expectEqual(bytes(of: path), before)
    #expect(access(path + "-wal", F_OK) != 0)
    #expect(access(path + "-shm", F_OK) != 0)
  }

  @Test func backupWhileAnotherConnectionWritesIsConsistent() throws {
    let path = folder + "/busy.sqlite"
    let writer = try Journal(path: path)
    let reader = try Journal(path: path)
    var copies: [String] = []
    for index in 0..<20 {
      try writer.transaction {
        for offset in 0..<5 {
          try writer.saveEntry(
            Entry(day: day("2026-01-01").adding(days: index * 5 + offset), title: "e\(index)"),
            at: noon("2026-01-01"))
        }
      }
      let copy = folder + "/copy-\(index).sqlite"
      try reader.backup(to: copy)
      copies.append(copy)
    }
    for (index, copy) in copies.enumerated() {
      let journal = try Journal(path: copy)
      try expectEqual(journal.integrityCheck(), ["ok"])
      // Whole transactions only: five entries per write, never a part of one.
      try expectEqual(journal.entryCount(), (index + 1) * 5)
      expectEqual(mode(of: copy), 0o600)
    }
  }

  @Test func backupCopiesTheAttachmentsFolderPrivately() throws {
    let path = try makeJournal("with-files.sqlite", entries: 1)
    let journal = try Journal(path: path)
    mkdir(journal.attachmentsFolder, 0o755)
    write(Array("png bytes".utf8), to: journal.attachmentsFolder + "/a.png")
    write(Array("jpg".utf8), to: journal.attachmentsFolder + "/b.jpg")
    let report = try journal.backupWithAttachments(to: folder + "/saved.sqlite")
    expectEqual(
      report,
      BackupReport(
        path: folder + "/saved.sqlite", attachmentsFolder: folder + "/saved-attachments",
        attachmentCount: 2))
    expectEqual(mode(of: folder + "/saved-attachments"), 0o700)
    expectEqual(mode(of: folder + "/saved-attachments/a.png"), 0o600)
    expectEqual(bytes(of: folder + "/saved-attachments/a.png"), Array("png bytes".utf8))
    #expect(throws: JournalError.self) {
      try journal.backupWithAttachments(to: folder + "/saved.sqlite")
    }
  }

  @Test func defaultBackupNameCarriesTheLocalTime() throws {
    withTimeZone("UTC") {
      let journal = try? Journal(path: folder + "/j.sqlite")
      let stamp = LocalTime.timestamp(of: day("2026-11-29"), hour: 9, minute: 5, second: 7)
      expectEqual(
        journal?.defaultBackupPath(now: stamp), folder + "/journal-20261129-090507.sqlite")
    }
  }
}
