/// What a shell's Tab costs: the whole `daybook __complete WORD…` process the bash, zsh and
/// fish scripts spawn, started and waited for, on the largest journal (#19: under 10 ms).
struct CompletionBenchmark {
  var path: String
  var runs: Int
  /// The `daybook` binary; nil skips every figure.
  var binary: String?

  static let budget = Budget(limit: 10, text: "< 10 ms")

  /// What people press Tab after, from the words alone to a query of the journal.
  static let cases: [(label: String, words: [String])] = [
    ("daybook wa<Tab> (commands)", ["wa"]),
    ("daybook list --<Tab> (options)", ["list", "--"]),
    ("daybook water <Tab> (plant names)", ["water", ""]),
    ("daybook water 고<Tab> (plant names)", ["water", "고"]),
    ("daybook todo done <Tab> (open todo ids, titles)", ["todo", "done", ""]),
    ("daybook list --tag <Tab> (tags)", ["list", "--tag", ""]),
    ("daybook config get <Tab> (config keys)", ["config", "get", ""]),
  ]

  func run() -> String {
    var table = Table(header: [
      "daybook __complete, whole process (median of \(runs))", "answers", "process CPU",
      "figure", "budget",
    ])
    for (label, words) in CompletionBenchmark.cases {
      guard let binary else {
        table.row(["  " + label, "", "", "skipped", CompletionBenchmark.budget.text])
        continue
      }
      var answers = 0
      var failed = false
      var processor: [Double] = []
      let median = Timing.median(runs: runs) {
        let before = SearchBenchmark.childrenProcessorMilliseconds()
        let result = Subprocess.run([binary, "--db", path, "__complete", "--"] + words)
        processor.append(SearchBenchmark.childrenProcessorMilliseconds() - before)
        answers = result.output.split(separator: "\n").count
        if result.status != 0 { failed = true }
      }
      table.row([
        "  " + label, String(answers), Format.milliseconds(Timing.median(of: processor)),
        failed ? "FAILED" : CompletionBenchmark.budget.cell(median, Format.milliseconds(median)),
        CompletionBenchmark.budget.text,
      ])
    }
    let notes = [
      "figure: wall time of the whole process, spawned, its output read from a pipe",
      "process CPU: user + system time of that process (a busy machine stretches only the wall)",
      binary.map { "binary: " + $0 + CompletionBenchmark.linkage($0) }
        ?? "no daybook binary beside the bench; skipped",
    ]
    return ([table.rendered()] + notes.map { "note: " + $0 }).joined(separator: "\n")
  }

  /// Says whether `binary` carries the Swift runtime (what `make install` builds with
  /// `--static-swift-stdlib`, the figure users see) or loads it at start (a plain build, which
  /// pays for finding and binding the runtime's libraries on every Tab), from the libraries
  /// `readelf -d` lists as needed; nothing when readelf is missing.
  static func linkage(_ binary: String) -> String {
    let dynamicSection = Subprocess.run(["readelf", "-d", binary])
    guard dynamicSection.status == 0 else { return "" }
    return dynamicSection.output.contains("libswiftCore")
      ? " (Swift runtime linked dynamically: not what `make install` builds; `make bench` "
        + "times the static build)"
      : " (Swift runtime linked in, as `make install` builds it)"
  }
}
