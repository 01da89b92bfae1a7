/// The kinds of reminder Daybook delivers. The raw value starts every reminder key.
public enum ReminderKind: String, Sendable, Codable, CaseIterable {
  /// The day before a plant's next watering.
  case plantEve = "plant-eve"
  /// The day of a plant's next watering.
  case plantDay = "plant-day"
  /// Late in a day that has no entry yet.
  case diary
  /// The evening before an open todo is due.
  case todoEve = "todo-eve"
  /// Zero-caffeine mode: in the afternoon, when water so far is behind the day's pace.
  case waterPace = "water-pace"
  /// Caffeine-limit mode: shortly before a usual caffeine time, when the day's caffeine is
  /// near the limit or past it (the time is learned, see `CaffeineHabit`).
  case caffeineTime = "caffeine-time"

  /// The local time it fires when nothing is configured.
  public var defaultTime: ReminderTime {
    switch self {
    case .plantEve: ReminderTime(validHour: 10, minute: 0)
    case .plantDay: ReminderTime(validHour: 12, minute: 0)
    case .diary: ReminderTime(validHour: 23, minute: 0)
    case .todoEve: ReminderTime(validHour: 20, minute: 0)
    case .waterPace: ReminderTime(validHour: 15, minute: 0)
    // Unused while the usual time is learned; shown as the kind's time in settings.
    case .caffeineTime: ReminderTime(validHour: 14, minute: 0)
    }
  }

  /// The middle of its settings keys: `plant_eve` in `reminder_plant_eve_time`.
  public var settingsName: String { rawValue.replacing("-", with: "_") }
}

/// A local wall-clock time of day, `HH:MM`.
public struct ReminderTime: Hashable, Sendable, Codable, CustomStringConvertible {
  public let hour: Int
  public let minute: Int

  /// Nil unless 0…23 and 0…59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  fileprivate init(validHour hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// Parses `HH:MM` (or `H:MM`).
  public init?(text: some StringProtocol) {
    guard let clock = LocalTime.parseClock(text) else { return nil }
    self.init(validHour: clock.hour, minute: clock.minute)
  }

  /// `HH:MM`.
  public var description: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }
}

/// When each kind of reminder fires, and which are turned off.
///
/// Stored in the settings table, per kind (`KIND` is `plant_eve`, `plant_day`, `diary`,
/// `todo_eve`, `water_pace`):
/// - `reminder_KIND_time`: `HH:MM` local time; missing means the kind's default
///   (10:00, 12:00, 23:00, 20:00, 15:00).
/// - `reminder_KIND_enabled`: `0` turns the kind off; missing or `1` means on.
/// `reminders_last_run` (Unix seconds) is kept by `Journal.deliverDueReminders`.
public struct ReminderSettings: Equatable, Sendable {
  private var times: [ReminderKind: ReminderTime]
  /// Kinds that never fire.
  public var disabled: Set<ReminderKind>

  /// Every kind on, at its default time.
  public init() {
    times = [:]
    disabled = []
  }

  /// The time a kind fires at.
  public func time(of kind: ReminderKind) -> ReminderTime { times[kind] ?? kind.defaultTime }

  public mutating func setTime(_ time: ReminderTime, of kind: ReminderKind) {
    times[kind] = time == kind.defaultTime ? nil : time
  }

  public func isEnabled(_ kind: ReminderKind) -> Bool { !disabled.contains(kind) }

  public mutating func setEnabled(_ enabled: Bool, _ kind: ReminderKind) {
    if enabled { disabled.remove(kind) } else { disabled.insert(kind) }
  }

  /// The settings key holding a kind's time.
  public static func timeKey(_ kind: ReminderKind) -> String {
    "reminder_\(kind.settingsName)_time"
  }

  /// The settings key holding whether a kind is on.
  public static func enabledKey(_ kind: ReminderKind) -> String {
    "reminder_\(kind.settingsName)_enabled"
  }

  /// The settings key holding the instant reminders were last delivered.
  public static let lastRunKey = "reminders_last_run"

  /// Reads the settings from raw key/value pairs; unreadable values fall back to defaults.
  public init(settings raw: [String: String]) {
    self.init()
    for kind in ReminderKind.allCases {
      if let text = raw[ReminderSettings.timeKey(kind)], let time = ReminderTime(text: text) {
        setTime(time, of: kind)
      }
      if raw[ReminderSettings.enabledKey(kind)] == "0" { disabled.insert(kind) }
    }
  }
}
