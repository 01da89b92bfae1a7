/// One setting of the config file (`$XDG_CONFIG_HOME/daybook/config`): its name, the values
/// it takes and a line for the manual. `ConfigKey.all` is the one table the parser, `daybook
/// config`, completion and the manual read; a new setting is one line there.
public struct ConfigKey: Sendable, Equatable {
  public let name: String
  public let values: ConfigValues
  /// What it does, in English, for the manual and `daybook config list --all`.
  public let summary: String

  public init(_ name: String, _ values: ConfigValues, _ summary: String) {
    self.name = name
    self.values = values
    self.summary = summary
  }

  /// Every key the config file may hold.
  public static let all: [ConfigKey] =
    [
      ConfigKey(
        "journal", .journalName,
        "the journal opened when neither --journal nor --db nor DAYBOOK_DB names one"),
      ConfigKey("language", .oneOf(Language.allCases.map(\.rawValue)), "the language of Daybook"),
      ConfigKey("theme", .name, "the colour theme of the interactive view"),
      ConfigKey(
        "week_start", .oneOf(WeekStart.allCases.map(\.rawValue)), "the first day of the week"),
      ConfigKey("editor", .text, "the editor for long entries (else $VISUAL, $EDITOR, vi)"),
      ConfigKey("template", .name, "the template a new day's entry starts from"),
      ConfigKey(
        "glyphs", .oneOf(ConfigKey.glyphSets),
        "how borders and markers are drawn (default rounded; :glyphs in the view)"),
      ConfigKey(
        "mouse", .onOff, "whether the view takes mouse clicks and the wheel (default off)"),
      ConfigKey(
        "today_sections", .todaySections,
        "the Today pane's sections in order, a leading - hides one (plants,todos,-projects,intake)"),
      ConfigKey(
        "hemisphere", .oneOf(Hemisphere.allCases.map(\.rawValue)),
        "the hemisphere the plants' seasons follow (default north)"),
      ConfigKey(
        "weather_place", .text,
        "the place's name shown with the weather; with weather_latitude and weather_longitude"),
      ConfigKey(
        "weather_latitude", .number(-90...90), "the latitude the weather is fetched for"),
      ConfigKey(
        "weather_longitude", .number(-180...180), "the longitude the weather is fetched for"),
    ]
    + ReminderKind.allCases.flatMap { kind in
      [
        ConfigKey(
          ReminderSettings.timeKey(kind), .time,
          "when the \(kind.rawValue) reminder fires (default \(kind.defaultTime))"),
        ConfigKey(
          ReminderSettings.enabledKey(kind), .onOff,
          "whether the \(kind.rawValue) reminder fires at all (default on)"),
      ]
    }

  public static func named(_ name: String) -> ConfigKey? { all.first { $0.name == name } }

  /// The glyph sets of the view (TerminalKit's `GlyphSet`, which DaybookCore cannot see;
  /// CompletionTableTests checks the two agree).
  public static let glyphSets = ["rounded", "square", "heavy", "ascii"]

  /// The keys that stand for a journal setting of the same name (the config wins over what
  /// the journal holds).
  public static let journalSettings: Set<String> =
    Set([
      "language", "theme", "week_start", "glyphs", "mouse", "today_sections", "hemisphere",
      "weather_place", "weather_latitude", "weather_longitude",
    ])
    .union(ReminderKind.allCases.map(ReminderSettings.timeKey))
    .union(ReminderKind.allCases.map(ReminderSettings.enabledKey))
}

/// The values a key takes.
public enum ConfigValues: Sendable, Equatable {
  /// One of these words (any case; stored as given here).
  case oneOf([String])
  /// `HH:MM`, 24-hour.
  case time
  /// `on` or `off` (also `yes`/`no`, `true`/`false`, `1`/`0`).
  case onOff
  /// A journal's name (see `JournalNames.isValid`).
  case journalName
  /// A name: letters, digits, `-` and `_`.
  case name
  /// Any text on one line, not empty.
  case text
  /// A decimal number in the range.
  case number(ClosedRange<Double>)
  /// Today pane sections, comma separated, each once, `-` before a hidden one.
  case todaySections

  /// The value as stored, or nil when `text` is not one of the values.
  public func normalized(_ text: String) -> String? {
    switch self {
    case .oneOf(let words): return words.first { $0 == text.lowercased() }
    case .time: return ReminderTime(text: text).map(\.description)
    case .onOff:
      switch text.lowercased() {
      case "on", "yes", "true", "1": return "on"
      case "off", "no", "false", "0": return "off"
      default: return nil
      }
    case .journalName: return JournalNames.isValid(text) ? text : nil
    case .name: return ConfigValues.isName(text) ? text : nil
    case .text:
      return text.isEmpty || text.unicodeScalars.contains { $0.value < 0x20 } ? nil : text
    case .number(let range):
      guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
        let number = Double(text), range.contains(number)
      else { return nil }
      return text
    case .todaySections:
      let words = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
        .map { String($0.filter { $0 != " " }) }
      let sections = words.map { TodaySection(rawValue: String($0.drop { $0 == "-" })) }
      guard !words.isEmpty, !sections.contains(nil),
        Set(sections.compactMap { $0 }).count == words.count,
        words.allSatisfy({ !$0.hasPrefix("--") })
      else { return nil }
      return words.joined(separator: ",")
    }
  }

  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && !text.hasPrefix("-")
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
