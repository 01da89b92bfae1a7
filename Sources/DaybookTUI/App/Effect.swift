import DaybookCore

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
  /// The entry of a day and any draft left for it.
  case loadEntry(Day)
  case saveEntry(Entry)
  case saveDraft(Entry)
  /// Removes the autosaved draft of a day (its changes were discarded).
  case deleteDraft(Day)
  case water(plantID: RowID)
  case waterAll([RowID])
  case undoCare(RowID)
  case setTodoDone(RowID, Bool)
  case setTodoImportant(RowID, Bool)
  case addIntake(kind: IntakeKind, amount: Double, unit: IntakeUnit)
  case removeIntake(RowID)
  case search(String)
  case saveSettings(JournalSettings)
  case addPlant(name: String)
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
  case loadStatistics(StatisticsPeriod, Day)
  /// The intake records of a day, for the records screen.
  case loadIntakeRecords(Day)
  case changeIntakeRecord(IntakeRecordChange)
  /// Gives the terminal back to the shell (Ctrl-Z).
  case suspend
  case plants(PlantEffect)
  case browse(BrowseEffect)
}
