/// What a day's activity is counted from, for streaks over the whole history.
public enum ActivitySource: String, CaseIterable, Sendable {
  /// A diary entry on the day.
  case entries
  /// A plant care record on the day.
  case care
  /// A todo finished on the day.
  case todosDone
  /// An intake record on the day.
  case intakes

  /// The table and its day column (each has an index on that column).
  fileprivate var table: (name: String, column: String) {
    switch self {
    case .entries: ("entries", "day")
    case .care: ("care_events", "day")
    case .todosDone: ("todos", "done_day")
    case .intakes: ("intakes", "day")
    }
  }
}

extension Journal {
  /// The current and longest runs of consecutive days up to `today` on which any of
  /// `sources` has a record, over the journal's whole history. The current run ends today,
  /// or yesterday while today has nothing yet.
  ///
  /// The days are marked in a bitmap from the first day of any source to `today`, one
  /// source at a time, each read in day order from its index: entries first (at most one
  /// row a day), then each other source only inside the days still unmarked when those
  /// are few stretches, else whole. A journal written every day is counted from its
  /// entries alone; a sparse one costs a scan of each source's day index, as before, but
  /// without the sort, the de-duplicating tree and the date arithmetic in SQL.
  public func streaks(of sources: Set<ActivitySource>, through today: Day) throws -> Streaks {
    let ordered = ActivitySource.allCases.filter(sources.contains)
    var first: Day?
    for source in ordered {
      let (table, column) = source.table
      let oldest = try db.query(
        "SELECT min(\(column)) FROM \(table) WHERE \(column) <= ?", [today]
      ) { $0.optionalDay(0) }.first ?? nil
      if let oldest, oldest <= today { first = min(first ?? oldest, oldest) }
    }
    guard let first else { return Streaks(current: 0, longest: 0) }
    var marked = [Bool](repeating: false, count: first.days(until: today) + 1)
    for source in ordered {
      let gaps = Self.unmarkedStretches(marked, limit: Self.gapQueryLimit)
      if gaps?.isEmpty == true { break }
      let ranges = gaps ?? [0...(marked.count - 1)]
      let (table, column) = source.table
      for range in ranges {
        let days = try db.query(
          "SELECT DISTINCT \(column) FROM \(table) WHERE \(column) BETWEEN ? AND ?",
          [first.adding(days: range.lowerBound), first.adding(days: range.upperBound)]
        ) { $0.optionalDay(0) }
        for case let day? in days {
          let offset = first.days(until: day)
          if offset >= 0 && offset < marked.count { marked[offset] = true }
        }
      }
    }
    var longest = 0
    var run = 0
    for isMarked in marked {
      run = isMarked ? run + 1 : 0
      longest = max(longest, run)
    }
    // `run` is now the run ending today; while today is empty, the one ending yesterday.
    var current = run
    if current == 0, marked.count >= 2 {
      var index = marked.count - 2
      while index >= 0 && marked[index] {
        current += 1
        index -= 1
      }
    }
    return Streaks(current: current, longest: longest)
  }

  /// Above this many unmarked stretches, a source is read whole rather than stretch by stretch.
  static let gapQueryLimit = 64

  /// The stretches of unmarked days as offset ranges, or nil when there are more than `limit`.
  static func unmarkedStretches(_ marked: [Bool], limit: Int) -> [ClosedRange<Int>]? {
    var stretches: [ClosedRange<Int>] = []
    var start: Int?
    for (offset, isMarked) in marked.enumerated() {
      if !isMarked {
        if start == nil { start = offset }
      } else if let open = start {
        stretches.append(open...(offset - 1))
        start = nil
        if stretches.count > limit { return nil }
      }
    }
    if let open = start { stretches.append(open...(marked.count - 1)) }
    return stretches.count > limit ? nil : stretches
  }
}
