import DaybookCore

/// `daybook star [DAY] [--off]`: marks a day's entry as a favourite (jrnl's `*`), or not.
enum StarCommand: Command {
  static let name = "star"
  static func summary(_ language: Language) -> String { StarText.summary.text(language) }
  static func help(_ language: Language) -> String { StarText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["off"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if arguments.positionals.count > 1 {
      throw CommandError.usage(StarText.unexpected, arguments.positionals[1])
    }
    let day =
      try arguments.positionals.first.map {
        try Values.day($0, option: "DAY", today: context.today)
      } ?? context.today
    let starred = !arguments.has("off")
    guard try context.journal().setStarred(starred, on: day, at: context.now) else {
      throw CommandError.failure(StarText.noEntry, day.iso)
    }
    context.output.line(
      (starred ? StarText.starred : StarText.unstarred).text(
        context.language, day.iso))
  }
}

enum StarText: String, Localized {
  case summary, help, unexpected, noEntry, starred, unstarred

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "star a day's entry (a favourite), or --off", ko: "그날 일기에 별표 (즐겨찾기) 또는 --off로 해제",
        ja: "その日の日記にスター（お気に入り）、--off で外す")
    case .help:
      Translation(
        """
        Usage: daybook star [DAY] [--off]

        Stars the entry of DAY (YYYY-MM-DD, today or yesterday; default today), or takes the
        star away with --off. Starred entries show ★, `daybook list --starred` lists them and
        `starred:` finds them in search; jrnl export writes them with jrnl's *.
        """,
        ko: """
          사용법: daybook star [날짜] [--off]

          날짜 (YYYY-MM-DD, today, yesterday; 기본은 오늘)의 일기에 별표를 달거나 --off로
          뗍니다. 별표 일기는 ★로 보이고, `daybook list --starred`로 나열하고, 검색에서
          `starred:`로 찾습니다. jrnl 내보내기는 jrnl의 *로 씁니다.
          """,
        ja: """
          使い方: daybook star [日付] [--off]

          日付（YYYY-MM-DD、today、yesterday。既定は今日）の日記にスターを付けるか、--off で
          外します。スター付きの日記は ★ で示され、`daybook list --starred` で一覧でき、検索では
          `starred:` で見つかります。jrnl への書き出しでは jrnl の * になります。
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .noEntry:
      Translation("no entry on {0}", ko: "{0}에는 일기가 없습니다", ja: "{0} の日記はありません")
    case .starred: Translation("Starred {0} ★", ko: "{0}에 별표 ★", ja: "{0} にスター ★")
    case .unstarred:
      Translation("Unstarred {0}", ko: "{0}의 별표를 뗌", ja: "{0} のスターを外しました")
    }
  }
}
