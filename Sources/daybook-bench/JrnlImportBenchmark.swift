import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Importing the largest synthetic journal as a jrnl file (its own jrnl export) into a fresh
/// journal file: the size a long-time jrnl user brings (#13: 100 years under 8 s).
struct JrnlImportBenchmark {
  static let budget = Budget(limit: 8000, text: "< 8 s")

  struct Figures {
    var years = 0
    var entries = 0
    var jrnlEntries = 0
    var mebibytes = 0.0
    var exportSeconds = 0.0
    var runs = 0
    var importMilliseconds = 0.0
    /// Processor time of the import (user + system), which other processes on a shared
    /// machine do not inflate the way they inflate the wall clock.
    var importCPUSeconds = 0.0
  }

  var source: String
  var years: Int
  var folder: String
  var runs: Int

  func run() throws -> Figures {
    var figures = Figures(years: years, runs: runs)
    let journal = try Journal(path: source)
    figures.entries = try journal.entryCount()
    var text = ""
    figures.exportSeconds = try Timing.once { text = try journal.exportJrnl() } / 1000
    figures.mebibytes = Double(text.utf8.count) / 1_048_576
    var samples: [Double] = []
    for index in 0..<runs {
      let path = "\(folder)/jrnl-import-\(index).sqlite"
      let target = try Journal(path: path)
      var report = ImportReport()
      let cpuBefore = Self.cpuSeconds()
      samples.append(try Timing.once { report = try target.importJrnl(text, at: 1_795_000_000) })
      figures.importCPUSeconds = Self.cpuSeconds() - cpuBefore
      figures.jrnlEntries = report.added
      for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }
    figures.importMilliseconds = Timing.median(of: samples)
    return figures
  }

  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  static func report(_ figures: Figures) -> String {
    var table = Table(header: [
      "jrnl import (the largest journal's own jrnl export)", "figure",
      "budget",
    ])
    table.row([
      "\(figures.years)-year jrnl file: \(figures.jrnlEntries) jrnl entries, "
        + "\(figures.entries) days",
      Format.mebibytes(figures.mebibytes), "",
    ])
    table.row(["  exportJrnl, once", Format.seconds(figures.exportSeconds), ""])
    table.row([
      "  importJrnl into a new file, median of \(figures.runs)",
      budget.cell(figures.importMilliseconds, Format.seconds(figures.importMilliseconds / 1000)),
      budget.text,
    ])
    table.row([
      "  of it processor time (user + system)", Format.seconds(figures.importCPUSeconds),
      "",
    ])
    return table.rendered()
  }
}
