#if canImport(Glibc)
  import Glibc
#endif

/// A template a new day's entry starts from: a file `NAME.md` in
/// `$XDG_CONFIG_HOME/daybook/templates/` (default `~/.config/daybook/templates/`), or the
/// built-in `weekday` (prompts that change with the day of the week, in the language of the
/// moment). A file of the same name wins over a built-in one. In the text, `{date}` becomes
/// the day as a heading ("Tue 1 Dec 2026", "2026년 12월 1일 (화)") and `{day}` its ISO date.
public struct EntryTemplate: Equatable, Sendable {
  public let name: String
  private let source: Source

  private enum Source: Equatable, Sendable {
    case file(String)
    case weekday
  }

  /// The names of the built-in templates.
  public static let builtinNames = ["weekday"]

  /// The text to start `day`'s entry with.
  public func text(for day: Day, language: Language) -> String {
    let raw: String
    switch source {
    case .file(let text): raw = text
    case .weekday: raw = EntryTemplate.weekdayText(for: day, language: language)
    }
    return raw.replacing("{date}", with: CalendarText.longDate(day, language))
      .replacing("{day}", with: day.iso)
  }

  public static func folder(environment: [String: String]) -> String? {
    ConfigFile.defaultPath(environment: environment).map {
      String($0.dropLast("/config".count)) + "/templates"
    }
  }

  /// The template called `name`; nil when there is none (or the name is not a name).
  public static func named(_ name: String, environment: [String: String]) throws
    -> EntryTemplate?
  {
    guard ConfigValues.isName(name) else { return nil }
    if let folder = folder(environment: environment) {
      let path = folder + "/" + name + ".md"
      if access(path, F_OK) == 0, let file = try ConfigFile.load(path: path) {
        return EntryTemplate(name: name, source: .file(file.text))
      }
    }
    return name == "weekday" ? EntryTemplate(name: name, source: .weekday) : nil
  }

  /// Every template there is: the built-in ones and the files, sorted.
  public static func names(environment: [String: String]) -> [String] {
    let files = folder(environment: environment).map { Journal.fileNames(in: $0) } ?? []
    let named = files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
      .filter(ConfigValues.isName)
    return Array(Set(named + builtinNames)).sorted()
  }

  static func weekdayText(for day: Day, language: Language) -> String {
    let prompt: TemplateText =
      switch day.weekday {
      case .monday: .monday
      case .tuesday: .tuesday
      case .wednesday: .wednesday
      case .thursday: .thursday
      case .friday: .friday
      case .saturday: .saturday
      case .sunday: .sunday
      }
    // A blank line to write on under each prompt.
    return TemplateText.weekdayHead.text(language) + "\n\n\n" + prompt.text(language) + "\n\n\n"
      + TemplateText.weekdayTail.text(language) + "\n\n"
  }
}

enum TemplateText: String, Localized {
  case weekdayHead, weekdayTail
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  var translation: Translation {
    switch self {
    case .weekdayHead:
      Translation(
        "{date}\n\nHow do I feel right now?", ko: "{date}\n\n지금 기분은 어떤가?",
        ja: "{date}\n\n今の気分は？")
    case .weekdayTail:
      Translation(
        "One thing I am grateful for:", ko: "오늘 고마운 한 가지:", ja: "今日ありがたかったこと一つ:")
    case .monday:
      Translation(
        "What do I want from this week?", ko: "이번 주에 바라는 것은?", ja: "今週に望むことは？")
    case .tuesday:
      Translation(
        "What is one thing I can finish today?", ko: "오늘 끝낼 수 있는 한 가지는?",
        ja: "今日終わらせられることを一つ")
    case .wednesday:
      Translation(
        "Halfway through the week: what needs more care?", ko: "한 주의 절반: 더 돌볼 것은?",
        ja: "週の半ば: もっと手をかけたいことは？")
    case .thursday:
      Translation(
        "Who could I thank or help today?", ko: "오늘 고마움을 전하거나 도울 사람은?",
        ja: "今日お礼を言うか助けられる人は？")
    case .friday:
      Translation(
        "What went well this week?", ko: "이번 주에 잘된 것은?", ja: "今週うまくいったことは？")
    case .saturday:
      Translation(
        "What would rest look like today?", ko: "오늘의 쉼은 어떤 모습일까?", ja: "今日の休みはどんな形？")
    case .sunday:
      Translation(
        "What do I want to carry into next week?", ko: "다음 주로 가져갈 것은?",
        ja: "来週に持っていきたいことは？")
    }
  }
}
