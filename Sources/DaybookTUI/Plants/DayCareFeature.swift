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

    /// The records of a day that pass the calendar's care filter.
    public func shown(on day: Day, filter: Set<CareKind>?) -> [Record] {
      records.filter { $0.event.day == day && (filter?.contains($0.event.kind) ?? true) }
    }
  }

  public enum Action: Equatable, Sendable {
    /// The care of the grid of `month` arrived.
    case loaded(month: Day, records: [Record])
  }

  /// The keys of the list.
  public enum Command: CaseIterable, Sendable {
    case enter, previous, next, open, leave

    public var keys: [String] {
      switch self {
      case .enter: ["c"]
      case .previous: ["Up", "k"]
      case .next: ["Down", "j"]
      case .open: ["Enter", "p"]
      case .leave: ["Esc"]
      }
    }

    var help: PlantText {
      switch self {
      case .enter: .keyDayCare
      case .previous, .next: .keyMove
      case .open: .keyOpenPlant
      case .leave: .keyBack
      }
    }
  }

  /// The list's keys with help in a language.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    Command.allCases.map { KeyBinding(keys: $0.keys, help: $0.help.text(language)) }
  }

  /// What a key in the calendar does to the list: nil when the calendar should have it.
  enum KeyResult: Equatable {
    case handled
    case openPlant(RowID)
  }

  static func key(_ key: Key, _ state: inout State, day: Day, filter: Set<CareKind>?)
    -> KeyResult?
  {
    let shown = state.shown(on: day, filter: filter)
    let name = key.description
    guard state.isActive else {
      guard Command.enter.keys.contains(name), !shown.isEmpty else { return nil }
      state.isActive = true
      state.selection = 0
      return .handled
    }
    if Command.previous.keys.contains(name) {
      state.selection = max(0, state.selection - 1)
    } else if Command.next.keys.contains(name) {
      state.selection = min(max(0, shown.count - 1), state.selection + 1)
    } else if Command.open.keys.contains(name) {
      guard shown.indices.contains(state.selection) else { return .handled }
      state.isActive = false
      return .openPlant(shown[state.selection].event.plantID)
    } else if Command.leave.keys.contains(name) || Command.enter.keys.contains(name) {
      state.isActive = false
    }
    return .handled
  }
}
