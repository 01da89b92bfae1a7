import DaybookCore

/// The entry editor of one day: text, mood, weather, mode, undo history and autosave clock.
///
/// The first line of the text is the entry's title and the rest (after the first newline)
/// its body, as in jrnl, so there is one text to edit and no title field to tab into.
public struct EditorState: Equatable, Sendable {
  /// Text, cursor, mood and weather at one moment: an undo step or the last saved state.
  public struct Snapshot: Equatable, Sendable {
    /// The text's lines.
    public var lines: [String]
    /// The cursor then.
    public var cursor: TextBuffer.Position
    /// The mood then.
    public var mood: Mood?
    /// The weather then.
    public var weather: Weather?

    /// A snapshot of the given parts.
    public init(
      lines: [String], cursor: TextBuffer.Position = TextBuffer.Position(line: 0, column: 0),
      mood: Mood? = nil, weather: Weather? = nil
    ) {
      self.lines = lines
      self.cursor = cursor
      self.mood = mood
      self.weather = weather
    }
  }

  /// The small list that picks a mood (`m`) or a weather (`w`).
  public struct Picker: Equatable, Sendable {
    /// What the list picks.
    public enum Kind: Equatable, Sendable { case mood, weather }

    /// Moods in list order; nil clears the mood.
    public static let moodOptions: [Mood?] = Mood.allCases.map { $0 } + [nil]
    /// Weathers in list order; nil clears the weather.
    public static let weatherOptions: [Weather?] = Weather.allCases.map { $0 } + [nil]

    /// What the list picks.
    public var kind: Kind
    /// Index of the highlighted option.
    public var selected: Int

    /// A list of `kind` with option `selected` highlighted.
    public init(kind: Kind, selected: Int) {
      self.kind = kind
      self.selected = selected
    }

    /// How many options the list has.
    public var optionCount: Int {
      kind == .mood ? Self.moodOptions.count : Self.weatherOptions.count
    }
  }

  /// The day whose entry this is.
  public var day: Day
  /// The stored entry's row, nil until the entry is first saved.
  public var entryID: RowID?
  /// The text being edited.
  public var buffer: TextBuffer
  /// The chosen mood.
  public var mood: Mood?
  /// The chosen weather.
  public var weather: Weather?
  /// The day's weather as the weather source reported it, shown when none was chosen.
  public var fetchedWeather: WeatherReport?
  /// The stored entry is starred (changed with `*` straight in the journal, not by a save).
  public var starred = false
  /// True while keys type into the text; false when the pane only has focus.
  public var isEditing = false
  /// The text, mood and weather as last saved (or loaded).
  public var savedSnapshot: Snapshot
  /// The stored text this editing started from (loaded or last saved), nil when the day had
  /// no entry: a save carries it so text another writer saved meanwhile is merged, not lost.
  public var baseText: String?
  /// Earlier states, most recent last; a run of typing or deleting is one step.
  public var undoStack: [Snapshot] = []
  /// States undone, most recent last; cleared by a new change.
  public var redoStack: [Snapshot] = []
  /// The kind of the last change while it may still be extended (a typing run).
  var openEditRun: EditRun?
  /// The first wrapped row shown: a line and a row within its wrap.
  public var scroll = TextBuffer.RowPosition(line: 0, row: 0)
  /// The first rendered row shown in read mode (the entry as Markdown, see `EntryMarkdown`).
  public var readScroll = 0
  /// Columns the text wraps at (the pane's width, from `resized`).
  public var textWidth = 80
  /// Rows of text the pane shows (from `resized`).
  public var textHeight = 20
  /// The open mood or weather list.
  public var picker: Picker?
  /// When the text, mood or weather last changed.
  public var lastEditAt: Timestamp?
  /// Set after the discard key while the yes/no question is on the status line.
  public var confirmingDiscard = false
  /// When a draft was last autosaved.
  public var lastDraftAt: Timestamp?
  /// When the first change not yet in a draft or save was made.
  public var draftPendingSince: Timestamp?
  /// Tags written in the text, as of the last refresh (each edit of a normal-sized entry,
  /// and every save and autosave of a huge one).
  public var tags: [String] = []
  /// The interface language (set by the shell).
  public var language: Language = .en
  /// The search this day was opened from, whose matches are marked; cleared by an edit.
  public var searchHighlight: SearchHighlight?
  /// The text an empty day starts with when editing begins (the config's `template`); it is
  /// the saved state until the user changes it, so an untouched template is never saved.
  public var template: String?

  /// An empty editor for `day`.
  public init(day: Day) {
    self.day = day
    buffer = TextBuffer()
    savedSnapshot = Snapshot(lines: [""])
  }

  /// The entry's title: the first line of the text.
  public var title: String { buffer.lines[0] }

  /// The entry's body: the text after the first newline.
  public var body: String { buffer.lines.dropFirst().joined(separator: "\n") }

  /// True when text, mood or weather differ from the last save.
  public var isDirty: Bool {
    mood != savedSnapshot.mood || weather != savedSnapshot.weather
      || buffer.lines != savedSnapshot.lines
  }

  /// The entry as it would be saved now; the journal fills in the times.
  public var entry: Entry {
    Entry(id: entryID ?? 0, day: day, title: title, body: body, mood: mood, weather: weather)
  }

  /// The state now, as an undo step.
  var snapshot: Snapshot {
    Snapshot(lines: buffer.lines, cursor: buffer.cursor, mood: mood, weather: weather)
  }

  /// The text of an entry: title, newline, body (just the title when the body is empty).
  static func text(of entry: Entry) -> String {
    entry.body.isEmpty ? entry.title : entry.title + "\n" + entry.body
  }
}

/// Kinds of change that fold into one undo step while repeated.
enum EditRun: Equatable, Sendable {
  case typing, deletingBackward, deletingForward
}
