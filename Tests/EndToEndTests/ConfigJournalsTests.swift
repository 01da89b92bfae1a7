import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook config`, `--journal`, `daybook journals` and `daybook forget` through the binary,
/// in a sandbox that is HOME (so the config is `~/.config/daybook/config` and the journals
/// live in `~/.local/share/daybook`).
@Suite struct ConfigCommandTests {
  func run(_ sandbox: Sandbox, _ arguments: [String], stdin: String? = nil) throws -> RunResult {
    try Sandbox.execute(arguments, stdin: stdin, at: Sandbox.fixedNow, in: sandbox.folder)
  }

  func configText(_ sandbox: Sandbox) throws -> String {
    try String(
      contentsOfFile: sandbox.folder.path + "/.config/daybook/config", encoding: .utf8)
  }

  @Test func setChecksTheValueAndKeepsTheOtherLines() throws {
    let sandbox = try Sandbox()
    let folder = sandbox.folder.path + "/.config/daybook"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "# mine\nlanguage = en\n\n# evenings\nreminder_diary_time=21:00\n".write(
      toFile: folder + "/config", atomically: true, encoding: .utf8)

    try expectEqual(
      run(sandbox, ["config", "set", "reminder_diary_time", "22:30"]).stdout,
      "reminder_diary_time = 22:30\n")
    try expectEqual(run(sandbox, ["config", "set", "week_start", "Sunday"]).status, 0)
    try expectEqual(
      configText(sandbox),
      "# mine\nlanguage = en\n\n# evenings\nreminder_diary_time = 22:30\nweek_start = sunday\n")

    let bad = try run(sandbox, ["config", "set", "reminder_diary_time", "25:00"])
    expectEqual(bad.status, 2)
    expectEqual(
      bad.stderr,
      "daybook config set: bad value \"25:00\" for reminder_diary_time (expected HH:MM)\n")
    let unknown = try run(sandbox, ["config", "set", "colour", "red"])
    expectEqual(unknown.status, 2)
    expectEqual(
      unknown.stderr, "daybook config set: unknown key \"colour\" (see daybook config list --all)\n"
    )
    #expect(try configText(sandbox).contains("22:30"))

    try expectEqual(run(sandbox, ["config", "get", "week_start"]).stdout, "sunday\n")
    try expectEqual(run(sandbox, ["config", "get", "theme"]).status, 1)
    try expectEqual(
      run(sandbox, ["config", "list"]).stdout,
      "language = en\nweek_start = sunday\nreminder_diary_time = 22:30\n")
  }

  @Test func aWrongLineIsNamedAndStopsOtherCommands() throws {
    let sandbox = try Sandbox()
    let folder = sandbox.folder.path + "/.config/daybook"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "language = en\ncolour = red\nreminder_diary_time = 7pm\n".write(
      toFile: folder + "/config", atomically: true, encoding: .utf8)
    let result = try run(sandbox, ["today"])
    expectEqual(result.status, 1)
    expectEqual(
      result.stderr,
      """
      daybook: \(folder)/config line 2: unknown key "colour" (see daybook config list --all)
      \(folder)/config line 3: bad value "7pm" for reminder_diary_time (expected HH:MM)

      """)
    // `config` itself still works, which is how the file gets fixed.
    let list = try run(sandbox, ["config", "list"])
    expectEqual(list.stdout, "language = en\n")
    #expect(list.stderr.contains("line 2"))
    try expectEqual(run(sandbox, ["config", "unset", "colour"]).status, 2)
  }

  @Test func theConfigLanguageAndRemindersApply() throws {
    let sandbox = try Sandbox()
    try expectEqual(run(sandbox, ["config", "set", "language", "ko"]).status, 0)
    try expectEqual(run(sandbox, ["config", "set", "reminder_diary_enabled", "off"]).status, 0)
    try expectEqual(run(sandbox, ["config", "set", "reminder_todo_eve_time", "07:15"]).status, 0)
    #expect(try run(sandbox, ["todo", "add", "x", "--due", "2026-11-30"]).stdout.contains("추가함"))
    try expectEqual(run(sandbox, ["--lang", "en", "status", "--plain"]).status, 0)
    let journal = try Journal(
      path: sandbox.folder.path + "/.local/share/daybook/journal.sqlite")
    // The journal's own settings are untouched; the config wins when Daybook reads them.
    try expectEqual(journal.setting(ReminderSettings.enabledKey(.diary)), nil)
    let reminders = try Sandbox.execute(
      ["remind", "--dry-run"], at: "2026-11-29 23:30:00", in: sandbox.folder)
    expectEqual(reminders.status, 0)
    #expect(!reminders.stdout.contains("일기"))
  }
}

@Suite struct JournalsCommandTests {
  func run(_ sandbox: Sandbox, _ arguments: [String], stdin: String? = nil) throws -> RunResult {
    try Sandbox.execute(arguments, stdin: stdin, at: Sandbox.fixedNow, in: sandbox.folder)
  }

  var data: String { "/.local/share/daybook" }

  @Test func picksListsAndShowsJournalsByName() throws {
    let sandbox = try Sandbox()
    try expectEqual(run(sandbox, ["write", "--date", "2026-11-20", "home"]).status, 0)
    try expectEqual(
      run(sandbox, ["--journal", "work", "write", "--date", "2026-11-25", "일"]).status, 0)
    try expectEqual(
      run(sandbox, ["write", "--journal", "여행", "--date", "2026-11-02", "trip"]).status, 0)
    let base = sandbox.folder.path + data
    #expect(FileManager.default.fileExists(atPath: base + "/journals/work/journal.sqlite"))
    #expect(FileManager.default.fileExists(atPath: base + "/journals/여행/journal.sqlite"))
    let list = try run(sandbox, ["journals"]).lines.map {
      // Sizes depend on SQLite's page use; the rest is exact.
      $0.replacingOccurrences(of: #"\d+\.\d (KB|MB)"#, with: "SIZE", options: .regularExpression)
    }
    expectEqual(
      list,
      [
        "*  default  SIZE  last entry 2026-11-20", "   work     SIZE  last entry 2026-11-25",
        "   여행     SIZE  last entry 2026-11-02", "",
      ])
    try expectEqual(run(sandbox, ["config", "set", "journal", "work"]).status, 0)
    #expect(try run(sandbox, ["list"]).stdout.contains("2026-11-25"))
    #expect(try run(sandbox, ["--journal", "default", "list"]).stdout.contains("2026-11-20"))
    let bad = try run(sandbox, ["--journal", "../x", "list"])
    expectEqual(bad.status, 2)
    expectEqual(bad.stderr, "daybook: invalid journal name \"../x\" (letters, digits, - and _)\n")
  }

  /// Every file and folder under `root`, relative to it.
  func walk(_ root: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }.sorted()
  }

  @Test func forgetLeavesNothingOfTheJournalAndTouchesNothingElse() throws {
    let sandbox = try Sandbox()
    let base = sandbox.folder.path + data
    try expectEqual(run(sandbox, ["write", "home"]).status, 0)
    try expectEqual(
      run(sandbox, ["--journal", "work", "write", "--date", "2026-11-25", "일"]).status, 0)
    let photo = sandbox.folder.path + "/photo.jpg"
    try "jpeg".write(toFile: photo, atomically: true, encoding: .utf8)
    try expectEqual(
      run(sandbox, ["--journal", "work", "attach", photo, "--date", "2026-11-25"]).status, 0)
    try expectEqual(run(sandbox, ["--journal", "work", "backup"]).status, 0)
    // The sync mirror, when git is here to make one (the remote is outside the journal).
    let remote = sandbox.folder.path + "/remote.git"
    let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
    if hasGit {
      let git = Process()
      git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      git.arguments = ["init", "-q", "--bare", "-b", "main", remote]
      try git.run()
      git.waitUntilExit()
      let synced = try Sandbox.execute(
        ["--journal", "work", "sync", "init", remote], at: nil, in: sandbox.folder)
      expectEqual(synced.status, 0, "\(synced)")
      #expect(
        walk(sandbox.folder.path).contains(".local/share/daybook/journals/work/journal.sqlite.sync")
      )
    } else {
      print("forget test: git is not installed; the sync mirror is not part of this run")
    }
    let folder = base + "/journals/work"
    // The view's picture thumbnails of the attached photo (named as ThumbnailCache names
    // them): Daybook's.
    let stored = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder + "/attachments").first)
    try FileManager.default.createDirectory(
      atPath: folder + "/thumbnails", withIntermediateDirectories: true)
    try "cells".write(
      toFile: folder + "/thumbnails/\(stored).20x10.256.cells", atomically: true,
      encoding: .utf8)
    // Files Daybook did not make, though some are named like its own: in the journal's
    // folder, in attachments/, thumbnails/ and the sync mirror, and beside the folder.
    let foreign =
      [
        "notes.txt", "daybook-notes.md", "daybook-a1B2c3.md", "daybook-unsaved-2026-11-25-1.txt",
        "journal-20240101-120000.sqlite", "attachments/mine.txt", "thumbnails/a.mosaic",
      ] + (hasGit ? ["journal.sqlite.sync/my-notes.txt"] : [])
    for name in foreign {
      try "mine".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    try "mine".write(toFile: base + "/journals/work.txt", atomically: true, encoding: .utf8)
    let before = walk(sandbox.folder.path)
    #expect(before.contains(".local/share/daybook/journals/work/attachments"))
    #expect(before.contains { $0.hasSuffix("-attachments") })

    let refused = try run(sandbox, ["forget", "--journal", "work"], stdin: "Work\n")
    expectEqual(refused.status, 1)
    // SQLite's -wal and -shm come and go with every open; everything else is as it was.
    let lasting = { (paths: [String]) in
      paths.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
    }
    expectEqual(lasting(walk(sandbox.folder.path)), lasting(before))

    let result = try run(sandbox, ["forget", "--journal", "work"], stdin: "work\n")
    expectEqual(result.status, 0, "\(result)")
    #expect(result.stdout.contains("Deleted the journal \"work\"."))
    // One line per file left, under a line naming the folder and the count.
    let listed = foreign.sorted()
    #expect(
      result.stdout.hasSuffix(
        "Left in \(folder), as Daybook did not make them (\(listed.count)):\n"
          + listed.map { "  " + $0 + "\n" }.joined()), "\(result.stdout)")
    let after = walk(sandbox.folder.path).filter { $0.contains("journals/work/") }
    let folders = ["attachments", "thumbnails"] + (hasGit ? ["journal.sqlite.sync"] : [])
    expectEqual(
      after, (listed + folders).map { ".local/share/daybook/journals/work/" + $0 }.sorted())
    #expect(FileManager.default.fileExists(atPath: base + "/journals/work.txt"))
    #expect(FileManager.default.fileExists(atPath: base + "/journal.sqlite"))
    #expect(FileManager.default.fileExists(atPath: photo))
    try expectEqual(run(sandbox, ["journals"]).lines.count, 2)

    // With nothing foreign left, the folder goes too.
    try expectEqual(run(sandbox, ["--journal", "trip", "write", "x"]).status, 0)
    try expectEqual(run(sandbox, ["forget", "--journal", "trip"], stdin: "trip\n").status, 0)
    #expect(!FileManager.default.fileExists(atPath: base + "/journals/trip"))
  }

  /// A live second process, the view, has the journal open: forget refuses with one line and
  /// deletes nothing; once the view has quit, the same forget goes through.
  @Test func forgetRefusesAJournalTheViewHasOpen() throws {
    if let reason = TUIHarness.skipReason {
      print("forget-while-open test: \(reason)")
      return
    }
    let sandbox = try Sandbox()
    try expectEqual(
      run(sandbox, ["--journal", "work", "write", "--date", "2026-11-25", "일"]).status, 0)
    let path = sandbox.folder.path + data + "/journals/work/journal.sqlite"
    let session = try TmuxSession(
      program: [TUIHarness.binary ?? "/nonexistent", "--db", path], home: sandbox.folder.path)
    defer { session.killServer() }
    try session.waitFor("Calendar")
    let before = walk(sandbox.folder.path)

    let refused = try run(sandbox, ["forget", "--journal", "work"], stdin: "work\n")
    expectEqual(refused.status, 1)
    expectEqual(refused.stdout, "")
    expectEqual(
      refused.stderr,
      "daybook forget: the journal \"work\" is open in another Daybook "
        + "(the view, a sync or a command); close it and try again\n")
    #expect(FileManager.default.fileExists(atPath: path))
    let lasting = { (paths: [String]) in
      paths.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
    }
    expectEqual(lasting(walk(sandbox.folder.path)), lasting(before))

    session.keys("q")
    try session.waitForExit()
    let result = try run(sandbox, ["forget", "--journal", "work"], stdin: "work\n")
    expectEqual(result.status, 0, "\(result)")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// A command that only reads marks the journal open too, and lets go when it ends.
  @Test func theOpenMarkIsAFolderLockHeldWhileOpen() throws {
    let sandbox = try Sandbox()
    try expectEqual(run(sandbox, ["--journal", "work", "write", "x"]).status, 0)
    let path = sandbox.folder.path + data + "/journals/work/journal.sqlite"
    #expect(!JournalOpenLock.isOpen(journalPath: path))
    do {
      let journal = try Journal(readingOnly: path)
      #expect(JournalOpenLock.isOpen(journalPath: path))
      #expect(JournalOpenLock.exclusive(journalPath: path) == nil)
      _ = journal
    }
    #expect(!JournalOpenLock.isOpen(journalPath: path))
    #expect(JournalOpenLock.exclusive(journalPath: path) != nil)
  }

  @Test func forgetRefusesAFileNamedByPath() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "x"]).status, 0)
    let result = try sandbox.run(["forget"], stdin: "default\n")
    expectEqual(result.status, 2)
    #expect(sandbox.databaseExists)
  }
}
