import DaybookCore

extension PlantCommand {
  /// `daybook plant seasons [--hemisphere north|south]`: the hemisphere setting that decides
  /// when summer is, and the plants that switch intervals with the seasons.
  enum Seasons: Command {
    static let name = "seasons"
    static func summary(_ language: Language) -> String {
      PlantSeasonsText.summary.text(language)
    }
    static func help(_ language: Language) -> String { PlantSeasonsText.help.text(language) }
    static let spec = ArgumentSpec(options: ["hemisphere"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(PlantSeasonsText.unexpected, word)
      }
      let journal = try context.journal()
      if let text = arguments.value("hemisphere") {
        guard let hemisphere = Hemisphere(rawValue: text.lowercased()) else {
          throw CommandError.usage(PlantSeasonsText.badHemisphere, text)
        }
        try journal.setSetting(Hemisphere.settingsKey, hemisphere.rawValue)
      }
      let hemisphere = try journal.hemisphere()
      let today = context.today
      let language = context.language
      let season = WateringSeason.of(today, hemisphere)
      context.output.line(
        PlantSeasonsText.now.text(
          language,
          (hemisphere == .north ? PlantSeasonsText.north : .south).text(language),
          PlantSeasonText.name(season).text(language)))
      let seasonal = try journal.plants().filter { $0.seasons != nil }
      guard !seasonal.isEmpty else {
        context.output.line("  " + PlantSeasonsText.none.text(language))
        return
      }
      for plant in seasonal {
        guard let seasons = plant.seasons else { continue }
        context.output.line("  " + Output.visible(plant.name))
        context.output.line("    " + seasons.describe(today: today, language))
      }
    }
  }
}

/// Texts of `daybook plant seasons`.
enum PlantSeasonsText: String, Localized {
  case summary, help, unexpected, badHemisphere, now, north, south, none

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "show or set the hemisphere for seasonal watering", ko: "계절별 물주기의 반구 보기·설정",
        ja: "季節ごとの水やりの半球を表示・設定")
    case .help:
      Translation(
        """
        Usage: daybook plant seasons [--hemisphere north|south]

        A plant added from the catalog waters at its summer interval from April to
        September and its winter interval from October to March (the other way round in
        the southern hemisphere). Shows the hemisphere, the season and each such plant.

        Options:
          --hemisphere north|south   set where the plants live (default: north)
        """,
        ko: """
          사용법: daybook plant seasons [--hemisphere north|south]

          도감에서 추가한 식물은 4~9월에는 여름 간격, 10~3월에는 겨울 간격으로 물을 줍니다
          (남반구에서는 반대). 반구와 지금 계절, 그런 식물을 보여 줍니다.

          옵션:
            --hemisphere north|south   식물이 사는 곳 설정 (기본: north)
          """,
        ja: """
          使い方: daybook plant seasons [--hemisphere north|south]

          図鑑から追加した植物は4〜9月は夏の間隔、10〜3月は冬の間隔で水やりします（南半球
          では逆）。半球と今の季節、そのような植物を表示します。

          オプション:
            --hemisphere north|south   植物のある場所を設定（既定: north）
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .badHemisphere:
      Translation(
        "unknown hemisphere \"{0}\" (expected north or south)",
        ko: "알 수 없는 반구 \"{0}\" (north 또는 south)", ja: "不明な半球「{0}」（north または south）")
    case .now: Translation("{0} hemisphere · {1} now", ko: "{0} · 지금은 {1}", ja: "{0} · 今は{1}")
    case .north: Translation("Northern", ko: "북반구", ja: "北半球")
    case .south: Translation("Southern", ko: "남반구", ja: "南半球")
    case .none:
      Translation(
        "no plant switches with the seasons (add one from the catalog)",
        ko: "계절에 따라 바뀌는 식물이 없습니다 (도감에서 추가하세요)",
        ja: "季節で切り替わる植物はありません（図鑑から追加してください）")
    }
  }
}
