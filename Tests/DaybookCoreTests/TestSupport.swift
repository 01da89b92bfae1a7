#if canImport(Glibc)
import Glibc
#endif
import DaybookCore
import DaybookTestSupport

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

/// Runs `body` with `TZ` set to `zone`, then restores the previous `TZ`. Every in-process time
/// zone change goes through the one lock in DaybookTestSupport, so two of them never overlap,
/// nor one with a command run in-process by another test target.
func withTimeZone(_ zone: String, _ body: () -> Void) {
  ProcessTimeZone.with(zone, body)
}
