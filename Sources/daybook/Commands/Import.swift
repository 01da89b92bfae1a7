import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook import`: a Daybook JSON export, a jrnl journal, calcurse's todos or the VTODOs of
/// an iCalendar file, all or nothing.
enum ImportCommand: Command {
  static let name = "import"
  static func summary(_ language: Language) -> String { ImportText.summary.text(language) }
  static func help(_ language: Language) -> String { ImportText.help.text(language) }
  static let spec = ArgumentSpec(options: ["format", "timeformat"])

  private enum Format: String {
    case json, jrnl, calcurse, ics
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard let path = arguments.positionals.first else {
      throw CommandError.usage(ImportText.missingFile)
    }
    if arguments.positionals.count > 1 {
      throw CommandError.usage(ImportText.unexpected, arguments.positionals[1])
    }
    let format: Format
    if let name = arguments.value("format") {
      guard let parsed = Format(rawValue: name) else {
        throw CommandError.usage(ImportText.unsupportedFormat, name)
      }
      format = parsed
    } else if path.lowercased().hasSuffix(".json") {
      format = .json
    } else if path.lowercased().hasSuffix(".ics") {
      format = .ics
    } else {
      throw CommandError.usage(ImportText.missingFormat)
    }
    var timeFormat: JrnlTimeFormat?
    if let pattern = arguments.value("timeformat") {
      guard format == .jrnl else { throw CommandError.usage(ImportText.timeFormatOnlyForJrnl) }
      guard let parsed = JrnlTimeFormat(pattern) else {
        throw CommandError.usage(ImportText.badTimeFormat, pattern)
      }
      timeFormat = parsed
    }
    // calcurse's data folder holds `todo` and `notes/`; a todo file's notes sit beside it.
    var file = path
    var notesFolder = "notes"
    if format == .calcurse {
      var info = stat()
      if path != "-", stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
        file = path + "/todo"
        notesFolder = path + "/notes"
      } else if let slash = path.lastIndex(of: "/") {
        notesFolder = String(path[...slash]) + "notes"
      }
    }
    let text: String
    do {
      text = try Input.readFile(file, standardInput: context.standardInput)
    } catch {
      throw CommandError.failure(Input.describe(error))
    }
    let journal = try context.journal()
    let report: ImportReport
    switch format {
    case .json: report = try journal.importJSON(text)
    case .jrnl: report = try journal.importJrnl(text, at: context.now, timeFormat: timeFormat)
    case .ics: report = try journal.importICalendar(text, at: context.now)
    case .calcurse:
      report = try journal.importCalcurse(
        text,
        note: { name in
          // Note names are checked to be letters and digits, so this stays in the folder.
          // A missing note is no note; one too large to read refuses the import.
          let read = Result { () throws(Input.Failure) -> String in
            try Input.readFile(notesFolder + "/" + name)
          }
          switch read {
          case .success(let text): return text
          case .failure(.tooLarge(let file)):
            throw CommandError.failure(Input.describe(.tooLarge(file)))
          case .failure: return nil
          }
        }, at: context.now)
    }
    let source = path == "-" ? ImportText.stdin.text(context.language) : path
    context.output.line(
      ImportText.imported.text(
        context.language, source, String(report.added), String(report.skipped),
        String(report.merged)))
    if !report.newIDs.isEmpty {
      context.output.line(
        ImportText.newIDs.text(
          context.language, report.newIDs.map(\.iso).joined(separator: ", ")))
    }
  }
}

enum ImportText: String, Localized {
  case summary, help, missingFile, unexpected, unsupportedFormat, missingFormat, imported, stdin
  case timeFormatOnlyForJrnl, badTimeFormat, newIDs

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "add a JSON export, a jrnl journal or calcurse/iCalendar todos to the journal",
        ko: "JSON 내보내기, jrnl 일기, calcurse·iCalendar 할 일을 일기에 더하기",
        ja: "JSON の書き出し、jrnl の日記、calcurse・iCalendar の ToDo を日記に取り込む")
    case .help:
      Translation(
        """
        Usage: daybook import --format json|jrnl|calcurse|ics [--timeformat FORMAT] FILE

        Adds everything in FILE (- for stdin) to the journal, or nothing when any of it is
        wrong (the message names the line). Rows already present are skipped; an entry for a
        day that already has different text is merged into it. --format may be left out for
        a FILE ending in .json or .ics.

        jrnl: any jrnl journal file. Its time format is found from the first entry (jrnl
        4's default "%Y-%m-%d %I:%M:%S %p", 24-hour with or without seconds, …) or given
        with --timeformat in jrnl's strftime syntax. A hand-edited stamp is read as jrnl
        reads it ([2019-07 14:23] is 1 July); one jrnl would guess at ([04/03/2026]) asks
        for --timeformat. Starred entries stay starred; several entries on one day become
        timed sections ("§ 14:05 ★ Title") of that day's entry; @tag becomes #tag. Entries
        already in the journal (Daybook's own jrnl export, too) are skipped.
        calcurse: calcurse's data folder or its todo file (notes are read from the notes
        folder beside it); priorities 1-3 become important todos.
        ics: the VTODOs of an iCalendar file; their UIDs are kept, so importing a newer
        file again updates the todos instead of adding them twice.
        """,
        ko: """
          사용법: daybook import --format json|jrnl|calcurse|ics [--timeformat 형식] 파일

          파일 (-는 표준 입력)의 모든 것을 일기에 더합니다. 하나라도 잘못되면 아무것도 더하지
          않습니다 (메시지가 줄 번호를 알려 줍니다). 이미 있는 행은 건너뛰고, 다른 글이 이미
          있는 날의 일기는 합칩니다. .json이나 .ics로 끝나는 파일이면 --format을 생략할 수
          있습니다.

          jrnl: jrnl 일기 파일. 시간 형식은 첫 항목에서 찾거나 (jrnl 4 기본
          "%Y-%m-%d %I:%M:%S %p", 24시간제 등) --timeformat으로 jrnl의 strftime 문법으로
          줍니다. 손으로 고친 시각은 jrnl처럼 읽고 ([2019-07 14:23]은 7월 1일), jrnl이
          짐작할 시각 ([04/03/2026])이면 --timeformat을 요청합니다. 별표 항목은 별표를
          유지하고, 같은 날의 여러 항목은 그날 일기의 시간 구역 ("§ 14:05 ★ 제목")이
          됩니다. @태그는 #태그가 됩니다. 일기에 이미 있는 항목 (Daybook이 내보낸 jrnl
          파일도)은 건너뜁니다.
          calcurse: calcurse 데이터 폴더나 todo 파일 (메모는 옆의 notes 폴더에서 읽음).
          우선순위 1-3은 중요한 할 일이 됩니다.
          ics: iCalendar 파일의 VTODO. UID를 보관하므로 다시 가져오면 할 일을 두 번 더하지
          않고 고칩니다.
          """,
        ja: """
          使い方: daybook import --format json|jrnl|calcurse|ics [--timeformat 形式] ファイル

          ファイル（- は標準入力）の内容をすべて日記に取り込みます。どこかが誤っていれば何も
          取り込みません（メッセージが行番号を示します）。既にある行は飛ばし、別の文がすでに
          ある日の日記は統合します。.json か .ics で終わるファイルなら --format を省けます。

          jrnl: jrnl の日記ファイル。時刻の形式は最初の項目から見つけるか（jrnl 4 の既定
          "%Y-%m-%d %I:%M:%S %p"、24 時間制など）、--timeformat に jrnl の strftime 書式で
          渡します。手で直した時刻は jrnl と同じに読み（[2019-07 14:23] は 7 月 1 日）、
          jrnl が推測する時刻（[04/03/2026]）なら --timeformat を求めます。スター付きの
          項目はスター付きのまま、同じ日の複数の項目はその日の日記の時刻つきの節
          （"§ 14:05 ★ 題"）になります。@tag は #tag になります。日記にすでにある項目
          （Daybook が書き出した jrnl ファイルも）は飛ばします。
          calcurse: calcurse のデータフォルダか todo ファイル（メモは隣の notes フォルダ）。
          優先度 1-3 は重要な ToDo になります。
          ics: iCalendar ファイルの VTODO。UID を保つので、もう一度取り込むと ToDo を二重に
          足さずに更新します。
          """)
    case .missingFile:
      Translation(
        "missing FILE (see daybook import --help)", ko: "파일이 없습니다 (daybook import --help 참고)",
        ja: "ファイルがありません（daybook import --help を参照）")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .unsupportedFormat:
      Translation(
        "unsupported format \"{0}\" (expected json, jrnl, calcurse or ics)",
        ko: "지원하지 않는 형식 \"{0}\" (json, jrnl, calcurse, ics)",
        ja: "対応していない形式「{0}」（json、jrnl、calcurse、ics）")
    case .missingFormat:
      Translation(
        "missing --format json, jrnl, calcurse or ics",
        ko: "--format json, jrnl, calcurse, ics 중 하나가 필요합니다",
        ja: "--format json、jrnl、calcurse、ics のどれかが必要です")
    case .timeFormatOnlyForJrnl:
      Translation(
        "--timeformat is only for --format jrnl", ko: "--timeformat은 --format jrnl에만 씁니다",
        ja: "--timeformat は --format jrnl 専用です")
    case .badTimeFormat:
      Translation(
        "unsupported time format \"{0}\" (strftime directives %Y %m %d %H %I %M %S %p %b %a …)",
        ko: "지원하지 않는 시간 형식 \"{0}\" (strftime 지시자 %Y %m %d %H %I %M %S %p %b %a …)",
        ja: "対応していない時刻形式「{0}」（strftime の %Y %m %d %H %I %M %S %p %b %a …）")
    case .imported:
      Translation(
        "Imported {0}: {1} added, {2} skipped, {3} merged",
        ko: "{0} 가져옴: {1}개 추가, {2}개 건너뜀, {3}개 합침",
        ja: "{0} を取り込みました: 追加 {1}、スキップ {2}、統合 {3}")
    case .stdin: Translation("stdin", ko: "표준 입력", ja: "標準入力")
    case .newIDs:
      Translation(
        "{0}: came with the id of another day's entry in this journal; imported as its own "
          + "day's entry with a new id",
        ko: "{0}: 이 일기의 다른 날 항목의 id를 가지고 왔습니다. 새 id를 받아 자기 날의 항목으로 "
          + "가져왔습니다",
        ja: "{0}: この日記の別の日の項目の id を持っていました。新しい id でその日の項目として"
          + "取り込みました")
    }
  }
}
