import DaybookCore

/// `daybook write`: adds text to a day's entry from the arguments, stdin or the editor.
enum WriteCommand: Command {
  static let name = "write"
  static let aliases = ["new"]
  static func summary(_ language: Language) -> String { WriteText.summary.text(language) }
  static func help(_ language: Language) -> String { WriteText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["future"], options: ["date", "template"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let day =
      try arguments.value("date").map {
        try Values.diaryDay(
          $0, option: "--date", today: context.today, future: arguments.has("future"))
      } ?? context.today
    let words = arguments.positionals
    // --template NAME starts an empty day from the template; the config's template does
    // that for an empty day composed in the editor.
    let fromEditor = words.isEmpty && context.stdinIsTerminal
    let template = try Templates.start(
      day, named: arguments.value("template"), forEditor: fromEditor, context: context)
    var text: String
    if words == ["-"] || (words.isEmpty && !context.stdinIsTerminal) {
      do {
        text = try Input.readStandardInput(from: context.standardInput)
      } catch {
        throw CommandError.failure(Input.describe(error))
      }
    } else if words.isEmpty {
      context.output.flush()
      let folder = JournalFiles.folder(of: try context.usableJournalPath())
      text = try Editor.compose(
        environment: context.environment, initialText: template ?? "", folder: folder)
      // A template saved as it came is nothing written.
      if let template, trimmingTrailingNewlines(text) == trimmingTrailingNewlines(template) {
        text = ""
      }
    } else {
      text = words.joined(separator: " ")
    }
    if let template, !fromEditor, !text.allSatisfy(\.isWhitespace) {
      text = trimmingTrailingNewlines(template) + "\n" + text
    }
    let trimmed = trimmingTrailingNewlines(text)
    guard !trimmed.allSatisfy(\.isWhitespace) else {
      context.output.line(WriteText.nothingWritten.text(context.language))
      return
    }
    let entry = try context.journal().appendToEntry(on: day, text: trimmed, at: context.now)
    let wordCount = entry.map {
      ($0.title + " " + $0.body).split(whereSeparator: \.isWhitespace).count
    }
    let count = wordCount ?? 0
    context.output.line(
      (count == 1 ? WriteText.savedOneWord : WriteText.saved).text(
        context.language, day.iso, String(count)))
  }

  static func trimmingTrailingNewlines(_ text: String) -> String {
    var result = text
    while let last = result.last, last.isNewline { result.removeLast() }
    return result
  }
}

enum WriteText: String, Localized {
  case summary, help, nothingWritten, saved, savedOneWord

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "add text to a day's entry (alias: new)", ko: "그날 일기에 글 덧붙이기 (별칭: new)",
        ja: "その日の日記に書き足す（別名: new）")
    case .help:
      Translation(
        """
        Usage: daybook write [--date DAY [--future]] [--template NAME] [TEXT… | -]

        Adds TEXT to the end of the day's entry (today unless --date), after a blank line.
        With -, or when stdin is not a terminal and no TEXT is given, reads stdin. With no TEXT
        on a terminal, opens $VISUAL or $EDITOR (else vi); saving an empty file writes nothing.
        Stdin is read up to 64 MiB; more is refused with nothing written.

        An empty day opened in the editor starts from the config's template, if it names one.

        Options:
          --date DAY        YYYY-MM-DD, 12/5, yesterday, fri (the last Friday), -3d,
                            3 days ago; a day after today needs --future
          --template NAME   start the (empty) day from this template: NAME.md in
                            ~/.config/daybook/templates/, or the built-in weekday; in it
                            {date} is the day's heading and {day} its YYYY-MM-DD
        """,
        ko: """
          사용법: daybook write [--date 날짜 [--future]] [--template 이름] [글… | -]

          그날 일기 (--date가 없으면 오늘) 끝에 빈 줄을 두고 글을 덧붙입니다.
          -이거나, 표준 입력이 터미널이 아니고 글이 없으면 표준 입력을 읽습니다. 터미널에서 글
          없이 실행하면 $VISUAL이나 $EDITOR (없으면 vi)를 엽니다. 빈 파일을 저장하면 아무것도
          쓰지 않습니다. 표준 입력은 64 MiB까지 읽고, 그보다 크면 아무것도 쓰지 않고 거절합니다.

          설정에 template이 있으면, 편집기로 여는 빈 날은 그 템플릿으로 시작합니다.

          옵션:
            --date 날짜       YYYY-MM-DD, 12/5, 어제, 금요일 (지난 금요일), -3d, 3일 전.
                              오늘 이후의 날은 --future가 있어야 합니다
            --template 이름   (빈) 날을 이 템플릿으로 시작: ~/.config/daybook/templates/의
                              이름.md 또는 내장 weekday. 안의 {date}는 그날 제목, {day}는
                              YYYY-MM-DD
          """,
        ja: """
          使い方: daybook write [--date 日付 [--future]] [--template 名前] [テキスト… | -]

          その日の日記（--date がなければ今日）の末尾に、空行を挟んでテキストを足します。
          - のとき、または標準入力が端末でなくテキストがないときは標準入力を読みます。端末で
          テキストなしなら $VISUAL か $EDITOR（なければ vi）を開きます。空のまま保存すると何も
          書きません。標準入力は 64 MiB まで読み、それを超えると何も書かずに断ります。

          設定に template があれば、エディターで開く空の日はそのテンプレートから始まります。

          オプション:
            --date 日付       YYYY-MM-DD、12/5、昨日、金曜日（この前の金曜日）、-3d、3日前。
                              今日より後の日には --future が要ります
            --template 名前   （空の）日をこのテンプレートから始める: ~/.config/daybook/templates/
                              の 名前.md か内蔵の weekday。中の {date} はその日の見出し、
                              {day} は YYYY-MM-DD
          """)
    case .nothingWritten: Translation("Nothing written.", ko: "쓴 것이 없습니다.", ja: "何も書いていません。")
    case .saved:
      Translation("Saved {0} ({1} words)", ko: "{0} 저장함 ({1}단어)", ja: "{0} を保存しました（{1}語）")
    case .savedOneWord:
      Translation("Saved {0} ({1} word)", ko: "{0} 저장함 ({1}단어)", ja: "{0} を保存しました（{1}語）")
    }
  }
}
