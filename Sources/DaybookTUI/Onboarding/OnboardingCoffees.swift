import DaybookCore
import TerminalKit

/// Texts of the coffee question asked with a caffeine limit.
enum OnboardingCoffeeText: String, Localized {
  case question, suggestion

  var translation: Translation {
    switch self {
    case .question:
      Translation(
        "Coffees on a usual day (↑/↓): {0}", ko: "평소 하루 커피 잔 수 (↑/↓): {0}",
        ja: "普段の1日のコーヒーの杯数 (↑/↓): {0}")
    case .suggestion:
      Translation(
        "Suggested limit: {0} mg (edit it, then Enter)",
        ko: "제안 한도: {0} mg (고친 뒤 Enter)", ja: "おすすめの上限: {0} mg (直してから Enter)")
    }
  }
}

extension OnboardingFeature.State {
  /// Caffeine in a usual cup of coffee, mg.
  static let mgPerCoffee = 95
  /// The most coffees the question offers.
  static let maxCoffees = 10
  /// The highest limit suggested: the usual adult maximum, mg.
  static let maxSuggestedLimit = 400

  /// True on the limit step of a caffeine-limit goal, where ↑/↓ count coffees.
  var asksCoffees: Bool { step == .goalAmount && goalMode == .caffeineLimit }

  /// The limit suggested for a number of coffees: 95 mg each, at most 400 mg.
  static func suggestedLimit(coffees: Int) -> Int {
    min(coffees * mgPerCoffee, maxSuggestedLimit)
  }

  /// Changes the coffee count by `delta` within 0–10 and puts the suggested limit in the
  /// field, where it can still be edited before Enter. The first ↑ from no answer is 1; a ↓
  /// from no answer changes nothing, so the ↓ habit of the earlier choice steps cannot turn
  /// the default limit into 0 mg by accident.
  /// A limit the user typed is theirs: the count still changes, the field does not.
  mutating func countCoffees(by delta: Int) {
    guard coffees != nil || delta > 0 else { return }
    let shown =
      coffees.map { String(Self.suggestedLimit(coffees: $0)) }
      ?? String(Self.maxSuggestedLimit)
    let next = coffees.map { $0 + delta } ?? 1
    let count = min(max(next, 0), Self.maxCoffees)
    coffees = count
    if amountText == shown { amountText = String(Self.suggestedLimit(coffees: count)) }
  }
}

extension OnboardingView {
  /// The coffee question under the limit field.
  static func coffeeLines(_ onboarding: OnboardingFeature.State) -> [String] {
    let language = onboarding.language
    let count = onboarding.coffees.map(String.init) ?? "–"
    var lines = [OnboardingCoffeeText.question.text(language, count)]
    if let coffees = onboarding.coffees {
      lines.append(
        OnboardingCoffeeText.suggestion.text(
          language, String(OnboardingFeature.State.suggestedLimit(coffees: coffees))))
    }
    return lines
  }
}
