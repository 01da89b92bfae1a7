import DaybookCore
import Expectations
import Foundation
import Testing

// Issue #12: Daybook next to files it does not own, odd files, full disks, hostile text and
// huge input, through the real binary.

/// Runs the binary with `--db PATH` (any path) in `sandbox`'s folder.
func runDaybook(
  _ sandbox: Sandbox, db: String, _ arguments: [String], stdin: String? = nil,
  at now: String? = Sandbox.fixedNow
) throws -> RunResult {
  try Sandbox.execute(["--db", db] + arguments, stdin: stdin, at: now, in: sandbox.folder)
}

func exists(_ path: String) -> Bool {
  var info = stat()
  return lstat(path, &info) == 0
}

@Suite struct OwnedFilesTests {
  @Test func backupRefusesAnAttachmentsFolderThatIsAlreadyThere() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "--date", "2026-06-10", "일기"]).status, 0)
    let photo = sandbox.folder.appendingPathComponent("photo.jpg").path
    try "jpeg".write(toFile: photo, atomically: true, encoding: .utf8)
    try expectEqual(sandbox.run(["attach", photo, "--date", "2026-06-10"]).status, 0)

    // Someone's folder already has the name the backup's attachments would get.
    let shared = sandbox.folder.appendingPathComponent("shared").path
    try FileManager.default.createDirectory(
      atPath: shared + "/copy-attachments", withIntermediateDirectories: true)
    try "mine".write(
      toFile: shared + "/copy-attachments/mine.txt", atomically: true, encoding: .utf8)
    let result = try sandbox.run(["backup", shared + "/copy.sqlite"])
    expectEqual(result.status, 1)
    expectEqual(result.stderr, "daybook backup: \(shared)/copy-attachments already exists\n")
    #expect(exists(shared + "/copy-attachments/mine.txt"))
    #expect(!exists(shared + "/copy.sqlite"))

    // A symlink prepared in advance, pointing at another folder: refused, not followed.
    let victim = sandbox.folder.appendingPathComponent("victim").path
    try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
    try "keep".write(toFile: victim + "/keep.txt", atomically: true, encoding: .utf8)
    symlink(victim, shared + "/other-attachments")
    let linked = try sandbox.run(["backup", shared + "/other.sqlite"])
    expectEqual(linked.status, 1)
    #expect(exists(victim + "/keep.txt"))
    #expect(!exists(shared + "/other.sqlite"))

    // A symlink where the copy itself would go is refused too, and not followed.
    symlink(victim + "/target.sqlite", shared + "/third.sqlite")
    let third = try sandbox.run(["backup", shared + "/third.sqlite"])
    expectEqual(third.status, 1)
    #expect(!exists(victim + "/target.sqlite"))

    let fine = try sandbox.run(["backup", shared + "/fine.sqlite"])
    expectEqual(fine.status, 0, "\(fine)")
    try expectEqual(
      FileManager.default.contentsOfDirectory(atPath: shared + "/fine-attachments").count, 1)
    try expectEqual(
      FileManager.default.contentsOfDirectory(atPath: shared).sorted(),
      [
        "copy-attachments", "fine-attachments", "fine.sqlite", "other-attachments", "third.sqlite",
      ])
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func checkCleanRemovesOnlyOldCopiesNamedByDaybook()
    throws
  {
    let sandbox = try Sandbox()
    let docs = sandbox.folder.appendingPathComponent("docs").path
    let database = docs + "/diary.sqlite"
    try expectEqual(runDaybook(sandbox, db: database, ["write", "x"]).status, 0)
    let folder = docs + "/attachments"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let now = 1_795_953_600.0  // Sandbox.fixedNow
    func file(_ name: String, age: Double) throws {
      try "x".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: now - age)],
        ofItemAtPath: folder + "/" + name)
    }
    try file("holiday.jpg", age: 86_400)
    try file("1795000000-1a2b3c.jpg", age: 86_400)
    try file("1795953590-ffff.jpg", age: 10)
    let result = try runDaybook(sandbox, db: database, ["check", "--clean"])
    expectEqual(
      result.stdout,
      """
      Database: ok
      Not made by Daybook, left alone: \(folder)/holiday.jpg
      Orphan file: \(folder)/1795000000-1a2b3c.jpg
      Removed 1 orphan file.

      """)
    try expectEqual(
      FileManager.default.contentsOfDirectory(atPath: folder).sorted(),
      [
        "1795953590-ffff.jpg", "holiday.jpg",
      ])
  }

  @Test func checkCleanNextToAttachNeverRemovesTheFileBeingAttached() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "x"], at: nil).status, 0)
    let source = sandbox.folder.appendingPathComponent("big.bin").path
    try Data(repeating: 7, count: 4 << 20).write(to: URL(fileURLWithPath: source))
    for _ in 0..<15 {
      let attach = Process()
      attach.executableURL = URL(fileURLWithPath: Sandbox.binary)
      attach.arguments = ["--db", sandbox.database, "attach", source]
      attach.environment = ["HOME": sandbox.folder.path, "LANG": "C.UTF-8", "TZ": "UTC"]
      attach.standardOutput = FileHandle.nullDevice
      try attach.run()
      for _ in 0..<3 { _ = try sandbox.run(["check", "--clean"], at: nil) }
      attach.waitUntilExit()
      expectEqual(attach.terminationStatus, 0)
    }
    let journal = try sandbox.journal()
    let check = try journal.checkAttachments(now: Int64(Date().timeIntervalSince1970))
    #expect(check.missingFiles.isEmpty)
    try expectEqual(journal.allAttachments().count, 15)
  }
}

