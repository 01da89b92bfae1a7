import DaybookCore

extension IntakeCommand {
  /// The catalog drink that best matches the words typed after `intake add`, or a failure
  /// naming what was looked for.
  static func drink(named words: [String]) throws(CommandError) -> CatalogDrink {
    let query = words.joined(separator: " ")
    guard let drink = DrinkCatalog.bundled.search(query, limit: 1).first else {
      throw .usage(IntakeDrinkText.noDrink, query)
    }
    return drink
  }

  /// `daybook intake drinks [QUERY…] [--json]`: the drink catalog, or the drinks a query
  /// finds, with their typical caffeine.
  enum Drinks: Command {
    static let name = "drinks"
    static func summary(_ language: Language) -> String {
      IntakeDrinkText.summary.text(language)
    }
    static func help(_ language: Language) -> String { IntakeDrinkText.help.text(language) }
    static let spec = ArgumentSpec(flags: ["json"])

    struct DrinkJSON: Encodable {
      var id: String
      var name: String
      var size: String
      var caffeineMg: Double
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      let catalog = DrinkCatalog.bundled
      let drinks = query.isEmpty ? catalog.drinks : catalog.search(query, limit: 100)
      let language = context.language
      if arguments.has("json") {
        try context.output.json(
          drinks.map {
            DrinkJSON(
              id: $0.id, name: $0.name(language), size: $0.size.rawValue, caffeineMg: $0.caffeineMg)
          })
        return
      }
      guard !drinks.isEmpty else { throw CommandError.failure(IntakeDrinkText.noDrink, query) }
      let rows = drinks.map {
        [$0.displayName(language), Values.number($0.caffeineMg) + " mg", $0.id]
      }
      for line in Output.table(rows) { context.output.line(line) }
    }
  }
}

/// Texts of the drink catalog on the command line.
enum IntakeDrinkText: String, Localized {
  case summary, help, noDrink

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "list or search the drink catalog", ko: "음료 카탈로그 보기·찾기", ja: "飲み物カタログの一覧・検索")
    case .help:
      Translation(
        """
        Usage: daybook intake drinks [QUERY…] [--json]

        Lists the drinks intake add knows by name, each with its typical caffeine per
        serving; with QUERY only those it finds (latte tall, 아메리카노, ラテ), best first.

        Options:
          --json   print a JSON array instead
        """,
        ko: """
          사용법: daybook intake drinks [검색어…] [--json]

          intake add가 이름으로 아는 음료를 한 잔의 보통 카페인 양과 함께 보여 줍니다.
          검색어가 있으면 찾은 음료만 잘 맞는 순서로 (라떼 톨, 아메리카노, ラテ).

          옵션:
            --json   JSON 배열로 출력
          """,
        ja: """
          使い方: daybook intake drinks [検索語…] [--json]

          intake add が名前で分かる飲み物を、1杯の一般的なカフェイン量とともに表示します。
          検索語があれば見つかった飲み物だけを、よく合う順に（ラテ トール、아메리카노、ラテ）。

          オプション:
            --json   JSON 配列で出力
          """)
    case .noDrink:
      Translation(
        "no drink called \"{0}\" (see daybook intake drinks; or give a kind and an amount)",
        ko: "\"{0}\"(이)라는 음료가 없습니다 (daybook intake drinks 참고, 또는 종류와 양을 주세요)",
        ja: "「{0}」という飲み物はありません（daybook intake drinks を参照、または種類と量を指定）")
    }
  }
}
