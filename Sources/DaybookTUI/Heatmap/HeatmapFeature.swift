import DaybookCore
import TerminalKit

/// The Heatmap pane: one cell a day over the last 53 weeks, and streaks.
public enum HeatmapFeature {
  /// What the heatmap counts.
  public enum Metric: String, CaseIterable, Sendable {
    /// Entries, care events, todos done and intake records.
    case all
    /// Diary entries.
    case writing
    /// Plant care events.
    case care
    /// Todos done.
    case todos

    /// What the metric counts, for streaks over the whole history.
    public var sources: Set<ActivitySource> {
      switch self {
      case .all: Set(ActivitySource.allCases)
      case .writing: [.entries]
      case .care: [.care]
      case .todos: [.todosDone]
      }
    }

    /// The metric after this one, for `m`.
    public var next: Metric {
      let all = Metric.allCases
      return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
  }

  /// Weeks in the grid, as on GitHub.
  public static let weekCount = 53

  /// Everything the Heatmap pane shows and remembers.
  public struct State: Equatable, Sendable {
    /// The last day of the grid: today.
    public var end: Day
    /// The highlighted day, always inside `range`.
    public var selected: Day
    /// The first row of each column.
    public var weekStart: WeekStart
    /// Count per day for `metric`; absent days count 0.
    public var counts: [Day: Int]
    /// What is counted.
    public var metric: Metric
    /// Current and longest streak for `metric` within the grid's 53 weeks.
    public var streaks: Streaks
    /// The streaks for `metric` over the whole history, once counted (off the input loop);
    /// nil until then, so a 53-week figure is never passed off as the longest.
    public var history: Streaks?
    /// The interface language (set by the shell).
    public var language: Language = .en
    /// True when the grid shows a quarter (13 weeks, wider cells) instead of the year (`v`).
    public var showsQuarter = false

    /// Creates a state ending today with nothing loaded.
    public init(
      end: Day, selected: Day? = nil, weekStart: WeekStart = .monday, counts: [Day: Int] = [:],
      metric: Metric = .all, streaks: Streaks = Streaks(current: 0, longest: 0)
    ) {
      self.end = end
      self.selected = selected ?? end
      self.weekStart = weekStart
      self.counts = counts
      self.metric = metric
      self.streaks = streaks
    }

    /// The first day of the grid: the start of the week 52 weeks before today's week.
    public var first: Day { end.startOfWeek(weekStart).adding(days: -7 * (weekCount - 1)) }

    /// The days the grid covers.
    public var range: ClosedRange<Day> { first...end }

    /// The heatmap level (0–4) of a day.
    public func level(of day: Day) -> Int { ActivityCounts.level(for: counts[day] ?? 0) }
  }

  /// What happened to the Heatmap pane.
  public enum Action: Equatable, Sendable {
    /// A key was pressed while the pane had focus.
    case key(Key)
    /// Counts for a range and metric arrived.
    case countsLoaded(from: Day, to: Day, metric: Metric, counts: [Day: Int], streaks: Streaks)
    /// The local day changed (midnight passed).
    case todayChanged(Day)
    /// Another pane picked a day; no output, so the panes never echo each other.
    case select(Day)
    /// The streaks over the whole history up to `through` arrived.
    case historyStreaksLoaded(metric: Metric, through: Day, streaks: Streaks)
  }

  /// What the Heatmap pane asks of the shell.
  public enum Output: Equatable, Sendable {
    /// The highlighted day moved (the shell may show it in the status line).
    case selectionChanged(Day)
    /// Enter: select this day in the calendar and focus the calendar.
    case openDay(Day)
    /// Load counts and streaks for the range and metric.
    case needCounts(from: Day, to: Day, metric: Metric)
    /// Count the metric's streaks over the whole history up to a day (slow).
    case needHistoryStreaks(metric: Metric, through: Day)
    /// A message for the status line.
    case status(String)
  }

