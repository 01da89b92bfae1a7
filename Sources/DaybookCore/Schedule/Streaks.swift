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

  /// The current and longest streaks of `writtenDays` as seen on `today`. Days after today
  /// are ignored; duplicates and order do not matter.
  public static func compute(writtenDays: some Sequence<Day>, today: Day) -> Streaks {
    let ordinals = Set(writtenDays.lazy.filter { $0 <= today }.map(\.ordinal))
    var longest = 0
    var run = 0
    var previous: Int?
    for ordinal in ordinals.sorted() {
      run = previous == ordinal - 1 ? run + 1 : 1
      longest = max(longest, run)
      previous = ordinal
    }
    var cursor = ordinals.contains(today.ordinal) ? today.ordinal : today.ordinal - 1
    var current = 0
    while ordinals.contains(cursor) {
      current += 1
      cursor -= 1
    }
    return Streaks(current: current, longest: longest)
  }
}
