import DaybookCore
import TerminalKit

extension OnboardingFeature {
  /// The keys of every step: Enter answers, Esc skips the rest. The plant's name and the
  /// amount are typed: every key that is no command goes to the field.
  enum Command: KeyCommand, Sendable {
    case next, skip

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .next: KeyBinding(keys: ["Enter"], help: OnboardingText.keyNext.text(language))
      case .skip: KeyBinding(keys: ["Esc"], help: OnboardingText.keySkip.text(language))
      }
    }
  }

  /// The keys of a step answered by picking from a list (language, week start, goal).
  enum ChoiceCommand: KeyCommand, Sendable {
    case previous, next

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .previous:
        KeyBinding(
          keys: ["Up", "Left", "k", "h"], help: OnboardingText.keyPrevious.text(language))
      case .next:
        KeyBinding(
          keys: ["Down", "Right", "j", "l", "Space"],
          help: OnboardingText.keyNextChoice.text(language))
      }
    }
  }

  /// The keys of the caffeine limit's coffee count; digits go to the limit field.
  enum CoffeeCommand: KeyCommand, Sendable {
    case more, fewer

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .more: KeyBinding(keys: ["Up", "k"], help: OnboardingText.keyMore.text(language))
      case .fewer: KeyBinding(keys: ["Down", "j"], help: OnboardingText.keyFewer.text(language))
      }
    }
  }

  /// Every key of a step, for the help and the conflict test.
  static func keymap(_ onboarding: OnboardingFeature.State, _ language: Language) -> [KeyBinding] {
    let step: [KeyBinding] =
      if onboarding.step.isChoice {
        ChoiceCommand.keymap(language)
      } else if onboarding.asksCoffees {
        CoffeeCommand.keymap(language)
      } else {
        []
      }
    return step + Command.keymap(language)
  }

  /// The step's key line: the choice or the coffee count as one "↑↓", Enter, Esc.
  static func keyLine(_ onboarding: OnboardingFeature.State, _ language: Language) -> [KeyBinding] {
    let arrows: [KeyBinding] =
      if onboarding.step.isChoice {
        [
          KeyBinding(
            keys: ChoiceCommand.allCases.flatMap(\.binding.keys),
            help: OnboardingText.keyChoose.text(language), label: "↑↓")
        ]
      } else if onboarding.asksCoffees {
        [
          KeyBinding(
            keys: CoffeeCommand.allCases.flatMap(\.binding.keys),
            help: OnboardingText.keyCoffees.text(language), label: "↑↓")
        ]
      } else {
        []
      }
    return arrows + Command.keymap(language)
  }
}

/// The onboarding's key help.
enum OnboardingText: String, Localized {
  case keyChoose, keyPrevious, keyNextChoice, keyCoffees, keyMore, keyFewer, keyNext, keySkip

  var translation: Translation {
    switch self {
    case .keyChoose: Translation("choose", ko: "선택", ja: "選択")
    case .keyPrevious: Translation("previous choice", ko: "이전 항목", ja: "前の項目")
    case .keyNextChoice: Translation("next choice", ko: "다음 항목", ja: "次の項目")
    case .keyCoffees: Translation("coffees", ko: "커피 잔 수", ja: "コーヒーの杯数")
    case .keyMore: Translation("one coffee more", ko: "커피 한 잔 더", ja: "コーヒーを1杯多く")
    case .keyFewer: Translation("one coffee fewer", ko: "커피 한 잔 덜", ja: "コーヒーを1杯少なく")
    case .keyNext: Translation("next", ko: "다음", ja: "次へ")
    case .keySkip: Translation("skip", ko: "건너뛰기", ja: "スキップ")
    }
  }
}
