import DaybookCore

/// `daybook stats`: caffeine and water per day over a week or a month, against the goal.
enum StatsCommand: Command {
  static let name = "stats"
  static func summary(_ language: Language) -> String { Text.summary(language) }
  static func help(_ language: Language) -> String { Text.help(language) }
  static let spec = ArgumentSpec(flags: ["week", "month", "json"], options: ["date"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(verbatim: Text.unexpected(word))
    }
    if arguments.has("week") && arguments.has("month") {
      throw CommandError.usage(verbatim: Text.weekAndMonth)
    }
    let period: StatisticsPeriod = arguments.has("month") ? .month : .week
    let today = context.today
    let day = try arguments.value("date").map {
      try Values.day($0, option: "--date", today: today)
    } ?? today
    let journal = try context.journal()
    let settings = try journal.settings()
    let range = period.range(containing: day, weekStart: settings.weekStart)
    let stats = IntakeStatistics.compute(
      try journal.intakes(from: range.first, to: range.last), period: period, containing: day,
      today: today, weekStart: settings.weekStart, settings: settings.goal)
    let output = context.output
    if arguments.has("json") {
      try output.json(stats)
      return
    }
    output.line(Text.heading(stats))
    let showsWater = stats.mode == .zeroCaffeine || stats.days.contains { $0.waterMl > 0 }
    let rows = stats.days.map { figure -> [String] in
      let value = stats.mode == .caffeineLimit ? figure.caffeineMg : figure.waterMl
      var row = [
        "  " + Text.weekday(figure.day.weekday) + " " + figure.day.iso,
        output.bar(stats.goalLine > 0 ? value / stats.goalLine : 0, width: 10),
        Values.number(figure.caffeineMg.rounded()) + " mg",
      ]
      if showsWater { row.append(Values.number(figure.waterMl.rounded()) + " ml") }
      row.append(Text.verdict(figure.met, unicode: output.unicode))
      return row
    }
    for line in Output.table(rows) { output.line(line) }
    output.line(Text.summaryLine(stats))
  }
}

private enum Text {
  static func summary(_ language: Language) -> String { "caffeine and water per day over a week or a month" }
  static func help(_ language: Language) -> String { helpText }
  static let helpText = """
    Usage: daybook stats [--week | --month] [--date DAY] [--json]

    Caffeine and water of every day of the week (or month) containing DAY (default today),
    a bar against the goal, whether each logged day met it, and the averages per elapsed
    day. Days after today count in neither.

    Options:
      --week       the week (the default; it starts on the day the settings say)
      --month      the calendar month
      --date DAY   YYYY-MM-DD, today or yesterday: which week or month
      --json       print the figures as JSON
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static let weekAndMonth = "--week and --month cannot be used together"

  static func heading(_ stats: IntakeStatistics) -> String {
    let goal =
      stats.mode == .caffeineLimit
      ? "limit \(Values.number(stats.goalLine)) mg caffeine"
      : "no caffeine, \(Values.number(stats.goalLine)) ml water"
    let span = stats.period == .week ? "Week" : "Month"
    return "\(span) \(stats.first.iso) – \(stats.last.iso) · goal: \(goal)"
  }

  static func weekday(_ weekday: Weekday) -> String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday.rawValue - 1]
  }

  static func verdict(_ met: Bool?, unicode: Bool) -> String {
    switch met {
    case true?: unicode ? "✓ met" : "met"
    case false?: unicode ? "✗ missed" : "missed"
    case nil: ""
    }
  }

  static func summaryLine(_ stats: IntakeStatistics) -> String {
    let caffeine = Values.number(stats.averageCaffeineMg.rounded())
    let water = Values.number(stats.averageWaterMl.rounded())
    return "Average \(caffeine) mg caffeine, \(water) ml water a day over \(stats.elapsedDays) "
      + "days · goal met on \(stats.daysMet) of \(stats.loggedDays) logged days"
  }
}
