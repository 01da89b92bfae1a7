import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// A remote's records treated as hostile: what does not read, validate or fit is set aside
/// (listed, never applied) and the rest syncs; network steps have a time limit; `status`
/// counts what is not pushed yet; a set-up killed halfway is finished.
@Suite(.serialized) struct SyncSetAsideTests {
  typealias Machines = SyncEngineTests.Machines
  static let gitInstalled = SyncEngineTests.gitInstalled

  /// A clone of the remote that commits files by hand, as a careless or hostile machine would.
  struct Hand {
    let folder: String
    let git: Git

    init(_ machines: Machines) throws {
      folder = machines.root + "/hand"
      if access(folder, F_OK) != 0 {
        try Git(folder: machines.root).checked(["clone", "-q", machines.remote, folder])
      }
      git = Git(folder: folder)
      try git.checked(["pull", "-q", "--ff-only", "origin", "main"])
    }

    /// Writes `files` (path to bytes) and pushes them in one commit.
    func push(_ files: [String: [UInt8]]) throws {
      for (path, bytes) in files {
        let full = folder + "/" + path
        if let slash = full.lastIndex(of: "/") {
          try Journal.makeDirectories(String(full[..<slash]))
        }
        let file = fopen(full, "w")
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
      }
      try git.checked(["add", "-A"])
      try git.checked(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "by hand"])
      try git.checked(["push", "-q", "origin", "HEAD:main"])
    }

