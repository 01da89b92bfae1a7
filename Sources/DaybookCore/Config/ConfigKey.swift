/// One setting of the config file (`$XDG_CONFIG_HOME/daybook/config`): its name, the values
/// it takes and a line for the manual. `ConfigKey.all` is what the parser, `daybook config`,
/// completion and the manual read; it is derived from `SettingDescription.all`.
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

  /// Every key the config file may hold: the settings of `SettingDescription.all` that the
  /// config file may set.
  public static let all: [ConfigKey] = SettingDescription.all.filter(\.inConfigFile).map {
    ConfigKey($0.key, $0.values, $0.summary)
  }

  public static func named(_ name: String) -> ConfigKey? { all.first { $0.name == name } }

  /// The glyph sets of the view (TerminalKit's `GlyphSet`, which DaybookCore cannot see;
  /// CompletionTableTests checks the two agree).
  public static let glyphSets = ["rounded", "square", "heavy", "ascii"]

  /// The keys that stand for a journal setting of the same name (the config wins over what
  /// the journal holds).
  public static let journalSettings: Set<String> = Set(
    SettingDescription.all.filter { $0.place == .both }.map(\.key))
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
  /// Any text on one line, not empty, of at most `maxBytes` UTF-8 bytes.
  case text(maxBytes: Int)
  /// A decimal number in the range.
  case number(ClosedRange<Double>)
  /// A whole number in the range.
  case integer(ClosedRange<Int64>)
  /// Today pane sections, comma separated, each once, `-` before a hidden one.
  case todaySections
  /// Intake presets, one `KEY=LABEL:KIND:AMOUNT` a line (see `IntakePreset.parse`).
  case intakePresets

  /// The longest value any setting takes, in UTF-8 bytes; longer text is refused before it
  /// is looked at.
  static let maxBytes = 4096

  /// The value as the journal stores it (`on`/`off` as `1`/`0`), or nil when `text` is not
  /// one of the values.
  public func stored(_ text: String) -> String? {
    guard let value = normalized(text) else { return nil }
    switch self {
    case .onOff: return value == "on" ? "1" : "0"
    default: return value
    }
  }

  /// The value as the config file writes it, or nil when `text` is not one of the values.
  public func normalized(_ text: String) -> String? {
    guard text.utf8.count <= ConfigValues.maxBytes, !text.utf8.contains(0) else { return nil }
    switch self {
    case .oneOf(let words): return words.first { $0.lowercased() == text.lowercased() }
    case .time: return ReminderTime(text: text).map(\.description)
    case .onOff:
      switch text.lowercased() {
      case "on", "yes", "true", "1": return "on"
      case "off", "no", "false", "0": return "off"
      default: return nil
      }
    case .journalName: return JournalNames.isValid(text) ? text : nil
    case .name: return ConfigValues.isName(text) ? text : nil
    case .text(let maxBytes):
      guard !text.isEmpty, text.utf8.count <= maxBytes,
        !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else { return nil }
      return text
    case .number(let range):
      // Plain decimals only: no `nan`, `inf` or hexadecimal, which Double(_:) also reads.
      guard text.count <= 32,
        text.allSatisfy({ $0.isASCII && ($0.isNumber || ".-+eE".contains($0)) }),
        let number = Double(text), number.isFinite, range.contains(number)
      else { return nil }
      return text
    case .integer(let range):
      guard text.count <= 20, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
        let number = Int64(text), range.contains(number)
      else { return nil }
      return String(number)
    case .todaySections:
      let words = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
        .map { String($0.filter { $0 != " " }) }
      let sections = words.map { TodaySection(rawValue: String($0.drop { $0 == "-" })) }
      guard !words.isEmpty, !sections.contains(nil),
        Set(sections.compactMap { $0 }).count == words.count,
        words.allSatisfy({ !$0.hasPrefix("--") })
      else { return nil }
      return words.joined(separator: ",")
    case .intakePresets:
      // Empty is a journal whose presets were all removed.
      guard !text.isEmpty else { return text }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count <= 64,
        lines.allSatisfy({
          IntakePreset.parse(String($0)).map { $0.amount <= IntakePreset.maxAmount } ?? false
        })
      else { return nil }
      return text
    }
  }

  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && !text.hasPrefix("-")
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
