import DaybookCore

/// `daybook heatmap`: activity as a grid of days, one column a week, like the Heatmap pane.
enum HeatmapCommand: Command {
  static let name = "heatmap"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(options: ["year", "weeks", "metric"])

  enum Metric: String, CaseIterable {
    case all, writing, care, todos
  }

  /// Columns before the first week: a weekday label and a space.
  private static let labelWidth = 4
  private static let defaultWeeks = 53

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
    let metric = try arguments.value("metric").map { text throws(CommandError) -> Metric in
      guard let metric = Metric(rawValue: text.lowercased()) else {
        throw .usage(Text.invalidMetric(text))
      }
      return metric
    } ?? .all
    if arguments.value("year") != nil && arguments.value("weeks") != nil {
      throw CommandError.usage(Text.yearOrWeeks)
    }
    let today = context.today
    let journal = try context.journal()
    let weekStart = try journal.settings().weekStart
    let first: Day
    let last: Day
    if let text = arguments.value("year") {
      let year = try Values.integer(text, option: "--year", in: 1...9999)
      guard let january = Day(year: year, month: 1, day: 1),
        let december = Day(year: year, month: 12, day: 31)
      else { throw CommandError.usage(Text.unexpected(text)) }
      first = january
      last = december
    } else {
      let weeks = try arguments.value("weeks").map {
        try Values.integer($0, option: "--weeks", in: 1...520)
      } ?? defaultWeeks
      first = today.startOfWeek(weekStart).adding(days: -7 * (weeks - 1))
      last = today
    }
    let counts = try self.counts(metric, from: first, to: min(last, today), journal: journal)
    let output = context.output
    for line in grid(
      from: first, to: last, today: today, weekStart: weekStart, counts: counts, output: output)
    {
      output.line(line)
    }
    output.line()
    output.line(legend(output: output))
    let streaks = try journal.streaks(today: today)
    output.line(Text.streaks(current: streaks.current, longest: streaks.longest))
  }

  /// Per-day counts for a metric: `all` is entries + care + todos done; `writing` is each
  /// entry's words in hundreds, begun (1–99 words count 1); `care` and `todos` count records.
  static func counts(_ metric: Metric, from first: Day, to last: Day, journal: Journal) throws
    -> [Day: Int]
  {
    guard first <= last else { return [:] }
    switch metric {
    case .all:
      return try journal.activityCounts(from: first, to: last)
    case .writing:
      var result: [Day: Int] = [:]
      for entry in try journal.entries(from: first, to: last) {
        let words = (entry.title + " " + entry.body).split(whereSeparator: \.isWhitespace).count
        result[entry.day] = max(1, (words + 99) / 100)
      }
      return result
    case .care:
      var result: [Day: Int] = [:]
      for event in try journal.careEvents(from: first, to: last) {
        result[event.day, default: 0] += 1
      }
      return result
    case .todos:
      return try journal.todoDoneCounts(from: first, to: last)
    }
  }

  /// A month-label row, then one row per weekday; days outside `first…last` or after today
  /// are blank.
  static func grid(
    from first: Day, to last: Day, today: Day, weekStart: WeekStart, counts: [Day: Int],
    output: Output
  ) -> [String] {
    let gridStart = first.startOfWeek(weekStart)
    let columns = (gridStart.days(until: last) + 7) / 7
    var lines = [monthRow(gridStart: gridStart, columns: columns, first: first, last: last)]
    for (row, weekday) in weekStart.weekdays.enumerated() {
      var line = Output.pad(Text.rowLabel(weekday), to: labelWidth)
      for column in 0..<columns {
        let day = gridStart.adding(days: column * 7 + row)
        guard day >= first, day <= last, day <= today else {
          line += " "
          continue
        }
        line += cell(level: ActivityCounts.level(for: counts[day] ?? 0), output: output)
      }
      lines.append(Output.trimmedTrailing(line))
    }
    return lines
  }

  /// Month names above the week holding the month's first day, dropped where they would
  /// touch the previous one; the first column names its month when there is room (or no
  /// other label).
  private static func monthRow(gridStart: Day, columns: Int, first: Day, last: Day) -> String {
    var labels: [(column: Int, text: String)] = []
    for column in 0..<columns {
      let week = (0..<7).map { gridStart.adding(days: column * 7 + $0) }
      if let firstOfMonth = week.first(where: { $0.day == 1 && $0 >= first && $0 <= last }) {
        labels.append((column, Text.monthShort(firstOfMonth.month)))
      }
    }
    if labels.first.map({ $0.column >= 4 }) ?? true {
      labels.insert((0, Text.monthShort(first.month)), at: 0)
    }
    var row = String(repeating: " ", count: labelWidth)
    var used = 0
    for label in labels where label.column >= used {
      row += String(repeating: " ", count: label.column - used) + label.text
      used = label.column + label.text.count + 1
      row += " "
    }
    return Output.trimmedTrailing(row)
  }

  private static func cell(level: Int, output: Output) -> String {
    let glyphs = output.unicode ? Text.glyphsUnicode : Text.glyphsASCII
    let glyph = glyphs[min(max(level, 0), glyphs.count - 1)]
    guard output.useColor else { return glyph }
    return "\u{1B}[38;5;\(colors[min(max(level, 0), colors.count - 1)])m" + glyph + "\u{1B}[0m"
  }

  /// xterm-256 greens from dim to bright; grey for a day with nothing.
  private static let colors = [240, 22, 28, 34, 40]

  private static func legend(output: Output) -> String {
    Text.less + " " + (0...4).map { cell(level: $0, output: output) }.joined() + " " + Text.more
  }
}

private enum Text {
  static let summary = "show a year of activity as a heatmap, with streaks"
  static let help = """
    Usage: daybook heatmap [--year YYYY | --weeks N] [--metric all|writing|care|todos]

    One column per week, one row per weekday, one cell per day: · nothing, then ░ ▒ ▓ █
    for more (1, 2–3, 4–6, 7+). Colour on a terminal unless NO_COLOR is set. Ends with the
    current and longest writing streaks.

    Options:
      --year YYYY   that calendar year
      --weeks N     the last N weeks up to today (default 53)
      --metric M    all: entries, care and todos done (default); writing: words per entry
                    in hundreds; care: care records; todos: todos done
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func invalidMetric(_ text: String) -> String {
    "invalid metric \"\(text)\" (expected all, writing, care or todos)"
  }
  static let yearOrWeeks = "use --year or --weeks, not both"
  static let glyphsUnicode = ["·", "░", "▒", "▓", "█"]
  static let glyphsASCII = [".", "-", "+", "*", "#"]
  static let less = "Less"
  static let more = "More"
  static func rowLabel(_ weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mon"
    case .wednesday: "Wed"
    case .friday: "Fri"
    default: ""
    }
  }
  static func monthShort(_ month: Int) -> String {
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
      (month - 1) % 12]
  }
  static func streaks(current: Int, longest: Int) -> String {
    "Current streak \(current) \(current == 1 ? "day" : "days") · Longest \(longest)"
  }
}
