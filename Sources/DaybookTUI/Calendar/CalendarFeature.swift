import DaybookCore
import TerminalKit

/// The Calendar pane: a month grid with markers, moved by day, week and month.
public enum CalendarFeature {
  /// Everything the Calendar pane shows and remembers.
  public struct State: Equatable, Sendable {
    /// The highlighted day; the visible month is the month of this day.
    public var selected: Day
    /// The local day today, marked in the grid.
    public var today: Day
    /// The first column of the grid.
    public var weekStart: WeekStart
    /// Markers for the days of the visible grid (the shell loads them on `needMonth`).
    public var marks: [Day: DayMarks]
    /// Whether the intake goal was met, per past day of the visible grid.
    public var goals: [Day: Bool]
    /// Care kinds whose marker is shown; nil shows every kind.
    public var filter: Set<CareKind>?
    /// The date typed after `g`, or nil when not typing one.
    public var goToInput: String?
    /// The interface language (set by the shell).
    public var language: Language = .en

    /// Creates a state showing today's month with nothing loaded yet.
    public init(
      today: Day, selected: Day? = nil, weekStart: WeekStart = .monday,
      marks: [Day: DayMarks] = [:], goals: [Day: Bool] = [:], filter: Set<CareKind>? = nil,
      goToInput: String? = nil
    ) {
      self.selected = selected ?? today
      self.today = today
      self.weekStart = weekStart
      self.marks = marks
      self.goals = goals
      self.filter = filter
      self.goToInput = goToInput
    }

    /// The first day of the month on screen.
    public var visibleMonth: Day { selected.firstOfMonth }

    /// The care kinds of a day that pass the filter.
    public func shownCareKinds(on day: Day) -> Set<CareKind> {
      let kinds = marks[day]?.careKinds ?? []
      guard let filter else { return kinds }
      return kinds.intersection(filter)
    }
  }

  /// What happened to the Calendar pane.
  public enum Action: Equatable, Sendable {
    /// A key was pressed while the pane had focus.
    case key(Key)
    /// Markers and goal results for the grid of `month` arrived.
    case monthLoaded(month: Day, marks: [Day: DayMarks], goals: [Day: Bool])
    /// The local day changed (midnight passed).
    case todayChanged(Day)
    /// Another pane (heatmap, search) picked a day.
    case select(Day)
  }

  /// What the Calendar pane asks of the shell.
  public enum Output: Equatable, Sendable {
    /// The selected day changed; the editor follows it.
    case selectionChanged(Day)
    /// Load markers and goals for the six-week grid of this month (its first day).
    case needMonth(Day)
    /// Enter on a day: focus the editor on it.
    case openDay(Day)
    /// A message for the status line.
    case status(String)
  }

  /// The commands of the pane, each with its keys and help text.
  public enum Command: KeyCommand, Sendable {
    /// Select the day before.
    case previousDay
    /// Select the day after.
    case nextDay
    /// Select the same weekday a week earlier.
    case previousWeek
    /// Select the same weekday a week later.
    case nextWeek
    /// Select the same day a month earlier (clamped to the month).
    case previousMonth
    /// Select the same day a month later (clamped to the month).
    case nextMonth
    /// Select today.
    case today
    /// Start typing a date to jump to.
    case goTo
    /// Show the next care kind only (all, water, repot, fertilize, treat, note).
    case cycleFilter
    /// Open the selected day in the editor.
    case open

