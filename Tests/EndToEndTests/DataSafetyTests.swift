import DaybookCore
import DaybookTestSupport
import Expectations
import Foundation
import Testing

// Proof that nothing is lost, on the real binary: kill -9 while typing, two TUIs and the
// command line on one journal, a full disk, a read-only journal, damaged files, hostile text
// on a terminal, and private file modes. `daybook-bench --kill N --fuzz N` runs the long
// versions; these are the short ones that run with every `swift test`.
//
// The disk tests mount a small tmpfs, which needs root (as in the dev container and CI);
// elsewhere they are skipped with the reason printed.

@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct DataSafetyTests {
  static let killRuns = Int(ProcessInfo.processInfo.environment["DAYBOOK_KILL_RUNS"] ?? "") ?? 5
  static var today: Day { LocalTime.day(of: LocalTime.now()) }

  // MARK: kill -9

  @Test func killingTheTUIWhileTypingLosesNoSavedOrAutosavedWord() throws {
    var lost: [String] = []
    var draftsChecked = 0
    // The runs that wait past an autosave must each bring their draft back; a run killed
    // early may have one too when typing under load outlasted the autosave interval.
    var draftsOwed = 0
    var owedDraftsRestored = 0
    for run in 0..<Self.killRuns {
      let sandbox = try TUISandbox()
      try onboard(sandbox.database)
      var random = SplitMix64(seed: testSeed())
      var typed: [(word: String, at: Date)] = []
      var saved: [String] = []
      var killedAt = Date()
      try sandbox.withSession { tui in
        try tui.waitFor("Entry")
        tui.keys("n")
        Thread.sleep(forTimeInterval: 0.3)
        let steps = Int.random(in: 2...6, using: &random)
        for step in 0..<steps {
          let word = "r\(run)w\(step)"
          tui.type(word + " ")
          typed.append((word, Date()))
          Thread.sleep(forTimeInterval: Double.random(in: 0.05...0.6, using: &random))
          if Bool.random(using: &random) {
            tui.keys("Escape")
            try waitUntilEntry(sandbox.database, holds: typed.map(\.word))
            saved = typed.map(\.word)
            tui.keys("i")
            Thread.sleep(forTimeInterval: 0.1)
          }
        }
        // Half the runs type a last unsaved word and wait past its autosave (so a draft
        // must come back), half are killed before an autosave could happen.
        if run.isMultiple(of: 2) {
          let word = "r\(run)tail"
          tui.type(word + " ")
          typed.append((word, Date()))
          Thread.sleep(forTimeInterval: 6)
        } else {
          Thread.sleep(forTimeInterval: Double.random(in: 0...1.5, using: &random))
        }
        killedAt = Date()
        try tui.killProgram()
      }
      if run.isMultiple(of: 2) { draftsOwed += 1 }
      let journal = try Journal(path: sandbox.database)
      try expectEqual(journal.integrityCheck(), ["ok"])
      let entry = try journal.entry(on: Self.today)
      let entryWords = words(entry.map { $0.title + " " + $0.body } ?? "")
      let draft = try journal.drafts().first { $0.day == Self.today }
      let draftWords = words(draft.map { $0.title + " " + $0.body } ?? "")
      lost += saved.filter { !entryWords.contains($0) }
      let autosaved = typed.filter { killedAt.timeIntervalSince($0.at) >= 5.5 }.map(\.word)
      lost += autosaved.filter { !entryWords.contains($0) && !draftWords.contains($0) }
      if let draft, draftWords != entryWords, let first = draft.title.split(separator: " ").first {
        draftsChecked += 1
        if run.isMultiple(of: 2) { owedDraftsRestored += 1 }
        try sandbox.withSession { tui in
          try tui.waitFor(String(first))
          try tui.waitFor("● unsaved")
        }
      }
    }
    print("DataSafetyTests: \(Self.killRuns) kills, \(draftsChecked) drafts restored, lost \(lost)")
    #expect(lost.isEmpty)
    expectEqual(draftsOwed, (Self.killRuns + 1) / 2)
    expectEqual(owedDraftsRestored, draftsOwed)
  }

  // MARK: Concurrency

  @Test func twoTUIsAndTheCommandLineWriteAtOnceWithoutErrorsOrLoss() throws {
    let sandbox = try TUISandbox()
    try onboard(sandbox.database)
    try expectEqual(sandbox.runCommand(["plant", "add", "Monstera", "--every", "7"]), 0)
    let first = try TmuxSession(
      program: [TUIHarness.binary ?? "", "--db", sandbox.database], home: sandbox.folder.path)
    defer { first.killServer() }
    let second = try TmuxSession(
      program: [TUIHarness.binary ?? "", "--db", sandbox.database], home: sandbox.folder.path)
    defer { second.killServer() }
    try first.waitFor("Entry")
    try second.waitFor("Entry")
    let days = (1...12).map { Self.today.adding(days: -30 - $0) }
    let binary = TUIHarness.binary ?? "/nonexistent"
    let database = sandbox.database
    let environment = TmuxSession.environment(home: sandbox.folder.path)
    let commandLine = Thread {
      for (index, day) in days.enumerated() {
        _ = Spawn.run(
          [binary, "--db", database, "write", "--date", day.iso, "명령줄 \(index)"],
          environment: environment, capture: false)
      }
    }
    commandLine.start()
    // The first TUI writes today's entry and saves it again and again.
    first.keys("n")
    // The second one adds intake records and writes yesterday's entry.
    second.keys("2")
    for round in 0..<6 {
      first.type("하나\(round) ")
      first.keys("Escape")
      second.keys("+")
      if round == 2 {
        try expectEqual(sandbox.runCommand(["backup", sandbox.folder.path + "/during.sqlite"]), 0)
      }
      Thread.sleep(forTimeInterval: 0.2)
      first.keys("i")
    }
    first.keys("Escape")
    try first.waitFor("Saved")
    second.keys("1", "h", "Enter", "i")
    second.type("둘 어제")
    second.keys("Escape")
    try second.waitFor("Saved")
    while !commandLine.isFinished { Thread.sleep(forTimeInterval: 0.05) }
    for screen in [first.screen(), second.screen()] {
      for word in ["locked", "busy", "error", "Error", "failed", "cannot"] {
        #expect(!screen.contains(word), "\(screen)")
      }
    }
    let journal = try Journal(path: sandbox.database)
    let todayEntry = try #require(try journal.entry(on: Self.today))
    expectEqual(words(todayEntry.title + " " + todayEntry.body), (0..<6).map { "하나\($0)" })
    try expectEqual(journal.entry(on: Self.today.adding(days: -1))?.title, "둘 어제")
    for (index, day) in days.enumerated() {
      try expectEqual(journal.entry(on: day)?.body, "명령줄 \(index)")
    }
    try expectEqual(journal.intakes(from: Self.today, to: Self.today).count, 6)
    try expectEqual(journal.integrityCheck(), ["ok"])
    let copy = try Journal(path: sandbox.folder.path + "/during.sqlite")
    try expectEqual(copy.integrityCheck(), ["ok"])
  }

  // MARK: Full disk and read-only

  @Test func aFullDiskGivesAClearMessageAndKeepsEarlierEntries() throws {
    let sandbox = try TUISandbox()
    guard let disk = TmpfsMount(at: sandbox.folder.path + "/disk", megabytes: 1) else { return }
    defer { disk.unmount() }
    let database = disk.path + "/journal.sqlite"
    expectEqual(run(["write", "--date", "2026-11-01", "가득 차기 전"], db: database).status, 0)
    disk.fill()
    // Too big for one argument, so it arrives as a jrnl import (all or nothing as well).
    let big = sandbox.folder.path + "/big.txt"
    try ("[2026-11-02 10:00] 큰 글\n" + String(repeating: "디스크가 가득 찼다 ", count: 30_000))
      .write(toFile: big, atomically: false, encoding: .utf8)
    let write = run(["import", "--format", "jrnl", big], db: database)
    expectEqual(write.status, 1)
    #expect(write.output.contains("the disk is full"), "\(write.output)")
    let small = run(["write", "--date", "2026-11-03", "짧은 글"], db: database)
    expectEqual(small.status, 1, "\(small.output)")
    let backup = run(["backup", disk.path + "/copy.sqlite"], db: database)
    expectEqual(backup.status, 1, "\(backup.output)")
    #expect(!FileManager.default.fileExists(atPath: disk.path + "/copy.sqlite"))
    let export = run(["export", "--output", disk.path + "/export.json"], db: database)
    #expect(export.status != 0 || Self.fileSize(disk.path + "/export.json") > 0)
    disk.emptyFiller()
    let journal = try Journal(path: database)
    try expectEqual(journal.integrityCheck(), ["ok"])
    try expectEqual(journal.entry(on: Day(iso: "2026-11-01")!)?.body, "가득 차기 전")
    try expectEqual(journal.entry(on: Day(iso: "2026-11-02")!), nil)
    try expectEqual(journal.entryCount(), 1)
  }

  @Test func aReadOnlyJournalGivesAClearMessageAndStaysIntact() throws {
    let sandbox = try TUISandbox()
    guard let disk = TmpfsMount(at: sandbox.folder.path + "/ro", megabytes: 4) else { return }
    defer { disk.unmount() }
    let database = disk.path + "/journal.sqlite"
    expectEqual(run(["write", "--date", "2026-11-01", "읽기 전용 전"], db: database).status, 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    guard disk.remount(readOnly: true) else { return }
    let write = run(["write", "--date", "2026-11-02", "안 된다"], db: database)
    expectEqual(write.status, 1)
    #expect(write.output.contains("read-only"), "\(write.output)")
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
    #expect(disk.remount(readOnly: false))
    let journal = try Journal(path: database)
    try expectEqual(journal.integrityCheck(), ["ok"])
    try expectEqual(journal.entry(on: Day(iso: "2026-11-01")!)?.body, "읽기 전용 전")
    try expectEqual(journal.entry(on: Day(iso: "2026-11-02")!), nil)
  }

  @Test func aJournalFileWithMode0400GivesAClearMessage() throws {
    // Root ignores file modes, so the binary runs as `nobody` on a folder it owns.
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      print("DataSafetyTests: skipping the 0400 test (needs root and setpriv)")
      return
    }
    let sandbox = try TUISandbox()
    let folder = sandbox.folder.path + "/nobody"
    let database = folder + "/journal.sqlite"
    expectEqual(run(["write", "--date", "2026-11-01", "처음"], db: database).status, 0)
    chown(folder, 65534, 65534)
    chown(database, 65534, 65534)
    chmod(sandbox.folder.path, 0o755)
    chmod(database, 0o400)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let write = run(["write", "--date", "2026-11-02", "안 된다"], db: database, asNobody: true)
    expectEqual(write.status, 1)
    #expect(write.output.contains("read-only"), "\(write.output)")
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
    let list = run(["list"], db: database, asNobody: true)
    #expect(list.output.contains("처음") || list.output.contains("read-only"), "\(list.output)")
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
  }

  // MARK: Damaged files

  @Test func aTruncatedJournalIsNamedAndLeftByteForByte() throws {
    let sandbox = try TUISandbox()
    let database = sandbox.database
    for index in 0..<30 {
      expectEqual(
        run(
          [
            "write", "--date", Day(iso: "2026-10-01")!.adding(days: index).iso,
            String(repeating: "긴 일기 ", count: 200),
          ], db: database
        ).status, 0)
    }
    let whole = try Data(contentsOf: URL(fileURLWithPath: database))
    let cut = whole.prefix(whole.count * 2 / 3)
    try cut.write(to: URL(fileURLWithPath: database))
    for arguments in [["list"], ["write", "x"], ["backup"], ["check"], ["export"]] {
      let result = run(arguments, db: database)
      expectEqual(result.status, 1, "\(arguments) \(result.output)")
      #expect(result.output.contains(database + " is damaged"), "\(result.output)")
      try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), cut)
      #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: database + "-shm"))
    }
    // The interactive diary says the same before it takes the screen.
    let session = try TmuxSession(
      program: ["/bin/sh", "-c", "'\(TUIHarness.binary ?? "")' --db '\(database)'; sleep 30"],
      home: sandbox.folder.path)
    defer { session.killServer() }
    try session.waitFor("is damaged")
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), cut)
  }

  // MARK: Hostile text on a terminal

  @Test func controlCharactersFromDataNeverReachTheTerminalRaw() throws {
    let sandbox = try TUISandbox()
    let hostile = "a\u{1B}[2Jb\u{1B}]52;c;ZXZpbA==\u{07}c\u{9B}31md\u{85}e"
    let journal = try Journal(path: sandbox.database)
    try journal.saveEntry(
      Entry(day: Self.today, title: "제목 " + hostile, body: hostile), at: LocalTime.now())
    _ = try journal.addPlant(Plant(name: "식물 " + hostile), at: LocalTime.now())
    _ = try journal.addTodo(Todo(title: "할일 " + hostile, due: Self.today), at: LocalTime.now())
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
      print("DataSafetyTests: skipping the terminal output test (no script(1))")
      return
    }
    for arguments in [
      ["list"], ["today"], ["plant", "list"], ["todo", "list"],
      [
        "export",
        "--format", "jrnl",
      ], ["plant", "show", "식물"], ["search", "제목"],
    ] {
      let command = ([TUIHarness.binary ?? "", "--db", sandbox.database] + arguments)
        .map { "'" + $0 + "'" }.joined(separator: " ")
      let result = Spawn.run(
        ["/usr/bin/script", "-qec", command, "/dev/null"],
        environment: TmuxSession.environment(home: sandbox.folder.path)
          .merging(["NO_COLOR": "1"]) { $1 }, capture: true)
      expectEqual(result.status, 0, "\(arguments): \(result.output)")
      let scalars = result.output.unicodeScalars
      #expect(
        !scalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\u{85}" },
        "\(arguments): \(result.output.debugDescription)")
      // The text itself is still shown, with its control characters made visible.
      #expect(result.output.contains("[2J"), "\(arguments): \(result.output)")
    }
  }

  // MARK: Private files

  @Test func journalBackupsAndExportsStayPrivate() throws {
    let sandbox = try TUISandbox()
    let folder = sandbox.folder.path + "/data/daybook"
    let database = folder + "/journal.sqlite"
    expectEqual(run(["write", "비밀 #일기"], db: database).status, 0)
    expectEqual(run(["todo", "add", "secret"], db: database).status, 0)
    expectEqual(mode(folder), 0o700)
    expectEqual(mode(database), 0o600)
    try FileManager.default.createDirectory(
      atPath: folder + "/attachments", withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o755])
    _ = FileManager.default.createFile(
      atPath: folder + "/attachments/photo.jpg", contents: Data("jpg".utf8),
      attributes: [.posixPermissions: 0o644])
    let backup = run(["backup"], db: database)
    expectEqual(backup.status, 0, "\(backup.output)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let copy = try #require(names.first { $0.hasPrefix("journal-") && $0.hasSuffix(".sqlite") })
    expectEqual(copy.count, "journal-20261129-120000.sqlite".count)
    expectEqual(mode(folder + "/" + copy), 0o600)
    let copiedFolder = folder + "/" + copy.dropLast(".sqlite".count) + "-attachments"
    expectEqual(mode(copiedFolder), 0o700)
    expectEqual(mode(copiedFolder + "/photo.jpg"), 0o600)
    let out = sandbox.folder.path
    for (format, name) in [("json", "e.json"), ("jrnl", "e.txt"), ("ics", "e.ics")] {
      expectEqual(
        run(["export", "--format", format, "--output", out + "/" + name], db: database)
          .status, 0)
      expectEqual(mode(out + "/" + name), 0o600, "\(format)")
    }
    expectEqual(
      run(["export", "--format", "markdown", "--output", out + "/md"], db: database)
        .status, 0)
    expectEqual(mode(out + "/md"), 0o700)
    let months = try FileManager.default.contentsOfDirectory(atPath: out + "/md")
    expectEqual(months.count, 1)
    #expect(months.allSatisfy { mode(out + "/md/" + $0) == 0o600 })
    // A TUI session writes too: the -wal and -shm it makes are private as well.
    try sandbox.withSession { _ in }
    let session = try TmuxSession(
      program: [TUIHarness.binary ?? "", "--db", database], home: sandbox.folder.path)
    defer { session.killServer() }
    try session.waitFor("Entry")
    session.keys("n")
    session.type("세션")
    session.keys("Escape")
    try session.waitFor("Saved")
    expectEqual(mode(database), 0o600)
    expectEqual(mode(database + "-wal"), 0o600)
    expectEqual(mode(database + "-shm"), 0o600)
    expectEqual(mode(folder), 0o700)
  }

  // MARK: Helpers

  private func onboard(_ path: String) throws {
    let journal = try Journal(path: path)
    try journal.saveSettings(JournalSettings(onboarded: true))
  }

  private func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }

  private func waitUntilEntry(_ path: String, holds wanted: [String]) throws {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if let journal = try? Journal(path: path),
        let entry = try? journal.entry(on: Self.today),
        Set(wanted).isSubset(of: words(entry.title + " " + entry.body))
      {
        return
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw TUIError("the save of \(wanted) never reached the database")
  }

  private func run(_ arguments: [String], db: String, asNobody: Bool = false)
    -> (status: Int32, output: String)
  {
    let program = [TUIHarness.binary ?? "/nonexistent", "--db", db] + arguments
    let prefix =
      asNobody
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    var environment = TmuxSession.environment(home: FileManager.default.temporaryDirectory.path)
    environment["TZ"] = "UTC"
    return Spawn.run(prefix + program, environment: environment, capture: true)
  }

  private func mode(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int ?? 0)
      & 0o777
  }

  static func fileSize(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  }
}

