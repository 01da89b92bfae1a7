import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Search as people type it on the largest journal (#20): the first page of 50 for words of
/// one, two and three characters in Korean, Japanese and English, hits and misses, each
/// timed in-process (`Journal.search`) and as a whole `daybook search` process; every hit
/// of a common word with its snippet; and the view's live search, key to updated results.
struct SearchBenchmark {
  var path: String
  var runs: Int
  /// The `daybook` binary for whole-process figures; nil skips them.
  var binary: String?

  static let firstPageBudget = Budget(limit: 10, text: "< 10 ms")
  static let allHitsBudget = Budget(limit: 150, text: "< 150 ms")
  /// Key to updated results in the view (`LiveSearchBenchmark`).
  static let perKeyBudget = Budget(limit: 16, text: "< 16 ms")
  /// Above the hits of 산책 in a century, so the listing is all of them.
  static let allLimit = 1_000_000

  static let queries: [(label: String, query: String)] = [
    ("도서관 (Korean, 3 chars)", "도서관"),
    ("산책 (Korean, 2 chars)", "산책"),
    ("산 (Korean, 1 char)", "산"),
    ("낙타 (Korean, 2 chars, no hit)", "낙타"),
    ("낙 (Korean, 1 char, no hit)", "낙"),
    ("散歩 (Japanese, 2 chars, no hit)", "散歩"),
    ("ぬか (Japanese kana pair, no hit)", "ぬか"),
    ("の (Japanese, 1 char, no hit)", "の"),
    ("garden (English, 6 chars)", "garden"),
    ("g (Latin, 1 char)", "g"),
    ("zq (Latin, 2 chars, no hit)", "zq"),
    ("j (Latin, 1 char, no hit)", "j"),
    ("quokka (English, no hit)", "quokka"),
  ]

  /// The binary beside this one (`swift build -c release` puts both in one folder), or
  /// `$DAYBOOK_BENCH_BINARY`.
  static func siblingBinary() -> String? {
    if let other = ProcessInfoLite.environment("DAYBOOK_BENCH_BINARY") { return other }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let own = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = own.lastIndex(of: "/") else { return nil }
    let candidate = String(own[..<slash]) + "/daybook"
    return Subprocess.isExecutable(candidate) ? candidate : nil
  }

  /// Medians of one whole `daybook search` process: wall time (the budget's figure) and the
  /// processor time it used (what a busy machine cannot inflate).
  struct ProcessTime {
    var wall: Double
    var processor: Double
  }

  func run() throws -> String {
    let journal = try Journal(path: path)
    var table = Table(header: [
      "search (median of \(runs))", "hits", "in-process", "process CPU", "whole process",
      "budget",
    ])
    table.section("first page of 50")
    let budget = SearchBenchmark.firstPageBudget
    for (label, query) in SearchBenchmark.queries {
      let parsed = SearchQuery.parse(query)
      var hits = 0
      let inProcess = try Timing.median(runs: runs) {
        hits = try journal.search(parsed, limit: 50).count
      }
      row(&table, "  " + label, hits, inProcess, wholeProcess([query]), budget)
    }
    var all = 0
    let allInProcess = try Timing.median(runs: runs) {
      all = try journal.search(SearchQuery.parse("산책"), limit: SearchBenchmark.allLimit).count
    }
    row(
      &table, "  산책, every hit with its snippet", all, allInProcess,
      wholeProcess(["산책", "--limit", String(SearchBenchmark.allLimit)]),
      SearchBenchmark.allHitsBudget)
    table.section("the view's live search, key to updated results, typing 산책하 (\(runs) runs)")
    let live = try LiveSearchBenchmark(path: path, runs: runs).run()
    let perKey = SearchBenchmark.perKeyBudget
    if let unavailable = live.unavailable {
      table.row(["  key to results", "", "", "", unavailable, perKey.text])
    } else {
      for (query, milliseconds) in live.perQuery {
        table.row(["  " + query + " (median)", "", "", "", Format.milliseconds(milliseconds), ""])
      }
      table.row([
        "  95th percentile of \(live.samples.count) keys", "", "", "",
        perKey.cell(live.percentile95, Format.milliseconds(live.percentile95)), perKey.text,
      ])
    }
    var notes = [
      "whole process: `daybook --db FILE search QUERY`, spawned, its output read from a pipe",
      "process CPU: user + system time of that process (a busy machine stretches only the wall)",
    ]
    notes.append(binary.map { "binary: " + $0 } ?? "no daybook binary beside the bench; skipped")
    return ([table.rendered()] + notes.map { "note: " + $0 }).joined(separator: "\n")
  }

  private func row(
    _ table: inout Table, _ label: String, _ hits: Int, _ inProcess: Double,
    _ process: ProcessTime?, _ budget: Budget
  ) {
    table.row([
      label, String(hits), Format.milliseconds(inProcess),
      process.map { Format.milliseconds($0.processor) } ?? "",
      process.map { budget.cell($0.wall, Format.milliseconds($0.wall)) } ?? "skipped",
      budget.text,
    ])
  }

  /// The medians of `daybook --db path search ARGUMENTS…`, or nil without a binary or when
  /// it fails.
  private func wholeProcess(_ arguments: [String]) -> ProcessTime? {
    guard let binary else { return nil }
    var failed = false
    var processor: [Double] = []
    let wall = Timing.median(runs: runs) {
      let before = SearchBenchmark.childrenProcessorMilliseconds()
      let result = Subprocess.run([binary, "--db", path, "search"] + arguments)
      processor.append(SearchBenchmark.childrenProcessorMilliseconds() - before)
      if result.status != 0 { failed = true }
    }
    return failed ? nil : ProcessTime(wall: wall, processor: Timing.median(of: processor))
  }

  /// User and system milliseconds of every child waited for so far.
  static func childrenProcessorMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func milliseconds(_ time: timeval) -> Double {
      Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
    }
    return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
  }
}
