import DaybookCore

/// The texts of plant photos on the plants list and in the plant form.
enum PlantListPhotoText: Localized {
  case noPhoto, field, hintNone, hintCurrent, willRemove, notAPicture, photoSet, photoRemoved

  var translation: Translation {
    switch self {
    case .noPhoto: Translation("no photo", ko: "사진 없음", ja: "写真なし")
    case .field: Translation("Photo", ko: "사진", ja: "写真")
    case .hintNone:
      Translation("a picture's path", ko: "사진 파일 경로", ja: "写真ファイルのパス")
    case .hintCurrent:
      Translation("{0} · - removes it", ko: "{0} · - 입력하면 지움", ja: "{0} · - で削除")
    case .willRemove: Translation("removes the photo", ko: "사진을 지웁니다", ja: "写真を削除します")
    case .notAPicture:
      Translation(
        "not a JPEG, PNG or HEIC picture", ko: "JPEG, PNG, HEIC 사진이 아님",
        ja: "JPEG・PNG・HEIC の写真ではありません")
    case .photoSet:
      Translation(
        "{0} is now the photo of {1}", ko: "{0}을(를) {1}의 사진으로 정했습니다",
        ja: "{0} を {1} の写真にしました")
    case .photoRemoved:
      Translation("Removed the photo of {0}", ko: "{0}의 사진을 지웠습니다", ja: "{0} の写真を削除しました")
    }
  }
}
