import DaybookCore
import TerminalKit

extension PlantsFeature {
  /// The commands of the plant list, each with its keys; help text comes from `PlantText`.
  public enum ListCommand: CaseIterable, Sendable {
    case previous, next, open, add, edit, archive, delete, water, care, sort, showArchived, back

    public var keys: [String] {
      switch self {
      case .previous: ["Up", "k"]
      case .next: ["Down", "j"]
      case .open: ["Enter"]
      case .add: ["a"]
      case .edit: ["e"]
      case .archive: ["A"]
      case .delete: ["D"]
      case .water: ["w"]
      case .care: ["c"]
      case .sort: ["s"]
      case .showArchived: ["."]
      case .back: ["Esc", "p"]
      }
    }

    var help: PlantText {
      switch self {
      case .previous, .next: .keyMove
      case .open: .keyOpen
      case .add: .keyAdd
      case .edit: .keyEdit
      case .archive: .keyArchive
      case .delete: .keyDelete
      case .water: .keyWater
      case .care: .keyCare
      case .sort: .keySort
      case .showArchived: .keyShowArchived
      case .back: .keyBack
      }
    }

    init?(key: Key) {
      let name = key.description
      guard let command = Self.allCases.first(where: { $0.keys.contains(name) }) else {
        return nil
      }
      self = command
    }
  }

  /// The commands of a plant's detail.
  public enum DetailCommand: CaseIterable, Sendable {
    case previous, next, deleteRecord, editRecord, water, care, back

    public var keys: [String] {
      switch self {
      case .previous: ["Up", "k"]
      case .next: ["Down", "j"]
      case .deleteRecord: ["x", "Del"]
      case .editRecord: ["e"]
      case .water: ["w"]
      case .care: ["c"]
      case .back: ["Esc"]
      }
    }

    var help: PlantText {
      switch self {
      case .previous, .next: .keyMove
      case .deleteRecord: .keyDeleteCare
      case .editRecord: .keyEditCare
      case .water: .keyWater
      case .care: .keyCare
      case .back: .keyBack
      }
    }

    init?(key: Key) {
      let name = key.description
      guard let command = Self.allCases.first(where: { $0.keys.contains(name) }) else {
        return nil
      }
      self = command
    }
  }

  /// The list's keys with help in a language (the move keys once).
  public static func listKeymap(_ language: Language) -> [KeyBinding] {
    bindings(ListCommand.allCases.filter { $0 != .previous }.map { ($0.keys, $0.help) }, language)
  }

  /// The detail's keys with help in a language.
  public static func detailKeymap(_ language: Language) -> [KeyBinding] {
    bindings(DetailCommand.allCases.filter { $0 != .previous }.map { ($0.keys, $0.help) }, language)
  }

  /// The form's keys.
  public static func formKeymap(_ language: Language) -> [KeyBinding] {
    bindings(
      [(["Tab", "Shift-Tab"], .keyNextField), (["Ctrl-F"], .keyCatalog), (["Ctrl-S"], .keySave),
       (["Esc"], .keyBack)], language)
  }

  private static func bindings(_ table: [([String], PlantText)], _ language: Language)
    -> [KeyBinding]
  {
    table.map { keys, help in
      KeyBinding(
        keys: keys == ["Down", "j"] ? ["↑↓"] : keys, help: help.text(language))
    }
  }
}
