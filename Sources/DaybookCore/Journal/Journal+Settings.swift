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
  /// The value the journal holds.
  public func setting(_ key: String) throws -> String? {
    try db.query("SELECT value FROM settings WHERE key = ?", [key]) { $0.text(0) }.first
  }

  /// The value in effect: what the config file sets wins over what the journal holds.
  public func settingInEffect(_ key: String) throws -> String? {
    if let override = settingOverrides[key] { return override }
    return try setting(key)
  }

  public func setSetting(_ key: String, _ value: String?) throws {
    try db.transaction {
      if let value {
        try db.run(
          "INSERT INTO settings(key, value) VALUES (?, ?) "
            + "ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
      } else {
        try db.run("DELETE FROM settings WHERE key = ?", key)
      }
    }
  }

  /// Every stored setting.
  public func allSettings() throws -> [String: String] {
    Dictionary(
      try db.query("SELECT key, value FROM settings") { ($0.text(0), $0.text(1)) },
      uniquingKeysWith: { $1 })
  }

  public func settings() throws -> JournalSettings {
    let raw = try allSettings().merging(settingOverrides) { $1 }
    var settings = JournalSettings()
    settings.language = raw["language"]
    settings.weekStart = raw["week_start"].flatMap(WeekStart.init(rawValue:)) ?? .monday
    settings.theme = raw["theme"] ?? "default"
    settings.onboarded = raw["onboarded"] == "1"
    settings.mouse = raw["mouse"] == "1"
    settings.goal.mode = raw["goal_mode"].flatMap(GoalMode.init(rawValue:)) ?? .caffeineLimit
    settings.goal.caffeineLimitMg = raw["caffeine_limit_mg"].flatMap(Double.init) ?? 400
    settings.goal.waterGoalMl = raw["water_goal_ml"].flatMap(Double.init) ?? 2000
    settings.goal.mgPerShot = raw["mg_per_shot"].flatMap(Double.init) ?? 75
    return settings
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
