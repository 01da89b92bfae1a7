import DaybookCore

/// The config file as a run sees it: where it is, the settings it holds and the lines that
/// are wrong. Read once at start, before the journal is picked (it may name the journal).
struct Settings {
  var path: String?
  var file: ConfigFile?
  var values: [String: String] = [:]
  var problems: [ConfigProblem] = []
  /// Why the file could not be read at all.
  var readError: JournalError?

  init(environment: [String: String]) {
    path = ConfigFile.defaultPath(environment: environment)
    guard let path else { return }
    do {
      file = try ConfigFile.load(path: path)
    } catch let error as JournalError {
      readError = error
    } catch {
      readError = JournalError(.cannotOpen, .cannotRead, path, "\(error)")
    }
    if let file { (values, problems) = file.parse() }
  }

  /// What the config sets among the journal's own settings, as the journal stores them
  /// (`on`/`off` become `1`/`0`).
  var journalOverrides: [String: String] {
    var overrides: [String: String] = [:]
    for (key, value) in values where ConfigKey.journalSettings.contains(key) {
      switch value {
      case "on": overrides[key] = "1"
      case "off": overrides[key] = "0"
      default: overrides[key] = value
      }
    }
    return overrides
  }

  /// The environment with the config's editor in it: the config wins over `$VISUAL` and
  /// `$EDITOR`, as git's `core.editor` does.
  func environment(_ environment: [String: String]) -> [String: String] {
    guard let editor = values["editor"] else { return environment }
    var result = environment
    result["VISUAL"] = editor
    return result
  }

  var isBroken: Bool { readError != nil || !problems.isEmpty }

  /// What is wrong with the file, worded for the user; nil when it is fine.
  func trouble(_ language: Language) -> String? {
    if let readError { return readError.message(language) }
    guard !problems.isEmpty, let path else { return nil }
    return problems.map { Settings.describe($0, path: path, language) }.joined(separator: "\n")
  }

  static func describe(_ problem: ConfigProblem, path: String, _ language: Language) -> String {
    let line = String(problem.line)
    return switch problem.kind {
    // What the file holds is quoted short and without control characters.
    case .notASetting(let text):
      ConfigText.notASetting.text(language, path, line, SettingDescription.shown(text))
    case .unknownKey(let key):
      ConfigText.unknownKey.text(language, path, line, SettingDescription.shown(key))
    case .badValue(let key, let value, let expected):
      ConfigText.badValue.text(
        language, path, line, SettingDescription.shown(value), key, hint(expected, language))
    }
  }

  static func hint(_ values: ConfigValues, _ language: Language) -> String {
    switch values {
    case .oneOf(let words): words.joined(separator: ", ")
    case .time: "HH:MM"
    case .onOff: ConfigText.onOff.text(language)
    case .journalName, .name: ConfigText.nameHint.text(language)
    case .text: ConfigText.textHint.text(language)
    case .number(let range):
      ConfigText.numberHint.text(
        language, Journal.number(range.lowerBound), Journal.number(range.upperBound))
    case .integer(let range):
      ConfigText.numberHint.text(language, String(range.lowerBound), String(range.upperBound))
    case .intakePresets: "KEY=LABEL:KIND:AMOUNT"
    case .todaySections:
      ConfigText.sectionsHint.text(
        language, TodaySection.allCases.map(\.rawValue).joined(separator: ","))
    }
  }
}
