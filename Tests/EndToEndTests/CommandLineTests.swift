import DaybookCore
import DaybookTestSupport
import Expectations
import Foundation
import Testing

@testable import daybook

// These tests run `daybook` commands on a temporary journal and compare their stdout, stderr
// and exit status exactly, then look into the journal through DaybookCore. `Sandbox.run`
// runs the command in this process on captured streams with a fixed clock (no binary, no
// faketime); `Sandbox.runBinary` and `Sandbox.execute` run the built executable, for what
// only a real process shows (exit codes, pipes, signals, terminal detection).
//
// Finding the binary: `$DAYBOOK_BINARY` when set; else `daybook` beside the test bundle (the
// products folder `swift test` built into, e.g. `.build/debug/` or `.build/release/`); else
// `.build/debug/daybook` under the package root, found by walking up from this file.
// `swift test` builds every product first, so the binary is current.
//
// A fixed "now" comes from `faketime` (Debian package `faketime`): tests that need one are
// skipped when `/usr/bin/faketime` is missing. Every run has `TZ=UTC` and `LANG=C.UTF-8`.

/// What one run of the binary produced.
struct RunResult: Equatable, CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var lines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
  var description: String { "status \(status)\nstdout:\n\(stdout)stderr:\n\(stderr)" }
}

/// A fresh journal in its own temporary folder, and a way to run the binary on it.
final class Sandbox {
  static let fixedNow = "2026-11-29 12:00:00"
  static let faketime = "/usr/bin/faketime"
  static let hasFaketime = FileManager.default.isExecutableFile(atPath: faketime)

  let folder: URL
  var database: String { folder.appendingPathComponent("journal.sqlite").path }
  /// Variables added to every run's environment (`EDITOR`, say).
  var extraEnvironment: [String: String] = [:]

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `daybook --db JOURNAL ARGS…` in this process, at the fixed now unless `at` is nil.
  /// With `DAYBOOK_TEST_SPAWN` set, it runs the built binary instead, as `runBinary` does
  /// (to check the binary itself, or to time the difference).
  func run(_ arguments: [String], stdin: String? = nil, at now: String? = Sandbox.fixedNow)
    throws -> RunResult
  {
    if Sandbox.spawnsEveryRun { return try runBinary(arguments, stdin: stdin, at: now) }
    return try Sandbox.runInProcess(
      ["--db", database] + arguments, stdin: stdin, at: now, in: folder,
      extraEnvironment: extraEnvironment)
  }

  static let spawnsEveryRun = ProcessInfo.processInfo.environment["DAYBOOK_TEST_SPAWN"] != nil

  /// Runs the built binary the same way (under faketime unless `at` is nil).
  func runBinary(_ arguments: [String], stdin: String? = nil, at now: String? = Sandbox.fixedNow)
    throws -> RunResult
  {
    try Sandbox.execute(
      ["--db", database] + arguments, stdin: stdin, at: now, in: folder,
      extraEnvironment: extraEnvironment)
  }

