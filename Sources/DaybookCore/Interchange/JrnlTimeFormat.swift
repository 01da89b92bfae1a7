/// A jrnl `timeformat` (Python strftime syntax, C locale): formats and parses the stamp inside
/// an entry header's brackets. Supported directives: `%Y %y %m %d %e %j %H %I %M %S %p %b %B
/// %a %A %F %T %R %r %D %%`; anything else is refused when the format is made.
public struct JrnlTimeFormat: Equatable, Sendable, CustomStringConvertible {
  /// jrnl 4.x's default (`%F %r`): `2024-03-05 09:07:00 PM`.
  public static let jrnlDefault = JrnlTimeFormat(unchecked: "%Y-%m-%d %I:%M:%S %p")
  /// jrnl 1.x–3.x's default: `2024-03-05 21:07`.
  public static let jrnlLegacy = JrnlTimeFormat(unchecked: "%Y-%m-%d %H:%M")
  /// Formats tried, in order, when a file's format is not given.
  public static let candidates: [JrnlTimeFormat] = [
    jrnlDefault, jrnlLegacy,
    JrnlTimeFormat(unchecked: "%Y-%m-%d %H:%M:%S"),
    JrnlTimeFormat(unchecked: "%Y-%m-%d %I:%M %p"),
    JrnlTimeFormat(unchecked: "%Y-%m-%d"),
    JrnlTimeFormat(unchecked: "%d.%m.%Y %H:%M"),
    JrnlTimeFormat(unchecked: "%Y/%m/%d %H:%M"),
    JrnlTimeFormat(unchecked: "%m/%d/%Y %I:%M %p"),
  ]

  enum Piece: Equatable, Sendable {
    case literal(UInt8)
    case year, shortYear, month, dayOfMonth, dayOfYear, hour24, hour12, minute, second, amPM
    case monthName(short: Bool), weekdayName(short: Bool)
  }

  /// The strftime text, as written in jrnl's config.
  public let pattern: String
  let pieces: [Piece]

  public var description: String { pattern }

  /// Nil when the pattern uses a directive this reader does not know.
  public init?(_ pattern: String) {
    guard let pieces = JrnlTimeFormat.compile(pattern) else { return nil }
    self.pattern = pattern
    self.pieces = pieces
  }

  private init(unchecked pattern: String) {
    self.pattern = pattern
    self.pieces = JrnlTimeFormat.compile(pattern) ?? []
  }

  public struct Stamp: Equatable, Sendable {
    public var day: Day
    public var hour: Int, minute: Int, second: Int
  }

