/// Why a sync stopped, in words a user can act on.
public enum SyncError: Error, Equatable, Sendable {
  case notSetUp
  case alreadySetUp(folder: String)
  case gitMissing
  case busy
  /// The remote could not be reached (no network, host down, no such repository).
  case offline(String)
  /// The remote kept refusing the push after fetching and merging again.
  case rejected(String)
  /// A git command failed: the command and git's message.
  case git(String, String)
  /// A file in the remote is not one Daybook can read: nothing was applied.
  case malformed(path: String, reason: String)
  case journal(JournalError)
  /// The remote was written by a newer Daybook in a format this one cannot read.
  case newerFormat(Int)
  /// An encrypted remote, and no one gpg key to encrypt it for: the keys that could.
  case gcryptNeedsKey(candidates: [String])
  /// A network step of git (its name) gave no answer within its time limit (seconds).
  case timedOut(String, Int)

  /// The message in `language`.
  public func message(_ language: Language) -> String {
    switch self {
    case .notSetUp: SyncText.notSetUp.text(language)
    case .alreadySetUp(let folder): SyncText.alreadySetUp.text(language, folder)
    case .gitMissing: SyncText.gitMissing.text(language)
    case .busy: SyncText.busy.text(language)
    case .offline(let detail): SyncText.offline.text(language, detail)
    case .rejected(let detail): SyncText.rejected.text(language, detail)
    case .git(let command, let detail): SyncText.gitFailed.text(language, command, detail)
    case .malformed(let path, let reason): SyncText.malformed.text(language, path, reason)
    case .journal(let error): error.message(language)
    case .newerFormat(let format): SyncPlusText.newerFormat.text(language, String(format))
    case .timedOut(let step, let seconds):
      SyncText.offline.text(language, SyncAsideText.timedOut.text(language, step, String(seconds)))
    case .gcryptNeedsKey(let candidates):
      candidates.isEmpty
        ? SyncPlusText.gcryptNoKey.text(language)
        : SyncPlusText.gcryptChooseKey.text(language, candidates.joined(separator: ", "))
    }
  }

  /// True when the cause is the network or the remote being away (the status line's
  /// "offline"), not a problem to look at.
  public var isOffline: Bool {
    switch self {
    case .offline, .timedOut: true
    default: false
    }
  }
}

extension SyncNotice {
  /// The notice in `language`.
  public func message(_ language: Language) -> String {
    switch self {
    case .bothTextsKept(let day): SyncText.bothKeptNotice.text(language, day)
    case .editKeptOverDelete(let kind, let ref):
      SyncText.editKept.text(language, kind.rawValue, ref)
    case .careWithoutPlant(let uid): SyncText.careWithoutPlant.text(language, uid)
    case .attachmentWithoutEntry(let uid): SyncText.attachmentWithoutEntry.text(language, uid)
    case .plantRenamed(let from, let to): SyncText.plantRenamed.text(language, from, to)
    case .projectRenamed(let from, let to): SyncPlusText.projectRenamed.text(language, from, to)
    case .remoteRewritten: SyncText.remoteRewritten.text(language)
    case .treeEntryRefused, .treeEntriesRefused: SyncTreeText.message(self, language)
    }
  }
}

/// The sync engine's texts (errors and notices), in every language.
public enum SyncText: String, Localized {
  case notSetUp, alreadySetUp, gitMissing, busy, offline, rejected, gitFailed, malformed
  case bothKeptNotice, editKept, careWithoutPlant, attachmentWithoutEntry, plantRenamed
  case remoteRewritten

