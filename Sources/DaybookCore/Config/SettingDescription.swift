/// One setting Daybook knows: its key, the values it takes, its default and where it may be
/// set. `SettingDescription.all` is the one table every door checks against: the config file
/// (`ConfigKey.all` is derived from it), `Journal.setSetting` (so `goal set`, the view's forms
/// and the JSON import), and the settings that arrive by sync. A new setting is one line here.
public struct SettingDescription: Sendable, Equatable {
  /// Where a setting may be set.
  public enum Place: Sendable, Equatable {
    /// Only in the config file (it picks things before a journal is open).
    case configFile
    /// Only in the journal's settings table.
    case journal
    /// In both; the config file wins.
    case both
  }

  public let key: String
  public let values: ConfigValues
  /// The value in effect when none is set, as the journal stores it; nil when unset means
  /// "none" (no editor of its own, the locale's language).
  public let defaultValue: String?
  public let place: Place
  /// What it does, in English, for the manual and `daybook config list --all`.
  public let summary: String

  public init(
    _ key: String, _ values: ConfigValues, default defaultValue: String?, _ place: Place,
    _ summary: String
  ) {
    self.key = key
    self.values = values
    self.defaultValue = defaultValue
    self.place = place
    self.summary = summary
  }

  /// Whether the config file may set it.
  public var inConfigFile: Bool { place != .journal }
  /// Whether the journal's settings table holds it.
  public var inJournal: Bool { place != .configFile }

  /// Every setting, config file and journal alike.
  public static let all: [SettingDescription] =
    [
      SettingDescription(
        "journal", .journalName, default: nil, .configFile,
        "the journal opened when neither --journal nor --db nor DAYBOOK_DB names one"),
      SettingDescription(
        "language", .oneOf(Language.allCases.map(\.rawValue)), default: nil, .both,
        "the language of Daybook"),
      SettingDescription(
        "theme", .name, default: "default", .both, "the colour theme of the interactive view"),
      SettingDescription(
        "week_start", .oneOf(WeekStart.allCases.map(\.rawValue)), default: "monday", .both,
        "the first day of the week"),
      SettingDescription(
        "editor", .text(maxBytes: 1024), default: nil, .configFile,
        "the editor for long entries (else $VISUAL, $EDITOR, vi)"),
      SettingDescription(
        "template", .name, default: nil, .configFile,
        "the template a new day's entry starts from"),
      SettingDescription(
        "glyphs", .oneOf(ConfigKey.glyphSets), default: "rounded", .both,
        "how borders and markers are drawn (default rounded; :glyphs in the view)"),
      SettingDescription(
        "mouse", .onOff, default: "0", .both,
        "whether the view takes mouse clicks and the wheel (default off)"),
      SettingDescription(
        "today_sections", .todaySections, default: nil, .both,
        "the Today pane's sections in order, a leading - hides one (plants,todos,-projects,intake)"),
      SettingDescription(
        "hemisphere", .oneOf(Hemisphere.allCases.map(\.rawValue)), default: "north", .both,
        "the hemisphere the plants' seasons follow (default north)"),
      SettingDescription(
        "weather_place", .text(maxBytes: 200), default: nil, .both,
        "the place's name shown with the weather; with weather_latitude and weather_longitude"),
      SettingDescription(
        "weather_latitude", .number(-90...90), default: nil, .both,
        "the latitude the weather is fetched for"),
      SettingDescription(
        "weather_longitude", .number(-180...180), default: nil, .both,
        "the longitude the weather is fetched for"),
      SettingDescription(
        "onboarded", .onOff, default: "0", .journal,
        "whether the first-run questions were answered"),
      SettingDescription(
        "goal_mode", .oneOf(GoalMode.allCases.map(\.rawValue)), default: "caffeineLimit",
        .journal, "the daily intake goal: a caffeine limit or no caffeine plus water"),
      SettingDescription(
        "caffeine_limit_mg", .number(SettingDescription.caffeineLimitRange), default: "400",
        .journal, "the daily caffeine limit in mg"),
      SettingDescription(
        "water_goal_ml", .number(SettingDescription.waterGoalRange), default: "2000", .journal,
        "the daily water goal in ml"),
      SettingDescription(
        "mg_per_shot", .number(SettingDescription.mgPerShotRange), default: "75", .journal,
        "the caffeine in one shot, in mg"),
      SettingDescription(
        "intake_presets", .intakePresets, default: nil, .journal,
        "the Today pane's one-key intakes, one KEY=LABEL:KIND:AMOUNT a line"),
      SettingDescription(
        ReminderSettings.lastRunKey, .integer(SettingDescription.instantRange), default: nil,
        .journal, "when reminders were last delivered (Unix seconds)"),
    ]
    + ReminderKind.allCases.flatMap { kind in
      [
        SettingDescription(
          ReminderSettings.timeKey(kind), .time, default: kind.defaultTime.description, .both,
          "when the \(kind.rawValue) reminder fires (default \(kind.defaultTime))"),
        SettingDescription(
          ReminderSettings.enabledKey(kind), .onOff, default: "1", .both,
          "whether the \(kind.rawValue) reminder fires at all (default on)"),
      ]
    }

