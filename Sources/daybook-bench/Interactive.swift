#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// Times the real TUI: the first complete screen and resident memory with the shared
/// `pty_first_screen.py` over a bare pseudo-terminal (or `first_screen.py` through tmux when
/// pyte is missing), and key-to-frame latency with `KeyLatency`. Anything that cannot
/// run (no tool, no binary, a TUI that does not stay up yet) is reported as n/a with the
/// reason, never as a failure.
struct Interactive {
  var journalPath: String
  var runs: Int
  var scratch: String

  static let firstScreenBudget = Budget(limit: 12, text: "< 12 ms")
  static let memoryBudget = Budget(limit: 30, text: "< 30 MiB")
  static let keyBudget = Budget(limit: 2, text: "< 2 ms")

  func run() -> String {
    var table = Table(header: ["interactive (release daybook, 120×40)", "median", "budget"])
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

    var screen = FirstScreen.Median()
    var floor: (bytes: Int, median: FirstScreen.Median)?
    switch FirstScreen.harness(root: root) {
    case .failure(let reason):
      notes.append(reason.description + "; first screen and memory skipped")
    case .success(let harness):
      notes.append("first screen: " + harness.description)
      switch FirstScreen.measure(
        harness, command: [binary, "--db", journalPath], runs: runs, scratch: scratch)
      {
      case .success(let median): screen = median
      case .failure(let reason): notes.append("first screen: \(reason)")
      }
      if harness.overPty {
        switch FirstScreen.floor(harness, command: [binary, "--db", journalPath], runs: runs,
          scratch: scratch)
        {
        case .success(let measured): floor = measured
        case .failure(let reason): notes.append("harness floor: \(reason)")
        }
      }
    }
    let ready = screen.ms ?? .nan
    let memory = screen.hwm_kb.map { $0 / 1024 } ?? .nan
    table.row([
      "first complete screen (Today pane shown, no cache)",
      Interactive.firstScreenBudget.cell(ready, Format.milliseconds(ready)),
      Interactive.firstScreenBudget.text,
    ])
    if let floor {
      let alone = floor.median.ms ?? .nan
      table.row([
        "  the harness alone: the same \(floor.bytes) bytes written at once by cat",
        Format.milliseconds(alone), "",
      ])
      table.row(["  daybook's own share (the difference)", Format.milliseconds(ready - alone), ""])
      notes.append(
        "harness floor: pyte parses each read of the frame before the next is taken, so part "
          + "of the first-screen figure is the emulator's time for these bytes on this machine; "
          + "cat writing the recorded bytes shows that part.")
    }
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

/// Runs one of the shared first-screen tools and reads its medians.
enum FirstScreen {
  struct Median {
    var ms: Double?
    var hwm_kb: Double?
  }

  /// The tool and the Python that runs it.
  struct Harness: CustomStringConvertible {
    var python: String
    var tool: String
    /// Over a bare pseudo-terminal (pty_first_screen.py), else through tmux.
    var overPty: Bool

    var description: String {
      overPty
        ? "exec to the last byte of the first frame over a bare pty (\(tool), \(python))"
        : "through tmux (\(tool); pyte missing for \(python), so tmux's polling adds noise)"
    }
  }

  /// pty_first_screen.py when its pyte imports (`DAYBOOK_BENCH_PYTHON` names a venv's
  /// python), else first_screen.py.
  static func harness(root: String) -> Result<Harness, Failure> {
    let python = ProcessInfoLite.environment("DAYBOOK_BENCH_PYTHON") ?? "python3"
    let tools = root + "/../shared/tools/"
    if Subprocess.exists(tools + "pty_first_screen.py"),
      Subprocess.run([python, "-c", "import pyte"]).status == 0
    {
      return .success(Harness(python: python, tool: tools + "pty_first_screen.py", overPty: true))
    }
    if Subprocess.exists(tools + "first_screen.py") {
      return .success(Harness(python: python, tool: tools + "first_screen.py", overPty: false))
    }
    return .failure(Failure(description: "no \(tools)pty_first_screen.py or first_screen.py"))
  }

  private struct PtyReport: Decodable {
    struct Median: Decodable {
      var ms: Double?
      var hwm_kb: Double?
      var failed: Int
    }
    var median: Median
  }

  private struct TmuxReport: Decodable {
    struct Median: Decodable {
      var ready_ms: Double?
      var hwm_kb: Double?
    }
    var median: Median
    var timeouts: Int
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func measure(_ harness: Harness, command: [String], runs: Int, scratch: String)
    -> Result<Median, Failure>
  {
    let errors = scratch + "/first_screen.err"
    let result = Subprocess.run(
      [
        harness.python, harness.tool, "--runs", String(min(max(runs, 9), 15)), "--width", "120",
        "--height", "40", "--settle-ms", "300", "--timeout-s", "5", "--ready", readyPattern, "--",
      ] + command, stderrPath: errors)
    guard result.status == 0 else {
      let last = result.errors.split(separator: "\n").last.map(String.init) ?? "no output"
      return .failure(Failure(description: "n/a (\(last))"))
    }
    let median: Median
    let failed: Int
    if harness.overPty {
      guard let report = try? JSONCodec.decode(PtyReport.self, from: result.output)
      else { return .failure(Failure(description: "n/a (unreadable output)")) }
      median = Median(ms: report.median.ms, hwm_kb: report.median.hwm_kb)
      failed = report.median.failed
    } else {
      guard let report = try? JSONCodec.decode(TmuxReport.self, from: result.output)
      else { return .failure(Failure(description: "n/a (unreadable output)")) }
      median = Median(ms: report.median.ready_ms, hwm_kb: report.median.hwm_kb)
      failed = report.timeouts
    }
    if failed > 0 || median.ms == nil {
      return .failure(
        Failure(description: "n/a (the Today pane never appeared in \(failed) runs)"))
    }
    return .success(median)
  }
}

extension FirstScreen {
  /// What the harness itself costs for the bytes of `command`'s first screen: those bytes,
  /// recorded once over a pty the way the tool sees them (until the output has been quiet
  /// for 300 ms), written at once by `cat`, which then waits on its input like a TUI.
  static func floor(_ harness: Harness, command: [String], runs: Int, scratch: String)
    -> Result<(bytes: Int, median: Median), Failure>
  {
    let recording = scratch + "/first-frame.bin"
    let recorded = Subprocess.run(
      [harness.python, "-c", recorder, recording] + command,
      stderrPath: scratch + "/first-frame.err")
    guard recorded.status == 0, let bytes = Subprocess.fileSize(recording), bytes > 0 else {
      return .failure(Failure(description: "n/a (the first frame could not be recorded)"))
    }
    return measure(harness, command: ["cat", recording, "-"], runs: runs, scratch: scratch)
      .map { (bytes, $0) }
  }

  /// Runs argv[2...] on a 120×40 pty with the tool's TERM, keeps what it writes until 300 ms
  /// pass without output (or 5 s), and writes that to argv[1].
  private static let recorder = """
    import fcntl, os, pty, select, signal, struct, sys, termios, time
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = dict(os.environ, TERM=os.environ.get("TERM_UNDER_TEST", "xterm-256color"))
        os.execvpe(sys.argv[2], sys.argv[2:], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    data, deadline = b"", time.monotonic() + 5
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.3)
        if not ready:
            if data: break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk: break
        data += chunk
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    open(sys.argv[1], "wb").write(data)
    """
}

/// The Today pane's title in any of the journal's languages, so a journal whose language
/// setting is Korean or Japanese is measured too.
private let readyPattern = "Today|오늘|今日"
