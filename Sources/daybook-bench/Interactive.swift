#if canImport(Glibc)
import Glibc
#endif
import DaybookCore
import DaybookTUI

/// Times the real TUI through tmux: the first complete screen and resident memory with the
/// shared `first_screen.py`, and key-to-frame latency with `KeyLatency`. Anything that cannot
/// run (no tool, no binary, a TUI that does not stay up yet) is reported as n/a with the
/// reason, never as a failure.
struct Interactive {
  var journalPath: String
  var runs: Int
  var scratch: String

  static let firstScreenBudget = Budget(limit: 15, text: "< 15 ms")
  static let memoryBudget = Budget(limit: 30, text: "< 30 MiB")
  static let keyBudget = Budget(limit: 2, text: "< 2 ms")

  func run() -> String {
    var table = Table(header: ["interactive (release daybook, 120×40, tmux)", "median", "budget"])
    var notes: [String] = []
    let root = Interactive.packageRoot()
    // The binary as README installs it: release, Swift runtime linked in.
    var binary = root + "/.build/static/release/daybook"
    if let other = ProcessInfoLite.environment("DAYBOOK_BENCH_BINARY") {
      binary = other
      notes.append("binary from DAYBOOK_BENCH_BINARY: \(other)")
    } else {
      let built = Subprocess.run(
        [
          "swift", "build", "-c", "release", "--product", "daybook", "--static-swift-stdlib",
          "--scratch-path", root + "/.build/static", "--package-path", root,
        ],
        stderrPath: scratch + "/build.err")
      if built.status != 0 {
        notes.append("swift build -c release --static-swift-stdlib --product daybook failed")
      } else {
        notes.append("binary: \(binary) (release, --static-swift-stdlib, as README installs it)")
      }
    }
    guard Subprocess.isExecutable(binary) else {
      notes.append("no \(binary); skipped")
      return render(table, notes)
    }

    let tool = root + "/../shared/tools/first_screen.py"
    var screen = FirstScreen.Median()
    var loaded = FirstScreen.Median()
    if Subprocess.exists(tool) {
      // As a user starts it again and again (each run ends with the window closed, which
      // keeps the start screen), then with the kept screen turned off: the load itself.
      switch FirstScreen.measure(
        tool: tool, command: [binary, "--db", journalPath], runs: runs, scratch: scratch)
      {
      case .success(let median): screen = median
      case .failure(let reason): notes.append("first screen: \(reason)")
      }
      switch FirstScreen.measure(
        tool: tool,
        command: ["/usr/bin/env", StartScreen.variable + "=0", binary, "--db", journalPath],
        runs: runs, scratch: scratch)
      {
      case .success(let median): loaded = median
      case .failure(let reason): notes.append("first screen without the kept one: \(reason)")
      }
    } else {
      notes.append("no \(tool); first screen and memory skipped")
    }
    let ready = screen.ready_ms ?? .nan
    let memory = [screen.hwm_kb, loaded.hwm_kb].compactMap { $0 }.max().map { $0 / 1024 } ?? .nan
    table.row([
      "first complete screen (Today pane shown)",
      Interactive.firstScreenBudget.cell(ready, Format.milliseconds(ready)),
      Interactive.firstScreenBudget.text,
    ])
    let loadedReady = loaded.ready_ms ?? .nan
    table.row([
      "  the same, nothing kept (env \(StartScreen.variable)=0; env adds its own exec)",
      Format.milliseconds(loadedReady), "",
    ])
    table.row([
      "peak resident memory (VmHWM)",
      Interactive.memoryBudget.cell(memory, Format.mebibytes(memory)),
      Interactive.memoryBudget.text,
    ])

    let keys = KeyLatency(
      command: [binary, "--db", journalPath], moves: max(20, runs * 2), scratch: scratch
    ).measure()
    if let reason = keys.unavailable { notes.append("key latency: \(reason)") }
    table.row([
      "calendar move h/l, key read to frame presented",
      Interactive.keyBudget.cell(keys.median, Format.milliseconds(keys.median)),
      Interactive.keyBudget.text,
    ])
    table.row(["  slowest of \(keys.samples) moves", Format.milliseconds(keys.worst), ""])
    table.row([
      "  in-app: run loop start to first frame", Format.milliseconds(keys.firstFrame), "",
    ])
    notes.append(
      "key latency is measured inside daybook (DAYBOOK_FRAME_LOG, monotonic clock) from "
        + "reading the key to the return of the frame's doupdate; tmux only sends the keys.")
    return render(table, notes)
  }

  private func render(_ table: Table, _ notes: [String]) -> String {
    ([table.rendered()] + notes.map { "note: " + $0 }).joined(separator: "\n")
  }

  /// The package folder: three levels above this source file when run from a checkout,
  /// else the current directory (where `swift run` is started).
  static func packageRoot() -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    if parts.count > 3 {
      parts.removeLast(3)
      let root = parts.joined(separator: "/")
      if Subprocess.exists(root + "/Package.swift") { return root }
    }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    return getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
  }
}

/// Runs `../shared/tools/first_screen.py` and reads its medians.
enum FirstScreen {
  struct Median: Decodable {
    var ready_ms: Double?
    var hwm_kb: Double?
  }

  private struct Report: Decodable {
    var median: Median
    var timeouts: Int
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func measure(tool: String, command: [String], runs: Int, scratch: String)
    -> Result<Median, Failure>
  {
    let errors = scratch + "/first_screen.err"
    let result = Subprocess.run(
      [
        "python3", tool, "--runs", String(min(runs, 10)), "--width", "120", "--height", "40",
        "--settle-ms", "300", "--timeout-s", "5", "--ready", readyPattern, "--",
      ] + command, stderrPath: errors)
    guard result.status == 0 else {
      let last = result.errors.split(separator: "\n").last.map(String.init) ?? "no output"
      return .failure(Failure(description: "n/a (\(last))"))
    }
    guard let report = try? JSONCodec.decode(Report.self, from: result.output)
    else { return .failure(Failure(description: "n/a (unreadable output)")) }
    if report.timeouts > 0 || report.median.ready_ms == nil {
      return .failure(
        Failure(description: "n/a (the Today pane never appeared in \(report.timeouts) runs)"))
    }
    return .success(report.median)
  }
}

/// The Today pane's title in any of the journal's languages, so a journal whose language
/// setting is Korean or Japanese is measured too.
private let readyPattern = "Today|오늘|今日"