  /// A daily caffeine limit, in mg (a large espresso is about 150).
  public static let caffeineLimitRange: ClosedRange<Double> = 1...10_000
  /// A daily water goal, in ml.
  public static let waterGoalRange: ClosedRange<Double> = 1...20_000
  /// The caffeine of one shot, in mg.
  public static let mgPerShotRange: ClosedRange<Double> = 1...1_000
  /// Instants from 0001-01-01 to 9999-12-31 (UTC), the span `Day` covers.
  public static let instantRange: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

  private static let byKey: [String: SettingDescription] = Dictionary(
    all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

  /// The description of `key`, if Daybook knows it.
  public static func named(_ key: String) -> SettingDescription? { byKey[key] }

  /// The value as the journal stores it for `key`, or a one-line error saying what is wrong
  /// (unknown key, or a value outside the key's type and range). Every door calls this.
  public static func validate(key: String, value: String) throws(JournalError) -> String {
    guard let description = named(key), description.inJournal else {
      throw JournalError(.invalid, .settingUnknown, SettingDescription.shown(key))
    }
    return try description.validate(value)
  }

  /// `value` as the journal stores it, or why it is not one of this setting's values.
  public func validate(_ value: String) throws(JournalError) -> String {
    if let stored = values.stored(value) { return stored }
    throw refusal(of: value)
  }

  /// The error for a value this setting does not take.
  public func refusal(of value: String) -> JournalError {
    let shown = SettingDescription.shown(value)
    switch values {
    case .oneOf(let words):
      return JournalError(
        .invalid, .settingNotChoice, key, shown, words.joined(separator: ", "))
    case .time: return JournalError(.invalid, .settingNotTime, key, shown)
    case .onOff: return JournalError(.invalid, .settingNotOnOff, key, shown)
    case .journalName, .name: return JournalError(.invalid, .settingNotName, key, shown)
    case .text(let maxBytes):
      return JournalError(.invalid, .settingNotText, key, shown, String(maxBytes))
    case .number(let range):
      return JournalError(
        .invalid, .settingNotNumber, key, shown, Journal.number(range.lowerBound),
        Journal.number(range.upperBound))
    case .integer(let range):
      return JournalError(
        .invalid, .settingNotNumber, key, shown, String(range.lowerBound),
        String(range.upperBound))
    case .todaySections:
      return JournalError(
        .invalid, .settingNotSections, key, shown,
        TodaySection.allCases.map(\.rawValue).joined(separator: ","))
    case .intakePresets: return JournalError(.invalid, .settingNotPresets, key, shown)
    }
  }

  /// The note for a value already stored that this setting does not take: it is left alone
  /// and the default is used.
  public func storedRefusal(of value: String) -> JournalError {
    let shown = SettingDescription.shown(value)
    guard let defaultValue else {
      return JournalError(.invalid, .settingStoredBadUnset, key, shown)
    }
    return JournalError(.invalid, .settingStoredBad, key, shown, defaultValue)
  }

  /// A value as it is quoted in a message: at most 40 characters, control characters as
  /// `?`, so a 10 KB or binary value cannot flood or drive the terminal.
  public static func shown(_ value: String) -> String {
    var result = ""
    var count = 0
    for character in value {
      if count == 40 {
        result += "…"
        break
      }
      let isControl = character.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }
      result.append(isControl ? "?" : character)
      count += 1
    }
    return result
  }
}

extension Journal {
  /// The stored settings that no longer pass their description (written by an older
  /// Daybook, by hand, or arriving from another machine), each as a one-line note; the
  /// readers use the default for them.
  public func storedSettingProblems() throws -> [JournalError] {
    try rawSettings().sorted { $0.key < $1.key }.compactMap { key, value in
      guard let description = SettingDescription.named(key), description.inJournal,
        description.values.stored(value) == nil
      else { return nil }
      return description.storedRefusal(of: value)
    }
  }
}

extension ExportDocument {
  /// Refuses the whole document when a setting Daybook knows has a value its description
  /// refuses, before anything is written (keys it does not know are left out on import).
  func refuseBadSettings() throws(JournalError) {
    for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
      guard let description = SettingDescription.named(key), description.inJournal else {
        continue
      }
      _ = try description.validate(value)
    }
  }
}
