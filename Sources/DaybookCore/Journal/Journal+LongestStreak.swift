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

  /// The day column of the source's rows, as SQL.
  fileprivate var daysSQL: String {
    switch self {
    case .entries: "SELECT day FROM entries WHERE day <= ?1"
    case .care: "SELECT day FROM care_events WHERE day <= ?1"
    case .todosDone: "SELECT done_day AS day FROM todos WHERE done_day <= ?1"
    case .intakes: "SELECT day FROM intakes WHERE day <= ?1"
    }
  }
}

extension Journal {
  /// The current and longest runs of consecutive days up to `today` on which any of
  /// `sources` has a record, over the journal's whole history (gaps and islands in SQLite,
  /// so no day list is loaded). The current run ends today, or yesterday while today has
  /// nothing yet. Slow on a century of days: run it off the input loop.
  public func streaks(of sources: Set<ActivitySource>, through today: Day) throws -> Streaks {
    let union = ActivitySource.allCases.filter(sources.contains).map(\.daysSQL)
    guard !union.isEmpty else { return Streaks(current: 0, longest: 0) }
    let islands = """
      SELECT max(day) AS last, count(*) AS length FROM (
        SELECT day, julianday(day) - row_number() OVER (ORDER BY day) AS island
        FROM (\(union.joined(separator: " UNION "))) WHERE day IS NOT NULL
      ) GROUP BY island
      """
    let longest = try db.query(
      "SELECT length FROM (\(islands)) ORDER BY length DESC LIMIT 1", [today]
    ) { Int($0.int(0)) }.first ?? 0
    let latest = try db.query(
      "SELECT last, length FROM (\(islands)) ORDER BY last DESC LIMIT 1", [today]
    ) { ($0.day(0), Int($0.int(1))) }.first
    var current = 0
    if let (last, length) = latest, last >= today.adding(days: -1) { current = length }
    return Streaks(current: current, longest: longest)
  }
}
