#if canImport(Glibc)
  import Glibc
#endif

/// A time zone as a value: the UTC offsets it has used and when each began, and the rule for
/// the years after its table (POSIX TZ, e.g. `CET-1CEST,M3.5.0,M10.5.0/3`).
///
/// The state holds one, so reducers and views turn instants into days and wall-clock times
/// without reading the process's `TZ`; the run loop reads the zone once at start
/// (`LocalZone.system(environment:)`) and tests give any zone they like.
public struct LocalZone: Equatable, Sendable {
  /// The name it was loaded by (`Asia/Seoul`, `UTC`, a POSIX TZ string).
  public var name: String
  /// Instants at which the offset changed, ascending.
  var transitions: [Timestamp] = []
  /// `offsets[0]` before the first transition, `offsets[i + 1]` from `transitions[i]` on.
  var offsets: [Int] = [0]
  /// The offsets after the last transition, when the zone has daylight-saving time.
  var rule: Rule?

  /// UTC, no daylight-saving time.
  public static let utc = LocalZone(name: "UTC", offsetSeconds: 0)

  /// A zone `offsetSeconds` east of UTC all year.
  public init(name: String, offsetSeconds: Int) {
    self.name = name
    offsets = [offsetSeconds]
  }

  /// The zone a POSIX TZ string (`KST-9`, `EST5EDT,M3.2.0,M11.1.0`) describes, or nil.
  public init?(posix text: String) {
    guard let rule = Rule(parsing: text) else { return nil }
    name = text
    offsets = [rule.standard]
    self.rule = rule.hasDaylightTime ? rule : nil
  }

  /// The zone the C library would use under `environment`: `TZ` names a file under
  /// `TZDIR` (default `/usr/share/zoneinfo`) or is a POSIX string; no `TZ` means
  /// `/etc/localtime`; an empty one, or one that cannot be read, means UTC (as glibc does).
  public static func system(environment: [String: String]) -> LocalZone {
    let directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    guard var tz = environment["TZ"] else {
      return load(path: "/etc/localtime", name: zoneName(ofLink: "/etc/localtime")) ?? .utc
    }
    if tz.hasPrefix(":") { tz.removeFirst() }
    if tz.isEmpty { return .utc }
    let path = tz.hasPrefix("/") ? tz : directory + "/" + tz
    if !tz.contains(".."), let zone = load(path: path, name: tz) { return zone }
    return LocalZone(posix: tz) ?? .utc
  }

  /// The offset from UTC, in seconds, at an instant.
  public func offset(at instant: Timestamp) -> Int {
    if let last = transitions.last, instant >= last, let rule {
      return rule.offset(at: instant)
    }
    if transitions.isEmpty { return rule?.offset(at: instant) ?? offsets[0] }
    // The number of transitions at or before `instant`.
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return offsets[low]
  }

  /// The local calendar day of an instant.
  public func day(of instant: Timestamp) -> Day {
    let local = instant + Timestamp(offset(at: instant))
    return Day(ordinal: Int(floorDivide(local, 86_400)))
  }

  /// The local wall-clock parts of an instant.
  public func components(of instant: Timestamp) -> LocalTime.Components {
    let local = instant + Timestamp(offset(at: instant))
    let day = Day(ordinal: Int(floorDivide(local, 86_400)))
    let seconds = Int(local - floorDivide(local, 86_400) * 86_400)
    return LocalTime.Components(
      year: day.year, month: day.month, day: day.day, hour: seconds / 3600,
      minute: seconds / 60 % 60, second: seconds % 60)
  }

  /// The instant of a wall-clock time on a day. A time skipped by a daylight-saving jump is
  /// read with the offset before the jump (02:30 becomes 03:30), and a time that happens
  /// twice is its first occurrence, as mktime does.
  public func timestamp(of day: Day, hour: Int = 0, minute: Int = 0, second: Int = 0)
    -> Timestamp
  {
    let local =
      Timestamp(day.ordinal) * 86_400 + Timestamp(hour * 3600 + minute * 60 + second)
    let before = offset(at: local - 86_400)
    let after = offset(at: local + 86_400)
    let early = local - Timestamp(max(before, after))
    let late = local - Timestamp(min(before, after))
    for candidate in [early, late] where candidate + Timestamp(offset(at: candidate)) == local {
      return candidate
    }
    return local - Timestamp(before)
  }

  /// `HH:MM` of an instant.
  public func clockText(of instant: Timestamp) -> String {
    let parts = components(of: instant)
    return twoDigits(parts.hour) + ":" + twoDigits(parts.minute)
  }

  /// `YYYY-MM-DD HH:MM` of an instant.
  public func text(of instant: Timestamp) -> String {
    day(of: instant).iso + " " + clockText(of: instant)
  }

