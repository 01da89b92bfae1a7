/// One plant's place in the watering schedule, as seen on one day.
public struct WateringStatus: Equatable, Sendable {
  /// The plant this status is about.
  public var plant: Plant
  /// The last day the plant was watered, if it ever was.
  public var lastWatered: Day?
  /// The day the next watering is due.
  public var next: Day
  /// Days until `next`: 0 when due today, negative when overdue.
  public var dDay: Int

  /// Creates a status from already computed values.
  public init(plant: Plant, lastWatered: Day?, next: Day, dDay: Int) {
    self.plant = plant
    self.lastWatered = lastWatered
    self.next = next
    self.dDay = dDay
  }

  /// True when the plant should be watered today or is overdue (D-day at or below 0).
  public var isDue: Bool { dDay <= 0 }
}

/// Watering dates, D-days and watering history statistics, as pure calendar arithmetic.
public enum WateringSchedule {
  /// The next watering day: the last watering (else the day acquired, else the local day the
  /// plant was created) plus the plant's interval, clamped to `Plant.intervalRange`. A
  /// seasonal plant takes the interval of the season that base day is in.
  public static func nextWatering(for plant: Plant, lastWatered: Day?) -> Day {
    let base = lastWatered ?? plant.acquired ?? LocalTime.day(of: plant.createdAt)
    // A corrupt interval of 0 or less would make a plant due forever; clamp like the form does.
    let interval = min(
      max(plant.interval(on: base), Plant.intervalRange.lowerBound),
      Plant.intervalRange.upperBound)
    return base.adding(days: interval)
  }

  /// Days from `today` until `next`: 0 when due today, negative when overdue.
  public static func dDay(next: Day, today: Day) -> Int {
    today.days(until: next)
  }

  /// True when `next` is today or already past.
  public static func isDue(next: Day, today: Day) -> Bool {
    dDay(next: next, today: today) <= 0
  }

  /// The plant's next watering and D-day as seen on `today`.
  public static func status(for plant: Plant, lastWatered: Day?, today: Day) -> WateringStatus {
    let next = nextWatering(for: plant, lastWatered: lastWatered)
    return WateringStatus(
      plant: plant, lastWatered: lastWatered, next: next, dDay: dDay(next: next, today: today))
  }

  /// Most overdue first, then by name (case-insensitive), then by id so the order is stable.
  public static func sortedByDDay(_ statuses: [WateringStatus]) -> [WateringStatus] {
    statuses.sorted { lhs, rhs in
      if lhs.dDay != rhs.dDay { return lhs.dDay < rhs.dDay }
      let left = lhs.plant.name.lowercased()
      let right = rhs.plant.name.lowercased()
      if left != right { return left < right }
      if lhs.plant.name != rhs.plant.name { return lhs.plant.name < rhs.plant.name }
      return lhs.plant.id < rhs.plant.id
    }
  }

  /// Days between consecutive watering days, oldest first; days are sorted and a day watered
  /// twice counts once (a double watering is not a 0-day interval).
  public static func intervals(between waterDays: [Day]) -> [Int] {
    let days = Set(waterDays).sorted()
    return zip(days, days.dropFirst()).map { $0.days(until: $1) }
  }

  /// The mean interval over the last `count` distinct watering days, or nil when there are
  /// fewer than two of them (or `count` is below 2).
  public static func averageInterval(_ waterDays: [Day], last count: Int = 5) -> Double? {
    guard count >= 2 else { return nil }
    let recent = Set(waterDays).sorted().suffix(count)
    guard let first = recent.first, let last = recent.last, recent.count >= 2 else { return nil }
    // The sum of consecutive gaps telescopes to last - first.
    return Double(first.days(until: last)) / Double(recent.count - 1)
  }
}
