/// Reads a day typed by a person, in English, Korean or Japanese: the due day of a todo, the
/// day to go to in the calendar.
public enum DueDayParser {
  /// What a month and day typed without a year (`12/5`) mean.
  public enum YearlessDay: Equatable, Sendable {
    /// The next such day on or after today (a due day is in the future).
    case upcoming
    /// That day in the given year (going to a date in the calendar on screen).
    case inYear(Int)
    /// The last such day on or before today (a diary's day is in the past).
    case latest
  }

  /// Which way a bare weekday (`fri`, `금요일`) points: to the next one (a due day, an
  /// event), or to the last one (the day a diarist writes about).
  public enum Direction: Equatable, Sendable {
    case ahead
    case back
  }

  /// Parses, case-insensitively, ignoring surrounding spaces and reading full-width digits
  /// as ASCII:
  /// - `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYY.MM.DD`, `2026년 12월 5일`, `2026年12月5日`;
  /// - `12/5`, `12-05`, `12.5`, `12월 5일`, `12月5日` (see `YearlessDay`);
  /// - `today`, `tomorrow`, `오늘`, `내일`, `모레`, `글피`, `今日`, `明日`, `明後日`, `あした`…;
  /// - a weekday (`fri`, `friday`, `금요일`, `金曜日`, `金曜`): the next such day after today,
  ///   a week ahead when today is that day; `next fri`, `다음 주 금요일`, `来週の金曜日`: that
  ///   day in the week after this one (weeks start on Monday); `this fri`, `이번 주 금요일`,
  ///   `今週の金曜日`: that day in this week; with `direction` `.back`, a bare weekday is the
  ///   last such day before today, a week back when today is that day;
  /// - `+Nd`, `+Nw`, `+Nm` (N from 0 to 9999; months clamp the day, Jan 31 `+1m` is Feb 28),
  ///   `3일 후`, `3日後`; and back: `-Nd`, `-Nw`, `-Nm`, `3 days ago`, `3일 전`, `3日前`.
  /// Nil for anything else or an impossible date.
  public static func parse(
    _ text: String, today: Day, yearless: YearlessDay = .upcoming, direction: Direction = .ahead
  ) -> Day? {
    let normalized = halfWidth(text.lowercased())
    let words = normalized.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return nil }
    let joined = words.joined()
    if let day = numericDay(words.joined(separator: " "), today: today, yearless: yearless) {
      return day
    }
    if let days = relativeWords[joined] { return checked(today.adding(days: days)) }
    if let day = weekdayPhrase(joined, words: words, today: today, direction: direction) {
      return day
    }
    if words.count == 1, let day = offset(joined, from: today) { return day }
    return afterDays(joined, from: today)
  }

  /// Words for a day counted from today.
  private static let relativeWords: [String: Int] = [
    "today": 0, "tomorrow": 1, "오늘": 0, "내일": 1, "낼": 1, "모레": 2, "내일모레": 2, "글피": 3,
    "今日": 0, "きょう": 0, "本日": 0, "明日": 1, "あした": 1, "あす": 1, "明後日": 2,
    "あさって": 2, "明明後日": 3, "しあさって": 3,
  ]

  private static let weekdays: [String: Weekday] = {
    var table: [String: Weekday] = [
      "mon": .monday, "monday": .monday,
      "tue": .tuesday, "tues": .tuesday, "tuesday": .tuesday,
      "wed": .wednesday, "wednesday": .wednesday,
      "thu": .thursday, "thur": .thursday, "thurs": .thursday, "thursday": .thursday,
      "fri": .friday, "friday": .friday,
      "sat": .saturday, "saturday": .saturday,
      "sun": .sunday, "sunday": .sunday,
    ]
    let korean = ["월", "화", "수", "목", "금", "토", "일"]
    let japanese = ["月", "火", "水", "木", "金", "土", "日"]
    for (index, weekday) in Weekday.allCases.enumerated() {
      table[korean[index] + "요일"] = weekday
      table[korean[index] + "욜"] = weekday
      table[japanese[index] + "曜日"] = weekday
      table[japanese[index] + "曜"] = weekday
    }
    return table
  }()

  /// Prefixes for a weekday of next week and of this week (spaces already removed).
  private static let nextWeek = ["next", "다음주", "담주", "来週の", "来週", "らいしゅうの", "らいしゅう"]
  private static let thisWeek = ["this", "이번주", "今週の", "今週", "こんしゅうの", "こんしゅう"]

  private static func weekdayPhrase(
    _ joined: String, words: [String], today: Day, direction: Direction
  ) -> Day? {
    if let weekday = weekdays[joined] {
      switch direction {
      case .ahead:
        let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        return checked(today.adding(days: ahead == 0 ? 7 : ahead))
      case .back:
        let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
        return checked(today.adding(days: back == 0 ? -7 : -back))
      }
    }
    let monday = today.startOfWeek(.monday)
    for (prefixes, weekOffset) in [(nextWeek, 7), (thisWeek, 0)] {
      for prefix in prefixes where joined.hasPrefix(prefix) {
        if let weekday = weekdays[String(joined.dropFirst(prefix.count))] {
          return checked(monday.adding(days: weekOffset + weekday.rawValue - 1))
        }
      }
    }
    return nil
  }

  /// Dates written with digits: with or without a year, with `-`, `/`, `.` or the Korean and
  /// Japanese year, month and day signs.
  private static func numericDay(_ text: String, today: Day, yearless: YearlessDay) -> Day? {
    if let day = Day(iso: text) { return day }
    guard let first = text.first, first.isASCII, first.isNumber else { return nil }
    var fields: [Int] = []
    var number = ""
    for character in text {
      if character.isASCII, character.isNumber {
        number.append(character)
        continue
      }
      if !number.isEmpty {
        guard number.count <= 4, let value = Int(number) else { return nil }
        fields.append(value)
        number = ""
      }
      switch character {
      case "-", "/", ".", "년", "월", "일", "年", "月", "日", " ": continue
      default: return nil
      }
    }
    if !number.isEmpty {
      guard number.count <= 4, let value = Int(number) else { return nil }
      fields.append(value)
    }
    switch fields.count {
    case 3:
      guard fields[0] >= 1000 else { return nil }
      return Day(year: fields[0], month: fields[1], day: fields[2])
    case 2:
      guard fields[0] <= 12 else { return nil }
      switch yearless {
      case .inYear(let year): return Day(year: year, month: fields[0], day: fields[1])
      case .upcoming:
        // Feb 29 may only exist some years ahead.
        for ahead in 0...8 {
          if let day = Day(year: today.year + ahead, month: fields[0], day: fields[1]),
            day >= today
          {
            return day
          }
        }
        return nil
      case .latest:
        for back in 0...8 {
          if let day = Day(year: today.year - back, month: fields[0], day: fields[1]),
            day <= today
          {
            return day
          }
        }
        return nil
      }
    default: return nil
    }
  }

  private static func offset(_ word: String, from today: Day) -> Day? {
    guard let sign = word.first, sign == "+" || sign == "-", let unit = word.last else {
      return nil
    }
    let digits = word.dropFirst().dropLast()
    guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let magnitude = Int(digits)
    else { return nil }
    let count = sign == "-" ? -magnitude : magnitude
    switch unit {
    case "d": return checked(today.adding(days: count))
    case "w": return checked(today.adding(days: count * 7))
    case "m": return checked(today.adding(months: count))
    default: return nil
    }
  }

  /// `3일 후`, `3일뒤`, `3日後`, `2주 후`, `2週間後`; and back: `3일 전`, `3日前`,
  /// `3 days ago`, `2 weeks ago`, `1 month ago`.
  private static func afterDays(_ joined: String, from today: Day) -> Day? {
    let digits = joined.prefix { $0.isASCII && $0.isNumber }
    guard (1...4).contains(digits.count), let count = Int(digits) else { return nil }
    switch joined.dropFirst(digits.count) {
    case "일후", "일뒤", "日後", "にちご": return checked(today.adding(days: count))
    case "주후", "주뒤", "週間後", "週後": return checked(today.adding(days: count * 7))
    case "달후", "개월후", "ヶ月後", "か月後", "カ月後": return checked(today.adding(months: count))
    case "일전", "日前", "dayago", "daysago": return checked(today.adding(days: -count))
    case "주전", "週間前", "週前", "weekago", "weeksago":
      return checked(today.adding(days: -count * 7))
    case "달전", "개월전", "ヶ月前", "か月前", "カ月前", "monthago", "monthsago":
      return checked(today.adding(months: -count))
    default: return nil
    }
  }

  /// Full-width ASCII (from Korean and Japanese input methods) as plain ASCII.
  static func halfWidth(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          (0xFF01...0xFF5E).contains(scalar.value)
            ? Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
            : scalar.value == 0x3000 ? " " : scalar
        }))
  }

  /// Day's arithmetic does not range-check; a result past year 9999 is not a valid Day.
  private static func checked(_ day: Day) -> Day? {
    Day(year: day.year, month: day.month, day: day.day)
  }
}
