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
    for index in 0..<runs {
      let path = "\(folder)/import-\(index).sqlite"
      let cpuStart = ImportBenchmark.processorNanoseconds()
      samples.append(try timeImport(json, into: path))
      cpuSamples.append(Double(ImportBenchmark.processorNanoseconds() - cpuStart) / 1_000_000)
      for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }
    figures.runs = runs
    figures.importMilliseconds = Timing.median(of: samples)
    figures.importCPUMilliseconds = Timing.median(of: cpuSamples)
    return figures
  }

  /// Nanoseconds of processor time this process has used (all its threads).
  static func processorNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// Times `importJSON` alone; the journal is closed before the caller deletes its files.
  private func timeImport(_ json: String, into path: String) throws -> Double {
    let journal = try Journal(path: path)
    return try Timing.once { try journal.importJSON(json) }
  }
}