    func push(_ files: [String: String]) throws { try push(files.mapValues { Array($0.utf8) }) }
  }

  static func count(_ journal: Journal, _ table: String) throws -> Int64 {
    try journal.db.scalar("SELECT count(*) FROM \(table)") ?? -1
  }

  static let uidA = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
  static let uidB = "01a232f0-8fe0-79ce-8439-04492de4dbde"

  @Test(.enabled(if: gitInstalled)) func aBadRecordIsSetAsideTheRestSyncsAndAFixTakesItIn() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    let hand = try Hand(machines)
    let todo = "todos/\(Self.uidA).txt"
    try hand.push([
      todo: "---\nuid: \(Self.uidA)\ntitle: x\nimportant: maybe\n---\n",
      "entries/2026/2026-11-06.md": "---\nuid: \(Self.uidB)\nday: 2026-11-06\n---\nGood entry\n",
    ])
    try machines.write("desktop", "2026-11-07", "Desktop entry")
    let report = try machines.sync("desktop")
    let blob = try hand.git.checked(["rev-parse", "HEAD:" + todo]).line
    let aside = SetAsideRecord(path: todo, blob: blob, reason: .unreadable(.badValue("important")))
    expectEqual(report.setAside, [aside])
    expectEqual(report.received, 1)
    let desktop = try machines.journal("desktop")
    try expectEqual(machines.text("desktop", "2026-11-06"), "Good entry")
    try expectEqual(Self.count(desktop, "todos"), 0)
    try expectEqual(machines.engine("desktop").status().setAside, [aside])
    try expectEqual(machines.engine("desktop").status().lastError, nil)
    // The record stays in the mirror as it came, and the desktop's entry went out.
    try expectEqual(machines.mirrorFiles("desktop")[todo]?.contains("maybe"), true)
    try machines.sync("laptop")
    try expectEqual(machines.text("laptop", "2026-11-07"), "Desktop entry")
    try expectEqual(machines.engine("laptop").status().setAside.map(\.path), [todo])
    // A later commit mends it: it comes in and leaves the list, on both machines.
    let fixed = try Hand(machines)
    try fixed.push([todo: "---\nuid: \(Self.uidA)\ntitle: mended\nimportant: true\n---\n"])
    try expectEqual(machines.sync("desktop").setAside, [])
    try machines.sync("laptop")
    for name in ["laptop", "desktop"] {
      let journal = try machines.journal(name)
      try expectEqual(
        journal.db.query("SELECT title FROM todos") { $0.text(0) }, ["mended"], "\(name)")
      try expectEqual(machines.engine(name).status().setAside, [], "\(name)")
    }
  }

  @Test(.enabled(if: gitInstalled)) func uidsHeldElsewhereAreSetAside() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-20", "First")
    let plant = try machines.journal("laptop").addPlant(
      Plant(name: "Monstera"), at: machines.tick())
    try machines.setUp("laptop", "desktop")
    let laptop = try machines.journal("laptop")
    let entryUID = try #require(
      try laptop.db.query("SELECT uid FROM entries WHERE day = '2026-11-20'") { $0.text(0) }.first)
    let plantUID = try #require(try laptop.recordID(.plant, of: plant.id))
    let hand = try Hand(machines)
    try hand.push([
      // Another day's entry under the first one's uid.
      "entries/2026/2026-11-21.md": "---\nuid: \(entryUID)\nday: 2026-11-21\n---\nCopy\n",
      // A todo under the plant's uid.
      "todos/\(plantUID).txt": "---\nuid: \(plantUID)\ntitle: not a plant\n---\n",
      // Two new todos' files naming one uid in another kind's folder and in their own.
      "projects/\(Self.uidA).txt": "---\nuid: \(Self.uidA)\ntitle: p\n---\n",
      "todos/\(Self.uidA).txt": "---\nuid: \(Self.uidA)\ntitle: t\n---\n",
      "care/\(Self.uidB).txt":
        "---\nuid: \(Self.uidB)\nplant: \(plantUID)\nkind: water\nat: 1\n---\n",
    ])
    let report = try machines.sync("laptop")
    let reasons = Dictionary(uniqueKeysWithValues: report.setAside.map { ($0.path, $0.reason) })
    expectEqual(
      reasons,
      [
        "entries/2026/2026-11-21.md": .duplicateUID("entries/2026/2026-11-20.md"),
        "todos/\(plantUID).txt": .uidOfOtherKind(.plant),
        "todos/\(Self.uidA).txt": .uidOfOtherKind(.project),
      ])
    try expectEqual(machines.text("laptop", "2026-11-21"), nil)
    try expectEqual(machines.text("laptop", "2026-11-20"), "First")
    try expectEqual(Self.count(laptop, "todos"), 0)
    try expectEqual(Self.count(laptop, "projects"), 1)
    try expectEqual(Self.count(laptop, "care_events"), 1)
    // The other machine takes the same, and both go on syncing.
    try expectEqual(Set(machines.sync("desktop").setAside.map(\.path)), Set(reasons.keys))
    try machines.write("desktop", "2026-11-22", "Later")
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(machines.text("laptop", "2026-11-22"), "Later")
  }

  @Test(.enabled(if: gitInstalled)) func valuesOutOfRangeAndTooLongAreSetAside() throws {
    let machines = try Machines()
    try machines.setUp("laptop")
    let hand = try Hand(machines)
    let long = String(repeating: "가", count: SyncLimits.textBytes / 3 + 1)
    let uid = { (n: Int) in "01a232f0-8fe0-79ce-8439-\(hex12(n))" }
    let texts: [String: String] = [
      "intake/\(uid(1)).txt":
        "---\nuid: \(uid(1))\nkind: water\namount: 1e300\nunit: ml\nat: 1\n---\n",
      "intake/\(uid(2)).txt":
        "---\nuid: \(uid(2))\nkind: water\namount: nan\nunit: ml\nat: 1\n---\n",
      "todos/\(uid(3)).txt": "---\nuid: \(uid(3))\ntitle: t\ndone: 9223372036854775807\n---\n",
      "todos/\(uid(4)).txt": "---\nuid: \(uid(4))\ntitle: t\n---\n\(long)\n",
      "plants/\(uid(5)).txt": "---\nuid: \(uid(5))\nname: p\ninterval: 0\n---\n",
      "settings/caffeine_limit_mg.txt": "---\nkey: caffeine_limit_mg\nvalue: 1e20\n---\n",
      "settings/reminder_diary_time.txt": "---\nkey: reminder_diary_time\nvalue: 99:99\n---\n",
      "settings/language.txt": "---\nkey: language\nvalue: xx\n---\n",
      "todos/\(uid(6)).txt": "---\nuid: \(uid(7))\ntitle: another name\n---\n",
      "todos/\(uid(9)).txt": "---\nuid: \(uid(9))\ntitle: fine\n---\n",
      "settings/water_goal_ml.txt": "---\nkey: water_goal_ml\nvalue: 2500\n---\n",
    ]
    var files = texts.mapValues { Array($0.utf8) }
    files["todos/\(uid(8)).txt"] = [0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]
    try hand.push(files)
    let report = try machines.sync("laptop")
    let reasons = Dictionary(uniqueKeysWithValues: report.setAside.map { ($0.path, $0.reason) })
    expectEqual(
      reasons,
      [
        "intake/\(uid(1)).txt": .unreadable(.outOfRange("amount")),
        "intake/\(uid(2)).txt": .unreadable(.badValue("amount")),
        "todos/\(uid(3)).txt": .unreadable(.outOfRange("done")),
        "todos/\(uid(4)).txt": .unreadable(.tooLong("text")),
        "plants/\(uid(5)).txt": .unreadable(.outOfRange("interval")),
        "settings/caffeine_limit_mg.txt": .unreadable(.outOfRange("value")),
        "settings/reminder_diary_time.txt": .unreadable(.outOfRange("value")),
        "settings/language.txt": .unreadable(.outOfRange("value")),
        "todos/\(uid(6)).txt": .nameMismatch,
        "todos/\(uid(8)).txt": .unreadable(.notUTF8),
      ])
    let laptop = try machines.journal("laptop")
    try expectEqual(laptop.db.query("SELECT title FROM todos") { $0.text(0) }, ["fine"])
    try expectEqual(laptop.setting("water_goal_ml"), "2500")
    try expectEqual(laptop.setting("caffeine_limit_mg"), nil)
    try expectEqual(Self.count(laptop, "intakes"), 0)
    // Every reason reads in every language, and survives being stored.
    for reason in reasons.values {
      expectEqual(SetAsideReason(storedForm: reason.storedForm), reason)
      for language in Language.allCases { #expect(!reason.message(language).isEmpty) }
    }
    expectEqual(SetAsideReason.tooLarge(5).message(.ko), "5바이트로 한도 2097152바이트를 넘습니다")
  }

  /// A 100 MB record is refused by its size, unread: the sync stays quick and small (it took
  /// 82 s and 812 MB before).
  @Test(.enabled(if: gitInstalled)) func aHugeRecordIsSetAsideUnread() throws {
    let machines = try Machines()
    try machines.setUp("laptop")
    let hand = try Hand(machines)
    let path = "todos/\(Self.uidA).txt"
    var bytes = Array("---\nuid: \(Self.uidA)\ntitle: huge\n---\n".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 100_000_000) + [10]
    try hand.push([
      path: bytes,
      "todos/\(Self.uidB).txt": Array("---\nuid: \(Self.uidB)\ntitle: small\n---\n".utf8),
    ])
    let start = ChildProcess.monotonicMilliseconds()
    let report = try machines.sync("laptop")
    let elapsed = ChildProcess.monotonicMilliseconds() - start
    print("SyncSetAsideTests: a sync with a 100 MB record took \(elapsed) ms")
    expectEqual(report.setAside.map(\.reason), [.tooLarge(bytes.count)])
    try expectEqual(
      machines.journal("laptop").db.query("SELECT title FROM todos") { $0.text(0) }, ["small"])
    // Never read nor checked out: not in the mirror's work tree.
    #expect(access(try machines.engine("laptop").folder + "/" + path, F_OK) != 0)
    #expect(elapsed < 20_000)
  }

  /// A remote that takes the connection and never answers: the fetch is stopped at the time
  /// limit, the sync fails as offline, and status tells why.
  @Test(.enabled(if: gitInstalled), arguments: ["git", "ssh"])
  func aRemoteThatNeverAnswersTimesOut(scheme: String) throws {
    if scheme == "ssh", access("/usr/bin/ssh", X_OK) != 0 {
      print("SyncSetAsideTests: ssh case skipped, ssh is not installed")
      return
    }
    let machines = try Machines()
    try machines.write("laptop", "2026-11-09", "Kept")
    try machines.setUp("laptop")
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
    }
    listen(listener, 8)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    let port = UInt16(bigEndian: address.sin_port)
    let engine = try machines.engine("laptop")
    let url = scheme == "git" ? "git://127.0.0.1:\(port)/x" : "ssh://daybook@127.0.0.1:\(port)/x"
    try engine.git.checked(["remote", "set-url", "origin", url])
    engine.networkTimeout = 2
    try machines.write("laptop", "2026-11-10", "Waiting")
    let start = ChildProcess.monotonicMilliseconds()
    #expect {
      try engine.sync(now: machines.tick())
    } throws: { error in
      guard let error = error as? SyncError, error.isOffline else { return false }
      return scheme == "ssh" || error == .timedOut("fetch", 2)
    }
    let elapsed = ChildProcess.monotonicMilliseconds() - start
    #expect(elapsed >= 1_500 && elapsed < 10_000, "\(elapsed) ms")
    let status = try engine.status()
    expectEqual(status.lastError?.isOffline, true)
    if scheme == "git" {
      expectEqual(
        status.lastError?.message(.en),
        "offline: the remote could not be reached (git fetch gave no answer within 2 "
          + "seconds and was stopped); local changes are kept for the next sync")
    }
    // What the failed sync committed is counted as not yet sent.
    expectEqual(status.waiting, 0)
    expectEqual(status.unsentCommits, 1)
    expectEqual(status.unsentRecords, 2)
  }

  /// "0 sent" after a failed push: the records committed then go with the next sync and are
  /// counted there.
  @Test(.enabled(if: gitInstalled)) func recordsCommittedOfflineCountAsSentWhenPushed() throws {
    let machines = try Machines()
    try machines.setUp("laptop")
    let moved = machines.remote + ".away"
    rename(machines.remote, moved)
    try machines.write("laptop", "2026-11-09", "Written offline")
    #expect(throws: SyncError.self) { try machines.sync("laptop") }
    var status = try machines.engine("laptop").status()
    expectEqual(status.waiting, 0)
    expectEqual(status.unsentRecords, 2)  // the entry and its first revision
    expectEqual(status.unsentCommits, 1)
    rename(moved, machines.remote)
    let report = try machines.sync("laptop")
    expectEqual(report.sent, 2)
    status = try machines.engine("laptop").status()
    #expect(status.unsentRecords == 0 && status.unsentCommits == 0)
    try expectEqual(machines.sync("laptop").sent, 0)
  }

  /// `sync init` killed before it wrote git's identity or the journal's remote: the next
  /// `sync` finishes it, and so does `sync init` again.
  @Test(.enabled(if: gitInstalled), arguments: [false, true])
  func aHalfMadeSetUpIsFinished(byInitAgain: Bool) throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-01", "Before the kill")
    let home = machines.root + "/home"
    mkdir(home, 0o700)
    // No identity anywhere: no global or system config, no EMAIL.
    let environment = [
      "HOME": home, "XDG_CONFIG_HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "EMAIL": "",
      "GIT_CONFIG_GLOBAL": home + "/gitconfig",
    ]
    let engine = SyncEngine(journal: try machines.journal("laptop"), gitEnvironment: environment)
    mkdir(engine.folder, 0o700)
    try engine.git.checked(["init", "-q", "-b", "main"])
    try engine.git.checked(["remote", "add", "origin", machines.remote])
    #expect(engine.isSetUp)
    if byInitAgain {
      try engine.setUp(remote: machines.remote, now: machines.tick())
    } else {
      try engine.sync(now: machines.tick())
    }
    try expectEqual(engine.git.checked(["config", "user.email"]).line, "daybook@localhost")
    try expectEqual(engine.status().remote, machines.remote)
    #expect(throws: SyncError.alreadySetUp(folder: engine.folder)) {
      try engine.setUp(remote: machines.remote, now: machines.tick())
    }
    try machines.setUp("desktop")
    try expectEqual(machines.text("desktop", "2026-11-01"), "Before the kill")
  }

  /// A mirror whose `origin` was never added: sync says to run `sync init` again, which
  /// finishes it.
  @Test(.enabled(if: gitInstalled)) func aSetUpKilledBeforeTheRemoteAsksForInitAgain() throws {
    let machines = try Machines()
    let engine = try machines.engine("laptop")
    mkdir(engine.folder, 0o700)
    try engine.git.checked(["init", "-q", "-b", "main"])
    #expect(throws: SyncError.notSetUp) { try engine.sync(now: machines.tick()) }
    try engine.setUp(remote: machines.remote, now: machines.tick())
    try expectEqual(engine.status().remote, machines.remote)
  }
}

/// `n` as twelve hexadecimal digits (the last group of a uid).
func hex12(_ n: Int) -> String {
  let digits = String(n, radix: 16)
  return String(repeating: "0", count: max(0, 12 - digits.count)) + digits
}
