import DaybookCore
import Expectations
import Testing

@Suite struct ActivityCountsTests {
  @Test func countsEverySourceInsideTheRange() {
    let counts = ActivityCounts(
      entryDays: [day("2026-12-01"), day("2026-12-03")],
      careDays: [day("2026-12-03"), day("2026-12-03"), day("2026-11-30")],
      doneTodoDays: [day("2026-12-03")],
      intakeDays: [day("2026-12-08"), day("2026-12-05"), day("2026-12-07")],
      in: day("2026-12-01")...day("2026-12-07"))
    expectEqual(
      counts.byDay,
      [
        day("2026-12-01"): 1, day("2026-12-03"): 4, day("2026-12-05"): 1, day("2026-12-07"): 1,
      ])
    expectEqual(counts[day("2026-12-03")], 4)
    expectEqual(counts[day("2026-12-02")], 0)
    expectEqual(counts[day("2026-11-30")], 0)
    expectEqual(counts.level(of: day("2026-12-03")), 3)
    expectEqual(counts.level(of: day("2026-12-02")), 0)
  }

  @Test func emptySourcesCountNothing() {
    let counts = ActivityCounts(in: day("2026-01-01")...day("2026-12-31"))
    expectEqual(counts.byDay, [:])
    #expect(counts.range == day("2026-01-01")...day("2026-12-31"))
  }

  @Test(arguments: [
    (-1, 0), (0, 0), (1, 1), (2, 2), (3, 2), (4, 3), (6, 3), (7, 4), (100, 4),
  ])
  func levelThresholds(_ count: Int, _ level: Int) {
    expectEqual(ActivityCounts.level(for: count), level)
  }
}
