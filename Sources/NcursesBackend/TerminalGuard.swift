import CNcursesw
import Glibc
import Synchronization

/// Process-wide state the signal handlers and the exit hook may touch. Only atomics:
/// a signal handler may do nothing else safely.
enum TerminalGuard {
  /// The last termination signal received and not yet taken (0: none).
  static let pendingSignal = Atomic<Int32>(0)
  /// True while curses owns the terminal, so the exit hook knows to give it back.
  static let cursesActive = Atomic<Bool>(false)
  /// Set by SIGWINCH, taken by `NcursesTerminal.nextEvent`.
  static let resized = Atomic<Bool>(false)
  /// True while the terminal reports mouse buttons.
  static let mouseReporting = Atomic<Bool>(false)
  private static let installed = Atomic<Bool>(false)

  /// Installs SIGTERM, SIGHUP and SIGINT handlers that only record the signal, without
  /// SA_RESTART so a blocking read returns at once, and an exit hook restoring the terminal.
  static func install() {
    // Touch the globals now: their lazy initialisation must not run in a handler.
    _ = pendingSignal.load(ordering: .relaxed)
    _ = cursesActive.load(ordering: .relaxed)
    _ = resized.load(ordering: .relaxed)
    _ = mouseReporting.load(ordering: .relaxed)
    guard !installed.exchange(true, ordering: .relaxed) else { return }
    // Installed before ncurses starts, so ncurses leaves SIGWINCH alone (it only takes a
    // signal nobody handles): the size is asked for when the flag is taken.
    var winch = sigaction()
    winch.__sigaction_handler.sa_handler = { _ in
      TerminalGuard.resized.store(true, ordering: .relaxed)
    }
    sigemptyset(&winch.sa_mask)
    winch.sa_flags = 0
    sigaction(SIGWINCH, &winch, nil)
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
    if mouseReporting.exchange(false, ordering: .relaxed) {
      writeToTerminal(mouseOff)
    }
    endwin()
    writeToTerminal("\u{1B}[?2004l")
  }

  private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

  /// Turns button reports on or off (they stay wanted across suspend and resume).
  static func setMouseReporting(_ enabled: Bool) {
    mouseReporting.store(enabled, ordering: .relaxed)
    writeToTerminal(enabled ? mouseOn : mouseOff)
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