/// A small tmpfs mounted for one test; nil (with the reason printed) when mounting is not
/// permitted.
final class TmpfsMount {
  let path: String

  convenience init?(at path: String, megabytes: Int) {
    self.init(at: path, size: "\(megabytes)m")
  }

  init?(at path: String, size: String) {
    self.path = path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let result = Spawn.run(
      ["/usr/bin/mount", "-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", path],
      environment: ProcessInfo.processInfo.environment, capture: true)
    guard result.status == 0 else {
      print("DataSafetyTests: skipping (cannot mount a tmpfs: \(result.output))")
      return nil
    }
  }

  /// Writes a filler file until the disk is full.
  func fill() {
    _ = Spawn.run(
      ["/usr/bin/dd", "if=/dev/zero", "of=\(path)/filler", "bs=4k"],
      environment: ProcessInfo.processInfo.environment, capture: false)
  }

  func emptyFiller() { unlink(path + "/filler") }

  func remount(readOnly: Bool) -> Bool {
    let result = Spawn.run(
      ["/usr/bin/mount", "-o", "remount," + (readOnly ? "ro" : "rw"), path],
      environment: ProcessInfo.processInfo.environment, capture: true)
    if result.status != 0 { print("DataSafetyTests: remount failed: \(result.output)") }
    return result.status == 0
  }

  func unmount() {
    _ = Spawn.run(
      ["/usr/bin/umount", "-l", path], environment: ProcessInfo.processInfo.environment,
      capture: false)
  }
}
