import DaybookCore
import Expectations
import Foundation
import Testing

// `daybook remind`, `status` and `heatmap` run as a user (or cron, or tmux) would run them.
// Shares `Sandbox` and `RunResult` with CommandLineTests; the fixed now is Sunday
// 2026-11-29 12:00 UTC.

/// A `daybook` process started under faketime, finished later, so two can run at once.
private struct Running {
  let process: Process
  let output: Pipe
  let errors: Pipe

  init(
    _ arguments: [String], at now: String, in folder: URL, path: String? = nil,
    extra: [String: String] = [:]
  ) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.faketime)
    process.arguments = [now, Sandbox.binary] + arguments
    process.environment = [
      "TZ": "UTC", "LANG": "C.UTF-8", "HOME": folder.path, "TMPDIR": folder.path,
      "PATH": path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ].merging(extra) { _, new in new }
    process.currentDirectoryURL = folder
    output = Pipe()
    errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  func finish() -> RunResult {
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// The keys in `remind --json` output.
private func keys(inJSON text: String) throws -> [String] {
  let array = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
  return (array ?? []).compactMap { $0["key"] as? String }
}

@Suite struct RemindCommandTests {
  /// Monstera due today (acquired a week ago), Fern overdue, Cactus a month away; two todos
  /// due today (one done), one tomorrow; 150 mg of caffeine today.
  private func statusJournal() throws -> Sandbox {
    let sandbox = try Sandbox()
    for words in [
      ["plant", "add", "Monstera", "--acquired", "2026-11-22"],
      ["plant", "add", "Fern", "--every", "2", "--acquired", "2026-11-26"],
      ["plant", "add", "Cactus", "--every", "30"],
      ["todo", "add", "Pay rent", "--due", "today"],
      ["todo", "add", "Call mom", "--due", "today"],
      ["todo", "add", "Later", "--due", "tomorrow"],
      ["todo", "done", "2"],
      ["intake", "add", "caffeine", "150mg"],
    ] {
      let result = try sandbox.run(words)
      expectEqual(result.status, 0, "\(words): \(result)")
    }
    return sandbox
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func remindPrintsOnceAndDryRunRecordsNothing() throws {
    let sandbox = try statusJournal()
    // The first run ever begins at today's midnight: yesterday's evening reminders
    // ("Due tomorrow: Pay rent", "You have not written today") are not news to a journal
    // that had no reminders yesterday.
    let expected = [
      "12:00  Water Monstera today (every 7 days)",
      "",
    ]
    var result = try sandbox.run(["remind", "--dry-run"])
    expectEqual(result.status, 0)
    expectEqual(result.lines, expected)
    #expect(try sandbox.journal().notifications().isEmpty)
    try expectEqual(sandbox.journal().remindersLastRun(), nil)

    result = try sandbox.run(["remind"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: expected.joined(separator: "\n"), stderr: ""))
    // Reminder keys name plants and todos by uid (they count on every synced machine).
    let plantUID = try #require(try sandbox.journal().recordID(.plant, of: 1))
    let todoUID = try #require(try sandbox.journal().recordID(.todo, of: 3))
    try expectEqual(
      Set(sandbox.journal().notifications().map(\.key)), ["plant-day:\(plantUID):2026-11-29"])
    result = try sandbox.run(["remind"])
    expectEqual(result, RunResult(status: 0, stdout: "", stderr: ""))
    result = try sandbox.run(["remind", "--dry-run"], at: "2026-11-29 20:05:00")
    expectEqual(result.lines, ["20:00  Due tomorrow: Later", ""])
    result = try sandbox.run(["remind", "--json"], at: "2026-11-29 20:05:00")
    try expectEqual(keys(inJSON: result.stdout), ["todo-eve:\(todoUID):2026-11-30"])
    try expectEqual(sandbox.journal().notifications().count, 2)
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func aLaterRunReachesBackToTheLastOne() throws {
    let sandbox = try statusJournal()
    // As if reminders had last run yesterday at noon: the evening's reminders come now.
    try sandbox.journal().setSetting(
      ReminderSettings.lastRunKey,
      String(LocalTime.timestamp(of: day("2026-11-28"), hour: 12)))
    let result = try sandbox.run(["remind"])
    expectEqual(
      result.lines,
      [
        "2026-11-28 20:00  Due tomorrow: Pay rent",
        "2026-11-28 23:00  You have not written today",
        "12:00  Water Monstera today (every 7 days)",
        "",
      ])
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func notifyUsesAnArgumentVectorAndIsOptional() throws {
    let sandbox = try Sandbox()
    let title = "Buy \"soil\" $(touch pwned); `touch pwned2` & ok"
    _ = try sandbox.run(["todo", "add", title, "--due", "tomorrow"])
    _ = try sandbox.run(["write", "--date", "2026-11-28", "yesterday"])
    _ = try sandbox.run(["write", "today"])
    let log = sandbox.folder.appendingPathComponent("notify.log").path
    let script = sandbox.folder.appendingPathComponent("notify-send")
    try "#!/bin/sh\nfor a in \"$@\"; do printf '%s|' \"$a\" >> '\(log)'; done\necho >> '\(log)'\n"
      .write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: script.path)

    // A dry run sends nothing.
    var result = try Running(
      ["--db", sandbox.database, "remind", "--notify", "--dry-run"], at: "2026-11-29 20:30:00",
      in: sandbox.folder, path: sandbox.folder.path + ":/usr/bin:/bin"
    ).finish()
    expectEqual(result.lines, ["20:00  Due tomorrow: " + title, ""])
    #expect(!FileManager.default.fileExists(atPath: log))
    result = try Running(
      ["--db", sandbox.database, "remind", "--notify"], at: "2026-11-29 20:30:00",
      in: sandbox.folder, path: sandbox.folder.path + ":/usr/bin:/bin"
    ).finish()
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "20:00  Due tomorrow: \(title)\n", stderr: ""))
    // Notification servers read markup: & < > are escaped to show as typed.
    let escaped = title.replacingOccurrences(of: "&", with: "&amp;")
    try expectEqual(
      String(contentsOfFile: log, encoding: .utf8),
      "--app-name=Daybook|--|Daybook|Due tomorrow: \(escaped)|\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
    #expect(!files.contains("pwned") && !files.contains("pwned2"))

    // notify-send missing, or failing (no session bus under cron): printed, not recorded,
    // exit 1, and delivered again by the next run that can show it.
    _ = try sandbox.run(["todo", "add", "Second <b>", "--due", "2026-12-01"])
    let empty = sandbox.folder.appendingPathComponent("empty").path
    let failing = sandbox.folder.appendingPathComponent("failing").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: failing, withIntermediateDirectories: true)
    try "#!/bin/sh\nexit 1\n".write(
      toFile: failing + "/notify-send", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: failing + "/notify-send")
    // faketime runs `date`: each PATH has it and nothing else that is installed.
    for folder in [empty, failing, sandbox.folder.path] {
      let date = ["/usr/bin/date", "/bin/date"].first { FileManager.default.fileExists(atPath: $0) }
      symlink(date ?? "/bin/date", folder + "/date")
    }
    for path in [empty, failing] {
      result = try Running(
        ["--db", sandbox.database, "remind", "--notify"], at: "2026-11-30 20:30:00",
        in: sandbox.folder, path: path
      ).finish()
      expectEqual(result.status, 1)
      expectEqual(result.stdout, "20:00  Due tomorrow: Second <b>\n")
      expectEqual(
        result.stderr,
        "daybook remind: notify-send could not show 1 reminder(s); "
          + "they stay due for the next run\n")
    }
    // With no DBUS_SESSION_BUS_ADDRESS the user's bus at $XDG_RUNTIME_DIR/bus is passed on.
    let runtime = sandbox.folder.appendingPathComponent("run").path
    try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
    let bus = try listeningSocket(at: runtime + "/bus")
    defer { close(bus) }
    try "#!/bin/sh\nprintf '%s|%s\\n' \"$DBUS_SESSION_BUS_ADDRESS\" \"$4\" >> '\(log)'\n"
      .write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    result = try Running(
      ["--db", sandbox.database, "remind", "--notify"], at: "2026-11-30 20:35:00",
      in: sandbox.folder, path: sandbox.folder.path, extra: ["XDG_RUNTIME_DIR": runtime]
    ).finish()
    expectEqual(
      result, RunResult(status: 0, stdout: "20:00  Due tomorrow: Second <b>\n", stderr: ""))
    let logged = try String(contentsOfFile: log, encoding: .utf8)
    #expect(
      logged.hasSuffix("\nunix:path=\(runtime)/bus|Due tomorrow: Second &lt;b&gt;\n"), "\(logged)")
    result = try Running(
      ["--db", sandbox.database, "remind", "--notify"], at: "2026-11-30 20:40:00",
      in: sandbox.folder, path: sandbox.folder.path
    ).finish()
    expectEqual(result, RunResult(status: 0, stdout: "", stderr: ""))
  }

  /// A listening Unix socket at `path`, standing in for a session bus.
  private func listeningSocket(at path: String) throws -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 {
        buffer[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    expectEqual(bound, 0)
    return descriptor
  }

  /// Two `daybook remind` processes started together, twenty times over five days: every
  /// reminder is printed by exactly one of them and recorded once, and the union is what one
  /// process alone delivers.
  @Test(.enabled(if: Sandbox.hasFaketime)) func concurrentRunsDeliverEachReminderOnce() throws {
    func prepare() throws -> Sandbox {
      let sandbox = try Sandbox()
      _ = try sandbox.run(["plant", "add", "Fern", "--every", "1"])
      _ = try sandbox.run(["plant", "add", "Ficus", "--every", "2"])
      _ = try sandbox.run(["plant", "add", "Monstera", "--every", "3"])
      for offset in 1...5 {
        _ = try sandbox.run(["todo", "add", "Task \(offset)", "--due", "+\(offset)d"])
      }
      return sandbox
    }
    let shared = try prepare()
    let alone = try prepare()
    let start = Date(
      timeIntervalSince1970: TimeInterval(
        LocalTime.timestamp(of: day("2026-11-29"), hour: 12)))
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd HH:mm:ss"
    format.timeZone = TimeZone(identifier: "UTC")
    var printed: [String] = []
    var expected: [String] = []
    for round in 0..<20 {
      let now = format.string(from: start.addingTimeInterval(TimeInterval(round * 6 * 3600)))
      let arguments = ["--db", shared.database, "remind", "--json"]
      let first = try Running(arguments, at: now, in: shared.folder)
      let second = try Running(arguments, at: now, in: shared.folder)
      let results = [first.finish(), second.finish()]
      for result in results {
        expectEqual(result.status, 0, "round \(round): \(result)")
        printed += try keys(inJSON: result.stdout)
      }
      let single = try alone.run(["remind", "--json"], at: now)
      expected += try keys(inJSON: single.stdout)
    }
    expectEqual(printed.count, Set(printed).count, "a reminder was printed twice")
    // The two journals' records have different uids: compare keys with names in their place.
    func named(_ keys: [String], _ sandbox: Sandbox) throws -> Set<String> {
      let journal = try sandbox.journal()
      return Set(
        try keys.map { key in
          let parts = key.split(separator: ":").map(String.init)
          guard parts.count == 3 else { return key }
          if let id = try journal.rowID(.plant, ofRecord: parts[1]),
            let plant = try journal.plant(id: id)
          {
            return parts[0] + ":" + plant.name + ":" + parts[2]
          }
          if let id = try journal.rowID(.todo, ofRecord: parts[1]),
            let todo = try journal.todo(id: id)
          {
            return parts[0] + ":" + todo.title + ":" + parts[2]
          }
          return key
        })
    }
    try expectEqual(named(printed, shared), named(expected, alone))
    // Three plants × (eve + day), five todos, five evenings without an entry (11-29…12-03;
    // the first run begins at 11-29's midnight, so 11-28's evening is not reminded).
    expectEqual(expected.count, 16)
    let stored = try shared.journal().notifications(limit: 10_000).map(\.key)
    expectEqual(stored.count, printed.count)
    expectEqual(Set(stored), Set(printed))
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func statusLineExactly() throws {
    let sandbox = try statusJournal()
    var result = try sandbox.run(["status"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "✎ ·  💧 2 due  ☑ 1/2  ☕ 150/400mg\n", stderr: ""))
    _ = try sandbox.run(["remind"])
    result = try sandbox.run(["status"])
    expectEqual(result.stdout, "✎ ·  💧 2 due  ☑ 1/2  ☕ 150/400mg  🔔 1\n")
    result = try sandbox.run(["status", "--plain"])
    expectEqual(result.stdout, "entry:no water:2 todo:1/2 caffeine:150/400mg unread:1\n")
    result = try sandbox.run(["status", "--format", "intake,entry"])
    expectEqual(result.stdout, "☕ 150/400mg  ✎ ·\n")
    result = try sandbox.run(["status", "--format=unread,todo", "--plain"])
    expectEqual(result.stdout, "unread:1 todo:1/2\n")

    _ = try sandbox.run(["write", "Quiet day"])
    _ = try sandbox.run(["water", "monstera"])
    _ = try sandbox.run(["goal", "set", "--zero-caffeine", "--water", "1500"])
    _ = try sandbox.run(["intake", "add", "water", "500ml"])
    let journal = try sandbox.journal()
    for notification in try journal.notifications() {
      try journal.markNotificationRead(id: notification.id, at: 0)
    }
    result = try sandbox.run(["status"])
    expectEqual(result.stdout, "✎ ✓  💧 1 due  ☑ 1/2  💧 500/1500ml\n")
    result = try sandbox.run(["status", "--plain"])
    expectEqual(result.stdout, "entry:yes water:1 todo:1/2 hydration:500/1500ml\n")

    result = try sandbox.run(["status", "--format", "entry,bogus"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook status: unknown part \"bogus\" in --format "
          + "(expected entry, water, todo, intake, unread)\n"))
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func heatmapOfASmallJournal() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Fern", "--every", "1"])
    _ = try sandbox.run(["write", "--date", "2026-11-02", "Monday"])
    // 2026-11-18: an entry and three waterings (4: ▓).
    _ = try sandbox.run(["write", "--date", "2026-11-18", "Wednesday"])
    for hour in ["08", "09", "10"] {
      _ = try sandbox.run(["water", "fern", "--again", "--at", "2026-11-18 \(hour):00"])
    }
    // 2026-11-27: an entry and six waterings (7: █).
    _ = try sandbox.run(["write", "--date", "2026-11-27", "Friday"])
    for hour in ["08", "09", "10", "11", "12", "13"] {
      _ = try sandbox.run(["water", "fern", "--again", "--at", "2026-11-27 \(hour):00"])
    }
    // Today: an entry, a todo done (2: ▒).
    _ = try sandbox.run(["write", "Sunday"])
    _ = try sandbox.run(["todo", "add", "Tidy"])
    _ = try sandbox.run(["todo", "done", "1"])

    var result = try sandbox.run(["heatmap", "--weeks", "4"])
    expectEqual(result.status, 0)
    expectFrame(result.lines, "named")
    result = try sandbox.run(["heatmap", "--weeks", "4", "--metric", "care"])
    expectEqual(
      Array(result.lines[1...7]),
      [
        "Mon ····", "    ····", "Wed ··▒·", "    ····", "Fri ···▓", "    ····", "    ····",
      ])
    result = try sandbox.run(["heatmap", "--year", "2026"])
    expectEqual(result.lines[0], "    Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov  Dec")
    expectEqual(result.lines[1], "Mon  " + String(repeating: "·", count: 43) + "░···")
    result = try sandbox.run(["heatmap", "--year", "2026", "--weeks", "3"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook heatmap: use --year or --weeks, not both\n"))
    result = try sandbox.run(["heatmap", "--metric", "mood"])
    expectEqual(result.status, 2)
  }

  @Test(arguments: [["remind"], ["status"], ["heatmap"]])
  func helpPages(_ command: [String]) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(command + ["--help"], at: nil)
    expectEqual(result.status, 0)
    #expect(result.stdout.hasPrefix("Usage: daybook \(command[0])"))
    #expect(!sandbox.databaseExists)
  }
}