  /// The environment every run gets.
  static func environment(in folder: URL) -> [String: String] {
    [
      "TZ": "UTC", "LANG": "C.UTF-8", "HOME": folder.path, "TMPDIR": folder.path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  /// Runs `daybook ARGS…` in this process on captured streams, as the binary would run under
  /// `faketime NOW` with `TZ=UTC` and stdin a pipe holding `stdin`: the clock is fixed at
  /// `now` (read as UTC; the real clock when nil), and `TZ` is UTC for the run.
  static func runInProcess(
    _ arguments: [String], stdin: String? = nil, at now: String? = fixedNow, in folder: URL,
    extraEnvironment: [String: String] = [:]
  ) throws -> RunResult {
    let clock = try now.map { Clock.fixed(try instant(utc: $0)) } ?? .system
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw CocoaError(.fileReadUnknown) }
    let input = Array((stdin ?? "").utf8)
    let writeEnd = descriptors[1]
    let writer = Thread {
      StandardStreams.writeAll(input, to: writeEnd)
      close(writeEnd)
    }
    writer.start()
    defer { close(descriptors[0]) }
    let captured = CapturedText()
    let streams = StandardStreams(
      input: descriptors[0], inputIsTerminal: false, outputIsTerminal: false,
      localeIsUTF8: true, writeOutput: { captured.output += $0 },
      writeError: { captured.error += $0 })
    var status: Int32 = 0
    ProcessTimeZone.with("UTC") {
      status = Daybook.run(
        arguments, environment: environment(in: folder).merging(extraEnvironment) { $1 },
        streams: streams, clock: clock)
    }
    // Drain what the command did not read, so the writer finishes.
    var sink = [UInt8](repeating: 0, count: 1 << 16)
    while read(descriptors[0], &sink, sink.count) > 0 {}
    return RunResult(
      status: status, stdout: String(decoding: captured.output, as: UTF8.self),
      stderr: String(decoding: captured.error, as: UTF8.self))
  }

  /// `YYYY-MM-DD HH:MM:SS` read as UTC.
  static func instant(utc text: String) throws -> Timestamp {
    let parts = text.split(separator: " ")
    let clock = parts.count == 2 ? parts[1].split(separator: ":").compactMap { Int($0) } : []
    guard let day = Day(iso: String(parts[0])), clock.count == 3 else {
      throw CocoaError(.formatting)
    }
    return Timestamp(day.ordinal) * 86_400 + Timestamp(clock[0] * 3600 + clock[1] * 60 + clock[2])
  }

  func journal() throws -> Journal { try Journal(path: database) }

  var databaseExists: Bool { FileManager.default.fileExists(atPath: database) }

  static func execute(
    _ arguments: [String], stdin: String? = nil, at now: String? = fixedNow, in folder: URL,
    extraEnvironment: [String: String] = [:]
  ) throws -> RunResult {
    // The faketime wrapper names a semaphore by its own pid and fails before starting the
    // program when a killed run left one of that name behind ("sem_open: File exists"); the
    // program never ran, so running it again under a new pid is the same run.
    var result = try executeOnce(
      arguments, stdin: stdin, at: now, in: folder, extraEnvironment: extraEnvironment)
    for _ in 0..<3 where result.stderr.hasPrefix("faketime: sem_open") {
      result = try executeOnce(
        arguments, stdin: stdin, at: now, in: folder, extraEnvironment: extraEnvironment)
    }
    return result
  }

  private static func executeOnce(
    _ arguments: [String], stdin: String?, at now: String?, in folder: URL,
    extraEnvironment: [String: String]
  ) throws -> RunResult {
    let process = Process()
    if let now, hasFaketime {
      process.executableURL = URL(fileURLWithPath: faketime)
      process.arguments = [now, binary] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
    }
    process.environment = environment(in: folder).merging(extraEnvironment) { $1 }
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static let binary: String = {
    if let explicit = ProcessInfo.processInfo.environment["DAYBOOK_BINARY"] { return explicit }
    let fileManager = FileManager.default
    var candidates: [URL] = []
    // The test bundle (DaybookPackageTests.xctest) sits in the products folder.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("daybook"))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(executable.deletingLastPathComponent().appendingPathComponent("daybook"))
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        candidates.append(folder.appendingPathComponent(".build/debug/daybook"))
        break
      }
      folder.deleteLastPathComponent()
    }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }?.path
      ?? ".build/debug/daybook"
  }()
}

/// What an in-process run wrote.
private final class CapturedText {
  var output: [UInt8] = []
  var error: [UInt8] = []
}

func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

@Suite struct CommandLineTests {
  // MARK: Entries

  @Test func writeListAndSearchKoreanSubstring() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(
      ["write", "--date", "2026-11-27", "몬스테라에 물을 줬다 #plants"])
    expectEqual(result, RunResult(status: 0, stdout: "Saved 2026-11-27 (4 words)\n", stderr: ""))
    result = try sandbox.run(
      ["new", "--date", "2026-11-28", "-"], stdin: "Market day\nbought soil\n")
    expectEqual(result, RunResult(status: 0, stdout: "Saved 2026-11-28 (4 words)\n", stderr: ""))
    // Not a terminal and no text: stdin is read; appended after a blank line.
    result = try sandbox.run(["write", "--date", "2026-11-28"], stdin: "and a pot")
    expectEqual(result, RunResult(status: 0, stdout: "Saved 2026-11-28 (7 words)\n", stderr: ""))

