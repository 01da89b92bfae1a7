/// The stamps jrnl 4.6 reads when its `timeformat` does not match (`jrnl/time.py`: dateutil's
/// parser, then parsedatetime): a hand-edited header like `[2019-07 14:23]` (the first of the
/// month) or `[July 18, 2019 2:23pm]`. Read as jrnl reads them: a missing day is the 1st, a
/// missing time midnight, seconds kept, a zone (`+0200`, `Z`, `UTC`) ignored, as jrnl keeps
/// the wall-clock time.
///
/// Where jrnl would guess, this refuses (`.unreadable`), so the import can ask for
/// `--timeformat` instead of filing entries under a wrong day: a day and month that could be
/// either (`04/03/2026`), a two-digit year, no year (jrnl takes the current one), no date, or
/// a date or time that does not exist (`2025-02-30`, `25:00`). Text that is no date at all
/// (`[see note] …`, `[1.2.3 release]`) is `.notADate`: the line stays body text, as in jrnl.
/// parsedatetime's reading of free text (`[Meeting at 10:30]` as today at 10:30, `[1.2.3
/// release]` as a day in 2027) is not copied: such a line stays text too.
enum JrnlFuzzyDate {
  enum Reading: Equatable {
    case stamp(JrnlTimeFormat.Stamp)
    case unreadable
    case notADate
  }

  private enum Token: Equatable {
    case number(String)
    case word(String)
    case mark(UInt8)
  }

  static func read(_ blob: String) -> Reading {
    // jrnl: "Don't try to parse anything with 6 or fewer characters" (a Markdown footnote).
    guard blob.count > 6, let tokens = tokens(of: blob) else { return .notADate }
    var year: Int?, month: Int?, day: Int?
    var clock: (hour: Int, minute: Int, second: Int)?
    var meridiem: Bool?  // true for PM
    var ambiguous = false
    var index = 0
    func peek(_ offset: Int = 0) -> Token? {
      index + offset < tokens.count ? tokens[index + offset] : nil
    }
    while index < tokens.count {
      switch tokens[index] {
      case .mark(let mark) where mark == UInt8(ascii: ","):
        index += 1
      case .mark(let mark) where mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-"):
        // A zone offset after the time: `+0200`, `-05:00`.
        guard clock != nil, case .number = peek(1) else { return .notADate }
        index += 2
        if peek() == .mark(UInt8(ascii: ":")), case .number = peek(1) { index += 2 }
      case .mark:
        return .notADate
      case .word(let lower):
        index += 1
        if let number = monthNumber(lower) {
          guard month == nil else { return .notADate }
          month = number
        } else if isWeekday(lower) || ["t", "z", "utc", "gmt", "at", "of", "the"].contains(lower) {
          continue
        } else if lower == "am" || lower == "pm" {
          guard clock != nil, meridiem == nil else { return .notADate }
          meridiem = lower.hasPrefix("p")
        } else {
          return .notADate
        }
      case .number(let digits):
        index += 1
        guard let value = Int(digits) else { return .notADate }
        if peek() == .mark(UInt8(ascii: ":")) {
          // A time: H:MM, H:MM:SS, H:MM:SS.fff
          guard clock == nil, case .number(let minutes) = peek(1), minutes.count == 2,
            let minute = Int(minutes)
          else { return .notADate }
          index += 2
          var second = 0
          if peek() == .mark(UInt8(ascii: ":")), case .number(let seconds) = peek(1),
            seconds.count == 2, let parsed = Int(seconds)
          {
            second = parsed
            index += 2
            if peek() == .mark(UInt8(ascii: ".")), case .number = peek(1) { index += 2 }
          }
          if digits.count > 2 || value > 23 || minute > 59 || second > 61 { ambiguous = true }
          clock = (value, minute, min(second, 59))
        } else if let separator = separatorAfter(index, tokens) {
          // A numeric date: Y-M-D, Y-M, D/M/Y, M/D/Y, D.M.Y.
          var parts = [digits]
          while peek() == .mark(separator), case .number(let next) = peek(1), parts.count < 3 {
            parts.append(next)
            index += 2
          }
          guard year == nil, month == nil, day == nil else { return .notADate }
          let numbers = parts.compactMap { Int($0) }
          guard numbers.count == parts.count else { return .notADate }
          if parts[0].count == 4 {
            year = numbers[0]
            month = numbers[1]
            day = parts.count == 3 ? numbers[2] : 1
            if parts.dropFirst().contains(where: { $0.count > 2 }) { ambiguous = true }
          } else if parts.count == 3, parts[2].count == 4,
            parts[0].count <= 2, parts[1].count <= 2
          {
            year = numbers[2]
            if numbers[0] > 12 && numbers[1] <= 12 {
              (day, month) = (numbers[0], numbers[1])
            } else if numbers[1] > 12 && numbers[0] <= 12 {
              (month, day) = (numbers[0], numbers[1])
            } else {
              // 04/03/2026: April or March? jrnl guesses April; the import asks instead.
              ambiguous = true
              (month, day) = (1, 1)
            }
          } else if parts.count == 3, parts.allSatisfy({ $0.count <= 2 }) {
            ambiguous = true  // 04/03/26
            (year, month, day) = (2000, 1, 1)
          } else {
            return .notADate
          }
        } else if let word = peek(), case .word(let suffix) = word,
          ["am", "pm"].contains(suffix), clock == nil, digits.count <= 2
        {
          clock = (value, 0, 0)  // 2pm
        } else if digits.count == 4, year == nil {
          year = value
        } else if digits.count <= 2, day == nil {
          day = value
          if let word = peek(), case .word(let suffix) = word,
            ["st", "nd", "rd", "th"].contains(suffix)
          {
            index += 1
          }
        } else {
          return .notADate
        }
      }
    }
    guard year != nil || month != nil || day != nil || clock != nil else { return .notADate }
    // A date jrnl would complete with today's, or guess: ask for the format instead.
    guard !ambiguous, let year, let month else { return .unreadable }
    var hour = clock?.hour ?? 0
    if let meridiem {
      guard (1...12).contains(hour) else { return .unreadable }
      hour = hour % 12 + (meridiem ? 12 : 0)
    }
    guard let date = Day(year: year, month: month, day: day ?? 1) else { return .unreadable }
    return .stamp(
      JrnlTimeFormat.Stamp(
        day: date, hour: hour, minute: clock?.minute ?? 0, second: clock?.second ?? 0))
  }

