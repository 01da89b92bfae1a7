/// What happened on one day, for calendar markers.
public struct DayMarks: Equatable, Sendable {
  public var hasEntry = false
  public var careKinds: Set<CareKind> = []
  public var todosDone = 0
  public var todosDue = 0
  /// Plants whose watering falls on the day (today or later, as if watered on time).
  public var wateringsPlanned = 0

  public init(
    hasEntry: Bool = false, careKinds: Set<CareKind> = [], todosDone: Int = 0, todosDue: Int = 0,
    wateringsPlanned: Int = 0
  ) {
    self.hasEntry = hasEntry
    self.careKinds = careKinds
    self.todosDone = todosDone
    self.todosDue = todosDue
    self.wateringsPlanned = wateringsPlanned
  }
}

extension Journal {
  /// Markers for every day in a range that has something on it.
  public func dayMarks(from first: Day, to last: Day) throws -> [Day: DayMarks] {
    var marks: [Day: DayMarks] = [:]
    for day in try entryDays(from: first, to: last) {
      marks[day, default: DayMarks()].hasEntry = true
    }
    let care = try db.query(
      "SELECT DISTINCT day, kind FROM care_events WHERE day BETWEEN ? AND ?", [first, last]
    ) { ($0.day(0), CareKind(rawValue: $0.text(1)) ?? .note) }
    for (day, kind) in care { marks[day, default: DayMarks()].careKinds.insert(kind) }
    for (day, count) in try todoDoneCounts(from: first, to: last) {
      marks[day, default: DayMarks()].todosDone = count
    }
    let due = try db.query(
      "SELECT due, count(*) FROM todos WHERE due BETWEEN ? AND ? AND done_at IS NULL GROUP BY due",
      [first, last]
    ) { ($0.day(0), Int($0.int(1))) }
    for (day, count) in due { marks[day, default: DayMarks()].todosDue = count }
    return marks
  }

  /// Activity per day over a range: one for an entry, one per care record, one per todo done.
  public func activityCounts(from first: Day, to last: Day) throws -> [Day: Int] {
    let rows = try db.query(
      """
      SELECT day, 1 FROM entries WHERE day BETWEEN ?1 AND ?2
      UNION ALL SELECT day, count(*) FROM care_events WHERE day BETWEEN ?1 AND ?2 GROUP BY day
      UNION ALL SELECT done_day, count(*) FROM todos WHERE done_day BETWEEN ?1 AND ?2
        GROUP BY done_day
      """, [first, last]
    ) { ($0.day(0), Int($0.int(1))) }
    // Each branch comes grouped by its index; adding them up here spares SQLite a sort.
    return Dictionary(rows, uniquingKeysWith: +)
  }
}

extension Journal {
  /// Current and longest writing streaks over the whole history: the entries' days, read
  /// from the activity months like every other whole-history streak.
  public func streaks(today: Day) throws -> Streaks {
    try streaks(of: [.entries], through: today)
  }
}
