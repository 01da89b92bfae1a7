import DaybookCore
import TerminalKit

/// The Today pane: plants by D-day, todos by bucket, intake against the goal.
public enum TodayFeature {
  /// A selectable row; the selection is kept by identity so it follows a row that moves.
  public enum Row: Hashable, Sendable {
    /// A plant in the Plants section.
    case plant(RowID)
    /// A todo in the Todos section.
    case todo(RowID)
    /// The intake line.
    case intake
  }

  /// The todos of one bucket as shown: open ones first, then the ones done today.
  public struct TodoSection: Equatable, Sendable {
    /// The bucket.
    public var bucket: TodoBucket
    /// Todos in display order.
    public var todos: [Todo]
    /// How many of them are still open.
    public var openCount: Int
  }

  /// The watering `u` can take back.
  public struct LastWatering: Equatable, Sendable {
    /// The plant watered.
    public var plantID: RowID
    /// The care event recorded.
    public var careEventID: RowID
    /// The plant's last watering day before, restored on undo.
    public var previousLastWatered: Day?

    /// Creates an undo record.
    public init(plantID: RowID, careEventID: RowID, previousLastWatered: Day?) {
      self.plantID = plantID
      self.careEventID = careEventID
      self.previousLastWatered = previousLastWatered
    }
  }

  /// One action of the pane that `u` takes back; the newest is last.
  public enum UndoStep: Equatable, Sendable {
    /// Waterings: one for `w`, all of a `W` batch together.
    case waterings([LastWatering])
    /// A todo marked done or open with `x`; it was `wasDone` before.
    case todoDone(RowID, wasDone: Bool)
    /// A todo marked important or not with `!`; it was `was` before.
    case todoImportant(RowID, was: Bool)
    /// An intake record added from this pane.
    case intakeAdded(RowID)
  }

  /// Undo steps kept.
  static let undoLimit = 50

  /// A question waiting for y/n.
  public enum Confirmation: Equatable, Sendable {
    /// The plant was already watered today.
    case waterAgain(plantID: RowID, name: String)
    /// Water every plant due today or late.
    case waterAll([RowID])

    /// The question as shown, in English.
    public var prompt: String { prompt(.en) }

    /// The question as shown.
    public func prompt(_ language: Language) -> String {
      switch self {
      case .waterAgain(_, let name): TodayPaneText.waterAgain.text(language, name)
      case .waterAll(let ids):
        ids.count == 1
          ? TodayPaneText.waterAllOne.text(language)
          : TodayPaneText.waterAllMany.text(language, String(ids.count))
      }
    }
  }

  /// Everything the Today pane shows and remembers.
  public struct State: Equatable, Sendable {
    /// The local day shown.
    public var today: Day {
      didSet { if today != oldValue { todoSections = Self.sections(of: todos, today: today) } }
    }
    /// The intake goal.
    public var goal: GoalSettings
    /// Plants with their schedule, most overdue first.
    public var plants: [WateringStatus]
    /// Open todos and todos done today, as loaded.
    public var todos: [Todo] {
      didSet { todoSections = Self.sections(of: todos, today: today) }
    }
    /// Today's intake records.
    public var intakes: [Intake]
    /// The selected row; nil until something is loaded (then the first row).
    public var selection: Row?
    /// What `u` takes back, newest last (waterings, todo marks, intakes of this pane).
    public var undoSteps: [UndoStep] = []
    /// Plants of a confirmed `W` whose watering has not come back yet; they join its step.
    public var wateringBatch: [RowID] = []
    /// Waterings `u` asked to delete, restored one by one as their deletions come back.
    public var undoingWaterings: [LastWatering] = []
    /// How many waterings of the current undo came back, for one answer about a batch.
    public var undoneWaterings = 0
    /// A pending y/n question.
    public var confirm: Confirmation?
    /// The interface language (set by the shell).
    public var language: Language = .en
    /// The one-key intakes (`c`, `e`, `a` by default).
    public var presets: [IntakePreset] = IntakePreset.defaults
    /// The text typed after `i`; nil while no intake is being typed.
    public var intakeInput: String?
    /// Active projects with their progress.
    public var projects: [ActiveProject] = []
    /// The order of the sections and which are hidden (`:sections`).
    public var sections: TodaySections = .standard

