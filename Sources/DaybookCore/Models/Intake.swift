public enum IntakeKind: String, Sendable, Codable, CaseIterable {
  case caffeine, water, other
}

public enum IntakeUnit: String, Sendable, Codable, CaseIterable {
  case mg, shot, ml
}

public struct Intake: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var kind: IntakeKind
  public var amount: Double
  public var unit: IntakeUnit
  public var at: Timestamp
  public var note: String
  /// The catalog drink it was (`latte-tall`, see `DrinkCatalog`), or empty.
  public var drink: String = ""

  public init(
    id: RowID = 0, kind: IntakeKind, amount: Double, unit: IntakeUnit, at: Timestamp,
    note: String = "", drink: String = ""
  ) {
    self.drink = drink
    self.id = id
    self.kind = kind
    self.amount = amount
    self.unit = unit
    self.at = at
    self.note = note
  }

  /// The day of the intake in the process's time zone (the command line's, and the
  /// journal's stored day); the view reads `day(in:)` with the zone in its state.
  public var day: Day { LocalTime.day(of: at) }

  /// The day of the intake in a time zone.
  public func day(in zone: LocalZone) -> Day { zone.day(of: at) }

  /// Parses `75mg`, `250ml`, `1shot`, `2 shots`, `1.5shot`, `７５mg`, `1L`, `2샷`: a positive
  /// number and a unit, nothing else (see `IntakeAmountParser` for drink words and bare
  /// numbers).
  public static func parseAmount(_ text: String) -> (amount: Double, unit: IntakeUnit)? {
    guard let typed = IntakeAmountParser.parse(text, allowsDrinkWord: false),
      typed.drinkWord.isEmpty
    else { return nil }
    return (typed.amount, typed.unit)
  }
}

/// What a day's intake is measured against.
public enum GoalMode: String, Sendable, Codable, CaseIterable {
  /// Caffeine at or under a daily limit.
  case caffeineLimit
  /// No caffeine at all, and a daily water amount reached.
  case zeroCaffeine
}

public struct GoalSettings: Equatable, Sendable, Codable {
  public var mode: GoalMode
  public var caffeineLimitMg: Double
  public var waterGoalMl: Double
  public var mgPerShot: Double

  public init(
    mode: GoalMode = .caffeineLimit, caffeineLimitMg: Double = 400, waterGoalMl: Double = 2000,
    mgPerShot: Double = 75
  ) {
    self.mode = mode
    self.caffeineLimitMg = caffeineLimitMg
    self.waterGoalMl = waterGoalMl
    self.mgPerShot = mgPerShot
  }
}

/// A reminder that has been delivered (or is due) once, identified by a unique key.
public struct NotificationRecord: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var key: String
  public var kind: String
  public var message: String
  public var target: String
  public var firedAt: Timestamp
  public var readAt: Timestamp?

  public init(
    id: RowID = 0, key: String, kind: String, message: String, target: String = "",
    firedAt: Timestamp, readAt: Timestamp? = nil
  ) {
    self.id = id
    self.key = key
    self.kind = kind
    self.message = message
    self.target = target
    self.firedAt = firedAt
    self.readAt = readAt
  }
}
