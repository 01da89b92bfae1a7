import DaybookCore

/// Reads what the today list shows for a day.
enum TodayLoader {
  static func snapshot(_ journal: Journal, day: Day) throws -> TodaySnapshot {
    let lastWaterings = try journal.lastWaterings()
    var snapshot = TodaySnapshot(
      today: day,
      plants: try journal.plants().map {
        TodaySnapshot.PlantWatering(plant: $0, lastWateredAt: lastWaterings[$0.id])
      },
      todos: try journal.todosForToday(doneSince: day),
      intakes: try journal.intakes(from: day, to: day),
      goal: try journal.settings().goal, presets: try journal.intakePresets())
    let progress = try journal.projectProgress()
    snapshot.projects = try journal.projects(statuses: [.active]).map {
      ActiveProject(id: $0.id, title: $0.title, progress: progress[$0.id] ?? ProjectProgress())
    }
    snapshot.sections = try journal.todaySections()
    return snapshot
  }
}

/// Reads the heatmap's counts for a metric.
enum HeatmapLoader {
  static func counts(
    _ journal: Journal, from first: Day, to last: Day, metric: HeatmapFeature.Metric
  ) throws -> [Day: Int] {
    switch metric {
    case .all:
      return try journal.activityCounts(from: first, to: last)
        .merging(journal.intakeCounts(from: first, to: last), uniquingKeysWith: +)
    case .writing:
      return Dictionary(
        uniqueKeysWithValues: try journal.entryDays(from: first, to: last).map { ($0, 1) })
    case .care:
      return Dictionary(
        try journal.careEvents(from: first, to: last).map { ($0.day, 1) }, uniquingKeysWith: +)
    case .todos:
      return try journal.todoDoneCounts(from: first, to: last)
    }
  }
}
