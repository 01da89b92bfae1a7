import DaybookCore

/// Names for days and months in the interface language, shared by the panes' views and
/// status messages (a door to `CalendarText`).
enum DayText {
  /// "November 2026", "2026년 11월", "2026年11月".
  static func monthTitle(_ day: Day, _ language: Language) -> String {
    CalendarText.monthTitle(day, language)
  }

  /// "Nov", "11월", "11月".
  static func monthAbbreviation(_ day: Day, _ language: Language) -> String {
    CalendarText.monthAbbreviation(day.month, language)
  }

  /// "Dec 6", "12월 6일", "12月6日".
  static func short(_ day: Day, _ language: Language) -> String {
    CalendarText.shortDate(day, language)
  }

  /// "Mo", "월", "月": two columns.
  static func weekdayShort(_ weekday: Weekday, _ language: Language) -> String {
    CalendarText.weekdayShort(weekday, language)
  }

  /// "Mon", "월", "月".
  static func weekdayAbbreviation(_ weekday: Weekday, _ language: Language) -> String {
    CalendarText.weekdayAbbreviation(weekday, language)
  }
}
