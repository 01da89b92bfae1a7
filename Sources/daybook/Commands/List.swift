import DaybookCore

/// `daybook list`: one line per entry, newest first.
enum ListCommand: Command {
  static let name = "list"
  static func summary(_ language: Language) -> String { ListText.summary.text(language) }
  static func help(_ language: Language) -> String { ListText.help.text(language) }
  static let spec = ArgumentSpec(
    flags: ["json", "starred"], options: ["from", "to", "tag", "limit"])

  struct EntryJSON: Encodable {
    /// The entry's stable id (travels through export and import; the rowid never does).
    var uid: String?
    var day: Day
    var title: String
    var body: String
    var tags: [String]
    var mood: Mood?
    var weather: Weather?
    var starred: Bool
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.isEmpty else {
      throw CommandError.usage(ListText.unexpected, arguments.positionals[0])
    }
    let today = context.today
    let from = try arguments.value("from").map {
      try Values.day($0, option: "--from", today: today)
    }
    let to = try arguments.value("to").map { try Values.day($0, option: "--to", today: today) }
    let limit = try arguments.value("limit").map {
      try Values.integer($0, option: "--limit", in: 1...1_000_000)
    }
    let entries = try context.readingJournal().entries(
      from: from, to: to, tag: arguments.value("tag"), limit: limit,
      starredOnly: arguments.has("starred"))
    let output = context.output
    if arguments.has("json") {
      let uids = try context.readingJournal().recordIDs(.entry, of: entries.map(\.id))
      try output.json(
        entries.map {
          EntryJSON(
            uid: uids[$0.id], day: $0.day, title: $0.title, body: $0.body, tags: $0.tags,
            mood: $0.mood, weather: $0.weather, starred: $0.starred)
        })
      return
    }
    if entries.isEmpty {
      output.line(ListText.noEntries.text(context.language))
      return
    }
    for entry in entries {
      let tags = entry.tags.map { "#" + $0 }.joined(separator: " ")
      let line =
        entry.day.iso + (entry.starred ? "  ★ " : "  ")
        + Output.truncate(Output.visible(headline(of: entry)), to: 50)
      output.line(tags.isEmpty ? line : line + "  " + Output.visible(tags))
    }
  }

  /// The title, else the first line of the body that has text; `#tags` are left out since
  /// the line ends with them.
  static func headline(of entry: Entry) -> String {
    let line =
      entry.title.allSatisfy(\.isWhitespace)
      ? entry.body.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
        .map(String.init) ?? ""
      : entry.title
    let tags = Set(entry.tags.map { "#" + $0 })
    return line.split(separator: " ").filter { !tags.contains($0.lowercased()) }
      .joined(separator: " ")
  }
}

enum ListText: String, Localized {
  case summary, help, noEntries, unexpected

  var translation: Translation {
    switch self {
    case .summary:
      Translation("list entries, newest first", ko: "일기 목록, 최신순", ja: "日記の一覧（新しい順）")
    case .help:
      Translation(
        """
        Usage: daybook list [--from DAY] [--to DAY] [--tag TAG] [--starred] [--limit N] [--json]

        One line per entry: the day, ★ when starred, its title (or first line) and its #tags.

        Options:
          --from DAY    first day (YYYY-MM-DD)
          --to DAY      last day (YYYY-MM-DD)
          --tag TAG     only entries with #TAG
          --starred     only starred entries
          --limit N     at most N entries
          --json        print a JSON array instead
        """,
        ko: """
          사용법: daybook list [--from 날짜] [--to 날짜] [--tag 태그] [--starred] [--limit N]
                              [--json]

          일기마다 한 줄: 날짜, 별표면 ★, 제목 (또는 첫 줄), #태그.

          옵션:
            --from 날짜   첫날 (YYYY-MM-DD)
            --to 날짜     마지막 날 (YYYY-MM-DD)
            --tag 태그    #태그가 있는 일기만
            --starred     별표 일기만
            --limit N     최대 N개
            --json        JSON 배열로 출력
          """,
        ja: """
          使い方: daybook list [--from 日付] [--to 日付] [--tag タグ] [--starred] [--limit N]
                              [--json]

          日記ごとに1行: 日付、スター付きなら ★、タイトル（または1行目）、#タグ。

          オプション:
            --from 日付   最初の日（YYYY-MM-DD）
            --to 日付     最後の日（YYYY-MM-DD）
            --tag タグ    #タグ のある日記だけ
            --starred     スター付きの日記だけ
            --limit N     最大 N 件
            --json        JSON 配列で出力
          """)
    case .noEntries: Translation("No entries.", ko: "일기가 없습니다.", ja: "日記はありません。")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    }
  }
}
