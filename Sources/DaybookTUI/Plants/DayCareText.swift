import DaybookCore

/// The texts of the calendar's day's care list that its keymap and the help show.
enum DayCareText: String, Localized {
  case helpTitle, previous, next

  var translation: Translation {
    switch self {
    case .helpTitle:
      Translation(
        "Day's care (c in the calendar)", ko: "그날 관리 (달력에서 c)",
        ja: "その日のお世話（カレンダーで c）")
    case .previous: Translation("previous record", ko: "이전 기록", ja: "前の記録")
    case .next: Translation("next record", ko: "다음 기록", ja: "次の記録")
    }
  }
}
