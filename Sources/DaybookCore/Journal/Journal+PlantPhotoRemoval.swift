extension Journal {
  /// Removes the plant's photo: its row in one transaction, then its stored copy and
  /// thumbnails. Returns the photo removed, nil when the plant had none.
  @discardableResult
  public func removePlantPhoto(plantID: RowID) throws -> PlantPhoto? {
    let removed = try db.transaction { () throws -> PlantPhoto? in
      guard let photo = try plantPhoto(plantID: plantID) else { return nil }
      try db.run("DELETE FROM plant_photos WHERE plant_id = ?", plantID)
      return photo
    }
    if let removed { removeStoredFiles([removed.fileName]) }
    return removed
  }
}
