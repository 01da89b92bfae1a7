import Glibc
import Synchronization
import CNcursesw

/// Process-wide state the signal handlers and the exit hook may touch. Only atomics:
/// a signal handler may do nothing else safely.
enum TerminalGuard {
  /// The last termination signal received and not yet taken (0: none).
  static let pendingSignal = Atomic<Int32>(0)
  /// True while curses owns the terminal, so the exit hook knows to give it back.
  static let cursesActive = Atomic<Bool>(false)
  private static let installed = Atomic<Bool>(false)

  /// Installs SIGTERM, SIGHUP and SIGINT handlers that only record the signal, without
  /// SA_RESTART so a blocking read returns at once, and an exit hook restoring the terminal.
  static func install() {
    // Touch the globals now: their lazy initialisation must not run in a handler.
    _ = pendingSignal.load(ordering: .relaxed)
    _ = cursesActive.load(ordering: .relaxed)
    guard !installed.exchange(true, ordering: .relaxed) else { return }
    for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signalNumber in
        TerminalGuard.pendingSignal.store(signalNumber, ordering: .relaxed)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signalNumber, &action, nil)
    }
    atexit {
      TerminalGuard.restoreTerminal()
    }
  }

  /// Leaves curses mode if it is active; safe to call from any exit path, more than once.
  static func restoreTerminal() {
    guard cursesActive.exchange(false, ordering: .relaxed) else { return }
    _ = mousemask(0, nil)
    endwin()
    writeToTerminal("\u{1B}[?2004l")
  }

  /// Writes a control sequence straight to the terminal (after ncurses has flushed).
  static func writeToTerminal(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        write(STDOUT_FILENO, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written <= 0 {
        if written < 0 && errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
