import DaybookCore

/// `daybook stats`: caffeine and water per day over a week or a month, against the goal.
enum StatsCommand: Command {
  static let name = "stats"
  static func summary(_ language: Language) -> String { StatsText.summary.text(language) }
  static func help(_ language: Language) -> String { StatsText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["week", "month", "json"], options: ["date"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(StatsText.unexpected, word)
    }
    if arguments.has("week") && arguments.has("month") {
      throw CommandError.usage(StatsText.weekAndMonth)
    }
    let period: StatisticsPeriod = arguments.has("month") ? .month : .week
    let today = context.today
    let day =
      try arguments.value("date").map {
        try Values.day($0, option: "--date", today: today)
      } ?? today
    let journal = try context.readingJournal()
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
    let language = context.language
    output.line(heading(stats, language))
    let showsWater = stats.mode == .zeroCaffeine || stats.days.contains { $0.waterMl > 0 }
    let rows = stats.days.map { figure -> [String] in
      let value = stats.mode == .caffeineLimit ? figure.caffeineMg : figure.waterMl
      var row = [
        "  " + CalendarText.weekdayAbbreviation(figure.day.weekday, language) + " "
          + figure.day.iso,
        output.bar(stats.goalLine > 0 ? value / stats.goalLine : 0, width: 10),
        Values.number(figure.caffeineMg.rounded()) + " mg",
      ]
      if showsWater { row.append(Values.number(figure.waterMl.rounded()) + " ml") }
      row.append(verdict(figure.met, unicode: output.unicode, language))
      return row
    }
    for line in Output.table(rows) { output.line(line) }
    output.line(
      StatsText.average.text(
        language, Values.number(stats.averageCaffeineMg.rounded()),
        Values.number(stats.averageWaterMl.rounded()), String(stats.elapsedDays),
        String(stats.daysMet), String(stats.loggedDays)))
  }

  private static func heading(_ stats: IntakeStatistics, _ language: Language) -> String {
    let goal = (stats.mode == .caffeineLimit ? StatsText.limitGoal : StatsText.zeroGoal).text(
      language, Values.number(stats.goalLine))
    return (stats.period == .week ? StatsText.week : StatsText.month).text(
      language, stats.first.iso, stats.last.iso, goal)
  }

  private static func verdict(_ met: Bool?, unicode: Bool, _ language: Language) -> String {
    switch met {
    case true?: (unicode ? "✓ " : "") + StatsText.met.text(language)
    case false?: (unicode ? "✗ " : "") + StatsText.missed.text(language)
    case nil: ""
    }
  }
}

enum StatsText: String, Localized {
  case summary, help, unexpected, weekAndMonth, week, month, limitGoal, zeroGoal, met, missed
  case average

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "caffeine and water per day over a week or a month",
        ko: "한 주나 한 달 동안 하루하루의 카페인과 물", ja: "1週間または1か月の日ごとのカフェインと水")
    case .help:
      Translation(
        """
        Usage: daybook stats [--week | --month] [--date DAY] [--json]

        Caffeine and water of every day of the week (or month) containing DAY (default today),
        a bar against the goal, whether each logged day met it, and the averages per elapsed
        day. Days after today count in neither.

        Options:
          --week       the week (the default; it starts on the day the settings say)
          --month      the calendar month
          --date DAY   YYYY-MM-DD, today or yesterday: which week or month
          --json       print the figures as JSON
        """,
        ko: """
          사용법: daybook stats [--week | --month] [--date 날짜] [--json]

          날짜 (기본: 오늘)가 든 주 (또는 달)의 날마다 카페인과 물, 목표에 견준 막대, 기록한
          날마다 목표를 지켰는지, 그리고 지난 날 하루 평균을 보여 줍니다. 오늘 이후의 날은
          어디에도 세지 않습니다.

          옵션:
            --week       그 주 (기본값, 설정에서 정한 요일에 시작)
            --month      그 달 (달력 기준)
            --date 날짜  YYYY-MM-DD, today 또는 yesterday: 어느 주나 달인지
            --json       수치를 JSON으로 출력
          """,
        ja: """
          使い方: daybook stats [--week | --month] [--date 日付] [--json]

          日付（既定: 今日）を含む週（または月）の日ごとのカフェインと水、目標に対する
          バー、記録した日ごとに目標を守れたか、そして経過した日の 1 日平均を表示します。
          今日より後の日はどちらにも数えません。

          オプション:
            --week       その週（既定。設定で決めた曜日に始まる）
            --month      その月（暦の月）
            --date 日付  YYYY-MM-DD、today または yesterday: どの週か月か
            --json       数値を JSON で出力
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .weekAndMonth:
      Translation(
        "--week and --month cannot be used together", ko: "--week와 --month는 함께 쓸 수 없습니다",
        ja: "--week と --month は同時に使えません")
    case .week:
      Translation(
        "Week {0} – {1} · goal: {2}", ko: "주간 {0} – {1} · 목표: {2}", ja: "週 {0} – {1} · 目標: {2}")
    case .month:
      Translation(
        "Month {0} – {1} · goal: {2}", ko: "월간 {0} – {1} · 목표: {2}", ja: "月 {0} – {1} · 目標: {2}")
    case .limitGoal:
      Translation("limit {0} mg caffeine", ko: "카페인 최대 {0} mg", ja: "カフェイン最大 {0} mg")
    case .zeroGoal:
      Translation(
        "no caffeine, {0} ml water", ko: "카페인 없이 물 {0} ml", ja: "カフェインなし、水 {0} ml")
    case .met: Translation("met", ko: "달성", ja: "達成")
    case .missed: Translation("not kept", ko: "못 지킴", ja: "守れず")
    case .average:
      Translation(
        "Average {0} mg caffeine, {1} ml water a day over {2} days · "
          + "goal met on {3} of {4} logged days",
        ko: "{2}일 동안 하루 평균 카페인 {0} mg, 물 {1} ml · 기록한 {4}일 중 {3}일 목표 달성",
        ja: "{2}日間の1日平均 カフェイン {0} mg、水 {1} ml · 記録した {4} 日のうち {3} 日で目標達成")
    }
  }
}
