/// The span a statistics chart covers.
public enum StatisticsPeriod: String, Equatable, Sendable, CaseIterable, Codable {
  /// Seven days from the first day of the week.
  case week
  /// A calendar month.
  case month

  /// The first and last day of the period that contains `day`.
  public func range(containing day: Day, weekStart: WeekStart) -> (first: Day, last: Day) {
    switch self {
    case .week:
      let first = day.startOfWeek(weekStart)
      return (first, first.adding(days: 6))
    case .month: return (day.firstOfMonth, day.lastOfMonth)
    }
  }

  /// A day in the period `count` periods away from the one containing `day`.
  public func moving(_ day: Day, by count: Int) -> Day {
    switch self {
    case .week: day.adding(days: 7 * count)
    case .month: day.firstOfMonth.adding(months: count)
    }
  }
}

/// One day of a statistics chart.
public struct IntakeDayFigure: Equatable, Sendable, Codable {
  public var day: Day
  public var caffeineMg: Double
  public var waterMl: Double
  /// How many records the day has.
  public var records: Int
  /// Whether the day met the goal; nil for days after today and days with no records
  /// (the calendar leaves those uncoloured too).
  public var met: Bool?

  public init(day: Day, caffeineMg: Double, waterMl: Double, records: Int, met: Bool?) {
    self.day = day
    self.caffeineMg = caffeineMg
    self.waterMl = waterMl
    self.records = records
    self.met = met
  }
}

/// Caffeine and water per day over a week or a month, against the goal: what the statistics
/// screen draws and `daybook stats` prints, computed once here.
public struct IntakeStatistics: Equatable, Sendable, Codable {
  public var period: StatisticsPeriod
  public var first: Day
  public var last: Day
  /// Every day of the period, in order (future days included, with zeros).
  public var days: [IntakeDayFigure]
  /// Mean caffeine per elapsed day (days up to today); 0 when none has elapsed.
  public var averageCaffeineMg: Double
  /// Mean water per elapsed day.
  public var averageWaterMl: Double
  /// Days up to today in the period.
  public var elapsedDays: Int
  /// Days with records up to today.
  public var loggedDays: Int
  /// Logged days that met the goal.
  public var daysMet: Int
  /// The goal line: the caffeine limit, or the water goal on a zero-caffeine goal.
  public var goalLine: Double
  public var mode: GoalMode

  /// The figures of the period containing `day`, from the records of that period (records
  /// outside it are ignored, so a caller may pass a wider range).
  public static func compute(
    _ intakes: [Intake], period: StatisticsPeriod, containing day: Day, today: Day,
    weekStart: WeekStart, settings: GoalSettings
  ) -> IntakeStatistics {
    let (first, last) = period.range(containing: day, weekStart: weekStart)
    let totals = IntakeGoals.totals(
      of: intakes.filter { (first...last).contains($0.day) }, settings: settings)
    var figures: [IntakeDayFigure] = []
    var caffeine = 0.0
    var water = 0.0
    var elapsed = 0
    var logged = 0
    var met = 0
    for current in first.through(last) {
      let total = totals[current] ?? .zero
      let isPast = current <= today
      var verdict: Bool?
      if isPast {
        elapsed += 1
        caffeine += total.caffeineMg
        water += total.waterMl
        if total.count > 0 {
          logged += 1
          let evaluation = IntakeGoals.evaluate(total, settings: settings)
          verdict = evaluation.met
          if evaluation.met { met += 1 }
        }
      }
      figures.append(
        IntakeDayFigure(
          day: current, caffeineMg: total.caffeineMg, waterMl: total.waterMl,
          records: total.count, met: verdict))
    }
    return IntakeStatistics(
      period: period, first: first, last: last, days: figures,
      averageCaffeineMg: elapsed > 0 ? caffeine / Double(elapsed) : 0,
      averageWaterMl: elapsed > 0 ? water / Double(elapsed) : 0,
      elapsedDays: elapsed, loggedDays: logged, daysMet: met,
      goalLine: settings.mode == .caffeineLimit ? settings.caffeineLimitMg : settings.waterGoalMl,
      mode: settings.mode)
  }

  /// The eight block characters from lowest to full.
  public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// A column of `height` cells for `value` on a scale whose top is `scale`, bottom cell
  /// first: full blocks, then one partial block, then spaces. A value above 0 always shows
  /// at least the lowest block, so a small intake is not mistaken for none.
  public static func column(_ value: Double, scale: Double, height: Int) -> [Character] {
    guard height > 0 else { return [] }
    guard value > 0, scale > 0 else { return Array(repeating: " ", count: height) }
    // A share that is not finite (an infinite scale or value) would trap in Int(_:).
    let share = min(value, scale) / scale
    let eighths = max(1, Int(((share.isFinite ? share : 1) * Double(height * 8)).rounded()))
    return (0..<height).map { row in
      let filled = eighths - row * 8
      if filled >= 8 { return "█" }
      if filled <= 0 { return " " }
      return blocks[filled - 1]
    }
  }
}
