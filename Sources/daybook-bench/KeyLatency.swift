#if canImport(Glibc)
  import Glibc
#endif

/// Key-to-frame latency of calendar moves, measured inside the app.
///
/// The app runs in a private tmux server with `DAYBOOK_FRAME_LOG` set, so it appends the
/// monotonic nanoseconds from reading each key to the return of `present` (the frame is on
/// the terminal) to a file. tmux only delivers the keys: `send-keys` and `capture-pane`
/// polling cost about 6 ms a call and cannot resolve a 2 ms budget, so they are not timed.
/// The log also holds the app's own start-of-loop-to-first-frame time.
struct KeyLatency {
  struct Figures {
    /// Median key-to-frame milliseconds.
    var median = Double.nan
    /// The slowest of the moves.
    var worst = Double.nan
    /// Frames logged for the moves.
    var samples = 0
    /// Run loop start to the first frame on the terminal.
    var firstFrame = Double.nan
    var unavailable: String?
  }

  var command: [String]
  var moves: Int
  var scratch: String
  var width = 120
  var height = 40

  private var socket: String { "daybook-bench-\(getpid())" }

  func measure() -> Figures {
    var figures = Figures()
    let log = scratch + "/frames-\(getpid()).log"
    unlink(log)
    let app = "exec env DAYBOOK_FRAME_LOG=" + shellQuoted([log]) + " " + shellQuoted(command)
    guard
      tmux(["new-session", "-d", "-s", "app", "-x", "\(width)", "-y", "\(height)", app])
    else {
      figures.unavailable = "n/a (tmux could not start a session)"
      return figures
    }
    defer { _ = tmux(["kill-server"]) }
    guard waitForStableScreen("app") else {
      figures.unavailable = "n/a (daybook did not stay on screen)"
      return figures
    }
    for index in 0..<moves {
      guard tmux(["send-keys", "-t", "app", index % 2 == 0 ? "l" : "h"]) else { break }
      // One key per batch: the next key is sent after this one has surely been drawn.
      usleep(20_000)
    }
    usleep(200_000)
    let lines = (Subprocess.readFile(log) ?? "").split(separator: "\n")
    func values(_ tag: String) -> [Double] {
      lines.compactMap { line in
        let parts = line.split(separator: " ")
        guard parts.count == 2, parts[0] == tag, let ns = Double(parts[1]) else { return nil }
        return ns / 1_000_000
      }
    }
    let keys = values("key")
    figures.firstFrame = values("first").first ?? .nan
    figures.samples = keys.count
    guard keys.count * 2 >= moves else {
      figures.unavailable = "n/a (only \(keys.count) of \(moves) moves drew a frame)"
      return figures
    }
    figures.median = Timing.median(of: keys)
    figures.worst = keys.max() ?? .nan
    return figures
  }

  /// True once the pane shows something and has not changed for 300 ms (5 s at most).
  private func waitForStableScreen(_ session: String) -> Bool {
    let start = Timing.nanoseconds()
    var last = ""
    var since = start
    while Timing.nanoseconds() - start < 5_000_000_000 {
      guard tmux(["has-session", "-t", session]) else { return false }
      let screen = Subprocess.run(tmuxArguments(["capture-pane", "-p", "-t", session])).output
      let now = Timing.nanoseconds()
      if screen != last {
        last = screen
        since = now
      } else if now - since > 300_000_000 && screen.contains(where: { !$0.isWhitespace }) {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  private func tmux(_ arguments: [String]) -> Bool {
    Subprocess.run(tmuxArguments(arguments)).status == 0
  }

  private func tmuxArguments(_ arguments: [String]) -> [String] {
    ["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments
  }

  private func shellQuoted(_ words: [String]) -> String {
    words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }.joined(separator: " ")
  }
}
