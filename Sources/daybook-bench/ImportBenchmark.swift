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
      indexCPUMilliseconds.filter { $0.index.hasSuffix("_grams") }.reduce(0) {
        $0 + $1.milliseconds
      }
    }
    /// `daybook import` of the same file as a whole process, this build and the baseline
    /// build taking turns (nil when a binary is missing or its import failed).
    var process: ProcessFigures?
    var baseline: ProcessFigures?
    var processRuns = 0
  }

  /// Medians of whole `daybook import` processes: wall and processor (user + system) time.
  struct ProcessFigures {
    var binary: String
    var wallMilliseconds: Double
    var processorMilliseconds: Double
  }

  var folder: String
  var runs: Int
  /// The daybook binary to time as a whole process (`SearchBenchmark.siblingBinary()`).
  var binary: String? = SearchBenchmark.siblingBinary()
  /// The build to compare with: #20 asks that importing get no slower than before the
  /// short-word indexes, and only that build, timed in the same minutes, says what that is.
  var baselineBinary: String? = ProcessInfoLite.environment("DAYBOOK_BENCH_IMPORT_BASELINE")
  /// Whole-process runs of each binary: a busy machine drifts by half between minutes, so
  /// they take turns, and the medians of many are compared.
  static let processRuns = 6

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
    if let binary {
      let file = "\(folder)/export-10y.json"
      try ImportBenchmark.write(json, to: file)
      let binaries = [binary] + (baselineBinary.map { [$0] } ?? [])
      let timed = wholeProcesses(binaries, importing: file)
      figures.process = timed.first ?? nil
      figures.baseline = timed.count > 1 ? timed[1] : nil
      figures.processRuns = ImportBenchmark.processRuns
      unlink(file)
    }
    return figures
  }

  /// Each binary imports `file` into a new journal `processRuns` times, the binaries taking
  /// turns; nil for a binary whose import failed.
  private func wholeProcesses(_ binaries: [String], importing file: String) -> [ProcessFigures?] {
    var wall = Array(repeating: [Double](), count: binaries.count)
    var processor = wall
    var failed = Array(repeating: false, count: binaries.count)
    let path = "\(folder)/import-process.sqlite"
    for _ in 0..<ImportBenchmark.processRuns {
      for (index, binary) in binaries.enumerated() {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        let before = SearchBenchmark.childrenProcessorMilliseconds()
        var status: Int32 = 0
        wall[index].append(
          Timing.once { status = Subprocess.run([binary, "--db", path, "import", file]).status })
        processor[index].append(SearchBenchmark.childrenProcessorMilliseconds() - before)
        if status != 0 { failed[index] = true }
      }
    }
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    return binaries.indices.map { index in
      failed[index]
        ? nil
        : ProcessFigures(
          binary: binaries[index], wallMilliseconds: Timing.median(of: wall[index]),
          processorMilliseconds: Timing.median(of: processor[index]))
    }
  }

  /// Writes `text` to a new file of the bench's scratch folder.
  static func write(_ text: String, to path: String) throws {
    guard let file = fopen(path, "wx") else {
      throw JournalError(.cannotOpen, "cannot write \(path)")
    }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
      throw JournalError(.diskFull, "cannot write \(path)")
    }
  }

  /// Nanoseconds of processor time this process has used (all its threads).
  static func processorNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
