/// Runs of consecutive days with an entry.
public struct Streaks: Equatable, Sendable {
  /// The run ending today, or ending yesterday while today has no entry yet (a streak is not
  /// broken before the day is over); 0 otherwise.
  public var current: Int
  /// The longest run ever, counting only days up to today.
  public var longest: Int

  /// Creates streak values.
  public init(current: Int, longest: Int) {
    self.current = current
    self.longest = longest
  }

  /// The streaks of the days whose count is above zero, as seen on `today` (the caller's day,
  /// not the clock's: a screen showing yesterday's grid counts up to yesterday).
  public static func compute(dayCounts: [Day: Int], today: Day) -> Streaks {
    compute(writtenDays: dayCounts.compactMap { $0.value > 0 ? $0.key : nil }, today: today)
  }

  /// The current and longest streaks of `writtenDays` as seen on `today`. Days after today
  /// are ignored; duplicates and order do not matter.
  public static func compute(writtenDays: some Sequence<Day>, today: Day) -> Streaks {
    // A sorted array, not a set: this runs before the first frame, and plain arrays of
    // Int need no generic metadata built at run time.
    var ordinals: [Int] = []
    for day in writtenDays where day <= today { ordinals.append(day.ordinal) }
    ordinals.sort()
    var longest = 0
    var run = 0
    var previous: Int?
    for ordinal in ordinals where ordinal != previous {
      run = previous == ordinal - 1 ? run + 1 : 1
      longest = max(longest, run)
      previous = ordinal
    }
    // The current run ends today, or yesterday when today has nothing yet.
    var expected = ordinals.last == today.ordinal ? today.ordinal : today.ordinal - 1
    var current = 0
    for ordinal in ordinals.reversed() where ordinal <= expected {
      guard ordinal == expected else { break }
      current += 1
      expected -= 1
    }
    return Streaks(current: current, longest: longest)
  }
}
