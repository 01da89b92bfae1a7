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
  var table: (name: String, column: String) {
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
  /// Read from `activity_months` (a bitmap of active days per month and source, kept by
  /// triggers): about 1,200 rows for a century, the sources ORed in SQL, walked a month at
  /// a time — a whole month active or idle is one step.
  public func streaks(of sources: Set<ActivitySource>, through today: Day) throws -> Streaks {
    let columns = ActivitySource.allCases.filter(sources.contains).map(\.rawValue)
    guard !columns.isEmpty else { return Streaks(current: 0, longest: 0) }
    let last = ActivityMonths.month(of: today)
    let days = columns.joined(separator: " | ")
    let rows = try db.query(
      "SELECT month, \(days) FROM \(ActivityMonths.table) WHERE month <= ? AND (\(days)) != 0",
      [last]
    ) { (Int($0.int(0)), UInt32(truncatingIfNeeded: $0.int(1))) }
    guard let first = rows.first?.0 else { return Streaks(current: 0, longest: 0) }
    var months = [UInt32](repeating: 0, count: last - first + 1)
    for (month, days) in rows { months[month - first] = days }
    return Self.streaks(months: months, firstMonth: first, today: today)
  }

  /// The runs in `months` (bit `d - 1` = day `d` active), the last month being `today`'s.
  static func streaks(months: [UInt32], firstMonth: Int, today: Day) -> Streaks {
    var longest = 0
    var run = 0
    for (index, days) in months.dropLast().enumerated() {
      let month = firstMonth + index
      let length = Day.daysIn(month: month % 12 + 1, year: month / 12)
      let full: UInt32 = (1 << UInt32(length)) - 1
      if days & full == full {
        run += length
      } else if days == 0 {
        run = 0
      } else {
        for bit in 0..<length {
          run = days & (1 << UInt32(bit)) != 0 ? run + 1 : 0
          longest = max(longest, run)
        }
      }
      longest = max(longest, run)
    }
    // Today's month, day by day up to today: the run ending yesterday is the current one
    // while today has nothing yet.
    let days = months.last ?? 0
    var beforeToday = run
    for bit in 0..<today.day {
      if bit == today.day - 1 { beforeToday = run }
      run = days & (1 << UInt32(bit)) != 0 ? run + 1 : 0
      longest = max(longest, run)
    }
    return Streaks(current: run > 0 ? run : beforeToday, longest: longest)
  }
}
