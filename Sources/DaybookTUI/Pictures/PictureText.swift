import DaybookCore

/// The texts of pictures: the strip under an entry and the full-screen viewer.
enum PictureText: String, Localized {
  case loading, cannotShow, viewerKeys

  var translation: Translation {
    switch self {
    case .loading: Translation("Drawing…", ko: "그리는 중…", ja: "描画中…")
    case .cannotShow:
      Translation(
        "Cannot show {0}: {1}", ko: "{0}을(를) 보여 줄 수 없어요: {1}",
        ja: "{0} を表示できません: {1}")
    case .viewerKeys:
      Translation(
        "q Esc close  [ ] previous/next", ko: "q Esc 닫기  [ ] 이전/다음",
        ja: "q Esc 閉じる  [ ] 前/次")
    }
  }
}
