import DaybookCore
import TerminalKit

/// The statistics screen (`s`): a week's or a month's caffeine and water against the goal.
public enum StatisticsFeature {
  public struct State: Equatable, Sendable {
    public var period: StatisticsPeriod
    /// A day in the period shown.
    public var anchor: Day
    public var today: Day
    /// The figures, once loaded for `period` and `anchor`.
    public var statistics: IntakeStatistics?

    public init(today: Day, period: StatisticsPeriod = .week) {
      self.period = period
      anchor = today
      self.today = today
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case loaded(IntakeStatistics, anchor: Day)
  }

  public enum Output: Equatable, Sendable {
    case load(StatisticsPeriod, Day)
    case close
  }

  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case let .loaded(statistics, anchor):
      guard anchor == state.anchor, statistics.period == state.period else { return [] }
      state.statistics = statistics
      return []
    case .key(let key):
      guard let command = Command(key: key) else { return [] }
      switch command {
      case .close:
        return [.close]
      case .period:
        // One command on three keys, shown as one: `w` and `m` pick, Tab switches.
        let period: StatisticsPeriod =
          switch key {
          case .character("w"): .week
          case .character("m"): .month
          default: state.period == .week ? .month : .week
          }
        guard period != state.period else { return [] }
        state.period = period
      case .move:
        let earlier = [Key.character("["), .left, .character("h")].contains(key)
        state.anchor = state.period.moving(state.anchor, by: earlier ? -1 : 1)
      case .thisPeriod:
        guard state.anchor != state.today else { return [] }
        state.anchor = state.today
      }
      return [.load(state.period, state.anchor)]
    }
  }

  /// The screen's commands, each with its keys and help; the key line, the footer and the
  /// help are drawn from them.
  public enum Command: KeyCommand, Sendable {
    /// Week or month: `w` week, `m` month, Tab (or Shift-Tab) the other one.
    case period
    /// An earlier (`[`, Left, h) or later (`]`, Right, l) period.
    case move
    /// Back to the period with today.
    case thisPeriod
    /// Close the screen.
    case close

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .period:
        KeyBinding(
          keys: ["Tab", "Shift-Tab", "w", "m"], help: StatisticsText.period.text(language),
          label: "Tab/w/m")
      case .move:
        KeyBinding(
          keys: ["[", "]", "Left", "Right", "h", "l"], help: StatisticsText.move.text(language),
          label: "[ ]")
      case .thisPeriod:
        KeyBinding(keys: ["t"], help: StatisticsText.thisPeriod.text(language))
      case .close:
        KeyBinding(keys: ["Esc", "q", "s"], help: StatisticsText.back.text(language), label: "Esc")
      }
    }
  }
}
