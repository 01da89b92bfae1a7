/// What the calendar shows for a month: the marks, planned waterings, intake goals met and
/// todos of every day of its grid (which starts and ends in the neighbouring months).
public struct MonthOverview: Equatable, Sendable {
  /// The first of the month.
  public var month: Day
  /// The first and last day of the grid.
  public var first: Day
  public var last: Day
  /// Entries, care, todos and planned waterings by day.
  public var marks: [Day: DayMarks]
  /// Whether the intake goal was met, for days with intake records.
  public var goalsMet: [Day: Bool]
  /// The todos due or done on each day.
  public var todos: [Day: [Todo]]

  /// The first and last day of the grid of the month of `day`.
  public static func gridBounds(of day: Day, weekStart: WeekStart) -> (first: Day, last: Day) {
    let grid = day.monthGrid(weekStart: weekStart)
    return (grid.first?.first ?? day.firstOfMonth, grid.last?.last ?? day.lastOfMonth)
  }
}

extension Journal {
  /// The overview of the month of `day`, with waterings planned from `today` on (the caller's
  /// day: the screen's, not the clock's) and goals judged by `goal`.
  public func monthOverview(
    of day: Day, weekStart: WeekStart, goal: GoalSettings, today: Day
  ) throws -> MonthOverview {
    let (first, last) = MonthOverview.gridBounds(of: day, weekStart: weekStart)
    var marks = try dayMarks(from: first, to: last)
    let planned = try plannedWateringCounts(from: first, to: last, today: today)
    for (day, count) in planned { marks[day, default: DayMarks()].wateringsPlanned = count }
    let totals = IntakeGoals.totals(of: try intakes(from: first, to: last), settings: goal)
    return MonthOverview(
      month: day.firstOfMonth, first: first, last: last, marks: marks,
      goalsMet: totals.mapValues { IntakeGoals.evaluate($0, settings: goal).met },
      todos: try todosByDay(from: first, to: last))
  }
}
