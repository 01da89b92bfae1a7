/// A language Daybook speaks; switched live in the TUI, chosen with `--lang` on the command
/// line, and taken from the locale on first run.
public enum Language: String, CaseIterable, Equatable, Sendable {
  case en, ko, ja

  /// The language a setting names, English when unset or unknown.
  public init(setting: String?) {
    self = setting.flatMap { Language(rawValue: $0.lowercased().prefix(2).description) } ?? .en
  }

  /// The language of the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), or nil when it
  /// is not one Daybook speaks (`C.UTF-8`, `de_DE.UTF-8`).
  public init?(environment: [String: String]) {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale, let language = Language(rawValue: String(locale.lowercased().prefix(2)))
    else { return nil }
    self = language
  }

  /// The language's own name, as offered in the language picker.
  public var nativeName: String {
    switch self {
    case .en: "English"
    case .ko: "한국어"
    case .ja: "日本語"
    }
  }
}

/// One user-visible text in every language Daybook speaks. Templates take `{0}`, `{1}`…
/// placeholders, filled in order.
public struct Translation: Equatable, Sendable {
  public let en: String
  public let ko: String
  public let ja: String

  public init(_ en: String, ko: String, ja: String) {
    self.en = en
    self.ko = ko
    self.ja = ja
  }

  public func template(_ language: Language) -> String {
    switch language {
    case .en: en
    case .ko: ko
    case .ja: ja
    }
  }
}

/// A table of texts: an enum whose every case has a translation, so a text missing in one
/// language does not compile, and `LocalizationCheck` tests placeholders and blanks.
public protocol Localized: CaseIterable, Sendable {
  var translation: Translation { get }
}

extension Localized {
  /// The text in `language` with placeholders filled from `arguments`.
  public func text(_ language: Language, _ arguments: String...) -> String {
    Localization.fill(translation.template(language), arguments)
  }

  public func text(_ language: Language, arguments: [String]) -> String {
    Localization.fill(translation.template(language), arguments)
  }
}

public enum Localization {
  /// Replaces `{0}`, `{1}`… with the arguments (in one pass, so an argument that contains
  /// `{1}` stays as it is) and picks a Korean particle written both ways right after a
  /// placeholder (`{0}은(는)`, `"{0}"을(를)`, `{0}(으)로`) for the word put there.
  public static func fill(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      // Slices are appended as strings: `+=` with a substring takes the generic path, whose
      // first use in a process costs more than the message (every command words one).
      result += String(rest[..<open])
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}"), !after[..<close].isEmpty,
        after[..<close].allSatisfy({ $0.isASCII && $0.isNumber }),
        let index = Int(after[..<close]), arguments.indices.contains(index)
      else {
        result += "{"
        rest = after
        continue
      }
      let argument = arguments[index]
      result += argument
      rest = after[after.index(after: close)...]
      let quotes = rest.prefix { KoreanParticle.isClosing($0) }
      if let (length, particle) = KoreanParticle.match(
        rest.dropFirst(quotes.count), after: argument)
      {
        result += String(quotes) + particle
        rest = rest.dropFirst(quotes.count + length)
      }
    }
    result += String(rest)
    return result
  }

  /// Problems in a table: blank texts, or languages whose placeholders differ from English's.
  public static func problems<T: Localized>(in table: T.Type) -> [String] {
    var problems: [String] = []
    for key in T.allCases {
      let translation = key.translation
      let english = placeholders(translation.en)
      for language in Language.allCases {
        let text = translation.template(language)
        if text.allSatisfy(\.isWhitespace) {
          problems.append("\(T.self).\(key) is blank in \(language.rawValue)")
        } else if placeholders(text) != english {
          problems.append("\(T.self).\(key) has other placeholders in \(language.rawValue)")
        }
      }
    }
    return problems
  }

  static func placeholders(_ text: String) -> Set<String> {
    var found = Set<String>()
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      let inside = after[..<close]
      if !inside.isEmpty, inside.allSatisfy(\.isNumber) { found.insert(String(inside)) }
      rest = after[after.index(after: close)...]
    }
    return found
  }
}

/// Month and weekday names and relative dates, shared by the TUI and the command line.
public enum CalendarText {
  public static func monthName(_ month: Int, _ language: Language) -> String {
    let english = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    let index = max(1, min(12, month)) - 1
    switch language {
    case .en: return english[index]
    case .ko: return "\(index + 1)월"
    case .ja: return "\(index + 1)月"
    }
  }

  /// "November 2026", "2026년 11월", "2026年11月".
  public static func monthTitle(_ day: Day, _ language: Language) -> String {
    switch language {
    case .en: "\(monthName(day.month, .en)) \(day.year)"
    case .ko: "\(day.year)년 \(day.month)월"
    case .ja: "\(day.year)年\(day.month)月"
    }
  }

  /// Two-column weekday abbreviations: "Mo", "월", "月".
  public static func weekdayShort(_ weekday: Weekday, _ language: Language) -> String {
    let index = weekday.rawValue - 1
    switch language {
    case .en: return ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][index]
    case .ko: return ["월", "화", "수", "목", "금", "토", "일"][index]
    case .ja: return ["月", "火", "水", "木", "金", "土", "日"][index]
    }
  }

  /// A plant's D-day in words: "D-2", "today", "3 days late".
  public static func dDay(_ days: Int, _ language: Language) -> String {
    if days > 0 { return "D-\(days)" }
    if days == 0 { return RelativeText.today.text(language) }
    return days == -1
      ? RelativeText.oneDayLate.text(language) : RelativeText.daysLate.text(language, "\(-days)")
  }
}

enum RelativeText: String, Localized {
  case today, oneDayLate, daysLate

  var translation: Translation {
    switch self {
    case .today: Translation("today", ko: "오늘", ja: "今日")
    case .oneDayLate: Translation("1 day late", ko: "1일 지남", ja: "1日遅れ")
    case .daysLate: Translation("{0} days late", ko: "{0}일 지남", ja: "{0}日遅れ")
    }
  }
}
