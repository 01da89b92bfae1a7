import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// A remote's tree made hostile by hand: a second clone (plain git, its own name) builds the
/// tree object by object (links, `..`, absolute names, submodules, file/folder swaps) and
/// pushes it to a real bare remote; the journal's `sync` must refuse each such file with one
/// line, write nothing outside its folder, take the rest, and sync the next good commit.
@Suite(.serialized) struct SyncHostileTreeTests {
  /// One file of a tree as the second clone builds it: its names one by one.
  struct TreeFile {
    var mode: String
    var names: [[UInt8]]
    var object: String

    init(mode: String = "100644", names: [[UInt8]], object: String) {
      self.mode = mode
      self.names = names
      self.object = object
    }

    init(mode: String = "100644", _ path: String, object: String) {
      self.init(
        mode: mode, names: path.split(separator: "/").map { Array($0.utf8) }, object: object)
    }

    var path: [UInt8] { Array(names.joined(separator: [UInt8(ascii: "/")])) }
  }

  final class World {
    let root: String
    let remote: String
    let other: String
    let victim: String
    let journal: Journal
    var clock: Timestamp = noon("2026-12-01")
    static let victimText = "the user's own file, outside the journal\n"

    init() throws {
      var template = Array("/tmp/daybook-hostile-tree-XXXXXX".utf8CString)
      root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
      remote = root + "/remote.git"
      other = root + "/other"
      victim = root + "/victim"
      mkdir(victim, 0o700)
      try World.writeFile(victim + "/2027-01-05.md", World.victimText)
      try Git(folder: root).checked(["init", "-q", "--bare", "-b", "main", remote])
      mkdir(root + "/laptop", 0o700)
      journal = try Journal(path: root + "/laptop/journal.sqlite")
      try write("2026-11-01", "First day\n첫날")
      try engine().setUp(remote: remote, now: tick())
      try Git(folder: root).checked(["clone", "-q", remote, other])
      for (key, value) in [
        ("user.email", "other@example.com"), ("user.name", "Other machine"),
        ("commit.gpgsign", "false"),
      ] {
        try otherGit(["config", key, value])
      }
    }

    deinit {
      _ = try? Git.spawn(["rm", "-rf", root], input: [], environment: [:], interactive: false)
    }

    func engine() -> SyncEngine { SyncEngine(journal: journal) }

    @discardableResult
    func sync() throws -> SyncReport { try engine().sync(now: tick()) }

    func tick() -> Timestamp {
      clock += 60
      return clock
    }

    func write(_ day: String, _ text: String) throws {
      let base = try journal.entry(on: DaybookCoreTests.day(day))?.text
      let entry =
        (try journal.entry(on: DaybookCoreTests.day(day))
        ?? Entry(day: DaybookCoreTests.day(day))).withText(text)
      _ = try journal.saveEntry(entry, over: base, at: tick())
    }

    func text(_ day: String) throws -> String? {
      try journal.entry(on: DaybookCoreTests.day(day))?.text
    }

    @discardableResult
    func otherGit(_ arguments: [String], input: [UInt8] = []) throws -> Git.Output {
      try Git(folder: other).checked(arguments, input: input)
    }

    static func writeFile(_ path: String, _ text: String) throws {
      let descriptor = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
      #expect(descriptor >= 0)
      _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }

    /// The remote's newest commit and its files, as the second clone fetches them.
    func tip() throws -> (commit: String, files: [TreeFile]) {
      try otherGit(["fetch", "-q", "origin"])
      let commit = try otherGit(["rev-parse", "origin/main"]).line
      var files: [TreeFile] = []
      for line in try otherGit(["ls-tree", "-r", "-z", "--full-tree", commit]).stdout
        .split(separator: 0)
      {
        let tab = line.firstIndex(of: 9)!
        let header = String(decoding: line[..<tab], as: UTF8.self).split(separator: " ")
        files.append(
          TreeFile(
            mode: String(header[0]),
            names: line[(tab + 1)...].split(separator: UInt8(ascii: "/")).map(Array.init),
            object: String(header[2])))
      }
      return (commit, files)
    }

    func blob(_ text: String) throws -> String {
      try otherGit(["hash-object", "-w", "--stdin"], input: Array(text.utf8)).line
    }