/// Eight `daybook write` loops at once on one journal; what failed and what was lost.
func concurrentWrites(
  binary: String, folder: String, processes: Int, writes: Int
) throws -> (failed: Int, lost: Int, firstError: String) {
  let database = folder + "/journal.sqlite"
  var running: [(Process, Pipe)] = []
  for process in 0..<processes {
    let task = Process()
    task.executableURL = URL(fileURLWithPath: "/bin/sh")
    task.arguments = [
      "-c",
      "i=0; while [ $i -lt \(writes) ]; do \"$0\" --db \"$1\" write \"p\(process)w$i\" >/dev/null"
        + " || echo \"FAILED p\(process)w$i\"; i=$((i+1)); done",
      binary, database,
    ]
    task.environment = ["HOME": folder, "LANG": "C.UTF-8", "TZ": "UTC"]
    let errors = Pipe()
    task.standardOutput = errors
    task.standardError = errors
    try task.run()
    running.append((task, errors))
  }
  var failed = 0
  var firstError = ""
  for (task, errors) in running {
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    task.waitUntilExit()
    let lines = text.split(separator: "\n")
    failed += lines.filter { $0.hasPrefix("FAILED") }.count
    if firstError.isEmpty, let line = lines.first(where: { !$0.hasPrefix("FAILED") }) {
      firstError = String(line)
    }
  }
  let journal = try Journal(path: database)
  let text = try journal.entries()
    .map { $0.title + "\n" + $0.body }.joined(separator: "\n")
  let words = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
  var lost = 0
  for process in 0..<processes {
    for write in 0..<writes where !words.contains("p\(process)w\(write)") { lost += 1 }
  }
  return (failed, lost - failed, firstError)
}

@Suite struct ConcurrentWriteTests {
  @Test func eightWritersAtOnceNeverSeeAFalseDamage() throws {
    let rounds = Int(ProcessInfo.processInfo.environment["DAYBOOK_WRITE_ROUNDS"] ?? "") ?? 2
    for _ in 0..<rounds {
      let sandbox = try Sandbox()
      let result = try concurrentWrites(
        binary: Sandbox.binary, folder: sandbox.folder.path, processes: 8, writes: 25)
      expectEqual(result.failed, 0, "\(result.firstError)")
      expectEqual(result.lost, 0)
    }
  }
}

