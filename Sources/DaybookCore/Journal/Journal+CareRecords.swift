extension Journal {
  /// One care record by id, or nil when there is none.
  public func careEvent(id: RowID) throws -> CareEvent? {
    try db.query(
      "SELECT id, plant_id, kind, at, note FROM care_events WHERE id = ?", [id], Journal.care
    ).first
  }
}

extension Journal {
  /// Changes a care record's kind, instant and note (its `day` follows the instant).
  public func updateCare(_ event: CareEvent) throws {
    try db.transaction {
      let changed = try db.run(
        "UPDATE care_events SET kind = ?, at = ?, day = ?, note = ? WHERE id = ?",
        event.kind.rawValue, event.at, event.day, event.note, event.id)
      if changed == 0 { throw JournalError(.notFound, .noCareRecord, "\(event.id)") }
    }
  }
}
