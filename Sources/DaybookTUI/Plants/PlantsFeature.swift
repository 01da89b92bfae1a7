import DaybookCore
import TerminalKit

extension PlantsFeature {
  /// Applies an action to the state and returns what the shell should do.
  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      if let confirm = state.confirm { return answer(confirm, key: key, &state) }
      if state.form != nil { return PlantFormFeature.key(key, &state) }
      if state.identify != nil { return identifyKey(key, &state) }
      if state.careForm != nil { return CareFormFeature.key(key, &state) }
      if state.detail != nil { return detailKey(key, &state) }
      return listKey(key, &state)

    case .loaded(let items):
      state.items = items
      keepSelectionValid(&state)
      return []

    case let .detailLoaded(plantID, events):
      guard var detail = state.detail, detail.plantID == plantID else { return [] }
      detail.events = events
      let ordered = detail.orderedEvents
      if detail.selection.map({ id in !ordered.contains { $0.id == id } }) ?? true {
        detail.selection = ordered.first?.id
      }
      state.detail = detail
      return []

    case let .plantSaved(plant, added):
      if let outputs = PlantFormPhoto.plantSaved(plant, added: added, &state) { return outputs }
      state.form = nil
      state.selection = plant.id
      return [.status(added ? .statusAdded : .statusUpdated, [plant.name])] + reload(state)

    case .archivedSet(let plant):
      return [.status(plant.archived ? .statusArchived : .statusUnarchived, [plant.name])]
        + reload(state)

    case let .plantDeleted(plant, careCount):
      if state.detail?.plantID == plant.id { state.detail = nil }
      return [.status(.statusDeleted, [plant.name, String(careCount)])] + reload(state)

    case .watered(let event):
      state.lastWatering = event
      let name = state.item(event.plantID)?.plant.name ?? ""
      let next = state.item(event.plantID).map {
        WateringSchedule.nextWatering(for: $0.plant, lastWatered: state.today)
      }
      return [.status(.statusWatered, [name, next?.iso ?? ""])] + reload(state)

    case let .careSaved(event, _):
      state.careForm = nil
      if state.detail != nil { state.detail?.selection = event.id }
      let name = state.item(event.plantID)?.plant.name ?? ""
      return [.status(.statusCareSaved, [event.kind.rawValue, name])] + reload(state)

    case .careDeleted:
      return [.status(.statusCareDeleted, [])] + reload(state)

    case .photoSaved:
      return PlantFormPhoto.photoSaved(&state)

    case .photoRefused(let reason):
      return PlantFormPhoto.photoRefused(reason, &state)

