import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// What every command gets: the environment, the journal's path (opened only when needed, so
/// `--help` and bad arguments never create a file), the clock and the output.
final class Context {
  let environment: [String: String]
  var journalPath: String {
    // A journal opened before `--journal` or `--db` after the command name is not the one meant.
    didSet { if journalPath != oldValue { openedJournal = nil } }
  }
  /// The words naming the running command (`plant add`), for the error prefix.
  var commandName = ""
  let clock: Clock
  let output: Output
  /// The config file, read once at start.
  var settings = Settings(environment: [:])
  /// The name of the journal in use when it was picked by name (`--journal`, the config).
  var journalName: String?
  /// The language `--lang` asked for.
  private(set) var languageOverride: Language?
  private var resolvedLanguage: Language?
  private var openedJournal: Journal?
  /// Whether `openedJournal` was opened only to read.
  private var openedReadOnly = false

  init(environment: [String: String], journalPath: String, clock: Clock, output: Output) {
    self.environment = environment
    self.journalPath = journalPath
    self.clock = clock
    self.output = output
  }

  var today: Day { clock.today }
  var now: Timestamp { clock.now() }

  /// Why `$DAYBOOK_DB` names no journal (`~` with no HOME to expand it against), when it
  /// does not; the error is given only when a journal is needed.
  var journalPathError: JournalError?

  /// The journal's path, or a clear error when no `--db` was given and there is no usable
  /// HOME or XDG_DATA_HOME to put the default journal in (nothing is created then).
  func usableJournalPath() throws -> String {
    guard !journalPath.isEmpty else {
      if let journalPathError { throw journalPathError }
      throw CommandError.failure(ContextText.noHome)
    }
    return journalPath
  }

  /// `--db PATH`: a leading `~` is expanded against HOME (a shell leaves `--db=~/x` as it
  /// is), or refused when there is no HOME to expand it against.
  func takeJournalPath(_ path: String) throws {
    journalPath = try EnvironmentPaths.expanded(path, environment).get()
    journalPathError = nil
    journalName = nil
  }

  func journal() throws -> Journal {
    if let openedJournal, !openedReadOnly { return openedJournal }
    // A journal opened read-only (for the language, say) cannot take a write: open it again
    // for writing, which says in one line why when the journal is read-only.
    openedJournal = nil
    let journal = try Journal(path: try usableJournalPath())
    journal.settingOverrides = settings.journalOverrides
    openedJournal = journal
    openedReadOnly = false
    return journal
  }

  /// Names on stderr, once at the end of a command, each stored setting the journal holds
  /// out of its range (the command used the default for it); the view shows them itself.
  func noteStoredSettingProblems() {
    guard !commandName.isEmpty, let journal = openedJournal,
      let problems = try? journal.storedSettingProblems(), !problems.isEmpty
    else { return }
    output.flush()
    for problem in problems { output.error("daybook: " + problem.message(language)) }
  }

  /// Lets go of the journal this run opened (to read its language, say), so that `forget`
  /// sees only other processes holding it.
  func closeJournal() {
    openedJournal = nil
  }

  /// The journal for a command that only reads: opened read-only (nothing created, nothing
  /// changed; works on read-only media), else as `journal()` does when it does not exist yet
  /// or needs the schema upgrade only a writing open makes.
  func readingJournal() throws -> Journal {
    if let openedJournal { return openedJournal }
    let path = try usableJournalPath()
    guard access(path, F_OK) == 0 else { return try journal() }
    do {
      let journal = try Journal(readingOnly: path)
      journal.settingOverrides = settings.journalOverrides
      openedJournal = journal
      openedReadOnly = true
      return journal
    } catch let error as JournalError where error.kind == .readOnly {
      return try journal()
    }
  }

  /// The language of messages: `--lang`, else the journal's `language` setting, else the
  /// locale, else English. Worked out once, when first needed (after the arguments are read).
  var language: Language {
    if let resolvedLanguage { return resolvedLanguage }
    let language =
      languageOverride ?? settings.values["language"].flatMap(Language.init(rawValue:))
      ?? settingLanguage() ?? Language(environment: environment) ?? .en
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
    // A read-only journal (read-only media, a snapshot) still has its language.
    guard access(journalPath, F_OK) == 0,
      let journal = (try? journal()) ?? (try? readingJournal()),
      let setting = try? journal.settings().language
    else { return nil }
    return Language(rawValue: setting)
  }

  var stdinIsTerminal: Bool { output.streams.inputIsTerminal }
  /// The descriptor stdin is read from.
  var standardInput: Int32 { output.streams.input }

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
  case badLanguage, noHome

  var translation: Translation {
    switch self {
    case .noHome:
      Translation(
        "no usable home folder for the journal: set HOME (or XDG_DATA_HOME or DAYBOOK_DB), or "
          + "name a journal with --db",
        ko: "일지를 둘 홈 폴더가 없습니다: HOME(또는 XDG_DATA_HOME, DAYBOOK_DB)을 설정하거나 "
          + "--db로 일지를 지정하세요",
        ja: "日誌を置くホームフォルダーがありません: HOME（または XDG_DATA_HOME、DAYBOOK_DB）を"
          + "設定するか、--db で日誌を指定してください")
    case .badLanguage:
      Translation(
        "unknown language \"{0}\" (use en, ko or ja)", ko: "알 수 없는 언어 \"{0}\" (en, ko, ja 중 하나)",
        ja: "不明な言語「{0}」（en、ko、ja のいずれか）")
    }
  }
}