/// Runs the binary with exactly `environment` (no faketime) in `folder`.
func runWithEnvironment(
  _ arguments: [String], environment: [String: String], in folder: String, stdin: Data? = nil
) throws -> RunResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: Sandbox.binary)
  process.arguments = arguments
  process.environment = environment
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  let output = Pipe()
  let errors = Pipe()
  let input = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = input
  try process.run()
  if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
  try? input.fileHandleForWriting.close()
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return RunResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

@Suite struct NoHomeTests {
  @Test(arguments: [nil, "", "relative/home"] as [String?])
  func withoutAUsableHomeNothingIsCreated(home: String?) throws {
    let sandbox = try Sandbox()
    var environment = ["LANG": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    environment["HOME"] = home
    environment["XDG_DATA_HOME"] = "relative/data"
    for arguments in [["list"], ["write", "x"], ["backup"], ["check"]] {
      let result = try runWithEnvironment(
        arguments, environment: environment, in: sandbox.folder.path)
      expectEqual(result.status, 1)
      expectEqual(result.stdout, "")
      expectEqual(
        result.stderr,
        "daybook \(arguments[0]): no usable home folder for the journal: "
          + "set HOME (or XDG_DATA_HOME or DAYBOOK_DB), or name a journal with --db\n")
    }
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path), [])
    #expect(!exists("/.local/share/daybook"))
  }
}

@Suite struct AttachOddFilesTests {
  @Test func aFIFOIsRefusedAtOnceAndASymlinkNeedsFollow() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "x"]).status, 0)
    let fifo = sandbox.folder.appendingPathComponent("pipe").path
    expectEqual(mkfifo(fifo, 0o600), 0)
    let started = Date()
    let result = try sandbox.run(["attach", fifo])
    #expect(Date().timeIntervalSince(started) < 5)
    expectEqual(result.status, 1)
    expectEqual(result.stderr, "daybook attach: \(fifo) is not a regular file\n")

    let real = sandbox.folder.appendingPathComponent("real.txt").path
    try "text".write(toFile: real, atomically: true, encoding: .utf8)
    let link = sandbox.folder.appendingPathComponent("link.txt").path
    expectEqual(symlink(real, link), 0)
    let refused = try sandbox.run(["attach", link])
    expectEqual(refused.status, 1)
    expectEqual(
      refused.stderr,
      "daybook attach: \(link) is a symbolic link; attach the file it points to, or use --follow\n")
    try expectEqual(sandbox.run(["attach", "--follow", link]).status, 0)
    try expectEqual(sandbox.journal().allAttachments().count, 1)
  }

  @Test func aSparseFileStaysSparseAndTheLimitIsAsked() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "x"]).status, 0)
    let sparse = sandbox.folder.appendingPathComponent("disk.img").path
    let descriptor = open(sparse, O_CREAT | O_WRONLY, 0o600)
    expectEqual(pwrite(descriptor, "end", 3, 200 << 20), 3)
    close(descriptor)
    let tooBig = try sandbox.run(["attach", sparse, "--max-size", "100M"])
    expectEqual(tooBig.status, 1)
    expectEqual(
      tooBig.stderr,
      "daybook attach: \(sparse) is 200 MiB, more than the attachment limit "
        + "of 100 MiB (raise it with --max-size)\n")
    try expectEqual(sandbox.run(["attach", sparse, "--max-size", "x"]).status, 2)
    let result = try sandbox.run(["attach", sparse])
    expectEqual(result.status, 0, "\(result)")
    let journal = try sandbox.journal()
    let copy = try journal.path(of: #require(journal.allAttachments().first).attachment)
    var info = stat()
    expectEqual(stat(copy, &info), 0)
    expectEqual(info.st_size, (200 << 20) + 3)
    #expect(Int(info.st_blocks) * 512 < 1 << 20)
    let handle = try #require(FileHandle(forReadingAtPath: copy))
    try handle.seek(toOffset: 200 << 20)
    expectEqual(String(decoding: handle.readDataToEndOfFile(), as: UTF8.self), "end")
  }
}

