import DaybookCore

/// A day's intake against the goal as text lines: `☕ 150/400 mg [███░░░░░]`.
enum IntakeSummary {
  static func lines(
    _ totals: IntakeTotals, settings: GoalSettings, output: Output, language: Language = .en
  ) -> [String] {
    let evaluation = IntakeGoals.evaluate(totals, settings: settings)
    let caffeine = Values.number(totals.caffeineMg.rounded())
    let water = Values.number(totals.waterMl.rounded())
    let coffee = output.unicode ? "☕" : IntakeSummaryText.coffeeWord.text(language)
    let drop = output.unicode ? "💧" : IntakeSummaryText.waterWord.text(language)
    switch settings.mode {
    case .caffeineLimit:
      let limit = Values.number(settings.caffeineLimitMg)
      var first = "\(coffee) \(caffeine)/\(limit) mg [\(output.bar(evaluation.progress))]"
      if !evaluation.met {
        first += "  " + output.styled(IntakeSummaryText.overLimit.text(language), .red)
      }
      return [first, "\(drop) \(water) ml"]
    case .zeroCaffeine:
      let goal = Values.number(settings.waterGoalMl)
      var first = "\(drop) \(water)/\(goal) ml [\(output.bar(evaluation.progress))]"
      if evaluation.met {
        first += "  " + output.styled(IntakeSummaryText.goalMet.text(language), .green)
      }
      var second = "\(coffee) \(caffeine) mg"
      if totals.caffeineMg > 0 {
        second += "  " + output.styled(IntakeSummaryText.notZero.text(language), .red)
      }
      return [first, second]
    }
  }

  /// `75 mg`, `1 shot (75 mg)`, `250 ml`.
  static func amount(_ intake: Intake, settings: GoalSettings, language: Language = .en) -> String {
    let number = Values.number(intake.amount)
    switch intake.unit {
    case .mg: return "\(number) mg"
    case .ml: return "\(number) ml"
    case .shot:
      let mg = Values.number((intake.amount * settings.mgPerShot).rounded())
      return intake.amount == 1
        ? IntakeSummaryText.oneShot.text(language, mg)
        : IntakeSummaryText.shots.text(language, number, mg)
    }
  }
}

enum IntakeSummaryText: String, Localized {
  case coffeeWord, waterWord, overLimit, goalMet, notZero, oneShot, shots

  var translation: Translation {
    switch self {
    case .coffeeWord: Translation("caffeine", ko: "카페인", ja: "カフェイン")
    case .waterWord: Translation("water", ko: "물", ja: "水")
    case .overLimit: Translation("over the limit", ko: "제한 초과", ja: "上限超え")
    case .goalMet: Translation("goal met", ko: "목표 달성", ja: "目標達成")
    case .notZero:
      Translation("not a zero-caffeine day", ko: "카페인 없는 날이 아님", ja: "カフェインなしの日ではない")
    case .oneShot: Translation("1 shot ({0} mg)", ko: "1샷 ({0} mg)", ja: "1ショット（{0} mg）")
    case .shots: Translation("{0} shots ({1} mg)", ko: "{0}샷 ({1} mg)", ja: "{0}ショット（{1} mg）")
    }
  }
}
