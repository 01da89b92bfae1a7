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
      switch key {
      case .escape, .character("q"), .character("s"):
        return [.close]
      case .tab, .backTab:
        state.period = state.period == .week ? .month : .week
      case .character("w"):
        guard state.period != .week else { return [] }
        state.period = .week
      case .character("m"):
        guard state.period != .month else { return [] }
        state.period = .month
      case .character("["), .left, .character("h"):
        state.anchor = state.period.moving(state.anchor, by: -1)
      case .character("]"), .right, .character("l"):
        state.anchor = state.period.moving(state.anchor, by: 1)
      case .character("t"):
        guard state.anchor != state.today else { return [] }
        state.anchor = state.today
      default:
        return []
      }
      return [.load(state.period, state.anchor)]
    }
  }
}
