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
    switch Command(key: key) {
    case .cancel?:
      state.form = nil
      return []
    case .nextField?:
      form.focus = fields[(index + 1) % fields.count]
      return []
    case .previousField?:
      form.focus = fields[(index + fields.count - 1) % fields.count]
      return []
    case .catalog? where form.editing == nil:
      form.focus = .catalog
      return []
    case .save?:
      return save(&form, state)
    case .down? where form.focus == .catalog:
      form.catalogSelection = min(form.catalogSelection + 1, max(0, form.catalogHits.count - 1))
      return []
    case .up? where form.focus == .catalog:
      form.catalogSelection = max(0, form.catalogSelection - 1)
      return []
    case .enter? where form.focus == .catalog:
      guard form.catalogHits.indices.contains(form.catalogSelection),
        let plant = PlantCatalog.bundled.plant(id: form.catalogHits[form.catalogSelection])
      else {
        form.focus = .name
        return []
      }
      choose(plant, &form, today: state.today)
      return []
    case .enter?:
      if form.focus == fields.last { return save(&form, state) }
      form.focus = fields[index + 1]
      return []
    case .down?:
      form.focus = fields[min(index + 1, fields.count - 1)]
      return []
    case .up?:
      form.focus = fields[max(index - 1, 0)]
      return []
    case .catalog?, nil:
      var text = form[form.focus]
      guard TextInput.apply(key, to: &text) else { return [] }
      form[form.focus] = text
      form.problems[form.focus] = nil
      if form.focus == .catalog { search(&form) }
      return []
    }
  }

  /// The plant form's commands, each with its keys and help; the form's key line, the footer
  /// and the help are drawn from them. Only the keys that type nothing are commands:
  /// printable keys, Backspace and the line-editing keys go to the field being typed in.
  enum Command: KeyCommand, Sendable {
    case nextField, previousField, down, up, enter, catalog, save, cancel

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .nextField: KeyBinding(keys: ["Tab"], help: PlantText.keyNextField.text(language))
      case .previousField:
        KeyBinding(keys: ["Shift-Tab"], help: PlantText.keyPreviousField.text(language))
      case .down: KeyBinding(keys: ["Down"], help: PlantText.keyFormDown.text(language))
      case .up: KeyBinding(keys: ["Up"], help: PlantText.keyFormUp.text(language))
      case .enter: KeyBinding(keys: ["Enter"], help: PlantText.keyFormEnter.text(language))
      case .catalog: KeyBinding(keys: ["Ctrl-F"], help: PlantText.keyCatalog.text(language))
      case .save: KeyBinding(keys: ["Ctrl-S"], help: PlantText.keySave.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: PlantText.keyCancel.text(language))
      }
    }
  }

  /// The form's key line: the catalog only while adding (an edited plant keeps its species).
  static func keyLine(_ form: PlantForm?, _ language: Language) -> [KeyBinding] {
    let commands: [Command] =
      form?.editing == nil ? [.nextField, .catalog, .save, .cancel] : [.nextField, .save, .cancel]
    return commands.map { $0.binding(language) }
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
    switch Command(key: key) {
    case .cancel?:
      state.careForm = nil
      return []
    case .nextField?:
      form.focus = fields[(index + 1) % fields.count]
      return []
    case .previousField?:
      form.focus = fields[(index + fields.count - 1) % fields.count]
      return []
    case .save?:
      return save(&form, today: state.today)
    case .enter?:
      if form.focus == .note { return save(&form, today: state.today) }
      form.focus = fields[index + 1]
      return []
    case .previousKind? where form.focus == .kind, .nextKind? where form.focus == .kind:
      let kinds = CareKind.allCases
      let current = kinds.firstIndex(of: form.kind) ?? 0
      let step = Command(key: key) == .previousKind ? kinds.count - 1 : 1
      form.kind = kinds[(current + step) % kinds.count]
      return []
    case .previousKind?, .nextKind?, nil:
      type(key, &form)
      return []
    }
  }

  /// A key that is no command goes to the field: 1–5 pick a kind, text goes to the day and
  /// the note.
  private static func type(_ key: Key, _ form: inout CareForm) {
    switch form.focus {
    case .kind:
      if case .character(let character) = key, let number = character.wholeNumberValue,
        CareKind.allCases.indices.contains(number - 1)
      {
        form.kind = CareKind.allCases[number - 1]
      }
    case .day:
      guard TextInput.apply(key, to: &form.day) else { return }
      form.dayProblem = nil
    case .note:
      _ = TextInput.apply(key, to: &form.note)
    }
  }

  /// The care form's commands, each with its keys and help; its key line, the footer and the
  /// help are drawn from them. Printable keys go to the field; on the kind field Left, Right
  /// and Space change the kind (in the note Space types a space) and 1–5 pick one.
  enum Command: KeyCommand, Sendable {
    case nextField, previousField, previousKind, nextKind, enter, save, cancel

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .nextField:
        KeyBinding(
          keys: ["Tab", "Down"], help: PlantText.keyNextField.text(language), label: "Tab")
      case .previousField:
        KeyBinding(
          keys: ["Shift-Tab", "Up"], help: PlantText.keyPreviousField.text(language),
          label: "Shift-Tab")
      case .previousKind:
        KeyBinding(keys: ["Left"], help: PlantText.keyPreviousKind.text(language))
      case .nextKind:
        KeyBinding(keys: ["Right", "Space"], help: PlantText.keyNextKind.text(language))
      case .enter: KeyBinding(keys: ["Enter"], help: PlantText.keyCareEnter.text(language))
      case .save: KeyBinding(keys: ["Ctrl-S"], help: PlantText.keySave.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: PlantText.keyCancel.text(language))
      }
    }
  }

  /// The care form's key line: the kind keys as one "←/→".
  static func keyLine(_ language: Language) -> [KeyBinding] {
    [
      Command.nextField.binding(language),
      KeyBinding(
        keys: ["Left", "Right", "Space"], help: PlantText.keyKind.text(language), label: "←/→"),
      Command.save.binding(language), Command.cancel.binding(language),
    ]
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
