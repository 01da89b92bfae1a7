import DaybookCore
import TerminalKit

/// Something that happened: terminal input, time passing, or the result of an effect.
public enum AppAction: Equatable, Sendable {
  case started(size: Size, today: Day, now: Timestamp)
  case keyPressed(Key)
  case pasted(String)
  case terminalResized(Size)
  /// A mouse button went down on a cell (1 left, 4/5 wheel).
  case mouseClicked(x: Int, y: Int, button: Int)
  /// Time passed; `today` is the local day of `now`.
  case tick(now: Timestamp, today: Day)
  /// Background sync (see `SyncFeature`).
  case sync(SyncFeature.Event)
  /// The first frame is on the screen: time for the work nothing on it waits for.
  case firstFramePresented
  case settingsLoaded(JournalSettings, journalIsEmpty: Bool)
  case themesLoaded(names: [String])
  /// The terminal's colours are known (after it started); the theme is adapted to them.
  case colorDepthKnown(ColorDepth)
  /// The time zone the run loop read at start.
  case zoneKnown(LocalZone)
  /// The command line named the language for this session (`--lang`).
  case languageGiven(Language)
  /// The journal open is not the default one: its name is shown on the status line.
  case journalNamed(String)
  /// The config names a template for empty days.
  case templateGiven(EntryTemplate)
  case themeLoaded(name: String, theme: Theme)
  case themeNotFound(name: String)
  case entryLoaded(day: Day, entry: Entry?, draft: Entry?)
  case entrySaved(day: Day, entry: Entry?)
  /// The journal's data version, read by `pollJournal`.
  case journalVersionRead(Int64)
  /// The open day's stored entry, read again by `reloadEntry`.
  case entryReloaded(day: Day, entry: Entry?)
  /// A save met text another writer saved meanwhile and merged with it.
  case entryMerged(day: Day, entry: Entry?, keptBoth: Bool)
  case searchResults(query: String, hits: [SearchResult])
  /// A page of a search's results; `total` is counted with the first page only.
  case searchPageLoaded(query: String, page: SearchPage, total: Int?, appending: Bool)
  case unreadCounted(Int)
  case plantAdded(Plant)
  /// An effect failed; the message is for the status line.
  case effectFailed(String)
  /// Unsaved text was kept in the file at this path.
  case unsavedTextKept(String)
  /// Unsaved text could not be kept beside the journal in `folder`, for `reason`.
  case unsavedTextNotKept(folder: String, reason: String)
  /// The journal was opened only to read (read-only media, file or folder).
  case journalIsReadOnly
  /// The journal was opened only to read because a newer Daybook migrated it.
  case journalIsFromNewerDaybook
  case saveText(SaveTextFeature.Action)
  case calendar(CalendarFeature.Action)
  case today(TodayFeature.Action)
  case heatmap(HeatmapFeature.Action)
  case editor(EditorAction)
  case plants(PlantsFeature.Action)
  case dayCare(DayCareFeature.Event)
  case browse(BrowseAction)
  case pictures(PicturesAction)
  case todoScreen(TodosFeature.Action)
  case statistics(StatisticsFeature.Action)
  case notifications(NotificationCentreFeature.Action)
  case intakeRecords(IntakeRecordsFeature.Action)
  case projects(ProjectsFeature.Action)
  case weather(WeatherFeature.Event)
  /// The stored glyph set, when one other than rounded was chosen.
  case glyphsLoaded(GlyphSet)
  /// The todos of each day in a range (the calendar's grid) arrived.
  case dayTodosLoaded(from: Day, to: Day, [Day: [Todo]])
}
