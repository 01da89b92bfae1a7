import DaybookCore
import TerminalKit

/// How the shell opens the plants screen, routes its keys and turns its outputs into effects.
extension AppReducer {
  /// `p`: the plants screen over the panes (or the plant of the day's care record).
  static func openPlants(_ state: inout AppState) -> [Effect] {
    var screen = PlantsFeature.State(today: state.today, zone: state.zone)
    screen.items = state.plantsScreen?.items
    state.destination = .plants(screen)
    return [.plants(.loadPlants)]
  }

  /// Opens a plant's detail on the plants screen.
  static func openPlantDetail(_ plantID: RowID, _ state: inout AppState) -> [Effect] {
    var screen = PlantsFeature.State(today: state.today, selection: plantID, zone: state.zone)
    screen.detail = PlantsFeature.Detail(plantID: plantID)
    state.destination = .plants(screen)
    return [.plants(.loadPlants), .plants(.loadDetail(plantID))]
  }

  static func plants(_ state: inout AppState, _ action: PlantsFeature.Action) -> [Effect] {
    if case .failed(let message) = action {
      showStatus(Strings.text(.statusError, state.language, message), isError: true, &state)
    }
    guard state.plantsScreen != nil else {
      // Closed meanwhile: a change made from the screen still refreshes the panes.
      switch action {
      case .plantSaved, .archivedSet, .plantDeleted, .watered, .careSaved, .careDeleted:
        return plantDataChanged(&state)
      default:
        return []
      }
    }
    let (today, language) = (state.today, state.language)
    state.plantsScreen?.today = today
    state.plantsScreen?.language = language
    let effects = presented(PlantsFeature.self, .plants, action, &state) { output, state in
      switch output {
      case .run(let effect):
        return [.plants(effect)]
      case let .status(key, arguments):
        showStatus(
          key.text(state.language, arguments: named(key, arguments, state.language)), &state)
        return []
      case .dataChanged:
        return plantDataChanged(&state)
      case .close:
        state.plantsScreen = nil
        return []
      }
    }
    // The detail opened, closed or its plant's photo changed: its mosaic follows.
    return effects + refreshPictures(&state)
  }

  /// Status arguments as shown: the care kind of "Recorded {0} for {1}" (`fertilize`) by its
  /// name in the language (`비료`), not its stored key.
  private static func named(_ key: PlantText, _ arguments: [String], _ language: Language)
    -> [String]
  {
    guard key == .statusCareSaved, let first = arguments.first,
      let kind = CareKind(rawValue: first)
    else { return arguments }
    return [kind.name(language)] + arguments.dropFirst()
  }

  /// Plants or care changed: the today list, the calendar and the heatmap reload.
  static func plantDataChanged(_ state: inout AppState) -> [Effect] {
    [.loadToday(state.today), .loadMonth(state.calendar.visibleMonth)] + heatmapRefresh(&state)
  }
}
