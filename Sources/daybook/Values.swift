import DaybookCore

/// Parsing of the values options take (days, times, counts), with the usage error to show
/// when a value is wrong. Shared by every command so `--date` means the same everywhere.
enum Values {
  /// `YYYY-MM-DD`, `today` or `yesterday`.
  static func day(_ text: String, option: String, today: Day) throws(CommandError) -> Day {
    switch text.lowercased() {
    case "today": return today
    case "yesterday": return today.adding(days: -1)
    default:
      guard let day = Day(iso: text) else { throw .usage(ValueText.invalidDate(text, option)) }
      return day
    }
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
    guard let result else { throw .usage(ValueText.invalidTime(text, option)) }
    guard result <= now else { throw .usage(ValueText.futureTime(text, option)) }
    return result
  }

  /// A whole number within `range`.
  static func integer(_ text: String, option: String, in range: ClosedRange<Int>)
    throws(CommandError) -> Int
  {
    guard let value = Int(text), range.contains(value) else {
      throw .usage(ValueText.invalidNumber(text, option, range))
    }
    return value
  }

  /// A positive amount, optionally followed by the expected unit (`400`, `400mg`).
  static func amount(_ text: String, option: String, unit: String) throws(CommandError) -> Double {
    var digits = text.lowercased().filter { !$0.isWhitespace }
    if digits.hasSuffix(unit) { digits.removeLast(unit.count) }
    guard let value = Double(digits), value.isFinite, value > 0, digits.first != "+" else {
      throw .usage(ValueText.invalidAmount(text, option, unit))
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

private enum ValueText {
  static func invalidDate(_ text: String, _ option: String) -> String {
    "invalid date \"\(text)\" for \(option) (expected YYYY-MM-DD)"
  }
  static func invalidTime(_ text: String, _ option: String) -> String {
    "invalid time \"\(text)\" for \(option) (expected HH:MM, YYYY-MM-DD HH:MM or YYYY-MM-DD)"
  }
  static func futureTime(_ text: String, _ option: String) -> String {
    "\(option) \"\(text)\" is in the future"
  }
  static func invalidNumber(_ text: String, _ option: String, _ range: ClosedRange<Int>) -> String
  {
    "invalid number \"\(text)\" for \(option) (expected \(range.lowerBound)–\(range.upperBound))"
  }
  static func invalidAmount(_ text: String, _ option: String, _ unit: String) -> String {
    "invalid amount \"\(text)\" for \(option) (expected a positive number of \(unit))"
  }
}