  /// The commands of the pane, each with its keys and help text.
  public enum Command: KeyCommand, Sendable {
    /// Select the day before (one row up).
    case previousDay
    /// Select the day after (one row down).
    case nextDay
    /// Select the same weekday a week earlier (one column left).
    case previousWeek
    /// Select the same weekday a week later (one column right).
    case nextWeek
    /// Show the selected day in the calendar.
    case open
    /// Count the next metric.
    case cycleMetric
    /// Show a quarter with wider cells, or the year again.
    case toggleQuarter

    /// The keys and help text of the command.
    public func binding(_ language: Language) -> KeyBinding {
      if self == .toggleQuarter {
        return KeyBinding(keys: ["v"], help: HeatmapQuarterText.toggle.text(language))
      }
      let (keys, help): ([String], HeatmapPaneText) =
        switch self {
        case .previousDay: (["Up", "k"], .previousDay)
        case .nextDay: (["Down", "j"], .nextDay)
        case .previousWeek: (["Left", "h"], .previousWeek)
        case .nextWeek: (["Right", "l"], .nextWeek)
        case .open: (["Enter"], .open)
        case .cycleMetric: (["m"], .cycleMetric)
        case .toggleQuarter: (["v"], .cycleMetric)
        }
      return KeyBinding(keys: keys, help: help.text(language))
    }
  }

  /// The pane's keys, for the help overlay and the footer.
  public static let keymap: [KeyBinding] = keymap(.en)

  /// The pane's keys with help in a language.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    Command.keymap(language)
  }

  /// A fresh state ending today and the outputs to send at start (load the counts).
  public static func start(today: Day, weekStart: WeekStart) -> (state: State, outputs: [Output]) {
    let state = State(end: today, weekStart: weekStart)
    return (state, [needCounts(state)])
  }

  /// Applies an action to the state and returns what the shell should do.
  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      guard let command = Command(key: key) else { return [] }
      switch command {
      case .previousDay: return move(&state, by: -1)
      case .nextDay: return move(&state, by: 1)
      case .previousWeek: return move(&state, by: -7)
      case .nextWeek: return move(&state, by: 7)
      case .open: return [.openDay(state.selected)]
      case .cycleMetric:
        state.metric = state.metric.next
        state.history = nil
        let name = HeatmapPaneText.metricName(state.metric).text(state.language)
        let message = HeatmapPaneText.metricChanged.text(state.language, name)
        return [needCounts(state), .status(message)]
      case .toggleQuarter:
        // The counts cover the year either way: only the view changes.
        state.showsQuarter.toggle()
        let text: HeatmapQuarterText = state.showsQuarter ? .showingQuarter : .showingYear
        return [.status(text.text(state.language))]
      }

    case .countsLoaded(let from, let to, let metric, let counts, let streaks):
      // An answer for an older range or metric would paint the wrong picture.
      guard from == state.first, to == state.end, metric == state.metric else { return [] }
      state.counts = counts
      state.streaks = streaks
      // The counts may have changed the history's runs too: count them again.
      return [.needHistoryStreaks(metric: metric, through: to)]

    case .historyStreaksLoaded(let metric, let through, let streaks):
      guard metric == state.metric, through == state.end else { return [] }
      state.history = streaks
      return []

    case .todayChanged(let today):
      let wasOnEnd = state.selected == state.end
      state.end = today
      state.history = nil
      state.selected = wasOnEnd ? today : clamp(state.selected, to: state.range)
      return [needCounts(state)]

    case .select(let day):
      state.selected = clamp(day, to: state.range)
      return []
    }
  }

  private static func needCounts(_ state: State) -> Output {
    .needCounts(from: state.first, to: state.end, metric: state.metric)
  }

  private static func move(_ state: inout State, by days: Int) -> [Output] {
    let target = clamp(state.selected.adding(days: days), to: state.range)
    guard target != state.selected else { return [] }
    state.selected = target
    return [.selectionChanged(target)]
  }

  private static func clamp(_ day: Day, to range: ClosedRange<Day>) -> Day {
    min(max(day, range.lowerBound), range.upperBound)
  }
}
