import DaybookCore

/// A layer over the panes that takes every key while it is open.
public enum Overlay: Equatable, Sendable {
  /// Every keymap, scrolled by `scroll` lines.
  case help(scroll: Int)
  case search(SearchOverlay)
  /// The `:` command line with what was typed so far.
  case command(text: String)
  case confirm(Confirmation)
  case onboarding(Onboarding)
  /// The revision history of a day (a placeholder for now).
  case history(day: Day)
  /// Delivered reminders (`N`).
  case notifications(NotificationCentreFeature.State)
}

/// A yes/no question; `y` runs `effects`, `n` or Esc drops them.
public struct Confirmation: Equatable, Sendable {
  public var prompt: String
  public var effects: [Effect]

  public init(prompt: String, effects: [Effect]) {
    self.prompt = prompt
    self.effects = effects
  }
}

/// Search with live results.
public struct SearchOverlay: Equatable, Sendable {
  public var query: String
  public var results: [SearchHit]
  public var selection: Int

  public init(query: String = "", results: [SearchHit] = [], selection: Int = 0) {
    self.query = query
    self.results = results
    self.selection = selection
  }
}

/// First-run questions; every answer has a default, Esc skips the rest.
public struct Onboarding: Equatable, Sendable {
  public enum Step: Int, CaseIterable, Equatable, Sendable {
    case language, weekStart, goalMode, goalAmount, plant
  }

  public var step: Step = .language
  public var language: Language
  public var weekStart: WeekStart = .monday
  public var goalMode: GoalMode = .caffeineLimit
  /// Digits typed for the limit (mg) or the water goal (ml).
  public var amountText: String
  public var plantName = ""

  public init(language: Language = .en, goal: GoalSettings = GoalSettings()) {
    self.language = language
    goalMode = goal.mode
    amountText = Journal.number(
      goal.mode == .caffeineLimit ? goal.caffeineLimitMg : goal.waterGoalMl)
  }
}
