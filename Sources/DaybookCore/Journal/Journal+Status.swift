/// The few numbers a status bar shows, read with indexed, bounded queries only.
public struct StatusSnapshot: Equatable, Sendable {
  public var day: Day
  public var hasEntry: Bool
  /// Plants due today or overdue.
  public var plantsDue: Int
  public var todoProgress: TodayProgress
  public var intake: IntakeTotals
  public var goal: GoalSettings
  /// Unread notifications (counted over a partial index of the unread ones).
  public var unread: Int

  public init(
    day: Day, hasEntry: Bool, plantsDue: Int, todoProgress: TodayProgress, intake: IntakeTotals,
    goal: GoalSettings, unread: Int
  ) {
    self.day = day
    self.hasEntry = hasEntry
    self.plantsDue = plantsDue
    self.todoProgress = todoProgress
    self.intake = intake
    self.goal = goal
    self.unread = unread
  }
}

extension Journal {
  /// Today's numbers for a status line. Every query is a lookup or range on an index (entries
  /// by day, todos by due, intakes by day, the latest watering per plant, notifications by
  /// rowid), so the cost does not grow with years of history.
  public func statusSnapshot(today: Day) throws -> StatusSnapshot {
    let hasEntry = try db.scalar("SELECT 1 FROM entries WHERE day = ?", [today]) != nil
    let plantsDue = try wateringStatuses(today: today).count(where: \.isDue)
    let todoCounts = try db.query(
      "SELECT count(*), count(done_at) FROM todos WHERE due = ?", [today]
    ) { TodayProgress(done: Int($0.int(1)), total: Int($0.int(0))) }.first
    let goal = try goalSettings()
    var totals = IntakeTotals.zero
    for intake in try intakes(from: today, to: today) { totals.add(intake, settings: goal) }
    return StatusSnapshot(
      day: today, hasEntry: hasEntry, plantsDue: plantsDue,
      todoProgress: todoCounts ?? TodayProgress(done: 0, total: 0), intake: totals, goal: goal,
      unread: try unreadNotificationCount())
  }

  /// The watering status of every plant not archived, from each plant's latest watering (one
  /// index seek per plant, never a scan of the care history).
  public func wateringStatuses(today: Day) throws -> [WateringStatus] {
    let columns = Journal.plantColumns.split(separator: ", ").map { "p." + $0 }
      .joined(separator: ", ")
    let hemisphere = try hemisphere()
    return try db.query(
      "SELECT \(columns), (SELECT max(c.at) FROM care_events c "
        + "WHERE c.plant_id = p.id AND c.kind = 'water') FROM plants p WHERE p.archived = 0 "
        + "ORDER BY p.name COLLATE NOCASE"
    ) { row in
      WateringSchedule.status(
        for: Journal.plant(row, hemisphere: hemisphere),
        lastWatered: row.optionalInt(Journal.plantColumnCount).map(LocalTime.day(of:)),
        today: today)
    }
  }

  /// Open todos due within a range of days (inclusive), by due day.
  public func openTodos(dueFrom first: Day, to last: Day) throws -> [Todo] {
    try db.query(
      "SELECT \(Journal.todoColumns) FROM todos WHERE due BETWEEN ? AND ? AND done_at IS NULL "
        + "ORDER BY due, id", [first, last], Journal.todo)
  }

  /// The intake goal alone, read by key (the status line needs nothing else).
  func goalSettings() throws -> GoalSettings {
    let raw = Dictionary(
      try db.query(
        "SELECT key, value FROM settings WHERE key IN "
          + "('goal_mode', 'caffeine_limit_mg', 'water_goal_ml', 'mg_per_shot')"
      ) { ($0.text(0), $0.text(1)) }, uniquingKeysWith: { $1 })
    return Journal.goal(from: Journal.checked(raw))
  }
}
