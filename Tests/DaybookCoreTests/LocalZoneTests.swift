import DaybookCore
import Expectations
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The zone the state carries must say what the C library says under the same `TZ`: the
/// same day, hour and minute for every instant, and the same instant for a wall-clock time.
@Suite struct LocalZoneTests {
  static let zones = [
    "UTC", "Asia/Seoul", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe",
    "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Chatham",
  ]

  /// Instants from 1950 to 2060: every 7 h 13 min, a walk that crosses every hour of the day.
  static let instants: [Timestamp] = Array(
    stride(from: Timestamp(-631_152_000), to: 2_871_763_200, by: 26_000))

  @Test(arguments: zones) func agreesWithTheCLibrary(_ name: String) throws {
    guard access("/usr/share/zoneinfo/" + name, R_OK) == 0 else {
      print("LocalZoneTests: skipped \(name), no /usr/share/zoneinfo (package tzdata)")
      return
    }
    let zone = LocalZone.system(environment: ["TZ": name])
    var differences: [String] = []
    withTimeZone(name) {
      for instant in Self.instants {
        let expected = LocalTime.components(of: instant)
        if zone.components(of: instant) != expected, differences.count < 5 {
          differences.append("\(instant): \(zone.components(of: instant)) != \(expected)")
        }
      }
      for ordinal in stride(from: -7_300, to: 33_000, by: 37) {
        let day = Day(ordinal: ordinal)
        for hour in [0, 2, 12, 23] {
          let expected = LocalTime.timestamp(of: day, hour: hour, minute: 30)
          let found = zone.timestamp(of: day, hour: hour, minute: 30)
          if found != expected, differences.count < 10 {
            differences.append("\(day.iso) \(hour):30 → \(found) != \(expected)")
          }
        }
      }
    }
    expectEqual(differences, [])
  }

  @Test func posixStringsWithoutAFile() {
    let seoul = LocalZone(posix: "KST-9")
    expectEqual(seoul?.day(of: 1_795_964_400), Day(year: 2026, month: 11, day: 30))
    expectEqual(seoul?.day(of: 1_795_964_399), Day(year: 2026, month: 11, day: 29))
    let eastern = LocalZone(posix: "EST5EDT,M3.2.0,M11.1.0")
    // 2026-07-01 03:30 UTC is 23:30 the day before in New York (EDT, UTC-4).
    expectEqual(eastern?.text(of: 1_782_876_600), "2026-06-30 23:30")
    // 2026-12-01 04:30 UTC is 23:30 the day before (EST, UTC-5).
    expectEqual(eastern?.text(of: 1_796_099_400), "2026-11-30 23:30")
    expectEqual(LocalZone(posix: "nonsense"), nil)
  }

  @Test func anEmptyOrUnreadableTZIsUTC() {
    expectEqual(LocalZone.system(environment: ["TZ": ""]), .utc)
    expectEqual(LocalZone.system(environment: ["TZ": "../../etc/passwd"]).offset(at: 0), 0)
  }

  @Test func fixedOffsetsAtMidnight() {
    let seoul = LocalZone(name: "KST", offsetSeconds: 9 * 3600)
    // 2026-11-29 14:59:59 UTC is 23:59:59 in Seoul; a second later it is the 30th.
    let beforeMidnight: Timestamp = 1_795_964_399
    expectEqual(seoul.day(of: beforeMidnight), Day(year: 2026, month: 11, day: 29))
    expectEqual(seoul.day(of: beforeMidnight + 1), Day(year: 2026, month: 11, day: 30))
    expectEqual(seoul.timestamp(of: Day(year: 2026, month: 11, day: 30)!), beforeMidnight + 1)
    expectEqual(seoul.clockText(of: beforeMidnight), "23:59")
  }
}
