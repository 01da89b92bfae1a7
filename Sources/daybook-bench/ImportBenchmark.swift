import DaybookCore
import DaybookTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Importing ten years from a JSON export into a fresh journal file.
struct ImportBenchmark {
  struct Figures {
    var entries = 0
    var jsonMiB = 0.0
    var exportSeconds = 0.0
    var runs = 0
    var importMilliseconds = 0.0
  }

  var folder: String
  var runs: Int

  func run() throws -> Figures {
    var figures = Figures()
    let source = try Journal.inMemory()
    try SyntheticJournal.generate(
      into: source, years: 10, endingOn: Clock.system.today, seed: JournalBenchmark.seed)
    figures.entries = try source.entryCount()
    var json = ""
    figures.exportSeconds = try Timing.once { json = try source.exportJSON() } / 1000
    figures.jsonMiB = Double(json.utf8.count) / 1_048_576
    var samples: [Double] = []
    for index in 0..<runs {
      let path = "\(folder)/import-\(index).sqlite"
      samples.append(try timeImport(json, into: path))
      for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }
    figures.runs = runs
    figures.importMilliseconds = Timing.median(of: samples)
    return figures
  }

  /// Times `importJSON` alone; the journal is closed before the caller deletes its files.
  private func timeImport(_ json: String, into path: String) throws -> Double {
    let journal = try Journal(path: path)
    return try Timing.once { try journal.importJSON(json) }
  }
}
