import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// The checks a remote's tree passes before Daybook reads or writes any of it, on their own
/// (no git): each hostile kind of file, and seeded random trees holding the invariant.
@Suite struct MirrorTreeCheckTests {
  func reason(_ path: String, mode: String = "100644") -> MirrorTreeRefusal? {
    MirrorTreeCheck.refusal(mode: mode, path: Array(path.utf8))
  }

  @Test func eachHostileFileHasItsReason() {
    expectEqual(reason("entries/2027", mode: "120000"), .symlink)
    expectEqual(reason("notes/sub", mode: "160000"), .submodule)
    expectEqual(reason("notes/x", mode: "040000"), .notAFile)
    expectEqual(reason("notes/x", mode: "100664"), .notAFile)
    expectEqual(reason(".."), .dotName)
    expectEqual(reason("."), .dotName)
    expectEqual(reason("entries/../../victim"), .dotName)
    expectEqual(reason("/etc/passwd"), .emptyName)
    expectEqual(reason("notes//x"), .emptyName)
    expectEqual(reason("notes/"), .emptyName)
    expectEqual(reason(".git/config"), .hiddenName)
    expectEqual(reason("notes/.GIT/hooks/post-checkout"), .hiddenName)
    expectEqual(reason(".gitmodules"), .hiddenName)
    expectEqual(reason("notes/a\nb"), .controlCharacter)
    expectEqual(reason("notes/\u{1b}[2Jx"), .controlCharacter)
    expectEqual(reason("notes/\u{202e}txt.exe"), .controlCharacter)
    expectEqual(MirrorTreeCheck.refusal(mode: "100644", path: [0x6e, 0xff, 0xfe]), .notUTF8)
    expectEqual(reason("notes/" + String(repeating: "a", count: 256)), .tooLong)
    expectEqual(reason(Array(repeating: "d", count: 11).joined(separator: "/") + "/f"), .tooLong)
    expectEqual(reason("entries/2028"), .fileWhereFolderShouldBe)
    expectEqual(reason("entries"), .fileWhereFolderShouldBe)
    expectEqual(reason("plants"), .fileWhereFolderShouldBe)
    expectEqual(reason("attachments/files"), .fileWhereFolderShouldBe)
    expectEqual(reason("README.md/x"), .folderWhereFileShouldBe)
    expectEqual(reason("entries/2026/2026-11-01.md/x"), .folderWhereFileShouldBe)
    expectEqual(reason("todos/sub/x.txt"), .folderWhereFileShouldBe)
    expectEqual(reason("Entries/2026/2026-11-01.md"), .sameNameAsAnother)
    expectEqual(reason("readme.md"), .sameNameAsAnother)
  }

  @Test func daybooksOwnFilesAndOthersComeIn() {
    for path in [
      "README.md", "daybook-mirror.txt", "entries/2026/2026-11-01.md",
      "todos/0f8e7a0c-1b2d-4c3e-8f00-0123456789ab.txt", "attachments/files/-photo.jpg",
      "attachments/files/a.jpg", "notes/한국어/日本語.md", "-rf", "notes/x.",
    ] {
      expectEqual(reason(path), nil, "\(path)")
    }
    expectEqual(reason("notes/run.sh", mode: "100755"), nil)
  }

  @Test func aTreeSettlesFileAndFolderAndCaseClashes() {
    let outcome = MirrorTreeCheck.check([
      MirrorTreeEntry(mode: "100644", "notes/a"),
      MirrorTreeEntry(mode: "100644", "notes/a/b"),
      MirrorTreeEntry(mode: "100644", "notes/X.md"),
      MirrorTreeEntry(mode: "100644", "notes/x.md"),
      MirrorTreeEntry(mode: "100644", "notes/x.md"),
      MirrorTreeEntry(mode: "120000", "entries/2027"),
    ])
    expectEqual(outcome.accepted.map(\.path), ["notes/a/b", "notes/X.md"])
    expectEqual(
      outcome.refused.map { String(decoding: $0.path, as: UTF8.self) },
      ["entries/2027", "notes/a", "notes/x.md", "notes/x.md"])
    expectEqual(
      outcome.refused.map(\.reason),
      [.symlink, .fileWhereFolderShouldBe, .sameNameAsAnother, .sameNameAsAnother])
  }

  @Test func newFilesMustFitBesideTheKeptOnes() {
    let kept = ["entries/2026/2026-11-01.md", "notes/a", "README.md"]
    let incoming = ["notes/a/b", "entries/2026", "readme.MD", "notes/b", "ENTRIES/x"]
    expectEqual(
      MirrorTreeCheck.settle(kept: kept, incoming: incoming),
      [.folderWhereFileShouldBe, .fileWhereFolderShouldBe, .sameNameAsAnother, nil, nil])
  }

