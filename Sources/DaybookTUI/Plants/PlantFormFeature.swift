import DaybookCore
import TerminalKit

/// Keys in the plant form.
enum PlantFormFeature {
  /// How many catalog hits the form lists.
  static let catalogLimit = 6

  static func key(_ key: Key, _ state: inout PlantsFeature.State) -> [PlantsFeature.Output] {
    guard var form = state.form else { return [] }
    // The plant is saved and its photo is being copied in: the answer comes at once.
    if form.savingPhoto { return [] }
    defer { if state.form != nil { state.form = form } }
    let fields = form.fields
    let index = fields.firstIndex(of: form.focus) ?? 0
    switch key {
    case .escape:
      state.form = nil
      return []
    case .tab:
      form.focus = fields[(index + 1) % fields.count]
      return []
    case .backTab:
      form.focus = fields[(index + fields.count - 1) % fields.count]
      return []
    case .ctrl("f") where form.editing == nil:
      form.focus = .catalog
      return []
    case .ctrl("s"):
      return save(&form, state)
    case .down where form.focus == .catalog:
      form.catalogSelection = min(form.catalogSelection + 1, max(0, form.catalogHits.count - 1))
      return []
    case .up where form.focus == .catalog:
      form.catalogSelection = max(0, form.catalogSelection - 1)
      return []
    case .enter where form.focus == .catalog:
      guard form.catalogHits.indices.contains(form.catalogSelection),
        let plant = PlantCatalog.bundled.plant(id: form.catalogHits[form.catalogSelection])
      else {
        form.focus = .name
        return []
      }
      choose(plant, &form, today: state.today)
      return []
    case .enter:
      if form.focus == fields.last { return save(&form, state) }
      form.focus = fields[index + 1]
      return []
    case .down:
      form.focus = fields[min(index + 1, fields.count - 1)]
      return []
    case .up:
      form.focus = fields[max(index - 1, 0)]
      return []
    default:
      var text = form[form.focus]
      guard TextInput.apply(key, to: &text) else { return [] }
      form[form.focus] = text
      form.problems[form.focus] = nil
      if form.focus == .catalog { search(&form) }
      return []
    }
  }

  /// The catalog hits for the query, best first.
  static func search(_ form: inout PlantForm) {
    form.catalogHits = PlantCatalog.bundled.search(form.catalogQuery, limit: catalogLimit).map(\.id)
    form.catalogSelection = 0
  }

  /// Fills species, the interval of `today`'s season and (when empty) the name from a catalog
  /// plant: the name in the script the query was typed in, else the English name.
  static func choose(_ plant: CatalogPlant, _ form: inout PlantForm, today: Day) {
    form.chosen = plant.id
    form.species = plant.botanicalName
    form.interval = String(plant.suggestedInterval(month: today.month))
    if form.name.trimmingSpaces().isEmpty {
      let query = form.catalogQuery.lowercased()
      let names = [plant.koreanName, plant.japaneseName, plant.englishName]
      form.name = names.first { $0.lowercased().contains(query) } ?? plant.englishName
    }
    form.problems = [:]
    form.focus = .name
  }

  private static func save(_ form: inout PlantForm, _ state: PlantsFeature.State)
    -> [PlantsFeature.Output]
  {
    let others = (state.items ?? []).filter { $0.plant.id != form.editing?.id }.map(\.plant.name)
    guard let plant = form.validated(today: state.today, otherNames: others) else {
      form.focus = form.fields.first { form.problems[$0] != nil } ?? form.focus
      return []
    }
    return [
      .run(form.editing.map { .updatePlant(plant, original: $0) } ?? .addPlant(plant))
    ]
  }
}

/// Keys in the care form.
enum CareFormFeature {
  static func key(_ key: Key, _ state: inout PlantsFeature.State) -> [PlantsFeature.Output] {
    guard var form = state.careForm else { return [] }
    defer { if state.careForm != nil { state.careForm = form } }
    let fields = CareForm.Field.allCases
    let index = form.focus.rawValue
    switch key {
    case .escape:
      state.careForm = nil
      return []
    case .tab, .down:
      form.focus = fields[(index + 1) % fields.count]
      return []
    case .backTab, .up:
      form.focus = fields[(index + fields.count - 1) % fields.count]
      return []
    case .ctrl("s"):
      return save(&form, today: state.today)
    case .enter:
      if form.focus == .note { return save(&form, today: state.today) }
      form.focus = fields[index + 1]
      return []
    case .left where form.focus == .kind, .right where form.focus == .kind,
      .character(" ") where form.focus == .kind:
      let kinds = CareKind.allCases
      let current = kinds.firstIndex(of: form.kind) ?? 0
      let step = key == .left ? kinds.count - 1 : 1
      form.kind = kinds[(current + step) % kinds.count]
      return []
    case .character(let character) where form.focus == .kind:
      // 1–5 pick a kind directly.
      if let number = character.wholeNumberValue, CareKind.allCases.indices.contains(number - 1) {
        form.kind = CareKind.allCases[number - 1]
      }
      return []
    default:
      switch form.focus {
      case .kind: return []
      case .day:
        guard TextInput.apply(key, to: &form.day) else { return [] }
        form.dayProblem = nil
      case .note:
        _ = TextInput.apply(key, to: &form.note)
      }
      return []
    }
  }

  private static func save(_ form: inout CareForm, today: Day) -> [PlantsFeature.Output] {
    guard let day = Day(iso: form.day.trimmingSpaces()) else {
      form.dayProblem = .notADate
      form.focus = .day
      return []
    }
    guard day <= today else {
      form.dayProblem = .inFuture
      form.focus = .day
      return []
    }
    let note = form.note.trimmingSpaces()
    if let editing = form.editing {
      return [.run(.updateCare(id: editing.id, kind: form.kind, day: day, note: note))]
    }
    return [.run(.addCare(plantID: form.plantID, kind: form.kind, day: day, note: note))]
  }
}