  private static func compile(_ pattern: String) -> [Piece]? {
    var result: [Piece] = []
    var bytes = Array(pattern.utf8)[...]
    while let byte = bytes.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        result.append(.literal(byte))
        continue
      }
      guard let directive = bytes.popFirst() else { return nil }
      switch Character(Unicode.Scalar(directive)) {
      case "Y": result.append(.year)
      case "y": result.append(.shortYear)
      case "m": result.append(.month)
      case "d", "e": result.append(.dayOfMonth)
      case "j": result.append(.dayOfYear)
      case "H": result.append(.hour24)
      case "I": result.append(.hour12)
      case "M": result.append(.minute)
      case "S": result.append(.second)
      case "p": result.append(.amPM)
      case "b", "h": result.append(.monthName(short: true))
      case "B": result.append(.monthName(short: false))
      case "a": result.append(.weekdayName(short: true))
      case "A": result.append(.weekdayName(short: false))
      case "F": result += compile("%Y-%m-%d") ?? []
      case "T": result += compile("%H:%M:%S") ?? []
      case "R": result += compile("%H:%M") ?? []
      case "r": result += compile("%I:%M:%S %p") ?? []
      case "D": result += compile("%m/%d/%y") ?? []
      case "%": result.append(.literal(UInt8(ascii: "%")))
      default: return nil
      }
    }
    return result
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  /// The stamp as jrnl's `strftime` writes it (C locale).
  public func format(_ day: Day, hour: Int, minute: Int, second: Int) -> String {
    var bytes: [UInt8] = []
    func number(_ value: Int, width: Int) {
      let digits = Array(String(value).utf8)
      bytes += Array(repeating: UInt8(ascii: "0"), count: max(0, width - digits.count)) + digits
    }
    for piece in pieces {
      switch piece {
      case .literal(let byte): bytes.append(byte)
      case .year: number(day.year, width: 4)
      case .shortYear: number(day.year % 100, width: 2)
      case .month: number(day.month, width: 2)
      case .dayOfMonth: number(day.day, width: 2)
      case .dayOfYear: number(day.firstOfYear.days(until: day) + 1, width: 3)
      case .hour24: number(hour, width: 2)
      case .hour12: number(hour % 12 == 0 ? 12 : hour % 12, width: 2)
      case .minute: number(minute, width: 2)
      case .second: number(second, width: 2)
      case .amPM: bytes += Array((hour < 12 ? "AM" : "PM").utf8)
      case .monthName(let short):
        let name = JrnlTimeFormat.monthNames[day.month - 1]
        bytes += Array((short ? String(name.prefix(3)) : name).utf8)
      case .weekdayName(let short):
        let name = JrnlTimeFormat.weekdayNames[day.weekday.rawValue - 1]
        bytes += Array((short ? String(name.prefix(3)) : name).utf8)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Parses a whole stamp (Python `strptime` rules: numbers may have fewer digits, names and
  /// AM/PM in any case); nil when it does not match exactly.
  public func parse(_ text: Substring.UTF8View) -> Stamp? {
    var input = text[...]
    var year: Int?, month = 1, dayOfMonth = 1, dayOfYear: Int?
    var hour = 0, minute = 0, second = 0
    var hour12: Int?, isPM: Bool?
    func number(maxDigits: Int) -> Int? {
      var value = 0
      var count = 0
      while count < maxDigits, let byte = input.first, byte >= 48, byte <= 57 {
        value = value * 10 + Int(byte - 48)
        count += 1
        input.removeFirst()
      }
      return count == 0 ? nil : value
    }
    func name(from names: [String], short: Bool) -> Int? {
      for (index, full) in names.enumerated() {
        let word = Array((short ? String(full.prefix(3)) : full).utf8)
        let head = Array(input.prefix(word.count))
        if head.count == word.count,
          zip(head, word).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
        {
          input.removeFirst(word.count)
          return index
        }
      }
      return nil
    }
    for piece in pieces {
      switch piece {
      case .literal(let byte):
        if byte == UInt8(ascii: " ") {
          // strptime lets one space in the format match any run of spaces.
          guard input.first == byte else { return nil }
          while input.first == byte { input.removeFirst() }
        } else {
          guard input.first == byte else { return nil }
          input.removeFirst()
        }
      case .year:
        guard let value = number(maxDigits: 4) else { return nil }
        year = value
      case .shortYear:
        guard let value = number(maxDigits: 2) else { return nil }
        year = value < 69 ? 2000 + value : 1900 + value
      case .month:
        guard let value = number(maxDigits: 2) else { return nil }
        month = value
      case .dayOfMonth:
        while input.first == UInt8(ascii: " ") { input.removeFirst() }
        guard let value = number(maxDigits: 2) else { return nil }
        dayOfMonth = value
      case .dayOfYear:
        guard let value = number(maxDigits: 3) else { return nil }
        dayOfYear = value
      case .hour24:
        guard let value = number(maxDigits: 2), value < 24 else { return nil }
        hour = value
      case .hour12:
        guard let value = number(maxDigits: 2), (1...12).contains(value) else { return nil }
        hour12 = value
      case .minute:
        guard let value = number(maxDigits: 2), value < 60 else { return nil }
        minute = value
      case .second:
        guard let value = number(maxDigits: 2), value < 62 else { return nil }
        second = min(value, 59)
      case .amPM:
        let head = Array(input.prefix(2)).map { $0 | 0x20 }
        guard head.count == 2, head[1] == UInt8(ascii: "m") else { return nil }
        if head[0] == UInt8(ascii: "a") {
          isPM = false
        } else if head[0] == UInt8(ascii: "p") {
          isPM = true
        } else {
          return nil
        }
        input.removeFirst(2)
      case .monthName(let short):
        guard let index = name(from: JrnlTimeFormat.monthNames, short: short) else { return nil }
        month = index + 1
      case .weekdayName(let short):
        guard name(from: JrnlTimeFormat.weekdayNames, short: short) != nil else { return nil }
      }
    }
    guard input.isEmpty, let year else { return nil }
    if let hour12 {
      // Python's strptime ignores %p without %I, and reads %I alone as the morning.
      hour = hour12 % 12 + (isPM == true ? 12 : 0)
    }
    let day: Day?
    if let dayOfYear {
      day =
        (1...(Day.isLeap(year) ? 366 : 365)).contains(dayOfYear)
        ? Day(year: year, month: 1, day: 1)?.adding(days: dayOfYear - 1) : nil
    } else {
      day = Day(year: year, month: month, day: dayOfMonth)
    }
    guard let day else { return nil }
    return Stamp(day: day, hour: hour, minute: minute, second: second)
  }
}