    /// Creates an empty state for a day.
    public init(
      today: Day, goal: GoalSettings = GoalSettings(), plants: [WateringStatus] = [],
      todos: [Todo] = [], intakes: [Intake] = [], selection: Row? = nil,
      confirm: Confirmation? = nil
    ) {
      self.today = today
      self.goal = goal
      self.plants = plants
      self.todos = todos
      self.intakes = intakes
      self.selection = selection
      self.confirm = confirm
      todoSections = Self.sections(of: todos, today: today)
    }

    /// Non-empty todo buckets in order, each with its open and done todos. Kept in step with
    /// `todos` and `today` when they change, because sorting hundreds of open todos on every
    /// key and every frame showed up in start-up profiles.
    public private(set) var todoSections: [TodoSection] = []

    static func sections(of todos: [Todo], today: Day) -> [TodoSection] {
      let open = TodoSchedule.buckets(todos.filter { !$0.isDone }, today: today)
      // Done todos have no bucket of their own; they stay where they were while open.
      let done = todos.filter(\.isDone)
      let doneByID = Dictionary(done.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let reopened = done.map { todo -> Todo in
        var copy = todo
        copy.doneAt = nil
        return copy
      }
      let doneBuckets = TodoSchedule.buckets(reopened, today: today)
      return TodoBucket.allCases.compactMap { bucket in
        let openTodos = open[bucket] ?? []
        let doneTodos = (doneBuckets[bucket] ?? []).compactMap { doneByID[$0.id] }
        guard !openTodos.isEmpty || !doneTodos.isEmpty else { return nil }
        return TodoSection(bucket: bucket, todos: openTodos + doneTodos, openCount: openTodos.count)
      }
    }

    /// Todos due today: how many are done.
    public var progress: TodayProgress { TodoSchedule.progress(todos, today: today) }

    /// Today's intake summed per kind.
    public var intakeTotals: IntakeTotals {
      var totals = IntakeTotals.zero
      for intake in intakes { totals.add(intake, settings: goal) }
      return totals
    }

    /// Today's intake against the goal.
    public var evaluation: GoalEvaluation { IntakeGoals.evaluate(intakeTotals, settings: goal) }

    /// Every selectable row, top to bottom.
    public var rows: [Row] {
      sections.visible.flatMap { section -> [Row] in
        switch section {
        case .plants: plants.map { .plant($0.plant.id) }
        case .todos: todoSections.flatMap { $0.todos.map { .todo($0.id) } }
        case .projects: []
        case .intake: [.intake]
        }
      }
    }

    /// The plant with this id.
    func plantStatus(_ id: RowID) -> WateringStatus? { plants.first { $0.plant.id == id } }
  }

  /// What happened to the Today pane.
  public enum Action: Equatable, Sendable {
    /// A key was pressed while the pane had focus.
    case key(Key)
    /// The day's plants, todos and intake arrived.
    case loaded(TodaySnapshot)
    /// A water care event was recorded now (so on `today`).
    case plantWatered(plantID: RowID, careEventID: RowID, at: Timestamp)
    /// A watering was deleted by undo.
    case wateringUndone(careEventID: RowID)
    /// A todo was saved.
    case todoChanged(Todo)
    /// An intake record was saved.
    case intakeRecorded(Intake)
    /// An intake record was deleted.
    case intakeRemoved(RowID)
    /// An effect failed; the message is for the status line.
    case failed(String)
    /// The sections were reordered or hidden (`:sections`).
    case sectionsChanged(TodaySections)
  }

  /// What the Today pane asks of the shell.
  public enum Output: Equatable, Sendable {
    /// Record a water care event now for this plant.
    case water(RowID)
    /// Record a water care event now for each of these plants.
    case waterAll([RowID])
    /// Delete this care event.
    case undoWater(RowID)
    /// Mark a todo done or open.
    case setTodoDone(RowID, Bool)
    /// Mark a todo important or not.
    case setTodoImportant(RowID, Bool)
    /// Record an intake now; `drink` is a catalog drink's id, or empty.
    case addIntake(kind: IntakeKind, amount: Double, unit: IntakeUnit, drink: String = "")
    /// Delete an intake record.
    case removeIntake(RowID)
    /// Show the intake records of the calendar's day.
    case openIntakeRecords
    /// Show a todo on its own, with its notes.
    case openTodo(Todo)
    /// A message for the status line.
    case status(String)
  }