    /// A valid entry file for `day` (as Daybook writes it), made by a journal of its own.
    func entryFile(_ day: String, _ text: String) throws -> TreeFile {
      let scratch = try Journal.inMemory()
      let entry = Entry(day: DaybookCoreTests.day(day)).withText(text)
      _ = try scratch.saveEntry(entry, over: nil, at: 1)
      let record = try #require(try scratch.mirrorRecord(.entry, ref: day))
      return TreeFile(MirrorPath.path(.entry, ref: day), object: try blob(record.fileText))
    }

    /// Writes the tree object by object (`--literally`: git's own checks of names are the
    /// very thing a hostile remote skips).
    func makeTree(_ files: [TreeFile]) throws -> String {
      var leaves: [(name: [UInt8], mode: String, object: String)] = []
      var folders: [[UInt8]: [TreeFile]] = [:]
      var order: [[UInt8]] = []
      for file in files {
        if file.names.count == 1 {
          leaves.append((file.names[0], file.mode, file.object))
        } else {
          if folders[file.names[0]] == nil { order.append(file.names[0]) }
          var rest = file
          rest.names.removeFirst()
          folders[file.names[0], default: []].append(rest)
        }
      }
      for name in order {
        leaves.append((name, "40000", try makeTree(folders[name]!)))
      }
      // git's order: a folder sorts as if its name ended in "/".
      leaves.sort {
        ($0.name + ($0.mode == "40000" ? [47] : [])).lexicographicallyPrecedes(
          $1.name + ($1.mode == "40000" ? [47] : []))
      }
      var bytes: [UInt8] = []
      for leaf in leaves {
        bytes += Array(leaf.mode.utf8) + [32] + leaf.name + [0] + World.raw(leaf.object)
      }
      return try otherGit(
        ["hash-object", "-t", "tree", "-w", "--literally", "--stdin"], input: bytes
      ).line
    }

    static func raw(_ hex: String) -> [UInt8] {
      var bytes: [UInt8] = []
      var index = hex.startIndex
      while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        bytes.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
      }
      return bytes
    }

    /// Commits `files` as the remote's next commit and pushes it; returns the commit.
    @discardableResult
    func push(_ files: [TreeFile], _ message: String) throws -> String {
      let parent = try tip().commit
      let tree = try makeTree(files)
      let commit = try otherGit(["commit-tree", tree, "-p", parent, "-m", message]).line
      try otherGit(["push", "-q", "origin", commit + ":refs/heads/main"])
      return commit
    }

