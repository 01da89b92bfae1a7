import DaybookCore

/// Texts of a day's todos in the calendar's day summary.
enum DayTodosText: String, Localized, CaseIterable {
  case more

  var translation: Translation {
    switch self {
    case .more: Translation("+{0} more", ko: "외 {0}개", ja: "他{0}件")
    }
  }
}