    /// The keys and help text of the command.
    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .previousDay: binding(["Left", "h"], .previousDay, language)
      case .nextDay: binding(["Right", "l"], .nextDay, language)
      case .previousWeek: binding(["Up", "k"], .previousWeek, language)
      case .nextWeek: binding(["Down", "j"], .nextWeek, language)
      case .previousMonth: binding(["["], .previousMonth, language)
      case .nextMonth: binding(["]"], .nextMonth, language)
      case .today: binding(["t"], .today, language)
      case .goTo: binding(["g"], .goTo, language)
      case .cycleFilter: binding(["f"], .cycleFilter, language)
      case .open: binding(["Enter"], .open, language)
      }
    }

    private func binding(_ keys: [String], _ help: CalendarPaneText, _ language: Language)
      -> KeyBinding
    {
      KeyBinding(keys: keys, help: help.text(language))
    }
  }

  /// The pane's keys, for the help overlay and the footer.
  public static let keymap: [KeyBinding] = keymap(.en)

  /// The pane's keys with help in a language.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    Command.keymap(language)
  }

  /// Keys while typing a date after `g`.
  public static func goToKeymap(_ language: Language) -> [KeyBinding] {
    [
      KeyBinding(keys: ["Enter"], help: CalendarPaneText.jumpToDate.text(language)),
      KeyBinding(keys: ["Esc"], help: CalendarPaneText.cancel.text(language)),
      KeyBinding(keys: ["Backspace"], help: CalendarPaneText.deleteCharacter.text(language)),
    ]
  }

  /// The order `f` walks through: all kinds, then each kind alone.
  public static let filterCycle: [Set<CareKind>?] = [nil] + CareKind.allCases.map { [$0] }

  /// A fresh state on today and the outputs to send at start (load today's month).
  public static func start(today: Day, weekStart: WeekStart) -> (state: State, outputs: [Output]) {
    let state = State(today: today, weekStart: weekStart)
    return (state, [.needMonth(state.visibleMonth)])
  }

  /// Applies an action to the state and returns what the shell should do.
  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      if state.goToInput != nil { return typeDate(&state, key: key) }
      guard let command = Command(key: key) else { return [] }
      return run(command, &state)

    case .monthLoaded(let month, let marks, let goals):
      // A late answer for a month the user already left would show the wrong markers.
      guard month.firstOfMonth == state.visibleMonth else { return [] }
      state.marks = marks
      state.goals = goals
      return []

    case .todayChanged(let newToday):
      let wasOnToday = state.selected == state.today
      state.today = newToday
      guard wasOnToday, newToday != state.selected else {
        // Yesterday's goal result is final now; reload the month to show it.
        return [.needMonth(state.visibleMonth)]
      }
      return move(&state, to: newToday, forceReload: true)

    case .select(let day):
      state.goToInput = nil
      return move(&state, to: day)
    }
  }

  private static func run(_ command: Command, _ state: inout State) -> [Output] {
    switch command {
    case .previousDay: return move(&state, to: state.selected.adding(days: -1))
    case .nextDay: return move(&state, to: state.selected.adding(days: 1))
    case .previousWeek: return move(&state, to: state.selected.adding(days: -7))
    case .nextWeek: return move(&state, to: state.selected.adding(days: 7))
    case .previousMonth: return move(&state, to: state.selected.adding(months: -1))
    case .nextMonth: return move(&state, to: state.selected.adding(months: 1))
    case .today: return move(&state, to: state.today)
    case .goTo:
      state.goToInput = ""
      return []
    case .cycleFilter:
      let index = filterCycle.firstIndex(of: state.filter) ?? 0
      state.filter = filterCycle[(index + 1) % filterCycle.count]
      let language = state.language
      let name =
        state.filter.map { $0.map { $0.name(language) }.sorted().joined(separator: ", ") }
        ?? VocabularyText.allKinds.text(language)
      return [.status(CalendarPaneText.careFilter.text(language, name))]
    case .open: return [.openDay(state.selected)]
    }
  }

  /// Moves the selection; a move into another month asks for that month's markers.
  private static func move(_ state: inout State, to day: Day, forceReload: Bool = false)
    -> [Output]
  {
    guard day != state.selected else { return [] }
    let oldMonth = state.visibleMonth
    state.selected = day
    var outputs: [Output] = [.selectionChanged(day)]
    if forceReload || state.visibleMonth != oldMonth {
      outputs.append(.needMonth(state.visibleMonth))
    }
    return outputs
  }

  private static func typeDate(_ state: inout State, key: Key) -> [Output] {
    let input = state.goToInput ?? ""
    switch key {
    case .escape:
      state.goToInput = nil
      return []
    case .backspace:
      state.goToInput = String(input.dropLast())
      return []
    case .enter:
      state.goToInput = nil
      if input.isEmpty { return [] }
      guard let day = parseDate(input, year: state.selected.year, today: state.today) else {
        return [.status(CalendarPaneText.notADate.text(state.language, input))]
      }
      return move(&state, to: day)
    default:
      // Any printable character: 내일, 金曜日, 12/5 and 12월 5일 are dates too.
      var edited = input
      if TextInput.apply(key, to: &edited), edited.count <= goToInputLimit {
        state.goToInput = edited
      }
      return []
    }
  }

  /// The longest date typed after `g` (`2026년 12월 25일`, `来週の金曜日`).
  static let goToInputLimit = 24

  /// Parses what `DueDayParser` reads (`YYYY-MM-DD`, `12/5`, `12월 5일`, `내일`, `金曜日`…);
  /// a month and day without a year are in `year`, the year on screen.
  static func parseDate(_ text: String, year: Int, today: Day) -> Day? {
    DueDayParser.parse(text, today: today, yearless: .inYear(year))
  }
}
