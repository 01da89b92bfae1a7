import DaybookCore

/// The plants screen: every plant with its D-day, a plant's detail, and the forms over them.
public enum PlantsFeature {
  /// How the plants are drawn; `v` switches.
  public enum Layout: Equatable, Sendable {
    case list, shelf
  }

  /// How the list is ordered; `s` switches.
  public enum SortOrder: Equatable, Sendable {
    case dDay, name
  }

  /// One plant as the list shows it.
  public struct Item: Equatable, Sendable {
    public var plant: Plant
    /// The local day of the last watering, if any.
    public var lastWatered: Day?
    /// How many care records the plant has (said before deleting it).
    public var careCount: Int
    /// Its photo (`daybook plant photo`), drawn in the detail.
    public var photo: PlantPhoto?

    public init(plant: Plant, lastWatered: Day?, careCount: Int, photo: PlantPhoto? = nil) {
      self.plant = plant
      self.lastWatered = lastWatered
      self.careCount = careCount
      self.photo = photo
    }
  }

  /// A plant opened with Enter: its care records as loaded, and the selected one.
  public struct Detail: Equatable, Sendable {
    public var plantID: RowID
    /// Every care record of the plant (nil until loaded).
    public var events: [CareEvent]?
    /// The selected care record in the timeline.
    public var selection: RowID?

    public init(plantID: RowID, events: [CareEvent]? = nil, selection: RowID? = nil) {
      self.plantID = plantID
      self.events = events
      self.selection = selection
    }

    /// The timeline's records in display order (newest first).
    public var orderedEvents: [CareEvent] {
      // Newest first whatever the zone: the months only group them.
      PlantHistory.timeline(events ?? [], zone: .utc).flatMap(\.events)
    }
  }

  /// A question waiting for y/n.
  public enum Confirmation: Equatable, Sendable {
    case deletePlant(RowID, name: String, careCount: Int)
    case waterAgain(RowID, name: String)
    case deleteCare(RowID, kind: CareKind, plantName: String)
    /// Archiving stops the countdown, the Today row and the reminders: asked first.
    case archivePlant(RowID, name: String)
  }

  /// Everything the plants screen shows and remembers.
  public struct State: Equatable, Sendable {
    /// The local day D-days are counted from.
    public var today: Day
    /// Every plant, archived ones too, as loaded (nil until the first load).
    public var items: [Item]?
    public var sort: SortOrder = .dDay
    public var showArchived = false
    /// The selected plant in the list.
    public var selection: RowID?
    /// The opened plant, when the detail is shown.
    public var detail: Detail?
    public var form: PlantForm?
    public var careForm: CareForm?
    public var confirm: Confirmation?
    /// The plant key, while identifying a plant (`i`).
    public var identify: IdentifyFeature.State?
    /// The interface language, for the name a plant identified in it is added under.
    public var language: Language = .en
    /// The plants as a list or as pots on shelves (`v`).
    public var layout: Layout = .list
    /// The watering `w` recorded last, which `u` undoes.
    public var lastWatering: CareEvent?
    /// The time zone in which care instants become days (the app's, never the process's).
    public var zone: LocalZone

    public init(
      today: Day, items: [Item]? = nil, selection: RowID? = nil, zone: LocalZone = .utc
    ) {
      self.today = today
      self.zone = zone
      self.items = items
      self.selection = selection
    }

    /// The plants shown, in the chosen order, each with its watering status.
    public var rows: [WateringStatus] {
      let shown = (items ?? []).filter { showArchived || !$0.plant.archived }
      let statuses = shown.map {
        WateringSchedule.status(for: $0.plant, lastWatered: $0.lastWatered, today: today)
      }
      switch sort {
      case .dDay: return WateringSchedule.sortedByDDay(statuses)
      case .name:
        return statuses.sorted {
          ($0.plant.name.lowercased(), $0.plant.id) < ($1.plant.name.lowercased(), $1.plant.id)
        }
      }
    }

    func item(_ id: RowID) -> Item? { items?.first { $0.plant.id == id } }
  }
}