  /// The commands of the pane, each with its keys and help text.
  public enum Command: KeyCommand, Sendable {
    /// Select the row above, across sections.
    case previousRow
    /// Select the row below, across sections.
    case nextRow
    /// Water the selected plant (asks first if it was watered today).
    case water
    /// Water every plant due today or late, after asking.
    case waterAll
    /// Take back the last quick-watering.
    case undoWater
    /// Mark the selected todo done or open.
    case toggleDone
    /// Mark the selected todo important or not.
    case toggleImportant
    /// Open the selected todo with its notes.
    case openTodo
    /// Record one step of the goal's kind (a shot, or a glass of water).
    case addIntake
    /// Remove today's latest record of the goal's kind.
    case removeIntake
    /// Type an intake with its amount (`caffeine 75mg`).
    case typeIntake
    /// List the intake records of the calendar's day, to edit or delete them.
    case intakeRecords

    /// The keys and help text of the command.
    public func binding(_ language: Language) -> KeyBinding {
      if self == .intakeRecords {
        return KeyBinding(keys: ["I"], help: IntakeRecordsText.openRecords.text(language))
      }
      if self == .openTodo {
        return KeyBinding(keys: ["Enter"], help: TodoDetailText.openKey.text(language))
      }
      let (keys, help): ([String], TodayPaneText?) =
        switch self {
        case .previousRow: (["Up", "k"], .previousRow)
        case .nextRow: (["Down", "j"], .nextRow)
        case .water: (["w"], .water)
        case .waterAll: (["W"], .waterAll)
        case .undoWater: (["u"], .undoWater)
        case .toggleDone: (["x"], .toggleDone)
        case .toggleImportant: (["!"], .toggleImportant)
        case .addIntake: (["+"], .addIntake)
        case .removeIntake: (["-"], .removeIntake)
        case .typeIntake: (["i"], nil)
        case .intakeRecords, .openTodo: (["I"], nil)
        }
      return KeyBinding(
        keys: keys, help: help?.text(language) ?? TodayIntakeText.typeAmount.text(language))
    }
  }

  /// The pane's keys, for the help overlay and the footer.
  public static let keymap: [KeyBinding] = keymap(.en)

  /// The pane's keys with help in a language.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    keymap(language, presets: IntakePreset.defaults)
  }

  /// The pane's keys, then one per intake preset.
  public static func keymap(_ language: Language, presets: [IntakePreset]) -> [KeyBinding] {
    Command.keymap(language) + presets.map { $0.binding(language) }
  }

  /// Keys while a question is pending; every other key is ignored until it is answered.
  public static let confirmKeymap: [KeyBinding] = confirmKeymap(.en)

  /// The question's keys with help in a language.
  public static func confirmKeymap(_ language: Language) -> [KeyBinding] {
    ConfirmCommand.paneKeymap(language)
  }

  /// What `+` records and `-` removes: a shot of coffee against a caffeine limit, a 250 ml
  /// glass of water on a zero-caffeine goal.
  public static func intakeStep(for goal: GoalSettings) -> (
    kind: IntakeKind, amount: Double, unit: IntakeUnit
  ) {
    switch goal.mode {
    case .caffeineLimit: (.caffeine, 1, .shot)
    case .zeroCaffeine: (.water, 250, .ml)
    }
  }

  /// Applies an action to the state and returns what the shell should do.
  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      return keyPressed(key, &state)

    case .loaded(let snapshot):
      // The intake row is only selected because nothing else was there: when the first
      // plant or todo arrives, the selection moves to the top so `w` and `x` act at once.
      let onlyIntakeBefore = state.rows.allSatisfy { $0 == .intake }
      state.today = snapshot.today
      state.goal = snapshot.goal
      state.plants = WateringSchedule.sortedByDDay(
        snapshot.plants.map {
          WateringSchedule.status(for: $0.plant, lastWatered: $0.lastWatered, today: snapshot.today)
        })
      state.todos = snapshot.todos
      state.intakes = snapshot.intakes
      state.presets = snapshot.presets
      state.projects = snapshot.projects
      state.sections = snapshot.sections
      if onlyIntakeBefore { state.selection = state.rows.first }
      keepSelectionValid(&state)
      return []

