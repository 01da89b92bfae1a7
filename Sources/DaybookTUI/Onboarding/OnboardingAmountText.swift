import DaybookCore

/// What the onboarding's amount step says when Enter met an amount out of the goal's range.
enum OnboardingAmountText: String, Localized {
  case outOfRange

  var translation: Translation {
    switch self {
    case .outOfRange:
      Translation(
        "Enter a number from {0} to {1}", ko: "{0}부터 {1}까지의 수를 넣으세요",
        ja: "{0} から {1} までの数を入力してください")
    }
  }
}
