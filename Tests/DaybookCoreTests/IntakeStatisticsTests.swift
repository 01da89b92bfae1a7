import DaybookCore
import Expectations
import Testing

@Suite struct IntakeStatisticsTests {
  let settings = GoalSettings(
    mode: .caffeineLimit, caffeineLimitMg: 200, waterGoalMl: 1000, mgPerShot: 75)

  private func coffee(_ shots: Double, _ text: String) -> Intake {
    Intake(kind: .caffeine, amount: shots, unit: .shot, at: noon(text))
  }

  private func water(_ ml: Double, _ text: String) -> Intake {
    Intake(kind: .water, amount: ml, unit: .ml, at: noon(text))
  }

  @Test func aWeekAcrossAMonthEndCountsOnlyElapsedDays() {
    // Monday Nov 30 to Sunday Dec 6 2026, seen on Thursday Dec 3.
    let intakes = [
      coffee(2, "2026-11-29"),  // the Sunday before: not in the week
      coffee(1, "2026-11-30"), coffee(2, "2026-11-30"),  // 225 mg: missed
      coffee(1, "2026-12-01"), water(500, "2026-12-01"),  // 75 mg: met
      water(250, "2026-12-03"),  // no caffeine: met
      coffee(4, "2026-12-05"),  // a future record (clock skew): not counted
    ]
    let stats = IntakeStatistics.compute(
      intakes, period: .week, containing: day("2026-12-03"), today: day("2026-12-03"),
      weekStart: .monday, settings: settings)
    expectEqual(stats.first, day("2026-11-30"))
    expectEqual(stats.last, day("2026-12-06"))
    expectEqual(stats.days.map(\.caffeineMg), [225, 75, 0, 0, 0, 300, 0])
    expectEqual(stats.days.map(\.waterMl), [0, 500, 0, 250, 0, 0, 0])
    expectEqual(stats.days.map(\.met), [false, true, nil, true, nil, nil, nil])
    expectEqual(stats.elapsedDays, 4)
    expectEqual(stats.loggedDays, 3)
    expectEqual(stats.daysMet, 2)
    expectEqual(stats.averageCaffeineMg, 75)
    expectEqual(stats.averageWaterMl, 187.5)
    expectEqual(stats.goalLine, 200)
  }

  @Test func sundayWeeksStartOnSunday() {
    let range = StatisticsPeriod.week.range(containing: day("2026-12-03"), weekStart: .sunday)
    expectEqual(range.first, day("2026-11-29"))
    expectEqual(range.last, day("2026-12-05"))
  }

  @Test func aPastMonthCountsEveryDayAndUsesTheWaterGoalWhenZeroCaffeine() {
    var zero = settings
    zero.mode = .zeroCaffeine
    let intakes = [water(1000, "2027-02-01"), water(400, "2027-02-28"), coffee(1, "2027-02-14")]
    let stats = IntakeStatistics.compute(
      intakes, period: .month, containing: day("2027-02-10"), today: day("2027-03-15"),
      weekStart: .monday, settings: zero)
    expectEqual(stats.days.count, 28)
    expectEqual(stats.elapsedDays, 28)
    expectEqual(stats.loggedDays, 3)
    expectEqual(stats.daysMet, 1)
    expectEqual(stats.averageWaterMl, 50)
    expectEqual(stats.goalLine, 1000)
    expectEqual(stats.days[13].met, false)
  }

  @Test func movingByPeriodsCrossesYears() {
    expectEqual(StatisticsPeriod.month.moving(day("2026-12-31"), by: 1), day("2027-01-01"))
    expectEqual(StatisticsPeriod.month.moving(day("2026-01-15"), by: -1), day("2025-12-01"))
    expectEqual(StatisticsPeriod.week.moving(day("2026-12-29"), by: 1), day("2027-01-05"))
  }

  @Test func aFutureWeekHasNoElapsedDaysAndZeroAverages() {
    let stats = IntakeStatistics.compute(
      [], period: .week, containing: day("2027-01-10"), today: day("2026-12-03"),
      weekStart: .monday, settings: settings)
    expectEqual(stats.elapsedDays, 0)
    expectEqual(stats.averageCaffeineMg, 0)
    #expect(stats.days.allSatisfy { $0.met == nil })
  }

  @Test func columnsFillInEighthsFromTheBottom() {
    expectEqual(IntakeStatistics.column(0, scale: 100, height: 3), [" ", " ", " "])
    expectEqual(IntakeStatistics.column(100, scale: 100, height: 2), ["█", "█"])
    expectEqual(IntakeStatistics.column(50, scale: 100, height: 2), ["█", " "])
    expectEqual(IntakeStatistics.column(25, scale: 100, height: 2), ["▄", " "])
    expectEqual(IntakeStatistics.column(1, scale: 100, height: 2), ["▁", " "])
    expectEqual(IntakeStatistics.column(300, scale: 100, height: 1), ["█"])
  }
}
