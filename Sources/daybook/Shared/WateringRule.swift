import DaybookCore

/// The double-watering rule, shared by `daybook water` and `daybook care water`: a plant
/// already watered on a local day is not watered again that day unless asked (`--again`).
enum WateringRule {
  /// Records a watering of `plant` at `at`, or refuses when it was already watered that day
  /// and `again` is false. Returns the saved record and the plant's status on `today`.
  static func record(
    _ plant: Plant, at: Timestamp, note: String = "", again: Bool, journal: Journal, today: Day
  ) throws -> (event: CareEvent, status: WateringStatus) {
    let day = LocalTime.day(of: at)
    // Check and insert in one (immediate) transaction, so two runs at once cannot both pass.
    let event = try journal.transaction {
      let earlier = try journal.careEvents(plantID: plant.id, kind: .water)
        .first { $0.day == day }
      if let earlier, !again {
        throw CommandError.failure(
          Text.alreadyWatered(plant.name, day: day == today ? nil : day, at: earlier.at))
      }
      return try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: at, note: note))
    }
    let last = try journal.lastWaterings()[plant.id].map(LocalTime.day(of:))
    return (event, WateringSchedule.status(for: plant, lastWatered: last, today: today))
  }
}

private enum Text {
  static func alreadyWatered(_ name: String, day: Day?, at: Timestamp) -> String {
    let when = day.map { "on \($0.iso) at " } ?? "today at "
    return "\(name) was already watered \(when)\(LocalTime.clockText(of: at))"
      + "; use --again to record another watering"
  }
}