  @Test func aRefusalIsPrintedOnOneLine() {
    expectEqual(MirrorTreeCheck.printable(Array("notes/a\nb\u{1b}".utf8)), "notes/a\\u{a}b\\u{1b}")
    expectEqual(MirrorTreeCheck.printable([0x61, 0xff]), "a\\xff")
    let notice = SyncNotice.treeEntryRefused(
      commit: "1a2b3c4", path: "entries/2027", reason: .symlink)
    expectEqual(
      notice.message(.en),
      "remote commit 1a2b3c4: skipped entries/2027 (a symbolic link); the rest was synced")
    #expect(Localization.problems(in: SyncTreeText.self).isEmpty)
  }

  // MARK: Fuzz

  static let segments: [[UInt8]] = [
    Array("..".utf8), Array(".".utf8), [], Array(".git".utf8), Array("entries".utf8),
    Array("2026".utf8), Array("2026-11-01.md".utf8), Array("README.md".utf8),
    Array("readme.md".utf8),
    Array("todos".utf8), Array("attachments".utf8), Array("files".utf8), Array("notes".utf8),
    Array("a".utf8), Array("A".utf8), Array("-rf".utf8), [0x61, 0x0a, 0x62], [0x1b], [0xff],
    Array("é".utf8), Array("e\u{301}".utf8), Array("x/y".utf8), Array("/".utf8),
    Array(String(repeating: "n", count: 300).utf8), Array("한글".utf8), Array("\u{202e}".utf8),
  ]
  static let modes = ["100644", "100644", "100644", "100755", "120000", "160000", "040000", "644"]

  static func randomTree(_ random: inout SplitMix64) -> [MirrorTreeEntry] {
    (0..<random.int(in: 0...24)).map { _ in
      let depth = random.int(in: 1...(random.int(in: 0...9) == 0 ? 13 : 4))
      var path: [UInt8] = []
      for index in 0..<depth {
        if index > 0 { path.append(UInt8(ascii: "/")) }
        path += segments[random.int(in: 0...(segments.count - 1))]
      }
      return MirrorTreeEntry(mode: modes[random.int(in: 0...(modes.count - 1))], path: path)
    }
  }

  /// Every accepted path is relative, normalized, free of hostile names, of a plain file's
  /// mode, and no accepted file is another accepted file's folder (ignoring case).
  static func holdsTheInvariant(_ tree: [MirrorTreeEntry], _ outcome: MirrorTreeCheck.Outcome)
    -> String?
  {
    var files: Set<String> = []
    var folders: Set<String> = []
    for (path, index) in outcome.accepted {
      let entry = tree[index]
      guard Array(path.utf8) == entry.path else { return "\(path): not its bytes" }
      guard MirrorTreeCheck.isPlainFile(entry.mode) else { return "\(path): mode \(entry.mode)" }
      guard !path.hasPrefix("/"), !path.hasSuffix("/"), !path.contains("//") else {
        return "\(path): not normalized"
      }
      let names = path.split(separator: "/")
      for name in names {
        if name.hasPrefix(".") { return "\(path): dot name" }
        if name.unicodeScalars.contains(where: MirrorTreeCheck.isControl) {
          return "\(path): control character"
        }
        if name.utf8.count > 255 { return "\(path): long name" }
      }
      guard files.insert(path.lowercased()).inserted else { return "\(path): twice" }
      for end in names.indices.dropLast() {
        folders.insert(names[...end].joined(separator: "/").lowercased())
      }
    }
    if let clash = files.first(where: folders.contains) { return "\(clash): file and folder" }
    if outcome.accepted.count + outcome.refused.count != tree.count { return "files lost" }
    return nil
  }

  @Test func randomTreesHoldTheInvariant() {
    // DAYBOOK_FUZZ_SEED=N runs one seed again.
    let seed =
      getenv("DAYBOOK_FUZZ_SEED").flatMap { UInt64(String(cString: $0)) }
      ?? UInt64.random(in: 0...UInt64.max)
    print("MirrorTreeCheckTests.randomTreesHoldTheInvariant seed: \(seed)")
    var random = SplitMix64(seed: seed)
    for round in 0..<5_000 {
      let tree = MirrorTreeCheckTests.randomTree(&random)
      let outcome = MirrorTreeCheck.check(tree)
      if let problem = MirrorTreeCheckTests.holdsTheInvariant(tree, outcome) {
        Issue.record("seed \(seed) round \(round): \(problem)")
        return
      }
    }
  }
}
