import DaybookCore

/// Search with filters, entry list pages and on-this-day on the largest journal: the
/// browse screens must not pause however long the history is.
struct BrowseBenchmark {
  var path: String
  var runs: Int

  func run() throws -> String {
    let journal = try Journal(path: path)
    let newest =
      try journal.entrySummaries(before: nil, limit: 1).first?.day
      ?? Day(year: 2026, month: 11, day: 29)!
    let oldest = try journal.entrySummaries(after: nil, limit: 1).first?.day ?? newest
    let middle = Day(ordinal: (newest.ordinal + oldest.ordinal) / 2)
    var rows: [(String, Double, Int)] = []
    func time(_ label: String, _ body: () throws -> Int) throws {
      var count = 0
      let median = try Timing.median(runs: runs) { count = try body() }
      rows.append((label, median, count))
    }
    let searches = [
      "물", "몬스테라", "#plants from:2026-06-01 물", "#plants 물", "mood:good from:2020 to:2020",
      "from:2026-01-01 to:2026-03-31 산책", "plant:monstera", "monstera", "quokka",
    ]
    for query in searches {
      try time("search \(query)") { try journal.search(SearchQuery.parse(query), limit: 50).count }
    }
    try time("entry list: first page (100)") {
      try journal.entrySummaries(before: nil, limit: 100).count
    }
    try time("entry list: page at \(middle.iso)") {
      try journal.entrySummaries(before: middle, limit: 100).count
    }
    try time("entry list: oldest page") { try journal.entrySummaries(after: nil, limit: 100).count }
    try time("on this day \(newest.iso.dropFirst(5))") {
      try journal.entriesOnThisDay(newest).count
    }
    try time("recent searches") { try journal.recentSearches().count }
    var table = Table(header: ["browse (\(oldest.year)–\(newest.year))", "median", "rows"])
    for (label, median, count) in rows {
      table.row([label, Format.milliseconds(median), String(count)])
    }
    return table.rendered()
  }
}
