import DaybookCore
import TerminalKit

/// Work the reducer asks for; the `EffectRunner` does it and reports back with actions.
public enum Effect: Equatable, Sendable {
  case loadSettings
  /// Finds every theme file, for the theme list and `T` (after the first frame).
  case loadThemeCatalog
  /// Loads one theme; before the catalog is read, only that theme's file is.
  case loadTheme(String)
  case loadMonth(Day)
  case loadToday(Day)
  case loadHeatmap(from: Day, to: Day, metric: HeatmapFeature.Metric)
  /// The heatmap metric's streaks over the whole history, up to a day (read from the
  /// activity months: about 1,200 rows a source for a century).
  case loadHistoryStreaks(HeatmapFeature.Metric, through: Day)
  /// The entry of a day and any draft left for it.
  case loadEntry(Day)
  /// Reads whether another process changed the journal (about once a second, from the tick).
  case pollJournal
  /// The stored entry of the open day again, after another process changed the journal.
  case reloadEntry(Day)
  /// Saves the editor's entry, edited from the stored text `base` (nil: there was none);
  /// a base that moved on is merged, never overwritten.
  case saveEntry(Entry, base: String? = nil)
  case saveDraft(Entry)
  /// Stars or unstars a day's entry (`*` in the editor).
  case setEntryStarred(Day, Bool)
  /// Keeps text the journal could not take in a private file beside it.
  case keepUnsavedText(Entry)
  /// Writes the text of an entry to a new file at a path the user typed (never over one).
  case writeTextElsewhere(Entry, path: String)
  /// Removes the autosaved draft of a day (its changes were discarded).
  case deleteDraft(Day)
  case water(plantID: RowID)
  case waterAll([RowID])
  case undoCare(RowID)
  case setTodoDone(RowID, Bool)
  case setTodoImportant(RowID, Bool)
  case addIntake(kind: IntakeKind, amount: Double, unit: IntakeUnit, drink: String = "")
  case removeIntake(RowID)
  case saveSettings(JournalSettings)
  /// Stores the Today pane's section order and hidden sections.
  case saveTodaySections(TodaySections)
  case addPlant(Plant)
  case countUnread
  /// Records the reminders due by `now` in the notification centre.
  case deliverReminders(now: Timestamp)
  case loadNotifications(unreadOnly: Bool)
  case markNotificationRead(RowID)
  case markAllNotificationsRead
  /// Runs `$VISUAL`/`$EDITOR` on the entry's text.
  case openExternalEditor(Entry)
  /// One page of the todo screen and the count of its matches.
  case loadTodoPage(TodoQuery)
  case changeTodo(TodoChange)
  /// The title of a todo's project, for the opened todo.
  case loadTodoProject(RowID)
  case loadStatistics(StatisticsPeriod, Day)
  /// The intake records of a day, for the records screen.
  case loadIntakeRecords(Day)
  case changeIntakeRecord(IntakeRecordChange)
  /// Every project with its progress, for the projects screen.
  case loadProjects
  /// A day's kept weather report.
  case loadWeatherReport(Day)
  /// Keeps a fetched weather report in the journal.
  case saveWeatherReport(WeatherReport)
  /// Stores the glyph set.
  case saveGlyphs(GlyphSet)
  case changeProject(ProjectChange)
  /// Gives the terminal back to the shell (Ctrl-Z).
  case suspend
  case plants(PlantEffect)
  case browse(BrowseEffect)
  /// Runs off the input loop; a newer effect with the same id supersedes this one, whose
  /// result is then dropped. The result comes back as actions on the loop.
  case longRunning(LongRunningEffect, id: CancelID)
  /// Stops the long-running effect with this id; a result it still delivers is dropped.
  case cancel(CancelID)
}

/// Work slow enough that typing must not wait for it.
public enum LongRunningEffect: Equatable, Sendable {
  /// The results of a search-as-you-type query (read-only).
  case search(String)
  /// The next page of a search's results, after `cursor`.
  case searchMore(String, after: SearchCursor)
  /// One sync with the git remote (it writes, on a connection of its own).
  case sync
  /// The day's weather from the weather source (curl), when a place is set.
  case fetchWeather(Day)
  /// Mosaics of pictures, from the thumbnail cache or decoded (read-only but for the cache).
  case pictures([PictureRequest])
}

/// Names a slot for long-running effects: at most one runs per id.
public enum CancelID: Hashable, Sendable {
  case search
  case sync
  case weather
  case pictureStrip, pictureViewer
  /// The photo in the plants screen's detail.
  case plantPhoto
}
