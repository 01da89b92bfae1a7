import DaybookCore
import TerminalKit

extension PlantsFeature {
  /// What happened to the plants screen.
  public enum Action: Equatable, Sendable {
    /// A key was pressed while the screen was open.
    case key(Key)
    /// Every plant (archived too) with its last watering and care count.
    case loaded([Item])
    /// A plant's care records arrived for the detail.
    case detailLoaded(plantID: RowID, events: [CareEvent])
    /// A plant was added (`added`) or updated.
    case plantSaved(Plant, added: Bool)
    /// The plant form's photo was copied in or removed.
    case photoSaved(RowID)
    /// The plant form's photo file was refused; the text says why.
    case photoRefused(String)
    case archivedSet(Plant)
    case plantDeleted(Plant, careCount: Int)
    /// A watering was recorded with `w`.
    case watered(CareEvent)
    /// Care was recorded (`added`) or a record changed.
    case careSaved(CareEvent, added: Bool)
    case careDeleted(RowID)
    /// An effect failed; nothing was changed.
    case failed(String)
  }

  /// What the plants screen asks of the shell.
  public enum Output: Equatable, Sendable {
    case run(PlantEffect)
    /// A message for the status line, from the plants' text table.
    case status(PlantText, [String])
    /// Plants or care changed: the other panes reload.
    case dataChanged
    /// Esc on the list: the screen closes.
    case close
  }
}

/// The journal work of the plants screen; the `EffectRunner` performs it.
public enum PlantEffect: Equatable, Sendable {
  case loadPlants
  case loadDetail(RowID)
  case addPlant(Plant)
  /// Updates a plant edited from `original` (as the form opened it): only changed fields are
  /// written and notes changed elsewhere meanwhile are merged.
  case updatePlant(Plant, original: Plant? = nil)
  case setArchived(RowID, Bool)
  case deletePlant(RowID)
  /// A water care record now.
  case water(RowID)
  /// Care on a day: now when the day is today, else noon of that day.
  case addCare(plantID: RowID, kind: CareKind, day: Day, note: String)
  case updateCare(id: RowID, kind: CareKind, day: Day, note: String)
  case deleteCare(RowID)
  /// Copies the picture at `path` (`~` expanded) in as the plant's photo, after checks.
  case setPhoto(plantID: RowID, path: String)
  /// Removes the plant's photo.
  case removePhoto(RowID)
}
