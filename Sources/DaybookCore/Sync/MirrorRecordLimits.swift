/// How big and how far out a record from another machine may be. Whatever is over a limit is
/// set aside unread (a record file's size is asked of git before its bytes are read), so a
/// remote cannot make a sync slow, large in memory, or crash on a number no journal holds.
public enum SyncLimits {
  /// One record file of the mirror, in bytes.
  public static let recordFileBytes = 2 << 20
  /// One record's free text (an entry's title and body, a note), in bytes.
  public static let textBytes = 1 << 20
  /// One front-matter value, in bytes.
  public static let fieldBytes = 64 << 10
  /// One attachment's or plant photo's file, in bytes.
  public static let attachmentBytes = 64 << 20
  /// The mirror's format file (`daybook-mirror.txt`), in bytes.
  static let formatFileBytes = 4 << 10

  /// Instants in seconds: the years 1 to 9999.
  static let seconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799
  /// Change times in milliseconds: 1970 to 9999.
  static let milliseconds: ClosedRange<Int64> = 0...253_402_300_799_999
  /// A plant's watering interval (and its seasons' intervals), in days.
  static let intervalDays: ClosedRange<Int64> = 1...3_650
  /// One intake's amount (ml, mg, shots or cups).
  static let intakeAmount: ClosedRange<Double> = 0...1_000_000
  /// The numeric goal settings (mg, ml, mg per shot).
  static let goalNumber: ClosedRange<Double> = 0...1_000_000
}

extension MirrorRecord {
  /// What is out of bounds in the record: a value too long, a number no journal can hold.
  var limitProblem: MirrorFormatError? {
    if text.utf8.count > SyncLimits.textBytes { return .tooLong("text") }
    for (key, value) in fields {
      if value.utf8.count > SyncLimits.fieldBytes { return .tooLong(key) }
      switch kind.fieldType(key) {
      case .integer:
        guard let number = Int64(value) else { continue }  // the type check says so
        let range: ClosedRange<Int64>
        switch key {
        case "changed": range = SyncLimits.milliseconds
        case "interval", "summer", "winter": range = SyncLimits.intervalDays
        default: range = SyncLimits.seconds
        }
        if !range.contains(number) { return .outOfRange(key) }
      case .number:
        guard let number = Double(value) else { continue }
        if !SyncLimits.intakeAmount.contains(number) { return .outOfRange(key) }
      default:
        continue
      }
    }
    if kind == .setting, let key = fields["key"], let value = fields["value"],
      !MirrorRecord.isValidSetting(key: key, value: value)
    {
      return .outOfRange("value")
    }
    return nil
  }

  /// Whether a travelling setting's value is one this version can use; keys it does not
  /// know (a newer Daybook's) are never applied, so any value is kept for them.
  static func isValidSetting(key: String, value: String) -> Bool {
    switch key {
    case "language": return Language(rawValue: value) != nil
    case "week_start": return WeekStart(rawValue: value) != nil
    case "goal_mode": return GoalMode(rawValue: value) != nil
    case Hemisphere.settingsKey: return Hemisphere(rawValue: value) != nil
    case "caffeine_limit_mg", "water_goal_ml", "mg_per_shot":
      guard let number = Double(value), number.isFinite else { return false }
      return SyncLimits.goalNumber.contains(number)
    default:
      if key.hasPrefix("reminder_") && key.hasSuffix("_time") { return isClockTime(value) }
      if key.hasPrefix("reminder_") && key.hasSuffix("_enabled") {
        return ["0", "1", "on", "off", "true", "false"].contains(value)
      }
      return true
    }
  }

  /// `HH:MM`, 00:00 to 23:59.
  private static func isClockTime(_ value: String) -> Bool {
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return false }
    return (0...23).contains(hour) && (0...59).contains(minute)
  }
}
