import DaybookCore

/// The add/edit form of a plant: text fields, the catalog search (when adding), and the
/// message of each field that does not validate.
public struct PlantForm: Equatable, Sendable {
  public enum Field: Int, CaseIterable, Equatable, Sendable {
    case catalog, name, species, location, acquired, interval, notes, photo
  }

  /// Why a field does not validate.
  public enum Problem: Equatable, Sendable {
    case nameRequired
    case nameTaken(String)
    case interval
    case notADate
    case inFuture
    /// The photo's file was refused; the text says why.
    case photo(String)
  }

  /// The plant being edited, or nil when adding.
  public var editing: Plant?
  public var name = ""
  public var species = ""
  public var location = ""
  /// `YYYY-MM-DD` or empty.
  public var acquired = ""
  public var interval = "7"
  public var notes = ""
  /// A picture's path to make the plant's photo (`~` is the home folder), `-` to remove
  /// the photo, or empty to leave it.
  public var photo = ""
  /// The name of the plant's photo when the form opened, for the field's hint.
  public var currentPhoto: String?
  /// The plant is saved and its photo is being copied; the form closes when it is in.
  public var savingPhoto = false
  public var focus: Field
  public var problems: [Field: Problem] = [:]
  /// The catalog search typed so far, its hits (ids) and the highlighted hit.
  public var catalogQuery = ""
  public var catalogHits: [String] = []
  public var catalogSelection = 0
  /// The catalog entry chosen, whose guide the form shows.
  public var chosen: String?

  /// An empty form for a new plant, starting in the catalog search.
  public init() {
    focus = .catalog
  }

  /// A form filled with a plant's values.
  public init(editing plant: Plant) {
    editing = plant
    name = plant.name
    species = plant.species
    location = plant.location
    acquired = plant.acquired?.iso ?? ""
    interval = String(plant.intervalDays)
    notes = plant.notes
    focus = .name
  }

  /// The fields in Tab order: the catalog search only when adding.
  public var fields: [Field] {
    editing == nil ? Field.allCases : Field.allCases.filter { $0 != .catalog }
  }

  /// The text of a field.
  public subscript(field: Field) -> String {
    get {
      switch field {
      case .catalog: catalogQuery
      case .name: name
      case .species: species
      case .location: location
      case .acquired: acquired
      case .interval: interval
      case .notes: notes
      case .photo: photo
      }
    }
    set {
      switch field {
      case .catalog: catalogQuery = newValue
      case .name: name = newValue
      case .species: species = newValue
      case .location: location = newValue
      case .acquired: acquired = newValue
      case .interval: interval = newValue
      case .notes: notes = newValue
      case .photo: photo = newValue
      }
    }
  }

  /// Checks every field against `today` and the other plants' names (case-insensitive);
  /// returns the plant to save, or nil with `problems` filled.
  public mutating func validated(today: Day, otherNames: [String]) -> Plant? {
    problems = [:]
    let trimmedName = name.trimmingSpaces()
    if trimmedName.isEmpty {
      problems[.name] = .nameRequired
    } else if otherNames.contains(where: { $0.lowercased() == trimmedName.lowercased() }) {
      problems[.name] = .nameTaken(trimmedName)
    }
    let days = Int(interval.trimmingSpaces())
    if days == nil || !Plant.intervalRange.contains(days ?? 0) {
      problems[.interval] = .interval
    }
    var acquiredDay: Day?
    let acquiredText = acquired.trimmingSpaces()
    if !acquiredText.isEmpty {
      if let day = Day(iso: acquiredText) {
        if day > today { problems[.acquired] = .inFuture } else { acquiredDay = day }
      } else {
        problems[.acquired] = .notADate
      }
    }
    guard problems.isEmpty, let days else { return nil }
    var plant = editing ?? Plant(name: trimmedName)
    plant.name = trimmedName
    plant.species = species.trimmingSpaces()
    plant.location = location.trimmingSpaces()
    plant.acquired = acquiredDay
    plant.intervalDays = days
    plant.notes = notes.trimmingSpaces()
    // A plant added from the catalog at the season's interval switches with the seasons (the
    // journal fills in the hemisphere when it loads it); a typed interval is kept as typed.
    if editing == nil, let entry = chosen.flatMap({ PlantCatalog.bundled.plant(id: $0) }),
      days == entry.suggestedInterval(month: today.month)
    {
      plant.seasons = PlantSeasons(
        summerDays: entry.summerIntervalDays, winterDays: entry.winterIntervalDays)
    }
    return plant
  }
}

/// The form that records care (`c`) or edits a care record (`e` in the detail).
public struct CareForm: Equatable, Sendable {
  public enum Field: Int, CaseIterable, Equatable, Sendable {
    case kind, day, note
  }

  public var plantID: RowID
  /// The record being edited, or nil when recording new care.
  public var editing: CareEvent?
  public var kind: CareKind = .water
  /// `YYYY-MM-DD`.
  public var day: String
  public var note = ""
  public var focus: Field = .kind
  /// Why the day does not validate.
  public var dayProblem: PlantForm.Problem?

  /// A form for new care on `today`.
  public init(plantID: RowID, today: Day) {
    self.plantID = plantID
    day = today.iso
  }

  /// A form filled with a record's values, its day read in `zone`.
  public init(editing event: CareEvent, zone: LocalZone) {
    plantID = event.plantID
    editing = event
    kind = event.kind
    day = event.day(in: zone).iso
    note = event.note
  }
}

extension PlantForm {
  /// What the photo field asks for once the plant is saved.
  public enum PhotoChange: Equatable, Sendable {
    case set(path: String)
    case remove
  }

  /// The photo field's change: nil when it is empty, or `-` with no photo to remove.
  public var photoChange: PhotoChange? {
    let typed = photo.trimmingSpaces()
    if typed.isEmpty { return nil }
    if typed == "-" { return currentPhoto == nil ? nil : .remove }
    return .set(path: typed)
  }
}
