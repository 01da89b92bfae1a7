import DaybookCore

/// Finds the plant a typed name means, forgivingly (case, prefix, substring), and explains
/// when it cannot: a suggestion for a typo, the candidates when several fit.
enum PlantLookup {
  static func find(_ query: String, in plants: [Plant]) throws(CommandError) -> Plant {
    switch NameMatch.resolve(query, among: plants.map(\.name)) {
    case .exact(let index), .unique(let index):
      return plants[index]
    case .ambiguous(let indices):
      throw .failure(Text.ambiguous(query, indices.map { plants[$0].name }))
    case .none(let suggestion):
      if let suggestion {
        throw .failure(Text.unknownWithSuggestion(query, plants[suggestion].name))
      }
      throw .failure(Text.unknown(query))
    }
  }

  /// Each plant's watering status on `today`, from the journal.
  static func statuses(_ plants: [Plant], journal: Journal, today: Day) throws
    -> [WateringStatus]
  {
    let last = try journal.lastWaterings()
    return plants.map { plant in
      WateringSchedule.status(
        for: plant, lastWatered: last[plant.id].map(LocalTime.day(of:)), today: today)
    }
  }

  /// `D-7`, `today`, `1 day late`, `3 days late`.
  static func dDayText(_ dDay: Int) -> String {
    switch dDay {
    case 1...: Text.dDayAhead(dDay)
    case 0: Text.dDayToday
    default: Text.daysLate(-dDay)
    }
  }
}

private enum Text {
  static func ambiguous(_ query: String, _ names: [String]) -> String {
    "\"\(query)\" could be " + names.map { "\"\($0)\"" }.joined(separator: ", ")
      + " — type more of the name"
  }
  static func unknownWithSuggestion(_ query: String, _ name: String) -> String {
    "no plant named \"\(query)\" — did you mean \"\(name)\"?"
  }
  static func unknown(_ query: String) -> String {
    "no plant named \"\(query)\" (daybook plant list shows your plants)"
  }
  static func dDayAhead(_ days: Int) -> String { "D-\(days)" }
  static let dDayToday = "today"
  static func daysLate(_ days: Int) -> String { days == 1 ? "1 day late" : "\(days) days late" }
}
