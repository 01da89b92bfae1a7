import DaybookCore
import TerminalKit

/// Everything the app shows, as one value: views are a function of it, tests compare it.
public struct AppState: Equatable, Sendable {
  /// The terminal size in cells.
  public var size: Size
  /// The latest instant the app was told about (time arrives in actions).
  public var now: Timestamp
  /// The local day of `now`; changes at midnight.
  public var today: Day
  /// The time zone in which instants become days and clock times (`zoneKnown`, at start):
  /// reducers and views never read the process's `TZ`.
  public var zone = LocalZone.utc
  public var focus: Pane = .calendar
  public var calendar: CalendarFeature.State
  public var todayPane: TodayFeature.State
  public var heatmap: HeatmapFeature.State
  public var editor: EditorState
  /// The files attached to the editor's entry.
  public var attachments = AttachmentList()
  /// The mosaics of the entry's pictures and the full-screen picture viewer.
  public var pictures = PicturesState()
  /// What is on top of the panes (help, search, a screen such as todos), nil when nothing.
  public var destination: Destination?
  /// The screen the help overlay was opened over, shown again when the help closes.
  public var helpUnder: Destination?
  /// The care of the calendar's grid, listed for the selected day.
  public var dayCare = DayCareFeature.State()
  /// The todos of the calendar's loaded days (due or finished that day), for the day summary.
  public var dayTodos: [Day: [Todo]] = [:]
  /// The optional weather source: fetched reports and when to fetch again.
  public var weather = WeatherFeature.State()
  /// How borders and markers are drawn (`:glyphs NAME`, `G`).
  public var glyphs = GlyphSet.rounded
  public var status: StatusMessage?
  /// The journal's settings; a change of language reaches every pane at once.
  public var settings = JournalSettings() {
    didSet { shareLanguage() }
  }
  /// The name of the theme in use and the theme itself.
  public var themeName = "default"
  public var theme = Theme.builtinDefault
  /// The colours the terminal shows; every theme loaded is adapted to them.
  public var colorDepth = ColorDepth.truecolor
  /// Every theme that can be switched to, sorted.
  public var themeNames: [String] = ["default"]
  public var unreadCount = 0
  /// Set when `n` asked for today's entry in editing mode before it was loaded.
  public var editWhenLoaded: Day?
  /// The run loop stops after the batch that sets this.
  public var isQuitting = false
  /// A save at quit failed: the next quit leaves without saving (quitting always works).
  public var quitsWithoutSaving = false
  /// The editor's unsaved text is neither in the journal nor in a file: quitting asks first.
  public var textAtRisk = false
  /// The journal's folder that could not take the text, for the save-elsewhere prompt.
  public var unwritableFolder = ""
  /// The journal was opened only to read: nothing is changed, and editing is refused.
  public var journalIsReadOnly = false
  /// Read-only because a newer Daybook migrated the journal: what the status line says.
  public var journalIsFromNewerDaybook = false
  /// The journal's `PRAGMA data_version` when last polled; it moves when another process
  /// commits, and then what is on screen is loaded again.
  public var journalVersion: Int64?
  /// Background sync with the git remote.
  public var sync = SyncFeature.State()

  public init(size: Size = .zero, today: Day, now: Timestamp = 0) {
    self.size = size
    self.now = now
    self.today = today
    calendar = CalendarFeature.State(today: today)
    todayPane = TodayFeature.State(today: today)
    heatmap = HeatmapFeature.State(end: today)
    editor = EditorState(day: today)
  }

  /// The language the command line named for this session (`daybook --lang ko`); it wins
  /// over the setting until the user picks a language in the view.
  public var languageOverride: Language?
  /// The name of the journal open, when it is not the default one (`--journal work`).
  public var journalName: String?
  /// What an empty day starts with when the user begins writing it.
  public var entryTemplate: EntryTemplate?

  /// The plants screen when it is the destination (or under the help), nil when closed.
  public var plantsScreen: PlantsFeature.State? {
    get { self[presented: .plants] }
    set { self[presented: .plants] = newValue }
  }

  /// The language of the interface: the session's `--lang`, else the settings.
  public var language: Language { languageOverride ?? Language(setting: settings.language) }

  /// Makes `language` the interface language and the journal's setting.
  public mutating func setLanguage(_ language: Language) {
    settings.language = language.rawValue
    languageOverride = nil
  }

  /// Gives the panes the interface language (they draw and word their messages in it).
  mutating func shareLanguage() {
    let language = language
    calendar.language = language
    todayPane.language = language
    heatmap.language = language
    editor.language = language
  }

  /// How the screen is divided at the current size.
  public var layoutMode: LayoutMode { LayoutMode(size: size) }

  /// True when keys should go to a text field or a question rather than the global keymap:
  /// an overlay, the editor typing or picking, a date after `g`, a pending y/n.
  var isTyping: Bool { destination != nil || focusedPaneTakesAllKeys }

  var focusedPaneTakesAllKeys: Bool {
    switch focus {
    case .calendar: calendar.goToInput != nil || dayCare.isActive
    case .today: todayPane.confirm != nil || todayPane.intakeInput != nil
    case .heatmap: false
    case .editor: editor.isTypingText
    }
  }
}

/// A message on the status line that disappears at `expiresAt`.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var isError: Bool
  public var expiresAt: Timestamp

  public init(text: String, isError: Bool = false, expiresAt: Timestamp) {
    self.text = text
    self.isError = isError
    self.expiresAt = expiresAt
  }

  /// How long a message stays, in seconds.
  static let lifetime: Timestamp = 5
}

/// How the screen is divided.
public enum LayoutMode: Equatable, Sendable {
  /// Four panes side by side (wide terminals).
  case sideBySide
  /// The four panes at 100–119 columns: as side by side, the heatmap's summary left out.
  case middle
  /// A row of tabs and the focused pane at full size.
  case tabs
  /// Only a "terminal too small" message.
  case tooSmall

  /// The smallest usable terminal.
  public static let minimum = Size(width: 40, height: 12)
  /// The narrowest terminal that shows all panes at once with room to spare.
  public static let sideBySideWidth = 120
  /// The narrowest terminal that shows all panes at once.
  public static let middleWidth = 100

  public init(size: Size) {
    if size.width < LayoutMode.minimum.width || size.height < LayoutMode.minimum.height {
      self = .tooSmall
    } else if size.width >= LayoutMode.sideBySideWidth {
      self = .sideBySide
    } else if size.width >= LayoutMode.middleWidth {
      self = .middle
    } else {
      self = .tabs
    }
  }
}
