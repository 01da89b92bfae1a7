import DaybookCore
import TerminalKit

/// First-run questions: language, week start, intake goal, a first plant.
enum OnboardingFeature {
  static func keyPressed(_ key: Key, _ onboarding: Onboarding, _ state: inout AppState)
    -> [Effect]
  {
    var onboarding = onboarding
    if let command = Command(key: key) {
      switch command {
      case .skip:
        state.destination = nil
        state.settings.onboarded = true
        return [.saveSettings(state.settings)]
      case .next:
        guard let next = Onboarding.Step(rawValue: onboarding.step.rawValue + 1) else {
          return finish(onboarding, &state)
        }
        onboarding.step = next
      }
    } else if onboarding.step.isChoice, let choice = ChoiceCommand(key: key) {
      onboarding.choose(by: choice == .previous ? -1 : 1)
    } else if onboarding.asksCoffees, let coffee = CoffeeCommand(key: key) {
      onboarding.countCoffees(by: coffee == .more ? 1 : -1)
    } else {
      type(key, into: &onboarding)
    }
    state.destination = .onboarding(onboarding)
    // The language applies at once, so the next questions are asked in it.
    state.setLanguage(onboarding.language)
    return []
  }

  /// A key that is no command goes to the step's field: digits to the amount, anything to
  /// the plant's name.
  private static func type(_ key: Key, into onboarding: inout Onboarding) {
    switch onboarding.step {
    case .goalAmount:
      var text = onboarding.amountText
      let isDigit: Bool = {
        if case .character(let c) = key { return c.isASCII && c.isNumber }
        return true
      }()
      if isDigit && TextInput.apply(key, to: &text) && text.count <= 6 {
        onboarding.amountText = text
      }
    case .plant:
      _ = TextInput.apply(key, to: &onboarding.plantName)
    default:
      break
    }
  }

  private static func finish(_ onboarding: Onboarding, _ state: inout AppState) -> [Effect] {
    state.destination = nil
    var settings = state.settings
    settings.language = onboarding.language.rawValue
    settings.weekStart = onboarding.weekStart
    settings.goal.mode = onboarding.goalMode
    if let amount = Double(onboarding.amountText), amount > 0 || onboarding.goalMode == .caffeineLimit {
      switch onboarding.goalMode {
      case .caffeineLimit: settings.goal.caffeineLimitMg = amount
      case .zeroCaffeine: settings.goal.waterGoalMl = amount
      }
    }
    settings.onboarded = true
    state.settings = settings
    AppReducer.showStatus(Strings.text(.onboardingDone, onboarding.language), &state)
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
      effects += AppReducer.startPanes(&state)
    } else {
      effects.append(.loadToday(state.today))
    }
    return effects
  }
}

extension Onboarding.Step {
  /// Steps answered by picking from a list (arrows and hjkl move).
  var isChoice: Bool { self == .language || self == .weekStart || self == .goalMode }
}

extension Onboarding {
  /// Moves the answer of a choice step by `delta`, wrapping.
  mutating func choose(by delta: Int) {
    func cycled<T: CaseIterable & Equatable>(_ value: T) -> T {
      let all = Array(T.allCases)
      let index = all.firstIndex(of: value) ?? 0
      return all[(index + delta + all.count) % all.count]
    }
    switch step {
    case .language: language = cycled(language)
    case .weekStart: weekStart = cycled(weekStart)
    case .goalMode:
      goalMode = cycled(goalMode)
      amountText = goalMode == .caffeineLimit ? "400" : "2000"
    case .goalAmount, .plant: break
    }
  }
}
