#if canImport(Glibc)
  import Glibc
#endif

/// Seconds since the Unix epoch. Instants are stored this way; days are derived from them in
/// the local time zone (TZ) at the moment of reading.
public typealias Timestamp = Int64

/// The wall clock of the local time zone, through the C library (honours `TZ`, DST rules).
public enum LocalTime {
  /// The local calendar day of an instant.
  public static func day(of timestamp: Timestamp) -> Day {
    let parts = components(of: timestamp)
    return Day(year: parts.year, month: parts.month, day: parts.day) ?? Day(ordinal: 0)
  }

  public struct Components: Equatable, Sendable {
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
  }

  public static func components(of timestamp: Timestamp) -> Components {
    var seconds = time_t(timestamp)
    var parts = tm()
    localtime_r(&seconds, &parts)
    return Components(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }

  /// The instant of a local wall-clock time on a day. A time skipped by a DST jump resolves
  /// to the instant the C library picks (mktime with tm_isdst = -1).
  public static func timestamp(of day: Day, hour: Int = 0, minute: Int = 0, second: Int = 0)
    -> Timestamp
  {
    var parts = tm()
    parts.tm_year = Int32(day.year - 1900)
    parts.tm_mon = Int32(day.month - 1)
    parts.tm_mday = Int32(day.day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    parts.tm_isdst = -1
    return Timestamp(mktime(&parts))
  }

  /// `HH:MM` of an instant in local time.
  public static func clockText(of timestamp: Timestamp) -> String {
    let parts = components(of: timestamp)
    return twoDigits(parts.hour) + ":" + twoDigits(parts.minute)
  }

  /// `YYYY-MM-DD HH:MM` of an instant in local time.
  public static func text(of timestamp: Timestamp) -> String {
    day(of: timestamp).iso + " " + clockText(of: timestamp)
  }

  /// Parses `HH:MM` into (hour, minute).
  public static func parseClock(_ text: some StringProtocol) -> (hour: Int, minute: Int)? {
    let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
    guard pieces.count == 2, (1...2).contains(pieces[0].count), pieces[1].count == 2,
      pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(pieces[0]), let minute = Int(pieces[1]),
      (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    return (hour, minute)
  }

  /// The current instant.
  public static func now() -> Timestamp {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Timestamp(spec.tv_sec)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}

/// Where "now" comes from. Reducers never read it; the effect runner and the command line do,
/// and tests inject a fixed one.
public struct Clock: Sendable {
  public var now: @Sendable () -> Timestamp

  public init(now: @escaping @Sendable () -> Timestamp) { self.now = now }

  public static let system = Clock(now: LocalTime.now)

  public static func fixed(_ timestamp: Timestamp) -> Clock { Clock(now: { timestamp }) }

  public var today: Day { LocalTime.day(of: now()) }
}
