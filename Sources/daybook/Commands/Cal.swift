import DaybookCore

/// `daybook cal`: a month grid with markers for entries, care and finished todos.
enum CalCommand: Command {
  static let name = "cal"
  static func summary(_ language: Language) -> String { CalText.summary.text(language) }
  static func help(_ language: Language) -> String { CalText.help.text(language) }
  static let spec = ArgumentSpec()

  /// Columns per day: `[`, two digits, `]`, three markers.
  private static let cellWidth = 7

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.count <= 1 else {
      throw CommandError.usage(CalText.unexpected, arguments.positionals[1])
    }
    let today = context.today
    let month =
      try arguments.positionals.first.map { text throws(CommandError) -> Day in
        guard text.count == 7, let day = Day(iso: text + "-01") else {
          throw .usage(CalText.invalidMonth, text)
        }
        return day
      } ?? today.firstOfMonth
    let journal = try context.readingJournal()
    let weekStart = try journal.settings().weekStart
    let marks = try journal.dayMarks(from: month.firstOfMonth, to: month.lastOfMonth)
    let output = context.output
    for line in lines(
      month: month, weekStart: weekStart, marks: marks, today: today, output: output,
      language: context.language)
    {
      output.line(line)
    }
  }

  static func lines(
    month: Day, weekStart: WeekStart, marks: [Day: DayMarks], today: Day, output: Output,
    language: Language = .en
  ) -> [String] {
    let gridWidth = cellWidth * 7 - 3
    let title = CalendarText.monthTitle(month, language)
    let indent = max(0, (gridWidth - Output.width(title)) / 2)
    var lines = [String(repeating: " ", count: indent) + output.styled(title, .bold)]
    lines.append(
      Output.trimmedTrailing(
        weekStart.weekdays.map {
          " " + Output.pad(CalendarText.weekdayShort($0, language), to: cellWidth - 1)
        }
        .joined()))
    let doneMarker = output.unicode ? Symbol.doneMarkerUnicode : Symbol.doneMarkerASCII
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
        if mark.hasEntry { markers += output.styled(Symbol.entryMarker, .yellow) }
        if !mark.careKinds.isEmpty { markers += output.styled(Symbol.careMarker, .green) }
        if mark.todosDone > 0 { markers += output.styled(doneMarker, .cyan) }
        let markerCount =
          (mark.hasEntry ? 1 : 0) + (mark.careKinds.isEmpty ? 0 : 1)
          + (mark.todosDone > 0 ? 1 : 0)
        line += markers + String(repeating: " ", count: 3 - markerCount)
      }
      lines.append(Output.trimmedTrailing(line))
    }
    lines.append("")
    lines.append(
      CalText.legend.text(language, Symbol.entryMarker, Symbol.careMarker, doneMarker))
    return lines
  }
}

private enum Symbol {
  static let entryMarker = "*"
  static let careMarker = "~"
  static let doneMarkerUnicode = "✓"
  static let doneMarkerASCII = "+"
}

enum CalText: String, Localized {
  case summary, help, unexpected, invalidMonth, legend

  var translation: Translation {
    switch self {
    case .summary:
      Translation("show a month with markers", ko: "표시와 함께 한 달 보기", ja: "印つきで1か月を表示")
    case .help:
      Translation(
        """
        Usage: daybook cal [YYYY-MM]

        Shows the month (this month by default) as a grid starting on the week start from the
        settings. After each day: * an entry, ~ plant care, ✓ a todo finished. Today is in
        [brackets].
        """,
        ko: """
          사용법: daybook cal [YYYY-MM]

          그달 (기본은 이번 달)을 설정의 주 시작 요일부터 격자로 보여 줍니다. 날짜 뒤의 표시:
          * 일기, ~ 식물 돌봄, ✓ 끝낸 할 일. 오늘은 [대괄호] 안에 있습니다.
          """,
        ja: """
          使い方: daybook cal [YYYY-MM]

          その月（既定は今月）を設定の週の始まりから格子で表示します。日付の後の印:
          * 日記、~ 植物の世話、✓ 終えたやること。今日は [角括弧] の中です。
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .invalidMonth:
      Translation(
        "invalid month \"{0}\" (expected YYYY-MM)", ko: "달 \"{0}\"이(가) 올바르지 않습니다 (YYYY-MM)",
        ja: "月「{0}」が正しくありません（YYYY-MM）")
    case .legend:
      Translation(
        "{0} entry  {1} care  {2} todo done  [ ] today",
        ko: "{0} 일기  {1} 돌봄  {2} 할 일 완료  [ ] 오늘",
        ja: "{0} 日記  {1} 世話  {2} やること完了  [ ] 今日")
    }
  }
}
