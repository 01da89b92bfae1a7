extension Journal {
  static let plantColumns =
    "id, name, species, location, acquired, interval_days, notes, archived, created_at, "
    + "summer_days, winter_days"
  /// How many columns `plantColumns` names: a query's own columns follow them.
  static let plantColumnCount: Int32 = 11

  static func plant(_ row: Row, hemisphere: Hemisphere) -> Plant {
    let seasons = row.optionalInt(9).flatMap { summer in
      row.optionalInt(10).map { winter in
        PlantSeasons(summerDays: Int(summer), winterDays: Int(winter), hemisphere: hemisphere)
      }
    }
    return Plant(
      id: row.int(0), name: row.text(1), species: row.text(2), location: row.text(3),
      acquired: row.optionalDay(4), intervalDays: Int(row.int(5)), notes: row.text(6),
      archived: row.bool(7), createdAt: row.int(8), seasons: seasons)
  }

  /// The hemisphere setting seasonal plants are counted in (north unless set to south).
  public func hemisphere() throws -> Hemisphere {
    try settingInEffect(Hemisphere.settingsKey).flatMap(Hemisphere.init(rawValue:)) ?? .north
  }

  /// Plants by name; archived ones only when asked.
  public func plants(includeArchived: Bool = false) throws -> [Plant] {
    let hemisphere = try hemisphere()
    return try db.query(
      "SELECT \(Journal.plantColumns) FROM plants"
        + (includeArchived ? "" : " WHERE archived = 0") + " ORDER BY name COLLATE NOCASE",
      []
    ) { Journal.plant($0, hemisphere: hemisphere) }
  }

  public func plant(id: RowID) throws -> Plant? {
    let hemisphere = try hemisphere()
    return try db.query("SELECT \(Journal.plantColumns) FROM plants WHERE id = ?", [id]) {
      Journal.plant($0, hemisphere: hemisphere)
    }.first
  }

  /// Checks a plant's fields; the message names the field.
  public static func validate(_ plant: Plant, today: Day) throws {
    if plant.name.allSatisfy(\.isWhitespace) {
      throw JournalError(.invalid, .plantNeedsName)
    }
    if !Plant.intervalRange.contains(plant.intervalDays) {
      throw JournalError(.invalid, .intervalRange, "\(plant.intervalDays)")
    }
    if let acquired = plant.acquired, acquired > today {
      throw JournalError(.invalid, .acquiredInFuture, "\(acquired)")
    }
  }

  private func ensureUniqueName(_ plant: Plant) throws {
    let clash = try db.scalar(
      "SELECT id FROM plants WHERE name = ? COLLATE NOCASE AND id != ?", [plant.name, plant.id])
    if clash != nil {
      throw JournalError(.invalid, .plantNameTaken, plant.name)
    }
  }

  /// Adds a plant after validating it against `now`'s local day.
  @discardableResult
  public func addPlant(_ plant: Plant, at now: Timestamp) throws -> Plant {
    try Journal.validate(plant, today: LocalTime.day(of: now))
    return try db.transaction {
      try ensureUniqueName(plant)
      var saved = plant
      saved.createdAt = plant.createdAt == 0 ? now : plant.createdAt
      try db.run(
        "INSERT INTO plants(name, species, location, acquired, interval_days, notes, archived, "
          + "created_at, summer_days, winter_days) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        saved.name, saved.species, saved.location, saved.acquired, saved.intervalDays, saved.notes,
        saved.archived, saved.createdAt, saved.seasons?.summerDays, saved.seasons?.winterDays)
      saved.id = db.lastInsertedRowID
      return saved
    }
  }

  public func updatePlant(_ plant: Plant, at now: Timestamp) throws {
    try Journal.validate(plant, today: LocalTime.day(of: now))
    try db.transaction {
      try ensureUniqueName(plant)
      let changed = try db.run(
        "UPDATE plants SET name = ?, species = ?, location = ?, acquired = ?, interval_days = ?, "
          + "notes = ?, archived = ?, summer_days = ?, winter_days = ? WHERE id = ?",
        plant.name, plant.species, plant.location, plant.acquired, plant.intervalDays, plant.notes,
        plant.archived, plant.seasons?.summerDays, plant.seasons?.winterDays, plant.id)
      if changed == 0 { throw JournalError(.notFound, .noPlant, "\(plant.id)") }
    }
  }

  /// Updates a plant edited from `original` (the plant as the editor read it), field by field:
  /// fields the editor did not change keep what is stored now, and notes both changed are
  /// merged by lines with the other text kept under a marker. Returns the plant as stored.
  @discardableResult
  public func updatePlant(
    _ plant: Plant, from original: Plant, at now: Timestamp, language: Language = .en
  ) throws -> Plant {
    try db.transaction {
      guard let stored = try self.plant(id: plant.id) else {
        throw JournalError(.notFound, .noPlant, "\(plant.id)")
      }
      var merged = stored
      if plant.name != original.name { merged.name = plant.name }
      if plant.species != original.species { merged.species = plant.species }
      if plant.location != original.location { merged.location = plant.location }
      if plant.acquired != original.acquired { merged.acquired = plant.acquired }
      if plant.seasons != original.seasons {
        merged.seasons = plant.seasons
      } else if plant.intervalDays != original.intervalDays {
        // A new fixed interval typed over a seasonal one ends the seasons.
        merged.seasons = nil
      }
      if plant.intervalDays != original.intervalDays { merged.intervalDays = plant.intervalDays }
      if plant.archived != original.archived { merged.archived = plant.archived }
      merged.notes =
        LineMerge.merge(
          base: original.notes, ours: plant.notes, theirs: stored.notes, language: language
        ).text
      try updatePlant(merged, at: now)
      return merged
    }
  }

  /// Deletes a plant and its care records; returns how many care records went with it.
  @discardableResult
  public func removePlant(id: RowID) throws -> Int {
    try db.transaction {
      let count = Int(
        try db.scalar("SELECT count(*) FROM care_events WHERE plant_id = ?", [id]) ?? 0)
      let removed = try db.run("DELETE FROM plants WHERE id = ?", id)
      if removed == 0 { throw JournalError(.notFound, .noPlant, "\(id)") }
      return count
    }
  }

  public func careCount(plantID: RowID) throws -> Int {
    Int(try db.scalar("SELECT count(*) FROM care_events WHERE plant_id = ?", [plantID]) ?? 0)
  }

  static func care(_ row: Row) -> CareEvent {
    CareEvent(
      id: row.int(0), plantID: row.int(1), kind: CareKind(rawValue: row.text(2)) ?? .note,
      at: row.int(3), note: row.text(4))
  }

  /// Records care for a plant.
  @discardableResult
  public func addCare(_ event: CareEvent) throws -> CareEvent {
    try db.transaction {
      guard try plant(id: event.plantID) != nil else {
        throw JournalError(.notFound, .noPlant, "\(event.plantID)")
      }
      try db.run(
        "INSERT INTO care_events(plant_id, kind, at, day, note) VALUES (?, ?, ?, ?, ?)",
        event.plantID, event.kind.rawValue, event.at, event.day, event.note)
      var saved = event
      saved.id = db.lastInsertedRowID
      return saved
    }
  }

  public func deleteCare(id: RowID) throws {
    try db.transaction {
      let removed = try db.run("DELETE FROM care_events WHERE id = ?", id)
      if removed == 0 { throw JournalError(.notFound, .noCareRecord, "\(id)") }
    }
  }

  /// Care between two days (inclusive), optionally only some kinds, oldest first.
  public func careEvents(from first: Day, to last: Day, kinds: Set<CareKind>? = nil) throws
    -> [CareEvent]
  {
    let events = try db.query(
      "SELECT id, plant_id, kind, at, note FROM care_events WHERE day BETWEEN ? AND ? "
        + "ORDER BY at, id", [first, last], Journal.care)
    guard let kinds else { return events }
    return events.filter { kinds.contains($0.kind) }
  }

  /// A plant's care, newest first.
  public func careEvents(plantID: RowID, kind: CareKind? = nil, limit: Int = 1000) throws
    -> [CareEvent]
  {
    if let kind {
      return try db.query(
        "SELECT id, plant_id, kind, at, note FROM care_events WHERE plant_id = ? AND kind = ? "
          + "ORDER BY at DESC, id DESC LIMIT ?", [plantID, kind.rawValue, limit], Journal.care)
    }
    return try db.query(
      "SELECT id, plant_id, kind, at, note FROM care_events WHERE plant_id = ? "
        + "ORDER BY at DESC, id DESC LIMIT ?", [plantID, limit], Journal.care)
  }

  /// The instant of each plant's latest watering: one index seek per plant, never a scan
  /// of the care history.
  public func lastWaterings() throws -> [RowID: Timestamp] {
    let rows = try db.query(
      "SELECT p.id, (SELECT max(c.at) FROM care_events c WHERE c.plant_id = p.id "
        + "AND c.kind = 'water') AS last FROM plants p WHERE last IS NOT NULL"
    ) { ($0.int(0), $0.int(1)) }
    return Dictionary(rows, uniquingKeysWith: max)
  }

}
