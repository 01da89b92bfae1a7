import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

// Times Daybook's queries on synthetic journals of 1 and 100 years and prints the medians
// beside their budgets. Budgets are a benchmark, not a test: the exit status is 0 either way.

// `daybook-bench pictures [RUNS]`: only the picture budgets (#15), in a few seconds.
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "pictures-child" {
  PictureBenchmark.child(path: CommandLine.arguments[2])
}
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "pictures" {
  let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
  Output.line(PictureBenchmark.run(runs: runs))
  exit(0)
}

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  Output.line("\(error)")
  exit(CommandLine.arguments.contains { $0 == "-h" || $0 == "--help" } ? 0 : 2)
}

if options.markdownOnly {
  Output.line(
    MarkdownBenchmark.report(MarkdownBenchmark(runs: options.runs).run(), runs: options.runs))
  exit(0)
}

let scratch = Scratch.make()
defer { scratch.remove() }

if options.safetyOnly {
  var allKept = true
  if let count = options.fuzzInputs {
    Output.line("fuzzing imports with \(count) mutated files…")
    let (text, ok) = SafetyBenchmark.fuzz(count: count)
    Output.line(text)
    Output.line()
    allKept = allKept && ok
  }
  if let rounds = options.writerRounds {
    let (text, ok) = SafetyBenchmark.writers(rounds: rounds, scratch: scratch.path)
    Output.line(text)
    Output.line()
    allKept = allKept && ok
  }
  if let count = options.kills {
    let (text, ok) = SafetyBenchmark.kill(count: count, scratch: scratch.path)
    Output.line(text)
    Output.line()
    allKept = allKept && ok
  }
  Output.line(SafetyBenchmark.largeText())
  Output.line()
  Output.line(PasteBenchmark.report())
  Output.line()
  Output.line(ConcurrentWrites.report(scratch: scratch.path))
  Output.line()
  Output.line(allKept ? "nothing lost" : "DATA LOST: see the figures above")
  scratch.remove()
  exit(allKept ? 0 : 1)
}

func fail(_ message: String) -> Never {
  Output.error(message)
  scratch.remove()
  exit(1)
}

func syncReport() -> String {
  Output.line("syncing ten years with a local bare remote…")
  do {
    return SyncBenchmark.report(
      try SyncBenchmark(folder: scratch.path, runs: min(options.runs, 7)).run())
  } catch {
    fail("sync: \(error)")
  }
}

if options.syncOnly {
  Output.line(syncReport())
  scratch.remove()
  exit(0)
}
let folder: String
if let keep = options.keepFolder {
  do { try Scratch.makeFolder(keep) } catch { fail("\(error)") }
  folder = keep
} else {
  folder = scratch.path
}

func completionReport(years: Int) -> String {
  CompletionBenchmark(
    path: "\(folder)/synthetic-\(years)y.sqlite", runs: options.runs,
    binary: SearchBenchmark.siblingBinary()
  ).run()
}

if options.completeOnly, let largest = options.years.max() {
  let path = "\(folder)/synthetic-\(largest)y.sqlite"
  do {
    let prepared = try JournalBenchmark(path: path, years: largest, runs: options.runs).prepare()
    let how = prepared.generationSeconds.map { "generated in " + Format.seconds($0) } ?? "reused"
    Output.line("\(largest) y: \(path) (\(how)); timing completions…")
  } catch {
    fail("\(largest) y: \(error)")
  }
  Output.line(completionReport(years: largest))
  scratch.remove()
  exit(0)
}

var figures: [JournalBenchmark.Figures] = []
if options.searchOnly {
  let largest = options.years.max() ?? 100
  let path = "\(folder)/synthetic-\(largest)y.sqlite"
  do {
    let prepared = try JournalBenchmark(path: path, years: largest, runs: options.runs).prepare()
    let how = prepared.generationSeconds.map { "generated in " + Format.seconds($0) } ?? "reused"
    Output.line("\(largest) y: \(path) (\(how)); importing ten years from JSON…")
    let imported = try ImportBenchmark(folder: scratch.path, runs: min(options.runs, 3)).run()
    Output.line()
    Output.line(Report.importing(imported))
    Output.line()
    Output.line(
      try SearchBenchmark(path: path, runs: options.runs, binary: SearchBenchmark.siblingBinary())
        .run())
  } catch {
    fail("search: \(error)")
  }
  scratch.remove()
  exit(0)
}
for years in options.years {
  let path = "\(folder)/synthetic-\(years)y.sqlite"
  do {
    let benchmark = JournalBenchmark(path: path, years: years, runs: options.runs)
    let prepared = try benchmark.prepare()
    let how = prepared.generationSeconds.map { "generated in " + Format.seconds($0) } ?? "reused"
    Output.line("\(years) y: \(path) (\(how)); timing queries…")
    figures.append(try benchmark.measure(prepared))
  } catch {
    fail("\(years) y: \(error)")
  }
}
Output.line("importing ten years from JSON…")
let importRuns = min(options.runs, 3)
let imported: ImportBenchmark.Figures
do {
  imported = try ImportBenchmark(folder: scratch.path, runs: importRuns).run()
} catch {
  fail("import: \(error)")
}
var jrnlImported: JrnlImportBenchmark.Figures?
if let largest = options.years.max() {
  Output.line("importing the \(largest)-year journal from its jrnl export…")
  do {
    jrnlImported = try JrnlImportBenchmark(
      source: "\(folder)/synthetic-\(largest)y.sqlite", years: largest, folder: scratch.path,
      runs: min(options.runs, 2)
    ).run()
  } catch {
    fail("jrnl import: \(error)")
  }
}
Output.line()
Output.line(Report.journals(figures, runs: options.runs))
Output.line()
Output.line(Report.importing(imported))
if let jrnlImported {
  Output.line()
  Output.line(JrnlImportBenchmark.report(jrnlImported))
}

if let largest = options.years.max() {
  Output.line()
  do {
    Output.line(
      try SearchBenchmark(
        path: "\(folder)/synthetic-\(largest)y.sqlite", runs: options.runs,
        binary: SearchBenchmark.siblingBinary()
      ).run())
  } catch {
    fail("search: \(error)")
  }
}

if let largest = options.years.max() {
  Output.line()
  Output.line(completionReport(years: largest))
}

if options.browse, let largest = options.years.max() {
  Output.line()
  do {
    Output.line(
      try BrowseBenchmark(path: "\(folder)/synthetic-\(largest)y.sqlite", runs: options.runs).run())
  } catch {
    fail("browse: \(error)")
  }
}

Output.line()
do {
  let todoFigures = try TodoScreenBenchmark(
    path: "\(scratch.path)/todos-10000.sqlite", runs: options.runs
  ).run()
  Output.line(TodoScreenBenchmark.report(todoFigures, runs: options.runs))
} catch {
  fail("todo screen: \(error)")
}

Output.line()
Output.line(
  MarkdownBenchmark.report(MarkdownBenchmark(runs: options.runs).run(), runs: options.runs))

if options.interactive, let largest = options.years.max() {
  Output.line()
  let path = "\(folder)/synthetic-\(largest)y.sqlite"
  Output.line(Interactive(journalPath: path, runs: options.runs, scratch: scratch.path).run())
}

Output.line()
Output.line(ConcurrentWrites.report(scratch: scratch.path))
Output.line()
Output.line(PasteBenchmark.report())
Output.line()
Output.line(syncReport())
