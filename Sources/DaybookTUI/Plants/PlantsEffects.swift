import DaybookCore

/// Performs the plants screen's journal work for the `EffectRunner`.
enum PlantsEffects {
  static func run(
    _ effect: PlantEffect, journal: Journal, clock: Clock, language: Language = .en,
    home: String? = nil
  ) throws -> [AppAction] {
    if let actions = try PlantFormPhoto.run(
      effect, journal: journal, clock: clock, language: language, home: home)
    {
      return actions
    }
    switch effect {
    case .loadPlants:
      return [.plants(.loaded(try items(journal)))]

    case .loadDetail(let id):
      return [.plants(.detailLoaded(plantID: id, events: try journal.careEvents(plantID: id)))]

    case .addPlant(let plant):
      return [.plants(.plantSaved(try journal.addPlant(plant, at: clock.now()), added: true))]

    case .updatePlant(let plant, let original):
      guard let original else {
        try journal.updatePlant(plant, at: clock.now())
        return [.plants(.plantSaved(plant, added: false))]
      }
      let saved = try journal.updatePlant(
        plant, from: original, at: clock.now(), language: language)
      return [.plants(.plantSaved(saved, added: false))]

    case let .setArchived(id, archived):
      guard var plant = try journal.plant(id: id) else {
        throw JournalError(.notFound, .noPlant, "\(id)")
      }
      plant.archived = archived
      try journal.updatePlant(plant, at: clock.now())
      return [.plants(.archivedSet(plant))]

    case .deletePlant(let id):
      guard let plant = try journal.plant(id: id) else {
        throw JournalError(.notFound, .noPlant, "\(id)")
      }
      let count = try journal.removePlant(id: id)
      return [.plants(.plantDeleted(plant, careCount: count))]

    case .water(let id):
      let event = try journal.addCare(CareEvent(plantID: id, kind: .water, at: clock.now()))
      return [
        .today(.plantWatered(plantID: id, careEventID: event.id, at: event.at)),
        .plants(.watered(event)),
      ]

    case let .addCare(plantID, kind, day, note):
      let event = try journal.addCare(
        CareEvent(plantID: plantID, kind: kind, at: instant(of: day, clock: clock), note: note))
      return [.plants(.careSaved(event, added: true))]

    case let .updateCare(id, kind, day, note):
      guard var event = try journal.careEvent(id: id) else {
        throw JournalError(.notFound, .noCareRecord, "\(id)")
      }
      event.kind = kind
      event.note = note
      if event.day != day { event.at = instant(of: day, clock: clock) }
      try journal.updateCare(event)
      return [.plants(.careSaved(event, added: false))]

    case .deleteCare(let id):
      try journal.deleteCare(id: id)
      return [.plants(.careDeleted(id))]

    case .setPhoto, .removePhoto:
      return []
    }
  }

  /// Every plant, archived ones too, with its last watering day, care count and photo.
  static func items(_ journal: Journal) throws -> [PlantsFeature.Item] {
    let last = try journal.lastWaterings()
    let photos = try journal.plantPhotos()
    return try journal.plants(includeArchived: true).map {
      PlantsFeature.Item(
        plant: $0, lastWatered: last[$0.id].map(LocalTime.day(of:)),
        careCount: try journal.careCount(plantID: $0.id), photo: photos[$0.id])
    }
  }

  /// The care of the grid of `month` with plant names, for the calendar's day list.
  static func dayCare(_ journal: Journal, month: Day, weekStart: WeekStart) throws -> AppAction {
    let grid = month.monthGrid(weekStart: weekStart)
    let first = grid.first?.first ?? month.firstOfMonth
    let last = grid.last?.last ?? month.lastOfMonth
    let names = Dictionary(
      try journal.plants(includeArchived: true).map { ($0.id, $0.name) },
      uniquingKeysWith: { first, _ in first })
    let records = try journal.careEvents(from: first, to: last).map {
      DayCareFeature.Record(event: $0, plantName: names[$0.plantID] ?? "?")
    }
    return .dayCare(.loaded(month: month.firstOfMonth, records: records))
  }

  /// Care on today happened now; care on an earlier day is put at its noon.
  static func instant(of day: Day, clock: Clock) -> Timestamp {
    let now = clock.now()
    return LocalTime.day(of: now) == day ? now : LocalTime.timestamp(of: day, hour: 12)
  }
}
