import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Two or three journals ("laptop", "desktop", "tablet") syncing through a local bare
/// repository with the real git.
@Suite(.serialized) struct SyncEngineTests {
  /// A scratch folder with a bare remote and one journal per machine.
  final class Machines {
    let root: String
    let remote: String
    var journals: [String: Journal] = [:]
    var clock: Timestamp = noon("2026-12-01")

    init() throws {
      var template = Array("/tmp/daybook-sync-test-XXXXXX".utf8CString)
      root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
      remote = root + "/remote.git"
      try Git(folder: root).checked(["init", "-q", "--bare", "-b", "main", remote])
    }

    deinit {
      _ = try? Git.spawn(["rm", "-rf", root], input: [], environment: [:], interactive: false)
    }

    func journal(_ name: String) throws -> Journal {
      if let journal = journals[name] { return journal }
      mkdir(root + "/" + name, 0o700)
      let journal = try Journal(path: root + "/" + name + "/journal.sqlite")
      journals[name] = journal
      return journal
    }

    func engine(_ name: String) throws -> SyncEngine { SyncEngine(journal: try journal(name)) }

    /// Sets up sync on each machine in turn.
    func setUp(_ names: String...) throws {
      for name in names { try engine(name).setUp(remote: remote, now: tick()) }
    }

    @discardableResult
    func sync(_ name: String) throws -> SyncReport { try engine(name).sync(now: tick()) }

    func tick() -> Timestamp {
      clock += 60
      return clock
    }

    func write(_ name: String, _ day: String, _ text: String) throws {
      let journal = try journal(name)
      let base = try journal.entry(on: DaybookCoreTests.day(day))?.text
      var entry =
        try journal.entry(on: DaybookCoreTests.day(day)) ?? Entry(day: DaybookCoreTests.day(day))
      entry = entry.withText(text)
      _ = try journal.saveEntry(entry, over: base, at: tick())
    }

    func text(_ name: String, _ day: String) throws -> String? {
      try journal(name).entry(on: DaybookCoreTests.day(day))?.text
    }