/// A small tmpfs (600 KB: a new journal with its indexes takes about 250 KB, and twice that
/// while its log is checkpointed) filled while the view is open: the save fails with a clear message, saves
/// again once space is freed, and quitting works at every step.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct FullDiskViewTests {
  func session(_ database: String, _ home: String) throws -> TmuxSession {
    try TmuxSession(program: [TUIHarness.binary ?? "/nonexistent", "--db", database], home: home)
  }

  @Test func aFullDiskInTheViewRecoversAndQuitAlwaysWorks() throws {
    let sandbox = try TUISandbox()
    guard let disk = TmpfsMount(at: sandbox.folder.path + "/disk", size: "600k") else { return }
    defer { disk.unmount() }
    let database = disk.path + "/journal.sqlite"
    try expectEqual(
      runWithEnvironment(
        ["--db", database, "write", "--date", "2026-11-01", "처음"],
        environment: TmuxSession.environment(home: sandbox.folder.path), in: sandbox.folder.path
      ).status, 0)
    let today = LocalTime.day(of: LocalTime.now())

    // Full, saved again after freeing space.
    let tui = try session(database, sandbox.folder.path)
    defer { tui.killServer() }
    try tui.waitFor("Entry")
    disk.fill()
    tui.keys("n")
    tui.type("디스크 가득 🌱")
    tui.keys("Escape")
    try tui.waitFor("Error: the disk is full")
    disk.emptyFiller()
    tui.keys("i")
    tui.type(" 다시")
    tui.keys("Escape")
    let deadline = Date().addingTimeInterval(TmuxSession.timeout)
    var saved = ""
    while Date() < deadline {
      saved =
        (try? Journal(path: database).entry(on: today).map { $0.title + $0.body }) ?? nil ?? ""
      if saved.contains("디스크 가득 🌱 다시") { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(saved.contains("디스크 가득 🌱 다시"), "\(tui.screen())")
    tui.keys("q")
    try tui.waitForExit()

  }
}

@Suite struct EscapedOutputTests {
  static let hostile =
    "\u{1B}]52;c;aGk=\u{07}\u{1B}]0;title\u{07}\u{1B}[2J\u{1B}[31m \u{202E}abc\u{200B} 🌱"
  static let shown = "^[]52;c;aGk=^G^[]0;title^G^[[2J^[[31m \\u{202e}abc\\u{200b} 🌱"

  @Test func confirmationLinesShowHostileTextEscapedAndDataStaysExact() throws {
    let sandbox = try Sandbox()
    var lines: [String] = []
    func run(_ arguments: [String]) throws {
      let result = try sandbox.run(arguments)
      expectEqual(result.status, 0, "\(result)")
      #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
      lines.append(result.stdout)
    }
    let plant = "Fern" + Self.hostile
    try run(["todo", "add", Self.hostile])
    try run(["todo", "edit", "1", "--title", Self.hostile + "!"])
    try run(["todo", "done", "1"])
    try run(["plant", "add", plant])
    try run(["water", plant])
    try run(["plant", "edit", plant, "--every", "3"])
    try run(["write", Self.hostile])
    try run(["list"])
    try run(["plant", "remove", plant, "--yes"])
    expectEqual(lines[0], "Added #1 \(Self.shown)\n")
    // Every confirmation names the text (`write` only counts words; `list` shortens it).
    for (index, line) in lines.enumerated() where index != 6 && index != 7 {
      #expect(line.contains(Self.shown), "\(line)")
    }
    #expect(lines[7].hasPrefix("2026-11-29  ^[]52;c;aGk=^G"))
    // Data formats keep every character exactly: JSON as `\uXXXX` escapes (JSONText), so
    // that it is safe on a terminal and still JSON.
    let json = try sandbox.run(["export"])
    #expect(json.stdout.contains("\\u001b]52;c;aGk=\\u0007"))
    #expect(json.stdout.contains("\\u202eabc\\u200b 🌱"))
    let todos = try sandbox.run(["todo", "list", "--all", "--json"])
    #expect(todos.stdout.contains("\\u202eabc\\u200b 🌱!"), "\(todos)")
  }
}

@Suite struct HugeInputTests {
  @Test func writeFromAnEndlessPipeStopsAtTheLimitWithNothingWritten() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "처음"], at: nil).status, 0)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "yes | \"$0\" --db \"$1\" write - 2>&1", Sandbox.binary, sandbox.database,
    ]
    shell.environment = ["HOME": sandbox.folder.path, "LANG": "C.UTF-8", "TZ": "UTC"]
    let output = Pipe()
    shell.standardOutput = output
    let started = Date()
    try shell.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(Date().timeIntervalSince(started) < 30)
    expectEqual(
      text,
      "daybook write: stdin is more than 64 MiB, the most Daybook reads at once; "
        + "nothing was written\n")
    try expectEqual(sandbox.journal().entries().map(\.body), ["처음"])
  }
}

