import Expectations
import Foundation
import Testing

@testable import DaybookCore

@Suite struct AttachmentTests {
  let now: Timestamp = 1_795_000_000
  let day = Day(year: 2026, month: 11, day: 18)!

  final class Folder {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("daybook-attach-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String, _ text: String) throws -> String {
      let file = path + "/" + name
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      return file
    }
  }

  func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int) ?? -1
  }

  @Test func copiesTheFilePrivatelyAndKeepsOnlyNames() throws {
    let folder = try Folder()
    let journal = try Journal(path: folder.path + "/db/journal.sqlite")
    try journal.saveEntry(Entry(day: day, body: "사진"), at: now)
    let source = try folder.file("꽃 사진.JPG", "pixels")
    let attachment = try journal.attach(file: source, toEntryOn: day, at: now)
    expectEqual(attachment.originalName, "꽃 사진.JPG")
    #expect(attachment.fileName.hasPrefix("\(now)-"))
    #expect(attachment.fileName.hasSuffix(".jpg"))
    #expect(!attachment.fileName.contains("/"))
    let copy = journal.path(of: attachment)
    try expectEqual(String(contentsOfFile: copy, encoding: .utf8), "pixels")
    try expectEqual(mode(copy), 0o600)
    try expectEqual(mode(journal.attachmentsFolder), 0o700)
    try expectEqual(journal.attachments(on: day), [attachment])
    // The source is untouched.
    try expectEqual(String(contentsOfFile: source, encoding: .utf8), "pixels")
  }

  @Test func refusesWithoutAnEntryOrAFile() throws {
    let folder = try Folder()
    let journal = try Journal(path: folder.path + "/journal.sqlite")
    let source = try folder.file("a.txt", "x")
    #expect(throws: JournalError.self) { try journal.attach(file: source, toEntryOn: day, at: now) }
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    #expect(throws: JournalError.self) {
      try journal.attach(file: folder.path + "/missing", toEntryOn: day, at: now)
    }
    #expect(throws: JournalError.self) {
      try journal.attach(file: folder.path, toEntryOn: day, at: now)
    }
    #expect(Journal.fileNames(in: journal.attachmentsFolder).isEmpty)
  }

  @Test func removingAndDeletingTheEntryDeleteTheFiles() throws {
    let folder = try Folder()
    let journal = try Journal(path: folder.path + "/journal.sqlite")
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    let first = try journal.attach(file: try folder.file("a.txt", "a"), toEntryOn: day, at: now)
    let second = try journal.attach(file: try folder.file("b.txt", "b"), toEntryOn: day, at: now)
    try journal.removeAttachment(id: first.id)
    try expectEqual(journal.attachments(on: day), [second])
    #expect(!FileManager.default.fileExists(atPath: journal.path(of: first)))
    #expect(FileManager.default.fileExists(atPath: journal.path(of: second)))
    try expectEqual(journal.deleteEntryAndFiles(on: day), [second.fileName])
    #expect(!FileManager.default.fileExists(atPath: journal.path(of: second)))
    #expect(try journal.checkAttachments(now: now).isClean)
  }

  @Test func aFileAnotherRowNamesIsKeptWhenItsEntryGoes() throws {
    let folder = try Folder()
    let journal = try Journal(path: folder.path + "/journal.sqlite")
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    let attachment = try journal.attach(
      file: try folder.file("a.txt", "a"), toEntryOn: day, at: now)
    // An import or another machine gave a plant photo the attachment's file name.
    let plant = try journal.addPlant(Plant(name: "Fern", intervalDays: 7), at: now)
    _ = try journal.db.run(
      "INSERT INTO plant_photos(plant_id, file_name, original_name, added_at) VALUES (?, ?, ?, ?)",
      [plant.id, attachment.fileName, "a.txt", now])
    try expectEqual(journal.deleteEntryAndFiles(on: day), [attachment.fileName])
    #expect(FileManager.default.fileExists(atPath: journal.path(of: attachment)))
  }

  @Test func clearingTheTextKeepsAnEntryWithFiles() throws {
    let folder = try Folder()
    let journal = try Journal(path: folder.path + "/journal.sqlite")
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    let attachment = try journal.attach(
      file: try folder.file("a.txt", "a"), toEntryOn: day, at: now)
    try journal.saveEntry(Entry(day: day, body: ""), at: now + 1)
    #expect(try journal.entry(on: day) != nil)
    try expectEqual(journal.attachments(on: day), [attachment])
  }

  @Test func checkFindsOrphansAndMissingFiles() throws {
    let folder = try Folder()
    let journal = try Journal(path: folder.path + "/journal.sqlite")
    try expectEqual(journal.checkAttachments(now: now), AttachmentCheck())
    try journal.saveEntry(Entry(day: day, body: "x"), at: now)
    let kept = try journal.attach(file: try folder.file("a.txt", "a"), toEntryOn: day, at: now)
    let lost = try journal.attach(file: try folder.file("b.txt", "b"), toEntryOn: day, at: now)
    unlink(journal.path(of: lost))
    try "stray".write(
      toFile: journal.attachmentsFolder + "/stray.bin", atomically: false, encoding: .utf8)
    let orphan = journal.attachmentsFolder + "/1700000000-1a2b.bin"
    try "orphan".write(toFile: orphan, atomically: false, encoding: .utf8)
    let later = Int64(Date().timeIntervalSince1970) + Journal.orphanGraceSeconds
    // Within the grace period a copy without a row may be an attach in progress.
    try expectEqual(journal.checkAttachments(now: later - 60).orphanFiles, [])
    let check = try journal.checkAttachments(now: later)
    expectEqual(check.orphanFiles, ["1700000000-1a2b.bin"])
    expectEqual(check.foreignFiles, ["stray.bin"])
    expectEqual(check.missingFiles, [lost])
    try expectEqual(journal.removeOrphans(now: later), ["1700000000-1a2b.bin"])
    #expect(try journal.checkAttachments(now: later).orphanFiles.isEmpty)
    #expect(FileManager.default.fileExists(atPath: journal.attachmentsFolder + "/stray.bin"))
    #expect(FileManager.default.fileExists(atPath: journal.path(of: kept)))
    // A name with a slash never reaches outside the folder.
    journal.removeStoredFiles(["../journal.sqlite"])
    #expect(FileManager.default.fileExists(atPath: journal.path))
  }
}
