import DaybookCore

/// `daybook water PLANT`: records a watering and shows the next one.
enum WaterCommand: Command {
  static let name = "water"
  static func summary(_ language: Language) -> String { WaterText.summary.text(language) }
  static func help(_ language: Language) -> String { WaterText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["again"], options: ["at"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw CommandError.usage(WaterText.missingPlant)
    }
    let now = context.now
    let at =
      try arguments.value("at").map { try Values.instant($0, option: "--at", now: now) }
      ?? now
    let journal = try context.journal()
    let plant = try PlantLookup.find(query, in: try journal.plants())
    let (_, status) = try WateringRule.record(
      plant, at: at, again: arguments.has("again"), journal: journal, today: context.today)
    context.output.line(
      WaterText.watered.text(
        context.language, plant.name, status.next.iso,
        PlantLookup.dDayText(status.dDay, context.language)))
  }
}

enum WaterText: String, Localized {
  case summary, help, missingPlant, watered

  var translation: Translation {
    switch self {
    case .summary:
      Translation("record that a plant was watered", ko: "식물에 물 준 것을 기록", ja: "植物への水やりを記録")
    case .help:
      Translation(
        """
        Usage: daybook water PLANT [--at TIME] [--again]

        Records a watering of PLANT (its name, any case; a unique start of it is enough) and
        prints the next watering day. A plant already watered that day is refused unless
        --again is given.

        Options:
          --at TIME   HH:MM today, YYYY-MM-DD HH:MM, or YYYY-MM-DD (default: now)
          --again     record it even though the plant was already watered that day
        """,
        ko: """
          사용법: daybook water 식물 [--at 시각] [--again]

          식물 (이름, 대소문자 무관, 겹치지 않는 앞부분만으로도 됨)에 물 준 것을 기록하고 다음
          물 줄 날을 보여 줍니다. 그날 이미 물을 준 식물은 --again 없이는 거절합니다.

          옵션:
            --at 시각   오늘 HH:MM, YYYY-MM-DD HH:MM 또는 YYYY-MM-DD (기본: 지금)
            --again     그날 이미 물을 줬어도 기록
          """,
        ja: """
          使い方: daybook water 植物 [--at 時刻] [--again]

          植物（名前、大文字小文字は問わず、一意な先頭部分でも可）への水やりを記録し、次の
          水やりの日を表示します。その日すでに水をやった植物は --again がなければ断ります。

          オプション:
            --at 時刻   今日の HH:MM、YYYY-MM-DD HH:MM、または YYYY-MM-DD（既定: 今）
            --again     その日すでに水をやっていても記録する
          """)
    case .missingPlant:
      Translation(
        "missing PLANT (see daybook water --help)", ko: "식물이 없습니다 (daybook water --help 참고)",
        ja: "植物がありません（daybook water --help を参照）")
    case .watered:
      Translation(
        "Watered {0} · next {1} ({2})", ko: "{0} 물주기 완료 · 다음 {1} ({2})",
        ja: "{0} に水やり · 次は {1}（{2}）")
    }
  }
}
