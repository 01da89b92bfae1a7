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
        let clock = LocalTime.clockText(of: earlier.at)
        throw day == today
          ? CommandError.failure(WateringRuleText.alreadyWateredToday, plant.name, clock)
          : CommandError.failure(WateringRuleText.alreadyWatered, plant.name, day.iso, clock)
      }
      return try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: at, note: note))
    }
    let last = try journal.lastWaterings()[plant.id].map(LocalTime.day(of:))
    return (event, WateringSchedule.status(for: plant, lastWatered: last, today: today))
  }
}

enum WateringRuleText: String, Localized {
  case alreadyWateredToday, alreadyWatered

  var translation: Translation {
    switch self {
    case .alreadyWateredToday:
      Translation(
        "{0} was already watered today at {1}; use --again to record another watering",
        ko: "{0}에 오늘 {1}에 이미 물을 줬습니다. 한 번 더 기록하려면 --again",
        ja: "{0} には今日 {1} にもう水をやりました。もう一度記録するには --again")
    case .alreadyWatered:
      Translation(
        "{0} was already watered on {1} at {2}; use --again to record another watering",
        ko: "{0}에 {1} {2}에 이미 물을 줬습니다. 한 번 더 기록하려면 --again",
        ja: "{0} には {1} {2} にもう水をやりました。もう一度記録するには --again")
    }
  }
}
