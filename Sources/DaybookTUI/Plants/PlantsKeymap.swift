import DaybookCore
import TerminalKit

extension PlantsFeature {
  /// The commands of the plant list, each with its keys; help text comes from `PlantText`.
  public enum ListCommand: CaseIterable, Sendable {
    case previous, next, open, add, identify, shelf, edit, archive, delete, water, undo, care
    case sort, showArchived, back, left, right

    public var keys: [String] {
      switch self {
      case .previous: ["Up", "k"]
      case .next: ["Down", "j"]
      case .open: ["Enter"]
      case .add: ["a"]
      case .identify: ["i"]
      case .undo: ["u"]
      case .shelf: ["v"]
      case .left: ["Left", "h"]
      case .right: ["Right", "l"]
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

    var help: any Localized {
      switch self {
      case .previous, .next: PlantText.keyMove
      case .open: PlantText.keyOpen
      case .add: PlantText.keyAdd
      case .identify: IdentifyScreenText.keyIdentify
      case .undo: ShelfText.keyUndo
      case .shelf: ShelfText.keyShelf
      case .left, .right: PlantText.keyMove
      case .edit: PlantText.keyEdit
      case .archive: PlantText.keyArchive
      case .delete: PlantText.keyDelete
      case .water: PlantText.keyWater
      case .care: PlantText.keyCare
      case .sort: PlantText.keySort
      case .showArchived: PlantText.keyShowArchived
      case .back: PlantText.keyBack
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
    bindings(
      ListCommand.allCases.filter { ![.previous, .left, .right].contains($0) }.map {
        ($0.keys, $0.help)
      }, language)
  }

  /// The detail's keys with help in a language.
  public static func detailKeymap(_ language: Language) -> [KeyBinding] {
    bindings(
      DetailCommand.allCases.filter { $0 != .previous }.map { ($0.keys, $0.help as any Localized) },
      language)
  }

  /// Every key of the plant form, for the help.
  public static func formKeymap(_ language: Language) -> [KeyBinding] {
    PlantFormFeature.Command.keymap(language)
  }

  private static func bindings(_ table: [([String], any Localized)], _ language: Language)
    -> [KeyBinding]
  {
    table.map { keys, help in
      KeyBinding(
        keys: keys == ["Down", "j"] ? ["↑↓"] : keys, help: help.text(language))
    }
  }
}
