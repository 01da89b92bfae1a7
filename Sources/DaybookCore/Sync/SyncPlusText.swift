/// Texts of the records that joined the sync later (projects, drink names, seasons, photos).
public enum SyncPlusText: String, Localized {
  case projectRenamed

  public var translation: Translation {
    switch self {
    case .projectRenamed:
      Translation(
        "both machines added a project named {0}; the other one is now {1}",
        ko: "두 기기에서 {0}(이)라는 프로젝트를 추가했습니다; 다른 쪽은 이제 {1}입니다",
        ja: "両方の端末で {0} というプロジェクトが追加されました。もう一方は {1} になりました")
    }
  }
}
