import DaybookCore
import TerminalKit

/// The care records of the calendar's selected day, listed under the grid; `c` in the
/// calendar steps into the list, Enter or `p` opens a record's plant.
public enum DayCareFeature {
  /// A care record with its plant's name.
  public struct Record: Equatable, Sendable {
    public var event: CareEvent
    public var plantName: String

    public init(event: CareEvent, plantName: String) {
      self.event = event
      self.plantName = plantName
    }
  }

  public struct State: Equatable, Sendable {
    /// The month whose grid the records cover.
    public var month: Day?
    /// The care of every day of the visible grid, oldest first.
    public var records: [Record] = []
    /// True while the keys move in the list instead of the grid.
    public var isActive = false
    /// The selected record in the list.
    public var selection = 0

    public init(month: Day? = nil, records: [Record] = []) {
      self.month = month
      self.records = records
    }

    /// The records of a day in `zone` that pass the calendar's care filter.
    public func shown(on day: Day, filter: Set<CareKind>?, zone: LocalZone) -> [Record] {
      records.filter {
        $0.event.day(in: zone) == day && (filter?.contains($0.event.kind) ?? true)
      }
    }

    /// The records the list shows where the calendar is.
    func shown(_ shown: Shown) -> [Record] {
      self.shown(on: shown.day, filter: shown.filter, zone: shown.zone)
    }
  }

  /// Where the list is: the calendar's selected day and its care filter, and the time zone
  /// in which instants become days (the app's, never the process's).
  public struct Shown: Equatable, Sendable {
    public var day: Day
    public var filter: Set<CareKind>?
    public var zone: LocalZone

    public init(day: Day, filter: Set<CareKind>?, zone: LocalZone) {
      self.day = day
      self.filter = filter
      self.zone = zone
    }
  }

  /// What the journal reports; the app adds where the calendar is and sends the matching
  /// `Action`.
  public enum Event: Equatable, Sendable {
    /// The care of the grid of `month` arrived.
    case loaded(month: Day, records: [Record])
  }

  public enum Action: Equatable, Sendable {
    /// The care of the grid of `month` arrived while the calendar shows `shown`.
    case loaded(month: Day, records: [Record], shown: Shown)
    /// A key was pressed in the calendar while it shows `shown`.
    case key(Key, shown: Shown)
    /// The calendar selected another day (or filter): the list starts at its first record.
    case calendarMoved
  }

  /// What the list asks of the app.
  public enum Output: Equatable, Sendable {
    /// The key is not the list's: the calendar grid takes it.
    case passToCalendar(Key)
    /// Open a record's plant.
    case openPlant(RowID)
  }

  /// The key that steps from the calendar grid into the list.
  public enum EntryCommand: KeyCommand, Sendable {
    case enter

    public func binding(_ language: Language) -> KeyBinding {
      KeyBinding(keys: ["c"], help: PlantText.keyDayCare.text(language))
    }
  }

  /// The keys of the list while it has them (it then takes every key).
  public enum Command: KeyCommand, Sendable {
    case previous, next, open, leave

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .previous: KeyBinding(keys: ["Up", "k"], help: DayCareText.previous.text(language))
      case .next: KeyBinding(keys: ["Down", "j"], help: DayCareText.next.text(language))
      case .open: KeyBinding(keys: ["Enter", "p"], help: PlantText.keyOpenPlant.text(language))
      case .leave: KeyBinding(keys: ["Esc", "c"], help: PlantText.keyBack.text(language))
      }
    }
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case let .loaded(month, records, shown):
      // A late answer for a month the calendar already left would list the wrong care.
      guard month.firstOfMonth == shown.day.firstOfMonth else { return [] }
      state.month = month.firstOfMonth
      state.records = records
      let count = state.shown(shown).count
      state.selection = min(state.selection, max(0, count - 1))
      return []
    case let .key(key, shown):
      return self.key(key, &state, shown: state.shown(shown))
    case .calendarMoved:
      state.selection = 0
      return []
    }
  }

  private static func key(_ key: Key, _ state: inout State, shown: [Record]) -> [Output] {
    guard state.isActive else {
      guard EntryCommand(key: key) != nil, !shown.isEmpty else { return [.passToCalendar(key)] }
      state.isActive = true
      state.selection = 0
      return []
    }
    switch Command(key: key) {
    case .previous:
      state.selection = max(0, state.selection - 1)
    case .next:
      state.selection = min(max(0, shown.count - 1), state.selection + 1)
    case .open:
      guard shown.indices.contains(state.selection) else { return [] }
      state.isActive = false
      return [.openPlant(shown[state.selection].event.plantID)]
    case .leave:
      state.isActive = false
    case nil:
      break
    }
    return []
  }
}
