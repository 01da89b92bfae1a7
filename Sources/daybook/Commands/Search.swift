import DaybookCore

/// `daybook search`: entries, todos and care notes, with the TUI's query syntax.
enum SearchCommand: Command {
  static let name = "search"
  static func summary(_ language: Language) -> String { SearchText.summary.text(language) }
  static func help(_ language: Language) -> String { SearchText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["json"], options: ["limit"])
  /// Enough for every hit of a common word in a century of entries: listing them all costs
  /// a snippet per hit and stays fast (#20).
  static let maxLimit = 1_000_000

  struct ResultJSON: Encodable {
    var kind: String
    var day: Day
    var title: String
    var snippet: String
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let text = arguments.positionals.joined(separator: " ")
    let query = SearchQuery.parse(text)
    if !query.problems.isEmpty {
      throw CommandError.usage(
        SearchText.problems, query.problems.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    guard !query.isEmpty else { throw CommandError.usage(SearchText.missingQuery) }
    let limit =
      try arguments.value("limit").map {
        try Values.integer($0, option: "--limit", in: 1...SearchCommand.maxLimit)
      } ?? 50
    let results = try context.readingJournal().search(query, limit: limit)
    let output = context.output
    if arguments.has("json") {
      try output.json(
        results.map {
          ResultJSON(
            kind: $0.kind.rawValue, day: $0.day, title: $0.title,
            snippet: $0.snippet.filter {
              String($0) != SearchHit.markStart && String($0) != SearchHit.markEnd
            })
        })
      return
    }
    if results.isEmpty {
      output.line(SearchText.noMatches.text(context.language, text))
      return
    }
    // Each kind's column, padded once: listing every hit of a common word writes thousands.
    func column(_ kind: SearchResult.Kind) -> String {
      kind.rawValue + String(repeating: " ", count: max(0, 5 - kind.rawValue.count))
    }
    let (entry, todo, care) = (column(.entry), column(.todo), column(.care))
    for result in results {
      let kind: String
      switch result.kind {
      case .entry: kind = entry
      case .todo: kind = todo
      case .care: kind = care
      }
      output.highlightedLine(result.day.iso + "  " + kind + " ", result.snippet)
    }
  }
}

enum SearchText: String, Localized {
  case summary, help, missingQuery, problems, noMatches

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "search entries, todos and care notes (any script)",
        ko: "일기, 할 일, 돌봄 메모 검색 (어느 문자든)",
        ja: "日記・やること・世話のメモを検索（どの文字でも）")
    case .help:
      Translation(
        """
        Usage: daybook search QUERY… [--limit N] [--json]

        Prints the day, the kind (entry, todo, care) and a snippet of each match, newest
        first; the match is shown in bold on a colour terminal, else in [brackets]. Every
        word must match; words match anywhere inside words (Korean and Japanese too).

        Filters, combinable with words:
          #TAG              entries and todos with the tag (also tag:TAG)
          mood:MOOD         entries with that mood (great, good, okay, bad, awful)
          from:DAY to:DAY   on or after / before; DAY is YYYY-MM-DD, YYYY-MM or YYYY
          plant:NAME        care records of plants whose name contains NAME (a bare
                            word matching a plant's name also finds its care notes)
          "two words"       a phrase

        Example: daybook search '#plants' from:2026-06-01 물

        Options:
          --limit N   at most N results (default 50)
          --json      print a JSON array instead
        """,
        ko: """
          사용법: daybook search 검색어… [--limit N] [--json]

          찾은 것마다 날짜, 종류 (entry 일기, todo 할 일, care 돌봄)와 일부를 최신순으로
          보여 줍니다. 일치하는 부분은 컬러 터미널에서 굵게, 아니면 [대괄호]로 표시합니다.
          모든 낱말이 일치해야 하고, 낱말 안 어디든 일치합니다 (한국어와 일본어도).

          낱말과 함께 쓸 수 있는 필터:
            #태그             그 태그가 있는 일기와 할 일 (tag:태그 도 가능)
            mood:기분         그 기분의 일기 (great, good, okay, bad, awful)
            from:날짜 to:날짜 그날 이후 / 이전; 날짜는 YYYY-MM-DD, YYYY-MM, YYYY
            plant:이름        이름에 그 말이 들어간 식물의 돌봄 기록 (식물 이름과
                              같은 낱말만 써도 그 식물의 돌봄 메모를 찾습니다)
            "두 낱말"         구절

          예: daybook search '#plants' from:2026-06-01 물

          옵션:
            --limit N   결과를 최대 N개 (기본 50)
            --json      JSON 배열로 출력
          """,
        ja: """
          使い方: daybook search 検索語… [--limit N] [--json]

          一致したものごとに日付、種類（entry 日記、todo やること、care 世話）と抜粋を
          新しい順に表示します。一致部分はカラー端末では太字、それ以外では [角括弧] で
          示します。すべての語が一致する必要があり、語の中のどこでも一致します（韓国語と
          日本語も）。

          語と組み合わせられるフィルター:
            #タグ             そのタグのある日記とやること（tag:タグ も可）
            mood:気分         その気分の日記（great, good, okay, bad, awful）
            from:日 to:日     その日以降 / 以前。日は YYYY-MM-DD、YYYY-MM、YYYY
            plant:名前        名前にその語を含む植物の世話の記録（植物の名前と同じ語だけ
                              でもその植物の世話のメモを探します）
            "二つの語"        フレーズ

          例: daybook search '#plants' from:2026-06-01 물

          オプション:
            --limit N   結果を最大 N 件（既定 50）
            --json      JSON 配列で出力
          """)
    case .missingQuery:
      Translation(
        "missing QUERY (see daybook search --help)",
        ko: "검색어가 없습니다 (daybook search --help 참고)",
        ja: "検索語がありません（daybook search --help を参照）")
    case .problems:
      Translation(
        "cannot read {0} (see daybook search --help)",
        ko: "{0}을(를) 읽을 수 없습니다 (daybook search --help 참고)",
        ja: "{0} を読めません（daybook search --help を参照）")
    case .noMatches:
      Translation(
        "Nothing matches \"{0}\".", ko: "\"{0}\"와(과) 일치하는 것이 없습니다.",
        ja: "「{0}」に一致するものはありません。")
    }
  }
}
