import DaybookCore

/// Parsing of the values options take (days, times, counts), with the usage error to show
/// when a value is wrong. Shared by every command so `--date` means the same everywhere.
enum Values {
  /// `YYYY-MM-DD`, `today` or `yesterday`.
  static func day(_ text: String, option: String, today: Day) throws(CommandError) -> Day {
    switch text.lowercased().trimmingSpaces() {
    case "yesterday", "어제", "昨日", "きのう": return today.adding(days: -1)
    default:
      // `today`, `2026-12-05`, `12/5` (this year), `12월 5일`, `내일`, `明日`…
      guard let day = DueDayParser.parse(text, today: today, yearless: .inYear(today.year))
      else { throw .usage(ValueText.invalidDate, text, option) }
      return day
    }
  }

  /// The day a diarist writes about: relative words point back (`fri` is the last Friday,
  /// `12/5` the last 5 December, `-3d` three days ago), and a day after today is refused
  /// unless `future` (`--future`), with which they point ahead as for a due day.
  static func diaryDay(_ text: String, option: String, today: Day, future: Bool)
    throws(CommandError) -> Day
  {
    let day: Day
    switch text.lowercased().trimmingSpaces() {
    case "yesterday", "어제", "昨日", "きのう": day = today.adding(days: -1)
    default:
      guard
        let parsed = DueDayParser.parse(
          text, today: today, yearless: future ? .upcoming : .latest,
          direction: future ? .ahead : .back)
      else { throw .usage(ValueText.invalidDate, text, option) }
      day = parsed
    }
    guard day <= today || future else { throw .usage(ValueText.futureDay, day.iso, option) }
    return day
  }

  /// `HH:MM` (today), `YYYY-MM-DD HH:MM` (also with `T`), or `YYYY-MM-DD` (noon that day).
  /// An instant after `now` is refused: care and intake are recorded after they happen.
  static func instant(_ text: String, option: String, now: Timestamp) throws(CommandError)
    -> Timestamp
  {
    let trimmed = text.trimmingSpaces()
    let today = LocalTime.day(of: now)
    var result: Timestamp?
    if let clock = LocalTime.parseClock(trimmed) {
      result = LocalTime.timestamp(of: today, hour: clock.hour, minute: clock.minute)
    } else if let day = Day(iso: trimmed) {
      result = LocalTime.timestamp(of: day, hour: 12)
    } else if trimmed.count > 11 {
      let datePart = trimmed.prefix(10)
      let separator = trimmed.dropFirst(10).prefix(1)
      let clockPart = trimmed.dropFirst(11)
      if separator == " " || separator == "T", let day = Day(iso: datePart),
        let clock = LocalTime.parseClock(clockPart)
      {
        result = LocalTime.timestamp(of: day, hour: clock.hour, minute: clock.minute)
      }
    }
    guard let result else { throw .usage(ValueText.invalidTime, text, option) }
    guard result <= now else { throw .usage(ValueText.futureTime, text, option) }
    return result
  }

  /// A whole number within `range`.
  static func integer(_ text: String, option: String, in range: ClosedRange<Int>)
    throws(CommandError) -> Int
  {
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        ValueText.invalidNumber, text, option, String(range.lowerBound), String(range.upperBound))
    }
    return value
  }

  /// A positive amount, optionally followed by the expected unit (`400`, `400mg`).
  static func amount(_ text: String, option: String, unit: String) throws(CommandError) -> Double {
    var digits = text.lowercased().filter { !$0.isWhitespace }
    if digits.hasSuffix(unit) { digits.removeLast(unit.count) }
    guard let value = Double(digits), value.isFinite, value > 0, digits.first != "+" else {
      throw .usage(ValueText.invalidAmount, text, option, unit)
    }
    return value
  }

  /// `75` rather than `75.0`.
  static func number(_ value: Double) -> String { Journal.number(value) }
}

extension String {
  func trimmingSpaces() -> String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<end])
  }
}

enum ValueText: String, Localized {
  case invalidDate, invalidTime, futureTime, invalidNumber, invalidAmount, futureDay

  var translation: Translation {
    switch self {
    case .futureDay:
      Translation(
        "{0} ({1}) is after today; add --future to write about a day ahead",
        ko: "{1}의 날짜 {0}은(는) 오늘 이후입니다. 앞날에 쓰려면 --future를 붙이세요",
        ja: "{0}（{1}）は今日より後です。先の日に書くには --future を付けてください")
    case .invalidDate:
      Translation(
        "invalid date \"{0}\" for {1} (expected YYYY-MM-DD)",
        ko: "{1}의 날짜 \"{0}\"이(가) 올바르지 않습니다 (YYYY-MM-DD)",
        ja: "{1} の日付「{0}」が正しくありません（YYYY-MM-DD）")
    case .invalidTime:
      Translation(
        "invalid time \"{0}\" for {1} (expected HH:MM, YYYY-MM-DD HH:MM or YYYY-MM-DD)",
        ko: "{1}의 시각 \"{0}\"이(가) 올바르지 않습니다 (HH:MM, YYYY-MM-DD HH:MM, YYYY-MM-DD)",
        ja: "{1} の時刻「{0}」が正しくありません（HH:MM、YYYY-MM-DD HH:MM、YYYY-MM-DD）")
    case .futureTime:
      Translation(
        "{1} \"{0}\" is in the future", ko: "{1} \"{0}\"은(는) 미래입니다",
        ja: "{1}「{0}」は未来の時刻です")
    case .invalidNumber:
      Translation(
        "invalid number \"{0}\" for {1} (expected {2}–{3})",
        ko: "{1}의 숫자 \"{0}\"이(가) 올바르지 않습니다 ({2}–{3})",
        ja: "{1} の数「{0}」が正しくありません（{2}–{3}）")
    case .invalidAmount:
      Translation(
        "invalid amount \"{0}\" for {1} (expected a positive number of {2})",
        ko: "{1}의 양 \"{0}\"이(가) 올바르지 않습니다 ({2} 단위의 양수)",
        ja: "{1} の量「{0}」が正しくありません（{2} 単位の正の数）")
    }
  }
}

/// Row ids as the `edit` and `rm` subcommands read them: `3` or `#3`, each command wording
/// its own messages.
struct RowIDs: Sendable {
  let invalid: any Localized & Sendable
  let missing: any Localized & Sendable
  let unexpected: any Localized & Sendable

  func parse(_ word: String) throws(CommandError) -> RowID {
    let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
    guard let id = RowID(digits), id > 0 else { throw .usage(invalid, word) }
    return id
  }

  /// The one id of an `edit`.
  func single(_ words: [String], subcommand: String) throws(CommandError) -> RowID {
    guard let first = words.first else { throw .usage(missing, subcommand) }
    if words.count > 1 { throw .usage(unexpected, words[1]) }
    return try parse(first)
  }
}
