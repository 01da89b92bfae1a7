import DaybookCore
import TerminalKit

/// Texts of the intake presets and the typed amount on the Today pane.
enum TodayIntakeText: String, Localized {
  case coffee, tea, water
  case record, typeAmount, prompt, badAmount, badUnit

  var translation: Translation {
    switch self {
    case .coffee: Translation("coffee", ko: "커피", ja: "コーヒー")
    case .tea: Translation("tea", ko: "차", ja: "お茶")
    case .water: Translation("water", ko: "물", ja: "水")
    case .record: Translation("{0} {1}", ko: "{0} {1}", ja: "{0} {1}")
    case .typeAmount: Translation("type an intake", ko: "섭취량 입력", ja: "摂取量を入力")
    case .prompt:
      Translation(
        "Intake (coffee 2shot, water 1L, latte tall): {0}",
        ko: "섭취 (커피 2샷, 물 1L, 아메리카노): {0}",
        ja: "摂取 (コーヒー 2ショット, 水 1L, ラテ): {0}")
    case .badAmount:
      Translation(
        "Not an amount: {0} (try 75mg, 250ml, 1L or 1shot)",
        ko: "양을 알 수 없습니다: {0} (예: 75mg, 250ml, 1L, 커피 2샷)",
        ja: "量として読めません: {0} (例: 75mg, 250ml, 1L, コーヒー 2ショット)")
    case .badUnit:
      Translation(
        "{0} is not measured in {1}", ko: "{0}은(는) {1}(으)로 재지 않습니다",
        ja: "{0} は {1} では量りません")
    }
  }
}

extension IntakePreset {
  /// The label as shown: the built-in names translated, others as the user typed them.
  func displayLabel(_ language: Language) -> String {
    TodayIntakeText(rawValue: label).map {
      [.coffee, .tea, .water].contains($0) ? $0.text(language) : label
    } ?? label
  }

  /// The preset's key with its help, for the footer and the help overlay.
  func binding(_ language: Language) -> KeyBinding {
    KeyBinding(
      keys: [key],
      help: TodayIntakeText.record.text(
        language, displayLabel(language), unit.amountText(amount, language)))
  }
}

extension TodayFeature {
  /// The outcome of the text typed after `i`.
  enum TypedIntake: Equatable {
    case intake(kind: IntakeKind, amount: Double, unit: IntakeUnit)
    /// A drink from the catalog, by name (`아메리카노`, `latte tall`, `ラテ`).
    case drink(CatalogDrink)
    case badAmount
    case badUnit(IntakeKind, IntakeUnit)
  }

  /// Reads `caffeine 75mg`, `water 250ml`, `1shot`, `물 1L`, `커피 2샷`, `녹차 30mg`: an
  /// optional kind or drink (any language, see `IntakeAmountParser`) and an amount; a bare
  /// number is in `defaultKind`'s unit; without a kind, `defaultKind` if given, else mg and
  /// shots are caffeine and ml is water. Without a default kind, text that is no amount is
  /// looked up in the drink catalog (`아메리카노`, `latte tall`).
  static func parseTypedIntake(_ text: String, defaultKind: IntakeKind? = nil) -> TypedIntake {
    guard let typed = IntakeAmountParser.parse(text, fieldKind: defaultKind, allowsDrinkWord: false)
    else {
      if defaultKind == nil, let drink = DrinkCatalog.bundled.search(text, limit: 1).first {
        return .drink(drink)
      }
      return .badAmount
    }
    let resolved = typed.kind ?? (typed.unit == .ml ? .water : .caffeine)
    guard IntakePreset.allows(typed.unit, for: resolved) else {
      return .badUnit(resolved, typed.unit)
    }
    return .intake(kind: resolved, amount: typed.amount, unit: typed.unit)
  }

  /// What Enter would record for the typed text (`→ caffeine 2shot`, `→ 아메리카노 150mg`),
  /// shown while typing.
  static func typedIntakePreview(_ text: String, _ language: Language) -> String? {
    switch parseTypedIntake(text) {
    case let .intake(kind, amount, unit):
      return "→ " + kind.name(language) + " " + amountText(amount, unit, language)
    case let .drink(drink):
      return "→ " + drink.displayName(language) + " " + amountText(drink.caffeineMg, .mg, language)
    case .badAmount, .badUnit:
      return nil
    }
  }

  /// A key while the typed intake is open: Enter records, Esc cancels, others edit.
  static func typeIntake(_ key: Key, text: String, _ state: inout State) -> [Output] {
    switch key {
    case .escape:
      state.intakeInput = nil
      return []
    case .enter:
      switch parseTypedIntake(text) {
      case let .intake(kind, amount, unit):
        state.intakeInput = nil
        return [
          .addIntake(kind: kind, amount: amount, unit: unit),
          .status(
            TodayPaneText.recorded.text(
              state.language, kind.name(state.language),
              amountText(amount, unit, state.language))),
        ]
      case let .drink(drink):
        state.intakeInput = nil
        return [
          .addIntake(kind: .caffeine, amount: drink.caffeineMg, unit: .mg, drink: drink.id),
          .status(
            TodayPaneText.recorded.text(
              state.language, drink.displayName(state.language),
              amountText(drink.caffeineMg, .mg, state.language))),
        ]
      case .badAmount:
        return [.status(TodayIntakeText.badAmount.text(state.language, text))]
      case let .badUnit(kind, unit):
        return [
          .status(
            TodayIntakeText.badUnit.text(state.language, kind.name(state.language), unit.rawValue))
        ]
      }
    default:
      var edited = text
      if TextInput.apply(key, to: &edited), edited.count <= 40 { state.intakeInput = edited }
      return []
    }
  }

  /// True when a key can carry a preset: one character that neither a Today command, a
  /// global key, a y/n answer nor another pane's key uses (the first are matched first, so a
  /// preset on them would never fire; on the others a slip of focus would record a drink).
  public static func isFreeForPreset(_ key: String) -> Bool {
    guard key.count == 1 else { return false }
    let taken =
      Command.keymap(.en).flatMap(\.keys) + GlobalCommand.allCases.flatMap(\.keys)
      + confirmKeymap.flatMap(\.keys) + otherPanesKeys
    return !taken.contains(key)
  }

  /// The keys of the calendar, the heatmap and the editor (when not typing).
  static var otherPanesKeys: [String] {
    CalendarFeature.keymap.flatMap(\.keys) + HeatmapFeature.keymap.flatMap(\.keys)
      + EditorKeymap.normal.flatMap(\.keys)
  }

  /// True for a one-character key that means something in another pane but not here, so the
  /// pane can say so instead of staying silent.
  static func isOtherPanesKey(_ key: Key) -> Bool {
    let name = key.description
    guard name.count == 1, Command(key: key) == nil else { return false }
    return otherPanesKeys.contains(name)
  }

  /// An intake's kind and amount as shown: `caffeine`, `40mg`.
  static func describe(_ intake: Intake, _ language: Language) -> (String, String) {
    (intake.kind.name(language), amountText(intake.amount, intake.unit, language))
  }

  /// An amount as shown: `1shot` (`1샷`, `1ショット`), `40mg`, `250ml`.
  static func amountText(_ amount: Double, _ unit: IntakeUnit, _ language: Language = .en)
    -> String
  {
    unit.amountText(amount, language)
  }

  /// The preset bound to a key, if any.
  static func preset(for key: Key, in state: State) -> IntakePreset? {
    let name = key.description
    return state.presets.first { $0.key == name }
  }
}
