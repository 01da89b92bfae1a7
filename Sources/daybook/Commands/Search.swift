import DaybookCore

/// `daybook search`: full-text search over entries.
enum SearchCommand: Command {
  static let name = "search"
  static func summary(_ language: Language) -> String { SearchText.summary.text(language) }
  static func help(_ language: Language) -> String { SearchText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["json"], options: ["limit"])

  struct HitJSON: Encodable {
    var day: Day
    var title: String
    var snippet: String
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw CommandError.usage(SearchText.missingQuery)
    }
    let limit =
      try arguments.value("limit").map {
        try Values.integer($0, option: "--limit", in: 1...10_000)
      } ?? 50
    let hits = try context.journal().search(query, limit: limit)
    let output = context.output
    if arguments.has("json") {
      try output.json(hits.map {
        HitJSON(
          day: $0.day, title: $0.title,
          snippet: $0.snippet.filter {
            String($0) != SearchHit.markStart && String($0) != SearchHit.markEnd
          })
      })
      return
    }
    if hits.isEmpty {
      output.line(SearchText.noMatches.text(context.language, query))
      return
    }
    for hit in hits {
      output.line(hit.day.iso + "  " + output.highlighted(hit.snippet))
    }
  }
}

enum SearchText: String, Localized {
  case summary, help, missingQuery, noMatches

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "search entries for words (any script)", ko: "일기에서 낱말 찾기 (어느 문자든)",
        ja: "日記から言葉を探す（どの文字でも）")
    case .help:
      Translation(
        """
        Usage: daybook search QUERY… [--limit N] [--json]

        Prints the day and a snippet of each matching entry, newest first; the match is shown
        in bold on a colour terminal, else in [brackets]. Every word must match; words of three
        or more characters match anywhere inside words (Korean and Japanese too).

        Options:
          --limit N   at most N results (default 50)
          --json      print a JSON array instead
        """,
        ko: """
          사용법: daybook search 검색어… [--limit N] [--json]

          찾은 일기마다 날짜와 일부를 최신순으로 보여 줍니다. 일치하는 부분은 컬러 터미널에서
          굵게, 아니면 [대괄호]로 표시합니다. 모든 낱말이 일치해야 하고, 세 글자 이상인 낱말은
          낱말 안 어디든 일치합니다 (한국어와 일본어도).

          옵션:
            --limit N   결과를 최대 N개 (기본 50)
            --json      JSON 배열로 출력
          """,
        ja: """
          使い方: daybook search 検索語… [--limit N] [--json]

          一致した日記ごとに日付と抜粋を新しい順に表示します。一致部分はカラー端末では太字、
          それ以外では [角括弧] で示します。すべての語が一致する必要があり、3文字以上の語は
          語の中のどこでも一致します（韓国語と日本語も）。

          オプション:
            --limit N   結果を最大 N 件（既定 50）
            --json      JSON 配列で出力
          """)
    case .missingQuery:
      Translation(
        "missing QUERY (see daybook search --help)", ko: "검색어가 없습니다 (daybook search --help 참고)",
        ja: "検索語がありません（daybook search --help を参照）")
    case .noMatches:
      Translation(
        "No entries match \"{0}\".", ko: "\"{0}\"와 일치하는 일기가 없습니다.",
        ja: "「{0}」に一致する日記はありません。")
    }
  }
}