  /// The separator of a numeric date that continues at `index` (`-`, `/` or `.` followed by
  /// a number), if one does.
  private static func separatorAfter(_ index: Int, _ tokens: [Token]) -> UInt8? {
    guard index + 1 < tokens.count, case .mark(let mark) = tokens[index],
      [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(mark),
      case .number = tokens[index + 1]
    else { return nil }
    return mark
  }

  /// Digits, lowercased words (`a.m.` read as `am`) and single marks; white space separates. Nil
  /// for any other character, which no date holds.
  private static func tokens(of blob: String) -> [Token]? {
    var result: [Token] = []
    var bytes = Array(blob.utf8)[...]
    while let byte = bytes.first {
      if byte == 0x20 || byte == 0x09 {
        bytes.removeFirst()
      } else if byte >= 48 && byte <= 57 {
        let run = bytes.prefix { $0 >= 48 && $0 <= 57 }
        result.append(.number(String(decoding: run, as: UTF8.self)))
        bytes.removeFirst(run.count)
      } else if isLetter(byte) {
        let run = bytes.prefix(while: isLetter)
        bytes.removeFirst(run.count)
        var word = String(decoding: run, as: UTF8.self).lowercased()
        // `a.m.`, `p.m.`: one word.
        if word == "a" || word == "p",
          bytes.starts(with: Array(".m".utf8))
            || bytes.starts(with: Array(".M".utf8))
        {
          word += "m"
          bytes.removeFirst(2)
          if bytes.first == UInt8(ascii: ".") { bytes.removeFirst() }
        } else if bytes.first == UInt8(ascii: "."),
          !(bytes.dropFirst().first.map { $0 >= 48 && $0 <= 57 } ?? false)
        {
          bytes.removeFirst()  // `Jul.`, `Wed.`
        }
        result.append(.word(word))
      } else if ",-/.:+".utf8.contains(byte) {
        result.append(.mark(byte))
        bytes.removeFirst()
      } else {
        return nil
      }
    }
    return result
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func monthNumber(_ word: String) -> Int? {
    for (index, name) in JrnlTimeFormat.monthNames.enumerated() {
      let lower = name.lowercased()
      if word == lower || word == lower.prefix(3) || (index == 8 && word == "sept") {
        return index + 1
      }
    }
    return nil
  }

  private static func isWeekday(_ word: String) -> Bool {
    JrnlTimeFormat.weekdayNames.contains {
      let lower = $0.lowercased()
      return word == lower || word == lower.prefix(3)
    }
  }
}
