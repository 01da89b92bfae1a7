import DaybookCore
import DaybookTUI
import TerminalKit

/// The view's live search, key to updated results, through the app's own path: a `Store`
/// with the app's `EffectRunner`, and its long-running effects run off the loop by
/// `OffLoopEffects` over `LongRunningWork` (its read connection kept between keys, as in the
/// app; the untimed first run opens it, as the first key of a view open a while did). Each run opens the search with `/` and types `산책하` one key at a time; a key's
/// time runs from sending it to the store until its results are reduced into the state and
/// the frame for them is rendered. The next key is typed only then, as a person typing at
/// human speed would.
struct LiveSearchBenchmark {
  struct Figures {
    var samples: [Double] = []
    /// The query of each key, with its median milliseconds.
    var perQuery: [(query: String, milliseconds: Double)] = []
    var percentile95 = Double.nan
    var unavailable: String?
  }

  static let typed = "산책하"
  static let budget = Budget(limit: 16, text: "< 16 ms")

  var path: String
  var runs: Int

  func run() throws -> Figures {
    var figures = Figures()
    let journal = try Journal(path: path)
    let runner = EffectRunner(
      journal: journal, clock: .system, environment: [:], executablePath: "/nonexistent/daybook")
    let work = LongRunningWork(path: path)
    let offLoop = OffLoopEffects { work($0) }
    let now = Clock.system.now()
    let today = LocalTime.day(of: now)
    let store = Store(state: AppState(today: today), perform: runner.perform, offLoop: offLoop)
    store.send([.started(size: Size(width: 120, height: 40), today: today, now: now)])
    // A journal never opened in the view first shows the welcome; Esc leaves it.
    for _ in 0..<3 where store.state.destination != nil { store.send([.keyPressed(.escape)]) }
    _ = store.render()
    var byQuery: [String: [Double]] = [:]
    // One untimed run first: the page cache warm, as in a view that has been open a while.
    for run in 0...max(1, runs) {
      store.send([.keyPressed(.character("/"))])
      guard case .search = store.state.destination else {
        figures.unavailable = "n/a (/ did not open the search)"
        return figures
      }
      var query = ""
      for character in LiveSearchBenchmark.typed {
        query.append(character)
        let start = Timing.nanoseconds()
        store.send([.keyPressed(.character(character))])
        guard waitForResults(of: query, in: store, offLoop) else {
          figures.unavailable = "n/a (no results for \(query) within 5 s)"
          return figures
        }
        _ = store.render()
        let milliseconds = Double(Timing.nanoseconds() - start) / 1_000_000
        if run > 0 {
          figures.samples.append(milliseconds)
          byQuery[query, default: []].append(milliseconds)
        }
      }
      store.send([.keyPressed(.escape)])
    }
    var prefix = ""
    for character in LiveSearchBenchmark.typed {
      prefix.append(character)
      figures.perQuery.append((prefix, Timing.median(of: byQuery[prefix] ?? [])))
    }
    figures.percentile95 = LiveSearchBenchmark.percentile(95, of: figures.samples)
    return figures
  }

  /// Takes finished off-loop work until the overlay shows the counted results of `query`.
  private func waitForResults(
    of query: String, in store: Store, _ offLoop: OffLoopEffects
  ) -> Bool {
    let deadline = Timing.nanoseconds() + 5_000_000_000
    while Timing.nanoseconds() < deadline {
      if case .search(let search) = store.state.destination, search.query == query,
        search.total != nil
      {
        return true
      }
      offLoop.waitForWakeup(milliseconds: 50)
      store.takeFinishedWork()
    }
    return false
  }

  /// The nearest-rank percentile.
  static func percentile(_ percent: Double, of samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count, max(1, rank)) - 1]
  }
}
