import DaybookCore
import TerminalKit

/// Draws the Heatmap pane: month labels, weekday labels, one cell a day, streaks, the
/// selected day's count.
///
/// The rect is the pane's inside; the shell draws the border and the pane title around it.
public enum HeatmapView {
  /// Glyphs for levels 0–4, so the map reads without colour.
  static let glyphs = ["·", "░", "▒", "▓", "█"]
  static let levelRoles: [ThemeRole] = [.heat0, .heat1, .heat2, .heat3, .heat4]
  /// Columns taken by the weekday labels ("Mon ").
  static let labelWidth = 4
  /// Weeks in the quarter view.
  static let quarterWeeks = 13

  /// Which of the 53 week columns fit in `width`, and how wide each one is.
  struct Window: Equatable {
    /// Columns per week: 2 when all 53 weeks fit with a gap, else 1.
    var cellWidth: Int
    /// Index (0–52) of the first week shown.
    var firstWeek: Int
    /// How many weeks are shown.
    var weeks: Int

    /// The latest weeks that fit, moved left when needed so `selectedWeek` is shown. A
    /// quarter shows at most 13 weeks, 3 columns each where they fit.
    init(width: Int, selectedWeek: Int, quarter: Bool = false) {
      let room = max(0, width - HeatmapView.labelWidth)
      if quarter {
        let most = HeatmapView.quarterWeeks
        cellWidth = room >= 3 * most ? 3 : room >= 2 * most ? 2 : 1
        weeks = min(most, room / cellWidth)
      } else {
        cellWidth = room >= 2 * HeatmapFeature.weekCount ? 2 : 1
        weeks = min(HeatmapFeature.weekCount, room / cellWidth)
      }
      // The latest weeks, unless the selected day lies before them.
      firstWeek = min(HeatmapFeature.weekCount - weeks, max(0, selectedWeek))
    }
  }

