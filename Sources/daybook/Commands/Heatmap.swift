import DaybookCore

/// `daybook heatmap`: activity as a grid of days, one column a week, like the Heatmap pane.
enum HeatmapCommand: Command {
  static let name = "heatmap"
  static func summary(_ language: Language) -> String { HeatmapText.summary.text(language) }
  static func help(_ language: Language) -> String { HeatmapText.help.text(language) }
  static let spec = ArgumentSpec(options: ["year", "weeks", "metric"])

  enum Metric: String, CaseIterable {
    case all, writing, care, todos
  }

  /// Columns before the first week: a weekday label and a space.
  private static let labelWidth = 4
  private static let defaultWeeks = 53

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(HeatmapText.unexpected, word)
    }
    let metric =
      try arguments.value("metric").map { text throws(CommandError) -> Metric in
        guard let metric = Metric(rawValue: text.lowercased()) else {
          throw .usage(HeatmapText.invalidMetric, text)
        }
        return metric
      } ?? .all
    if arguments.value("year") != nil && arguments.value("weeks") != nil {
      throw CommandError.usage(HeatmapText.yearOrWeeks)
    }
    let today = context.today
    let journal = try context.readingJournal()
    let weekStart = try journal.settings().weekStart
    let first: Day
    let last: Day
    if let text = arguments.value("year") {
      let year = try Values.integer(text, option: "--year", in: 1...9999)
      guard let january = Day(year: year, month: 1, day: 1),
        let december = Day(year: year, month: 12, day: 31)
      else { throw CommandError.usage(HeatmapText.unexpected, text) }
      first = january
      last = december
    } else {
      let weeks =
        try arguments.value("weeks").map {
          try Values.integer($0, option: "--weeks", in: 1...520)
        } ?? defaultWeeks
      first = today.startOfWeek(weekStart).adding(days: -7 * (weeks - 1))
      last = today
    }
    let counts = try self.counts(metric, from: first, to: min(last, today), journal: journal)
    let output = context.output
    let language = context.language
    for line in grid(
      from: first, to: last, today: today, weekStart: weekStart, counts: counts, output: output,
      language: language)
    {
      output.line(line)
    }
    output.line()
    output.line(legend(output: output, language: language))
    let streaks = try journal.streaks(today: today)
    output.line(
      (streaks.current == 1 ? HeatmapText.streaksOneDay : HeatmapText.streaks)
        .text(language, String(streaks.current), String(streaks.longest)))
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
    output: Output, language: Language = .en
  ) -> [String] {
    let gridStart = first.startOfWeek(weekStart)
    let columns = (gridStart.days(until: last) + 7) / 7
    var lines = [
      monthRow(gridStart: gridStart, columns: columns, first: first, last: last, language)
    ]
    for (row, weekday) in weekStart.weekdays.enumerated() {
      let label =
        [.monday, .wednesday, .friday].contains(weekday)
        ? CalendarText.weekdayAbbreviation(weekday, language) : ""
      var line = Output.pad(label, to: labelWidth)
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
  private static func monthRow(
    gridStart: Day, columns: Int, first: Day, last: Day, _ language: Language
  ) -> String {
    var labels: [(column: Int, text: String)] = []
    for column in 0..<columns {
      let week = (0..<7).map { gridStart.adding(days: column * 7 + $0) }
      if let firstOfMonth = week.first(where: { $0.day == 1 && $0 >= first && $0 <= last }) {
        labels.append((column, CalendarText.monthAbbreviation(firstOfMonth.month, language)))
      }
    }
    if labels.first.map({ $0.column >= 4 }) ?? true {
      labels.insert((0, CalendarText.monthAbbreviation(first.month, language)), at: 0)
    }
    var row = String(repeating: " ", count: labelWidth)
    var used = 0
    for label in labels where label.column >= used {
      row += String(repeating: " ", count: label.column - used) + label.text
      used = label.column + Output.width(label.text) + 1
      row += " "
    }
    return Output.trimmedTrailing(row)
  }

  private static func cell(level: Int, output: Output) -> String {
    let glyphs = output.unicode ? Symbol.glyphsUnicode : Symbol.glyphsASCII
    let glyph = glyphs[min(max(level, 0), glyphs.count - 1)]
    guard output.useColor else { return glyph }
    return Output.style("38;5;\(colors[min(max(level, 0), colors.count - 1)])") + glyph
      + Output.style("0")
  }

  /// xterm-256 greens from dim to bright; grey for a day with nothing.
  private static let colors = [240, 22, 28, 34, 40]

  private static func legend(output: Output, language: Language) -> String {
    HeatmapText.less.text(language) + " " + (0...4).map { cell(level: $0, output: output) }.joined()
      + " " + HeatmapText.more.text(language)
  }
}

private enum Symbol {
  static let glyphsUnicode = ["·", "░", "▒", "▓", "█"]
  static let glyphsASCII = [".", "-", "+", "*", "#"]
}

enum HeatmapText: String, Localized {
  case summary, help, unexpected, invalidMetric, yearOrWeeks, less, more, streaks, streaksOneDay

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "show a year of activity as a heatmap, with streaks", ko: "1년의 활동을 히트맵과 연속 기록으로 보기",
        ja: "1年の活動をヒートマップと連続記録で表示")
    case .help:
      Translation(
        """
        Usage: daybook heatmap [--year YYYY | --weeks N] [--metric all|writing|care|todos]

        One column per week, one row per weekday, one cell per day: · nothing, then ░ ▒ ▓ █
        for more (1, 2–3, 4–6, 7+). Colour on a terminal unless NO_COLOR is set. Ends with the
        current and longest writing streaks.

        Options:
          --year YYYY   that calendar year
          --weeks N     the last N weeks up to today (default 53)
          --metric M    all: entries, care and todos done (default); writing: words per entry
                        in hundreds; care: care records; todos: todos done
        """,
        ko: """
          사용법: daybook heatmap [--year YYYY | --weeks N] [--metric all|writing|care|todos]

          한 주에 한 열, 요일마다 한 행, 하루에 한 칸: · 없음, 그다음 ░ ▒ ▓ █ 순으로 많음
          (1, 2–3, 4–6, 7+). NO_COLOR가 없으면 터미널에서 색을 씁니다. 마지막에 현재와 최장
          연속 기록을 보여 줍니다.

          옵션:
            --year YYYY   그해 달력
            --weeks N     오늘까지 최근 N주 (기본 53)
            --metric M    all: 일기, 돌봄, 끝낸 할 일 (기본); writing: 일기마다 단어 수 (백 단위);
                          care: 돌봄 기록; todos: 끝낸 할 일
          """,
        ja: """
          使い方: daybook heatmap [--year YYYY | --weeks N] [--metric all|writing|care|todos]

          1週に1列、曜日ごとに1行、1日に1マス: · なし、次に ░ ▒ ▓ █ の順に多い
          （1、2–3、4–6、7+）。NO_COLOR がなければ端末では色をつけます。最後に現在と最長の
          連続記録を表示します。

          オプション:
            --year YYYY   その年
            --weeks N     今日までの直近 N 週（既定 53）
            --metric M    all: 日記・世話・終えたやること（既定）、writing: 日記ごとの語数
                          （百単位）、care: 世話の記録、todos: 終えたやること
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .invalidMetric:
      Translation(
        "invalid metric \"{0}\" (expected all, writing, care or todos)",
        ko: "기준 \"{0}\"이(가) 올바르지 않습니다 (all, writing, care, todos)",
        ja: "指標「{0}」が正しくありません（all、writing、care、todos）")
    case .yearOrWeeks:
      Translation(
        "use --year or --weeks, not both", ko: "--year와 --weeks 중 하나만 쓰세요",
        ja: "--year と --weeks はどちらか一方だけ")
    case .less: Translation("Less", ko: "적음", ja: "少")
    case .more: Translation("More", ko: "많음", ja: "多")
    case .streaks:
      Translation(
        "Current streak {0} days · Longest {1}", ko: "현재 연속 {0}일 · 최장 {1}일",
        ja: "現在の連続 {0}日 · 最長 {1}日")
    case .streaksOneDay:
      Translation(
        "Current streak {0} day · Longest {1}", ko: "현재 연속 {0}일 · 최장 {1}일",
        ja: "現在の連続 {0}日 · 最長 {1}日")
    }
  }
}
