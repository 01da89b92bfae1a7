import DaybookCore
import Expectations
import Foundation
import TerminalKit
import Testing

// These tests drive the real `daybook` binary in tmux, the way a user would: keys go in with
// `send-keys`, the screen comes back with `capture-pane -p`, and each step polls until the
// expected text shows (or a timeout fails the test). Every test runs its own tmux server
// (`tmux -L daybook-e2e-<random>`) on a temporary journal and always kills the server.
//
// Binary: `$DAYBOOK_BINARY`, else `.build/debug/daybook` under the package root (found by
// walking up from this file). Without tmux or the binary the tests are skipped with a reason.

@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct TUITests {
  @Test func koreanEntrySurvivesQuitAndReopen() throws {
    let sandbox = try TUISandbox()
    let text = "오늘은 몬스테라에 물을 줬다"
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      tui.keys("n")
      try tui.waitFor("● unsaved", orAbsentOK: true)
      tui.type(text)
      try tui.waitFor(text)
      tui.keys("Escape")
      try tui.waitFor("Saved")
      tui.keys("q")
      try tui.waitForExit()
    }
    try sandbox.withSession { tui in
      try tui.waitFor(text)
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let entry = try #require(try journal.entry(on: LocalTime.day(of: LocalTime.now())))
    expectEqual(entry.title, text)
    try expectEqual(journal.entryCount(), 1)
  }

  @Test func quickWaterUpdatesTheDDayAndRecordsCare() throws {
    let sandbox = try TUISandbox()
    let added = try sandbox.runCommand(["plant", "add", "Monstera", "--every", "7"])
    expectEqual(added, 0)
    let journal = try Journal(path: sandbox.database)
    let plant = try #require(try journal.plants().first { $0.name == "Monstera" })
    // Last watered ten days ago: three days late before `w`, a week ahead after it.
    let tenDaysAgo = LocalTime.now() - 10 * 86_400
    _ = try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: tenDaysAgo))
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      try tui.waitFor("Monstera")
      #expect(!tui.screen().contains("D-7"))
      tui.keys("2")
      tui.keys("w")
      try tui.waitFor("Watered Monstera")
      try tui.waitFor("D-7")
      tui.keys("q")
      try tui.waitForExit()
    }
    let events = try journal.careEvents(plantID: plant.id, kind: .water)
    expectEqual(events.count, 2)
    #expect(events.contains { $0.day == LocalTime.day(of: LocalTime.now()) })
  }

  @Test func resizingSwitchesLayoutsAndRecovers() throws {
    let sandbox = try TUISandbox()
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      try tui.waitFor("╭─ Calendar")
      try tui.waitFor("╭─ Entry")
      tui.resize(width: 80, height: 24)
      try tui.waitFor("1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry")
      tui.resize(width: 30, height: 10)
      try tui.waitFor("Terminal too small (40×12")
      try tui.waitFor("now 30×10)")
      tui.resize(width: 120, height: 40)
      try tui.waitFor("╭─ Entry")
      #expect(!tui.screen().contains("too small"))
      tui.keys("q")
      try tui.waitForExit()
    }
  }

  @Test func noDiaryTextIsLeftOutsideTheJournalsFolder() throws {
    let sandbox = try TUISandbox()
    let home = sandbox.folder.path
    let journalFolder = home + "/journal"
    try FileManager.default.createDirectory(
      atPath: journalFolder, withIntermediateDirectories: true)
    let database = journalFolder + "/journal.sqlite"
    // What an earlier Daybook kept in the cache, and a file of the user's beside it.
    let cache = home + "/cache/daybook"
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    let leftover = "daybook start screen 1\njournal \(database)\n\nDBKCANVAS1 옛 화면"
    try Data(leftover.utf8).write(to: URL(fileURLWithPath: cache + "/screen-0123456789abcdef"))
    try Data("mine".utf8).write(to: URL(fileURLWithPath: cache + "/notes.txt"))
    let entryText = "비밀 정원 7f3a"
    let todoText = "숨은 할일 9c2e"
    let added = Spawn.run(
      [TUIHarness.binary ?? "/nonexistent", "todo", "add", todoText, "--db", database],
      environment: TmuxSession.environment(home: home), capture: false)
    expectEqual(added.status, 0)
    let program = [TUIHarness.binary ?? "/nonexistent", "--db", database]
    for round in 0..<2 {
      let tui = try TmuxSession(program: program, home: home)
      defer { tui.killServer() }
      if round == 0 {
        try tui.skipOnboarding()
        tui.keys("n")
        tui.type(entryText)
        tui.keys("Escape")
        try tui.waitFor("Saved")
      }
      try tui.waitFor(entryText)
      try tui.waitFor(todoText)
      tui.keys("q")
      try tui.waitForExit()
    }
    // The leftover is gone, the user's file is not.
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: cache), ["notes.txt"])
    // Every file under HOME (the XDG folders included) but the journal's folder.
    var offending: [String] = []
    let walker = FileManager.default.enumerator(atPath: home)
    while let relative = walker?.nextObject() as? String {
      let path = home + "/" + relative
      if path.hasPrefix(journalFolder + "/") || path == journalFolder { continue }
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      for text in [entryText, todoText] where data.range(of: Data(text.utf8)) != nil {
        offending.append(relative)
      }
    }
    #expect(offending.isEmpty, "diary text outside the journal's folder: \(offending)")
    let journal = try Journal(path: database)
    try expectEqual(journal.entry(on: LocalTime.day(of: LocalTime.now()))?.title, entryText)
  }

  @Test func killedWhileTypingRestoresTheDraft() throws {
    let sandbox = try TUISandbox()
    let text = "비 오는 날 산책"
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      tui.keys("n")
      tui.type(text)
      try tui.waitFor(text)
      // Longer than the editor's autosave interval, plus a tick.
      Thread.sleep(forTimeInterval: Double(3) + 1.5)
      try tui.killProgram()
    }
    let journal = try Journal(path: sandbox.database)
    #expect(try journal.drafts().contains { $0.title == text })
    try expectEqual(journal.entryCount(), 0)
    try sandbox.withSession { tui in
      try tui.waitFor(text)
      try tui.waitFor("● unsaved")
      tui.keys("q")
      try tui.waitForExit()
    }
  }
}

