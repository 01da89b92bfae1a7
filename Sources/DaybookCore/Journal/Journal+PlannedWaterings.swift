extension Journal {
  /// How many plants are due for water on each day of a range, from `today` on: each plant's
  /// next watering (today when late), then every interval after it, as if watered on time.
  /// Days before today have none (what happened then is care, not a plan).
  public func plannedWateringCounts(from first: Day, to last: Day, today: Day) throws
    -> [Day: Int]
  {
    guard last >= today else { return [:] }
    let start = max(first, today)
    let planned = ICalendarExport.plannedWaterings(
      try wateringStatuses(today: today), today: today, days: today.days(until: last) + 1)
    var counts: [Day: Int] = [:]
    for watering in planned where watering.day >= start && watering.day <= last {
      counts[watering.day, default: 0] += 1
    }
    return counts
  }
}
