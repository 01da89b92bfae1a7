import DaybookCore

/// `daybook today`: the Today pane as text — plants by D-day, todos by bucket, intake.
enum TodayCommand: Command {
  static let name = "today"
  static func summary(_ language: Language) -> String { TodayText.summary.text(language) }
  static func help(_ language: Language) -> String { TodayText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["json", "plain"])

  struct TodayJSON: Encodable {
    struct PlantJSON: Encodable {
      var uid: String?
      var name: String
      var lastWatered: Day?
      var nextWatering: Day
      var dDay: Int
    }
    struct TodoJSON: Encodable {
      var id: RowID
      var uid: String?
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
    if let word = arguments.positionals.first {
      throw CommandError.usage(TodayText.unexpected, word)
    }
    let output = context.output
    if arguments.has("plain") {
      output.unicode = false
      output.useColor = false
    }
    let today = context.today
    let journal = try context.readingJournal()
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
      let todoIDs = try journal.recordIDs(.todo, of: todos.map(\.id))
      let plantIDs = try journal.recordIDs(.plant, of: plants.map(\.plant.id))
      func items(_ bucket: TodoBucket) -> [TodayJSON.TodoJSON] {
        (buckets[bucket] ?? []).map {
          .init(
            id: $0.id, uid: todoIDs[$0.id], title: $0.title, due: $0.due, important: $0.important,
            tags: $0.tags)
        }
      }
      try output.json(
        TodayJSON(
          day: today,
          plants: plants.map {
            .init(
              uid: plantIDs[$0.plant.id], name: $0.plant.name, lastWatered: $0.lastWatered,
              nextWatering: $0.next,
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

    let language = context.language
    let weekday = CalendarText.weekdayAbbreviation(today.weekday, language)
    output.line(output.styled(TodayText.heading.text(language, weekday, today.iso), .bold))
    output.line()
    output.line(output.styled(TodayText.plantsHeading.text(language), .bold))
    if plants.isEmpty { output.line("  " + TodayText.noPlants.text(language)) }
    let plantRows = plants.map { status -> [String] in
      let text = PlantLookup.dDayText(status.dDay, language)
      let style: Output.Style = status.dDay < 0 ? .red : status.dDay == 0 ? .yellow : .dim
      return ["  " + Output.visible(status.plant.name), output.styled(text, style)]
    }
    for line in Output.table(plantRows) { output.line(line) }
    output.line()

    let todoHeading =
      progress.total > 0
      ? TodayText.todosHeading.text(language) + "  "
        + TodayText.progress.text(language, String(progress.done), String(progress.total))
      : TodayText.todosHeading.text(language)
    output.line(output.styled(todoHeading, .bold))
    let open = TodoBucket.allCases.filter { !(buckets[$0] ?? []).isEmpty }
    if open.isEmpty { output.line("  " + TodayText.noTodos.text(language)) }
    // One table for all buckets, so titles line up across them.
    var rows: [[String]] = []
    for bucket in open {
      rows.append(["  " + bucket.title(language)])
      rows += (buckets[bucket] ?? []).map { todo -> [String] in
        [
          "    #\(todo.id)", (todo.important ? "! " : "") + Output.visible(todo.title),
          bucket == .today || bucket == .undated ? "" : todo.due?.iso ?? "",
        ]
      }
    }
    for line in Output.table(rows) { output.line(line) }
    output.line()

    output.line(output.styled(TodayText.intakeHeading.text(language), .bold))
    for line in IntakeSummary.lines(totals, settings: goal, output: output, language: language) {
      output.line("  " + line)
    }
  }
}

enum TodayText: String, Localized {
  case summary, help, unexpected, heading, plantsHeading, noPlants, todosHeading, progress
  case noTodos, intakeHeading

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "what is due today: plants, todos, intake", ko: "오늘 할 것: 식물, 할 일, 섭취",
        ja: "今日の予定: 植物・やること・摂取")
    case .help:
      Translation(
        """
        Usage: daybook today [--json] [--plain]

        Plants by D-day, open todos by bucket with today's progress, and intake against the
        goal.

        Options:
          --json    print a JSON object instead
          --plain   ASCII only, no colour
        """,
        ko: """
          사용법: daybook today [--json] [--plain]

          D-day 순 식물, 묶음별 남은 할 일과 오늘의 진행, 목표 대비 섭취.

          옵션:
            --json    JSON 객체로 출력
            --plain   ASCII만, 색 없음
          """,
        ja: """
          使い方: daybook today [--json] [--plain]

          D-day 順の植物、区分ごとの残りのやることと今日の進み具合、目標に対する摂取。

          オプション:
            --json    JSON オブジェクトで出力
            --plain   ASCII のみ、色なし
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .heading: Translation("Today · {0} {1}", ko: "오늘 · {0} {1}", ja: "今日 · {0} {1}")
    case .plantsHeading: Translation("Plants", ko: "식물", ja: "植物")
    case .noPlants: Translation("no plants", ko: "식물 없음", ja: "植物なし")
    case .todosHeading: Translation("Todos", ko: "할 일", ja: "やること")
    case .progress: Translation("{0}/{1} done", ko: "{0}/{1} 완료", ja: "{0}/{1} 完了")
    case .noTodos: Translation("nothing open", ko: "남은 것 없음", ja: "残りなし")
    case .intakeHeading: Translation("Intake", ko: "섭취", ja: "摂取")
    }
  }
}
