import DaybookCore

/// `daybook goal …`: the daily intake goal.
enum GoalCommand: CommandGroup {
  static let name = "goal"
  static let summary = Text.summary
  static var help: String { Text.help + "\n" + subcommandList }
  static var subcommands: [any Command.Type] { [Change.self, Show.self] }

  enum Change: Command {
    static let name = "set"
    static let summary = Text.setSummary
    static let help = Text.setHelp
    static let spec = ArgumentSpec(
      flags: ["zero-caffeine"], options: ["caffeine-limit", "water", "shot-mg"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(Text.unexpected(word))
      }
      let limit = try arguments.value("caffeine-limit").map {
        try Values.amount($0, option: "--caffeine-limit", unit: "mg")
      }
      let water = try arguments.value("water").map {
        try Values.amount($0, option: "--water", unit: "ml")
      }
      let shot = try arguments.value("shot-mg").map {
        try Values.amount($0, option: "--shot-mg", unit: "mg")
      }
      let zero = arguments.has("zero-caffeine")
      if zero && limit != nil { throw CommandError.usage(Text.limitAndZero) }
      guard zero || limit != nil || water != nil || shot != nil else {
        throw CommandError.usage(Text.nothingToSet)
      }
      let journal = try context.journal()
      var goal = try journal.settings().goal
      if let limit {
        goal.mode = .caffeineLimit
        goal.caffeineLimitMg = limit
      }
      if zero { goal.mode = .zeroCaffeine }
      if let water { goal.waterGoalMl = water }
      if let shot { goal.mgPerShot = shot }
      try journal.setGoal(goal)
      context.output.line(Text.describe(goal))
    }
  }

  enum Show: Command {
    static let name = "show"
    static let summary = Text.showSummary
    static let help = Text.showHelp
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(Text.unexpected(word))
      }
      let journal = try context.journal()
      let goal = try journal.settings().goal
      let today = context.today
      let totals = IntakeGoals.totals(
        of: try journal.intakes(from: today, to: today), on: today, settings: goal)
      let output = context.output
      output.line(Text.describe(goal))
      output.line(Text.todayHeading)
      for line in IntakeSummary.lines(totals, settings: goal, output: output) {
        output.line("  " + line)
      }
    }
  }
}

private enum Text {
  static let summary = "set or show the daily intake goal"
  static let help = """
    Usage: daybook goal SUBCOMMAND [ARGS…]   (daybook goal SUBCOMMAND --help for more)

    Subcommands:
    """
  static let setSummary = "change the goal"
  static let setHelp = """
    Usage: daybook goal set --caffeine-limit MG
           daybook goal set --zero-caffeine [--water ML]
           daybook goal set --shot-mg MG

    A day meets a caffeine-limit goal when its caffeine stays at or under MG; it meets a
    zero-caffeine goal when it has no caffeine and at least ML of water.

    Options:
      --caffeine-limit MG   switch to a daily caffeine limit of MG
      --zero-caffeine       switch to no caffeine at all plus a water goal
      --water ML            the daily water goal (default 2000)
      --shot-mg MG          caffeine in one shot (default 75)
    """
  static let showSummary = "show the goal and today's intake"
  static let showHelp = """
    Usage: daybook goal show

    Shows the goal and today's intake against it.
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static let limitAndZero = "--caffeine-limit and --zero-caffeine cannot be used together"
  static let nothingToSet = "nothing to set (see daybook goal set --help)"
  static let todayHeading = "Today:"
  static func describe(_ goal: GoalSettings) -> String {
    let shot = "1 shot = \(Values.number(goal.mgPerShot)) mg"
    switch goal.mode {
    case .caffeineLimit:
      return "Goal: at most \(Values.number(goal.caffeineLimitMg)) mg of caffeine a day (\(shot))"
    case .zeroCaffeine:
      return "Goal: no caffeine and \(Values.number(goal.waterGoalMl)) ml of water a day (\(shot))"
    }
  }
}
