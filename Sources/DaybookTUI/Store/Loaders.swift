import DaybookCore

/// Reads what the today list shows for a day.
enum TodayLoader {
  static func snapshot(_ journal: Journal, day: Day, now: Timestamp) throws -> TodaySnapshot {
    let last = try journal.lastWaterings()
    let plants = try journal.plants().map {
      WateringSchedule.status(for: $0, lastWatered: last[$0.id].map(LocalTime.day(of:)), today: day)
    }
    return TodaySnapshot(day: day, plants: WateringSchedule.sortedByDDay(plants))
  }
}

/// Reads the heatmap's counts for a metric.
enum HeatmapLoader {
  static func counts(
    _ journal: Journal, from first: Day, to last: Day, metric: HeatmapFeature.Metric
  ) throws -> [Day: Int] {
    switch metric {
    case .entries:
      return Dictionary(uniqueKeysWithValues: try journal.entryDays(from: first, to: last).map { ($0, 1) })
    case .care:
      return Dictionary(try journal.careEvents(from: first, to: last).map { ($0.day, 1) }, uniquingKeysWith: +)
    case .todos:
      return try journal.todoDoneCounts(from: first, to: last)
    }
  }
}
