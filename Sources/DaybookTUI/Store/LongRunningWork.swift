import DaybookCore
import Synchronization

/// Performs long-running effects on a thread of their own, each on a read-only connection.
///
/// Opening a connection costs more than a live search's query (the grams tokenizer is
/// registered, the schema parsed, statements prepared again), so connections are kept for
/// the life of the view: an effect takes an idle one for itself (a SQLite connection is used
/// by one thread at a time; the journal's are opened without SQLite's own mutex) and gives
/// it back when done. Searches read in a read transaction of their own, so a kept
/// connection sees every write committed before the query began. A connection on a file
/// that has since been replaced is closed, not reused; `close()` closes them all at exit.
public final class LongRunningWork: Sendable {
  /// The journal file (not `:memory:`: another connection would see another database).
  let path: String
  /// The language failures are worded in; the run loop keeps it in step with the state.
  let language: Mutex<Language>
  /// Idle connections, and whether `close()` has been called (then none is kept).
  private let kept = Mutex<(idle: [KeptConnection], closed: Bool)>(([], false))

  /// At most this many idle connections are kept: one for the search, one for what runs
  /// beside it (a picture, a superseded key's query still finishing).
  static let idleLimit = 2

  public init(path: String, language: Language = .en) {
    self.path = path
    self.language = Mutex(language)
  }

  deinit { close() }

  /// Closes the idle connections and keeps none from now on (the view is leaving).
  public func close() {
    let idle = kept.withLock { kept -> [KeptConnection] in
      kept.closed = true
      defer { kept.idle = [] }
      return kept.idle
    }
    _ = idle  // Released here, outside the lock: each closes as it goes.
  }

  /// How many connections wait to be reused (tests).
  var idleConnections: Int { kept.withLock { $0.idle.count } }

  /// A connection for this thread alone: a kept one on the same file, else a new one.
  private func takeConnection() throws -> KeptConnection {
    let file = Journal.fileIdentity(of: path)
    let reusable = kept.withLock { kept -> KeptConnection? in
      guard let file else {
        kept.idle = []
        return nil
      }
      // The journal was replaced: every kept connection reads the old file.
      kept.idle.removeAll { $0.file != file }
      return kept.idle.popLast()
    }
    if let reusable { return reusable }
    let journal = try Journal(readingAt: path)
    return KeptConnection(journal: journal, file: file)
  }

  /// Gives a connection back for the next effect.
  private func giveBack(_ connection: KeptConnection) {
    kept.withLock { kept in
      if !kept.closed, connection.file != nil, kept.idle.count < Self.idleLimit {
        kept.idle.append(connection)
      }
    }
  }

  /// The effect's results, or `.effectFailed` in the current language.
  public func callAsFunction(_ effect: LongRunningEffect) -> [AppAction] {
    if case .sync = effect {
      return SyncWork.run(path: path, language: language.withLock { $0 })
    }
    do {
      let connection = try takeConnection()
      let journal = connection.journal
      let actions: [AppAction]
      switch effect {
      case .search, .searchMore:
        actions = try journal.readingSnapshot { try Self.perform(effect, on: journal) }
      default:
        actions = try Self.perform(effect, on: journal, language: language.withLock { $0 })
      }
      giveBack(connection)
      return actions
    } catch {
      let language = language.withLock { $0 }
      return [.effectFailed((error as? JournalError)?.message(language) ?? "\(error)")]
    }
  }

  /// The effect's results from `journal`, on the caller's thread.
  static func perform(
    _ effect: LongRunningEffect, on journal: Journal, language: Language = .en
  ) throws -> [AppAction] {
    switch effect {
    case .search(let query):
      let parsed = SearchQuery.parse(query)
      let page = try journal.searchPage(parsed, after: nil, limit: SearchFeature.pageSize)
      // Only a query with more than one page needs counting.
      let total = page.next == nil ? page.results.count : try journal.searchCount(parsed)
      return [.searchPageLoaded(query: query, page: page, total: total, appending: false)]
    case .sync:
      return SyncWork.run(path: journal.path, language: .en)
    case let .searchMore(query, cursor):
      let page = try journal.searchPage(
        SearchQuery.parse(query), after: cursor, limit: SearchFeature.pageSize)
      return [.searchPageLoaded(query: query, page: page, total: nil, appending: true)]
    case .fetchWeather(let day):
      return WeatherFetch.perform(day, on: journal)
    case .pictures(let requests):
      return PictureWork.load(requests, journal: journal, language: language)
    }
  }
}

/// A read-only connection and the file it was opened on. Only one thread holds it at a
/// time (`LongRunningWork` hands it over under its lock), which is what makes the unchecked
/// `Sendable` true.
private final class KeptConnection: @unchecked Sendable {
  let journal: Journal
  let file: Journal.FileIdentity?

  init(journal: Journal, file: Journal.FileIdentity?) {
    self.journal = journal
    self.file = file
  }
}
