import DaybookCore
import TerminalKit

/// The first-run questions, one step at a time, in the language being chosen.
enum OnboardingView {
  static func render(
    _ state: AppState, _ onboarding: OnboardingFeature.State, into canvas: inout Canvas,
    in area: Rect
  ) -> (x: Int, y: Int)? {
    let theme = state.theme
    let language = onboarding.language
    let box = OverlayView.floating(width: 56, height: 12, in: area, over: canvas)
    let inner = OverlayView.frame(
      Strings.text(.onboardingTitle, language), state, &canvas, box
    ).inset(horizontal: 2, vertical: 1)
    guard !inner.isEmpty else { return nil }
    let steps = OnboardingFeature.State.Step.allCases.count
    let heading = "\(onboarding.step.rawValue + 1)/\(steps)  " + question(onboarding)
    canvas.draw(heading, x: inner.x, y: inner.y, style: theme.style(.title), maxWidth: inner.width)
    canvas.draw(
      OnboardingFeature.keyLine(onboarding, language).keyLine, x: inner.x, y: inner.maxY - 1,
      style: theme.style(.muted), maxWidth: inner.width)

    let body = Rect(
      x: inner.x, y: inner.y + 2, width: inner.width, height: max(0, inner.height - 4))
    switch onboarding.step {
    case .language:
      choices(
        Language.allCases.map(\.nativeName),
        selected: Language.allCases.firstIndex(of: onboarding.language), theme, &canvas, body)
    case .weekStart:
      choices(
        [Strings.text(.onboardingMonday, language), Strings.text(.onboardingSunday, language)],
        selected: onboarding.weekStart == .monday ? 0 : 1, theme, &canvas, body)
    case .goalMode:
      choices(
        [
          Strings.text(.onboardingCaffeineLimit, language),
          Strings.text(.onboardingZeroCaffeine, language),
        ],
        selected: onboarding.goalMode == .caffeineLimit ? 0 : 1, theme, &canvas, body)
    case .goalAmount:
      if onboarding.asksCoffees {
        for (index, line) in coffeeLines(onboarding).enumerated() where index + 2 < body.height {
          canvas.draw(
            line, x: body.x, y: body.y + 2 + index, style: theme.style(.overlay),
            maxWidth: body.width)
        }
      }
      return field(
        onboarding.amountText, hint: onboarding.amountRefused ? amountHint(onboarding) : "",
        theme, &canvas, body)
    case .plant:
      return field(
        onboarding.plantName, hint: Strings.text(.onboardingPlantHint, language), theme, &canvas,
        body)
    }
    return nil
  }

  /// "Enter a number from 1 to 10000" for the goal being set.
  static func amountHint(_ onboarding: OnboardingFeature.State) -> String {
    guard case .number(let range)? = onboarding.amountSetting?.values else { return "" }
    return OnboardingAmountText.outOfRange.text(
      onboarding.language, Journal.number(range.lowerBound), Journal.number(range.upperBound))
  }

  static func question(_ onboarding: OnboardingFeature.State) -> String {
    let language = onboarding.language
    switch onboarding.step {
    case .language: return Strings.text(.onboardingLanguage, language)
    case .weekStart: return Strings.text(.onboardingWeekStart, language)
    case .goalMode: return Strings.text(.onboardingGoal, language)
    case .goalAmount:
      return Strings.text(
        onboarding.goalMode == .caffeineLimit ? .onboardingLimitAmount : .onboardingWaterAmount,
        language)
    case .plant: return Strings.text(.onboardingPlant, language)
    }
  }

  private static func choices(
    _ options: [String], selected: Int?, _ theme: Theme, _ canvas: inout Canvas, _ rect: Rect
  ) {
    var list = ListState(selected: selected)
    ListView(
      items: options.map { ListView.Item($0) }, style: theme.style(.overlay),
      selectedStyle: theme.style(.selection), selectionSymbol: "› "
    ).render(into: &canvas, in: rect, state: &list)
  }

  private static func field(
    _ text: String, hint: String, _ theme: Theme, _ canvas: inout Canvas, _ rect: Rect
  ) -> (x: Int, y: Int)? {
    guard !rect.isEmpty else { return nil }
    let row = Rect(x: rect.x, y: rect.y, width: min(rect.width, 30), height: 1)
    canvas.fill(row, style: theme.style(.input))
    let used = canvas.draw(
      text, x: row.x, y: row.y, style: theme.style(.input), maxWidth: row.width - 1)
    if !hint.isEmpty {
      canvas.draw(hint, x: rect.x, y: rect.y + 1, style: theme.style(.muted), maxWidth: rect.width)
    }
    return (row.x + used, row.y)
  }
}