/// Finds tmux and the binary; says why the tests cannot run when one is missing.
enum TUIHarness {
  static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static let binary: String? = {
    if let explicit = ProcessInfo.processInfo.environment["DAYBOOK_BINARY"] { return explicit }
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent(".build/debug/daybook").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }()

  static let skipReason: String? = {
    let reason: String?
    if tmux == nil {
      reason = "tmux is not installed; skipping the TUI end-to-end tests"
    } else if binary == nil {
      reason = ".build/debug/daybook not found; run `swift build` first"
    } else {
      reason = nil
    }
    if let reason { print("TUITests: \(reason)") }
    return reason
  }()
}

/// A temporary journal and the tmux sessions run on it.
final class TUISandbox {
  let folder: URL
  var database: String { folder.appendingPathComponent("journal.sqlite").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-tui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs a subcommand on the journal; returns its exit status.
  func runCommand(_ arguments: [String]) throws -> Int32 {
    Spawn.run(
      [TUIHarness.binary ?? "/nonexistent"] + arguments + ["--db", database],
      environment: TmuxSession.environment(home: folder.path), capture: false
    ).status
  }

  /// Starts the TUI at 120×40 in a private tmux server, runs `body`, always kills the server.
  func withSession(_ body: (TmuxSession) throws -> Void) throws {
    let session = try TmuxSession(
      program: [TUIHarness.binary ?? "/nonexistent", "--db", database], home: folder.path)
    defer { session.killServer() }
    try body(session)
  }
}

/// One private tmux server with one window running the program.
final class TmuxSession {
  let socket = "daybook-e2e-\(UInt32.random(in: 0...UInt32.max))"
  static let timeout: TimeInterval = 10

