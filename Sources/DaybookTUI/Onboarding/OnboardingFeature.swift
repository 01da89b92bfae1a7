import DaybookCore
import TerminalKit

/// First-run questions: language, week start, intake goal, a first plant.
enum OnboardingFeature {
  static func keyPressed(_ key: Key, _ onboarding: Onboarding, _ state: inout AppState)
    -> [Effect]
  {
    var onboarding = onboarding
    switch key {
    case .escape:
      state.destination = nil
      state.settings.onboarded = true
      return [.saveSettings(state.settings)]
    case .enter:
      guard let next = Onboarding.Step(rawValue: onboarding.step.rawValue + 1) else {
        return finish(onboarding, &state)
      }
      onboarding.step = next
    case _ where onboarding.step.isChoice && choiceDirection(key) != nil:
      onboarding.choose(by: choiceDirection(key) ?? 0)
    case _ where onboarding.asksCoffees && coffeeDirection(key) != nil:
      onboarding.countCoffees(by: coffeeDirection(key) ?? 0)
    default:
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
    state.destination = .onboarding(onboarding)
    // The language applies at once, so the next questions are asked in it.
    state.setLanguage(onboarding.language)
    return []
  }

  private static func choiceDirection(_ key: Key) -> Int? {
    switch key {
    case .up, .left, .character("k"), .character("h"): -1
    case .down, .right, .character("j"), .character("l"), .character(" "): 1
    default: nil
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
