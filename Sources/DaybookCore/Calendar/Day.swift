#if canImport(Glibc)
  import Glibc
#endif

/// A calendar date with no time of day and no time zone: moving by days or months is pure
/// calendar arithmetic, so daylight-saving changes cannot shift it.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Builds a day, or nil when the combination does not exist (2026-02-30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Day.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses exactly `YYYY-MM-DD`.
  public init?(iso text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD` as UTF-8 bytes (a column read straight from SQLite, no string made).
  init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    var fields = (0, 0, 0)
    for index in 0..<10 where index != 4 && index != 7 {
      let byte = bytes[index]
      guard byte >= 48, byte <= 57 else { return nil }
      let digit = Int(byte - 48)
      if index < 4 {
        fields.0 = fields.0 * 10 + digit
      } else if index < 7 {
        fields.1 = fields.1 * 10 + digit
      } else {
        fields.2 = fields.2 * 10 + digit
      }
    }
    self.init(year: fields.0, month: fields.1, day: fields.2)
  }

  /// `YYYY-MM-DD`.
  public var iso: String {
    // Written digit by digit: listing thousands of search hits prints a day on every line.
    if (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) {
      return String(unsafeUninitializedCapacity: 10) { buffer in
        func put(_ value: Int, _ width: Int, at offset: Int) {
          var rest = value
          for place in (0..<width).reversed() {
            buffer[offset + place] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
          }
        }
        put(year, 4, at: 0)
        buffer[4] = UInt8(ascii: "-")
        put(month, 2, at: 5)
        buffer[7] = UInt8(ascii: "-")
        put(day, 2, at: 8)
        return 10
      }
    }
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  public var description: String { iso }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (proleptic Gregorian; Howard Hinnant's days_from_civil).
  public var ordinal: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The day `ordinal` days after 1970-01-01.
  public init(ordinal: Int) {
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(unchecked: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  public func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }

  /// Moves by calendar months, clamping the day to the target month (Jan 31 + 1 = Feb 28).
  public func adding(months: Int) -> Day {
    let index = year * 12 + (month - 1) + months
    let newYear = index / 12
    let newMonth = index % 12 + 1
    return Day(unchecked: newYear, newMonth, min(day, Day.daysIn(month: newMonth, year: newYear)))
  }

  /// Whole days from `self` to `other` (positive when `other` is later).
  public func days(until other: Day) -> Int { other.ordinal - ordinal }

  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = ((ordinal % 7) + 7 + 3) % 7
    return Weekday(rawValue: index + 1) ?? .monday
  }

  public var firstOfMonth: Day { Day(unchecked: year, month, 1) }
  public var lastOfMonth: Day { Day(unchecked: year, month, Day.daysIn(month: month, year: year)) }
  public var firstOfYear: Day { Day(unchecked: year, 1, 1) }

  /// The first day of the week containing `self`.
  public func startOfWeek(_ weekStart: WeekStart) -> Day {
    let offset = (weekday.rawValue - weekStart.firstWeekday.rawValue + 7) % 7
    return adding(days: -offset)
  }

  /// Six rows of seven days covering the month, starting on the week start; days outside the
  /// month are included so the grid is always rectangular.
  public func monthGrid(weekStart: WeekStart) -> [[Day]] {
    let start = firstOfMonth.startOfWeek(weekStart)
    return (0..<6).map { row in (0..<7).map { start.adding(days: row * 7 + $0) } }
  }

  /// Every day from `self` through `last`, inclusive.
  public func through(_ last: Day) -> [Day] {
    guard self <= last else { return [] }
    return (ordinal...last.ordinal).map(Day.init(ordinal:))
  }
}

extension Day: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let day = Day(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso)
  }
}

/// ISO weekday numbering: Monday is 1, Sunday is 7.
public enum Weekday: Int, Sendable, CaseIterable, Codable {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}

public enum WeekStart: String, Sendable, Codable, CaseIterable {
  case monday, sunday

  public var firstWeekday: Weekday { self == .monday ? .monday : .sunday }

  /// The seven weekdays in display order.
  public var weekdays: [Weekday] {
    self == .monday
      ? Weekday.allCases : [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
  }
}
