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

  /// The keys that stand for a journal setting of the same name (the config wins over what
  /// the journal holds).
  public static let journalSettings: Set<String> =
    Set(["language", "theme", "week_start"])
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
    }
  }

  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && !text.hasPrefix("-")
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