    case .failed:
      // Nothing was written: forms stay open so the user can fix the value.
      state.confirm = nil
      state.form?.savingPhoto = false
      return []
    }
  }

  /// After a change: the list, the open detail, and the other panes reload.
  static func reload(_ state: State) -> [Output] {
    var outputs: [Output] = [.run(.loadPlants)]
    if let detail = state.detail { outputs.append(.run(.loadDetail(detail.plantID))) }
    return outputs + [.dataChanged]
  }

  // MARK: List

  private static func listKey(_ key: Key, _ state: inout State) -> [Output] {
    guard let command = ListCommand(key: key) else { return [] }
    let rows = state.rows
    let selected = rows.first { $0.plant.id == state.selection }
    switch command {
    case .previous, .next, .left, .right:
      guard !rows.isEmpty else { return [] }
      let current = rows.firstIndex { $0.plant.id == state.selection } ?? 0
      let forward = command == .next || command == .right
      let target = forward ? min(current + 1, rows.count - 1) : max(current - 1, 0)
      state.selection = rows[target].plant.id
      return []
    case .shelf:
      state.layout = state.layout == .list ? .shelf : .list
      return []
    case .undo:
      guard let event = state.lastWatering else { return [] }
      state.lastWatering = nil
      return [.run(.deleteCare(event.id))]
    case .sort:
      state.sort = state.sort == .dDay ? .name : .dDay
      return []
    case .showArchived:
      state.showArchived.toggle()
      keepSelectionValid(&state)
      return []
    case .add:
      state.form = PlantForm()
      return []
    case .identify:
      state.identify = IdentifyFeature.State()
      return []
    case .back:
      return [.close]
    case .open, .edit, .archive, .delete, .water, .care:
      guard let selected else { return [.status(.statusNoPlant, [])] }
      let plant = selected.plant
      switch command {
      case .open:
        state.detail = Detail(plantID: plant.id)
        return [.run(.loadDetail(plant.id))]
      case .edit:
        var form = PlantForm(editing: plant)
        form.currentPhoto = state.item(plant.id)?.photo?.originalName
        state.form = form
        return []
      case .archive:
        // Bringing a plant back is harmless; putting one away asks first.
        guard !plant.archived else { return [.run(.setArchived(plant.id, false))] }
        state.confirm = .archivePlant(plant.id, name: plant.name)
        return []
      case .delete:
        let count = state.item(plant.id)?.careCount ?? 0
        state.confirm = .deletePlant(plant.id, name: plant.name, careCount: count)
        return []
      case .water:
        return water(selected, &state)
      default:
        state.careForm = CareForm(plantID: plant.id, today: state.today)
        return []
      }
    }
  }

  /// Waters now; a plant already watered today asks first.
  private static func water(_ status: WateringStatus, _ state: inout State) -> [Output] {
    if status.lastWatered == state.today {
      state.confirm = .waterAgain(status.plant.id, name: status.plant.name)
      return []
    }
    return [.run(.water(status.plant.id))]
  }

  /// A key of the plant key; the chosen match opens the add form, named in the language.
  private static func identifyKey(_ key: Key, _ state: inout State) -> [Output] {
    guard var identify = state.identify else { return [] }
    switch IdentifyFeature.key(key, &identify) {
    case .stay:
      state.identify = identify
    case .close:
      state.identify = nil
    case .add(let plant):
      state.identify = nil
      var form = PlantForm()
      form.name =
        [plant.englishName, plant.koreanName, plant.japaneseName][
          Language.allCases.firstIndex(of: state.language) ?? 0]
      PlantFormFeature.choose(plant, &form, today: state.today)
      state.form = form
    }
    return []
  }

  // MARK: Detail

  private static func detailKey(_ key: Key, _ state: inout State) -> [Output] {
    guard var detail = state.detail, let command = DetailCommand(key: key) else { return [] }
    let ordered = detail.orderedEvents
    let record = ordered.first { $0.id == detail.selection }
    switch command {
    case .previous, .next:
      guard !ordered.isEmpty else { return [] }
      let current = ordered.firstIndex { $0.id == detail.selection } ?? 0
      let target = command == .next ? min(current + 1, ordered.count - 1) : max(current - 1, 0)
      detail.selection = ordered[target].id
      state.detail = detail
      return []
    case .back:
      state.detail = nil
      state.selection = detail.plantID
      return []
    case .water:
      guard let item = state.item(detail.plantID) else { return [] }
      return water(
        WateringSchedule.status(for: item.plant, lastWatered: item.lastWatered, today: state.today),
        &state)
    case .care:
      state.careForm = CareForm(plantID: detail.plantID, today: state.today)
      return []
    case .deleteRecord:
      guard let record else { return [.status(.statusNoRecord, [])] }
      let name = state.item(detail.plantID)?.plant.name ?? ""
      state.confirm = .deleteCare(record.id, kind: record.kind, plantName: name)
      return []
    case .editRecord:
      guard let record else { return [.status(.statusNoRecord, [])] }
      state.careForm = CareForm(editing: record, zone: state.zone)
      return []
    }
  }

  // MARK: Questions

  private static func answer(_ confirm: Confirmation, key: Key, _ state: inout State) -> [Output] {
    switch ConfirmCommand(key: key) {
    case .yes?:
      state.confirm = nil
      switch confirm {
      case .deletePlant(let id, _, _): return [.run(.deletePlant(id))]
      case .waterAgain(let id, _): return [.run(.water(id))]
      case .deleteCare(let id, _, _): return [.run(.deleteCare(id))]
      case .archivePlant(let id, _): return [.run(.setArchived(id, true))]
      }
    case .no?:
      state.confirm = nil
      return []
    case .enterYes?, nil:
      return []
    }
  }

  static func keepSelectionValid(_ state: inout State) {
    let rows = state.rows
    if let selection = state.selection, rows.contains(where: { $0.plant.id == selection }) {
      return
    }
    state.selection = rows.first?.plant.id
  }
}
