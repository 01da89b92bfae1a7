#if canImport(Glibc)
  import Glibc
#endif

/// Times a terminal program's first complete screen over a bare pseudo-terminal, from the
/// bench alone (no Python, no tmux): the program is started on a new pty of the given size,
/// every read of its output is stamped with its arrival time, and once the output has been
/// quiet for `settle` and holds the ready text, the screen counts as complete at the last
/// read before the quiet. That is an upper bound of the moment the screen was whole (a
/// program that ends its frame with bytes that change nothing is charged for them too).
/// Peak resident memory (VmHWM) is read before the program is stopped.
struct PtyFirstScreen {
  var width = 120
  var height = 40
  /// Any of these in the program's text output means the screen is the one waited for.
  var ready: [String]
  var settleMilliseconds = 300
  var timeoutSeconds = 5

  struct Run {
    /// From the spawn to the last read of the complete screen.
    var milliseconds: Double
    var peakKilobytes: Double
    /// What the program wrote up to then.
    var bytes: [UInt8]
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The median of `runs` runs (time and memory each), with the last run's bytes.
  func median(_ command: [String], runs: Int) -> Result<Run, Failure> {
    var times: [Double] = [], memory: [Double] = []
    var last: Run?
    for _ in 0..<runs {
      switch once(command) {
      case .success(let run):
        times.append(run.milliseconds)
        memory.append(run.peakKilobytes)
        last = run
      case .failure(let failure):
        return .failure(failure)
      }
    }
    guard let last else { return .failure(Failure(description: "no run")) }
    return .success(
      Run(milliseconds: Self.middle(times), peakKilobytes: Self.middle(memory), bytes: last.bytes))
  }

  static func middle(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// One run of `command`.
  func once(_ command: [String]) -> Result<Run, Failure> {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { return .failure(Failure(description: "no /dev/ptmx")) }
    defer { close(master) }
    // unlockpt and ptsname, spelled as the ioctls they are (Swift does not see the XOPEN
    // declarations): TIOCSPTLCK and TIOCGPTN, the same numbers on x86_64 and aarch64.
    var unlock: Int32 = 0
    var number: UInt32 = 0
    var size = winsize(
      ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0,
      ioctl(master, UInt(TIOCSWINSZ), &size) == 0
    else { return .failure(Failure(description: "cannot set up a pty")) }
    let terminal = "/dev/pts/\(number)"

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened in the child after setsid, so the pty becomes its controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let setSessionID: Int16 = 0x80  // POSIX_SPAWN_SETSID, a GNU extension Swift does not see
    posix_spawnattr_setflags(&attributes, setSessionID)
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let term = ProcessInfoLite.environment("TERM_UNDER_TEST") ?? "xterm-256color"
    var environment = Self.environment()
    environment["TERM"] = term
    var envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer { for pointer in envp { free(pointer) } }

    var pid = pid_t()
    let start = Self.now()
    guard posix_spawnp(&pid, command[0], &actions, &attributes, &argv, &envp) == 0 else {
      return .failure(Failure(description: "cannot start \(command[0])"))
    }
    var bytes: [UInt8] = []
    var lastRead = start
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = start + Double(timeoutSeconds) * 1000
    var complete = false
    while Self.now() < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(settleMilliseconds))
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        // Quiet for the settle time: complete if the ready text is there, else wait on (a
        // screen drawn in two steps counts at its second step).
        if !bytes.isEmpty && Self.text(of: bytes, contains: self.ready) {
          complete = true
          break
        }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      lastRead = Self.now()
      bytes += buffer[0..<count]
    }
    let peak = Self.peakKilobytes(of: pid)
    kill(pid, SIGTERM)
    var status: Int32 = 0
    // A TUI may wait for its terminal to drain: reading on lets it go.
    var drained = 0
    while waitpid(pid, &status, WNOHANG) == 0 && drained < 200 {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 10) > 0 {
        _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      }
      drained += 1
    }
    if drained >= 200 {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    guard complete else {
      return .failure(
        Failure(description: "the ready text (\(ready.joined(separator: "|"))) never appeared"))
    }
    return .success(Run(milliseconds: lastRead - start, peakKilobytes: peak, bytes: bytes))
  }

  /// True when the output, with its escape sequences taken out, holds one of `words`.
  static func text(of bytes: [UInt8], contains words: [String]) -> Bool {
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count {
        index += 1
        if bytes[index] == UInt8(ascii: "[") {
          // CSI: parameters up to a final byte in @...~.
          index += 1
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        } else if bytes[index] == UInt8(ascii: "]") {
          // OSC: up to BEL or ESC \.
          while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
        }
        index += 1
        continue
      }
      if byte >= 0x20 || byte == 0x0A { text.append(byte) }
      index += 1
    }
    let decoded = String(decoding: text, as: UTF8.self)
    return words.contains { decoded.contains($0) }
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  static func peakKilobytes(of pid: pid_t) -> Double {
    guard let status = Subprocess.readFile("/proc/\(pid)/status") else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? .nan
    }
    return .nan
  }

  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}
