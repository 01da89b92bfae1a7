import DaybookCore
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive diary.
public enum DaybookApp {
  /// How long to wait for input before a tick drives autosave and the midnight roll-over.
  static let tickMilliseconds = 500
  /// At most this many queued events are folded into one frame.
  static let maxBatch = 256

  /// Runs the TUI on `backend` until the user quits or a termination signal arrives.
  ///
  /// Unsaved editor text is kept as a draft when a signal or an error ends the loop; the
  /// terminal is always given back (`backend.stop()`). Errors are rethrown.
  /// With a `startScreen`, a quit or a closing signal leaves it the screen the next start
  /// begins on (written by `StartScreen.savePending()` once the journal is closed).
  public static func run(
    journal: Journal, backend: any TerminalBackend, clock: Clock,
    environment: [String: String], executablePath: String, startScreen: StartScreen? = nil
  ) throws {
    try run(
      journal: journal, backend: backend, clock: clock, environment: environment,
      executablePath: executablePath, idleTurnLimit: nil, startScreen: startScreen)
  }

  /// `run`, stopping after `idleTurnLimit` turns with no input (tests).
  static func run(
    journal: Journal, backend: any TerminalBackend, clock: Clock,
    environment: [String: String], executablePath: String, idleTurnLimit: Int?,
    startScreen: StartScreen? = nil
  ) throws {
    let frameLog = FrameLog(environment: environment)
    let runner = EffectRunner(
      journal: journal, clock: clock, environment: environment,
      executablePath: executablePath, terminal: backend)
    let now = clock.now()
    let store = Store(state: AppState(today: LocalTime.day(of: now)), perform: runner.perform)
    unblockTerminationSignals()
    // stop() is safe to call more than once, and must run even when start() failed halfway.
    defer { backend.stop() }
    try backend.start()
    // After `started`, which makes a fresh state: the theme it loaded is adapted at once.
    store.send([
      .started(size: backend.size, today: LocalTime.day(of: now), now: now),
      .colorDepthKnown(backend.colorDepth),
    ])
    let paneCache = PaneCache()
    var presented: AppState?
    var firstFramePresented = false
    var idleTurns = 0
    while !store.state.isQuitting {
      if store.state != presented || runner.needsRedraw {
        let frame = AppView.render(store.state, cache: paneCache)
        backend.present(frame.canvas, cursor: frame.cursor)
        presented = store.state
        runner.needsRedraw = false
        frameLog?.framePresented()
        if !firstFramePresented {
          firstFramePresented = true
          store.send([.firstFramePresented])
          continue
        }
      } else {
        frameLog?.noFrame()
      }
      if backend.pendingSignal != nil {
        saveDraft(store.state, runner)
        // An orderly end (a closed window, kill) keeps the start screen as a quit does:
        // this run's own writes (the draft, the reminder pass) would otherwise leave the
        // next start nothing valid to show.
        keepStartScreen(startScreen, runner, backend.size, clock)
        return
      }
      var batch: [AppAction] = []
      if let event = backend.nextEvent(timeoutMilliseconds: tickMilliseconds) {
        if case .key = event { frameLog?.keyRead() }
        batch.append(action(for: event))
        while batch.count < maxBatch, let more = backend.nextEvent(timeoutMilliseconds: 0) {
          batch.append(action(for: more))
        }
        idleTurns = 0
      } else {
        idleTurns += 1
        if let idleTurnLimit, idleTurns >= idleTurnLimit { break }
      }
      let time = clock.now()
      if time != store.state.now || batch.isEmpty {
        batch.insert(.tick(now: time, today: LocalTime.day(of: time)), at: 0)
      }
      runner.language = store.state.language
      store.send(batch)
    }
    if store.state.isQuitting {
      keepStartScreen(startScreen, runner, backend.size, clock)
    }
  }

  private static func keepStartScreen(
    _ startScreen: StartScreen?, _ runner: EffectRunner, _ size: Size, _ clock: Clock
  ) {
    guard let startScreen else { return }
    let now = clock.now()
    startScreen.pending = (startFrame(runner: runner, size: size, now: now), LocalTime.day(of: now))
  }

  /// What a new process would show first: a fresh state started and loaded, then rendered.
  /// Starting only reads the journal.
  static func startFrame(runner: EffectRunner, size: Size, now: Timestamp) -> Canvas {
    let today = LocalTime.day(of: now)
    let store = Store(state: AppState(today: today), perform: runner.perform)
    store.send([.started(size: size, today: today, now: now)])
    return AppView.render(store.state, cache: PaneCache()).canvas
  }

  /// A parent may start us with signals blocked (test runners, some daemons); a blocked
  /// SIGTERM would never reach the backend, and the draft would never be saved.
  static func unblockTerminationSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT, SIGWINCH] {
      sigaddset(&signals, signal)
    }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }

  static func action(for event: TerminalEvent) -> AppAction {
    switch event {
    case .key(let key): .keyPressed(key)
    case .paste(let text): .pasted(text)
    case .resize(let size): .terminalResized(size)
    case .mouse(let x, let y, let button): .mouseClicked(x: x, y: y, button: button)
    }
  }

  private static func saveDraft(_ state: AppState, _ runner: EffectRunner) {
    if let entry = state.editor.unsavedEntry {
      _ = runner.perform(.saveDraft(entry))
    }
  }
}
