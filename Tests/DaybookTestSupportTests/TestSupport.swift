import DaybookCore

/// A day from an ISO literal; tests only.
func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

/// Noon local time on a day: a zone changed by a concurrently running test (offsets well
/// under 12 hours) cannot move the instant to another day.
func noon(_ text: String) -> Timestamp {
  LocalTime.timestamp(of: day(text), hour: 12)
}
