import DaybookCore
import TerminalKit

/// Draws the statistics screen: a caffeine chart and a water chart of block columns, one per
/// day, with the goal as a dotted line, then the averages and the days met.
enum StatisticsView {
  static func render(
    _ state: StatisticsFeature.State, settings: JournalSettings, into canvas: inout Canvas,
    in area: Rect, theme: Theme, language: Language
  ) {
    let goal = settings.goal
    let span = (state.period == .week ? TodoText.statsWeek : TodoText.statsMonth).text(language)
    let range = state.period.range(containing: state.anchor, weekStart: settings.weekStart)
    let first = state.statistics?.first ?? range.first
    let last = state.statistics?.last ?? range.last
    let title = "\(TodoText.statsTitle.text(language)) · \(span) \(first.iso) – \(last.iso)"
    let inner = Box(
      title: title, borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.text), border: .rounded
    ).render(into: &canvas, in: area).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 8, inner.width >= 20 else { return }
    let keys = StatisticsFeature.Command.keymap(language).map { $0.shownKeys + " " + $0.help }
    canvas.draw(
      keys.joined(separator: " · "), x: inner.x, y: inner.maxY - 1,
      style: theme.style(.muted), maxWidth: inner.width)
    guard let stats = state.statistics else {
      canvas.draw(
        TodoText.loading.text(language), x: inner.x, y: inner.y, style: theme.style(.muted),
        maxWidth: inner.width)
      return
    }
    // Two charts share what is left after their titles, axes, the summary and the footer.
    let chartHeight = max(1, (inner.height - 9) / 2)
    var y = inner.y
    let caffeineGoal = goal.mode == .caffeineLimit ? goal.caffeineLimitMg : 0
    chart(
      TodoText.statsCaffeine.text(language), values: stats.days.map(\.caffeineMg),
      goal: caffeineGoal, stats: stats, today: state.today, language: language, into: &canvas,
      in: Rect(x: inner.x, y: y, width: inner.width, height: chartHeight + 2), theme: theme)
    y += chartHeight + 3
    chart(
      TodoText.statsWater.text(language), values: stats.days.map(\.waterMl),
      // A water goal exists only with the zero-caffeine goal; no line for an unset one.
      goal: goal.mode == .zeroCaffeine ? goal.waterGoalMl : 0, stats: stats, today: state.today,
      language: language, into: &canvas,
      in: Rect(x: inner.x, y: y, width: inner.width, height: chartHeight + 2), theme: theme)
    y += chartHeight + 3
    let average = TodoText.statsAverage.text(
      language, TodayView.amountText(stats.averageCaffeineMg.rounded()),
      TodayView.amountText(stats.averageWaterMl.rounded()))
    canvas.draw(average, x: inner.x, y: y, style: theme.style(.text), maxWidth: inner.width)
    let met = TodoText.statsMet.text(language, String(stats.daysMet), String(stats.loggedDays))
    let metRole: ThemeRole =
      stats.loggedDays == 0 ? .muted : stats.daysMet == stats.loggedDays ? .goalMet : .warning
    canvas.draw(met, x: inner.x, y: y + 1, style: theme.style(metRole), maxWidth: inner.width)
  }

  /// A title row, `rect.height - 2` rows of columns, and a row of day labels.
  static func chart(
    _ title: String, values: [Double], goal: Double, stats: IntakeStatistics, today: Day,
    language: Language, into canvas: inout Canvas, in rect: Rect, theme: Theme
  ) {
    let height = rect.height - 2
    guard height > 0, !values.isEmpty else { return }
    let scale = max(goal * 1.25, values.max() ?? 0, 1)
    let axisWidth = 6
    let columnWidth = max(1, min(12, (rect.width - axisWidth) / values.count))
    let barWidth = max(1, columnWidth - 1)
    var heading = title
    if goal > 0 {
      heading += "  ┄ " + TodoText.statsGoal.text(language, TodayView.amountText(goal))
    }
    canvas.draw(heading, x: rect.x, y: rect.y, style: theme.style(.title), maxWidth: rect.width)
    let top = rect.y + 1
    // The goal line sits on the row whose band holds the goal.
    let goalShare = goal / scale
    let goalRow =
      goal > 0 && goalShare.isFinite
      ? height - 1 - min(height - 1, Int(min(1, goalShare) * Double(height))) : nil
    let scaleLabel = TodayView.amountText(scale.rounded())
    canvas.draw(
      String(repeating: " ", count: max(0, 5 - scaleLabel.count)) + scaleLabel, x: rect.x,
      y: top, style: theme.style(.muted))
    if let goalRow {
      let label = TodayView.amountText(goal.rounded())
      canvas.draw(
        String(repeating: " ", count: max(0, 5 - label.count)) + label, x: rect.x,
        y: top + goalRow, style: theme.style(.warning))
    }
    for row in 0..<height {
      canvas.draw("│", x: rect.x + 5, y: top + row, style: theme.style(.muted))
    }
    for (index, value) in values.enumerated() {
      let x = rect.x + axisWidth + index * columnWidth
      guard x + barWidth <= rect.maxX else { break }
      let cells = IntakeStatistics.column(value, scale: scale, height: height)
      let role: ThemeRole =
        switch stats.days[index].met {
        case true?: .goalMet
        case false?: .goalMissed
        case nil: .muted
        }
      for row in 0..<height {
        let cell = cells[height - 1 - row]
        let y = top + row
        if cell == " ", row == goalRow {
          canvas.draw(
            String(repeating: "┄", count: columnWidth), x: x, y: y, style: theme.style(.warning),
            maxWidth: rect.maxX - x)
        } else {
          canvas.draw(
            String(repeating: String(cell), count: barWidth), x: x, y: y,
            style: theme.style(role))
          if row == goalRow && columnWidth > barWidth {
            canvas.draw("┄", x: x + barWidth, y: y, style: theme.style(.warning))
          }
        }
      }
      let day = stats.days[index].day
      let label: String
      if columnWidth >= 6 {
        label = DayText.weekdayShort(day.weekday, language) + " " + String(day.day)
      } else if columnWidth >= 3 || day.day == 1 || day.day % 5 == 0 {
        label = String(day.day)
      } else {
        label = ""
      }
      let style = theme.style(day == today ? .today : .muted)
      canvas.draw(label, x: x, y: top + height, style: style, maxWidth: rect.maxX - x)
    }
  }
}
