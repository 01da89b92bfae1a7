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
  /// terminal is always given back (`backend.stop()`). Errors are rethrown. `language`, when
  /// given (`daybook --lang ko`), is the interface language of this session.
  public static func run(
    journal: Journal, backend: any TerminalBackend, clock: Clock,
    environment: [String: String], executablePath: String, language: Language? = nil,
    journalName: String? = nil, template: EntryTemplate? = nil, readOnly: Bool = false
  ) throws {
    try run(
      journal: journal, backend: backend, clock: clock, environment: environment,
      executablePath: executablePath, language: language, journalName: journalName,
      template: template, readOnly: readOnly, idleTurnLimit: nil)
  }

  /// `run`, stopping after `idleTurnLimit` turns with no input (tests).
  static func run(
    journal: Journal, backend: any TerminalBackend, clock: Clock,
    environment: [String: String], executablePath: String, language: Language? = nil,
    journalName: String? = nil, template: EntryTemplate? = nil, readOnly: Bool = false,
    idleTurnLimit: Int?
  ) throws {
    let frameLog = FrameLog(environment: environment)
    let runner = EffectRunner(
      journal: journal, clock: clock, environment: environment,
      executablePath: executablePath, terminal: backend)
    let now = clock.now()
    // Read once: the state carries it, and days are reckoned in it from here on.
    let zone = LocalZone.system(environment: environment)
    runner.today = zone.day(of: now)
    // Long-running effects read the journal on their own connections, which a journal in
    // memory cannot give them: there they run in line.
    let work = journal.path == ":memory:" ? nil : LongRunningWork(path: journal.path)
    let offLoop = work.map { work in OffLoopEffects { work($0) } }
    // Its kept read connections close with the view (a straggling effect opens its own).
    defer { work?.close() }
    let store = Store(
      state: AppState(today: zone.day(of: now)), perform: runner.perform, offLoop: offLoop)
    // After the terminal is given back (the defer below runs first), where it can be read.
    defer { reportDroppedEffects(store.droppedEffects) }
    unblockTerminationSignals()
    // Said after the terminal is restored (this defer runs after the one below).
    var keptTextNotice: String?
    defer { if let keptTextNotice { writeStandardError(keptTextNotice + "\n") } }
    // stop() is safe to call more than once, and must run even when start() failed halfway.
    defer { backend.stop() }
    try backend.start()
    if let offLoop { backend.wake(on: offLoop.wakeDescriptor) }
    // After `started`, which makes a fresh state: the theme it loaded is adapted at once.
    store.send(
      [
        .started(size: backend.size, today: zone.day(of: now), now: now),
        .zoneKnown(zone), .colorDepthKnown(backend.colorDepth),
      ] + (language.map { [.languageGiven($0)] } ?? [])
        + (journalName.map { [.journalNamed($0)] } ?? [])
        + (template.map { [.templateGiven($0)] } ?? [])
        + (journal.isFromNewerDaybook
          ? [.journalIsFromNewerDaybook] : readOnly ? [.journalIsReadOnly] : []))
    let paneCache = PaneCache()
    var presented: AppState?
    var firstFramePresented = false
    var idleTurns = 0
    while !store.state.isQuitting {
      if store.state.settings.mouse != presented?.settings.mouse {
        backend.setMouseCapture(store.state.settings.mouse)
      }
      if store.state != presented || runner.needsRedraw {
        let frame = AppView.render(store.state, cache: paneCache)
        backend.present(frame.canvas, cursor: frame.cursor)
        presented = store.state
        runner.needsRedraw = false
        frameLog?.framePresented()
        if !firstFramePresented {
          firstFramePresented = true
          // Sync (a thread and a git process) starts only once the first screen is out.
          store.send([
            .firstFramePresented,
            .sync(
              .configured(
                interval: SyncWork.interval(journalPath: journal.path, environment: environment))),
          ])
          LeftoverStartScreens.remove(environment: environment)
          continue
        }
      } else {
        frameLog?.noFrame()
      }
      if backend.pendingSignal != nil {
        keptTextNotice = saveDraft(store.state, runner)
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
        batch.insert(.tick(now: time, today: zone.day(of: time)), at: 0)
      }
      runner.language = store.state.language
      runner.today = zone.day(of: time)
      work?.language.withLock { $0 = store.state.language }
      store.send(batch)
      store.takeFinishedWork()
    }
  }

  /// The effects the store had to drop, one line each on standard error.
  private static func reportDroppedEffects(_ lines: [String]) {
    for line in lines {
      var text = line + "\n"
      text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
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

  /// Saves the unsaved text as a draft; when the journal cannot take it, keeps it in a file
  /// beside the journal and returns the sentence saying where (or that it could not).
  private static func saveDraft(_ state: AppState, _ runner: EffectRunner) -> String? {
    guard let entry = state.editor.unsavedEntry else { return nil }
    let saved = runner.perform(.saveDraft(entry))
    guard saved.contains(where: { if case .effectFailed = $0 { true } else { false } }) else {
      return nil
    }
    for action in runner.perform(.keepUnsavedText(entry)) {
      switch action {
      case .unsavedTextKept(let path):
        return "daybook: " + Strings.text(.textKeptAtExit, state.language, path)
      case .effectFailed(let message):
        return "daybook: " + Strings.text(.statusError, state.language, message)
      default: continue
      }
    }
    return nil
  }

  private static func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  }
}
