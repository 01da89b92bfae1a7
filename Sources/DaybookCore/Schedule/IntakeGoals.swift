/// One day's intake, summed per kind.
public struct IntakeTotals: Equatable, Sendable {
  /// Caffeine in mg: `mg` records as is, `shot` records times `GoalSettings.mgPerShot`.
  /// Caffeine recorded in `ml` says nothing about its strength, so it adds 0.
  public var caffeineMg: Double
  /// Water in ml; water recorded in `mg` or `shot` adds 0.
  public var waterMl: Double
  /// Other drinks in ml; other records in `mg` or `shot` add 0.
  public var otherMl: Double
  /// How many records the day has, of any kind and unit.
  public var count: Int

  /// Creates totals; all zero by default.
  public init(caffeineMg: Double = 0, waterMl: Double = 0, otherMl: Double = 0, count: Int = 0) {
    self.caffeineMg = caffeineMg
    self.waterMl = waterMl
    self.otherMl = otherMl
    self.count = count
  }

  /// Zero intake.
  public static let zero = IntakeTotals()

  /// Adds one record to the totals.
  public mutating func add(_ intake: Intake, settings: GoalSettings) {
    count += 1
    switch (intake.kind, intake.unit) {
    case (.caffeine, .mg): caffeineMg += intake.amount
    case (.caffeine, .shot): caffeineMg += intake.amount * settings.mgPerShot
    case (.water, .ml): waterMl += intake.amount
    case (.other, .ml): otherMl += intake.amount
    case (.caffeine, .ml), (.water, .mg), (.water, .shot), (.other, .mg), (.other, .shot): break
    }
  }
}

/// How a day's intake compares with the goal.
public struct GoalEvaluation: Equatable, Sendable {
  /// Whether the day meets the goal.
  public var met: Bool
  /// Caffeine limit mode: the fraction of the limit used (above 1 when over). Zero caffeine
  /// mode: the fraction of the water goal reached (above 1 when beyond it).
  public var progress: Double

  /// Creates an evaluation.
  public init(met: Bool, progress: Double) {
    self.met = met
    self.progress = progress
  }
}

/// Daily intake totals and goal evaluation.
public enum IntakeGoals {
  /// Totals per local day of the records' timestamps; days without records are absent.
  public static func totals(of intakes: [Intake], settings: GoalSettings) -> [Day: IntakeTotals] {
    var result: [Day: IntakeTotals] = [:]
    for intake in intakes { result[intake.day, default: .zero].add(intake, settings: settings) }
    return result
  }

  /// Totals of the records on one local day (zero when there are none).
  public static func totals(of intakes: [Intake], on day: Day, settings: GoalSettings)
    -> IntakeTotals
  {
    var result = IntakeTotals.zero
    for intake in intakes where intake.day == day { result.add(intake, settings: settings) }
    return result
  }

  /// Caffeine limit: met when caffeine is at or under the limit. Zero caffeine: met when there
  /// is no caffeine and water reaches the goal. A goal of 0 or less counts as fully used (limit,
  /// when any caffeine was taken) or fully reached (water).
  public static func evaluate(_ totals: IntakeTotals, settings: GoalSettings) -> GoalEvaluation {
    switch settings.mode {
    case .caffeineLimit:
      let limit = settings.caffeineLimitMg
      let progress =
        limit > 0 ? totals.caffeineMg / limit : (totals.caffeineMg > 0 ? 1 : 0)
      return GoalEvaluation(met: totals.caffeineMg <= limit, progress: progress)
    case .zeroCaffeine:
      let goal = settings.waterGoalMl
      let progress = goal > 0 ? totals.waterMl / goal : 1
      return GoalEvaluation(
        met: totals.caffeineMg == 0 && totals.waterMl >= goal, progress: progress)
    }
  }
}
