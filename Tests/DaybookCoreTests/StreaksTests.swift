import DaybookCore
import Expectations
import Testing

@Suite struct StreaksTests {
  let today = day("2026-12-03")

  private func streaks(_ days: [String]) -> Streaks {
    Streaks.compute(writtenDays: days.map(day), today: today)
  }

  @Test func emptyHasNoStreak() {
    expectEqual(streaks([]), Streaks(current: 0, longest: 0))
  }

  @Test func onlyTodayIsOne() {
    expectEqual(streaks(["2026-12-03"]), Streaks(current: 1, longest: 1))
    expectEqual(streaks(["2026-12-03", "2026-12-03"]), Streaks(current: 1, longest: 1))
  }

  @Test func yesterdayKeepsTheStreakUntilTodayIsOver() {
    expectEqual(streaks(["2026-12-02"]), Streaks(current: 1, longest: 1))
    expectEqual(streaks(["2026-12-01", "2026-12-02"]), Streaks(current: 2, longest: 2))
  }

  @Test func twoDaysAgoIsBroken() {
    expectEqual(streaks(["2026-12-01"]), Streaks(current: 0, longest: 1))
  }

  @Test func aGapEndsTheRun() {
    expectEqual(
      streaks(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-03"]),
      Streaks(current: 1, longest: 3))
  }

  @Test func longestCanBeInThePast() {
    let june = day("2026-06-01").through(day("2026-06-10")).map(\.iso)
    expectEqual(streaks(["2026-12-03", "2026-12-02"] + june), Streaks(current: 2, longest: 10))
  }

  @Test func futureDaysDoNotCount() {
    expectEqual(streaks(["2026-12-04", "2026-12-05"]), Streaks(current: 0, longest: 0))
    expectEqual(streaks(["2026-12-03", "2026-12-04"]), Streaks(current: 1, longest: 1))
  }

  @Test func runsCrossTheYearEnd() {
    let days = [day("2026-12-30"), day("2026-12-31"), day("2027-01-01")]
    expectEqual(
      Streaks.compute(writtenDays: Set(days), today: day("2027-01-01")),
      Streaks(current: 3, longest: 3))
  }
}
