/// Texts of the records that joined the sync later (projects, drink names, seasons, photos).
public enum SyncPlusText: String, Localized {
  case projectRenamed, newerFormat, gcryptNoKey, gcryptChooseKey

  public var translation: Translation {
    switch self {
    case .projectRenamed:
      Translation(
        "both machines added a project named {0}; the other one is now {1}",
        ko: "두 기기에서 {0}(이)라는 프로젝트를 추가했습니다; 다른 쪽은 이제 {1}입니다",
        ja: "両方の端末で {0} というプロジェクトが追加されました。もう一方は {1} になりました")
    case .gcryptNoKey:
      Translation(
        "an encrypted remote needs a gpg key that can encrypt: gpg --quick-gen-key "
          + "'NAME <EMAIL>' default default never, then run daybook sync init again",
        ko: "암호화된 원격 저장소에는 암호화할 수 있는 gpg 키가 필요합니다: gpg --quick-gen-key "
          + "'NAME <EMAIL>' default default never 후 daybook sync init을 다시 실행하세요",
        ja: "暗号化リモートには暗号化できる gpg 鍵が必要です: gpg --quick-gen-key "
          + "'NAME <EMAIL>' default default never の後、daybook sync init をもう一度実行してください")
    case .gcryptChooseKey:
      Translation(
        "several gpg keys can encrypt; choose one: git config --global gcrypt.participants "
          + "FINGERPRINT (one of {0}), then run daybook sync init again",
        ko: "암호화할 수 있는 gpg 키가 여러 개입니다; 하나를 고르세요: git config --global "
          + "gcrypt.participants FINGERPRINT ({0} 중 하나) 후 daybook sync init을 다시 실행하세요",
        ja: "暗号化できる gpg 鍵が複数あります。一つ選んでください: git config --global "
          + "gcrypt.participants FINGERPRINT（{0} のいずれか）の後、daybook sync init をもう一度実行してください")
    case .newerFormat:
      Translation(
        "the remote was written by a newer Daybook (mirror format {0}); update Daybook here to "
          + "sync; nothing was applied",
        ko: "원격 저장소는 더 새로운 Daybook이 썼습니다 (미러 형식 {0}); 동기화하려면 이 기기의 "
          + "Daybook을 업데이트하세요; 아무것도 적용하지 않았습니다",
        ja: "リモートは新しい Daybook で書かれています（ミラー形式 {0}）。同期するにはこの端末の "
          + "Daybook を更新してください。何も適用していません")
    }
  }
}
