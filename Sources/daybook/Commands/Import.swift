import DaybookCore

/// `daybook import`: a Daybook JSON export or a jrnl text file, all or nothing.
enum ImportCommand: Command {
  static let name = "import"
  static func summary(_ language: Language) -> String { ImportText.summary.text(language) }
  static func help(_ language: Language) -> String { ImportText.help.text(language) }
  static let spec = ArgumentSpec(options: ["format"])

  private enum Format: String {
    case json, jrnl
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
    } else {
      throw CommandError.usage(ImportText.missingFormat)
    }
    let text: String
    do {
      text = try Input.readFile(path)
    } catch {
      throw CommandError.failure(Input.describe(error))
    }
    let journal = try context.journal()
    let report: ImportReport
    switch format {
    case .json: report = try journal.importJSON(text)
    case .jrnl: report = try journal.importJrnl(text, at: context.now)
    }
    let source = path == "-" ? ImportText.stdin.text(context.language) : path
    context.output.line(
      ImportText.imported.text(
        context.language, source, String(report.added), String(report.skipped),
        String(report.merged)))
  }
}

enum ImportText: String, Localized {
  case summary, help, missingFile, unexpected, unsupportedFormat, missingFormat, imported, stdin

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "add a JSON export or a jrnl file to the journal", ko: "JSON 내보내기나 jrnl 파일을 일기에 더하기",
        ja: "JSON の書き出しや jrnl ファイルを日記に取り込む")
    case .help:
      Translation(
        """
        Usage: daybook import --format json|jrnl FILE

        Adds everything in FILE (- for stdin) to the journal, or nothing when any of it is
        wrong. Rows already present are skipped; an entry for a day that already has different
        text is merged into it. --format may be left out for a FILE ending in .json.
        """,
        ko: """
          사용법: daybook import --format json|jrnl 파일

          파일 (-는 표준 입력)의 모든 것을 일기에 더합니다. 하나라도 잘못되면 아무것도 더하지
          않습니다. 이미 있는 행은 건너뛰고, 다른 글이 이미 있는 날의 일기는 합칩니다.
          .json으로 끝나는 파일이면 --format을 생략할 수 있습니다.
          """,
        ja: """
          使い方: daybook import --format json|jrnl ファイル

          ファイル（- は標準入力）の内容をすべて日記に取り込みます。どこかが誤っていれば何も
          取り込みません。既にある行は飛ばし、別の文がすでにある日の日記は統合します。
          .json で終わるファイルなら --format を省けます。
          """)
    case .missingFile:
      Translation(
        "missing FILE (see daybook import --help)", ko: "파일이 없습니다 (daybook import --help 참고)",
        ja: "ファイルがありません（daybook import --help を参照）")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .unsupportedFormat:
      Translation(
        "unsupported format \"{0}\" (expected json or jrnl)",
        ko: "지원하지 않는 형식 \"{0}\" (json 또는 jrnl)", ja: "対応していない形式「{0}」（json か jrnl）")
    case .missingFormat:
      Translation(
        "missing --format json or --format jrnl", ko: "--format json 또는 --format jrnl이 필요합니다",
        ja: "--format json か --format jrnl が必要です")
    case .imported:
      Translation(
        "Imported {0}: {1} added, {2} skipped, {3} merged",
        ko: "{0} 가져옴: {1}개 추가, {2}개 건너뜀, {3}개 합침",
        ja: "{0} を取り込みました: 追加 {1}、スキップ {2}、統合 {3}")
    case .stdin: Translation("stdin", ko: "표준 입력", ja: "標準入力")
    }
  }
}
