import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook export`: the whole journal as JSON, the entries as Markdown month files or jrnl
/// text, the todos and planned waterings as iCalendar; to stdout or private files.
enum ExportCommand: Command {
  static let name = "export"
  static func summary(_ language: Language) -> String { ExportText.summary.text(language) }
  static func help(_ language: Language) -> String { ExportText.help.text(language) }
  static let spec = ArgumentSpec(
    flags: ["force"], options: ["format", "output", "days", "timeformat"])

  private enum Format: String {
    case json, markdown, jrnl, ics
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(ExportText.unexpected, word)
    }
    let name = arguments.value("format") ?? "json"
    guard let format = Format(rawValue: name) else {
      throw CommandError.usage(ExportText.unsupportedFormat, name)
    }
    var days = 90
    if let text = arguments.value("days") {
      guard format == .ics else { throw CommandError.usage(ExportText.daysOnlyForICS) }
      guard let number = Int(text), (1...3660).contains(number) else {
        throw CommandError.usage(ExportText.badDays, text)
      }
      days = number
    }
    var timeFormat = JrnlTimeFormat.jrnlDefault
    if let pattern = arguments.value("timeformat") {
      guard format == .jrnl else { throw CommandError.usage(ImportText.timeFormatOnlyForJrnl) }
      guard let parsed = JrnlTimeFormat(pattern) else {
        throw CommandError.usage(ImportText.badTimeFormat, pattern)
      }
      timeFormat = parsed
    }
    let path = arguments.value("output")
    let force = arguments.has("force")
    if format == .markdown {
      guard let path, path != "-" else {
        throw CommandError.usage(ExportText.markdownNeedsFolder)
      }
      try exportMarkdown(to: path, force: force, context: context)
      return
    }
    if let path, path != "-", !force, access(path, F_OK) == 0 {
      throw CommandError.failure(ExportText.exists, path)
    }
    let journal = try context.readingJournal()
    let text: String
    switch format {
    // Escaped in the file too: whoever `cat`s it later reads it on a terminal.
    case .json: text = JSONText.escaped(try journal.exportJSON())
    case .jrnl: text = try journal.exportJrnl(timeFormat: timeFormat)
    case .ics: text = try journal.exportICalendar(now: context.now, days: days)
    case .markdown: return
    }
    guard let path, path != "-" else {
      if format == .json { context.output.jsonDocument(text) } else { context.output.exact(text) }
      return
    }
    try write(text, to: path, replacing: force)
    context.output.line(ExportText.exported.text(context.language, path))
  }

  /// One `YYYY-MM.md` per month into a folder (created `0700` when missing). Existing month
  /// files are kept unless --force, and then checked before anything is written.
  private static func exportMarkdown(to folder: String, force: Bool, context: Context) throws {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw CommandError.failure(ExportText.notAFolder, folder)
      }
    } else if mkdir(folder, 0o700) != 0 {
      throw CommandError.failure(ExportText.cannotWrite, folder, errnoText())
    }
    let files = try context.readingJournal().exportMarkdown()
    if !force, let taken = files.first(where: { access(folder + "/" + $0.fileName, F_OK) == 0 }) {
      throw CommandError.failure(ExportText.exists, folder + "/" + taken.fileName)
    }
    for file in files {
      try write(file.text, to: folder + "/" + file.fileName, replacing: force)
    }
    context.output.line(
      (files.count == 1 ? ExportText.exportedMonth : ExportText.exportedMonths).text(
        context.language, String(files.count), folder))
  }

  /// Creates `path` as 0600. Without `replacing`, an existing file is never touched; with it,
  /// the new text goes to a temporary file first and is renamed over the old one, so a
  /// failure halfway leaves the old file whole.
  private static func write(_ text: String, to path: String, replacing: Bool) throws {
    let bytes = Array(text.utf8)
    if !replacing {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw errno == EEXIST
          ? CommandError.failure(ExportText.exists, path)
          : CommandError.failure(ExportText.cannotWrite, path, errnoText())
      }
      guard writeAll(bytes, to: descriptor) else {
        let reason = errnoText()
        close(descriptor)
        unlink(path)
        throw CommandError.failure(ExportText.cannotWrite, path, reason)
      }
      close(descriptor)
      return
    }
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw CommandError.failure(ExportText.cannotWrite, path, errnoText())
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
    let reason = errnoText()
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let failure = written ? errnoText() : reason
      unlink(temporary)
      throw CommandError.failure(ExportText.cannotWrite, path, failure)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard var pointer = raw.baseAddress else { return true }
      var remaining = raw.count
      while remaining > 0 {
        let count = Glibc.write(descriptor, pointer, remaining)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        remaining -= count
        pointer += count
      }
      return true
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

enum ExportText: String, Localized {
  case summary, help, unexpected, unsupportedFormat, exists, cannotWrite, exported
  case exportedMonth, exportedMonths, markdownNeedsFolder, notAFolder, daysOnlyForICS, badDays

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "write the journal as JSON, Markdown, jrnl or iCalendar",
        ko: "일기장을 JSON, Markdown, jrnl, iCalendar로 내보내기",
        ja: "日記帳を JSON・Markdown・jrnl・iCalendar で書き出す")
    case .help:
      Translation(
        """
        Usage: daybook export [--format json|markdown|jrnl|ics] [--output PATH [--force]]
                              [--days N] [--timeformat FORMAT]

        --format json      every entry (with revisions), plant (with care), todo, intake record
                           and setting as one JSON document; `daybook import` reads it back
        --format markdown  the entries as one YYYY-MM.md file per month in the folder PATH
                           (required; created when missing)
        --format jrnl      the entries as a jrnl journal ([2024-03-05 09:07:00 PM] title, *
                           when starred, #tag as @tag, each "§ 14:05" section an entry of its
                           own; --timeformat sets jrnl's strftime format)
        --format ics       todos (VTODO) and the planned waterings of the next N days (default
                           90) as all-day events, for any calendar app

        Output goes to stdout, or to PATH created readable by you only. Existing files are kept
        unless --force.
        """,
        ko: """
          사용법: daybook export [--format json|markdown|jrnl|ics] [--output 경로 [--force]]
                                 [--days N] [--timeformat 형식]

          --format json      모든 일기 (수정 이력 포함), 식물 (돌봄 기록 포함), 할 일, 섭취
                             기록과 설정을 JSON 문서 하나로; `daybook import`로 다시 읽음
          --format markdown  일기를 달마다 YYYY-MM.md 파일 하나씩 폴더 경로에 씀
                             (필수; 없으면 만듦)
          --format jrnl      일기를 jrnl 일기로 ([2024-03-05 09:07:00 PM] 제목, 별표는 *,
                             #태그는 @태그로, "§ 14:05" 구역은 따로 한 항목; --timeformat은
                             jrnl의 strftime 형식)
          --format ics       할 일 (VTODO)과 앞으로 N일 (기본 90일) 동안 예정된 물주기를
                             종일 일정으로; 어느 캘린더 앱에서나 열림

          표준 출력으로 내보내거나, 본인만 읽을 수 있게 만든 경로에 씁니다. 이미 있는 파일은
          --force가 없으면 그대로 둡니다.
          """,
        ja: """
          使い方: daybook export [--format json|markdown|jrnl|ics] [--output パス [--force]]
                                 [--days N] [--timeformat 形式]

          --format json      すべての日記（改訂履歴つき）、植物（手入れの記録つき）、
                             やること、摂取記録、設定を一つの JSON 文書に。
                             `daybook import` で読み戻せます
          --format markdown  日記を月ごとに一つの YYYY-MM.md ファイルとして、パスのフォルダーに
                             書き出す（必須。なければ作成）
          --format jrnl      日記を jrnl の日記で（[2024-03-05 09:07:00 PM] 題名、スターは *、
                             #タグは @タグ、"§ 14:05" の節は別の項目。--timeformat は
                             jrnl の strftime 書式）
          --format ics       やること（VTODO）と今後 N 日間（既定 90 日）の水やり予定を
                             終日の予定として。どのカレンダーアプリでも使えます

          出力先は標準出力、または本人だけが読めるように作るパスです。既存のファイルは
          --force がなければそのまま残します。
          """)
    case .unexpected:
      Translation(
        "unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .unsupportedFormat:
      Translation(
        "unsupported format \"{0}\" (expected json, markdown, jrnl or ics)",
        ko: "지원하지 않는 형식 \"{0}\" (json, markdown, jrnl 또는 ics)",
        ja: "対応していない形式「{0}」（json・markdown・jrnl・ics のいずれか）")
    case .exists:
      Translation(
        "{0} already exists (use --force to replace it)",
        ko: "파일이 이미 있습니다: {0} (바꾸려면 --force)",
        ja: "{0} はすでにあります（置き換えるには --force）")
    case .cannotWrite:
      Translation(
        "cannot write {0}: {1}", ko: "{0}에 쓸 수 없습니다: {1}", ja: "{0} に書き込めません: {1}")
    case .exported:
      Translation(
        "Exported the journal to {0}", ko: "일기장을 {0}에 내보냈습니다",
        ja: "日記帳を {0} に書き出しました")
    case .exportedMonth:
      Translation(
        "Exported {0} month of entries to {1}", ko: "{0}개월치 일기를 {1}에 내보냈습니다",
        ja: "{0} か月分の日記を {1} に書き出しました")
    case .exportedMonths:
      Translation(
        "Exported {0} months of entries to {1}", ko: "{0}개월치 일기를 {1}에 내보냈습니다",
        ja: "{0} か月分の日記を {1} に書き出しました")
    case .markdownNeedsFolder:
      Translation(
        "--format markdown needs --output FOLDER",
        ko: "--format markdown에는 --output 폴더가 필요합니다",
        ja: "--format markdown には --output フォルダーが必要です")
    case .notAFolder:
      Translation(
        "{0} is not a folder", ko: "폴더가 아닙니다: {0}", ja: "{0} はフォルダーではありません")
    case .daysOnlyForICS:
      Translation(
        "--days is for --format ics", ko: "--days는 --format ics에만 씁니다",
        ja: "--days は --format ics 専用です")
    case .badDays:
      Translation(
        "--days wants a number of days from 1 to 3660, not \"{0}\"",
        ko: "--days에는 1부터 3660까지의 일수가 필요합니다: \"{0}\"",
        ja: "--days には 1〜3660 の日数が必要です: 「{0}」")
    }
  }
}
