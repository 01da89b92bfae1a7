import DaybookCore
import TerminalKit

/// First-run questions: language, week start, intake goal, a first plant. Opened by the
/// app when the journal is new; the answers are applied in `OnboardingRouting.swift`.
public enum OnboardingFeature {
  /// The answers so far; every answer has a default, Esc skips the rest.
  public struct State: Equatable, Sendable {
    public enum Step: Int, CaseIterable, Equatable, Sendable {
      case language, weekStart, goalMode, goalAmount, plant
    }

    public var step: Step = .language
    public var language: Language
    public var weekStart: WeekStart = .monday
    public var goalMode: GoalMode = .caffeineLimit
    /// Digits typed for the limit (mg) or the water goal (ml).
    public var amountText: String
    /// Coffees on a usual day (0–10), asked with a caffeine limit; nil until answered.
    public var coffees: Int?
    public var plantName = ""
    /// The amount was refused by Enter (out of the goal's range); cleared by the next key.
    public var amountRefused = false

    public init(language: Language = .en, goal: GoalSettings = GoalSettings()) {
      self.language = language
      goalMode = goal.mode
      amountText = Journal.number(
        goal.mode == .caffeineLimit ? goal.caffeineLimitMg : goal.waterGoalMl)
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
  }

  public enum Output: Equatable, Sendable {
    /// Close without applying the answers; the questions are not asked again.
    case skip
    /// Close and apply every answer.
    case finish(State)
  }

  static func reduce(into onboarding: inout State, action: Action) -> [Output] {
    switch action {
    case .pasted(let text):
      guard onboarding.step == .plant else { return [] }
      onboarding.plantName += TextInput.singleLine(text)
      return []
    case .key(let key):
      if let command = Command(key: key) {
        switch command {
        case .skip:
          return [.skip]
        case .next:
          // The amount is checked as every other door checks a setting.
          if onboarding.step == .goalAmount, !onboarding.amountIsValid {
            onboarding.amountRefused = true
            return []
          }
          guard let next = State.Step(rawValue: onboarding.step.rawValue + 1) else {
            return [.finish(onboarding)]
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
      return []
    }
  }

  /// A key that is no command goes to the step's field: digits to the amount, anything to
  /// the plant's name.
  private static func type(_ key: Key, into onboarding: inout OnboardingFeature.State) {
    onboarding.amountRefused = false
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
}

extension OnboardingFeature.State {
  /// The setting the amount step sets: the caffeine limit or the water goal.
  var amountSetting: SettingDescription? {
    SettingDescription.named(goalMode == .caffeineLimit ? "caffeine_limit_mg" : "water_goal_ml")
  }

  /// Whether the typed amount is within the goal's range.
  var amountIsValid: Bool {
    guard let setting = amountSetting else { return false }
    return (try? setting.validate(amountText)) != nil
  }
}

extension OnboardingFeature.State.Step {
  /// Steps answered by picking from a list (arrows and hjkl move).
  var isChoice: Bool { self == .language || self == .weekStart || self == .goalMode }
}

extension OnboardingFeature.State {
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
