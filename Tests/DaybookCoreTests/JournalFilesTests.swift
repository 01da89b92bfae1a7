import Expectations
import Foundation
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// What `forget` may remove (only what Daybook made and recorded), and that every file Daybook
/// writes in a journal's folder is made there, never through a symlink planted in its way.
@Suite struct JournalFilesTests {
  let scratch = ScratchFolder("daybook-files-test")
  let now: Timestamp = 1_795_953_600

  var folder: String { scratch.path + "/journal" }
  var path: String { folder + "/journal.sqlite" }
  /// A folder outside the journal's, where nothing may ever be written.
  var outside: String { scratch.path + "/outside" }

  init() {
    mkdir(scratch.path + "/journal", 0o700)
    mkdir(scratch.path + "/outside", 0o700)
  }

  func text(_ string: String, at path: String) { write(Array(string.utf8), to: path) }

  func names(in path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// A journal with an entry, an attached file and a backup made beside it.
  func journalWithAttachmentAndBackup() throws -> (stored: String, backup: String) {
    let journal = try Journal(path: path)
    try journal.saveEntry(Entry(day: day("2026-11-25"), title: "일기", body: ""), at: now)
    text("jpeg", at: scratch.path + "/photo.jpg")
    let attachment = try journal.attach(
      file: scratch.path + "/photo.jpg", toEntryOn: day("2026-11-25"), at: now)
    let backup = try journal.backupWithAttachments(to: folder + "/journal-20261125-120000.sqlite")
    expectEqual(backup.attachmentCount, 1)
    return (attachment.fileName, "journal-20261125-120000")
  }

  @Test func forgetLeavesFilesDaybookDidNotRecordAndTheirFolders() throws {
    let (stored, backup) = try journalWithAttachmentAndBackup()
    mkdir(folder + "/thumbnails", 0o700)
    text("cells", at: folder + "/thumbnails/\(stored).20x10.256.cells")
    // A user's files, two named exactly like Daybook's own.
    text("mine", at: folder + "/attachments/mine.txt")
    text("mine", at: folder + "/journal-20240101-120000.sqlite")
    text("mine", at: folder + "/\(backup)-attachments/added.jpg")
    text("mine", at: folder + "/thumbnails/a.mosaic")
    text("mine", at: folder + "/notes.txt")

    let plan = JournalFiles.plan(journalPath: path, isNamed: true)
    expectEqual(
      Set(plan.left),
      [
        "\(backup)-attachments/added.jpg", "attachments/mine.txt",
        "journal-20240101-120000.sqlite", "notes.txt", "thumbnails/a.mosaic",
      ])
    let left = try JournalFiles.remove(plan, journalPath: path, isNamed: true)
    expectEqual(
      left,
      [
        "attachments/mine.txt", "journal-20240101-120000.sqlite",
        "\(backup)-attachments/added.jpg", "notes.txt", "thumbnails/a.mosaic",
      ])
    expectEqual(
      names(in: folder),
      [
        "attachments", "journal-20240101-120000.sqlite", "\(backup)-attachments", "notes.txt",
        "thumbnails",
      ])
    expectEqual(names(in: folder + "/attachments"), ["mine.txt"])
    expectEqual(names(in: folder + "/thumbnails"), ["a.mosaic"])
    expectEqual(names(in: folder + "/\(backup)-attachments"), ["added.jpg"])
    expectEqual(bytes(of: folder + "/journal-20240101-120000.sqlite"), Array("mine".utf8))
  }

  @Test func forgetRemovesEverythingRecordedAndThenTheEmptyFolder() throws {
    _ = try journalWithAttachmentAndBackup()
    let plan = JournalFiles.plan(journalPath: path, isNamed: true)
    expectEqual(plan.left, [])
    try expectEqual(JournalFiles.remove(plan, journalPath: path, isNamed: true), [])
    #expect(access(folder, F_OK) != 0)
  }

  @Test func anUnreadableJournalLeavesEveryAttachment() throws {
    let (stored, _) = try journalWithAttachmentAndBackup()
    let plan = JournalFiles.plan(journalPath: path, isNamed: true, storedNames: nil)
    expectEqual(plan.left, ["attachments/" + stored])
  }

  @Test func theRecordHoldsOnlyPathsInsideTheFolder() throws {
    try JournalFiles.record(
      ["a.sqlite", "../escape", "/etc/passwd", "b/", "c/./d", "x\ny"], journalPath: path)
    expectEqual(JournalFiles.recorded(journalPath: path), ["a.sqlite", "b/"])
  }

  // MARK: Symlinks planted where Daybook writes

  @Test func anAttachmentsFolderThatIsASymlinkIsRefused() throws {
    let journal = try Journal(path: path)
    try journal.saveEntry(Entry(day: day("2026-11-25"), title: "일기", body: ""), at: now)
    symlink(outside, folder + "/attachments")
    text("jpeg", at: scratch.path + "/photo.jpg")
    #expect(throws: JournalError.self) {
      try journal.attach(file: scratch.path + "/photo.jpg", toEntryOn: day("2026-11-25"), at: now)
    }
    expectEqual(names(in: outside), [])
    var info = stat()
    #expect(stat(outside, &info) == 0 && info.st_mode & 0o7777 == 0o700)
    try expectEqual(journal.attachments(on: day("2026-11-25")), [])
  }

