/// Lays the figures out as plain-text tables. Budgets are those of the 100-year journal; the
/// verdict is printed beside every figure that has one.
enum Report {
  static let startUpBudget = Budget(limit: 10, text: "< 10 ms")
  static let searchBudget = Budget(limit: 20, text: "< 20 ms")
  static let generationBudget = Budget(limit: 3, text: "< 3 s")
  static let importBudget = Budget(limit: 2000, text: "< 2 s")

  static func journals(_ all: [JournalBenchmark.Figures], runs: Int) -> String {
    var table = Table(header: ["synthetic journal"] + all.map { "\($0.years) y" } + ["budget"])
    func row(_ label: String, _ budget: Budget? = nil, _ cell: (JournalBenchmark.Figures) -> String)
    {
      table.row([label] + all.map(cell) + [budget?.text ?? ""])
    }
    func timed(
      _ label: String, _ budget: Budget? = nil, _ value: (JournalBenchmark.Figures) -> Double
    ) {
      row(label, budget) { figures in
        let milliseconds = value(figures)
        let text = Format.milliseconds(milliseconds)
        return budget.map { $0.cell(milliseconds, text) } ?? text
      }
    }
    row("entries") { String($0.entries) }
    row("rows written") { $0.rows > 0 ? String($0.rows) : "reused" }
    row("generate + close", generationBudget) { figures in
      guard let seconds = figures.generationSeconds else { return "reused" }
      return generationBudget.cell(seconds, Format.seconds(seconds))
    }
    row("size on disk (WAL checkpointed)") { Format.mebibytes($0.sizeMiB) }
    table.section("start-up, median of \(runs)")
    timed("  open journal") { $0.open }
    timed("  today view (.loadToday, the app's runner)") { $0.today }
    timed("  month (.loadMonth: settings, marks, goals, todos, care)") { $0.month }
    timed("  heatmap (.loadHeatmap, all, 53 weeks + streaks)") { $0.heatmap }
    timed("  open + today + month + heatmap", startUpBudget) { $0.startUp }
    table.section("search, median of \(runs), first 50 hits (hits found)")
    for (index, search) in JournalBenchmark.searches.enumerated() {
      row("  " + search.label, searchBudget) { figures in
        let milliseconds = figures.searches[index]
        let text = Format.milliseconds(milliseconds) + " (\(figures.searchHits[index]))"
        return searchBudget.cell(milliseconds, text)
      }
    }
    return table.rendered()
  }

  static func importing(_ figures: ImportBenchmark.Figures) -> String {
    var table = Table(header: ["import (independent of the journals above)", "figure", "budget"])
    table.row([
      "10-year JSON export: \(figures.entries) entries", Format.mebibytes(figures.jsonMiB), "",
    ])
    table.row(["  exportJSON, once", Format.seconds(figures.exportSeconds), ""])
    table.row([
      "  importJSON into a new file, median of \(figures.runs)",
      importBudget.cell(
        figures.importMilliseconds, Format.milliseconds(figures.importMilliseconds)),
      importBudget.text,
    ])
    table.row([
      "  the same, processor time", Format.milliseconds(figures.importCPUMilliseconds), "",
    ])
    let cpu = figures.importCPUMilliseconds
    table.row([
      "    per MiB of JSON · per 1,000 entries",
      Format.milliseconds(cpu / max(figures.jsonMiB, 0.001)) + " · "
        + Format.milliseconds(cpu * 1000 / Double(max(figures.entries, 1))), "",
    ])
    // #20: feeding the search indexes must not make importing slower than it was before them.
    // Only the build from before them, timed in the same minutes, says what that is.
    if let process = figures.process {
      table.section(
        "`daybook import` of the same file, whole process, median of \(figures.processRuns) "
          + "(builds taking turns)")
      let budget = figures.baseline.map {
        Budget(
          limit: $0.processorMilliseconds,
          text: "≤ baseline's " + Format.milliseconds($0.processorMilliseconds))
      }
      let processor = Format.milliseconds(process.processorMilliseconds)
      table.row([
        "  this build, processor time (wall " + Format.milliseconds(process.wallMilliseconds)
          + ")", budget.map { $0.cell(process.processorMilliseconds, processor) } ?? processor,
        budget?.text ?? "no baseline: set DAYBOOK_BENCH_IMPORT_BASELINE",
      ])
      if let baseline = figures.baseline {
        table.row([
          "  baseline build, processor time (wall "
            + Format.milliseconds(baseline.wallMilliseconds) + ")",
          Format.milliseconds(baseline.processorMilliseconds), "",
        ])
      }
    }
    table.section("each index built alone from the same rows, processor time")
    for (index, milliseconds) in figures.indexCPUMilliseconds {
      table.row([
        "  " + index,
        Format.milliseconds(milliseconds)
          + " (\(Format.percent(milliseconds / max(cpu, 0.001))))", "",
      ])
    }
    let grams = figures.gramsCPUMilliseconds
    table.row([
      "  import without the #20 short-word indexes (≈ import − their share)",
      Format.milliseconds(cpu - grams), "",
    ])
    return table.rendered()
  }
}
