import DaybookCore

/// The calendar's month and the heatmap's counts.
extension EffectRunner {
  func loadMonth(_ day: Day) throws -> [AppAction] {
    let settings = try journal.settings()
    let month = try journal.monthOverview(
      of: day, weekStart: settings.weekStart, goal: settings.goal, today: today)
    return [
      .calendar(.monthLoaded(month: month.month, marks: month.marks, goals: month.goalsMet)),
      .dayTodosLoaded(from: month.first, to: month.last, month.todos),
      try PlantsEffects.dayCare(journal, month: day, weekStart: settings.weekStart),
    ]
  }

  /// The counts of the grid from `first` to `last`, with the streaks as seen on `last`, the
  /// grid's today.
  func loadHeatmap(_ first: Day, _ last: Day, _ metric: HeatmapFeature.Metric) throws
    -> [AppAction]
  {
    let counts = try HeatmapLoader.counts(journal, from: first, to: last, metric: metric)
    let streaks = Streaks.compute(dayCounts: counts, today: last)
    return [
      .heatmap(
        .countsLoaded(from: first, to: last, metric: metric, counts: counts, streaks: streaks))
    ]
  }

  /// The metric's streaks over the whole history as seen on `through`.
  func loadHistoryStreaks(_ metric: HeatmapFeature.Metric, through: Day) throws -> [AppAction] {
    let streaks = try journal.streaks(of: metric.sources, through: through)
    return [.heatmap(.historyStreaksLoaded(metric: metric, through: through, streaks: streaks))]
  }
}
