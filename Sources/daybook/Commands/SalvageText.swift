import DaybookCore

/// What `daybook check --salvage` says about the rows it saved and lost.
enum SalvageText: String, Localized {
  case rowsSaved, rowsSavedAndLost

  var translation: Translation {
    switch self {
    case .rowsSaved:
      Translation("  {0}: {1} saved", ko: "  {0}: {1}개 저장", ja: "  {0}: {1} 件保存")
    case .rowsSavedAndLost:
      Translation(
        "  {0}: {1} saved, {2} lost (unreadable)", ko: "  {0}: {1}개 저장, {2}개 잃음 (읽을 수 없음)",
        ja: "  {0}: {1} 件保存、{2} 件失われました（読めません）")
    }
  }
}
