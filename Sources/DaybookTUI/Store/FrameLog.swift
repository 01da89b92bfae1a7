#if canImport(Glibc)
  import Glibc
#endif

/// Opt-in measurement of key-to-frame latency from inside the app.
///
/// With `DAYBOOK_FRAME_LOG=PATH` in the environment, each frame presented after a batch that
/// held a key press appends one line to PATH: the nanoseconds on the monotonic clock from the
/// moment the key was read to the moment `present` (ncurses `doupdate`) returned. The first
/// frame is logged as `first <ns>` from the start of `DaybookApp.run` (journal open).
/// Measuring outside the process (tmux `capture-pane` polling) cannot resolve the 2 ms
/// budget; this can.
final class FrameLog {
  /// The environment variable that names the log file.
  static let variable = "DAYBOOK_FRAME_LOG"

  private let descriptor: Int32
  private var keyReadAt: UInt64?
  private let startedAt = FrameLog.now()
  private var wroteFirst = false

  /// A log writing to the file named in `environment`, or nil when it is not set or cannot
  /// be opened (measurement never stops the diary).
  init?(environment: [String: String]) {
    guard let path = environment[Self.variable], !path.isEmpty else { return nil }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Nanoseconds on the monotonic clock.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// A key was read now (only the first key of a batch counts: it waited longest).
  func keyRead() {
    if keyReadAt == nil { keyReadAt = Self.now() }
  }

  /// The batch changed nothing on screen: no frame will answer its key.
  func noFrame() { keyReadAt = nil }

  /// A frame was presented now.
  func framePresented() {
    let now = Self.now()
    if !wroteFirst {
      wroteFirst = true
      write("first \(now - startedAt)\n")
    }
    if let keyReadAt {
      write("key \(now - keyReadAt)\n")
      self.keyReadAt = nil
    }
  }

  private func write(_ line: String) {
    var line = line
    line.withUTF8 { bytes in _ = Glibc.write(descriptor, bytes.baseAddress, bytes.count) }
  }
}
