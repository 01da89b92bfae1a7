import DaybookCore

/// The texts of pictures: the strip under an entry and the full-screen viewer.
enum PictureText: String, Localized {
  case loading, cannotShow, keyClose, keyPrevious, keyNext, keyPreviousNext

  var translation: Translation {
    switch self {
    case .loading: Translation("Drawing…", ko: "그리는 중…", ja: "描画中…")
    case .cannotShow:
      Translation(
        "Cannot show {0}: {1}", ko: "{0}을(를) 보여 줄 수 없어요: {1}",
        ja: "{0} を表示できません: {1}")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    case .keyPrevious: Translation("previous picture", ko: "이전 사진", ja: "前の写真")
    case .keyNext: Translation("next picture", ko: "다음 사진", ja: "次の写真")
    case .keyPreviousNext: Translation("previous/next", ko: "이전/다음", ja: "前/次")
    }
  }
}
