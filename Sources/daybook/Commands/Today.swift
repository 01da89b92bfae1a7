import DaybookCore

/// `daybook today`: the Today pane as text — plants by D-day, todos by bucket, intake.
enum TodayCommand: Command {
  static let name = "today"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["json", "plain"])

  struct TodayJSON: Encodable {
    struct PlantJSON: Encodable {
      var name: String
      var lastWatered: Day?
      var nextWatering: Day
      var dDay: Int
    }
    struct TodoJSON: Encodable {
      var id: RowID
      var title: String
      var due: Day?
      var important: Bool
      var tags: [String]
    }
    struct IntakeJSON: Encodable {
      var goalMode: GoalMode
      var caffeineMg: Double
      var waterMl: Double
      var otherMl: Double
      var caffeineLimitMg: Double
      var waterGoalMl: Double
      var met: Bool
      var progress: Double
    }
    var day: Day
    var plants: [PlantJSON]
    var todosDone: Int
    var todosDueToday: Int
    var overdue: [TodoJSON]
    var today: [TodoJSON]
    var next7Days: [TodoJSON]
    var later: [TodoJSON]
    var undated: [TodoJSON]
    var intake: IntakeJSON
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
    let output = context.output
    if arguments.has("plain") {
      output.unicode = false
      output.useColor = false
    }
    let today = context.today
    let journal = try context.journal()
    let plants = WateringSchedule.sortedByDDay(
      try PlantLookup.statuses(try journal.plants(), journal: journal, today: today))
    let todos = try journal.todosForToday(doneSince: today)
    let buckets = TodoSchedule.buckets(todos, today: today)
    let progress = TodoSchedule.progress(todos, today: today)
    let goal = try journal.settings().goal
    let totals = IntakeGoals.totals(
      of: try journal.intakes(from: today, to: today), on: today, settings: goal)

    if arguments.has("json") {
      let evaluation = IntakeGoals.evaluate(totals, settings: goal)
      func items(_ bucket: TodoBucket) -> [TodayJSON.TodoJSON] {
        (buckets[bucket] ?? []).map {
          .init(id: $0.id, title: $0.title, due: $0.due, important: $0.important, tags: $0.tags)
        }
      }
      try output.json(
        TodayJSON(
          day: today,
          plants: plants.map {
            .init(name: $0.plant.name, lastWatered: $0.lastWatered, nextWatering: $0.next,
              dDay: $0.dDay)
          },
          todosDone: progress.done, todosDueToday: progress.total,
          overdue: items(.overdue), today: items(.today), next7Days: items(.next7Days),
          later: items(.later), undated: items(.undated),
          intake: .init(
            goalMode: goal.mode, caffeineMg: totals.caffeineMg, waterMl: totals.waterMl,
            otherMl: totals.otherMl, caffeineLimitMg: goal.caffeineLimitMg,
            waterGoalMl: goal.waterGoalMl, met: evaluation.met, progress: evaluation.progress)))
      return
    }

    output.line(output.styled(Text.heading(today), .bold))
    output.line()
    output.line(output.styled(Text.plantsHeading, .bold))
    if plants.isEmpty { output.line(Text.noPlants) }
    let plantRows = plants.map { status -> [String] in
      let text = PlantLookup.dDayText(status.dDay)
      let style: Output.Style = status.dDay < 0 ? .red : status.dDay == 0 ? .yellow : .dim
      return ["  " + Output.visible(status.plant.name), output.styled(text, style)]
    }
    for line in Output.table(plantRows) { output.line(line) }
    output.line()

    let todoHeading = progress.total > 0
      ? Text.todosHeading + "  " + Text.progress(progress.done, progress.total)
      : Text.todosHeading
    output.line(output.styled(todoHeading, .bold))
    let open = TodoBucket.allCases.filter { !(buckets[$0] ?? []).isEmpty }
    if open.isEmpty { output.line(Text.noTodos) }
    // One table for all buckets, so titles line up across them.
    var rows: [[String]] = []
    for bucket in open {
      rows.append(["  " + Text.bucketTitle(bucket)])
      rows += (buckets[bucket] ?? []).map { todo -> [String] in
        [
          "    #\(todo.id)", (todo.important ? "! " : "") + Output.visible(todo.title),
          bucket == .today || bucket == .undated ? "" : todo.due?.iso ?? "",
        ]
      }
    }
    for line in Output.table(rows) { output.line(line) }
    output.line()

    output.line(output.styled(Text.intakeHeading, .bold))
    for line in IntakeSummary.lines(totals, settings: goal, output: output) {
      output.line("  " + line)
    }
  }
}

private enum Text {
  static let summary = "what is due today: plants, todos, intake"
  static let help = """
    Usage: daybook today [--json] [--plain]

    Plants by D-day, open todos by bucket with today's progress, and intake against the
    goal.

    Options:
      --json    print a JSON object instead
      --plain   ASCII only, no colour
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func heading(_ day: Day) -> String { "Today · \(weekday(day.weekday)) \(day.iso)" }
  static func weekday(_ weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }
  static let plantsHeading = "Plants"
  static let noPlants = "  no plants"
  static let todosHeading = "Todos"
  static func progress(_ done: Int, _ total: Int) -> String { "\(done)/\(total) done" }
  static let noTodos = "  nothing open"
  static func bucketTitle(_ bucket: TodoBucket) -> String {
    switch bucket {
    case .overdue: "Overdue"
    case .today: "Today"
    case .next7Days: "Next 7 days"
    case .later: "Later"
    case .undated: "No date"
    }
  }
  static let intakeHeading = "Intake"
}