  public var translation: Translation {
    switch self {
    case .notSetUp:
      Translation(
        "sync is not set up for this journal (daybook sync init REMOTE)",
        ko: "이 일지는 동기화가 설정되지 않았습니다 (daybook sync init REMOTE)",
        ja: "この日誌は同期が設定されていません（daybook sync init REMOTE）")
    case .alreadySetUp:
      Translation(
        "sync is already set up ({0})", ko: "동기화가 이미 설정되어 있습니다 ({0})",
        ja: "同期はすでに設定されています（{0}）")
    case .gitMissing:
      Translation(
        "git is not installed (sync needs the git command)",
        ko: "git이 설치되어 있지 않습니다 (동기화에는 git 명령이 필요합니다)",
        ja: "git がインストールされていません（同期には git コマンドが必要です）")
    case .busy:
      Translation(
        "another sync of this journal is running", ko: "이 일지의 다른 동기화가 진행 중입니다",
        ja: "この日誌の別の同期が実行中です")
    case .offline:
      Translation(
        "offline: the remote could not be reached ({0}); local changes are kept for the next sync",
        ko: "오프라인: 원격 저장소에 연결할 수 없습니다 ({0}); 로컬 변경은 다음 동기화까지 보관됩니다",
        ja: "オフライン: リモートに接続できません（{0}）。ローカルの変更は次の同期まで保持されます")
    case .rejected:
      Translation(
        "the remote refused the push ({0}); run daybook sync again",
        ko: "원격 저장소가 푸시를 거부했습니다 ({0}); daybook sync를 다시 실행하세요",
        ja: "リモートがプッシュを拒否しました（{0}）。daybook sync をもう一度実行してください")
    case .gitFailed:
      Translation(
        "git {0} failed: {1}", ko: "git {0} 실패: {1}", ja: "git {0} が失敗しました: {1}")
    case .malformed:
      Translation(
        "the remote has a file Daybook cannot read: {0} ({1}); nothing was applied",
        ko: "원격 저장소에 Daybook이 읽을 수 없는 파일이 있습니다: {0} ({1}); 아무것도 적용하지 않았습니다",
        ja: "リモートに Daybook が読めないファイルがあります: {0}（{1}）。何も適用していません")
    case .bothKeptNotice:
      Translation(
        "{0}: both machines changed the same lines; both texts kept (see history)",
        ko: "{0}: 두 기기에서 같은 줄을 고쳤습니다; 두 글을 모두 보관했습니다 (기록 참고)",
        ja: "{0}: 両方の端末で同じ行が変更されました。両方の文を保存しました（履歴を参照）")
    case .editKept:
      Translation(
        "{0} {1}: deleted on one machine, changed on the other; the change was kept",
        ko: "{0} {1}: 한 기기에서 삭제하고 다른 기기에서 고쳤습니다; 고친 것을 남겼습니다",
        ja: "{0} {1}: 一方で削除、もう一方で変更されました。変更を残しました")
    case .careWithoutPlant:
      Translation(
        "care record {0} names a plant that was deleted; kept in the sync folder only",
        ko: "관리 기록 {0}의 식물이 삭제되었습니다; 동기화 폴더에만 남겼습니다",
        ja: "世話の記録 {0} の植物は削除されています。同期フォルダーにのみ残しました")
    case .attachmentWithoutEntry:
      Translation(
        "attachment {0} belongs to an entry that is gone; kept in the sync folder only",
        ko: "첨부 파일 {0}의 일기가 없습니다; 동기화 폴더에만 남겼습니다",
        ja: "添付ファイル {0} の日記がありません。同期フォルダーにのみ残しました")
    case .plantRenamed:
      Translation(
        "both machines added a plant named {0}; the other one is now {1}",
        ko: "두 기기에서 {0}(이)라는 식물을 추가했습니다; 다른 쪽은 이제 {1}입니다",
        ja: "両方の端末で {0} という植物が追加されました。もう一方は {1} になりました")
    case .remoteRewritten:
      Translation(
        "the remote's history was rewritten; merged with nothing deleted",
        ko: "원격 저장소의 기록이 다시 쓰였습니다; 아무것도 지우지 않고 합쳤습니다",
        ja: "リモートの履歴が書き換えられました。何も削除せずに統合しました")
    }
  }
}