  private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  // MARK: Loading

  /// The zone in a TZif file (RFC 8536), or nil when it is not one.
  static func load(path: String, name: String) -> LocalZone? {
    guard let bytes = readSmallFile(path) else { return nil }
    return parse(tzif: bytes, name: name)
  }

  static func parse(tzif bytes: [UInt8], name: String) -> LocalZone? {
    var reader = Reader(bytes: bytes)
    guard let v1 = reader.header() else { return nil }
    var timeSize = 4
    var counts = v1
    if v1.version >= 2 {
      // Skip the 32-bit block; the 64-bit one follows with its own header.
      reader.skip(v1.blockSize(timeSize: 4))
      guard let v2 = reader.header() else { return nil }
      counts = v2
      timeSize = 8
    }
    var times: [Timestamp] = []
    for _ in 0..<counts.times {
      guard let time = reader.integer(size: timeSize) else { return nil }
      times.append(time)
    }
    var typeIndices: [Int] = []
    for _ in 0..<counts.times {
      guard let index = reader.integer(size: 1, signed: false) else { return nil }
      typeIndices.append(Int(index))
    }
    var typeOffsets: [Int] = []
    for _ in 0..<counts.types {
      guard let offset = reader.integer(size: 4) else { return nil }
      reader.skip(2)
      typeOffsets.append(Int(offset))
    }
    guard !typeOffsets.isEmpty, typeIndices.allSatisfy({ $0 < typeOffsets.count }) else {
      return nil
    }
    reader.skip(counts.characters + counts.leaps * (timeSize + 4) + counts.standard + counts.ut)
    var zone = LocalZone(name: name, offsetSeconds: typeOffsets[0])
    zone.transitions = times
    zone.offsets = [typeOffsets[0]] + typeIndices.map { typeOffsets[$0] }
    if v1.version >= 2, let footer = reader.footer(), let rule = Rule(parsing: footer) {
      if rule.hasDaylightTime {
        zone.rule = rule
      } else if times.isEmpty || rule.standard != zone.offsets.last {
        // A fixed offset after the table that the table does not end on.
        zone.rule = rule
      }
    }
    return zone
  }

