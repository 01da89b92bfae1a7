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
    /// Processor time of the same imports (median): steadier than wall time on a busy
    /// machine, and what the search indexes (#20) must not make grow.
    var importCPUMilliseconds = 0.0
    /// Processor time of building each full-text index alone from the imported rows
    /// (median), by name: what its triggers cost the import above, on the same data. The
    /// import without the short-word indexes of #20 costs about the import less theirs.
    var indexCPUMilliseconds: [(index: String, milliseconds: Double)] = []
    /// The short-word indexes of #20 (`entries_grams`, `todos_grams`, `care_grams`).
    var gramsCPUMilliseconds: Double {
      indexCPUMilliseconds.filter { $0.index.hasSuffix("_grams") }.reduce(0) { $0 + $1.milliseconds }
    }
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
    var cpuSamples: [Double] = []
    var indexSamples: [String: [Double]] = [:]
    for index in 0..<runs {
      let path = "\(folder)/import-\(index).sqlite"
      do {
        let journal = try Journal(path: path)
        let cpuStart = ImportBenchmark.processorNanoseconds()
        samples.append(try Timing.once { _ = try journal.importJSON(json) })
        cpuSamples.append(Double(ImportBenchmark.processorNanoseconds() - cpuStart) / 1_000_000)
        for name in Journal.fullTextIndexNames {
          let start = ImportBenchmark.processorNanoseconds()
          try journal.rebuildFullTextIndex(name)
          indexSamples[name, default: []].append(
            Double(ImportBenchmark.processorNanoseconds() - start) / 1_000_000)
        }
      }
      for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }
    figures.runs = runs
    figures.importMilliseconds = Timing.median(of: samples)
    figures.importCPUMilliseconds = Timing.median(of: cpuSamples)
    figures.indexCPUMilliseconds = Journal.fullTextIndexNames.map {
      ($0, Timing.median(of: indexSamples[$0] ?? []))
    }
    return figures
  }

  /// Nanoseconds of processor time this process has used (all its threads).
  static func processorNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
