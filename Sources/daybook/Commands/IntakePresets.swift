import DaybookCore
import DaybookTUI

/// `daybook intake presets [--set KEY=LABEL:KIND:AMOUNT]… [--remove KEY]… [--reset]`: the
/// one-key intakes of the Today pane.
enum IntakePresetsCommand: Command {
  static let name = "presets"
  static func summary(_ language: Language) -> String {
    IntakePresetsText.summary.text(language)
  }
  static func help(_ language: Language) -> String { IntakePresetsText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["reset"], options: ["set", "remove"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(IntakePresetsText.unexpected, word)
    }
    let journal = try context.journal()
    var presets = arguments.has("reset") ? IntakePreset.defaults : try journal.intakePresets()
    for key in arguments.values("remove") {
      guard presets.contains(where: { $0.key == key }) else {
        throw CommandError.failure(IntakePresetsText.noSuchKey, key)
      }
      presets.removeAll { $0.key == key }
    }
    for text in arguments.values("set") {
      guard let preset = IntakePreset.parse(text) else {
        throw CommandError.usage(IntakePresetsText.invalid, text)
      }
      guard TodayFeature.isFreeForPreset(preset.key) else {
        throw CommandError.usage(IntakePresetsText.keyTaken, preset.key)
      }
      if let index = presets.firstIndex(where: { $0.key == preset.key }) {
        presets[index] = preset
      } else {
        presets.append(preset)
      }
    }
    let changed =
      arguments.has("reset") || !arguments.values("set").isEmpty
      || !arguments.values("remove").isEmpty
    if changed { try journal.saveIntakePresets(presets) }
    if presets.isEmpty {
      context.output.line(IntakePresetsText.none.text(context.language))
    }
    for preset in presets { context.output.line(preset.text) }
  }
}

enum IntakePresetsText: String, Localized {
  case summary, help, unexpected, invalid, keyTaken, noSuchKey, none

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "List or change the one-key intakes of the Today pane",
        ko: "오늘 창의 한 키 섭취 기록 보기·바꾸기", ja: "今日の画面のワンキー摂取を表示・変更")
    case .help:
      Translation(
        """
        Usage: daybook intake presets [--set KEY=LABEL:KIND:AMOUNT]… [--remove KEY]… [--reset]
        Each preset records AMOUNT of KIND when KEY is pressed on the Today pane.
        KIND is caffeine (mg or shot), water or other (ml). Example: --set e=tea:caffeine:40mg
        """,
        ko: """
          사용법: daybook intake presets [--set KEY=LABEL:KIND:AMOUNT]… [--remove KEY]… [--reset]
          오늘 창에서 KEY를 누르면 KIND를 AMOUNT만큼 기록합니다.
          KIND는 caffeine (mg, shot), water, other (ml)입니다. 예: --set e=tea:caffeine:40mg
          """,
        ja: """
          使い方: daybook intake presets [--set KEY=LABEL:KIND:AMOUNT]… [--remove KEY]… [--reset]
          今日の画面で KEY を押すと KIND を AMOUNT だけ記録します。
          KIND は caffeine (mg か shot)、water、other (ml) です。例: --set e=tea:caffeine:40mg
          """)
    case .unexpected:
      Translation("Unexpected argument: {0}", ko: "알 수 없는 인자: {0}", ja: "予期しない引数: {0}")
    case .invalid:
      Translation(
        "Not a preset: {0} (expected KEY=LABEL:KIND:AMOUNT, e.g. e=tea:caffeine:40mg)",
        ko: "프리셋 형식이 아닙니다: {0} (KEY=LABEL:KIND:AMOUNT, 예: e=tea:caffeine:40mg)",
        ja: "プリセットの形式ではありません: {0} (KEY=LABEL:KIND:AMOUNT、例: e=tea:caffeine:40mg)")
    case .keyTaken:
      Translation(
        "The key {0} already does something in Daybook (a pane, a global key or y/n)",
        ko: "{0} 키는 Daybook에서 이미 쓰입니다 (칸, 전체 키 또는 y/n)",
        ja: "{0} キーは Daybook ですでに使われています（欄、全体のキー、y/n）")
    case .noSuchKey:
      Translation(
        "No preset on the key {0}", ko: "{0} 키에 프리셋이 없습니다",
        ja: "{0} キーにプリセットはありません")
    case .none:
      Translation("No presets", ko: "프리셋 없음", ja: "プリセットなし")
    }
  }
}
