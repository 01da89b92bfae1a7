import DaybookCore
import Synchronization

/// Performs long-running effects on a thread of their own, each on a read-only connection
/// it opens (a SQLite connection belongs to one thread) and closes when done.
public final class LongRunningWork: Sendable {
  /// The journal file (not `:memory:`: another connection would see another database).
  let path: String
  /// The language failures are worded in; the run loop keeps it in step with the state.
  let language: Mutex<Language>

  public init(path: String, language: Language = .en) {
    self.path = path
    self.language = Mutex(language)
  }

  /// The effect's results, or `.effectFailed` in the current language.
  public func callAsFunction(_ effect: LongRunningEffect) -> [AppAction] {
    if case .sync = effect {
      return SyncWork.run(path: path, language: language.withLock { $0 })
    }
    do {
      let journal = try Journal(readingAt: path)
      return try Self.perform(effect, on: journal)
    } catch {
      let language = language.withLock { $0 }
      return [.effectFailed((error as? JournalError)?.message(language) ?? "\(error)")]
    }
  }

  /// The effect's results from `journal`, on the caller's thread.
  static func perform(_ effect: LongRunningEffect, on journal: Journal) throws -> [AppAction] {
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
      return PictureWork.load(requests, journal: journal)
    case let .historyStreaks(metric, through):
      let streaks = try journal.streaks(of: metric.sources, through: through)
      return [.heatmap(.historyStreaksLoaded(metric: metric, through: through, streaks: streaks))]
    }
  }
}
