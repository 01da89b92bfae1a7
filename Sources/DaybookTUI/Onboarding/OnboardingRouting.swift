import DaybookCore
import TerminalKit

extension OnboardingFeature: PlainFeature {}

extension DestinationCase where Value == OnboardingFeature.State {
  static var onboarding: Self {
    Self(
      extract: { if case .onboarding(let s) = $0 { s } else { nil } },
      embed: Destination.onboarding)
  }
}

/// Runs the first-run questions in the destination and applies the answers to the settings,
/// the panes and the journal.
extension AppReducer {
  static func onboarding(_ state: inout AppState, _ action: OnboardingFeature.Action)
    -> [Effect]
  {
    let effects = presented(OnboardingFeature.self, .onboarding, action, &state) {
      output, state in
      state[presented: .onboarding] = nil
      switch output {
      case .skip:
        state.settings.onboarded = true
        return [.saveSettings(state.settings)]
      case .finish(let answers):
        return finishOnboarding(answers, &state)
      }
    }
    // The language applies at once, so the next questions are asked in it.
    if case .key = action, let onboarding = state[presented: .onboarding] {
      state.setLanguage(onboarding.language)
    }
    return effects
  }

  static func finishOnboarding(_ onboarding: OnboardingFeature.State, _ state: inout AppState)
    -> [Effect]
  {
    var settings = state.settings
    settings.language = onboarding.language.rawValue
    settings.weekStart = onboarding.weekStart
    settings.goal.mode = onboarding.goalMode
    if onboarding.amountIsValid, let amount = Double(onboarding.amountText) {
      switch onboarding.goalMode {
      case .caffeineLimit: settings.goal.caffeineLimitMg = amount
      case .zeroCaffeine: settings.goal.waterGoalMl = amount
      }
    }
    settings.onboarded = true
    state.settings = settings
    showStatus(Strings.text(.onboardingDone, onboarding.language), &state)
    var effects: [Effect] = [.saveSettings(settings)]
    let plant = onboarding.plantName.trimmingSpaces()
    if !plant.isEmpty {
      // A plant the catalog knows by that name gets its species and watering interval.
      let first =
        PlantCatalog.bundled.exactMatch(plant)?.toPlant(name: plant, today: state.today)
        ?? Plant(name: plant)
      effects.append(.addPlant(first))
    }
    if settings.weekStart != state.calendar.weekStart {
      effects += startPanes(&state)
    } else {
      effects.append(.loadToday(state.today))
    }
    return effects
  }
}
