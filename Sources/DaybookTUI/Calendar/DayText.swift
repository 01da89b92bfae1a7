import DaybookCore

/// English names for days and months, shared by the panes' views and status messages.
enum DayText {
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// "November".
  static func monthName(_ day: Day) -> String { monthNames[day.month - 1] }

  /// "Nov".
  static func monthAbbreviation(_ day: Day) -> String { String(monthName(day).prefix(3)) }

  /// "November 2026".
  static func monthTitle(_ day: Day) -> String { "\(monthName(day)) \(day.year)" }

  /// "Dec 6".
  static func short(_ day: Day) -> String { "\(monthAbbreviation(day)) \(day.day)" }

  /// "Mo", "Tu", …
  static func weekdayShort(_ weekday: Weekday) -> String {
    ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][weekday.rawValue - 1]
  }

  /// "Mon", "Tue", …
  static func weekdayAbbreviation(_ weekday: Weekday) -> String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday.rawValue - 1]
  }
}
