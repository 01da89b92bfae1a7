import DaybookCore

/// `daybook cal`: a month grid with markers for entries, care and finished todos.
enum CalCommand: Command {
  static let name = "cal"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec()

  /// Columns per day: `[`, two digits, `]`, three markers.
  private static let cellWidth = 7

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.count <= 1 else {
      throw CommandError.usage(Text.unexpected(arguments.positionals[1]))
    }
    let today = context.today
    let month = try arguments.positionals.first.map { text throws(CommandError) -> Day in
      guard text.count == 7, let day = Day(iso: text + "-01") else {
        throw .usage(Text.invalidMonth(text))
      }
      return day
    } ?? today.firstOfMonth
    let journal = try context.journal()
    let weekStart = try journal.settings().weekStart
    let marks = try journal.dayMarks(from: month.firstOfMonth, to: month.lastOfMonth)
    let output = context.output
    for line in lines(
      month: month, weekStart: weekStart, marks: marks, today: today, output: output)
    {
      output.line(line)
    }
  }

  static func lines(
    month: Day, weekStart: WeekStart, marks: [Day: DayMarks], today: Day, output: Output
  ) -> [String] {
    let gridWidth = cellWidth * 7 - 3
    let title = Text.monthName(month.month) + " " + String(month.year)
    let indent = max(0, (gridWidth - title.count) / 2)
    var lines = [String(repeating: " ", count: indent) + output.styled(title, .bold)]
    lines.append(
      Output.trimmedTrailing(
        weekStart.weekdays.map { " " + Output.pad(Text.weekdayShort($0), to: cellWidth - 1) }
          .joined()))
    let doneMarker = output.unicode ? Text.doneMarkerUnicode : Text.doneMarkerASCII
    for week in month.monthGrid(weekStart: weekStart)
    where week.contains(where: { $0.month == month.month }) {
      var line = ""
      for day in week {
        guard day.month == month.month else {
          line += String(repeating: " ", count: cellWidth)
          continue
        }
        let number = day.day < 10 ? " \(day.day)" : String(day.day)
        let isToday = day == today
        line += isToday ? "[" + output.styled(number, .reverse) + "]" : " \(number) "
        let mark = marks[day] ?? DayMarks()
        var markers = ""
        if mark.hasEntry { markers += output.styled(Text.entryMarker, .yellow) }
        if !mark.careKinds.isEmpty { markers += output.styled(Text.careMarker, .green) }
        if mark.todosDone > 0 { markers += output.styled(doneMarker, .cyan) }
        let markerCount = (mark.hasEntry ? 1 : 0) + (mark.careKinds.isEmpty ? 0 : 1)
          + (mark.todosDone > 0 ? 1 : 0)
        line += markers + String(repeating: " ", count: 3 - markerCount)
      }
      lines.append(Output.trimmedTrailing(line))
    }
    lines.append("")
    lines.append(Text.legend(doneMarker: doneMarker))
    return lines
  }
}

private enum Text {
  static let summary = "show a month with markers"
  static let help = """
    Usage: daybook cal [YYYY-MM]

    Shows the month (this month by default) as a grid starting on the week start from the
    settings. After each day: * an entry, ~ plant care, ✓ a todo finished. Today is in
    [brackets].
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func invalidMonth(_ text: String) -> String {
    "invalid month \"\(text)\" (expected YYYY-MM)"
  }
  static let entryMarker = "*"
  static let careMarker = "~"
  static let doneMarkerUnicode = "✓"
  static let doneMarkerASCII = "+"
  static func legend(doneMarker: String) -> String {
    "\(entryMarker) entry  \(careMarker) care  \(doneMarker) todo done  [ ] today"
  }
  static func monthName(_ month: Int) -> String {
    [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ][(month - 1) % 12]
  }
  static func weekdayShort(_ weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mo"
    case .tuesday: "Tu"
    case .wednesday: "We"
    case .thursday: "Th"
    case .friday: "Fr"
    case .saturday: "Sa"
    case .sunday: "Su"
    }
  }
}
