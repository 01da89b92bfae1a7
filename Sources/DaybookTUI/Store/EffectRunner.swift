import DaybookCore
import TerminalKit

/// The only place that does I/O: performs effects against the journal, the clock, theme
/// files and `$EDITOR`, and reports the results as actions.
public final class EffectRunner {
  let journal: Journal
  let clock: Clock
  let environment: [String: String]
  let executablePath: String
  /// The terminal, given back while `$EDITOR` runs or the app is suspended.
  weak var terminal: (any TerminalBackend)?
  /// Edits text in an external program; nil when it failed or was cancelled.
  var editText: (String) -> String?
  /// Gives the terminal to the shell until the user resumes (Ctrl-Z).
  var suspendToShell: () -> Void
  /// Set when the terminal was given away and the next frame must be drawn in full.
  var needsRedraw = false
  /// The interface's language, in which failures are worded; the run loop keeps it in step
  /// with the state.
  public var language: Language = .en
  private var themes: ThemeCatalog?
  /// `xdg-open` processes not yet collected.
  var openerProcesses: [Int32] = []

  public init(
    journal: Journal, clock: Clock, environment: [String: String], executablePath: String,
    terminal: (any TerminalBackend)? = nil
  ) {
    self.journal = journal
    self.clock = clock
    self.environment = environment
    self.executablePath = executablePath
    self.terminal = terminal
    editText = { ExternalEditor.edit($0, environment: environment) }
    suspendToShell = { ExternalEditor.stopProcess() }
  }

  /// Performs one effect; errors become `.effectFailed`.
  public func perform(_ effect: Effect) -> [AppAction] {
    do {
      return try run(effect)
    } catch {
      let message = (error as? JournalError)?.message(language) ?? String(describing: error)
      switch effect {
      case .water, .waterAll, .undoCare, .setTodoDone, .setTodoImportant, .addIntake,
        .removeIntake:
        return [.today(.failed(message))]
      case .plants:
        return [.plants(.failed(message))]
      default:
        return [.effectFailed(message)]
      }
    }
  }

