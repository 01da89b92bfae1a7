import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Every way a stored file goes takes its thumbnails (`thumbnails/<stored>.<c>x<r>.<d>.cells`)
/// with it, and nothing else in `thumbnails/`: each test walks the folder afterwards.
@Suite struct ThumbnailCleanupTests {
  let folder: String
  let now: Timestamp = 1_795_953_600

  init() {
    var template = Array("/tmp/daybook-thumbs-test-XXXXXX".utf8CString)
    folder = template.withUnsafeMutableBufferPointer {
      $0.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } ?? "/tmp"
    }
  }

  func write(_ text: String, to path: String) {
    let file = fopen(path, "w")
    _ = text.withCString { fputs($0, file) }
    fclose(file)
  }

  /// The names in a folder, sorted; the folder walked as it is on disk.
  func names(in path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  func removeTree(_ path: String) {
    for name in names(in: path) {
      let child = path + "/" + name
      var info = stat()
      if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
        removeTree(child)
      } else {
        unlink(child)
      }
    }
    rmdir(path)
  }

  /// Thumbnails for `stored` as the cache writes them: two sizes, and a temporary left by
  /// a crash between write and rename.
  func thumbnails(of stored: String, in journal: Journal) -> [String] {
    mkdir(journal.thumbnailsFolder, 0o700)
    let made = [
      Journal.thumbnailName(of: stored, columns: 12, rows: 5, depth: 256),
      Journal.thumbnailName(of: stored, columns: 20, rows: 8, depth: 16_777_216),
      Journal.thumbnailName(of: stored, columns: 20, rows: 8, depth: 256) + ".tmp12345",
    ]
    for name in made { write("cells", to: journal.thumbnailsFolder + "/" + name) }
    return made
  }

  /// Files in `thumbnails/` that are not Daybook's thumbnails of `stored` (similar names
  /// included): they must all stay.
  func strangers(of stored: String, in journal: Journal) -> [String] {
    let names = [
      "notes.txt", stored + ".cells", stored + ".12x5.cells", stored + ".axb.256.cells",
      stored + ".12x5.256.cells.bak", stored + ".12x5.256.cells.tmp", stored + "x.12x5.256.cells",
      "other-" + stored + ".12x5.256.cells",
    ]
    for name in names { write("keep", to: journal.thumbnailsFolder + "/" + name) }
    return names
  }

  @Test func theNamingRuleAcceptsOnlyDaybooksOwnNames() {
    let stored = "1795953600-ab12.jpg"
    #expect(Journal.isThumbnail(stored + ".12x5.256.cells", of: stored))
    #expect(Journal.isThumbnail(stored + ".12x5.256.cells.tmp4000000000", of: stored))
    for name in [
      stored, stored + ".cells", stored + ".12x5.cells", stored + ".12x.256.cells",
      stored + ".12x5.256.cells.tmp", stored + ".12x5.256.cells.tmpx", stored + ".12x5.256.png",
      stored + ".12x5x3.256.cells", "a" + stored + ".12x5.256.cells",
    ] {
      #expect(!Journal.isThumbnail(name, of: stored), "\(name)")
    }
    #expect(!Journal.isThumbnail("...12x5.256.cells", of: ".."))
    #expect(!Journal.isThumbnail("a/b.12x5.256.cells", of: "a/b"))
  }

  @Test func removingAnAttachmentRemovesItsThumbnailsOnly() throws {
    defer { removeTree(folder) }
    let journal = try Journal(path: folder + "/j.sqlite")
    let entryDay = day("2026-11-29")
    _ = try journal.saveEntry(Entry(day: entryDay, title: "꽃 🌸"), at: now)
    write("jpeg", to: folder + "/꽃.jpg")
    write("png", to: folder + "/잎.png")
    let flower = try journal.attach(file: folder + "/꽃.jpg", toEntryOn: entryDay, at: now)
    let leaf = try journal.attach(file: folder + "/잎.png", toEntryOn: entryDay, at: now)
    _ = thumbnails(of: flower.fileName, in: journal)
    let kept =
      thumbnails(of: leaf.fileName, in: journal) + strangers(of: flower.fileName, in: journal)
    try journal.removeAttachment(id: flower.id)
    expectEqual(names(in: journal.thumbnailsFolder), kept.sorted())
    expectEqual(names(in: journal.attachmentsFolder), [leaf.fileName])
  }

  @Test func deletingAnEntryRemovesTheThumbnailsOfItsFiles() throws {
    defer { removeTree(folder) }
    let journal = try Journal(path: folder + "/j.sqlite")
    let entryDay = day("2026-11-29")
    let otherDay = day("2026-11-30")
    _ = try journal.saveEntry(Entry(day: entryDay, title: "산책"), at: now)
    _ = try journal.saveEntry(Entry(day: otherDay, title: "散歩"), at: now)
    write("jpeg", to: folder + "/a.jpg")
    write("png", to: folder + "/b.png")
    let first = try journal.attach(file: folder + "/a.jpg", toEntryOn: entryDay, at: now)
    let second = try journal.attach(file: folder + "/b.png", toEntryOn: entryDay, at: now)
    let third = try journal.attach(file: folder + "/b.png", toEntryOn: otherDay, at: now)
    _ = thumbnails(of: first.fileName, in: journal) + thumbnails(of: second.fileName, in: journal)
    let kept =
      thumbnails(of: third.fileName, in: journal) + strangers(of: first.fileName, in: journal)
    try expectEqual(
      journal.deleteEntryAndFiles(on: entryDay).sorted(),
      [first.fileName, second.fileName].sorted())
    expectEqual(names(in: journal.thumbnailsFolder), kept.sorted())
    expectEqual(names(in: journal.attachmentsFolder), [third.fileName])
  }

  @Test func aReplacedPlantPhotoAndACleanedOrphanTakeTheirThumbnails() throws {
    defer { removeTree(folder) }
    let journal = try Journal(path: folder + "/j.sqlite")
    let plant = try journal.addPlant(Plant(name: "몬스테라"), at: now)
    write("first", to: folder + "/잎.png")
    write("second", to: folder + "/leaf.jpg")
    let first = try journal.setPlantPhoto(plantID: plant.id, file: folder + "/잎.png", at: now)
    _ = thumbnails(of: first.fileName, in: journal)
    let second = try journal.setPlantPhoto(plantID: plant.id, file: folder + "/leaf.jpg", at: now)
    let secondThumbnails = thumbnails(of: second.fileName, in: journal)
    expectEqual(names(in: journal.thumbnailsFolder), secondThumbnails.sorted())
    // The plant goes; its photo is an orphan that `check --clean` removes, thumbnails too.
    _ = try journal.removePlant(id: plant.id)
    let kept = strangers(of: second.fileName, in: journal)
    try expectEqual(journal.removeOrphans(now: .max), [second.fileName])
    expectEqual(names(in: journal.thumbnailsFolder), kept.sorted())
    expectEqual(names(in: journal.attachmentsFolder), [])
  }

  /// A `thumbnails` that is a symlink to someone else's folder is never cleaned through.
  @Test func aSymlinkedThumbnailsFolderIsLeftAlone() throws {
    defer { removeTree(folder) }
    let journal = try Journal(path: folder + "/j.sqlite")
    let elsewhere = folder + "/elsewhere"
    mkdir(elsewhere, 0o700)
    symlink(elsewhere, journal.thumbnailsFolder)
    let name = Journal.thumbnailName(of: "1795953600-ab.jpg", columns: 12, rows: 5, depth: 256)
    write("not ours", to: elsewhere + "/" + name)
    journal.removeThumbnails(of: ["1795953600-ab.jpg"])
    expectEqual(names(in: elsewhere), [name])
  }
}
