/// A watering from a plant's history with the gap since the watering before it.
public struct WateringGap: Equatable, Sendable {
  /// The care record of the watering.
  public var event: CareEvent
  /// Days since the previous distinct watering day; nil for the first watering on record and
  /// for a repeat on a day already watered.
  public var daysSincePrevious: Int?
  /// True when the plant had already been watered earlier that same day.
  public var isRepeat: Bool

  /// Creates a gap from already computed values.
  public init(event: CareEvent, daysSincePrevious: Int?, isRepeat: Bool = false) {
    self.event = event
    self.daysSincePrevious = daysSincePrevious
    self.isRepeat = isRepeat
  }
}

/// How a plant's real watering rhythm compares with its planned interval.
public struct IntervalSummary: Equatable, Sendable {
  /// The plant's planned interval in days.
  public var planned: Int
  /// The mean days between the distinct watering days averaged over, or nil with fewer than two.
  public var average: Double?
  /// How many distinct watering days the average covers (at most the `last` asked for).
  public var wateringDays: Int

  /// Creates a summary from already computed values.
  public init(planned: Int, average: Double?, wateringDays: Int) {
    self.planned = planned
    self.average = average
    self.wateringDays = wateringDays
  }
}

/// A plant's care history as a timeline and watering statistics: pure functions over the care
/// records (in any order), so they test without a journal.
///
/// Instants become days in `zone`: the view passes the zone in its state; nil (the command
/// line) reads them in the process's time zone, as `CareEvent.day` does.
public enum PlantHistory {
  /// Care records newest first, grouped by local month (`month` is the first of the month),
  /// months newest first. Records at the same instant keep the newer id first.
  public static func timeline(_ events: [CareEvent], zone: LocalZone? = nil)
    -> [(month: Day, events: [CareEvent])]
  {
    var groups: [(month: Day, events: [CareEvent])] = []
    for event in newestFirst(events) {
      let month = day(of: event, zone).firstOfMonth
      if groups.last?.month == month {
        groups[groups.count - 1].events.append(event)
      } else {
        groups.append((month, [event]))
      }
    }
    return groups
  }

  /// The latest `count` waterings, newest first, each with the days since the previous
  /// watering day. Gaps come from `WateringSchedule.intervals`, so a double watering is a
  /// repeat rather than a 0-day interval, and the oldest shown still gets its gap when an
  /// older watering exists.
  public static func recentWaterings(
    _ events: [CareEvent], last count: Int = 10, zone: LocalZone? = nil
  ) -> [WateringGap] {
    let waterings = newestFirst(events.filter { $0.kind == .water })
    let days = Set(waterings.map { day(of: $0, zone) }).sorted()
    let gaps = WateringSchedule.intervals(between: days)
    // intervals[i] is the gap from days[i] to days[i + 1]: the gap *into* days[i + 1].
    var gapInto: [Day: Int] = [:]
    for (index, gap) in gaps.enumerated() { gapInto[days[index + 1]] = gap }
    var firstOfDay: [Day: RowID] = [:]
    for event in waterings.reversed() where firstOfDay[day(of: event, zone)] == nil {
      firstOfDay[day(of: event, zone)] = event.id
    }
    return waterings.prefix(max(0, count)).map { event in
      let day = day(of: event, zone)
      let isRepeat = firstOfDay[day] != event.id
      return WateringGap(
        event: event, daysSincePrevious: isRepeat ? nil : gapInto[day], isRepeat: isRepeat)
    }
  }

  /// The average real interval over the last `count` distinct watering days against the
  /// plant's planned interval (`WateringSchedule.averageInterval`).
  public static func intervalSummary(
    _ events: [CareEvent], plant: Plant, last count: Int = 10, zone: LocalZone? = nil
  ) -> IntervalSummary {
    let days = events.filter { $0.kind == .water }.map { day(of: $0, zone) }
    let average = WateringSchedule.averageInterval(days, last: count)
    return IntervalSummary(
      planned: plant.intervalDays, average: average,
      wateringDays: min(Set(days).count, max(0, count)))
  }

  /// The day of a record in `zone`, or in the process's time zone when nil.
  private static func day(of event: CareEvent, _ zone: LocalZone?) -> Day {
    zone.map(event.day(in:)) ?? event.day
  }

  private static func newestFirst(_ events: [CareEvent]) -> [CareEvent] {
    events.sorted { ($0.at, $0.id) > ($1.at, $1.id) }
  }
}