    result = try sandbox.run(["list"])
    expectEqual(
      result.stdout,
      """
      2026-11-28  Market day
      2026-11-27  몬스테라에 물을 줬다  #plants

      """)
    result = try sandbox.run(["list", "--tag", "plants", "--limit=1"])
    expectEqual(result.lines, ["2026-11-27  몬스테라에 물을 줬다  #plants", ""])

    result = try sandbox.run(["search", "스테라"])
    expectEqual(result.status, 0)
    expectEqual(result.stdout, "2026-11-27  entry 몬[스테라]에 물을 줬다 #plants\n")

    let journal = try sandbox.journal()
    try expectEqual(
      journal.entry(on: day("2026-11-28"))?.body, "Market day\nbought soil\n\nand a pot")
    try expectEqual(journal.entryCount(), 2)
  }

  @Test func emptyTextWritesNothing() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["write"], stdin: "  \n")
    expectEqual(result, RunResult(status: 0, stdout: "Nothing written.\n", stderr: ""))
    #expect(!sandbox.databaseExists)
  }

  // MARK: Plants

  @Test(.enabled(if: Sandbox.hasFaketime)) func plantAddWaterAndToday() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["plant", "add", "Monstera", "--species", "Monstera deliciosa"])
    expectEqual(result.stdout, "Added Monstera · water every 7 days · next 2026-12-06 (D-7)\n")
    _ = try sandbox.run(["plant", "add", "Ficus", "--every", "3", "--acquired", "2026-11-26"])
    _ = try sandbox.run(["plant", "add", "Fern", "--every=2", "--acquired", "2026-11-24"])
    result = try sandbox.run(["water", "monstera", "--at", "2026-11-25 08:30"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Watered Monstera · next 2026-12-02 (D-3)\n", stderr: ""))

    result = try sandbox.run(["today"])
    expectEqual(result.status, 0)
    expectEqual(
      Array(result.lines.prefix(7)),
      [
        "Today · Sun 2026-11-29",
        "",
        "Plants",
        "  Fern      3 days late",
        "  Ficus     today",
        "  Monstera  D-3",
        "",
      ])
    result = try sandbox.run(["plant", "list"])
    expectEqual(
      result.lines,
      [
        "NAME      SPECIES             LOCATION  EVERY   LAST        NEXT        D-DAY",
        "Fern                                    2 days  -           2026-11-26  3 days late",
        "Ficus                                   3 days  -           2026-11-29  today",
        "Monstera  Monstera deliciosa            7 days  2026-11-25  2026-12-02  D-3",
        "",
      ])
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func waterUnknownNameSuggests() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Monstera"])
    let result = try sandbox.run(["water", "monstra"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook water: no plant named \"monstra\" — did you mean \"Monstera\"?\n"))
    #expect(try sandbox.journal().lastWaterings().isEmpty)
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func waterAmbiguousListsCandidates() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Monstera"])
    _ = try sandbox.run(["plant", "add", "Money tree"])
    let result = try sandbox.run(["water", "MON"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook water: \"MON\" could be \"Money tree\", \"Monstera\" — "
          + "type more of the name\n"))
    #expect(try sandbox.journal().lastWaterings().isEmpty)
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func wateringTwiceNeedsAgain() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Monstera"])
    var result = try sandbox.run(["water", "Monstera", "--at", "09:12"])
    expectEqual(result.stdout, "Watered Monstera · next 2026-12-06 (D-7)\n")
    result = try sandbox.run(["water", "monstera"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook water: Monstera was already watered today at 09:12; "
          + "use --again to record another watering\n"))
    let journal = try sandbox.journal()
    guard let plant = try journal.plants().first else {
      Issue.record("no plant")
      return
    }
    try expectEqual(journal.careCount(plantID: plant.id), 1)
    result = try sandbox.run(["water", "monstera", "--again"])
    expectEqual(result.status, 0)
    try expectEqual(journal.careCount(plantID: plant.id), 2)
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func plantRemoveNeedsYesWithoutTerminal() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Fern"])
    _ = try sandbox.run(["water", "fern"])
    var result = try sandbox.run(["plant", "remove", "fern"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook plant remove: not removing Fern (and its 1 care record) without --yes\n"))
    try expectEqual(sandbox.journal().plants().count, 1)
    result = try sandbox.run(["plant", "remove", "fern", "--yes"])
    expectEqual(
      result, RunResult(status: 0, stdout: "Removed Fern and 1 care record\n", stderr: ""))
    #expect(try sandbox.journal().plants().isEmpty)
  }

  // MARK: Todos

  @Test(.enabled(if: Sandbox.hasFaketime)) func todoDueTomorrowListAndDone() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(
      ["todo", "add", "Buy", "soil", "--due", "tomorrow", "--tag", "garden"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Added #1 Buy soil · due Mon 2026-11-30\n", stderr: ""))
    result = try sandbox.run(["todo", "add", "Pay rent", "--due", "2026-11-27", "--important"])
    expectEqual(result.stdout, "Added #2 Pay rent · due Fri 2026-11-27\n")
    result = try sandbox.run(["todo", "list"])
    expectEqual(
      result.lines,
      [
        "Overdue",
        "  #2  ! Pay rent  2026-11-27",
        "Next 7 days",
        "  #1    Buy soil  2026-11-30  #garden",
        "",
      ])
    result = try sandbox.run(["todo", "done", "#1"])
    expectEqual(result, RunResult(status: 0, stdout: "Done #1 Buy soil\n", stderr: ""))
    try expectEqual(sandbox.journal().todo(id: 1)?.isDone, true)

    // An unknown id among several changes nothing.
    result = try sandbox.run(["todo", "done", "2", "9"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "", stderr: "daybook todo done: no todo #9; nothing changed\n"))
    try expectEqual(sandbox.journal().todo(id: 2)?.isDone, false)

    result = try sandbox.run(["todo", "add", "X", "--due", "someday"])
    expectEqual(result.status, 2)
    try expectEqual(sandbox.journal().todos(includeDone: true).count, 2)
  }

  // MARK: Intake

  /// Issue 16 item 10: Korean and Japanese dates and amounts on the command line, the parsed
  /// result printed. 2026-11-29 is a Sunday.
  @Test(.enabled(if: Sandbox.hasFaketime)) func koreanAndJapaneseDatesAndAmounts() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["todo", "add", "분갈이", "--due", "다음 주 금요일"])
    expectEqual(result.status, 0)
    #expect(result.stdout.contains("2026-12-04"))
    result = try sandbox.run(["todo", "add", "肥料", "--due", "明後日"])
    #expect(result.stdout.contains("2026-12-01"))
    result = try sandbox.run(["todo", "add", "repot", "--due", "12/5"])
    #expect(result.stdout.contains("2026-12-05"))
    result = try sandbox.run(["intake", "add", "커피", "2샷"])
    expectEqual(result.status, 0)
    #expect(result.stdout.hasPrefix("Added caffeine 2 shots (150 mg)"))
    result = try sandbox.run(["intake", "add", "물", "1L"])
    #expect(result.stdout.hasPrefix("Added water 1000 ml"))
    result = try sandbox.run(["intake", "add", "water", "500"])
    #expect(result.stdout.hasPrefix("Added water 500 ml"))
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func intakeShotAndBadAmounts() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["intake", "add", "caffeine", "-5mg"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook intake add: invalid amount \"-5mg\" "
          + "(expected a positive number and a unit: 75mg, 1shot, 250ml)\n"))
    #expect(!sandbox.databaseExists)
    result = try sandbox.run(["intake", "add", "caffeine", "75kg"])
    expectEqual(result.status, 2)
    #expect(result.stderr.hasPrefix("daybook intake add: invalid amount \"75kg\""))
    #expect(!sandbox.databaseExists)

    result = try sandbox.run(["intake", "add", "caffeine", "1shot"])
    expectEqual(
      result,
      RunResult(
        status: 0,
        stdout: "Added caffeine 1 shot (75 mg) at 2026-11-29 12:00\n"
          + "  ☕ 75/400 mg [██░░░░░░]\n  💧 0 ml\n",
        stderr: ""))
    result = try sandbox.run(["intake", "add", "water", "250mg"])
    expectEqual(result.status, 2)
    let intakes = try sandbox.journal().intakes(from: day("2026-11-29"), to: day("2026-11-29"))
    expectEqual(intakes.map(\.unit), [.shot])
    result = try sandbox.run(["today", "--plain"])
    expectEqual(
      Array(result.lines.suffix(4)),
      [
        "Intake", "  caffeine 75/400 mg [##......]", "  water 0 ml", "",
      ])
  }

  // MARK: Bad input

  @Test func invalidDateIsAUsageError() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["write", "--date", "2026-02-30", "hello"], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook write: invalid date \"2026-02-30\" for --date (expected YYYY-MM-DD)\n"))
    #expect(!sandbox.databaseExists)
  }

  @Test func unknownCommandAndOption() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["frobnicate"], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook: unknown command \"frobnicate\" (see daybook --help)\n"))
    result = try sandbox.run(["list", "--colour"], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook list: unknown option --colour\n"))
    result = try sandbox.run(["list", "--limit"], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook list: --limit needs a value\n"))
    result = try sandbox.run(["plant"], at: nil)
    expectEqual(result.status, 2)
    #expect(!sandbox.databaseExists)
  }

  // MARK: Export and import

  @Test(.enabled(if: Sandbox.hasFaketime)) func exportImportExportIsIdentical() throws {
    let source = try Sandbox()
    _ = try source.run(["write", "--date", "2026-11-20", "First #one"])
    _ = try source.run(["write", "--date", "2026-11-21", "몬스테라"])
    _ = try source.run(["plant", "add", "Monstera", "--location", "desk"])
    _ = try source.run(["water", "monstera", "--at", "08:00"])
    _ = try source.run(["todo", "add", "Repot", "--due", "fri", "--tag", "garden"])
    _ = try source.run(["intake", "add", "water", "250ml", "--at", "10:00"])
    _ = try source.run(["goal", "set", "--caffeine-limit", "300"])
    let first = try source.run(["export", "--format", "json"])
    expectEqual(first.status, 0)

    let file = source.folder.appendingPathComponent("export.json").path
    var result = try source.run(["export", "--output", file])
    expectEqual(result.stdout, "Exported the journal to \(file)\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    expectEqual((attributes[.posixPermissions] as? Int), 0o600)
    try expectEqual(String(contentsOfFile: file, encoding: .utf8), first.stdout)
    result = try source.run(["export", "--output", file])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook export: \(file) already exists (use --force to replace it)\n"))

    let target = try Sandbox()
    result = try target.run(["import", "--format", "json", file])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Imported \(file): 6 added, 0 skipped, 0 merged\n", stderr: ""))
    let second = try target.run(["export"])
    expectEqual(second.stdout, first.stdout)
    result = try target.run(["import", file])
    expectEqual(result.stdout, "Imported \(file): 0 added, 6 skipped, 0 merged\n")
  }

  @Test func jrnlImportAndABadFileNamingItsLine() throws {
    let sandbox = try Sandbox()
    let good = sandbox.folder.appendingPathComponent("good.txt")
    try """
    [2026-02-27 09:00] Morning walk. Saw @birds by the river.

    [2026-02-28 21:30] Evening.
    Read a book.
    """.write(to: good, atomically: true, encoding: .utf8)
    var result = try sandbox.run(["import", "--format", "jrnl", good.path], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Imported \(good.path): 2 added, 0 skipped, 0 merged\n", stderr: ""))
    // jrnl 4 reads the whole first line as the title when more lines follow.
    try expectEqual(
      sandbox.journal().entry(on: day("2026-02-27"))?.title,
      "Morning walk. Saw #birds by the river.")

    let fresh = try Sandbox()
    let bad = fresh.folder.appendingPathComponent("bad.txt")
    try """
    [2026-02-27 09:00] Fine.

    [2026-02-30 10:00] Not a day.
    """.write(to: bad, atomically: true, encoding: .utf8)
    result = try fresh.run(["import", "--format=jrnl", bad.path], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook import: not a jrnl file: line 3: cannot tell which day "
          + "\"2026-02-30 10:00\" is; give the journal's time format (jrnl's timeformat) with "
          + "--timeformat, for example --timeformat \"%d/%m/%Y %H:%M\"; nothing was imported\n"))
    try expectEqual(fresh.journal().entryCount(), 0)

    result = try fresh.run(["import", "--format", "json", bad.path], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook import: not a Daybook JSON export: line 1, column 6: expected ',' or ']' "
          + "but found '-'\n"))
  }

  // MARK: Calendar

  @Test(.enabled(if: Sandbox.hasFaketime)) func calendarMonthGrid() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["write", "--date", "2026-11-02", "Monday"])
    _ = try sandbox.run(["write", "--date", "2026-11-29", "Today"])
    _ = try sandbox.run(["plant", "add", "Fern"])
    _ = try sandbox.run(["water", "fern", "--at", "2026-11-29 08:00"])
    _ = try sandbox.run(["water", "fern", "--at", "2026-11-10"])
    _ = try sandbox.run(["todo", "add", "Done thing"])
    _ = try sandbox.run(["todo", "done", "1"])
    var result = try sandbox.run(["cal", "2026-11"])
    expectEqual(result.status, 0)
    expectFrame(result.lines, "jrnlImportAndABadFileNamingItsLine")
    try sandbox.journal().setSetting("week_start", "sunday")
    result = try sandbox.run(["cal", "2026-02"])
    expectFrame(result.lines, "jrnlImportAndABadFileNamingItsLine-2")
    result = try sandbox.run(["cal", "2026-13"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook cal: invalid month \"2026-13\" (expected YYYY-MM)\n"
      ))
  }

  // MARK: Help

  @Test(arguments: [
    ["write"], ["new"], ["list"], ["search"], ["today"], ["cal"], ["water"], ["plant"],
    ["plant", "add"], ["plant", "list"], ["plant", "edit"], ["plant", "remove"], ["todo"],
    ["todo", "add"], ["todo", "list"], ["todo", "done"], ["todo", "undone"], ["intake"],
    ["intake", "add"], ["intake", "list"], ["goal"], ["goal", "set"], ["goal", "show"],
    ["export"], ["import"],
  ])
  func helpOnEverySubcommand(_ command: [String]) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(command + ["--help"], at: nil)
    expectEqual(result.status, 0)
    expectEqual(result.stderr, "")
    #expect(result.stdout.hasPrefix("Usage: daybook "))
    #expect(!sandbox.databaseExists)
  }

  @Test func globalHelpVersionAndNoCommand() throws {
    let sandbox = try Sandbox()
    for words in [["--help"], ["-h"], ["help"], ["help", "water"]] {
      let result = try sandbox.run(words, at: nil)
      expectEqual(result.status, 0)
      #expect(result.stdout.hasPrefix("Usage: daybook"))
    }
    try expectEqual(sandbox.run(["--version"], at: nil).stdout, "daybook 0.1.0\n")
    // With no subcommand and no terminal (as here) the interactive diary cannot start.
    let bare = try sandbox.run([], at: nil)
    expectEqual(bare.status, 2)
    expectEqual(bare.stdout, "")
    expectEqual(
      bare.stderr,
      "daybook: the interactive diary needs a terminal; for scripts see daybook --help\n")
  }

  // The rest of this suite runs commands in-process; this runs the built binary itself, so
  // its real exit statuses, its stdin pipe and its own terminal detection are checked too.
  @Test func theBinaryItselfExitsWithItsStatusReadsAPipeAndFindsNoTerminal() throws {
    let sandbox = try Sandbox()
    let written = try sandbox.runBinary(["write", "--date", "2026-11-27", "-"], stdin: "비 온 날\n")
    expectEqual(written, RunResult(status: 0, stdout: "Saved 2026-11-27 (3 words)\n", stderr: ""))
    try expectEqual(sandbox.runBinary(["list"]), sandbox.run(["list"]))
    let unknown = try sandbox.runBinary(["frobnicate"])
    expectEqual(unknown.status, 2)
    expectEqual(unknown.stderr, "daybook: unknown command \"frobnicate\" (see daybook --help)\n")
    let bare = try sandbox.runBinary([], at: nil)
    expectEqual(bare.status, 2)
    expectEqual(
      bare.stderr,
      "daybook: the interactive diary needs a terminal; for scripts see daybook --help\n")
  }
}
