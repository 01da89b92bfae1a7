import DaybookCore
import Expectations
import Testing

@Suite struct IntakeGoalsTests {
  let settings = GoalSettings(
    mode: .caffeineLimit, caffeineLimitMg: 400, waterGoalMl: 2000, mgPerShot: 75)

  private func intake(_ kind: IntakeKind, _ amount: Double, _ unit: IntakeUnit, on text: String)
    -> Intake
  {
    Intake(kind: kind, amount: amount, unit: unit, at: noon(text))
  }

  @Test func totalsConvertShotsAndSkipUnitsThatDoNotFit() {
    let intakes = [
      intake(.caffeine, 75, .mg, on: "2026-12-03"), intake(.caffeine, 2, .shot, on: "2026-12-03"),
      intake(.caffeine, 100, .ml, on: "2026-12-03"), intake(.water, 250, .ml, on: "2026-12-03"),
      intake(.water, 500, .ml, on: "2026-12-03"), intake(.water, 1, .shot, on: "2026-12-03"),
      intake(.other, 330, .ml, on: "2026-12-03"), intake(.other, 50, .mg, on: "2026-12-03"),
      intake(.caffeine, 1.5, .shot, on: "2026-12-04"),
    ]
    let totals = IntakeGoals.totals(of: intakes, settings: settings)
    expectEqual(
      totals,
      [
        day("2026-12-03"): IntakeTotals(caffeineMg: 225, waterMl: 750, otherMl: 330, count: 8),
        day("2026-12-04"): IntakeTotals(caffeineMg: 112.5, count: 1),
      ])
    expectEqual(
      IntakeGoals.totals(of: intakes, on: day("2026-12-04"), settings: settings),
      IntakeTotals(caffeineMg: 112.5, count: 1))
    expectEqual(IntakeGoals.totals(of: intakes, on: day("2026-12-05"), settings: settings), .zero)
  }

  @Test func shotsUseTheConfiguredStrength() {
    var strong = settings
    strong.mgPerShot = 120
    let totals = IntakeGoals.totals(
      of: [intake(.caffeine, 2, .shot, on: "2026-12-03")], on: day("2026-12-03"), settings: strong)
    expectEqual(totals.caffeineMg, 240)
  }

  @Test func caffeineLimitIsMetAtAndUnderTheLimit() {
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(caffeineMg: 400), settings: settings),
      GoalEvaluation(met: true, progress: 1))
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(caffeineMg: 401), settings: settings),
      GoalEvaluation(met: false, progress: 1.0025))
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(caffeineMg: 100), settings: settings),
      GoalEvaluation(met: true, progress: 0.25))
    expectEqual(
      IntakeGoals.evaluate(.zero, settings: settings), GoalEvaluation(met: true, progress: 0))
  }

  @Test func caffeineLimitIgnoresWater() {
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(caffeineMg: 200, waterMl: 0), settings: settings),
      GoalEvaluation(met: true, progress: 0.5))
  }

  @Test func zeroLimitAllowsNoCaffeine() {
    var strict = settings
    strict.caffeineLimitMg = 0
    expectEqual(
      IntakeGoals.evaluate(.zero, settings: strict), GoalEvaluation(met: true, progress: 0))
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(caffeineMg: 10), settings: strict),
      GoalEvaluation(met: false, progress: 1))
  }

  @Test func zeroCaffeineNeedsNoCaffeineAndTheWaterGoal() {
    var zero = settings
    zero.mode = .zeroCaffeine
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(waterMl: 2000), settings: zero),
      GoalEvaluation(met: true, progress: 1))
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(waterMl: 1999), settings: zero),
      GoalEvaluation(met: false, progress: 0.9995))
    expectEqual(
      IntakeGoals.evaluate(IntakeTotals(caffeineMg: 1, waterMl: 2500), settings: zero),
      GoalEvaluation(met: false, progress: 1.25))
    expectEqual(
      IntakeGoals.evaluate(.zero, settings: zero), GoalEvaluation(met: false, progress: 0))
    zero.waterGoalMl = 0
    expectEqual(IntakeGoals.evaluate(.zero, settings: zero), GoalEvaluation(met: true, progress: 1))
  }
}
