import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook attach FILE`: copies a file into the journal and attaches it to a day's entry.
enum AttachCommand: Command {
  static let name = "attach"
  static func summary(_ language: Language) -> String { AttachText.attachSummary.text(language) }
  static func help(_ language: Language) -> String { AttachText.attachHelp.text(language) }
  static let spec = ArgumentSpec(flags: ["follow"], options: ["date", "max-size"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
      throw CommandError.usage(
        arguments.positionals.isEmpty ? AttachText.missingFile : AttachText.oneFile)
    }
    let day =
      try arguments.value("date").map {
        try Values.day($0, option: "--date", today: context.today)
      } ?? context.today
    var limit = Journal.defaultAttachLimit
    if let text = arguments.value("max-size") {
      guard let bytes = parseSize(text) else { throw CommandError.usage(AttachText.badSize, text) }
      limit = bytes
    }
    let attachment = try context.journal().attach(
      file: file, toEntryOn: day, at: context.now, followingSymlink: arguments.has("follow"),
      sizeLimit: limit)
    context.output.line(
      AttachText.attached.text(
        context.language, Output.visible(attachment.originalName), day.iso))
  }
}

/// `500M`, `2G`, `800K`, `1000` (bytes); nil for anything else.
func parseSize(_ text: String) -> Int64? {
  let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
  var digits = Substring(text.uppercased())
  if digits.hasSuffix("IB") {
    digits = digits.dropLast(2)
  } else if digits.hasSuffix("B") {
    digits = digits.dropLast()
  }
  var factor: Int64 = 1
  if let last = digits.last, let unit = units[last] {
    factor = unit
    digits = digits.dropLast()
  }
  guard let value = Int64(digits), value > 0 else { return nil }
  let (bytes, overflow) = value.multipliedReportingOverflow(by: factor)
  return overflow ? nil : bytes
}

/// `daybook attachments`: the files attached to one day's entry, or to every entry.
enum AttachmentsCommand: Command {
  static let name = "attachments"
  static func summary(_ language: Language) -> String {
    AttachText.attachmentsSummary.text(language)
  }
  static func help(_ language: Language) -> String { AttachText.attachmentsHelp.text(language) }
  static let spec = ArgumentSpec(options: ["date"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(AttachText.unexpected, word)
    }
    let journal = try context.readingJournal()
    let rows: [(day: Day, attachment: Attachment)]
    if let text = arguments.value("date") {
      let day = try Values.day(text, option: "--date", today: context.today)
      rows = try journal.attachments(on: day).map { (day, $0) }
    } else {
      rows = try journal.allAttachments()
    }
    if rows.isEmpty {
      context.output.line(AttachText.noAttachments.text(context.language))
      return
    }
    for row in rows {
      context.output.line(
        row.day.iso + "  " + Output.visible(row.attachment.originalName) + "  "
          + journal.path(of: row.attachment))
    }
  }
}

/// `daybook check`: the database's integrity and the attachments folder against its rows.
enum CheckCommand: Command {
  static let name = "check"
  static func summary(_ language: Language) -> String { AttachText.checkSummary.text(language) }
  static func help(_ language: Language) -> String { AttachText.checkHelp.text(language) }
  static let spec = ArgumentSpec(flags: ["clean"], options: ["salvage"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(AttachText.unexpected, word)
    }
    let output = context.output
    let language = context.language
    if let target = arguments.value("salvage") {
      try salvage(to: target, context: context)
      return
    }
    // The full integrity check runs read-only first: a damaged file is reported and never
    // opened for writing (no -wal or -shm appears next to it).
    let integrity = try Journal.check(path: try context.usableJournalPath())
    guard integrity == ["ok"] else {
      output.line(AttachText.databaseDamaged.text(language))
      for line in integrity.prefix(20) { output.line("  " + Output.visible(line)) }
      throw CommandError.failure(AttachText.problemsFound)
    }
    output.line(AttachText.databaseOK.text(language))
    // Only `--clean` writes: a check of a journal on read-only media reads it as it is.
    let journal = arguments.has("clean") ? try context.journal() : try context.readingJournal()
    var healthy = true
    let check = try journal.checkAttachments(now: context.now)
    for name in check.foreignFiles {
      output.line(
        AttachText.foreignFile.text(
          language, Output.visible(journal.attachmentsFolder + "/" + name)))
    }
    for name in check.orphanFiles {
      output.line(
        AttachText.orphanFile.text(
          language, journal.attachmentsFolder + "/" + Output.visible(name)))
    }
    for attachment in check.missingFiles {
      output.line(
        AttachText.missingStoredFile.text(
          language, Output.visible(attachment.originalName), journal.path(of: attachment)))
    }
    if arguments.has("clean"), !check.orphanFiles.isEmpty {
      let count = try journal.removeOrphans(now: context.now).count
      output.line(
        (count == 1 ? AttachText.removedOrphan : AttachText.removedOrphans).text(
          language, String(count)))
    } else if !check.orphanFiles.isEmpty {
      healthy = false
    }
    if !check.missingFiles.isEmpty { healthy = false }
    if check.isClean && check.foreignFiles.isEmpty {
      output.line(AttachText.attachmentsOK.text(language))
    }
    guard healthy else { throw CommandError.failure(AttachText.problemsFound) }
  }
}

extension CheckCommand {
  /// Writes what is still readable of a (damaged) journal as a JSON export, read-only,
  /// into a new private file; the journal is not changed.
  static func salvage(to target: String, context: Context) throws {
    let path = try context.usableJournalPath()
    // Into a fresh journal first, through SQLite where the file still opens and from its
    // pages read directly: a damaged page, header or schema costs its rows, not the export.
    let rescued = try Journal.inMemory()
    let counts = try Journal.salvage(fileAt: path, into: rescued)
    let text = try rescued.exportJSON()
    let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw errno == EEXIST
        ? CommandError.failure(AttachText.salvageExists, target)
        : CommandError.failure(
          AttachText.salvageCannotWrite, target, String(cString: strerror(errno)))
    }
    var bytes = Array(text.utf8)
    var offset = 0
    if bytes.isEmpty { bytes = Array("{}".utf8) }
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(target)
        throw CommandError.failure(AttachText.salvageCannotWrite, target, reason)
      }
      offset += written
    }
    fsync(descriptor)
    close(descriptor)
    context.output.line(AttachText.salvaged.text(context.language, target))
    SalvageText.report(counts, language: context.language).forEach(context.output.line)
  }
}

enum AttachText: String, Localized {
  case attachSummary, attachHelp, missingFile, oneFile, attached, badSize
  case attachmentsSummary, attachmentsHelp, unexpected, noAttachments
  case checkSummary, checkHelp, databaseOK, databaseDamaged, orphanFile, missingStoredFile
  case removedOrphan, removedOrphans, attachmentsOK, problemsFound, foreignFile
  case salvageExists, salvageCannotWrite, salvaged

  var translation: Translation {
    switch self {
    case .attachSummary:
      Translation(
        "attach a file to a day's entry (a copy is kept)",
        ko: "그날 일기에 파일 첨부 (사본을 보관)", ja: "その日の日記にファイルを添付（コピーを保存）")
    case .attachHelp:
      Translation(
        """
        Usage: daybook attach FILE [--date DAY] [--follow] [--max-size SIZE]

        Copies FILE into the attachments folder beside the journal (readable only by you)
        and attaches it to the entry of DAY (today unless --date). The day must have an
        entry. The original file is left as it is. Only regular files are copied; a symbolic
        link only with --follow.

        Options:
          --date DAY        YYYY-MM-DD, today or yesterday
          --follow          attach the file a symbolic link points to
          --max-size SIZE   the largest file to copy, like 500M or 4G (default 1G)
        """,
        ko: """
          사용법: daybook attach 파일 [--date 날짜] [--follow] [--max-size 크기]

          파일을 일기 옆의 첨부 폴더로 복사하고 (본인만 읽을 수 있음) 그 날짜 (--date가
          없으면 오늘)의 일기에 첨부합니다. 그날 일기가 있어야 합니다. 원래 파일은 그대로
          둡니다. 일반 파일만 복사하며, 심볼릭 링크는 --follow가 있을 때만 따라갑니다.

          옵션:
            --date 날짜        YYYY-MM-DD, today 또는 yesterday
            --follow           심볼릭 링크가 가리키는 파일을 첨부
            --max-size 크기    복사할 최대 크기, 예: 500M, 4G (기본 1G)
          """,
        ja: """
          使い方: daybook attach ファイル [--date 日付] [--follow] [--max-size サイズ]

          ファイルを日記の隣の添付フォルダー（本人だけが読める）にコピーし、その日付
          （--date がなければ今日）の日記に添付します。その日の日記が必要です。元の
          ファイルはそのまま残ります。通常のファイルだけをコピーし、シンボリックリンクは
          --follow のときだけたどります。

          オプション:
            --date 日付          YYYY-MM-DD、today または yesterday
            --follow             シンボリックリンクの先のファイルを添付
            --max-size サイズ    コピーする最大サイズ、例: 500M、4G（既定 1G）
          """)
    case .badSize:
      Translation(
        "cannot read the size \"{0}\" (like 500M or 2G)",
        ko: "크기 \"{0}\"을(를) 읽을 수 없습니다 (예: 500M, 2G)",
        ja: "サイズ「{0}」を読めません（例: 500M、2G）")
    case .missingFile:
      Translation(
        "missing FILE (see daybook attach --help)",
        ko: "파일이 없습니다 (daybook attach --help 참고)",
        ja: "ファイルがありません（daybook attach --help を参照）")
    case .oneFile:
      Translation(
        "one FILE at a time (see daybook attach --help)",
        ko: "파일은 한 번에 하나씩 (daybook attach --help 참고)",
        ja: "ファイルは一度に一つずつ（daybook attach --help を参照）")
    case .attached:
      Translation("Attached {0} to {1}", ko: "{1} 일기에 {0} 첨부함", ja: "{1} の日記に {0} を添付しました")
    case .attachmentsSummary:
      Translation("list attached files", ko: "첨부 파일 보기", ja: "添付ファイルの一覧")
    case .attachmentsHelp:
      Translation(
        """
        Usage: daybook attachments [--date DAY]

        One line per attached file: the day, the original name and the path of the copy.
        With --date, only that day's.

        Options:
          --date DAY   YYYY-MM-DD, today or yesterday
        """,
        ko: """
          사용법: daybook attachments [--date 날짜]

          첨부 파일마다 한 줄씩: 날짜, 원래 이름, 사본의 경로. --date를 주면 그날 것만
          보여 줍니다.

          옵션:
            --date 날짜   YYYY-MM-DD, today 또는 yesterday
          """,
        ja: """
          使い方: daybook attachments [--date 日付]

          添付ファイルごとに 1 行: 日付、元の名前、コピーのパス。--date を付けるとその日の
          ものだけを表示します。

          オプション:
            --date 日付   YYYY-MM-DD、today または yesterday
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .noAttachments:
      Translation("No attachments.", ko: "첨부 파일이 없습니다.", ja: "添付ファイルはありません。")
    case .checkSummary:
      Translation(
        "check the journal and its attachments", ko: "일기장과 첨부 파일 점검",
        ja: "日記帳と添付ファイルを点検")
    case .checkHelp:
      Translation(
        """
        Usage: daybook check [--clean] [--salvage OUT.json]

        Runs SQLite's integrity check, then compares the attachments folder with the
        database: files no entry refers to (orphans, left by an interrupted attach) and
        attachments whose file is missing. Exits 1 when anything is wrong. Only files named
        the way Daybook names its copies and untouched for 10 minutes count as orphans;
        anything else in the folder is someone else's and is reported, never removed.

        Options:
          --clean   delete the orphan files (attachments with a missing file are only
                    reported)
          --salvage OUT.json
                    write what is still readable of a damaged journal as a JSON export
                    (the journal itself is not changed)
        """,
        ko: """
          사용법: daybook check [--clean] [--salvage 출력.json]

          SQLite의 무결성 검사를 한 뒤 첨부 폴더를 데이터베이스와 맞춰 봅니다: 어느 일기도
          가리키지 않는 파일 (중단된 첨부가 남긴 고아 파일)과 파일이 사라진 첨부를 찾습니다.
          문제가 하나라도 있으면 1로 끝납니다. Daybook이 붙이는 이름이고 10분 동안 바뀌지
          않은 파일만 고아 파일로 봅니다. 그 밖의 파일은 다른 사람의 것으로 알리기만 하고
          지우지 않습니다.

          옵션:
            --clean   고아 파일을 지움 (파일이 사라진 첨부는 알리기만 함)
            --salvage 출력.json
                      손상된 일지에서 읽을 수 있는 것을 JSON 내보내기로 저장 (일지는 그대로)
          """,
        ja: """
          使い方: daybook check [--clean] [--salvage 出力.json]

          SQLite の整合性チェックを行い、添付フォルダーをデータベースと照らし合わせます:
          どの日記からも参照されないファイル（中断された添付が残した孤立ファイル）と、
          ファイルがなくなった添付を探します。問題が一つでもあれば 1 で終了します。
          Daybook が付ける名前で 10 分間変更のないファイルだけを孤立ファイルとみなし、
          それ以外は他人のものとして報告するだけで削除しません。

          オプション:
            --clean   孤立ファイルを削除（ファイルがなくなった添付は報告のみ）
            --salvage 出力.json
                      破損した日誌から読める分を JSON エクスポートとして保存（日誌は変更しない）
          """)
    case .databaseOK: Translation("Database: ok", ko: "데이터베이스: 정상", ja: "データベース: 正常")
    case .databaseDamaged:
      Translation("Database: damaged", ko: "데이터베이스: 손상됨", ja: "データベース: 破損")
    case .salvageExists:
      Translation("{0} already exists", ko: "{0}이(가) 이미 있습니다", ja: "{0} はすでにあります")
    case .salvageCannotWrite:
      Translation("cannot write {0}: {1}", ko: "{0}에 쓸 수 없습니다: {1}", ja: "{0} に書き込めません: {1}")
    case .salvaged:
      Translation(
        "Saved what is readable to {0} (import it into a new journal with daybook import)",
        ko: "읽을 수 있는 것을 {0}에 저장했습니다 (daybook import로 새 일지에 가져오세요)",
        ja: "読める分を {0} に保存しました（daybook import で新しい日誌に取り込めます）")
    case .foreignFile:
      Translation(
        "Not made by Daybook, left alone: {0}", ko: "Daybook이 만들지 않은 파일, 그대로 둠: {0}",
        ja: "Daybook が作ったものではないので、そのまま: {0}")
    case .orphanFile:
      Translation("Orphan file: {0}", ko: "고아 파일: {0}", ja: "孤立ファイル: {0}")
    case .missingStoredFile:
      Translation(
        "Missing file: {0} ({1})", ko: "사라진 파일: {0} ({1})", ja: "見つからないファイル: {0}（{1}）")
    case .removedOrphan:
      Translation(
        "Removed {0} orphan file.", ko: "고아 파일 {0}개를 지웠습니다.", ja: "孤立ファイルを {0} 件削除しました。")
    case .removedOrphans:
      Translation(
        "Removed {0} orphan files.", ko: "고아 파일 {0}개를 지웠습니다.",
        ja: "孤立ファイルを {0} 件削除しました。")
    case .attachmentsOK:
      Translation("Attachments: ok", ko: "첨부 파일: 정상", ja: "添付ファイル: 正常")
    case .problemsFound:
      Translation("problems found", ko: "문제를 찾았습니다", ja: "問題が見つかりました")
    }
  }
}
