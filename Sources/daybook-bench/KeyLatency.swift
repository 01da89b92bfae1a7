#if canImport(Glibc)
import Glibc
#endif

/// Key-to-frame latency through a private tmux server: send `l` or `h` (a calendar day
/// move), then capture the pane (with attributes, so a moved highlight counts) until it
/// differs. tmux itself costs time, so the same is measured on a pane running `cat`, whose
/// echo comes from the terminal driver, and subtracted.
struct KeyLatency {
  struct Figures {
    var raw = Double.nan
    var baseline = Double.nan
    var captureCost = Double.nan
    var unavailable: String?

    /// Raw minus the tmux overhead; the raw figure when there is no baseline.
    var net: Double {
      guard raw.isFinite else { return .nan }
      return baseline.isFinite ? max(0, raw - baseline) : raw
    }
  }

  var command: [String]
  var moves: Int
  var scratch: String

  private var socket: String { "daybook-bench-\(getpid())" }

  func measure() -> Figures {
    var figures = Figures()
    let app = shellQuoted(command)
    guard tmux(["new-session", "-d", "-s", "app", "-x", "120", "-y", "40", "exec " + app]) else {
      figures.unavailable = "n/a (tmux could not start a session)"
      return figures
    }
    defer { _ = tmux(["kill-server"]) }
    guard waitForStableScreen("app") else {
      figures.unavailable = "n/a (daybook did not stay on screen: not interactive yet?)"
      return figures
    }
    figures.captureCost = Timing.median(runs: 10) { _ = capture("app") }
    var samples: [Double] = []
    for index in 0..<moves {
      if let milliseconds = timeUntilChange("app", key: index % 2 == 0 ? "l" : "h") {
        samples.append(milliseconds)
      }
    }
    guard samples.count * 2 >= moves else {
      figures.unavailable =
        "n/a (the screen did not change on h/l in \(moves - samples.count) of \(moves) moves)"
      return figures
    }
    figures.raw = Timing.median(of: samples)
    guard tmux(["new-session", "-d", "-s", "echo", "-x", "120", "-y", "40", "exec cat"]),
      waitForStableScreen("echo", needsText: false)
    else { return figures }
    let echoes = (0..<moves).compactMap { _ in timeUntilChange("echo", key: "x") }
    figures.baseline = Timing.median(of: echoes)
    return figures
  }

  private func timeUntilChange(_ session: String, key: String) -> Double? {
    let before = capture(session)
    let start = Timing.nanoseconds()
    guard tmux(["send-keys", "-t", session, key]) else { return nil }
    while Timing.nanoseconds() - start < 1_000_000_000 {
      if capture(session) != before {
        return Double(Timing.nanoseconds() - start) / 1_000_000
      }
    }
    return nil
  }

  /// True once the pane shows something and has not changed for 300 ms (5 s at most).
  private func waitForStableScreen(_ session: String, needsText: Bool = true) -> Bool {
    let start = Timing.nanoseconds()
    var last = ""
    var since = start
    while Timing.nanoseconds() - start < 5_000_000_000 {
      guard tmux(["has-session", "-t", session]) else { return false }
      let screen = capture(session)
      let now = Timing.nanoseconds()
      if screen != last {
        last = screen
        since = now
      } else if now - since > 300_000_000
        && (!needsText || screen.contains(where: { !$0.isWhitespace }))
      {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  private func capture(_ session: String) -> String {
    Subprocess.run(tmuxArguments(["capture-pane", "-p", "-e", "-t", session])).output
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