    case .plantWatered(let plantID, let careEventID, _):
      guard let status = state.plantStatus(plantID) else { return [] }
      let record = LastWatering(
        plantID: plantID, careEventID: careEventID, previousLastWatered: status.lastWatered)
      if let index = state.wateringBatch.firstIndex(of: plantID),
        case .waterings(let records)? = state.undoSteps.last
      {
        state.wateringBatch.remove(at: index)
        state.undoSteps[state.undoSteps.count - 1] = .waterings(records + [record])
        // A batch answers once, when its last watering is in: `u` takes all of it back.
        if !state.wateringBatch.isEmpty || !records.isEmpty {
          setLastWatered(&state, plantID: plantID, to: state.today)
          guard state.wateringBatch.isEmpty else { return [] }
          let count = String(records.count + 1)
          return [.status(TodayPaneText.wateredMany.text(state.language, count))]
        }
      } else {
        pushUndo(.waterings([record]), &state)
      }
      let next = WateringSchedule.nextWatering(for: status.plant, lastWatered: state.today)
      setLastWatered(&state, plantID: plantID, to: state.today)
      let nextText = DayText.short(next, state.language)
      return [.status(TodayPaneText.watered.text(state.language, status.plant.name, nextText))]

    case .wateringUndone(let careEventID):
      guard let index = state.undoingWaterings.firstIndex(where: { $0.careEventID == careEventID })
      else { return [] }
      let last = state.undoingWaterings.remove(at: index)
      state.undoneWaterings += 1
      guard let status = state.plantStatus(last.plantID) else { return [] }
      setLastWatered(&state, plantID: last.plantID, to: last.previousLastWatered)
      guard state.undoingWaterings.isEmpty else { return [] }
      let count = state.undoneWaterings
      state.undoneWaterings = 0
      return [
        .status(
          count == 1
            ? TodayPaneText.undidWatering.text(state.language, status.plant.name)
            : TodayPaneText.undidWateringMany.text(state.language, String(count)))
      ]

    case .todoChanged(let todo):
      if let index = state.todos.firstIndex(where: { $0.id == todo.id }) {
        state.todos[index] = todo
      } else {
        state.todos.append(todo)
      }
      keepSelectionValid(&state)
      return []

    case .intakeRecorded(let intake):
      state.intakes.append(intake)
      // Only this pane's keys add intake through this action.
      pushUndo(.intakeAdded(intake.id), &state)
      return []

    case .intakeRemoved(let id):
      state.intakes.removeAll { $0.id == id }
      // A record that is gone (undone, or deleted with `-`) has nothing left to undo.
      state.undoSteps.removeAll { $0 == .intakeAdded(id) }
      return []

    case .failed(let message):
      state.confirm = nil
      return [.status(message)]

