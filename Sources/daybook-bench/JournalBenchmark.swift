import DaybookCore
import DaybookTUI
import DaybookTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The queries the app runs against a journal of a given size, each timed as a median.
struct JournalBenchmark {
  struct Search {
    var label: String
    var query: String
  }

  /// An English word, a Korean word long enough for the trigram index, a two-character Korean
  /// word (the index of characters and pairs), and one miss for each index.
  static let searches = [
    Search(label: "search \"garden\" (English, trigram)", query: "garden"),
    Search(label: "search \"도서관\" (Korean, trigram)", query: "도서관"),
    Search(label: "search \"산책\" (2 chars, grams)", query: "산책"),
    Search(label: "search \"quokka\" (no hit, trigram)", query: "quokka"),
    Search(label: "search \"냉면\" (no hit, grams)", query: "냉면"),
  ]

  struct Figures {
    var years: Int
    var entries = 0
    var rows = 0
    /// Seconds to generate and close the file; nil when a kept file was reused.
    var generationSeconds: Double?
    var sizeMiB = 0.0
    var open = 0.0
    var today = 0.0
    var month = 0.0
    var heatmap = 0.0
    var searches: [Double] = []
    var searchHits: [Int] = []

    var startUp: Double { open + today + month + heatmap }
  }

  var path: String
  var years: Int
  var runs: Int

  static let seed: UInt64 = 0x0DA7_B00C

  /// Makes the journal file unless a kept one is already there.
  func prepare() throws -> Figures {
    var figures = Figures(years: years)
    guard access(path, F_OK) != 0 else { return figures }
    var summary: SyntheticJournal.Summary?
    let milliseconds = try Timing.once {
      summary = try SyntheticJournal.write(
        toPath: path, years: years, endingOn: Clock.system.today, seed: JournalBenchmark.seed)
    }
    figures.generationSeconds = milliseconds / 1000
    figures.rows = summary?.rows ?? 0
    return figures
  }

  /// Times every query on the prepared file.
  func measure(_ prepared: Figures) throws -> Figures {
    var figures = prepared
    figures.open = try timeOpening()
    let journal = try Journal(path: path)
    figures.entries = try journal.entryCount()
    guard let lastDay = try journal.entries(limit: 1).first?.day else {
      throw Options.UsageError(description: "\(path) has no entries; delete it to regenerate")
    }
    figures.today = try Timing.median(runs: runs) { try todayView(journal, lastDay) }
    figures.month = try Timing.median(runs: runs) { try monthView(journal, lastDay) }
    figures.heatmap = try Timing.median(runs: runs) { try heatmap(journal, lastDay) }
    for search in JournalBenchmark.searches {
      figures.searches.append(
        try Timing.median(runs: runs) { _ = try journal.search(search.query) })
      figures.searchHits.append(try journal.search(search.query).count)
    }
    figures.sizeMiB = sizeMiB()
    return figures
  }

  /// The file size once every connection is closed (closing checkpoints the WAL).
  private func sizeMiB() -> Double {
    var info = stat()
    guard stat(path, &info) == 0 else { return .nan }
    return Double(info.st_size) / 1_048_576
  }

  /// Opening only: the close (and its WAL checkpoint) happens outside the timed part.
  private func timeOpening() throws -> Double {
    var samples: [Double] = []
    var opened: [Journal] = []
    for index in 0...runs {
      let milliseconds = try Timing.once { opened.append(try Journal(path: path)) }
      if index > 0 { samples.append(milliseconds) }
      opened.removeAll()
    }
    return Timing.median(of: samples)
  }

  /// The app's own start-up loads, performed by the app's own `EffectRunner`: what the Today
  /// pane loads (plants with their last watering, open and today's todos, today's intake,
  /// the goal and presets).
  private func todayView(_ journal: Journal, _ today: Day) throws {
    try perform(.loadToday(today), journal, today)
  }

  /// One month of the calendar: the settings, markers for the six-week grid, intake goals,
  /// each day's todos and care, as the calendar's `.loadMonth` effect loads them.
  private func monthView(_ journal: Journal, _ today: Day) throws {
    try perform(.loadMonth(today), journal, today)
  }

  /// 53 weeks of every activity and the streaks, as the heatmap's first load.
  private func heatmap(_ journal: Journal, _ today: Day) throws {
    let start = HeatmapFeature.start(today: today, weekStart: .monday).state
    try perform(.loadHeatmap(from: start.first, to: start.end, metric: .all), journal, today)
  }

  /// Runs one effect through a runner like the app's; a failure it reports is an error here.
  private func perform(_ effect: Effect, _ journal: Journal, _ today: Day) throws {
    let runner = EffectRunner(
      journal: journal, clock: .fixed(LocalTime.timestamp(of: today, hour: 12)), environment: [:],
      executablePath: "/nonexistent/daybook")
    for action in runner.perform(effect) {
      if case .effectFailed(let message) = action {
        throw Options.UsageError(description: "\(effect): \(message)")
      }
    }
  }
}
