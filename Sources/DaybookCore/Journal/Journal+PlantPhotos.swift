#if canImport(Glibc)
  import Glibc
#endif

/// A plant's photo: a copy kept in the attachments folder.
public struct PlantPhoto: Equatable, Sendable, Codable {
  public var plantID: RowID
  /// The stored copy's name in the attachments folder.
  public var fileName: String
  /// The name of the file it was copied from.
  public var originalName: String
  public var addedAt: Timestamp

  public init(plantID: RowID, fileName: String, originalName: String, addedAt: Timestamp) {
    self.plantID = plantID
    self.fileName = fileName
    self.originalName = originalName
    self.addedAt = addedAt
  }
}

extension Journal {
  private static func plantPhoto(_ row: Row) -> PlantPhoto {
    PlantPhoto(
      plantID: row.int(0), fileName: row.text(1), originalName: row.text(2), addedAt: row.int(3))
  }

  /// Copies the file at `source` into the attachments folder (as `attach` does) and makes it
  /// the plant's photo; the copy of an earlier photo is removed once the new row is in.
  @discardableResult
  public func setPlantPhoto(
    plantID: RowID, file source: String, at now: Timestamp, followingSymlink: Bool = false
  ) throws -> PlantPhoto {
    guard path != ":memory:" else { throw JournalError(.invalid, .memoryHasNoFolder) }
    guard try plant(id: plantID) != nil else {
      throw JournalError(.notFound, .noPlant, "\(plantID)")
    }
    let originalName = source.split(separator: "/").last.map(String.init) ?? source
    let lock = try openAttachmentsFolder()
    defer { close(lock) }
    let storedName = try Journal.copyIntoFolder(
      source, folder: attachmentsFolder, suffix: Journal.safeExtension(of: originalName),
      now: now, followingSymlink: followingSymlink, in: lock)
    let photo = PlantPhoto(
      plantID: plantID, fileName: storedName, originalName: originalName, addedAt: now)
    let previous: PlantPhoto?
    do {
      previous = try db.transaction {
        let old = try plantPhoto(plantID: plantID)
        try db.run(
          "INSERT OR REPLACE INTO plant_photos(plant_id, file_name, original_name, added_at) "
            + "VALUES (?, ?, ?, ?)", plantID, storedName, originalName, now)
        return old
      }
    } catch {
      unlink(attachmentsFolder + "/" + storedName)
      throw error
    }
    if let previous { removeStoredFiles([previous.fileName]) }
    return photo
  }

  /// The plant's photo, if it has one.
  public func plantPhoto(plantID: RowID) throws -> PlantPhoto? {
    try db.query(
      "SELECT plant_id, file_name, original_name, added_at FROM plant_photos WHERE plant_id = ?",
      [plantID], Journal.plantPhoto
    ).first
  }

  /// Every plant's photo, by plant.
  public func plantPhotos() throws -> [RowID: PlantPhoto] {
    let photos = try db.query(
      "SELECT plant_id, file_name, original_name, added_at FROM plant_photos", [],
      Journal.plantPhoto)
    return Dictionary(photos.map { ($0.plantID, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