    /// Every name in a folder, sorted.
    static func listing(_ folder: String) -> [String] {
      guard let directory = opendir(folder) else { return [] }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
      }
      return names.sorted()
    }

    /// Nothing outside the journal's folder changed: the victim's file keeps its text, and no
    /// new name appeared beside the journal's folder or in the victim's.
    func expectNothingOutside(_ comment: Comment? = nil) {
      expectEqual(World.listing(root), ["laptop", "other", "remote.git", "victim"], comment)
      expectEqual(World.listing(victim), ["2027-01-05.md"], comment)
      expectEqual(readText(victim + "/2027-01-05.md"), World.victimText, comment)
      #expect(
        World.listing(root + "/laptop").allSatisfy { $0.hasPrefix("journal.sqlite") }, comment)
    }

    /// Paths of the mirror's work tree that are links (there must be none).
    func linksInMirror() -> [String] {
      var links: [String] = []
      func walk(_ folder: String, _ prefix: String) {
        for name in World.listing(folder) where name != ".git" {
          var info = stat()
          guard lstat(folder + "/" + name, &info) == 0 else { continue }
          if (info.st_mode & S_IFMT) == S_IFLNK { links.append(prefix + name) }
          if (info.st_mode & S_IFMT) == S_IFDIR { walk(folder + "/" + name, prefix + name + "/") }
        }
      }
      walk(engine().folder, "")
      return links
    }
  }

  static let gitInstalled: Bool = {
    let found =
      (try? Git.spawn(["git", "--version"], input: [], environment: [:], interactive: false))?
      .status == 0
    if !found { print("SyncHostileTreeTests: skipped, git is not installed") }
    return found
  }()

  static func short(_ commit: String) -> String { String(commit.prefix(7)) }

  @Test(.enabled(if: gitInstalled)) func aLinkToAFolderOutsideIsRefusedAndTheRestComesIn()
    throws
  {
    let world = try World()
    var files = try world.tip().files
    files.append(
      TreeFile(mode: "120000", "entries/2027", object: try world.blob("../../../victim")))
    files.append(try world.entryFile("2026-11-21", "Came with the link\n링크와 함께"))
    let hostile = try world.push(files, "a link out")
    let report = try world.sync()
    expectEqual(
      report.notices,
      [
        .treeEntryRefused(commit: Self.short(hostile), path: "entries/2027", reason: .symlink)
      ])
    expectEqual(
      report.notices.map { $0.message(.en) },
      [
        "remote commit \(Self.short(hostile)): skipped entries/2027 (a symbolic link); "
          + "the rest was synced"
      ])
    try expectEqual(world.text("2026-11-21"), "Came with the link\n링크와 함께")
    expectEqual(world.linksInMirror(), [])
    // A day of 2027 written here goes into the mirror's own folder, not through the link.
    try world.write("2027-01-05", "Mine, in 2027")
    try expectEqual(world.sync().notices, [])
    world.expectNothingOutside()
    let mirror = world.engine().folder
    #expect(readText(mirror + "/entries/2027/2027-01-05.md").contains("Mine, in 2027"))
    // The next good commit syncs, and the link never reaches the remote's next tree.
    var next = try world.tip().files
    #expect(!next.contains { $0.path == Array("entries/2027".utf8) })
    next.append(try world.entryFile("2026-11-22", "The next good commit"))
    try world.push(next, "good")
    let good = try world.sync()
    #expect(good.notices == [] && good.received == 1)
    try expectEqual(world.text("2026-11-22"), "The next good commit")
    world.expectNothingOutside()
  }

  /// A hostile file the second clone adds, what the refusal prints, and why.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var file: @Sendable (World) throws -> TreeFile
    var printed: String
    var reason: MirrorTreeRefusal
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "dot-dot", file: { TreeFile(names: [[46, 46]], object: try $0.blob("x")) },
      printed: "..", reason: .dotName),
    Case(
      name: "dot", file: { TreeFile(names: [[46]], object: try $0.blob("x")) },
      printed: ".", reason: .dotName),
    Case(
      name: "dot-dot inside",
      file: {
        TreeFile(
          names: [
            Array("entries".utf8), [46, 46], [46, 46], [46, 46], Array("victim".utf8),
            Array("2027-01-05.md".utf8),
          ], object: try $0.blob("overwritten"))
      },
      printed: "entries/../../../victim/2027-01-05.md", reason: .dotName),
    Case(
      name: "absolute",
      file: {
        TreeFile(names: [Array(($0.victim + "/2027-01-05.md").utf8)], object: try $0.blob("o"))
      },
      printed: "<victim>/2027-01-05.md", reason: .emptyName),
    Case(
      name: "newline", file: { TreeFile("notes/a\nb.md", object: try $0.blob("x")) },
      printed: "notes/a\\u{a}b.md", reason: .controlCharacter),
    Case(
      name: "escape", file: { TreeFile("notes/\u{1b}[2J.md", object: try $0.blob("x")) },
      printed: "notes/\\u{1b}[2J.md", reason: .controlCharacter),
    Case(
      name: "submodule",
      file: { TreeFile(mode: "160000", "notes/sub", object: try $0.tip().commit) },
      printed: "notes/sub", reason: .submodule),
    Case(
      name: "dot-git",
      file: { TreeFile(".git/hooks/post-checkout", object: try $0.blob("#!/bin/sh\n")) },
      printed: ".git/hooks/post-checkout", reason: .hiddenName),
    Case(
      name: "file for a folder", file: { TreeFile("entries/2028", object: try $0.blob("x")) },
      printed: "entries/2028", reason: .fileWhereFolderShouldBe),
    Case(
      name: "folder for a file",
      file: {
        TreeFile(
          "todos/0f8e7a0c-1b2d-4c3e-8f00-0123456789ab.txt/x", object: try $0.blob("x"))
      },
      printed: "todos/0f8e7a0c-1b2d-4c3e-8f00-0123456789ab.txt/x",
      reason: .folderWhereFileShouldBe),
    Case(
      name: "case", file: { TreeFile("Readme.md", object: try $0.blob("x")) },
      printed: "Readme.md", reason: .sameNameAsAnother),
  ]

  @Test(.enabled(if: gitInstalled), arguments: cases)
  func eachHostileFileIsRefusedOnOneLine(_ hostileCase: Case) throws {
    let world = try World()
    var files = try world.tip().files
    files.append(try hostileCase.file(world))
    files.append(try world.entryFile("2026-11-21", "Came with it"))
    let hostile = try world.push(files, hostileCase.name)
    let report = try world.sync()
    let printed =
      hostileCase.printed.hasPrefix("<victim>")
      ? world.victim + hostileCase.printed.dropFirst("<victim>".count) : hostileCase.printed
    expectEqual(
      report.notices,
      [
        .treeEntryRefused(commit: Self.short(hostile), path: printed, reason: hostileCase.reason)
      ], "\(hostileCase)")
    #expect(report.notices.allSatisfy { !$0.message(.en).contains("\n") })
    try expectEqual(world.text("2026-11-21"), "Came with it")
    world.expectNothingOutside("\(hostileCase)")
    expectEqual(world.linksInMirror(), [])
    // The next good commit (made on this machine's merge, which left the file out) syncs
    // without a word.
    var next = try world.tip().files
    next.append(try world.entryFile("2026-11-22", "Next"))
    try world.push(next, "good")
    let good = try world.sync()
    #expect(good.notices == [] && good.received == 1, "\(hostileCase)")
    try expectEqual(world.text("2026-11-22"), "Next")
    world.expectNothingOutside("\(hostileCase)")
  }

  @Test(.enabled(if: gitInstalled)) func aFolderReplacedByAFileLeavesTheFolderHere() throws {
    let world = try World()
    // The remote turns entries/2026 into a file while this machine writes a day of 2026.
    var files = try world.tip().files.filter {
      !$0.path.starts(with: Array("entries/2026/".utf8))
    }
    files.append(TreeFile("entries/2026", object: try world.blob("not a folder")))
    files.append(TreeFile("notes/b", object: try world.blob("fine")))
    let hostile = try world.push(files, "folder to file")
    try world.write("2026-11-03", "Written here meanwhile")
    let report = try world.sync()
    expectEqual(
      report.notices,
      [
        .treeEntryRefused(
          commit: Self.short(hostile), path: "entries/2026", reason: .fileWhereFolderShouldBe)
      ])
    try expectEqual(world.text("2026-11-03"), "Written here meanwhile")
    let mirror = world.engine().folder
    expectEqual(readText(mirror + "/notes/b"), "fine")
    #expect(readText(mirror + "/entries/2026/2026-11-03.md").contains("Written here meanwhile"))
    var next = try world.tip().files
    #expect(next.contains { $0.path == Array("entries/2026/2026-11-03.md".utf8) })
    next.append(try world.entryFile("2026-11-22", "Next"))
    try world.push(next, "good")
    try expectEqual(world.sync().received, 1)
    try expectEqual(world.text("2026-11-22"), "Next")
  }

  @Test(.enabled(if: gitInstalled)) func aLinkLeftInTheMirrorIsNeverFollowed() throws {
    // A mirror an older Daybook checked a link out into.
    let world = try World()
    let mirror = world.engine().folder
    expectEqual(symlink("../../../victim", mirror + "/entries/2027"), 0)
    try world.write("2027-01-05", "Mine, in 2027")
    try world.sync()
    world.expectNothingOutside()
    var info = stat()
    #expect(lstat(mirror + "/entries/2027", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
    #expect(readText(mirror + "/entries/2027/2027-01-05.md").contains("Mine, in 2027"))
    #expect(
      try world.tip().files.contains { $0.path == Array("entries/2027/2027-01-05.md".utf8) })
  }

  @Test(.enabled(if: gitInstalled)) func theMirrorIsPrivateAndMakesNoLinks() throws {
    let world = try World()
    let mirror = world.engine().folder
    try expectEqual(Git(folder: mirror).checked(["config", "core.symlinks"]).line, "false")
    var info = stat()
    for path in [mirror, mirror + "/entries", mirror + "/entries/2026/2026-11-01.md"] {
      #expect(stat(path, &info) == 0 && info.st_mode & 0o077 == 0, "\(path)")
    }
  }

  @Test(.enabled(if: gitInstalled)) func aTreeNamingBillionsOfFilesStopsTheListing() throws {
    let world = try World()
    // 16 names, each the same folder, nine deep: 16^9 files in ten small objects.
    var tree = try world.makeTree([TreeFile("f", object: try world.blob("x"))])
    for _ in 0..<9 {
      tree = try world.makeTree((0..<16).map { TreeFile(mode: "40000", "d\($0)", object: tree) })
    }
    var lister = Git(folder: world.other)
    lister.outputLimit = 1 << 20
    #expect(throws: Git.OutputTooLarge.self) {
      try lister.run(["ls-tree", "-r", "-z", "--full-tree", tree])
    }
    let message = #expect(throws: SyncError.self) {
      try world.engine().readingRemote(tree) { try lister.run(["ls-tree", "-r", tree]) }
    }
    expectEqual(
      message?.message(.en),
      "git ls-tree failed: remote commit \(Self.short(tree)): its tree names more files "
        + "than Daybook reads (over 256 MiB of names)")
  }

  // MARK: Random hostile trees through git

  static let randomNames: [[UInt8]] = [
    [46, 46], [46], Array(".git".utf8), Array("entries".utf8), Array("2026".utf8),
    Array("2027".utf8), Array("README.md".utf8), Array("Readme.md".utf8), Array("todos".utf8),
    Array("notes".utf8), Array("a".utf8), Array("-rf".utf8), [0x61, 0x0a, 0x62], [0x1b],
    [0xff], Array("한글".utf8), Array("/tmp".utf8),
  ]

  @Test(.enabled(if: gitInstalled)) func randomHostileTreesWriteNothingOutside() throws {
    // DAYBOOK_FUZZ_SEED=N runs one seed again.
    let seed =
      getenv("DAYBOOK_FUZZ_SEED").flatMap { UInt64(String(cString: $0)) }
      ?? UInt64.random(in: 0...UInt64.max)
    print("SyncHostileTreeTests.randomHostileTreesWriteNothingOutside seed: \(seed)")
    var random = SplitMix64(seed: seed)
    let world = try World()
    let modes = ["100644", "100644", "100755", "120000", "160000"]
    for round in 0..<4 {
      var files = try world.tip().files
      let link = try world.blob("../../../victim")
      let text = try world.blob("x")
      let commit = try world.tip().commit
      var taken = Set(files.map(\.path))
      for _ in 0..<random.int(in: 1...6) {
        var names: [[UInt8]] = []
        for _ in 0..<random.int(in: 1...4) {
          names.append(SyncHostileTreeTests.randomNames[random.int(in: 0...16)])
        }
        let mode = modes[random.int(in: 0...4)]
        let file = TreeFile(
          mode: mode, names: names,
          object: mode == "120000" ? link : mode == "160000" ? commit : text)
        // One name, one entry: a tree git itself cannot list is another test's matter.
        let prefixes = (1..<names.count).map { Array(names[..<$0].joined(separator: [47])) }
        guard taken.insert(file.path).inserted,
          !prefixes.contains(where: taken.contains),
          !taken.contains(where: { $0.starts(with: file.path + [47]) })
        else { continue }
        files.append(file)
      }
      let day = "2026-11-\(10 + round)"
      files.append(try world.entryFile(day, "Round \(round)"))
      try world.push(files, "random \(round)")
      let report = try world.sync()
      try expectEqual(world.text(day), "Round \(round)", "seed \(seed) round \(round)")
      #expect(report.notices.allSatisfy { !$0.message(.en).contains("\n") }, "seed \(seed)")
      world.expectNothingOutside("seed \(seed) round \(round)")
      expectEqual(world.linksInMirror(), [], "seed \(seed) round \(round)")
    }
  }
}
