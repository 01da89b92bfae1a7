import DaybookCore

/// `daybook edit [DAY]`: the day's whole entry in `$EDITOR` (title on the first line, as in
/// the view), saved over what was there with a revision of the text before, so the view's
/// history (`H`) can bring it back. Another writer's change made while the editor was open
/// is merged, never dropped. An emptied file removes nothing.
enum EditCommand: Command {
  static let name = "edit"
  static func summary(_ language: Language) -> String { EditText.summary.text(language) }
  static func help(_ language: Language) -> String { EditText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["future"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if arguments.positionals.count > 1 {
      throw CommandError.usage(EditText.unexpected, arguments.positionals[1])
    }
    let day =
      try arguments.positionals.first.map {
        try Values.diaryDay(
          $0, option: "DAY", today: context.today, future: arguments.has("future"))
      } ?? context.today
    let path = try context.usableJournalPath()
    let before = try context.journal().entry(on: day)
    // The journal is not held open while the editor runs: a view or a cron job may write.
    context.closeJournal()
    context.output.flush()
    let edited = try Editor.compose(
      environment: context.environment, initialText: before?.text ?? "",
      folder: JournalFiles.folder(of: path))
    let text = WriteCommand.trimmingTrailingNewlines(edited)
    guard text != (before?.text ?? "") else {
      context.output.line(EditText.unchanged.text(context.language, day.iso))
      return
    }
    // Removing the entry would take its revisions with it: an empty save changes nothing.
    guard !text.allSatisfy(\.isWhitespace) else {
      throw CommandError.failure(EditText.emptied, day.iso)
    }
    let base = before ?? Entry(day: day)
    let (saved, outcome) = try context.journal().saveEntry(
      base.withText(text), over: before?.text, at: context.now, language: context.language)
    _ = saved
    let line: EditText =
      switch outcome {
      case .saved: before == nil ? .created : .saved
      case .merged: .merged
      case .keptBoth: .keptBoth
      }
    context.output.line(line.text(context.language, day.iso))
  }
}

enum EditText: String, Localized {
  case summary, help, unexpected, unchanged, created, saved, merged, keptBoth, emptied

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "edit a day's whole entry in $EDITOR", ko: "그날 일기 전체를 $EDITOR로 고치기",
        ja: "その日の日記全体を $EDITOR で直す")
    case .help:
      Translation(
        """
        Usage: daybook edit [DAY] [--future]

        Opens the entry of DAY (default today) in $VISUAL or $EDITOR (else vi): the title on
        the first line, the text below it. What you save replaces the entry, and the text
        before is kept as a revision (the view's H shows the history and brings one back).
        Saving an empty file changes nothing. A change made elsewhere while the editor was
        open is merged with yours.

        DAY: YYYY-MM-DD, 12/5, yesterday, fri (the last Friday), -3d, 3 days ago; a day
        after today needs --future.
        """,
        ko: """
          사용법: daybook edit [날짜] [--future]

          날짜 (기본은 오늘)의 일기를 $VISUAL이나 $EDITOR (없으면 vi)로 엽니다. 첫 줄은
          제목, 그 아래는 본문입니다. 저장한 글이 일기를 대신하고, 이전 글은 판으로 남습니다
          (화면의 H가 기록을 보여 주고 되돌립니다). 빈 파일을 저장하면 아무것도 바뀌지
          않습니다. 편집하는 동안 다른 곳에서 바뀐 글은 함께 합쳐집니다.

          날짜: YYYY-MM-DD, 12/5, 어제, 금요일 (지난 금요일), -3d, 3일 전. 오늘 이후의 날은
          --future가 있어야 합니다.
          """,
        ja: """
          使い方: daybook edit [日付] [--future]

          日付（既定は今日）の日記を $VISUAL か $EDITOR（なければ vi）で開きます。1 行目が
          題名、その下が本文です。保存した内容が日記に置き換わり、前の文は版として残ります
          （画面の H で履歴を見て戻せます）。空のまま保存しても何も変わりません。編集中に
          別の場所で変わった文は一緒にまとめられます。

          日付: YYYY-MM-DD、12/5、昨日、金曜日（この前の金曜日）、-3d、3日前。今日より後の
          日には --future が要ります。
          """)
    case .unexpected:
      Translation(
        "unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .unchanged:
      Translation(
        "{0} unchanged.", ko: "{0} 바뀐 것이 없습니다.", ja: "{0} は変わっていません。")
    case .created:
      Translation("Saved {0}.", ko: "{0} 저장함.", ja: "{0} を保存しました。")
    case .saved:
      Translation(
        "Saved {0}; the text before is a revision.", ko: "{0} 저장함. 이전 글은 판으로 남았습니다.",
        ja: "{0} を保存しました。前の文は版として残りました。")
    case .merged:
      Translation(
        "Saved {0}, merged with a change made elsewhere meanwhile.",
        ko: "{0} 저장함. 그사이 다른 곳에서 바뀐 글과 합쳤습니다.",
        ja: "{0} を保存しました。その間に別の場所で変わった文とまとめました。")
    case .keptBoth:
      Translation(
        "Saved {0}; the same lines were changed elsewhere, so both versions are kept.",
        ko: "{0} 저장함. 같은 줄이 다른 곳에서도 바뀌어 두 글을 모두 남겼습니다.",
        ja: "{0} を保存しました。同じ行が別の場所でも変わったので、両方を残しました。")
    case .emptied:
      Translation(
        "the saved file was empty; {0} is kept as it was",
        ko: "저장한 파일이 비어 있어 {0}은(는) 그대로 두었습니다",
        ja: "保存したファイルが空なので、{0} はそのままにしました")
    }
  }
}
