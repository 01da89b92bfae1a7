public struct Plant: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var name: String
  public var species: String
  public var location: String
  public var acquired: Day?
  public var intervalDays: Int
  public var notes: String
  public var archived: Bool
  public var createdAt: Timestamp
  /// Summer and winter intervals for a plant added from the catalog; nil for one interval.
  public var seasons: PlantSeasons?

  public init(
    id: RowID = 0, name: String, species: String = "", location: String = "",
    acquired: Day? = nil, intervalDays: Int = 7, notes: String = "", archived: Bool = false,
    createdAt: Timestamp = 0, seasons: PlantSeasons? = nil
  ) {
    self.seasons = seasons
    self.id = id
    self.name = name
    self.species = species
    self.location = location
    self.acquired = acquired
    self.intervalDays = intervalDays
    self.notes = notes
    self.archived = archived
    self.createdAt = createdAt
  }

  public static let intervalRange = 1...365
}

public enum CareKind: String, Sendable, Codable, CaseIterable {
  case water, repot, fertilize, treat, note
}

public struct CareEvent: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var plantID: RowID
  public var kind: CareKind
  public var at: Timestamp
  public var note: String

  public init(id: RowID = 0, plantID: RowID, kind: CareKind, at: Timestamp, note: String = "") {
    self.id = id
    self.plantID = plantID
    self.kind = kind
    self.at = at
    self.note = note
  }

  /// The day the care happened on in the process's time zone (the command line's, and the
  /// journal's stored day); the view reads `day(in:)` with the zone in its state.
  public var day: Day { LocalTime.day(of: at) }

  /// The day the care happened on in a time zone.
  public func day(in zone: LocalZone) -> Day { zone.day(of: at) }
}
