import DaybookCore

/// `daybook catalog …`: the bundled list of common houseplants and their care.
enum CatalogCommand: CommandGroup {
  static let name = "catalog"
  static func summary(_ language: Language) -> String { CatalogText.summary.text(language) }
  static func help(_ language: Language) -> String {
    CatalogText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] { [Search.self, Show.self, Identify.self] }

  /// A catalog plant as `--json` prints it.
  struct PlantJSON: Encodable {
    var id: String
    var english: String
    var korean: String
    var japanese: String
    var botanical: String
    var summerIntervalDays: Int
    var winterIntervalDays: Int
    var light: String
    var humidity: String
    var careGuide: String

    init(_ plant: CatalogPlant) {
      id = plant.id
      english = plant.englishName
      korean = plant.koreanName
      japanese = plant.japaneseName
      botanical = plant.botanicalName
      summerIntervalDays = plant.summerIntervalDays
      winterIntervalDays = plant.winterIntervalDays
      light = plant.light.rawValue
      humidity = plant.humidity.rawValue
      careGuide = plant.careGuide
    }
  }

  enum Search: Command {
    static let name = "search"
    static func summary(_ language: Language) -> String { CatalogText.searchSummary.text(language) }
    static func help(_ language: Language) -> String { CatalogText.searchHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["json"], options: ["limit"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ").trimmingSpaces()
      guard !query.isEmpty else { throw CommandError.usage(CatalogText.missingText) }
      let limit =
        try arguments.value("limit").map {
          try Values.integer($0, option: "--limit", in: 1...1000)
        } ?? 20
      let hits = PlantCatalog.bundled.search(query, limit: limit)
      let output = context.output
      if arguments.has("json") {
        try output.json(hits.map(PlantJSON.init))
        return
      }
      let language = context.language
      guard !hits.isEmpty else {
        output.line(CatalogText.noMatches.text(language, query))
        return
      }
      let rows = hits.map { plant in
        [
          plant.id, plant.englishName, plant.koreanName, plant.japaneseName,
          plant.botanicalName,
          CatalogText.intervals.text(
            language, String(plant.summerIntervalDays), String(plant.winterIntervalDays)),
          CatalogCommand.lightName(plant.light, language),
        ]
      }
      let header = CatalogText.searchHeader.text(language).split(separator: "|").map(String.init)
      for line in Output.table([header] + rows) { output.line(line) }
    }
  }

  enum Show: Command {
    static let name = "show"
    static func summary(_ language: Language) -> String { CatalogText.showSummary.text(language) }
    static func help(_ language: Language) -> String { CatalogText.showHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["json"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else {
        throw CommandError.usage(CatalogText.missingID)
      }
      let plant = try find(query)
      let output = context.output
      if arguments.has("json") {
        try output.json(PlantJSON(plant))
        return
      }
      let season = CatalogPlant.isSummer(month: context.today.month)
      output.line("\(plant.englishName) (\(plant.id))")
      let language = context.language
      let now = " " + CatalogText.now.text(language)
      let seasons = CatalogText.seasons.text(
        language, String(plant.summerIntervalDays), season ? now : "",
        String(plant.winterIntervalDays), season ? "" : now)
      let rows: [[String]] = [
        [CatalogText.korean.text(language), plant.koreanName],
        [CatalogText.japanese.text(language), plant.japaneseName],
        [CatalogText.botanical.text(language), plant.botanicalName],
        [CatalogText.water.text(language), seasons],
        [CatalogText.light.text(language), CatalogCommand.lightName(plant.light, language)],
        [
          CatalogText.humidity.text(language),
          CatalogCommand.levelName(plant.humidity.rawValue, language),
        ],
      ]
      for line in Output.table(rows.map { ["  " + $0[0], $0[1]] }) { output.line(line) }
      output.line()
      for line in wrapped(plant.careGuide(language), width: 80) { output.line(line) }
      output.line()
      output.line(CatalogText.addHint.text(language, plant.id))
    }
  }

  /// Words laid into lines of at most `width` terminal columns (a longer word gets its own).
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
      if current.isEmpty {
        current = word
      } else if Output.width(current) + 1 + Output.width(word) <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map(Output.visible)
  }

  /// "bright-indirect", "밝은 간접광", "明るい間接光".
  static func lightName(_ light: CatalogPlant.Light, _ language: Language) -> String {
    switch light {
    case .low: levelName("low", language)
    case .medium: levelName("medium", language)
    case .brightIndirect: CatalogText.brightIndirect.text(language)
    case .direct: CatalogText.direct.text(language)
    }
  }