  /// Renders the state into `rect` of the canvas; `focused` picks the selection style.
  public static func render(
    _ state: HeatmapFeature.State, into canvas: inout Canvas, in rect: Rect,
    theme: Theme = .builtinDefault, focused: Bool = true
  ) {
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: theme.style(.text))
    let selectedWeek = state.first.days(until: state.selected) / 7
    let window = Window(
      width: rect.width, selectedWeek: selectedWeek, quarter: state.showsQuarter)
    let gridX = rect.x + labelWidth
    var y = rect.y
    if window.weeks > 0 {
      drawMonthLabels(
        state, window: window, x: gridX, y: y, right: rect.maxX, into: &canvas, theme: theme)
      for (row, weekday) in state.weekStart.weekdays.enumerated() {
        let rowY = rect.y + 1 + row
        guard rowY < rect.maxY else { break }
        if [.monday, .wednesday, .friday].contains(weekday) {
          canvas.draw(
            DayText.weekdayAbbreviation(weekday, state.language), x: rect.x, y: rowY,
            style: theme.style(.muted), maxWidth: labelWidth - 1)
        }
        for column in 0..<window.weeks {
          let day = state.first.adding(days: 7 * (window.firstWeek + column) + row)
          guard day <= state.end else { continue }
          let level = state.level(of: day)
          let style =
            day == state.selected
            ? theme.style(focused ? .selection : .selectionUnfocused)
            : theme.style(levelRoles[level])
          // Cells wider than two columns fill all but their gap.
          let glyph = String(repeating: glyphs[level], count: max(1, window.cellWidth - 1))
          canvas.draw(glyph, x: gridX + column * window.cellWidth, y: rowY, style: style)
        }
      }
      y = rect.y + 8
    }
    // Room beside the grid holds the legend and the year's totals; else room under it does.
    let gridWidth = labelWidth + window.weeks * window.cellWidth
    let side = rect.width - gridWidth - HeatmapSummaryView.gap
    let footerWidth = side >= HeatmapSummaryView.minimumWidth ? gridWidth : rect.width
    for (text, role) in footer(state, width: footerWidth) {
      guard y < rect.maxY else { break }
      canvas.draw(text, x: rect.x, y: y, style: theme.style(role), maxWidth: footerWidth)
      y += 1
    }
    guard window.weeks > 0 else { return }
    if side >= HeatmapSummaryView.minimumWidth {
      HeatmapSummaryView.render(
        state, into: &canvas,
        in: Rect(
          x: rect.maxX - side, y: rect.y, width: side, height: rect.height), theme: theme)
    } else if rect.maxY - (y + 1) >= 4 {
      HeatmapSummaryView.render(
        state, into: &canvas,
        in: Rect(x: rect.x, y: y + 1, width: rect.width, height: rect.maxY - y - 1), theme: theme)
    }
  }

  /// "Current streak 12 days · Longest 40" and the selected day's count, fitted to `width`.
  static func footer(_ state: HeatmapFeature.State, width: Int) -> [(String, ThemeRole)] {
    let streaks = state.streaks
    let language = state.language
    let current = String(streaks.current)
    let longest = String(streaks.longest)
    let long =
      (streaks.current == 1 ? HeatmapPaneText.streakLongOne : HeatmapPaneText.streakLong)
      .text(language, current, longest)
    let short = HeatmapPaneText.streakShort.text(language, current, longest)
    let streakLine = TextWidth.width(of: long) <= width ? long : short
    let count = state.counts[state.selected] ?? 0
    let weekday = DayText.weekdayAbbreviation(state.selected.weekday, language)
    let day = DayText.short(state.selected, language)
    let detail = "\(weekday) \(day) · \(countText(count, state.metric, language))"
    return [
      (TextWidth.truncate(streakLine, toWidth: width), .text),
      (TextWidth.truncate(detail, toWidth: width), .muted),
    ]
  }

  /// "3 entries", "1 care event", "0 todos done".
  static func countText(
    _ count: Int, _ metric: HeatmapFeature.Metric, _ language: Language = .en
  ) -> String {
    let (one, many): (HeatmapPaneText, HeatmapPaneText) =
      switch metric {
      case .all: (.activityOne, .activityMany)
      case .writing: (.entryOne, .entryMany)
      case .care: (.careOne, .careMany)
      case .todos: (.todoOne, .todoMany)
      }
    return (count == 1 ? one : many).text(language, String(count))
  }

  /// Month names over the week where the month starts, never overlapping; the first column
  /// gets its month too when the next label leaves room for it.
  private static func drawMonthLabels(
    _ state: HeatmapFeature.State, window: Window, x: Int, y: Int, right: Int,
    into canvas: inout Canvas, theme: Theme
  ) {
    // Right to left, so the latest months keep their labels when wide ones ("11월")
    // crowd each other out.
    var labels: [(x: Int, text: String)] = []
    for column in (0..<window.weeks).reversed() {
      let weekStart = state.first.adding(days: 7 * (window.firstWeek + column))
      let weekEnd = weekStart.adding(days: 6)
      guard weekStart.day == 1 || weekEnd.month != weekStart.month else { continue }
      let labelX = x + column * window.cellWidth
      let text = DayText.monthAbbreviation(weekEnd, state.language)
      let width = TextWidth.width(of: text)
      if let next = labels.first, labelX + width + 1 > next.x { continue }
      guard labelX + width <= right else { continue }
      labels.insert((labelX, text), at: 0)
    }
    let firstWeekStart = state.first.adding(days: 7 * window.firstWeek)
    let firstText = DayText.monthAbbreviation(firstWeekStart, state.language)
    let firstRoom = TextWidth.width(of: firstText) + 1
    if labels.first?.x != x, labels.first.map({ $0.x - x >= firstRoom }) ?? true {
      labels.insert((x, firstText), at: 0)
    }
    for label in labels where label.x + TextWidth.width(of: label.text) <= right {
      canvas.draw(
        label.text, x: label.x, y: y, style: theme.style(.muted),
        maxWidth: TextWidth.width(of: label.text))
    }
  }
}