    case .sectionsChanged(let sections):
      state.sections = sections
      keepSelectionValid(&state)
      return []
    }
  }

  private static func keyPressed(_ key: Key, _ state: inout State) -> [Output] {
    if let text = state.intakeInput { return typeIntake(key, text: text, &state) }
    if let confirm = state.confirm { return answer(confirm, key: key, &state) }
    if let command = Command(key: key) { return run(command, &state) }
    if let preset = preset(for: key, in: state) {
      return [
        .addIntake(kind: preset.kind, amount: preset.amount, unit: preset.unit),
        .status(
          TodayPaneText.recorded.text(
            state.language, preset.displayLabel(state.language),
            preset.unit.amountText(preset.amount, state.language))),
      ]
    }
    if isOtherPanesKey(key) {
      return [.status(TodayPaneText.notHere.text(state.language, key.description))]
    }
    return []
  }

  private static func pushUndo(_ step: UndoStep, _ state: inout State) {
    state.undoSteps.append(step)
    if state.undoSteps.count > undoLimit { state.undoSteps.removeFirst() }
  }

  /// Takes back the newest step of this pane: a `W` batch as a whole.
  private static func undo(_ state: inout State) -> [Output] {
    guard let step = state.undoSteps.popLast() else {
      return [.status(TodayPaneText.nothingToUndo.text(state.language))]
    }
    switch step {
    case .waterings(let records):
      guard !records.isEmpty else { return undo(&state) }
      state.undoingWaterings += records
      return records.map { .undoWater($0.careEventID) }
    case let .todoDone(id, wasDone):
      let title = state.todos.first { $0.id == id }?.title ?? ""
      return [
        .setTodoDone(id, wasDone), .status(TodayPaneText.undidTodo.text(state.language, title)),
      ]
    case let .todoImportant(id, was):
      let title = state.todos.first { $0.id == id }?.title ?? ""
      return [
        .setTodoImportant(id, was), .status(TodayPaneText.undidTodo.text(state.language, title)),
      ]
    case .intakeAdded(let id):
      let (name, amount) =
        state.intakes.first { $0.id == id }.map { describe($0, state.language) }
        ?? ("", "")
      return [
        .removeIntake(id), .status(TodayPaneText.undidIntake.text(state.language, name, amount)),
      ]
    }
  }

  private static func run(_ command: Command, _ state: inout State) -> [Output] {
    switch command {
    case .previousRow, .nextRow:
      let rows = state.rows
      let current = state.selection.flatMap(rows.firstIndex(of:)) ?? 0
      let target = command == .nextRow ? min(current + 1, rows.count - 1) : max(current - 1, 0)
      state.selection = rows[target]
      return []

    case .water:
      guard case .plant(let id) = state.selection, let status = state.plantStatus(id) else {
        return [.status(TodayPaneText.selectPlant.text(state.language))]
      }
      if status.lastWatered == state.today {
        state.confirm = .waterAgain(plantID: id, name: status.plant.name)
        return []
      }
      return [.water(id)]

    case .waterAll:
      let due = state.plants.filter(\.isDue).map(\.plant.id)
      guard !due.isEmpty else { return [.status(TodayPaneText.noneDue.text(state.language))] }
      state.confirm = .waterAll(due)
      return []

    case .undoWater:
      return undo(&state)

    case .toggleDone:
      guard let todo = selectedTodo(state) else {
        return [.status(TodayPaneText.selectTodo.text(state.language))]
      }
      pushUndo(.todoDone(todo.id, wasDone: todo.isDone), &state)
      let answer: TodayPaneText = todo.isDone ? .todoReopened : .todoDone
      return [
        .setTodoDone(todo.id, !todo.isDone), .status(answer.text(state.language, todo.title)),
      ]

    case .toggleImportant:
      guard let todo = selectedTodo(state) else {
        return [.status(TodayPaneText.selectTodo.text(state.language))]
      }
      pushUndo(.todoImportant(todo.id, was: todo.important), &state)
      let answer: TodayPaneText = todo.important ? .unmarkedImportant : .markedImportant
      return [
        .setTodoImportant(todo.id, !todo.important),
        .status(answer.text(state.language, todo.title)),
      ]

    case .addIntake:
      let step = intakeStep(for: state.goal)
      return [
        .addIntake(kind: step.kind, amount: step.amount, unit: step.unit),
        .status(
          TodayPaneText.recorded.text(
            state.language, step.kind.name(state.language),
            amountText(step.amount, step.unit, state.language))),
      ]

    case .typeIntake:
      state.intakeInput = ""
      return []

    case .intakeRecords:
      return [.openIntakeRecords]

    case .openTodo:
      // Enter on a plant or the intake row does nothing (yet).
      guard let todo = selectedTodo(state) else { return [] }
      return [.openTodo(todo)]

    case .removeIntake:
      let kind = intakeStep(for: state.goal).kind
      let latest = state.intakes.filter { $0.kind == kind }.max { ($0.at, $0.id) < ($1.at, $1.id) }
      guard let latest else {
        return [.status(TodayPaneText.noIntake.text(state.language, kind.name(state.language)))]
      }
      let (name, amount) = describe(latest, state.language)
      return [
        .removeIntake(latest.id),
        .status(TodayPaneText.removed.text(state.language, name, amount)),
      ]
    }
  }

  private static func answer(_ confirm: Confirmation, key: Key, _ state: inout State) -> [Output] {
    switch ConfirmCommand(key: key) {
    case .yes?:
      state.confirm = nil
      switch confirm {
      case .waterAgain(let plantID, _): return [.water(plantID)]
      case .waterAll(let ids):
        // The batch is one undo step; each watering joins it as it comes back.
        state.wateringBatch = ids
        pushUndo(.waterings([]), &state)
        return [.waterAll(ids)]
      }
    case .no?:
      state.confirm = nil
      return [.status(TodayPaneText.notWatered.text(state.language))]
    case .enterYes?, nil:
      return []
    }
  }

  private static func selectedTodo(_ state: State) -> Todo? {
    guard case .todo(let id) = state.selection else { return nil }
    return state.todos.first { $0.id == id }
  }

  /// Sets a plant's last watering day, recomputes its D-day and re-sorts the list.
  private static func setLastWatered(_ state: inout State, plantID: RowID, to day: Day?) {
    guard let index = state.plants.firstIndex(where: { $0.plant.id == plantID }) else { return }
    state.plants[index] = WateringSchedule.status(
      for: state.plants[index].plant, lastWatered: day, today: state.today)
    state.plants = WateringSchedule.sortedByDDay(state.plants)
  }

  private static func keepSelectionValid(_ state: inout State) {
    let rows = state.rows
    if let selection = state.selection, rows.contains(selection) { return }
    state.selection = rows.first
  }
}
