/// Reads the due day typed for a todo.
public enum DueDayParser {
  /// Parses, case-insensitively and ignoring surrounding spaces: `YYYY-MM-DD`, `today`,
  /// `tomorrow`, a weekday (`fri`, `friday`, `thu`, `thurs`…: the next such day after today,
  /// a week ahead when today is that day), or `+Nd`, `+Nw`, `+Nm` (N from 0 to 9999; months
  /// clamp the day, Jan 31 `+1m` is Feb 28). Nil for anything else or an impossible date.
  public static func parse(_ text: String, today: Day) -> Day? {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace)
    guard words.count == 1 else { return nil }
    let word = String(words[0])
    if let day = Day(iso: word) { return day }
    switch word {
    case "today": return today
    case "tomorrow": return checked(today.adding(days: 1))
    default: break
    }
    if let weekday = weekdays[word] {
      let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
      return checked(today.adding(days: ahead == 0 ? 7 : ahead))
    }
    return offset(word, from: today)
  }

  private static let weekdays: [String: Weekday] = [
    "mon": .monday, "monday": .monday,
    "tue": .tuesday, "tues": .tuesday, "tuesday": .tuesday,
    "wed": .wednesday, "wednesday": .wednesday,
    "thu": .thursday, "thur": .thursday, "thurs": .thursday, "thursday": .thursday,
    "fri": .friday, "friday": .friday,
    "sat": .saturday, "saturday": .saturday,
    "sun": .sunday, "sunday": .sunday,
  ]

  private static func offset(_ word: String, from today: Day) -> Day? {
    guard word.first == "+", let unit = word.last else { return nil }
    let digits = word.dropFirst().dropLast()
    guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(digits)
    else { return nil }
    switch unit {
    case "d": return checked(today.adding(days: count))
    case "w": return checked(today.adding(days: count * 7))
    case "m": return checked(today.adding(months: count))
    default: return nil
    }
  }

  /// Day's arithmetic does not range-check; a result past year 9999 is not a valid Day.
  private static func checked(_ day: Day) -> Day? {
    Day(year: day.year, month: day.month, day: day.day)
  }
}