  /// "low", "medium", "high" in a language.
  static func levelName(_ level: String, _ language: Language) -> String {
    switch level {
    case "low": CatalogText.low.text(language)
    case "medium": CatalogText.medium.text(language)
    case "high": CatalogText.high.text(language)
    default: level
    }
  }

  /// The catalog plant an id means: exact, else a unique start of one id, else a name the
  /// catalog search finds exactly one plant for.
  static func find(_ query: String) throws(CommandError) -> CatalogPlant {
    let catalog = PlantCatalog.bundled
    if let plant = catalog.plant(id: query) { return plant }
    switch NameMatch.resolve(query, among: catalog.plants.map(\.id)) {
    case .exact(let index), .unique(let index):
      return catalog.plants[index]
    case .ambiguous(let indices):
      let ids = indices.map { "\"\(catalog.plants[$0].id)\"" }.joined(separator: ", ")
      throw .failure(CatalogText.ambiguous, query, ids)
    case .none(let suggestion):
      let hits = catalog.search(query, limit: 2)
      if hits.count == 1, let only = hits.first { return only }
      if let suggestion {
        throw .failure(CatalogText.unknownWithSuggestion, query, catalog.plants[suggestion].id)
      }
      throw .failure(CatalogText.unknown, query)
    }
  }
}

enum CatalogText: String, Localized {
  case summary, help, searchSummary, searchHelp, showSummary, showHelp, missingText, missingID
  case noMatches, searchHeader, intervals, korean, japanese, botanical, water, light, humidity
  case seasons, now, addHint, ambiguous, unknownWithSuggestion, unknown
  case low, medium, high, brightIndirect, direct

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "look up common houseplants and how to care for them", ko: "흔한 실내 식물과 돌보는 법 찾기",
        ja: "よくある観葉植物と世話の仕方を調べる")
    case .help:
      Translation(
        """
        Usage: daybook catalog SUBCOMMAND [ARGS…]   (daybook catalog SUBCOMMAND --help for more)

        A built-in list of common houseplants with names in English, Korean and Japanese,
        watering intervals for summer (Apr–Sep) and winter, light, humidity and a care guide.
        Add one to your plants with: daybook plant add --from-catalog ID [NAME]

        Subcommands:
        """,
        ko: """
          사용법: daybook catalog 하위명령 [인자…]   (자세히는 daybook catalog 하위명령 --help)

          흔한 실내 식물의 내장 목록: 영어, 한국어, 일본어 이름, 여름 (4–9월)과 겨울의 물주기
          간격, 빛, 습도, 돌봄 안내. 내 식물로 추가: daybook plant add --from-catalog ID [이름]

          하위 명령:
          """,
        ja: """
          使い方: daybook catalog サブコマンド [引数…]   （詳しくは daybook catalog サブコマンド --help）

          よくある観葉植物の内蔵一覧: 英語・韓国語・日本語の名前、夏（4–9月）と冬の水やりの
          間隔、光、湿度、世話の手引き。自分の植物に追加: daybook plant add --from-catalog ID [名前]

          サブコマンド:
          """)
    case .searchSummary:
      Translation(
        "find catalog plants by any of their names", ko: "이름으로 도감 식물 찾기", ja: "名前で図鑑の植物を探す")
    case .searchHelp:
      Translation(
        """
        Usage: daybook catalog search TEXT [--limit N] [--json]

        Finds plants whose English, Korean, Japanese or botanical name contains TEXT (any case;
        spaces and ・ are ignored, as is hiragana versus katakana). Exact names come first, then
        names starting with TEXT, then the rest.

        Options:
          --limit N   at most N plants (default 20)
          --json      print a JSON array instead
        """,
        ko: """
          사용법: daybook catalog search 글 [--limit N] [--json]

          영어, 한국어, 일본어, 학명 중 하나에 글이 들어 있는 식물을 찾습니다 (대소문자 무관,
          공백과 ・는 무시하고 히라가나와 가타카나를 구별하지 않음). 정확히 같은 이름이 먼저,
          그다음 글로 시작하는 이름, 그다음 나머지.

          옵션:
            --limit N   최대 N개 (기본 20)
            --json      JSON 배열로 출력
          """,
        ja: """
          使い方: daybook catalog search テキスト [--limit N] [--json]

          英語・韓国語・日本語・学名のどれかにテキストを含む植物を探します（大文字小文字、空白と
          ・は無視し、ひらがなとカタカナを区別しません）。完全一致の名前が先、次にテキストで
          始まる名前、次にその他。

          オプション:
            --limit N   最大 N 件（既定 20）
            --json      JSON 配列で出力
          """)
    case .showSummary:
      Translation(
        "show a catalog plant with its care guide", ko: "도감 식물과 돌봄 안내 보기", ja: "図鑑の植物と世話の手引きを表示")
    case .showHelp:
      Translation(
        """
        Usage: daybook catalog show ID [--json]

        Shows everything the catalog knows about a plant. ID is the first column of
        daybook catalog search (a unique start of it is enough).

        Options:
          --json   print a JSON object instead
        """,
        ko: """
          사용법: daybook catalog show ID [--json]

          도감이 아는 식물 정보를 모두 보여 줍니다. ID는 daybook catalog search의 첫 열입니다
          (겹치지 않는 앞부분만으로도 됨).

          옵션:
            --json   JSON 객체로 출력
          """,
        ja: """
          使い方: daybook catalog show ID [--json]

          図鑑にある植物の情報をすべて表示します。ID は daybook catalog search の最初の列です
          （一意な先頭部分でも可）。

          オプション:
            --json   JSON オブジェクトで出力
          """)
    case .missingText:
      Translation(
        "missing TEXT (see daybook catalog search --help)",
        ko: "글이 없습니다 (daybook catalog search --help 참고)",
        ja: "テキストがありません（daybook catalog search --help を参照）")
    case .missingID:
      Translation(
        "missing ID (see daybook catalog show --help)",
        ko: "ID가 없습니다 (daybook catalog show --help 참고)",
        ja: "ID がありません（daybook catalog show --help を参照）")
    case .noMatches:
      Translation(
        "No catalog plants match \"{0}\".", ko: "\"{0}\"와(과) 일치하는 도감 식물이 없습니다.",
        ja: "「{0}」に一致する図鑑の植物はありません。")
    case .searchHeader:
      Translation(
        "ID|ENGLISH|KOREAN|JAPANESE|BOTANICAL|SUMMER/WINTER|LIGHT",
        ko: "ID|영어|한국어|일본어|학명|여름/겨울|빛", ja: "ID|英語|韓国語|日本語|学名|夏/冬|光")
    case .intervals: Translation("{0}/{1} days", ko: "{0}/{1}일", ja: "{0}/{1}日")
    case .korean: Translation("Korean", ko: "한국어", ja: "韓国語")
    case .japanese: Translation("Japanese", ko: "일본어", ja: "日本語")
    case .botanical: Translation("Botanical", ko: "학명", ja: "学名")
    case .water: Translation("Water", ko: "물", ja: "水やり")
    case .light: Translation("Light", ko: "빛", ja: "光")
    case .humidity: Translation("Humidity", ko: "습도", ja: "湿度")
    case .seasons:
      Translation(
        "every {0} days Apr–Sep{1}, every {2} days Oct–Mar{3}",
        ko: "4–9월 {0}일마다{1}, 10–3월 {2}일마다{3}", ja: "4–9月は{0}日ごと{1}、10–3月は{2}日ごと{3}")
    case .now: Translation("(now)", ko: "(지금)", ja: "（今）")
    case .addHint:
      Translation(
        "Add it: daybook plant add --from-catalog {0} [NAME]",
        ko: "추가하기: daybook plant add --from-catalog {0} [이름]",
        ja: "追加する: daybook plant add --from-catalog {0} [名前]")
    case .ambiguous:
      Translation(
        "\"{0}\" could be {1} — type more of the id",
        ko: "\"{0}\"은(는) {1} 중 하나일 수 있습니다 — ID를 더 입력하세요",
        ja: "「{0}」は {1} のどれかです — ID をもっと入力してください")
    case .unknownWithSuggestion:
      Translation(
        "no catalog plant \"{0}\" — did you mean \"{1}\"?",
        ko: "도감에 \"{0}\"이(가) 없습니다 — \"{1}\"인가요?",
        ja: "図鑑に「{0}」はありません — 「{1}」のことですか？")
    case .unknown:
      Translation(
        "no catalog plant \"{0}\" (daybook catalog search TEXT finds ids)",
        ko: "도감에 \"{0}\"이(가) 없습니다 (daybook catalog search 글로 ID 찾기)",
        ja: "図鑑に「{0}」はありません（daybook catalog search テキスト で ID を探せます）")
    case .low: Translation("low", ko: "낮음", ja: "低")
    case .medium: Translation("medium", ko: "중간", ja: "中")
    case .high: Translation("high", ko: "높음", ja: "高")
    case .brightIndirect: Translation("bright-indirect", ko: "밝은 간접광", ja: "明るい間接光")
    case .direct: Translation("direct", ko: "직사광", ja: "直射日光")
    }
  }
}
