import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook backup`: a consistent copy of the journal, safe while the diary is open.
enum BackupCommand: Command {
  static let name = "backup"
  static func summary(_ language: Language) -> String { BackupText.summary.text(language) }
  static func help(_ language: Language) -> String { BackupText.help.text(language) }
  static let spec = ArgumentSpec()

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if arguments.positionals.count > 1 {
      throw CommandError.usage(BackupText.unexpected, arguments.positionals[1])
    }
    guard access(try context.usableJournalPath(), F_OK) == 0 else {
      throw CommandError.failure(BackupText.noJournal, context.journalPath)
    }
    let journal = try context.readingJournal()
    // A copy of a damaged journal would pass for a good backup: refuse, and point to what
    // can still be saved.
    let problems = try journal.quickCheck()
    guard problems == ["ok"] else {
      throw CommandError.failure(
        BackupText.damaged, context.journalPath, problems.prefix(3).joined(separator: "; "))
    }
    var destination = arguments.positionals.first ?? journal.defaultBackupPath(now: context.now)
    var info = stat()
    if stat(destination, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      let name = journal.defaultBackupPath(now: context.now).split(separator: "/").last
      destination += "/" + (name.map(String.init) ?? "journal-backup.sqlite")
    }
    let report = try journal.backupWithAttachments(to: destination)
    context.output.line(BackupText.done.text(context.language, report.path))
    if let folder = report.attachmentsFolder {
      let count = report.attachmentCount
      context.output.line(
        (count == 1 ? BackupText.copiedAttachment : BackupText.copiedAttachments).text(
          context.language, String(count), folder))
    }
  }
}

enum BackupText: String, Localized {
  case summary, help, unexpected, noJournal, done, copiedAttachment, copiedAttachments, damaged

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "copy the journal (and its attachments) while it may be open",
        ko: "일기장과 첨부 파일을 복사 (열려 있어도 됨)", ja: "日記帳と添付ファイルをコピー（開いたままでも可）")
    case .help:
      Translation(
        """
        Usage: daybook backup [PATH]

        Writes a consistent copy of the journal, even while the diary is open and saving in
        another terminal. PATH defaults to journal-YYYYMMDD-HHMMSS.sqlite beside the journal; a
        folder PATH gets that name inside it. The copy is readable by you only; an existing file
        is never replaced. The attachments folder, when there is one, is copied beside it as
        …-attachments. Open a copy with `daybook --db COPY`.
        """,
        ko: """
          사용법: daybook backup [경로]

          다른 터미널에서 일기를 열어 저장하는 중에도 일기장의 일관된 사본을 씁니다. 경로를
          주지 않으면 일기장 옆의 journal-YYYYMMDD-HHMMSS.sqlite이고, 경로가 폴더면 그 안에
          같은 이름으로 씁니다. 사본은 본인만 읽을 수 있고, 이미 있는 파일은 절대 덮어쓰지
          않습니다. 첨부 폴더가 있으면 사본 옆에 …-attachments로 함께 복사합니다. 사본은
          `daybook --db 사본`으로 엽니다.
          """,
        ja: """
          使い方: daybook backup [パス]

          別の端末で日記を開いて保存している最中でも、日記帳の一貫したコピーを書き出します。
          パスを省くと日記帳の隣の journal-YYYYMMDD-HHMMSS.sqlite に、パスがフォルダーなら
          その中に同じ名前で書き出します。コピーは本人だけが読め、既存のファイルを置き換える
          ことはありません。添付フォルダーがあれば、コピーの隣に …-attachments として一緒に
          コピーします。コピーは `daybook --db コピー` で開けます。
          """)
    case .unexpected:
      Translation(
        "unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .damaged:
      Translation(
        "{0} is damaged ({1}); nothing was copied. `daybook check --salvage OUT.json` saves what is still readable",
        ko:
          "{0}이(가) 손상되었습니다 ({1}). 아무것도 복사하지 않았습니다. `daybook check --salvage OUT.json`으로 읽을 수 있는 것을 저장하세요",
        ja: "{0} は破損しています（{1}）。何もコピーしていません。`daybook check --salvage OUT.json` で読める分を保存できます")
    case .noJournal:
      Translation("no journal at {0}", ko: "일기장이 없습니다: {0}", ja: "日記帳がありません: {0}")
    case .done:
      Translation(
        "Backed up the journal to {0}", ko: "일기장을 {0}에 백업했습니다",
        ja: "日記帳を {0} にバックアップしました")
    case .copiedAttachment:
      Translation(
        "Copied {0} attachment to {1}", ko: "첨부 파일 {0}개를 {1}에 복사했습니다",
        ja: "添付ファイル {0} 件を {1} にコピーしました")
    case .copiedAttachments:
      Translation(
        "Copied {0} attachments to {1}", ko: "첨부 파일 {0}개를 {1}에 복사했습니다",
        ja: "添付ファイル {0} 件を {1} にコピーしました")
    }
  }
}