  private static func zoneName(ofLink path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return "localtime" }
    let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var rest = Substring(target)
    while !rest.isEmpty {
      if rest.hasPrefix("zoneinfo/") { return String(rest.dropFirst("zoneinfo/".count)) }
      rest = rest.dropFirst()
    }
    return target
  }

  private static func readSmallFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 8192)
    while bytes.count < 1 << 20 {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  private struct Counts {
    var version: Int
    var ut: Int, standard: Int, leaps: Int, times: Int, types: Int, characters: Int

    func blockSize(timeSize: Int) -> Int {
      times * timeSize + times + types * 6 + characters + leaps * (timeSize + 4) + standard + ut
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    mutating func skip(_ count: Int) { position += count }

    mutating func integer(size: Int, signed: Bool = true) -> Int64? {
      guard position + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
      position += size
      guard signed, size < 8 else { return Int64(bitPattern: value) }
      let shift = UInt64(64 - size * 8)
      return Int64(bitPattern: value << shift) >> Int64(shift)
    }

    mutating func header() -> Counts? {
      guard position + 44 <= bytes.count,
        Array(bytes[position..<position + 4]) == Array("TZif".utf8)
      else { return nil }
      let versionByte = bytes[position + 4]
      let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
      position += 20
      var values: [Int] = []
      for _ in 0..<6 {
        guard let value = integer(size: 4, signed: false) else { return nil }
        values.append(Int(value))
      }
      return Counts(
        version: version, ut: values[0], standard: values[1], leaps: values[2],
        times: values[3], types: values[4], characters: values[5])
    }

    mutating func footer() -> String? {
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { return nil }
      let rest = bytes[(position + 1)...]
      guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      return String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    }
  }

  // MARK: POSIX rules

  /// `std offset [dst [offset] [,start[/time],end[/time]]]`.
  struct Rule: Equatable, Sendable {
    /// Seconds east of UTC in standard and daylight-saving time.
    var standard: Int
    var daylight: Int
    var start: Change?
    var end: Change?

    var hasDaylightTime: Bool { start != nil && end != nil }

    /// A day of the year and the local time on it when the offset changes.
    enum Date: Equatable, Sendable {
      /// Day `day` (0 Sunday) of week `week` (5: the last) of `month`.
      case weekday(month: Int, week: Int, day: Int)
      /// Day 1–365, February 29 never counted.
      case julian(Int)
      /// Day 0–365, February 29 counted in leap years.
      case zeroBased(Int)
    }

    struct Change: Equatable, Sendable {
      var date: Date
      var seconds: Int
    }

    init?(parsing text: String) {
      var scanner = Scanner(Array(text.utf8))
      guard scanner.name(), let standardWest = scanner.offset() else { return nil }
      standard = -standardWest
      daylight = standard + 3600
      guard !scanner.atEnd else { return }
      guard scanner.name() else { return nil }
      if let west = scanner.offset() { daylight = -west }
      if scanner.atEnd {
        // A daylight name without rules: the US rules, as glibc assumes.
        start = Change(date: .weekday(month: 3, week: 2, day: 0), seconds: 7200)
        end = Change(date: .weekday(month: 11, week: 1, day: 0), seconds: 7200)
        return
      }
      guard scanner.take(","), let start = scanner.change(), scanner.take(","),
        let end = scanner.change(), scanner.atEnd
      else { return nil }
      self.start = start
      self.end = end
    }

    func offset(at instant: Timestamp) -> Int {
      guard let start, let end else { return standard }
      let year = Day(ordinal: Int(floorDivide(instant + Timestamp(standard), 86_400))).year
      let begins = start.instant(in: year, offset: standard)
      let ends = end.instant(in: year, offset: daylight)
      let inDaylight =
        begins < ends
        ? (instant >= begins && instant < ends) : (instant < ends || instant >= begins)
      return inDaylight ? daylight : standard
    }
  }

  struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    private var current: UInt8? { atEnd ? nil : bytes[position] }

    mutating func take(_ character: Character) -> Bool {
      guard let current, let ascii = character.asciiValue, current == ascii else { return false }
      position += 1
      return true
    }

    /// A zone abbreviation: three or more letters, or anything within `<` `>`.
    mutating func name() -> Bool {
      if take("<") {
        while let current, current != UInt8(ascii: ">") { position += 1 }
        return take(">")
      }
      let start = position
      while let current, (current | 0x20) >= UInt8(ascii: "a"),
        (current | 0x20) <= UInt8(ascii: "z")
      {
        position += 1
      }
      return position - start >= 3
    }

    private mutating func number() -> Int? {
      var value: Int?
      while let current, current >= UInt8(ascii: "0"), current <= UInt8(ascii: "9") {
        value = (value ?? 0) * 10 + Int(current - UInt8(ascii: "0"))
        position += 1
        if value ?? 0 > 10_000 { return nil }
      }
      return value
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    mutating func offset() -> Int? {
      var sign = 1
      if take("-") { sign = -1 } else { _ = take("+") }
      guard let hours = number() else { return nil }
      var seconds = hours * 3600
      if take(":") {
        guard let minutes = number() else { return nil }
        seconds += minutes * 60
        if take(":") {
          guard let rest = number() else { return nil }
          seconds += rest
        }
      }
      return sign * seconds
    }

    mutating func change() -> Rule.Change? {
      let date: Rule.Date
      if take("M") {
        guard let month = number(), take("."), let week = number(), take("."),
          let day = number(), (1...12).contains(month), (1...5).contains(week),
          (0...6).contains(day)
        else { return nil }
        date = .weekday(month: month, week: week, day: day)
      } else if take("J") {
        guard let day = number(), (1...365).contains(day) else { return nil }
        date = .julian(day)
      } else {
        guard let day = number(), (0...365).contains(day) else { return nil }
        date = .zeroBased(day)
      }
      var seconds = 7200
      if take("/") {
        guard let time = offset() else { return nil }
        seconds = time
      }
      return Rule.Change(date: date, seconds: seconds)
    }
  }
}

extension LocalZone.Rule.Change {
  /// The instant of this change in `year`, its local time read with `offset`.
  func instant(in year: Int, offset: Int) -> Timestamp {
    let day: Day
    switch date {
    case let .weekday(month, week, weekday):
      let first = Day(year: year, month: month, day: 1) ?? Day(ordinal: 0)
      // 1970-01-01 was a Thursday (4).
      let firstWeekday = ((first.ordinal + 4) % 7 + 7) % 7
      var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let length = Day.daysIn(month: month, year: year)
      while dayOfMonth > length { dayOfMonth -= 7 }
      day = first.adding(days: dayOfMonth - 1)
    case .julian(let number):
      let start = Day(year: year, month: 1, day: 1) ?? Day(ordinal: 0)
      let leap = Day.daysIn(month: 2, year: year) == 29
      day = start.adding(days: number - 1 + (leap && number >= 60 ? 1 : 0))
    case .zeroBased(let number):
      day = (Day(year: year, month: 1, day: 1) ?? Day(ordinal: 0)).adding(days: number)
    }
    return Timestamp(day.ordinal) * 86_400 + Timestamp(seconds - offset)
  }
}

private func floorDivide(_ value: Timestamp, _ divisor: Timestamp) -> Timestamp {
  let quotient = value / divisor
  return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}
