import DaybookCore

/// Background sync in the view: at start, a few seconds after the journal was written here,
/// and every `interval` seconds, when sync is set up. The sync runs off the input loop
/// (`.longRunning(.sync, id: .sync)`); the status line shows where it stands. What it brings
/// in reaches the screen through the journal poll, like any other writer's change.
public enum SyncFeature {
  public struct State: Equatable, Sendable {
    /// Seconds between background syncs; nil when sync is not set up for the journal.
    public var interval: Timestamp?
    public var phase: Phase = .idle
    /// When the next periodic sync is due.
    public var nextAt: Timestamp = 0
    /// When the journal was last written from the view; a sync follows `debounceSeconds`
    /// after the last of a run of writes.
    public var writtenAt: Timestamp?

    public init() {}
  }

  public enum Phase: Equatable, Sendable {
    case idle, syncing, synced, offline
    /// The last sync failed for a reason the user should look at; worded in the language
    /// of the moment wherever it is shown.
    case problem(SyncError)
  }

  /// What start-up and the sync work report; the app adds its clock and sends the feature
  /// the matching `Action`.
  public enum Event: Equatable, Sendable {
    /// Sync is set up (`interval` seconds apart) or not (nil): told once at start.
    case configured(interval: Timestamp?)
    case finished(Outcome)
  }

  public enum Action: Equatable, Sendable {
    /// Sync is set up (`interval` seconds apart) or not (nil).
    case configured(interval: Timestamp?)
    /// A sync ended at `now`.
    case finished(Outcome, now: Timestamp)
    /// Time passed.
    case ticked(now: Timestamp)
    /// The view wrote the journal (a save, a watering, a todo…) at this time.
    case journalWritten(at: Timestamp)
  }

  public enum Outcome: Equatable, Sendable {
    /// Synced; how many records came in and what the user should hear.
    case synced(received: Int, notices: [SyncNotice])
    case offline(SyncError)
    case problem(SyncError)
  }

  /// What the sync asks of the app.
  public enum Output: Equatable, Sendable {
    /// Run one sync off the input loop.
    case startSync
    /// A message for the status line, worded in the language of the moment.
    case status(String, isError: Bool)
  }

  /// Quiet time after a write before the sync it calls for.
  public static let debounceSeconds: Timestamp = 5
  /// The longest interval `DAYBOOK_SYNC_INTERVAL` may ask for: a year.
  static let maxInterval: Timestamp = 366 * 86_400

  /// The default interval between background syncs.
  public static let defaultInterval: Timestamp = 300

  static func reduce(into state: inout State, action: Action, language: Language) -> [Output] {
    switch action {
    case .configured(let interval):
      state.interval = interval
      guard interval != nil else { return [] }
      return start(&state)
    case let .finished(outcome, now):
      state.nextAt = now + (state.interval ?? defaultInterval)
      switch outcome {
      case let .synced(_, notices):
        state.phase = .synced
        return notices.first.map { [.status($0.message(language), isError: false)] } ?? []
      case .offline:
        state.phase = .offline
        return []
      case .problem(let error):
        state.phase = .problem(error)
        return [.status(error.message(language), isError: true)]
      }
    case .ticked(let now):
      // A sync when one is due and none runs.
      guard state.interval != nil, state.phase != .syncing else { return [] }
      let afterWrite = state.writtenAt.map { now >= $0 + debounceSeconds } ?? false
      guard afterWrite || now >= state.nextAt else { return [] }
      return start(&state)
    case .journalWritten(let at):
      guard state.interval != nil else { return [] }
      state.writtenAt = at
      return []
    }
  }

  private static func start(_ state: inout State) -> [Output] {
    state.phase = .syncing
    state.writtenAt = nil
    return [.startSync]
  }

  /// The status line's message while the last sync failed and nothing newer is shown: the
  /// problem in the current language, so a language switched live rewords it too.
  static func problemStatus(_ state: State, _ language: Language) -> StatusMessage? {
    guard state.interval != nil, case .problem(let error) = state.phase else {
      return nil
    }
    return StatusMessage(text: error.message(language), isError: true, expiresAt: 0)
  }

  /// The status line's word for the sync, nil when sync is not set up.
  static func statusWord(_ state: SyncFeature.State, _ language: Language) -> String? {
    guard state.interval != nil else { return nil }
    switch state.phase {
    case .idle, .syncing: return SyncStatusText.syncing.text(language)
    case .synced: return SyncStatusText.synced.text(language)
    case .offline: return SyncStatusText.offline.text(language)
    case .problem: return SyncStatusText.problem.text(language)
    }
  }
}

/// Runs one background sync on the caller's thread (an off-loop thread), on a connection of
/// its own that may write; git never asks on the terminal. Failures and notices come back as
/// values, worded by the reducer in the language of the moment; `language` words only what
/// the sync writes into the journal (the notification of a text kept twice).
enum SyncWork {
  static func run(path: String, language: Language) -> [AppAction] {
    do {
      // The view holds the journal open in this process: no file checks (see the init).
      let journal = try Journal(writingAlongside: path)
      let engine = SyncEngine(journal: journal, interactive: false)
      let report = try engine.sync(now: LocalTime.now(), language: language)
      return [.sync(.finished(.synced(received: report.received, notices: report.notices)))]
    } catch SyncError.busy {
      // A sync from the command line is doing the same work right now.
      return [.sync(.finished(.synced(received: 0, notices: [])))]
    } catch let error as SyncError {
      return [.sync(.finished(error.isOffline ? .offline(error) : .problem(error)))]
    } catch let error as JournalError {
      return [.sync(.finished(.problem(.journal(error))))]
    } catch {
      return [.sync(.finished(.problem(.git("sync", "\(error)"))))]
    }
  }

  /// The interval for a journal: nil when sync is not set up; else `DAYBOOK_SYNC_INTERVAL`
  /// seconds when given (1 to a year; more would overflow `now + interval`), else five
  /// minutes.
  static func interval(journalPath: String, environment: [String: String]) -> Timestamp? {
    guard journalPath != ":memory:", SyncEngine.isSetUp(journalPath: journalPath) else {
      return nil
    }
    if let text = environment["DAYBOOK_SYNC_INTERVAL"], let seconds = Timestamp(text),
      (1...SyncFeature.maxInterval).contains(seconds)
    {
      return seconds
    }
    return SyncFeature.defaultInterval
  }
}

enum SyncStatusText: String, Localized {
  case syncing, synced, offline, problem

  var translation: Translation {
    switch self {
    case .syncing: Translation("⇅ syncing…", ko: "⇅ 동기화 중…", ja: "⇅ 同期中…")
    case .synced: Translation("⇅ synced", ko: "⇅ 동기화됨", ja: "⇅ 同期済み")
    case .offline: Translation("⇅ offline", ko: "⇅ 오프라인", ja: "⇅ オフライン")
    case .problem: Translation("⇅ sync problem", ko: "⇅ 동기화 문제", ja: "⇅ 同期の問題")
    }
  }
}
