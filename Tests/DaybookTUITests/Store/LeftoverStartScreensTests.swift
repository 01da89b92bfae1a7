import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct LeftoverStartScreensTests {
  /// What an earlier Daybook wrote: the facts, a blank line, then a canvas archive.
  static let kept =
    "daybook start screen 1\njournal /home/u/journal.sqlite\ntoday 2026-11-29\n\n"
    + "DBKCANVAS1 오늘은 몬스테라에 물을 줬다"

  private func names(in folder: String) -> Set<String> {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: Set<String> = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.insert(name) }
    }
    return names
  }

  private func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  @Test func removesExactlyItsOwnFilesAndLeavesForeignOnes() throws {
    let root = try temporaryFolder()
    defer { removeTree(root) }
    let folder = root + "/daybook"
    makeFolder(folder)
    try writeFile(folder + "/screen-0123456789abcdef", Self.kept)
    try writeFile(folder + "/screen-fedcba9876543210.4242.tmp", Self.kept)
    // Its name but not its header, its header but not its name, and other people's files.
    try writeFile(folder + "/screen-0000000000000000", "a note of my own")
    try writeFile(folder + "/screen-0123456789ABCDEF", Self.kept)
    try writeFile(folder + "/screen-0123456789abcdef.bak", Self.kept)
    try writeFile(folder + "/screen-0123456789abcdef.x.tmp", Self.kept)
    try writeFile(folder + "/notes.txt", Self.kept)
    // A link with the right name to a file with the right header is not followed.
    try writeFile(root + "/target", Self.kept)
    symlink(root + "/target", folder + "/screen-1111111111111111")
    // A folder with the right name is not a file.
    makeFolder(folder + "/screen-2222222222222222")

    let removed = LeftoverStartScreens.remove(environment: ["XDG_CACHE_HOME": root])

    expectEqual(Set(removed), ["screen-0123456789abcdef", "screen-fedcba9876543210.4242.tmp"])
    expectEqual(
      names(in: folder),
      [
        "screen-0000000000000000", "screen-0123456789ABCDEF", "screen-0123456789abcdef.bak",
        "screen-0123456789abcdef.x.tmp", "notes.txt", "screen-1111111111111111",
        "screen-2222222222222222",
      ])
    #expect(exists(root + "/target"))
  }

  @Test func removesTheFolderWhenItIsThenEmpty() throws {
    let root = try temporaryFolder()
    defer { removeTree(root) }
    makeFolder(root + "/.cache")
    let folder = root + "/.cache/daybook"
    makeFolder(folder)
    try writeFile(folder + "/screen-0123456789abcdef", Self.kept)
    // No XDG_CACHE_HOME (or a relative one): ~/.cache.
    let removed = LeftoverStartScreens.remove(environment: ["HOME": root, "XDG_CACHE_HOME": "rel"])
    expectEqual(removed, ["screen-0123456789abcdef"])
    #expect(!exists(folder))
    #expect(exists(root + "/.cache"))
  }

  @Test func leavesAnEmptyFolderItFoundNothingInAndNeverFollowsAFolderLink() throws {
    let root = try temporaryFolder()
    defer { removeTree(root) }
    makeFolder(root + "/empty")
    makeFolder(root + "/empty/daybook")
    expectEqual(LeftoverStartScreens.remove(environment: ["XDG_CACHE_HOME": root + "/empty"]), [])
    #expect(exists(root + "/empty/daybook"))

    makeFolder(root + "/elsewhere")
    try writeFile(root + "/elsewhere/screen-0123456789abcdef", Self.kept)
    makeFolder(root + "/linked")
    symlink(root + "/elsewhere", root + "/linked/daybook")
    expectEqual(LeftoverStartScreens.remove(environment: ["XDG_CACHE_HOME": root + "/linked"]), [])
    #expect(exists(root + "/elsewhere/screen-0123456789abcdef"))
  }

  @Test func doesNothingWithoutACacheFolder() {
    expectEqual(LeftoverStartScreens.remove(environment: [:]), [])
    expectEqual(LeftoverStartScreens.remove(environment: ["HOME": "/nonexistent"]), [])
  }

  @Test func theRunLoopRemovesThemAfterTheFirstFrame() throws {
    let root = try temporaryFolder()
    defer { removeTree(root) }
    makeFolder(root + "/daybook")
    try writeFile(root + "/daybook/screen-0123456789abcdef", Self.kept)
    try writeFile(root + "/daybook/mine.txt", "x")
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(onboarded: true))
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    terminal.type("q")
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent", "XDG_CACHE_HOME": root],
      executablePath: "/nonexistent/daybook", idleTurnLimit: nil)
    expectEqual(names(in: root + "/daybook"), ["mine.txt"])
  }
}