    /// Every file of a machine's mirror (not .git), path to text.
    func mirrorFiles(_ name: String) throws -> [String: String] {
      let folder = try engine(name).folder
      let listed = try Git(folder: folder).checked(["ls-files", "-z"]).stdout
      var result: [String: String] = [:]
      for path in listed.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
        result[path] = readText(folder + "/" + path)
      }
      return result
    }
  }

  static func readText(_ path: String) -> String { DaybookCoreTests.readText(path) }

  static let gitInstalled: Bool = {
    let found =
      (try? Git.spawn(["git", "--version"], input: [], environment: [:], interactive: false))?
      .status == 0
    if !found { print("SyncEngineTests: skipped, git is not installed") }
    return found
  }()

  @Test(.enabled(if: gitInstalled)) func differentDaysMeetOnBothMachines() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-01", "Laptop day\n노트북에서 쓴 날 😀")
    try machines.setUp("laptop")
    try machines.write("desktop", "2026-11-02", "Desktop day\nデスクトップ")
    try machines.setUp("desktop")
    try machines.sync("laptop")
    for name in ["laptop", "desktop"] {
      try expectEqual(machines.text(name, "2026-11-01"), "Laptop day\n노트북에서 쓴 날 😀")
      try expectEqual(machines.text(name, "2026-11-02"), "Desktop day\nデスクトップ")
    }
    // The mirrors are the same tree, and a second round moves nothing.
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
    let again = try machines.sync("desktop")
    expectEqual(again.received, 0)
    try expectEqual(machines.sync("laptop").received, 0)
  }

  @Test(.enabled(if: gitInstalled)) func sameDayOnBothKeepsBothTextsWithoutMarkers() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    try machines.write("laptop", "2026-11-03", "Evening\n강가를 걸었다")
    try machines.write("desktop", "2026-11-03", "Morning\n会議が長かった")
    try machines.sync("laptop")
    let report = try machines.sync("desktop")
    #expect(report.notices.contains(.bothTextsKept(day: "2026-11-03")))
    try machines.sync("laptop")
    let laptop = try #require(try machines.text("laptop", "2026-11-03"))
    expectEqual(laptop, (try machines.text("desktop", "2026-11-03")))
    for words in ["강가를 걸었다", "会議が長かった", "Evening", "Morning"] {
      #expect(laptop.contains(words))
    }
    for name in ["laptop", "desktop"] {
      for (path, text) in try machines.mirrorFiles(name) {
        for marker in ["<<<<<<<", ">>>>>>>", "\n=======\n"] {
          #expect(!text.contains(marker), "\(name) \(path)")
        }
      }
    }
    #expect(!laptop.contains("<<<<<<<") && !laptop.contains(">>>>>>>"))
    // The other machine's text is in the merging side's history, and the user was told.
    let desktop = try machines.journal("desktop")
    let entry = try #require(try desktop.entry(on: day("2026-11-03")))
    let history = try desktop.revisions(of: entry.id).map(\.body)
    #expect(history.contains("강가를 걸었다"))
    #expect(try desktop.notifications().contains { $0.kind == "sync" })
  }

  @Test(.enabled(if: gitInstalled)) func editedEntryLinesMergeCleanly() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-04", "Title\nline one\nline two\nline three")
    try machines.setUp("laptop", "desktop")
    try machines.write("laptop", "2026-11-04", "Title\nline one (laptop)\nline two\nline three")
    try machines.write("desktop", "2026-11-04", "Title\nline one\nline two\nline three (desktop)")
    try machines.sync("laptop")
    let report = try machines.sync("desktop")
    #expect(report.notices.isEmpty)
    try machines.sync("laptop")
    let merged = "Title\nline one (laptop)\nline two\nline three (desktop)"
    try expectEqual(machines.text("laptop", "2026-11-04"), merged)
    try expectEqual(machines.text("desktop", "2026-11-04"), merged)
  }

  @Test(.enabled(if: gitInstalled)) func editOfATodoBeatsItsDeletion() throws {
    let machines = try Machines()
    let todo = try machines.journal("laptop").addTodo(Todo(title: "buy soil"), at: machines.tick())
    try machines.setUp("laptop", "desktop")
    try machines.journal("laptop").deleteTodo(id: todo.id)
    let desktop = try machines.journal("desktop")
    var edited = try #require(try desktop.todos().first)
    edited.title = "buy more soil"
    try desktop.updateTodo(edited)
    try machines.sync("laptop")
    let report = try machines.sync("desktop")
    #expect(
      report.notices.contains { if case .editKeptOverDelete(.todo, _) = $0 { true } else { false } }
    )
    try machines.sync("laptop")
    try expectEqual(machines.journal("laptop").todos().map(\.title), ["buy more soil"])
    try expectEqual(desktop.todos().map(\.title), ["buy more soil"])
  }

  /// An entry deleted on one machine and edited on the other comes back with the edit, and
  /// with its history and files: the older revisions and the attachment the deleting side
  /// dropped with the entry are the editing side's too.
  @Test(.enabled(if: gitInstalled), arguments: [true, false])
  func anEntryKeptOverItsDeletionKeepsItsHistory(deletedBySyncingFirst: Bool) throws {
    let machines = try Machines()
    let day = "2026-11-04"
    try machines.write("laptop", day, "Walk\nfirst version")
    machines.clock += Journal.revisionFoldSeconds
    try machines.write("laptop", day, "Walk\nsecond version")
    let source = machines.root + "/photo.jpg"
    let bytes: [UInt8] = (0..<3000).map { UInt8($0 % 241) }
    let file = fopen(source, "w")
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    let attached = try machines.journal("laptop").attach(
      file: source, toEntryOn: DaybookCoreTests.day(day), at: machines.tick())
    try machines.setUp("laptop", "desktop")
    let (deleting, editing) = ("laptop", "desktop")
    let files = try machines.journal(deleting).deleteEntry(on: DaybookCoreTests.day(day))
    for name in files { unlink(try machines.journal(deleting).attachmentsFolder + "/" + name) }
    machines.clock += Journal.revisionFoldSeconds
    try machines.write(editing, day, "Walk\nthird version")
    let (first, second) = deletedBySyncingFirst ? (deleting, editing) : (editing, deleting)
    try machines.sync(first)
    let report = try machines.sync(second)
    try machines.sync(first)
    if deletedBySyncingFirst {
      #expect(
        report.notices.contains {
          if case .editKeptOverDelete(.entry, _) = $0 { true } else { false }
        })
    }
    for name in ["laptop", "desktop"] {
      let journal = try machines.journal(name)
      let entry = try #require(try journal.entry(on: DaybookCoreTests.day(day)), "\(name)")
      expectEqual(entry.body, "third version", "\(name)")
      let bodies = try journal.revisions(of: entry.id).map(\.body)
      expectEqual(bodies, ["first version", "second version", "third version"], "\(name)")
      try expectEqual(
        journal.attachments(on: DaybookCoreTests.day(day)).map(\.fileName), [attached.fileName],
        "\(name)")
      let copy = Array(Machines.readBytes(journal.attachmentsFolder + "/" + attached.fileName))
      expectEqual(copy, bytes, "\(name)")
    }
  }

  /// A process this one starts holds a copy of the lock's descriptor until it execs: a sync
  /// that finds the lock held for such a moment waits for it; one held on is refused.
  @Test(.enabled(if: gitInstalled)) func aLockHeldForAMomentIsWaitedFor() throws {
    let machines = try Machines()
    try machines.setUp("laptop")
    let lockPath =
      SyncEngine.mirrorFolder(of: try machines.journal("laptop").path)
      + "/.git/daybook-sync.lock"
    let copy = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    #expect(copy >= 0)
    expectEqual(flock(copy, LOCK_EX | LOCK_NB), 0)
    // A thread of its own (the test run's dispatch threads may all be busy for longer).
    var releaser = pthread_t()
    let descriptor = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    descriptor.pointee = copy
    defer { descriptor.deallocate() }
    pthread_create(
      &releaser, nil,
      { raw in
        usleep(200_000)
        if let raw { close(raw.assumingMemoryBound(to: Int32.self).pointee) }
        return nil
      }, descriptor)
    try machines.sync("laptop")
    pthread_join(releaser, nil)
    let held = open(lockPath, O_RDWR | O_CLOEXEC)
    expectEqual(flock(held, LOCK_EX | LOCK_NB), 0)
    #expect(throws: SyncError.busy) { try machines.sync("laptop") }
    close(held)
    try machines.sync("laptop")
  }

  @Test(.enabled(if: gitInstalled)) func todoFieldsGoToTheLaterChange() throws {
    let machines = try Machines()
    try machines.journal("laptop").addTodo(Todo(title: "call mum"), at: machines.tick())
    try machines.setUp("laptop", "desktop")
    let laptop = try machines.journal("laptop"), desktop = try machines.journal("desktop")
    var a = try #require(try laptop.todos().first)
    a.due = day("2026-12-05")
    a.title = "call mum (laptop)"
    try laptop.updateTodo(a)
    usleep(5_000)
    var b = try #require(try desktop.todos().first)
    b.important = true
    b.title = "call mum (desktop)"
    try desktop.updateTodo(b)
    try machines.sync("laptop")
    try machines.sync("desktop")
    try machines.sync("laptop")
    for journal in [laptop, desktop] {
      let todo = try #require(try journal.todos().first)
      expectEqual(todo.due, day("2026-12-05"))
      #expect(todo.important)
      expectEqual(todo.title, "call mum (desktop)")
    }
  }

  @Test(.enabled(if: gitInstalled)) func bothWateringsOfOnePlantAreKept() throws {
    let machines = try Machines()
    let now = machines.tick()
    let plant = try machines.journal("laptop").addPlant(
      Plant(name: "Monstera", intervalDays: 7), at: now)
    try machines.setUp("laptop", "desktop")
    let laptop = try machines.journal("laptop"), desktop = try machines.journal("desktop")
    try laptop.addCare(CareEvent(plantID: plant.id, kind: .water, at: machines.tick()))
    let there = try #require(try desktop.plants().first)
    try desktop.addCare(
      CareEvent(plantID: there.id, kind: .water, at: machines.tick(), note: "물 줌"))
    try machines.sync("laptop")
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.careEvents(plantID: plant.id).count, 2)
    try expectEqual(desktop.careEvents(plantID: there.id).count, 2)
    #expect(try desktop.careEvents(plantID: there.id).contains { $0.note == "물 줌" })
  }

  @Test(.enabled(if: gitInstalled)) func aHundredOfflineChangesEachMeet() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    var start = day("2025-01-01")
    for index in 0..<100 {
      try machines.write("laptop", start.iso, "laptop \(index)")
      try machines.write("desktop", start.adding(days: 200).iso, "desktop \(index) 일기")
      start = start.adding(days: 1)
    }
    let laptop = try machines.journal("laptop"), desktop = try machines.journal("desktop")
    for index in 0..<20 {
      try laptop.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: machines.tick()))
      try desktop.addTodo(Todo(title: "desktop todo \(index)"), at: machines.tick())
    }
    try machines.sync("laptop")
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.entryCount(), 200)
    try expectEqual(desktop.entryCount(), 200)
    #expect(try desktop.todos().count == 20 && laptop.todos().count == 20)
    try expectEqual(desktop.intakes(from: day("2026-01-01"), to: day("2026-12-31")).count, 20)
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
  }

  @Test(.enabled(if: gitInstalled)) func anAttachmentTravels() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    try machines.write("laptop", "2026-11-05", "Photo day")
    let source = machines.root + "/photo.jpg"
    let bytes: [UInt8] = (0..<5000).map { UInt8($0 % 251) }
    let file = fopen(source, "w")
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    let attached = try machines.journal("laptop").attach(
      file: source, toEntryOn: day("2026-11-05"), at: machines.tick())
    try machines.sync("laptop")
    try machines.sync("desktop")
    let desktop = try machines.journal("desktop")
    let there = try desktop.attachments(on: day("2026-11-05"))
    expectEqual(there.map(\.originalName), ["photo.jpg"])
    expectEqual(there.first?.fileName, attached.fileName)
    let copy = Array(Machines.readBytes(desktop.attachmentsFolder + "/" + attached.fileName))
    expectEqual(copy, bytes)
    // Deleting the entry on the desktop takes the file away on the laptop.
    let files = try desktop.deleteEntry(on: day("2026-11-05"))
    for name in files { unlink(desktop.attachmentsFolder + "/" + name) }
    try machines.sync("desktop")
    try machines.sync("laptop")
    let laptop = try machines.journal("laptop")
    try expectEqual(laptop.entry(on: day("2026-11-05")), nil)
    #expect(access(laptop.attachmentsFolder + "/" + attached.fileName, F_OK) != 0)
  }

  @Test(.enabled(if: gitInstalled)) func aMalformedRemoteFileIsSetAsideAndTheRestApplied() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    try machines.write("laptop", "2026-11-06", "Good entry")
    try machines.sync("laptop")
    // Someone edits the remote by hand: a broken todo beside the good entry.
    let hand = machines.root + "/hand"
    try Git(folder: machines.root).checked(["clone", "-q", machines.remote, hand])
    mkdir(hand + "/todos", 0o700)
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    let broken = fopen(hand + "/todos/\(uid).txt", "w")
    fputs("---\nuid: \(uid)\ntitle: x\nimportant: maybe\n---\n", broken)
    fclose(broken)
    let git = Git(folder: hand)
    try git.checked(["add", "-A"])
    try git.checked(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "by hand"])
    try git.checked(["push", "-q", "origin", "HEAD:main"])
    try machines.write("desktop", "2026-11-07", "Desktop entry")
    let report = try machines.sync("desktop")
    expectEqual(report.setAside.map(\.path), ["todos/\(uid).txt"])
    expectEqual(report.setAside.map(\.reason), [.unreadable(.badValue("important"))])
    let desktop = try machines.journal("desktop")
    try expectEqual(desktop.entry(on: day("2026-11-06"))?.text, "Good entry")
    #expect(try desktop.todos().isEmpty)
    // The journal stays usable; the message names the file for the user.
    #expect(
      SyncError.malformed(path: "todos/\(uid).txt", reason: "x").message(.ko).contains("todos/"))
    try machines.write("desktop", "2026-11-08", "Still writing")
    try expectEqual(machines.text("desktop", "2026-11-08"), "Still writing")
  }

  @Test(.enabled(if: gitInstalled)) func offlineKeepsTheJournalAndTheNextSyncCatchesUp() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    let moved = machines.remote + ".away"
    rename(machines.remote, moved)
    try machines.write("laptop", "2026-11-09", "Written offline")
    #expect {
      try machines.sync("laptop")
    } throws: { error in (error as? SyncError)?.isOffline == true }
    #expect(try machines.engine("laptop").status().lastError != nil)
    rename(moved, machines.remote)
    try machines.sync("laptop")
    try machines.sync("desktop")
    try expectEqual(machines.text("desktop", "2026-11-09"), "Written offline")
    try expectEqual(machines.engine("laptop").status().lastError, nil)
  }

  @Test(.enabled(if: gitInstalled)) func aRewrittenRemoteLosesNothing() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-10", "Kept on the laptop")
    try machines.setUp("laptop", "desktop")
    // The remote is replaced by an unrelated history holding only another journal.
    _ = try Git.spawn(
      ["rm", "-rf", machines.remote], input: [], environment: [:], interactive: false)
    try Git(folder: machines.root).checked(["init", "-q", "--bare", "-b", "main", machines.remote])
    try machines.write("tablet", "2026-11-11", "From the tablet")
    try machines.setUp("tablet")
    let report = try machines.sync("laptop")
    #expect(report.notices.contains(.remoteRewritten))
    try machines.sync("tablet")
    try machines.sync("desktop")
    for name in ["laptop", "desktop", "tablet"] {
      try expectEqual(machines.text(name, "2026-11-10"), "Kept on the laptop", "\(name)")
      try expectEqual(machines.text(name, "2026-11-11"), "From the tablet", "\(name)")
    }
  }

  @Test(.enabled(if: gitInstalled)) func aReminderDeliveredOnOneMachineCountsOnTheOther() throws {
    let machines = try Machines()
    let laptop = try machines.journal("laptop")
    let start = LocalTime.timestamp(of: day("2026-12-01"), hour: 9)
    let plant = try laptop.addPlant(Plant(name: "Fern", intervalDays: 1), at: start - 86_400)
    try laptop.addCare(CareEvent(plantID: plant.id, kind: .water, at: start - 86_400))
    try machines.setUp("laptop", "desktop")
    let noon = LocalTime.timestamp(of: day("2026-12-01"), hour: 12, minute: 30)
    let delivered = try laptop.deliverDueReminders(now: noon)
    let uid = try #require(try laptop.recordID(.plant, of: plant.id))
    let key = try #require(delivered.first { $0.kind == .plantDay }?.key)
    #expect(key.contains(uid))
    try machines.sync("laptop")
    try machines.sync("desktop")
    let desktop = try machines.journal("desktop")
    #expect(try desktop.isNotificationRecorded(key: key))
    #expect(try desktop.pendingReminders(now: noon).allSatisfy { $0.key != key })
    // Read on the desktop, read on the laptop.
    let there = try #require(try desktop.notifications().first { $0.key == key })
    try desktop.markNotificationRead(id: there.id, at: noon + 60)
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.notifications().first { $0.key == key }?.readAt, noon + 60)
  }

  @Test func mirrorRecordsRoundTrip() throws {
    let record = MirrorRecord(
      kind: .todo,
      fields: [
        "uid": "01a232f0-8fe0-79ce-8439-04492de4dbdd", "title": "two\nlines \\ back",
        "important": "true", "changed": "1",
      ], text: "note\n\nwith blank line\n")
    expectEqual(MirrorRecord.parse(record.fileText, kind: .todo), .success(record))
    expectEqual(
      MirrorRecord.parse("---\nuid: x\ntitle: t\n---\n", kind: .todo), .failure(.badValue("uid")))
    expectEqual(MirrorRecord.parse("<<<<<<< HEAD\n", kind: .entry), .failure(.noFrontMatter))
  }
}

func readText(_ path: String) -> String {
  String(decoding: SyncEngineTests.Machines.readBytes(path), as: UTF8.self)
}

extension SyncEngineTests.Machines {
  static func readBytes(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return bytes
  }
}
