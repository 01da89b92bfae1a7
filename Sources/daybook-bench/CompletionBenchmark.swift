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
      "daybook __complete, whole process (median of \(runs))", "answers", "figure", "budget",
    ])
    for (label, words) in CompletionBenchmark.cases {
      guard let binary else {
        table.row(["  " + label, "", "skipped", CompletionBenchmark.budget.text])
        continue
      }
      var answers = 0
      var failed = false
      let median = Timing.median(runs: runs) {
        let result = Subprocess.run([binary, "--db", path, "__complete", "--"] + words)
        answers = result.output.split(separator: "\n").count
        if result.status != 0 { failed = true }
      }
      table.row([
        "  " + label, String(answers),
        failed ? "FAILED" : CompletionBenchmark.budget.cell(median, Format.milliseconds(median)),
        CompletionBenchmark.budget.text,
      ])
    }
    let note = binary.map { "binary: " + $0 } ?? "no daybook binary beside the bench; skipped"
    return table.rendered() + "\nnote: " + note
  }
}
