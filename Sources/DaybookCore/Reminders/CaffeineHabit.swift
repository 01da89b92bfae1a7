/// The times of day someone usually has caffeine, learned from their records, and the
/// reminder near such a time when the day's caffeine is close to the limit.
///
/// Pure: records are given as local days and minutes of the day, so a daylight-saving change
/// (a 23- or 25-hour day) moves nothing: 14:30 is 14:30 on either side of it.
public enum CaffeineHabit {
  /// How many weeks of records the usual times are learned from.
  public static let weeks = 4
  /// How many different days must have caffeine in a window for it to count as usual.
  public static let minimumDays = 5
  /// The width of the window of the day a usual time stands for, in minutes.
  public static let windowMinutes = 60
  /// How long before the usual time the reminder comes, in minutes.
  public static let leadMinutes = 15
  /// The share of the limit from which the day counts as near it.
  public static let nearShare = 0.8

  /// One caffeine record as the habit sees it: its local day and minute of the day.
  public struct Sip: Equatable, Sendable {
    public var day: Day
    public var minute: Int
    public init(day: Day, minute: Int) {
      self.day = day
      self.minute = minute
    }
  }

  /// The usual caffeine times of the `weeks` weeks before `today` (today itself not
  /// counted), earliest first: each the median minute of a busiest hour-long window that
  /// has caffeine on at least `minimumDays` days, windows not overlapping.
  public static func usualTimes(_ sips: [Sip], before today: Day) -> [ReminderTime] {
    let first = today.adding(days: -7 * weeks)
    let recent = sips.filter { $0.day >= first && $0.day < today }
      .sorted { ($0.minute, $0.day) < ($1.minute, $1.day) }
    var taken: [ClosedRange<Int>] = []
    var result: [Int] = []
    while true {
      var best: (days: Int, window: ClosedRange<Int>, minutes: [Int])?
      for sip in recent {
        let window = sip.minute...(sip.minute + windowMinutes - 1)
        if taken.contains(where: { $0.overlaps(window) }) { continue }
        let inside = recent.filter { window.contains($0.minute) }
        let days = Set(inside.map(\.day)).count
        if days > (best?.days ?? 0) { best = (days, window, inside.map(\.minute)) }
      }
      guard let best, best.days >= minimumDays else { break }
      taken.append(best.window)
      result.append(best.minutes[best.minutes.count / 2])
    }
    return result.sorted().compactMap { ReminderTime(hour: $0 / 60, minute: $0 % 60) }
  }

  /// The local time a reminder for a usual time comes: `leadMinutes` before it (not before
  /// midnight).
  public static func reminderTime(for usual: ReminderTime) -> ReminderTime {
    let minute = max(0, usual.hour * 60 + usual.minute - leadMinutes)
    return ReminderTime(hour: minute / 60, minute: minute % 60) ?? usual
  }

  /// True when `caffeineMg` so far is near the limit or past it.
  public static func isNearLimit(_ caffeineMg: Double, limitMg: Double) -> Bool {
    limitMg > 0 && caffeineMg >= limitMg * nearShare
  }
}