  private func run(_ effect: Effect) throws -> [AppAction] {
    switch effect {
    case .loadSettings:
      var settings = try journal.settings()
      // Until a language is chosen, the interface speaks the locale's.
      if settings.language == nil {
        settings.language = Language(environment: environment)?.rawValue
      }
      return [.settingsLoaded(settings, journalIsEmpty: try journal.hasNoEntries())]
        + (try journal.weatherPlace() == nil ? [] : [.weather(.enabled)])
        + (try journal.setting("glyphs").map { [.glyphsLoaded(GlyphSet(setting: $0))] } ?? [])

    case .loadThemeCatalog:
      let catalog = ThemeLocator.loadAll(from: themeDirectories)
      themes = catalog
      return [.themesLoaded(names: catalog.names)]

    case .loadTheme(let name):
      return theme(named: name)

    case .loadMonth(let day):
      let settings = try journal.settings()
      let grid = day.monthGrid(weekStart: settings.weekStart)
      let first = grid.first?.first ?? day.firstOfMonth
      let last = grid.last?.last ?? day.lastOfMonth
      var marks = try journal.dayMarks(from: first, to: last)
      let planned = try journal.plannedWateringCounts(from: first, to: last, today: clock.today)
      for (day, count) in planned { marks[day, default: DayMarks()].wateringsPlanned = count }
      let goal = settings.goal
      let totals = IntakeGoals.totals(of: try journal.intakes(from: first, to: last), settings: goal)
      let goals = totals.mapValues { IntakeGoals.evaluate($0, settings: goal).met }
      return [.calendar(.monthLoaded(month: day.firstOfMonth, marks: marks, goals: goals))]
        + [.dayTodosLoaded(from: first, to: last, try journal.todosByDay(from: first, to: last))]
        + [try PlantsEffects.dayCare(journal, month: day, weekStart: settings.weekStart)]

    case .loadToday(let day):
      return [.today(.loaded(try TodayLoader.snapshot(journal, day: day)))]

    case let .loadHeatmap(first, last, metric):
      let counts = try HeatmapLoader.counts(journal, from: first, to: last, metric: metric)
      let streaks = Streaks.compute(
        writtenDays: counts.compactMap { $0.value > 0 ? $0.key : nil }, today: clock.today)
      return [
        .heatmap(
          .countsLoaded(from: first, to: last, metric: metric, counts: counts, streaks: streaks))
      ]

    case .loadEntry(let day):
      let draft = try journal.drafts().first { $0.day == day }
      return [
        .entryLoaded(day: day, entry: try journal.entry(on: day), draft: draft),
        .browse(.attachmentsLoaded(day: day, try journal.attachments(on: day))),
      ]

    case .pollJournal:
      return [.journalVersionRead(try journal.dataVersion())]

    case .reloadEntry(let day):
      return [.entryReloaded(day: day, entry: try journal.entry(on: day))]

    case .saveEntry(let entry, let base):
      let (saved, outcome) = try journal.saveEntry(
        entry, over: base, at: clock.now(), language: language)
      guard outcome == .saved else {
        return [.entryMerged(day: entry.day, entry: saved, keptBoth: outcome == .keptBoth)]
      }
      return [.entrySaved(day: entry.day, entry: saved)]

    case .saveDraft(let entry):
      try journal.saveDraft(entry, at: clock.now())
      return []

    case .setEntryStarred(let day, let starred):
      try journal.setStarred(starred, on: day, at: clock.now())
      return [.entrySaved(day: day, entry: try journal.entry(on: day))]
    case .keepUnsavedText(let entry):
      return [.unsavedTextKept(try journal.keepUnsavedText(entry, at: clock.now()))]
    case .deleteDraft(let day):
      try journal.deleteDraft(on: day)
      return []

    case .water(let plantID):
      let event = try journal.addCare(CareEvent(plantID: plantID, kind: .water, at: clock.now()))
      return [.today(.plantWatered(plantID: plantID, careEventID: event.id, at: event.at))]

    case .waterAll(let plantIDs):
      let now = clock.now()
      let events = try journal.transaction {
        try plantIDs.map { try journal.addCare(CareEvent(plantID: $0, kind: .water, at: now)) }
      }
      return events.map {
        .today(.plantWatered(plantID: $0.plantID, careEventID: $0.id, at: $0.at))
      }

    case .undoCare(let id):
      try journal.deleteCare(id: id)
      return [.today(.wateringUndone(careEventID: id))]

    case let .setTodoDone(id, done):
      try journal.setTodoDone(id: id, at: done ? clock.now() : nil)
      return try journal.todo(id: id).map { [.today(.todoChanged($0))] } ?? []

    case let .setTodoImportant(id, important):
      guard var todo = try journal.todo(id: id) else { return [] }
      todo.important = important
      try journal.updateTodo(todo)
      return [.today(.todoChanged(todo))]

    case let .addIntake(kind, amount, unit, drink):
      let intake = try journal.addIntake(
        Intake(kind: kind, amount: amount, unit: unit, at: clock.now(), drink: drink))
      return [.today(.intakeRecorded(intake))]

    case .removeIntake(let id):
      try journal.deleteIntake(id: id)
      return [.today(.intakeRemoved(id))]

    case .longRunning(let work, _):
      // Without a store that runs it off the loop (tests), it runs here like any other.
      return try LongRunningWork.perform(work, on: journal)
    case .cancel:
      return []

    case .saveTodaySections(let sections):
      try journal.setTodaySections(sections)
      return []

    case .saveSettings(let settings):
      try journal.saveSettings(settings)
      return []

    case .addPlant(let plant):
      return [.plantAdded(try journal.addPlant(plant, at: clock.now()))]

    case .countUnread:
      return [.unreadCounted(try journal.unreadNotificationCount())]

    case .deliverReminders(let now):
      // Before onboarding stores a language, the locale decides, as it does for the screen.
      let language = Language(
        setting: try journal.settings().language ?? Language(environment: environment)?.rawValue)
      let delivered = try journal.deliverDueReminders(now: now, language: language)
      return [.notifications(.remindersDelivered(messages: delivered.map(\.message)))]

    case .loadNotifications(let unreadOnly):
      let items = try journal.notifications(unreadOnly: unreadOnly)
      return [.notifications(.loaded(items, unreadOnly: unreadOnly))]

    case .markNotificationRead(let id):
      try journal.markNotificationRead(id: id, at: clock.now())
      return [.unreadCounted(try journal.unreadNotificationCount())]

    case .markAllNotificationsRead:
      let now = clock.now()
      try journal.transaction {
        for item in try journal.notifications(unreadOnly: true, limit: Int.max) {
          try journal.markNotificationRead(id: item.id, at: now)
        }
      }
      return [.unreadCounted(try journal.unreadNotificationCount())]

    case .openExternalEditor(let entry):
      terminal?.suspend()
      let text = editText(ExternalEditor.text(of: entry))
      terminal?.resume()
      needsRedraw = true
      return [.editor(.externalEditorFinished(text))]

    case .loadTodoPage(let query):
      return try loadTodoPage(query)
    case .changeTodo(let change):
      return try changeTodo(change)
    case .loadTodoProject(let id):
      return try loadTodoProject(id)
    case let .loadStatistics(period, day):
      return try loadStatistics(period, day)
    case .loadIntakeRecords(let day):
      return try loadIntakeRecords(day)
    case .changeIntakeRecord(let change):
      return try changeIntakeRecord(change)
    case .loadProjects:
      return try loadProjects()
    case .loadWeatherReport(let day):
      return [.weather(.reportLoaded(day, try journal.weatherReport(on: day)))]
    case .saveGlyphs(let glyphs):
      try journal.setSetting("glyphs", glyphs == .rounded ? nil : glyphs.rawValue)
      return []
    case .saveWeatherReport(let report):
      try journal.saveWeatherReport(report, at: clock.now())
      return []
    case .changeProject(let change):
      return try changeProject(change)

    case .suspend:
      terminal?.suspend()
      suspendToShell()
      terminal?.resume()
      needsRedraw = true
      return []

    case .plants(let effect):
      return try PlantsEffects.run(
        effect, journal: journal, clock: clock, language: language, home: environment["HOME"])
    case .browse(let effect):
      return try runBrowse(effect)
    }
  }

  private func theme(named name: String) -> [AppAction] {
    let found = themes.map { $0.themes[name] } ?? ThemeLocator.load(named: name, from: themeDirectories)
    if let found { return [.themeLoaded(name: name, theme: found)] }
    if name == "default" { return [.themeLoaded(name: name, theme: .builtinDefault)] }
    return [.themeNotFound(name: name)]
  }

  private var themeDirectories: [String] {
    ThemeLocator.searchDirectories(executablePath: executablePath, environment: environment)
  }
}
