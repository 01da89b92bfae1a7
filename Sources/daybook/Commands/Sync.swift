import DaybookCore

/// `daybook sync`: commits this journal's changes to its sync mirror, fetches, merges record
/// by record, applies and pushes. `sync init REMOTE` sets it up (cloning and merging a remote
/// that holds a journal already), `sync status` tells where it stands, `--dry-run` only tells
/// what would move.
enum SyncCommand: Command {
  static let name = "sync"
  static func summary(_ language: Language) -> String { SyncCommandText.summary.text(language) }
  static func help(_ language: Language) -> String { SyncCommandText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["dry-run"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    var words = arguments.positionals
    let action = words.isEmpty ? "" : words.removeFirst()
    switch action {
    case "":
      try sync(dryRun: arguments.has("dry-run"), context: context)
    case "init":
      guard words.count == 1, let remote = words.first, !remote.isEmpty else {
        throw CommandError.usage(SyncCommandText.initNeedsRemote)
      }
      context.commandName = "sync init"
      let engine = SyncEngine(journal: try context.journal())
      let report = try performing(context) {
        try engine.setUp(remote: remote, now: context.now, language: context.language)
      }
      context.output.line(SyncCommandText.setUp.text(context.language, engine.folder, remote))
      show(report, context: context)
    case "status":
      guard words.isEmpty else { throw CommandError.usage(SyncCommandText.unexpected, words[0]) }
      context.commandName = "sync status"
      let status = try performing(context) {
        try SyncEngine(journal: try context.readingJournal()).status()
      }
      let language = context.language
      context.output.line(SyncCommandText.remote.text(language, Output.visible(status.remote)))
      context.output.line(SyncCommandText.folder.text(language, Output.visible(status.folder)))
      context.output.line(
        SyncCommandText.lastSync.text(
          language,
          status.lastSync.map { LocalTime.text(of: $0) } ?? SyncCommandText.never.text(language)))
      context.output.line(SyncCommandText.waiting.text(language, String(status.waiting)))
      if status.unsentCommits > 0 {
        context.output.line(
          SyncAsideText.notSent.text(
            language, String(status.unsentRecords), String(status.unsentCommits)))
      }
      if let error = status.lastError {
        context.output.line(
          SyncCommandText.lastError.text(language, Output.visible(error.message(language))))
      }
      show(status.setAside, context: context)
    default:
      throw CommandError.usage(SyncCommandText.unexpected, action)
    }
  }

  private static func sync(dryRun: Bool, context: Context) throws {
    let engine = SyncEngine(journal: try context.journal())
    let report = try performing(context) {
      try engine.sync(now: context.now, dryRun: dryRun, language: context.language)
    }
    if dryRun {
      context.output.line(
        SyncCommandText.wouldSend.text(context.language, String(report.sent)))
      context.output.line(
        SyncCommandText.wouldReceive.text(context.language, String(report.received)))
      for path in report.incomingPaths { context.output.line("  " + Output.visible(path)) }
      return
    }
    show(report, context: context)
  }

  private static func show(_ report: SyncReport, context: Context) {
    context.output.line(
      SyncCommandText.synced.text(
        context.language, String(report.sent), String(report.received)))
    for notice in report.notices {
      context.output.line(Output.visible(notice.message(context.language)))
    }
    show(report.setAside, context: context)
  }

  /// One line per record set aside: its path and why.
  private static func show(_ records: [SetAsideRecord], context: Context) {
    for record in records {
      context.output.line(
        SyncAsideText.setAside.text(
          context.language, Output.visible(record.path),
          Output.visible(record.reason.message(context.language))))
    }
  }

  /// Runs the engine, turning its errors into the command's failures.
  private static func performing<T>(_ context: Context, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SyncError {
      if case .journal(let journalError) = error { throw journalError }
      let language = context.language
      throw CommandError.failure(.init(verbatim: error.message(language)))
    }
  }
}

enum SyncCommandText: String, Localized {
  case summary, help, initNeedsRemote, unexpected, setUp, synced, wouldSend, wouldReceive
  case remote, folder, lastSync, never, waiting, lastError

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "sync the journal with a git remote", ko: "일지를 git 원격 저장소와 동기화",
        ja: "日誌を git リモートと同期")
    case .help:
      Translation(
        """
        Usage: daybook sync [--dry-run]
               daybook sync init REMOTE
               daybook sync status

        Keeps the journal in step with other machines through git. The journal is mirrored
        as plain-text files (one per record) in JOURNAL.sync/ beside the journal file;
        sync commits this machine's changes, fetches, merges record by record (entries by
        lines, both texts kept when the same lines changed), takes the result into the
        journal in one transaction and pushes. Any remote git can reach works, including
        an encrypted gcrypt:: remote. Credentials stay with git.

          init REMOTE   set up sync; a remote holding a journal is merged with this one
          status        the remote, the last sync, the changes waiting or not yet pushed,
                        the last problem and the records set aside

        A record from the remote that cannot be read (or is over a limit: a record file of
        2 MiB, a text of 1 MiB, an attached file of 64 MiB) is set aside, never applied, and
        the rest syncs; sync status lists it until a later change of it reads well. Each
        fetch or push is stopped after 120 seconds; set another limit (1-3600) with
        git -C JOURNAL.sync config daybook.timeout SECONDS.
          --dry-run     fetch and tell what would be sent and received; change nothing
        """,
        ko: """
          사용법: daybook sync [--dry-run]
                  daybook sync init REMOTE
                  daybook sync status

          git으로 다른 기기와 일지를 맞춥니다. 일지는 일지 파일 옆의 JOURNAL.sync/ 폴더에
          기록마다 하나의 텍스트 파일로 복사됩니다. sync는 이 기기의 변경을 커밋하고,
          가져오고, 기록 단위로 합치고(일기는 줄 단위, 같은 줄이 바뀌면 두 글 모두 보관),
          결과를 한 트랜잭션으로 일지에 반영한 뒤 푸시합니다. 암호화된 gcrypt:: 원격을
          포함해 git이 닿는 모든 원격을 쓸 수 있습니다. 인증 정보는 git이 관리합니다.

            init REMOTE   동기화 설정; 일지가 있는 원격이면 이 일지와 합칩니다
            status        원격, 마지막 동기화, 기다리거나 아직 푸시하지 않은 변경,
                          마지막 문제, 보류된 기록

          원격의 기록을 읽을 수 없거나 한도(기록 파일 2 MiB, 본문 1 MiB, 첨부 파일 64 MiB)를
          넘으면 보류하고 반영하지 않으며 나머지는 동기화합니다; sync status는 나중에 그 기록이
          제대로 바뀔 때까지 보여 줍니다. 가져오기와 푸시는 120초 후 중지합니다; 다른 한도
          (1-3600)는 git -C JOURNAL.sync config daybook.timeout SECONDS로 정합니다.
            --dry-run     가져와서 보낼 것과 받을 것만 알려 줍니다; 아무것도 바꾸지 않습니다
          """,
        ja: """
          使い方: daybook sync [--dry-run]
                  daybook sync init REMOTE
                  daybook sync status

          git で他の端末と日誌をそろえます。日誌は日誌ファイルの隣の JOURNAL.sync/ に
          記録ごとに一つのテキストファイルとして写されます。sync はこの端末の変更を
          コミットし、取得し、記録ごとに統合し（日記は行単位、同じ行が変わったら両方を保存）、
          結果を一つのトランザクションで日誌に反映してプッシュします。暗号化された gcrypt::
          リモートを含め、git が扱えるリモートなら使えます。認証情報は git が管理します。

            init REMOTE   同期を設定。日誌のあるリモートならこの日誌と統合します
            status        リモート、最後の同期、待っている・まだプッシュしていない変更、
                          最後の問題、保留された記録

          リモートの記録が読めない、または上限（記録ファイル 2 MiB、本文 1 MiB、添付ファイル
          64 MiB）を超えるときは保留して反映せず、残りを同期します。sync status は後の変更で
          読めるようになるまで表示します。取得とプッシュは 120 秒で停止します。別の上限
          （1-3600）は git -C JOURNAL.sync config daybook.timeout SECONDS で設定します。
            --dry-run     取得して送受信される内容だけを表示。何も変更しません
          """)
    case .initNeedsRemote:
      Translation(
        "sync init needs one remote (a path, ssh or https URL, or gcrypt::…)",
        ko: "sync init에는 원격 저장소 하나가 필요합니다 (경로, ssh 또는 https URL, gcrypt::…)",
        ja: "sync init にはリモートを一つ指定してください（パス、ssh または https の URL、gcrypt::…）")
    case .unexpected:
      Translation(
        "unexpected argument \"{0}\" (see daybook sync --help)",
        ko: "예상하지 못한 인자 \"{0}\" (daybook sync --help 참고)",
        ja: "予期しない引数「{0}」（daybook sync --help を参照）")
    case .setUp:
      Translation(
        "sync set up in {0} with remote {1}", ko: "{0}에 원격 {1}(으)로 동기화를 설정했습니다",
        ja: "{0} にリモート {1} で同期を設定しました")
    case .synced:
      Translation(
        "synced: {0} sent, {1} received", ko: "동기화됨: {0}개 보냄, {1}개 받음",
        ja: "同期しました: {0} 件送信、{1} 件受信")
    case .wouldSend:
      Translation(
        "would send {0} changed records", ko: "바뀐 기록 {0}개를 보낼 예정",
        ja: "変更された記録 {0} 件を送信予定")
    case .wouldReceive:
      Translation(
        "would receive {0} files", ko: "파일 {0}개를 받을 예정", ja: "ファイル {0} 件を受信予定")
    case .remote: Translation("remote: {0}", ko: "원격: {0}", ja: "リモート: {0}")
    case .folder: Translation("folder: {0}", ko: "폴더: {0}", ja: "フォルダー: {0}")
    case .lastSync: Translation("last sync: {0}", ko: "마지막 동기화: {0}", ja: "最後の同期: {0}")
    case .never: Translation("never", ko: "없음", ja: "なし")
    case .waiting:
      Translation(
        "waiting: {0} changed records", ko: "대기 중: 바뀐 기록 {0}개", ja: "待機中: 変更された記録 {0} 件")
    case .lastError:
      Translation("last problem: {0}", ko: "마지막 문제: {0}", ja: "最後の問題: {0}")
    }
  }
}
