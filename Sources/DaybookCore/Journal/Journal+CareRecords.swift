extension Journal {
  /// One care record by id, or nil when there is none.
  public func careEvent(id: RowID) throws -> CareEvent? {
    try db.query(
      "SELECT id, plant_id, kind, at, note FROM care_events WHERE id = ?", [id], Journal.care
    ).first
  }
}
