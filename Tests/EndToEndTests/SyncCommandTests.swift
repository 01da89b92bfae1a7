import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook sync` run as a user runs it: two journals ("laptop", "desktop") and a local bare
/// repository, the real git, and `kill -9` in the middle of a sync.
@Suite(.serialized) struct SyncCommandTests {
  static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

  final class Pair {
    let laptop: Sandbox
    let desktop: Sandbox
    let remote: String

    init() throws {
      laptop = try Sandbox()
      desktop = try Sandbox()
      remote = laptop.folder.appendingPathComponent("remote.git").path
      let made = try Pair.git(["init", "-q", "--bare", "-b", "main", remote])
      expectEqual(made, 0)
    }

    static func git(_ arguments: [String]) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      process.arguments = arguments
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  @Test(.enabled(if: hasGit)) func initSyncStatusAndDryRun() throws {
    let pair = try Pair()
    try expectEqual(
      pair.laptop.run(["write", "--date", "2026-11-01"], stdin: "노트북 일기", at: nil).status, 0)
    let setUp = try pair.laptop.run(["sync", "init", pair.remote], at: nil)
    expectEqual(setUp.status, 0, "\(setUp)")
    // An entry and its first revision (revisions travel since migration 14).
    #expect(setUp.lines.contains("synced: 2 sent, 0 received"))
    try expectEqual(
      pair.desktop.run(["write", "--date", "2026-11-02"], stdin: "デスクトップ", at: nil).status, 0)
    let desktop = try pair.desktop.run(["sync", "init", pair.remote], at: nil)
    #expect(desktop.lines.contains("synced: 2 sent, 2 received"), "\(desktop)")
    let dry = try pair.laptop.run(["sync", "--dry-run"], at: nil)
    expectEqual(
      dry.lines.prefix(3),
      [
        "would send 0 changed records", "would receive 2 files",
        "  entries/2026/2026-11-02.md",
      ], "\(dry)")
    expectEqual(dry.lines.dropFirst(3).first?.hasPrefix("  revisions/"), true, "\(dry)")
    try expectEqual(pair.laptop.journal().entry(on: day("2026-11-02")), nil)
    let sync = try pair.laptop.run(["sync", "--lang", "ko"], at: nil)
    expectEqual(sync.stdout, "동기화됨: 0개 보냄, 2개 받음\n", "\(sync)")
    let status = try pair.laptop.run(["sync", "status"], at: nil)
    expectEqual(status.lines.first, "remote: \(pair.remote)")
    #expect(
      status.lines.contains("waiting: 2 changed records")
        || status.lines.contains("waiting: 0 changed records"), "\(status)")
    let list = try pair.laptop.run(["list"], at: nil)
    #expect(list.stdout.contains("デスクトップ") && list.stdout.contains("노트북 일기"))
  }

  @Test(.enabled(if: hasGit)) func withoutSetUpTheMessageSaysHow() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["sync"], at: nil)
    expectEqual(result.status, 1)
    expectEqual(
      result.stderr,
      "daybook sync: sync is not set up for this journal (daybook sync init REMOTE)\n")
    let japanese = try sandbox.run(["sync", "--lang", "ja"], at: nil)
    #expect(japanese.stderr.contains("daybook sync init REMOTE"))
    #expect(japanese.stderr.contains("同期が設定されていません"))
  }

  /// Starts `daybook sync` on a machine and kills it with SIGKILL after `delay` seconds.
  func killedSync(_ sandbox: Sandbox, after delay: Double) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binary)
    process.arguments = ["--db", sandbox.database, "sync"]
    process.environment = [
      "TZ": "UTC", "LANG": "C.UTF-8", "HOME": sandbox.folder.path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(UInt32(delay * 1_000_000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  @Test(.enabled(if: hasGit)) func killNineDuringSyncsThenTheNextSyncFinishes() throws {
    let pair = try Pair()
    try expectEqual(pair.laptop.run(["sync", "init", pair.remote], at: nil).status, 0)
    try expectEqual(pair.desktop.run(["sync", "init", pair.remote], at: nil).status, 0)
    // Enough records that a sync takes a while: killed while writing, committing, merging.
    do {
      let journal = try pair.laptop.journal()
      var day = day("2020-01-01")
      for index in 0..<1500 {
        try journal.saveEntry(
          Entry(day: day, title: "Day \(index)", body: "일기 \(index) 日記"),
          at: 1_700_000_000 + Int64(index))
        day = day.adding(days: 1)
      }
    }
    for delay in [0.05, 0.2, 0.5] { try killedSync(pair.laptop, after: delay) }
    let finished = try pair.laptop.run(["sync"], at: nil)
    expectEqual(finished.status, 0, "\(finished)")
    // The desktop is killed while it takes the 1500 entries in, then finishes.
    _ = try pair.desktop.run(
      ["write", "--date", "2026-11-20"], stdin: "desktop meanwhile", at: nil)
    for delay in [0.1, 0.4, 0.8] { try killedSync(pair.desktop, after: delay) }
    let desktop = try pair.desktop.run(["sync"], at: nil)
    expectEqual(desktop.status, 0, "\(desktop)")
    try expectEqual(pair.laptop.run(["sync"], at: nil).status, 0)
    for sandbox in [pair.laptop, pair.desktop] {
      let journal = try sandbox.journal()
      try expectEqual(journal.entryCount(), 1501, "\(journal.path)")
      try expectEqual(journal.quickCheck(), ["ok"])
      try expectEqual(journal.entry(on: day("2020-01-01"))?.body, "일기 0 日記")
    }
    // Neither mirror is left mid-merge or with stray files.
    for sandbox in [pair.laptop, pair.desktop] {
      let mirror = sandbox.database + ".sync"
      let status = Process()
      status.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      status.arguments = ["-C", mirror, "status", "--porcelain"]
      let pipe = Pipe()
      status.standardOutput = pipe
      try status.run()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      status.waitUntilExit()
      expectEqual(text, "", "\(mirror)")
      #expect(!FileManager.default.fileExists(atPath: mirror + "/.git/MERGE_HEAD"))
    }
  }

  /// Starts `daybook ARGUMENTS…` on a machine and kills it with SIGKILL after `delay` seconds;
  /// waits a moment for the gits it started to notice and end.
  func killed(_ sandbox: Sandbox, _ arguments: [String], after delay: Double) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binary)
    process.arguments = ["--db", sandbox.database] + arguments
    process.environment = Sandbox.environment(in: sandbox.folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(UInt32(delay * 1_000_000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    usleep(100_000)
  }

  /// Runs `sync`, and `sync init` when the set-up never got far enough for `sync` to finish
  /// it: together they always complete after a kill.
  func finish(_ sandbox: Sandbox, _ remote: String) throws -> RunResult {
    let sync = try sandbox.runBinary(["sync"], at: nil)
    guard sync.status != 0, sync.stderr.contains("sync init") else { return sync }
    return try sandbox.runBinary(["sync", "init", remote], at: nil)
  }

  /// kill -9 at seeded random moments of `sync init` and `sync` on two machines (from before
  /// git's identity is written to the push); each time the next `sync` (or `sync init`)
  /// completes, and both journals end with the same records. DAYBOOK_KILL_SEED replays a
  /// seed.
  @Test(.enabled(if: hasGit)) func killNineAnywhereInInitAndSyncThenSyncFinishes() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed =
      environment["DAYBOOK_KILL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
    print("SyncCommandTests: kill seed \(seed) (DAYBOOK_KILL_SEED=\(seed) replays it)")
    var state = seed
    func delay() -> Double {  // SplitMix64 to 0...0.45 s, often very early
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      let unit = Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
      return unit * unit * 0.45
    }
    let pair = try Pair()
    var expected: [String: String] = [:]
    func write(_ sandbox: Sandbox, _ days: ClosedRange<Int>, _ words: String) throws {
      let journal = try sandbox.journal()
      for index in days {
        let day = day("2021-01-01").adding(days: index)
        let text = "\(words) \(index)\n일기 日記"
        try journal.saveEntry(Entry(day: day).withText(text), at: 1_700_000_000 + Int64(index))
        expected[day.iso] = text
      }
    }
    try write(pair.laptop, 0...299, "Laptop")
    try write(pair.desktop, 300...319, "Desktop")
    let start = Date()
    var kills: [String] = []
    for (name, sandbox) in [("laptop", pair.laptop), ("desktop", pair.desktop)] {
      for _ in 0..<3 {
        let wait = delay()
        kills.append("\(name) init \(Int(wait * 1000)) ms")
        try killed(sandbox, ["sync", "init", pair.remote], after: wait)
      }
      let done = try finish(sandbox, pair.remote)
      expectEqual(done.status, 0, "seed \(seed) \(kills) \(done)")
    }
    for round in 0..<6 {
      let sandbox = round % 2 == 0 ? pair.laptop : pair.desktop
      try write(sandbox, (400 + round * 10)...(405 + round * 10), "Round \(round)")
      let wait = delay()
      kills.append("\(round % 2 == 0 ? "laptop" : "desktop") sync \(Int(wait * 1000)) ms")
      try killed(sandbox, ["sync"], after: wait)
      let done = try finish(sandbox, pair.remote)
      expectEqual(done.status, 0, "seed \(seed) \(kills) \(done)")
    }
    for sandbox in [pair.laptop, pair.desktop, pair.laptop] {
      let done = try sandbox.runBinary(["sync"], at: nil)
      expectEqual(done.status, 0, "seed \(seed) \(kills) \(done)")
    }
    print(
      "SyncCommandTests: \(kills.count) kills (\(kills.joined(separator: ", "))) in \(Int(Date().timeIntervalSince(start))) s"
    )
    for sandbox in [pair.laptop, pair.desktop] {
      let journal = try sandbox.journal()
      try expectEqual(journal.entryCount(), expected.count, "seed \(seed) \(journal.path)")
      for (iso, text) in expected.sorted(by: { $0.key < $1.key }) {
        guard try journal.entry(on: day(iso))?.text == text else {
          Issue.record("seed \(seed): \(iso) differs in \(journal.path)")
          break
        }
      }
      let status = try sandbox.runBinary(["sync", "status"], at: nil)
      #expect(!status.stdout.contains("not yet on the remote"), "seed \(seed) \(status)")
      #expect(!status.stdout.contains("set aside"), "seed \(seed) \(status)")
    }
  }

  /// A record over the size limit pushed by another clone is set aside, shown by `sync`
  /// and `sync status`, and the rest syncs.
  @Test(.enabled(if: hasGit)) func aRecordSetAsideIsShownByStatus() throws {
    let pair = try Pair()
    try expectEqual(pair.laptop.run(["sync", "init", pair.remote], at: nil).status, 0)
    let hand = pair.laptop.folder.appendingPathComponent("hand").path
    try expectEqual(Pair.git(["clone", "-q", pair.remote, hand]), 0)
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    try FileManager.default.createDirectory(
      atPath: hand + "/todos", withIntermediateDirectories: true)
    try Data("---\nuid: \(uid)\ntitle: t\ndue: 2026-02-30\n---\n".utf8)
      .write(to: URL(fileURLWithPath: hand + "/todos/\(uid).txt"))
    try expectEqual(Pair.git(["-C", hand, "add", "-A"]), 0)
    try expectEqual(
      Pair.git(["-C", hand, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"]), 0)
    try expectEqual(Pair.git(["-C", hand, "push", "-q", "origin", "HEAD:main"]), 0)
    let sync = try pair.laptop.run(["sync"], at: nil)
    expectEqual(sync.status, 0, "\(sync)")
    let line = "set aside (not applied): todos/\(uid).txt (bad value of \"due\")"
    expectEqual(sync.stdout, "synced: 0 sent, 0 received\n" + line + "\n", "\(sync)")
    let status = try pair.laptop.run(["sync", "status"], at: nil)
    #expect(status.stdout.hasSuffix("\n" + line + "\n"), "\(status)")
    let korean = try pair.laptop.run(["sync", "status", "--lang", "ko"], at: nil)
    #expect(
      korean.stdout.hasSuffix("\n보류됨 (반영하지 않음): todos/\(uid).txt (\"due\"의 값이 잘못되었습니다)\n"),
      "\(korean)")
  }
}
