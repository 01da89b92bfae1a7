import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// Issue #12: files that are not journals are refused before anything is written to them.
@Suite final class HostileFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("daybook-hostile-\(UUID().uuidString)").path

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(atPath: folder) }

  func foreignDatabase(version: Int) throws -> (path: String, bytes: Data) {
    let path = folder + "/other-\(version).sqlite"
    do {
      let db = try Database(path: path)
      try db.execute("CREATE TABLE photos(id INTEGER PRIMARY KEY, name TEXT)")
      try db.execute("INSERT INTO photos(name) VALUES ('cat.jpg')")
      try db.execute("PRAGMA user_version = \(version)")
    }
    return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func aJournalCarriesDaybooksApplicationIDAndIsKnownByIt() throws {
    let path = folder + "/journal.sqlite"
    _ = try Journal(path: path)
    let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(72)
    expectEqual(Array(header[68..<72]), Array("DYBK".utf8))
    // The mark alone is what lets a file by without its tables being listed: a database
    // with none of Daybook's tables but the mark passes the file check; without it, not.
    let (other, _) = try foreignDatabase(version: 3)
    #expect(throws: JournalError(.notADatabase, .notDaybookTables, other)) {
      try JournalFileCheck.verify(other)
    }
    do {
      let db = try Database(path: other)
      try db.execute("PRAGMA application_id = \(JournalFileCheck.applicationID)")
    }
    try JournalFileCheck.verify(other)
  }

  @Test(arguments: [0, 1, 3])
  func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(version: Int) throws {
    let (path, bytes) = try foreignDatabase(version: version)
    #expect(throws: JournalError(.notADatabase, .notDaybookTables, path)) {
      try Journal(path: path)
    }
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: path)), bytes)
    // Still in rollback mode (header bytes 18 and 19 are 1; WAL makes them 2).
    #expect(bytes[18] == 1 && bytes[19] == 1)
    try expectEqual(
      FileManager.default.contentsOfDirectory(atPath: folder),
      [
        "other-\(version).sqlite"
      ])
  }

  @Test func anEmptyFileOrANewPathBecomesAJournal() throws {
    #expect(FileManager.default.createFile(atPath: folder + "/empty.sqlite", contents: Data()))
    try expectEqual(Journal(path: folder + "/empty.sqlite").schemaVersion, Schema.currentVersion)
    try expectEqual(Journal(path: folder + "/new.sqlite").schemaVersion, Schema.currentVersion)
    // And opens again as a journal.
    try expectEqual(Journal(path: folder + "/new.sqlite").schemaVersion, Schema.currentVersion)
  }

  @Test func aFIFOOrAFolderIsNotAJournalAndNothingIsCreated() throws {
    let fifo = folder + "/pipe"
    expectEqual(mkfifo(fifo, 0o600), 0)
    #expect(throws: JournalError(.invalid, .journalNotRegular, fifo)) { try Journal(path: fifo) }
    #expect(throws: JournalError(.invalid, .journalNotRegular, folder)) {
      try Journal(path: folder)
    }
    #expect(throws: JournalError(.invalid, .journalNotRegular, "/dev/null")) {
      try Journal(path: "/dev/null")
    }
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["pipe"])
  }
}

/// Issue #12: after a failed COMMIT (a full disk, a deferred constraint) the connection must
/// be able to begin again; it used to go on with `SAVEPOINT sp-1` (a syntax error) for ever.
@Suite struct FailedCommitTests {
  @Test func aFailedCommitLeavesTheConnectionUsable() throws {
    let db = try Database(path: ":memory:")
    try db.execute("PRAGMA foreign_keys = ON")
    try db.execute("CREATE TABLE parent(id INTEGER PRIMARY KEY)")
    try db.execute(
      "CREATE TABLE child(parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)")
    // The row is fine until COMMIT checks the deferred key, so COMMIT itself fails.
    #expect(throws: JournalError.self) {
      try db.transaction { try db.run("INSERT INTO child(parent_id) VALUES (7)") }
    }
    try db.transaction {
      try db.run("INSERT INTO parent(id) VALUES (1)")
      try db.transaction { try db.run("INSERT INTO child(parent_id) VALUES (1)") }
    }
    try expectEqual(db.scalar("SELECT count(*) FROM child"), 1)
    try expectEqual(db.scalar("SELECT count(*) FROM parent"), 1)
  }
}

@Suite struct UnsavedTextTests {
  @Test func unsavedTextIsKeptInAPrivateFileBesideTheJournal() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-unsaved-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = try Journal(path: folder + "/journal.sqlite")
    let day = try #require(Day(iso: "2026-11-29"))
    let entry = Entry(day: day, title: "제목 🌱", body: "본문")
    let first = try journal.keepUnsavedText(entry, at: 1_795_953_600)
    let second = try journal.keepUnsavedText(entry, at: 1_795_953_600)
    expectEqual(first, folder + "/daybook-unsaved-2026-11-29-1795953600.txt")
    expectEqual(second, folder + "/daybook-unsaved-2026-11-29-1795953600-1.txt")
    try expectEqual(String(contentsOfFile: first, encoding: .utf8), "제목 🌱\n본문\n")
    var info = stat()
    #expect(stat(first, &info) == 0 && info.st_mode & 0o777 == 0o600)
  }
}