  static func environment(home: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["TERM"] = "xterm-256color"
    environment["HOME"] = home
    environment["XDG_CONFIG_HOME"] = home + "/config"
    environment["XDG_CACHE_HOME"] = home + "/cache"
    environment["EDITOR"] = "true"
    environment.removeValue(forKey: "TMUX")
    environment.removeValue(forKey: "DAYBOOK_DB")
    return environment
  }

  init(program: [String], home: String) throws {
    self.home = home
    // `exec` so the pane's process is the program itself (for the kill -9 test).
    let command = "exec " + program.map(Self.quoted).joined(separator: " ")
    // The server forked here keeps its inherited output open: no pipe, or reading it
    // would never end.
    let status = tmux(["new-session", "-d", "-x", "120", "-y", "40", command], capture: false)
    guard status.status == 0 else {
      throw TUIError("tmux new-session failed with status \(status.status)")
    }
  }

  private let home: String

  /// Sends keys by tmux name ("Escape", "Enter", "q").
  func keys(_ names: String...) {
    _ = tmux(["send-keys", "-t", "0"] + names)
  }

  /// Types text literally (any script).
  func type(_ text: String) {
    _ = tmux(["send-keys", "-t", "0", "-l", text])
  }

  func resize(width: Int, height: Int) {
    _ = tmux(["resize-window", "-t", "0", "-x", String(width), "-y", String(height)])
  }

  func screen() -> String {
    tmux(["capture-pane", "-p", "-t", "0"]).output
  }

  /// Polls the screen until `text` appears.
  func waitFor(
    _ text: String, orAbsentOK: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let deadline = Date().addingTimeInterval(orAbsentOK ? 1 : Self.timeout)
    while Date() < deadline {
      if screen().contains(text) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    if orAbsentOK { return }
    throw TUIError("timed out waiting for “\(text)”; screen:\n\(screen())")
  }

  /// Answers the first-run questions with Esc when they show.
  func skipOnboarding() throws {
    try waitFor("Welcome to Daybook")
    keys("Escape")
    let deadline = Date().addingTimeInterval(Self.timeout)
    while screen().contains("Welcome to Daybook") && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Waits until the program has ended (the session closes with it).
  func waitForExit() throws {
    let deadline = Date().addingTimeInterval(Self.timeout)
    while Date() < deadline {
      if tmux(["has-session"]).status != 0 { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TUIError("the program did not exit; screen:\n\(screen())")
  }

  /// `kill -9` the program in the pane.
  func killProgram() throws {
    let pidText = tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).output
    guard let pid = Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw TUIError("no pane pid: \(pidText)")
    }
    kill(pid, SIGKILL)
    try waitForExit()
  }

  /// Kills the server and removes its socket file, which tmux leaves behind.
  func killServer() {
    _ = tmux(["kill-server"])
    let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    unlink("\(folder)/tmux-\(getuid())/\(socket)")
  }

  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) -> (status: Int32, output: String)
  {
    Spawn.run(
      [TUIHarness.tmux ?? "/usr/bin/tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments,
      environment: Self.environment(home: home), capture: capture)
  }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Runs a program and waits for it with `waitpid`.
///
/// Not `Foundation.Process`: the test runner blocks SIGCHLD and the termination signals,
/// a spawned program inherits that mask (a tmux server then ignores SIGTERM, and so does
/// the app under it), and `Process.waitUntilExit` never hears of the exit. The child here
/// starts with an empty mask and default handlers.
enum Spawn {
  static func run(_ arguments: [String], environment: [String: String], capture: Bool)
    -> (status: Int32, output: String)
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-spawn-\(UUID().uuidString)").path
    defer { unlink(outputPath) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    // A file, not a pipe: a tmux server forked by `new-session` keeps its output open.
    let target = capture ? outputPath : "/dev/null"
    posix_spawn_file_actions_addopen(&actions, 1, target, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGCHLD, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
      return (-1, "cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = capture ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    let exited = (status & 0x7f) == 0
    return (exited ? (status >> 8) & 0xff : -1, output)
  }
}

struct TUIError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
