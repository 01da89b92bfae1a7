import DaybookCore
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
      #expect(made == 0)
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
    #expect(try pair.laptop.run(["write", "--date", "2026-11-01"], stdin: "노트북 일기", at: nil).status == 0)
    let setUp = try pair.laptop.run(["sync", "init", pair.remote], at: nil)
    #expect(setUp.status == 0, "\(setUp)")
    // An entry and its first revision (revisions travel since migration 14).
    #expect(setUp.lines.contains("synced: 2 sent, 0 received"))
    #expect(try pair.desktop.run(["write", "--date", "2026-11-02"], stdin: "デスクトップ", at: nil).status == 0)
    let desktop = try pair.desktop.run(["sync", "init", pair.remote], at: nil)
    #expect(desktop.lines.contains("synced: 2 sent, 2 received"), "\(desktop)")
    let dry = try pair.laptop.run(["sync", "--dry-run"], at: nil)
    #expect(dry.lines.prefix(3) == ["would send 0 changed records", "would receive 2 files",
      "  entries/2026/2026-11-02.md"], "\(dry)")
    #expect(dry.lines.dropFirst(3).first?.hasPrefix("  revisions/") == true, "\(dry)")
    #expect(try pair.laptop.journal().entry(on: day("2026-11-02")) == nil)
    let sync = try pair.laptop.run(["sync", "--lang", "ko"], at: nil)
    #expect(sync.stdout == "동기화됨: 0개 보냄, 2개 받음\n", "\(sync)")
    let status = try pair.laptop.run(["sync", "status"], at: nil)
    #expect(status.lines.first == "remote: \(pair.remote)")
    #expect(
      status.lines.contains("waiting: 2 changed records")
        || status.lines.contains("waiting: 0 changed records"), "\(status)")
    let list = try pair.laptop.run(["list"], at: nil)
    #expect(list.stdout.contains("デスクトップ") && list.stdout.contains("노트북 일기"))
  }

  @Test(.enabled(if: hasGit)) func withoutSetUpTheMessageSaysHow() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["sync"], at: nil)
    #expect(result.status == 1)
    #expect(result.stderr == "daybook sync: sync is not set up for this journal (daybook sync init REMOTE)\n")
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
    #expect(try pair.laptop.run(["sync", "init", pair.remote], at: nil).status == 0)
    #expect(try pair.desktop.run(["sync", "init", pair.remote], at: nil).status == 0)
    // Enough records that a sync takes a while: killed while writing, committing, merging.
    do {
      let journal = try pair.laptop.journal()
      var day = day("2020-01-01")
      for index in 0..<1500 {
        try journal.saveEntry(Entry(day: day, title: "Day \(index)", body: "일기 \(index) 日記"), at: 1_700_000_000 + Int64(index))
        day = day.adding(days: 1)
      }
    }
    for delay in [0.05, 0.2, 0.5] { try killedSync(pair.laptop, after: delay) }
    let finished = try pair.laptop.run(["sync"], at: nil)
    #expect(finished.status == 0, "\(finished)")
    // The desktop is killed while it takes the 1500 entries in, then finishes.
    _ = try pair.desktop.run(["write", "--date", "2026-11-20"], stdin: "desktop meanwhile", at: nil)
    for delay in [0.1, 0.4, 0.8] { try killedSync(pair.desktop, after: delay) }
    let desktop = try pair.desktop.run(["sync"], at: nil)
    #expect(desktop.status == 0, "\(desktop)")
    #expect(try pair.laptop.run(["sync"], at: nil).status == 0)
    for sandbox in [pair.laptop, pair.desktop] {
      let journal = try sandbox.journal()
      #expect(try journal.entryCount() == 1501, "\(journal.path)")
      #expect(try journal.quickCheck() == ["ok"])
      #expect(try journal.entry(on: day("2020-01-01"))?.body == "일기 0 日記")
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
      #expect(text == "", "\(mirror)")
      #expect(!FileManager.default.fileExists(atPath: mirror + "/.git/MERGE_HEAD"))
    }
  }
}
