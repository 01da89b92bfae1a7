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
  /// The themes found at start, once loaded.
  var themes: ThemeCatalog?
  /// The state's day, which the run loop keeps in step with the state: what is planned from
  /// today on and the statistics' "today" are the screen's day, not the clock's.
  public var today: Day
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
    today = clock.today
    editText = { [path = journal.path] text in
      ExternalEditor.edit(text, journalPath: path, environment: environment)
    }
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

  /// One line per effect: the work is in the feature's extension (EffectRunner+Today,
  /// +Calendar, +Entries, +Notifications, +Settings, +Browse; TodoEffects, PlantsEffects).
  private func run(_ effect: Effect) throws -> [AppAction] {
    switch effect {
    case .loadSettings: return try loadSettings()
    case .loadThemeCatalog: return loadThemeCatalog()
    case .loadTheme(let name): return theme(named: name)
    case .saveSettings(let settings): return try saveSettings(settings)
    case .saveGlyphs(let glyphs): return try saveGlyphs(glyphs)
    case .saveTodaySections(let sections): return try saveTodaySections(sections)

    case .loadMonth(let day): return try loadMonth(day)
    case let .loadHeatmap(first, last, metric): return try loadHeatmap(first, last, metric)
    case let .loadHistoryStreaks(metric, through):
      return try loadHistoryStreaks(metric, through: through)

    case .loadEntry(let day): return try loadEntry(day)
    case .reloadEntry(let day): return try reloadEntry(day)
    case .pollJournal: return [.journalVersionRead(try journal.dataVersion())]
    case .saveEntry(let entry, let base): return try saveEntry(entry, over: base)
    case .saveDraft(let entry): return try saveDraft(entry)
    case .setEntryStarred(let day, let starred): return try setEntryStarred(day, starred)
    case .keepUnsavedText(let entry): return keepUnsavedText(entry)
    case let .writeTextElsewhere(entry, path): return writeTextElsewhere(entry, path: path)
    case .deleteDraft(let day): return try deleteDraft(day)
    case .openExternalEditor(let entry): return openExternalEditor(entry)

    case .loadToday(let day): return try loadToday(day)
    case .water(let plantID): return try water(plantID)
    case .waterAll(let plantIDs): return try waterAll(plantIDs)
    case .undoCare(let id): return try undoCare(id)
    case let .setTodoDone(id, done): return try setTodoDone(id, done)
    case let .setTodoImportant(id, important): return try setTodoImportant(id, important)
    case let .addIntake(kind, amount, unit, drink):
      return try addIntake(kind: kind, amount: amount, unit: unit, drink: drink)
    case .removeIntake(let id): return try removeIntake(id)
    case .addPlant(let plant): return [.plantAdded(try journal.addPlant(plant, at: clock.now()))]

    case .countUnread: return [.unreadCounted(try journal.unreadNotificationCount())]
    case .deliverReminders(let now): return try deliverReminders(now: now)
    case .loadNotifications(let unreadOnly): return try loadNotifications(unreadOnly: unreadOnly)
    case .markNotificationRead(let id): return try markNotificationRead(id)
    case .markAllNotificationsRead: return try markAllNotificationsRead()

    case .loadTodoPage(let query): return try loadTodoPage(query)
    case .changeTodo(let change): return try changeTodo(change)
    case .loadTodoProject(let id): return try loadTodoProject(id)
    case let .loadStatistics(period, day): return try loadStatistics(period, day)
    case .loadIntakeRecords(let day): return try loadIntakeRecords(day)
    case .changeIntakeRecord(let change): return try changeIntakeRecord(change)
    case .loadProjects: return try loadProjects()
    case .changeProject(let change): return try changeProject(change)
    case .loadWeatherReport(let day):
      return [.weather(.reportLoaded(day, try journal.weatherReport(on: day)))]
    case .saveWeatherReport(let report):
      try journal.saveWeatherReport(report, at: clock.now())
      return []
    case .plants(let effect):
      return try PlantsEffects.run(
        effect, journal: journal, clock: clock, language: language, home: environment["HOME"])
    case .browse(let effect): return try runBrowse(effect)

    case .longRunning(let work, _):
      // Without a store that runs it off the loop (tests), it runs here like any other.
      return try LongRunningWork.perform(work, on: journal, language: language)
    case .cancel: return []
    case .suspend: return suspend()
    }
  }

  /// Gives the terminal to the shell until the user resumes.
  private func suspend() -> [AppAction] {
    terminal?.suspend()
    suspendToShell()
    terminal?.resume()
    needsRedraw = true
    return []
  }
}
