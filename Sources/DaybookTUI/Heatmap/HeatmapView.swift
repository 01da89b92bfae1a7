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
    // Room beside the grid holds the legend and the year's totals; else room under it does.
    let gridWidth = labelWidth + window.weeks * window.cellWidth
    let side = rect.width - gridWidth - HeatmapSummaryView.gap
    let hasSide = side >= HeatmapSummaryView.minimumWidth
    if window.weeks > 0 {
      // Labels end a column before the summary beside the grid, so "Dec" never reads "Decless".
      let labelRight = hasSide ? rect.maxX - side - 1 : rect.maxX
      drawMonthLabels(
        state, window: window, x: gridX, y: y, right: labelRight, into: &canvas, theme: theme)
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
    let footerWidth = hasSide ? gridWidth : rect.width
    for (text, role) in footer(state, width: footerWidth) {
      guard y < rect.maxY else { break }
      canvas.draw(text, x: rect.x, y: y, style: theme.style(role), maxWidth: footerWidth)
      y += 1
    }
    guard window.weeks > 0 else { return }
    if hasSide {
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
  /// The streaks are over the whole history; until they are counted only the current one
  /// within the grid is shown (its 53 weeks would cut a longer run short).
  static func footer(_ state: HeatmapFeature.State, width: Int) -> [(String, ThemeRole)] {
    let streaks = state.history ?? state.streaks
    let language = state.language
    let current = String(streaks.current)
    let long: String
    let short: String
    if state.history != nil {
      let longest = String(streaks.longest)
      long = (streaks.current == 1 ? HeatmapPaneText.streakLongOne : HeatmapPaneText.streakLong)
        .text(language, current, longest)
      short = HeatmapPaneText.streakShort.text(language, current, longest)
    } else {
      long = (streaks.current == 1 ? HeatmapPaneText.streakCurrentOne : .streakCurrent)
        .text(language, current)
      short = HeatmapPaneText.streakCurrentShort.text(language, current)
    }
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

  /// Month names over the week where the month starts, each whole, never overlapping and
  /// one column apart, all before `right`. The first month that starts in the grid and the
  /// last are always named, the last moved left to fit when it starts near the edge; the
  /// months between get a name where there is room, latest first.
  static func monthLabels(
    _ state: HeatmapFeature.State, window: Window, x: Int, right: Int
  ) -> [(x: Int, text: String)] {
    // Week columns that start a month, labelled with it; a partly shown month in the
    // first column is named only where that leaves the next label its room.
    var starts: [(x: Int, text: String)] = []
    var partial: (x: Int, text: String)?
    for column in 0..<window.weeks {
      let weekStart = state.first.adding(days: 7 * (window.firstWeek + column))
      let weekEnd = weekStart.adding(days: 6)
      let labelX = x + column * window.cellWidth
      if weekStart.day == 1 || weekEnd.month != weekStart.month {
        starts.append((labelX, DayText.monthAbbreviation(weekEnd, state.language)))
      } else if column == 0 {
        partial = (labelX, DayText.monthAbbreviation(weekStart, state.language))
      }
    }
    func width(_ label: (x: Int, text: String)) -> Int { TextWidth.width(of: label.text) }
    func fits(_ label: (x: Int, text: String), before next: (x: Int, text: String)) -> Bool {
      label.x + width(label) + 1 <= next.x
    }
    guard var last = starts.last else { return partial.map { [$0] } ?? [] }
    last.x = min(last.x, right - width(last))
    guard last.x >= x else { return [] }
    var placed = [last]
    if starts.count > 1, let first = starts.first, fits(first, before: last) {
      placed.insert(first, at: 0)
    }
    // The months between, latest first, wherever they clear both neighbours.
    for candidate in starts.dropFirst().dropLast().reversed() {
      guard let index = placed.firstIndex(where: { $0.x > candidate.x }) else { continue }
      let clearsLeft = index == 0 || fits(placed[index - 1], before: candidate)
      guard clearsLeft, fits(candidate, before: placed[index]) else { continue }
      placed.insert(candidate, at: index)
    }
    if let partial, let first = placed.first, fits(partial, before: first) {
      placed.insert(partial, at: 0)
    }
    return placed
  }

  private static func drawMonthLabels(
    _ state: HeatmapFeature.State, window: Window, x: Int, y: Int, right: Int,
    into canvas: inout Canvas, theme: Theme
  ) {
    for label in monthLabels(state, window: window, x: x, right: right) {
      canvas.draw(
        label.text, x: label.x, y: y, style: theme.style(.muted),
        maxWidth: TextWidth.width(of: label.text))
    }
  }
}
