import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// A plant's photo is a private copy in the attachments folder, replaced by the next one and
/// never taken for an orphan (#15).
@Suite struct PlantPhotoTests {
  let scratch = ScratchFolder("daybook-photo-test")
  var folder: String { scratch.path }

  func write(_ text: String, to path: String) {
    let file = fopen(path, "w")
    _ = text.withCString { fputs($0, file) }
    fclose(file)
  }

  /// Removes the test's folder and what is in it (two levels: files and `attachments/`).
  func removeFolder(_ path: String) {
    if let directory = opendir(path) {
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(directory)
      for name in names where unlink(path + "/" + name) != 0 { removeFolder(path + "/" + name) }
    }
    rmdir(path)
  }

  @Test func setReplaceAndCheck() throws {
    defer { removeFolder(folder) }
    let journal = try Journal(path: folder + "/j.sqlite")
    let now: Timestamp = 1_795_953_600
    let plant = try journal.addPlant(Plant(name: "몬스테라"), at: now)
    write("first", to: folder + "/잎.png")
    write("second", to: folder + "/leaf.JPG")
    let first = try journal.setPlantPhoto(plantID: plant.id, file: folder + "/잎.png", at: now)
    expectEqual(first.originalName, "잎.png")
    #expect(first.fileName.hasSuffix(".png"))
    try expectEqual(journal.plantPhoto(plantID: plant.id), first)
    var info = stat()
    expectEqual(stat(journal.attachmentsFolder + "/" + first.fileName, &info), 0)
    expectEqual(info.st_mode & 0o777, 0o600)

    let second = try journal.setPlantPhoto(plantID: plant.id, file: folder + "/leaf.JPG", at: now)
    let later = Timestamp(time(nil)) + 100_000
    #expect(second.fileName.hasSuffix(".jpg"))
    try expectEqual(journal.plantPhotos(), [plant.id: second])
    // The first copy is gone; the second is no orphan, even long after.
    #expect(stat(journal.attachmentsFolder + "/" + first.fileName, &info) != 0)
    #expect(try journal.checkAttachments(now: later).isClean)
    #expect(try journal.removeOrphans(now: later).isEmpty)

    #expect(throws: JournalError.self) {
      try journal.setPlantPhoto(plantID: 999, file: folder + "/leaf.JPG", at: now)
    }
    // Removing the plant removes the row; its copy is then an orphan `check` may clear.
    _ = try journal.removePlant(id: plant.id)
    #expect(try journal.plantPhotos().isEmpty)
    try expectEqual(journal.checkAttachments(now: later).orphanFiles, [second.fileName])
  }
}