  @Test func aBackupTargetThatIsASymlinkIsRefused() throws {
    let journal = try Journal(path: path)
    try journal.saveEntry(Entry(day: day("2026-11-25"), title: "일기", body: ""), at: now)
    text("jpeg", at: scratch.path + "/photo.jpg")
    try journal.attach(file: scratch.path + "/photo.jpg", toEntryOn: day("2026-11-25"), at: now)
    symlink(outside, folder + "/journal-20261125-120000-attachments")
    symlink(outside + "/copy.sqlite", folder + "/journal-20261125-130000.sqlite")
    #expect(throws: JournalError.self) {
      try journal.backupWithAttachments(to: folder + "/journal-20261125-120000.sqlite")
    }
    #expect(throws: JournalError.self) {
      try journal.backupWithAttachments(to: folder + "/journal-20261125-130000.sqlite")
    }
    expectEqual(names(in: outside), [])
  }

  @Test func rescuedTextNeverGoesThroughASymlink() throws {
    let journal = try Journal(path: path)
    let entry = Entry(day: day("2026-11-25"), title: "제목", body: "지킬 글")
    let first = folder + "/daybook-unsaved-2026-11-25-\(now).txt"
    symlink(outside + "/stolen.txt", first)
    let kept = try journal.keepUnsavedText(entry, at: now)
    expectEqual(kept, folder + "/daybook-unsaved-2026-11-25-\(now)-1.txt")
    expectEqual(bytes(of: kept), Array("제목\n지킬 글\n".utf8))
    expectEqual(names(in: outside), [])
    // The file it made is recorded as Daybook's; the planted link is not.
    #expect(
      JournalFiles.recorded(journalPath: path).contains(String(kept.dropFirst(folder.count + 1))))
    // A path the user types gets a new file, never over one or through a link.
    #expect(throws: JournalError.self) { try Journal.writeText(of: entry, toNewFile: first) }
    #expect(throws: JournalError.self) { try Journal.writeText(of: entry, toNewFile: kept) }
    expectEqual(bytes(of: kept), Array("제목\n지킬 글\n".utf8))
  }

  @Test func aRecordThatIsASymlinkIsNotWrittenThrough() throws {
    text("theirs", at: outside + "/list")
    symlink(outside + "/list", folder + "/journal.sqlite.made")
    #expect(throws: JournalError.self) {
      try JournalFiles.record(["journal-20261125-120000.sqlite"], journalPath: path)
    }
    expectEqual(bytes(of: outside + "/list"), Array("theirs".utf8))
  }
}
