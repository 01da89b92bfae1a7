import DaybookCore
import DaybookTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Syncing a ten-year journal with a local bare remote, git included: the first sync (the
/// whole journal into the mirror, committed and pushed), a sync with nothing to do, and a
/// sync of one changed entry.
struct SyncBenchmark {
  static let firstBudget = Budget(limit: 10_000, text: "< 10 s")
  static let idleBudget = Budget(limit: 300, text: "< 300 ms")
  static let oneEntryBudget = Budget(limit: 500, text: "< 500 ms")

  struct Figures {
    var entries = 0
    var files = 0
    var firstMilliseconds = 0.0
    var runs = 0
    var idleMilliseconds = 0.0
    var oneEntryMilliseconds = 0.0
  }

  var folder: String
  var runs: Int

  func run() throws -> Figures {
    var figures = Figures()
    let base = folder + "/sync-bench"
    try Scratch.makeFolder(base)
    let remote = base + "/remote.git"
    let made = Subprocess.run(["git", "init", "-q", "--bare", "-b", "main", remote])
    guard made.status == 0 else { throw Options.UsageError(description: "git init failed") }
    let journal = try Journal(path: base + "/journal.sqlite")
    let today = Clock.system.today
    try SyntheticJournal.generate(
      into: journal, years: 10, endingOn: today, seed: JournalBenchmark.seed)
    figures.entries = try journal.entryCount()
    let engine = SyncEngine(journal: journal, interactive: false)
    figures.firstMilliseconds = try Timing.once {
      try engine.setUp(remote: remote, now: Clock.system.now())
    }
    figures.files =
      Subprocess.run(["git", "-C", engine.folder, "ls-files"]).output
      .split(separator: "\n").count
    figures.runs = runs
    figures.idleMilliseconds = try Timing.median(runs: runs) {
      try engine.sync(now: Clock.system.now())
    }
    var samples: [Double] = []
    for index in 0..<runs {
      var entry = try journal.entry(on: today) ?? Entry(day: today)
      entry.body += "\nline \(index) 한 줄 더"
      try journal.saveEntry(entry, at: Clock.system.now())
      samples.append(try Timing.once { try engine.sync(now: Clock.system.now()) })
    }
    figures.oneEntryMilliseconds = Timing.median(of: samples)
    return figures
  }

  static func report(_ figures: Figures) -> String {
    var table = Table(header: [
      "sync (10 years, local bare remote, git included)", "figure", "budget",
    ])
    table.row(["\(figures.entries) entries, \(figures.files) files in the mirror", "", ""])
    table.row([
      "  first sync (sync init), once",
      firstBudget.cell(figures.firstMilliseconds, Format.milliseconds(figures.firstMilliseconds)),
      firstBudget.text,
    ])
    table.row([
      "  nothing to do, median of \(figures.runs)",
      idleBudget.cell(figures.idleMilliseconds, Format.milliseconds(figures.idleMilliseconds)),
      idleBudget.text,
    ])
    table.row([
      "  one changed entry, median of \(figures.runs)",
      oneEntryBudget.cell(
        figures.oneEntryMilliseconds, Format.milliseconds(figures.oneEntryMilliseconds)),
      oneEntryBudget.text,
    ])
    return table.rendered()
  }
}
