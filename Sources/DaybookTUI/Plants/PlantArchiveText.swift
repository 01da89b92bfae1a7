import DaybookCore

/// Texts of archiving a plant.
enum PlantArchiveText: String, Localized {
  case confirmArchive, noCountdown

  var translation: Translation {
    switch self {
    case .confirmArchive:
      Translation(
        "Archive {0}? It leaves Today and the reminders (. shows it, A brings it back) y/n",
        ko: "{0}을(를) 보관할까요? 오늘 목록과 알림에서 빠집니다 (.로 보기, A로 되돌리기) y/n",
        ja: "{0}をアーカイブしますか？今日の一覧と通知から外れます（. で表示、A で戻す） y/n")
    case .noCountdown: Translation("—", ko: "—", ja: "—")
    }
  }
}