/// A journal on a read-only disk: every command that only reads still works, nothing is
/// created, and a copy can be rescued.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct ReadOnlyMediaTests {
  @Test func readingCommandsWorkOnAReadOnlyDisk() throws {
    let sandbox = try Sandbox()
    guard let disk = TmpfsMount(at: sandbox.folder.path + "/ro", megabytes: 4) else { return }
    defer { disk.unmount() }
    let database = disk.path + "/journal.sqlite"
    try expectEqual(
      runDaybook(sandbox, db: database, ["write", "--date", "2026-11-01", "읽기 전용 일기"])
        .status, 0)
    guard disk.remount(readOnly: true) else { return }
    defer { _ = disk.remount(readOnly: false) }
    let before = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
    for arguments in [
      ["list"], ["search", "일기"], ["cal", "2026-11"], ["export"], ["stats"], ["attachments"],
      ["backup", sandbox.folder.path + "/rescued.sqlite"],
    ] {
      let result = try runDaybook(sandbox, db: database, arguments)
      expectEqual(result.status, 0, "\(arguments): \(result)")
    }
    #expect(try runDaybook(sandbox, db: database, ["list"]).stdout.contains("읽기 전용 일기"))
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: disk.path).sorted(), before)
    let copy = try Journal(path: sandbox.folder.path + "/rescued.sqlite")
    try expectEqual(copy.entry(on: Day(iso: "2026-11-01")!)?.body, "읽기 전용 일기")
    let write = try runDaybook(sandbox, db: database, ["write", "안 된다"])
    expectEqual(write.status, 1)
    #expect(write.stderr.contains("read-only"), "\(write)")
  }
}

@Suite struct DamagedJournalTests {
  @Test func salvageWritesWhatIsReadableAndBackupRefuses() throws {
    let sandbox = try Sandbox()
    for index in 1...28 {
      let day = "2026-10-" + (index < 10 ? "0" : "") + String(index)
      try expectEqual(
        sandbox.run([
          "write", "--date", day,
          "일기 \(index) "
            + String(repeating: "x", count: 3000),
        ]).status, 0)
    }
    // Zero one page in the middle: SQLite's check finds it, most rows are still readable.
    let handle = try #require(FileHandle(forUpdatingAtPath: sandbox.database))
    try handle.seek(toOffset: 4096 * 20)
    handle.write(Data(repeating: 0, count: 4096))
    try handle.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))

    let backup = try sandbox.run(["backup", sandbox.folder.path + "/copy.sqlite"])
    expectEqual(backup.status, 1)
    #expect(backup.stderr.contains("is damaged"), "\(backup)")
    #expect(!exists(sandbox.folder.path + "/copy.sqlite"))
    try expectEqual(sandbox.run(["write", "더"]).status, 1)

    let out = sandbox.folder.path + "/salvage.json"
    let salvage = try sandbox.run(["check", "--salvage", out])
    expectEqual(salvage.status, 0, "\(salvage)")
    let json = try String(contentsOfFile: out, encoding: .utf8)
    #expect(json.contains("일기 1 ") && json.contains("일기 28 "))
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: sandbox.database)), before)
    #expect(!exists(sandbox.database + "-wal") && !exists(sandbox.database + "-shm"))
    // And it imports into a new journal.
    let fresh = sandbox.folder.path + "/new.sqlite"
    try expectEqual(runDaybook(sandbox, db: fresh, ["import", out]).status, 0)
  }
}
