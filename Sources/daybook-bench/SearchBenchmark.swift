import DaybookCore

#if canImport(Glibc)
import Glibc
#endif

/// Search as people type it on the largest journal: the first page of 50 for words of
/// one, two and three characters in Korean, Japanese and English, hits and misses, each
/// timed in-process (`Journal.search`, what the view runs per key) and as a whole
/// `daybook search` process; then every hit of a common word with its snippet.
struct SearchBenchmark {
  var path: String
  var runs: Int
  /// The `daybook` binary for whole-process figures; nil skips them.
  var binary: String?

  static let firstPageBudget = Budget(limit: 10, text: "< 10 ms")
  static let allHitsBudget = Budget(limit: 150, text: "< 150 ms")
  /// Key to updated results is 16 ms; the query is only part of it.
  static let perKeyBudget = Budget(limit: 16, text: "< 16 ms")

  static let queries: [(label: String, query: String)] = [
    ("도서관 (Korean, 3 chars)", "도서관"),
    ("산책 (Korean, 2 chars)", "산책"),
    ("산 (Korean, 1 char)", "산"),
    ("낙타 (Korean, 2 chars, no hit)", "낙타"),
    ("낙 (Korean, 1 char, no hit)", "낙"),
    ("散歩 (Japanese, 2 chars, no hit)", "散歩"),
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

  func run() throws -> String {
    let journal = try Journal(path: path)
    var table = Table(header: [
      "search, first 50 (median of \(runs))", "hits", "in-process", "whole process", "budget",
    ])
    let budget = SearchBenchmark.firstPageBudget
    for (label, query) in SearchBenchmark.queries {
      let parsed = SearchQuery.parse(query)
      var hits = 0
      let inProcess = try Timing.median(runs: runs) {
        hits = try journal.search(parsed, limit: 50).count
      }
      let process = wholeProcess([query])
      table.row([
        "  " + label, String(hits), Format.milliseconds(inProcess),
        process.map { budget.cell($0, Format.milliseconds($0)) } ?? "skipped", budget.text,
      ])
    }
    var all = 0
    let allInProcess = try Timing.median(runs: runs) {
      all = try journal.search(SearchQuery.parse("산책"), limit: 10_000).count
    }
    let allProcess = wholeProcess(["산책", "--limit", "10000"])
    table.row([
      "  산책 --limit 10000 (with snippets)", String(all), Format.milliseconds(allInProcess),
      allProcess.map { SearchBenchmark.allHitsBudget.cell($0, Format.milliseconds($0)) }
        ?? "skipped",
      SearchBenchmark.allHitsBudget.text,
    ])
    table.section("the view's search per key while typing 산책하 (in-process, first 50)")
    for query in ["산", "산책", "산책하"] {
      let parsed = SearchQuery.parse(query)
      var hits = 0
      let milliseconds = try Timing.median(runs: runs) {
        hits = try journal.search(parsed, limit: 50).count
      }
      table.row([
        "  " + query, String(hits),
        SearchBenchmark.perKeyBudget.cell(milliseconds, Format.milliseconds(milliseconds)),
        "", SearchBenchmark.perKeyBudget.text,
      ])
    }
    var notes = ["whole process: `daybook --db FILE search QUERY`, spawned and waited for"]
    notes.append(binary.map { "binary: " + $0 } ?? "no daybook binary beside the bench; skipped")
    return ([table.rendered()] + notes.map { "note: " + $0 }).joined(separator: "\n")
  }

  /// The median wall time of `daybook --db path search ARGUMENTS…`, or nil without a binary
  /// or when it fails.
  private func wholeProcess(_ arguments: [String]) -> Double? {
    guard let binary else { return nil }
    var failed = false
    let median = Timing.median(runs: runs) {
      let result = Subprocess.run([binary, "--db", path, "search"] + arguments)
      if result.status != 0 { failed = true }
    }
    return failed ? nil : median
  }
}
