#if canImport(Glibc)
import Glibc
#endif
import DaybookCore
import Synchronization

/// A day from an ISO literal; tests only.
func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

/// Noon local time on a day. Tests that do not set a time zone use noon, so a zone changed by a
/// concurrently running DST test (offsets well under 12 hours) cannot move the instant to
/// another day.
func noon(_ text: String) -> Timestamp {
  LocalTime.timestamp(of: day(text), hour: 12)
}

private let timeZoneLock = Mutex(())

/// Runs `body` with `TZ` set to `zone`, then restores the previous `TZ`. Every in-process time
/// zone change in this target goes through here, so two of them never overlap.
func withTimeZone(_ zone: String, _ body: () -> Void) {
  timeZoneLock.withLock { _ in
    let saved = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", zone, 1)
    tzset()
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      tzset()
    }
    body()
  }
}
