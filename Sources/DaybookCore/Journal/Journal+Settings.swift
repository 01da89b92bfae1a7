/// Typed view of the settings table.
public struct JournalSettings: Equatable, Sendable {
  public var language: String?
  public var weekStart: WeekStart
  public var theme: String
  public var goal: GoalSettings
  public var onboarded: Bool
  /// Whether the view captures the mouse (clicks and wheel); off by default so the
  /// terminal's own drag-to-copy works.
  public var mouse: Bool

  public init(
    language: String? = nil, weekStart: WeekStart = .monday, theme: String = "default",
    goal: GoalSettings = GoalSettings(), onboarded: Bool = false, mouse: Bool = false
  ) {
    self.language = language
    self.weekStart = weekStart
    self.theme = theme
    self.goal = goal
    self.onboarded = onboarded
    self.mouse = mouse
  }
}

extension Journal {
  /// The value the journal holds; nil when it holds none or one its description refuses
  /// (the reader then uses the default; `storedSettingProblems` names it).
  public func setting(_ key: String) throws -> String? {
    guard let value = try rawSetting(key) else { return nil }
    return Journal.accepted(key, value)
  }

  /// The value in effect: what the config file sets wins over what the journal holds.
  public func settingInEffect(_ key: String) throws -> String? {
    if let override = settingOverrides[key].flatMap({ Journal.accepted(key, $0) }) {
      return override
    }
    return try setting(key)
  }

  /// Stores `value` for `key` (nil removes it) after checking it against the key's
  /// description; a key Daybook does not know or a value out of its range is refused with
  /// a one-line error and nothing is written.
  public func setSetting(_ key: String, _ value: String?) throws {
    let stored = try value.map { value throws(JournalError) in
      try SettingDescription.validate(key: key, value: value)
    }
    try db.transaction {
      if let stored {
        try db.run(
          "INSERT INTO settings(key, value) VALUES (?, ?) "
            + "ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, stored)
      } else {
        try db.run("DELETE FROM settings WHERE key = ?", key)
      }
    }
  }

  /// Every stored setting its description accepts (and any key a newer Daybook wrote).
  public func allSettings() throws -> [String: String] {
    Journal.checked(try rawSettings())
  }

  /// The pairs whose description takes their value, as the journal stores them.
  static func checked(_ raw: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in raw { result[key] = accepted(key, value) }
    return result
  }

  /// Every stored setting as it is, unchecked.
  func rawSettings() throws -> [String: String] {
    Dictionary(
      try db.query("SELECT key, value FROM settings") { ($0.text(0), $0.text(1)) },
      uniquingKeysWith: { $1 })
  }

  func rawSetting(_ key: String) throws -> String? {
    try db.query("SELECT value FROM settings WHERE key = ?", [key]) { $0.text(0) }.first
  }

  /// `value` as the journal stores it when the description of `key` takes it (as it is when
  /// Daybook does not know `key`); nil when the description refuses it.
  static func accepted(_ key: String, _ value: String) -> String? {
    guard let description = SettingDescription.named(key), description.inJournal else {
      return value
    }
    return description.values.stored(value)
  }

  public func settings() throws -> JournalSettings {
    let raw = try allSettings().merging(Journal.checked(settingOverrides)) { $1 }
    var settings = JournalSettings()
    settings.language = raw["language"]
    settings.weekStart = raw["week_start"].flatMap(WeekStart.init(rawValue:)) ?? .monday
    settings.theme = raw["theme"] ?? "default"
    settings.onboarded = raw["onboarded"] == "1"
    settings.mouse = raw["mouse"] == "1"
    settings.goal = Journal.goal(from: raw)
    return settings
  }

  /// The intake goal from checked settings; a missing value is the default.
  static func goal(from raw: [String: String]) -> GoalSettings {
    var goal = GoalSettings()
    goal.mode = raw["goal_mode"].flatMap(GoalMode.init(rawValue:)) ?? goal.mode
    goal.caffeineLimitMg = raw["caffeine_limit_mg"].flatMap(Double.init) ?? goal.caffeineLimitMg
    goal.waterGoalMl = raw["water_goal_ml"].flatMap(Double.init) ?? goal.waterGoalMl
    goal.mgPerShot = raw["mg_per_shot"].flatMap(Double.init) ?? goal.mgPerShot
    return goal
  }

  public func saveSettings(_ settings: JournalSettings) throws {
    try db.transaction {
      try setSetting("language", settings.language)
      try setSetting("week_start", settings.weekStart.rawValue)
      try setSetting("theme", settings.theme)
      try setSetting("onboarded", settings.onboarded ? "1" : "0")
      try setSetting("mouse", settings.mouse ? "1" : "0")
      try setGoal(settings.goal)
    }
  }

  public func setGoal(_ goal: GoalSettings) throws {
    try db.transaction {
      try setSetting("goal_mode", goal.mode.rawValue)
      try setSetting("caffeine_limit_mg", Journal.number(goal.caffeineLimitMg))
      try setSetting("water_goal_ml", Journal.number(goal.waterGoalMl))
      try setSetting("mg_per_shot", Journal.number(goal.mgPerShot))
    }
  }

  /// `75` rather than `75.0` for whole numbers.
  public static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
