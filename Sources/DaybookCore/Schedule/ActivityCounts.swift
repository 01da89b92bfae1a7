/// How much happened on each day of a range, for the heatmap: one per entry, care event,
/// todo done and intake record.
public struct ActivityCounts: Equatable, Sendable {
  /// The days counted, inclusive.
  public let range: ClosedRange<Day>
  /// Counts of days with any activity; days with none are absent.
  public let byDay: [Day: Int]

  /// Counts the given days that fall inside `range`; days outside it are ignored. Pass the
  /// day of every item (a day listed twice counts twice).
  public init(
    entryDays: [Day] = [], careDays: [Day] = [], doneTodoDays: [Day] = [],
    intakeDays: [Day] = [], in range: ClosedRange<Day>
  ) {
    self.range = range
    var counts: [Day: Int] = [:]
    for day in [entryDays, careDays, doneTodoDays, intakeDays].joined() where range.contains(day) {
      counts[day, default: 0] += 1
    }
    byDay = counts
  }

  /// The count of one day (0 when nothing happened or the day is outside the range).
  public subscript(day: Day) -> Int { byDay[day] ?? 0 }

  /// The heatmap level of a day.
  public func level(of day: Day) -> Int { ActivityCounts.level(for: self[day]) }

  /// Heatmap intensity 0–4: 0 for none, 1 for 1, 2 for 2–3, 3 for 4–6, 4 for 7 or more.
  public static func level(for count: Int) -> Int {
    switch count {
    case ..<1: 0
    case 1: 1
    case 2...3: 2
    case 4...6: 3
    default: 4
    }
  }
}
