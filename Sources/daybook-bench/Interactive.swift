import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Times the real TUI: the first complete screen and resident memory over a bare
/// pseudo-terminal (`PtyFirstScreen`, from the project alone), and key-to-frame latency with
/// `KeyLatency`. Anything that cannot
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

    let harness = PtyFirstScreen(ready: readyWords)
    let command = [binary, "--db", journalPath]
    var ready = Double.nan, memory = Double.nan
    var floor: (bytes: Int, milliseconds: Double)?
    notes.append(
      "first screen: spawn to the last byte of the first frame over a bare pty, 120×40, "
        + "median of \(runs) (PtyFirstScreen: no tmux, no emulator while reading)")
    switch harness.median(command, runs: runs) {
    case .failure(let reason):
      notes.append("first screen: n/a (\(reason))")
    case .success(let run):
      ready = run.milliseconds
      memory = run.peakKilobytes / 1024
      // The floor: the same bytes written at once by cat, which then waits on its input
      // like a TUI: what the pty and the harness cost for this frame on this machine.
      let recording = scratch + "/first-frame.bin"
      if Self.write(run.bytes, to: recording),
        case .success(let alone) = harness.median(["cat", recording, "-"], runs: runs)
      {
        floor = (run.bytes.count, alone.milliseconds)
      } else {
        notes.append("harness floor: n/a (cat could not replay the first frame)")
      }
    }
    table.row([
      "first complete screen (Today pane shown, no cache)",
      Interactive.firstScreenBudget.cell(ready, Format.milliseconds(ready)),
      Interactive.firstScreenBudget.text,
    ])
    if let floor {
      table.row([
        "  the harness alone: the same \(floor.bytes) bytes written at once by cat",
        Format.milliseconds(floor.milliseconds), "",
      ])
      table.row([
        "  daybook's own share (the difference)",
        Format.milliseconds(ready - floor.milliseconds), "",
      ])
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

extension Interactive {
  /// Writes `bytes` to a new file at `path`; false when it could not.
  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }
}

/// The Today pane's title in any of the journal's languages, so a journal whose language
/// setting is Korean or Japanese is measured too.
private let readyWords = ["Today", "오늘", "今日"]
