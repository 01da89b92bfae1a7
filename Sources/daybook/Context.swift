#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// What every command gets: the environment, the journal's path (opened only when needed, so
/// `--help` and bad arguments never create a file), the clock and the output.
final class Context {
  let environment: [String: String]
  var journalPath: String
  /// The words naming the running command (`plant add`), for the error prefix.
  var commandName = ""
  let clock: Clock
  let output: Output
  /// The language `--lang` asked for.
  private(set) var languageOverride: Language?
  private var resolvedLanguage: Language?
  private var openedJournal: Journal?

  init(environment: [String: String], journalPath: String, clock: Clock, output: Output) {
    self.environment = environment
    self.journalPath = journalPath
    self.clock = clock
    self.output = output
  }

  var today: Day { clock.today }
  var now: Timestamp { clock.now() }

  func journal() throws -> Journal {
    if let openedJournal { return openedJournal }
    let journal = try Journal(path: journalPath)
    openedJournal = journal
    return journal
  }

  /// The language of messages: `--lang`, else the journal's `language` setting, else the
  /// locale, else English. Worked out once, when first needed (after the arguments are read).
  var language: Language {
    if let resolvedLanguage { return resolvedLanguage }
    let language =
      languageOverride ?? settingLanguage() ?? Language(environment: environment) ?? .en
    resolvedLanguage = language
    return language
  }

  /// Takes `--lang en|ko|ja`; anything else is a usage error.
  func takeLanguage(_ value: String?) throws(CommandError) {
    guard let value else { return }
    guard let language = Language(rawValue: value.lowercased()) else {
      throw .usage(ContextText.badLanguage, value)
    }
    languageOverride = language
    resolvedLanguage = language
  }

  /// The journal's setting, read only from a journal that exists (never creating one).
  private func settingLanguage() -> Language? {
    guard access(journalPath, F_OK) == 0, let journal = try? journal(),
      let setting = try? journal.settings().language
    else { return nil }
    return Language(rawValue: setting)
  }

  var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}

enum ContextText: String, Localized {
  case badLanguage

  var translation: Translation {
    switch self {
    case .badLanguage:
      Translation(
        "unknown language \"{0}\" (use en, ko or ja)", ko: "알 수 없는 언어 \"{0}\" (en, ko, ja 중 하나)",
        ja: "不明な言語「{0}」（en、ko、ja のいずれか）")
    }
  }
}
