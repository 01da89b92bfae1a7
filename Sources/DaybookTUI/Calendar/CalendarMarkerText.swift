import DaybookCore

/// Legend words of the calendar markers for what is planned on a day.
enum CalendarMarkerText: String, Localized {
  case todoDue, wateringPlanned

  var translation: Translation {
    switch self {
    case .todoDue: Translation("due", ko: "마감", ja: "期限")
    case .wateringPlanned: Translation("water", ko: "물 줄 날", ja: "水やり予定")
    }
  }
}
