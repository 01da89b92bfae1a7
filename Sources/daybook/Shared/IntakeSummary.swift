import DaybookCore

/// A day's intake against the goal as text lines: `☕ 150/400 mg [███░░░░░]`.
enum IntakeSummary {
  static func lines(_ totals: IntakeTotals, settings: GoalSettings, output: Output) -> [String] {
    let evaluation = IntakeGoals.evaluate(totals, settings: settings)
    let caffeine = Values.number(totals.caffeineMg.rounded())
    let water = Values.number(totals.waterMl.rounded())
    let coffee = output.unicode ? Text.coffeeSymbol : Text.coffeeWord
    let drop = output.unicode ? Text.waterSymbol : Text.waterWord
    switch settings.mode {
    case .caffeineLimit:
      let limit = Values.number(settings.caffeineLimitMg)
      var first = "\(coffee) \(caffeine)/\(limit) mg [\(output.bar(evaluation.progress))]"
      if !evaluation.met { first += "  " + output.styled(Text.overLimit, .red) }
      return [first, "\(drop) \(water) ml"]
    case .zeroCaffeine:
      let goal = Values.number(settings.waterGoalMl)
      var first = "\(drop) \(water)/\(goal) ml [\(output.bar(evaluation.progress))]"
      if evaluation.met { first += "  " + output.styled(Text.goalMet, .green) }
      var second = "\(coffee) \(caffeine) mg"
      if totals.caffeineMg > 0 { second += "  " + output.styled(Text.notZero, .red) }
      return [first, second]
    }
  }

  /// `75 mg`, `1 shot (75 mg)`, `250 ml`.
  static func amount(_ intake: Intake, settings: GoalSettings) -> String {
    let number = Values.number(intake.amount)
    switch intake.unit {
    case .mg: return "\(number) mg"
    case .ml: return "\(number) ml"
    case .shot:
      let mg = Values.number((intake.amount * settings.mgPerShot).rounded())
      return intake.amount == 1 ? Text.oneShot(mg) : Text.shots(number, mg)
    }
  }
}

private enum Text {
  static let coffeeSymbol = "☕"
  static let coffeeWord = "caffeine"
  static let waterSymbol = "💧"
  static let waterWord = "water"
  static let overLimit = "over the limit"
  static let goalMet = "goal met"
  static let notZero = "not a zero-caffeine day"
  static func oneShot(_ mg: String) -> String { "1 shot (\(mg) mg)" }
  static func shots(_ count: String, _ mg: String) -> String { "\(count) shots (\(mg) mg)" }
}
