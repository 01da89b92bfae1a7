import DaybookCore
import TerminalKit

/// Draws the Calendar pane: month title, weekday header, six-week grid, legend.
///
/// The rect is the pane's inside; the shell draws the border and the pane title around it.
public enum CalendarView {
  /// Grid geometry chosen for a rect.
  struct Layout: Equatable {
    /// Columns per day cell (3 to 8).
    var cellWidth: Int
    /// Rows per week: 2 puts the markers under the number, 1 next to it.
    var rowsPerWeek: Int
    /// Left offset that centres the grid.
    var left: Int
    /// Whether the legend line fits under the grid.
    var hasLegend: Bool

    init?(width: Int, height: Int) {
      // Seven 3-column cells, the last one without its marker column, need 20 columns.
      guard width >= 20, height >= 8 else { return nil }
      cellWidth = min(max(width / 7, 3), 8)
      rowsPerWeek = height >= 2 + 12 ? 2 : 1
      left = max(0, (width - 7 * cellWidth) / 2)
      hasLegend = height >= 2 + 6 * rowsPerWeek + 1
    }

    /// Where the two-digit day number starts inside its cell.
    var numberOffset: Int { cellWidth >= 4 ? 1 : 0 }
  }

  /// Renders the state into `rect` of the canvas; `focused` picks the selection style.
  public static func render(
    _ state: CalendarFeature.State, into canvas: inout Canvas, in rect: Rect,
    theme: Theme = .builtinDefault, focused: Bool = true
  ) {
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: theme.style(.text))
    guard let layout = Layout(width: rect.width, height: rect.height) else {
      renderTiny(state, into: &canvas, in: rect, theme: theme)
      return
    }
    drawTitle(state, into: &canvas, in: rect, theme: theme)
    for (column, weekday) in state.weekStart.weekdays.enumerated() {
      let x = rect.x + layout.left + column * layout.cellWidth + layout.numberOffset
      canvas.draw(
        DayText.weekdayShort(weekday, state.language), x: x, y: rect.y + 1,
        style: theme.style(.muted), maxWidth: rect.maxX - x)
    }
    let grid = state.selected.monthGrid(weekStart: state.weekStart)
    for (row, week) in grid.enumerated() {
      for (column, day) in week.enumerated() {
        let x = rect.x + layout.left + column * layout.cellWidth
        let y = rect.y + 2 + row * layout.rowsPerWeek
        drawCell(
          day, state: state, layout: layout, x: x, y: y, right: rect.maxX, into: &canvas,
          theme: theme, focused: focused)
      }
    }
    let bottom = rect.y + 2 + 6 * layout.rowsPerWeek
    if let input = state.goToInput {
      let y = layout.hasLegend ? bottom : rect.y
      canvas.fill(rect.row(y - rect.y), style: theme.style(.text))
      let prompt = CalendarPaneText.goToPrompt.text(state.language, input)
      let end =
        rect.x
        + canvas.draw(prompt, x: rect.x, y: y, style: theme.style(.input), maxWidth: rect.width)
      // The day the typed text means, before Enter jumps there.
      if let day = CalendarFeature.parseDate(
        input, year: state.selected.year, today: state.today)
      {
        // Beside the prompt when it fits, else on the line under it.
        let preview = "→ " + CalendarText.longDate(day, state.language)
        let width = TextWidth.width(of: preview)
        if end + 1 + width <= rect.maxX {
          canvas.draw(preview, x: end + 1, y: y, style: theme.style(.muted))
        } else if y + 1 < rect.maxY {
          canvas.fill(rect.row(y + 1 - rect.y), style: theme.style(.text))
          canvas.draw(
            preview, x: rect.x, y: y + 1, style: theme.style(.muted), maxWidth: rect.width)
        }
      }
    } else if layout.hasLegend {
      drawLegend(
        state.language, into: &canvas, x: rect.x + layout.left, y: bottom,
        width: rect.width - layout.left, theme: theme)
    }
  }

  /// The marker symbols, in priority order: what was written and done on the day first,
  /// then what is planned for it, then the goal. The legend lists the same table.
  enum Marker: CaseIterable {
    case entry, care, todoDue, wateringPlanned, todoDone, goalMet, goalMissed

    var symbol: String {
      switch self {
      case .entry: "•"
      case .care: "~"
      case .todoDue: "○"
      case .wateringPlanned: "≈"
      case .todoDone: "✓"
      case .goalMet: "+"
      case .goalMissed: "-"
      }
    }

    var role: ThemeRole {
      switch self {
      case .entry: .markerEntry
      case .care, .wateringPlanned: .markerCare
      case .todoDue, .todoDone: .markerTodo
      case .goalMet: .goalMet
      case .goalMissed: .goalMissed
      }
    }

    var isGoal: Bool { self == .goalMet || self == .goalMissed }
  }

  /// The markers of a day, in priority order.
  static func dayMarkers(for day: Day, in state: CalendarFeature.State) -> [Marker] {
    var result: [Marker] = []
    let marks = state.marks[day] ?? DayMarks()
    if marks.hasEntry { result.append(.entry) }
    if !state.shownCareKinds(on: day).isEmpty { result.append(.care) }
    if marks.todosDue > 0 { result.append(.todoDue) }
    if marks.wateringsPlanned > 0, state.filter?.contains(.water) ?? true {
      result.append(.wateringPlanned)
    }
    if marks.todosDone > 0 { result.append(.todoDone) }
    if let met = state.goals[day] { result.append(met ? .goalMet : .goalMissed) }
    return result
  }

  /// The markers of a day, in priority order, each with its role.
  static func markers(for day: Day, in state: CalendarFeature.State) -> [(String, ThemeRole)] {
    dayMarkers(for: day, in: state).map { ($0.symbol, $0.role) }
  }

  private static func drawTitle(
    _ state: CalendarFeature.State, into canvas: inout Canvas, in rect: Rect, theme: Theme
  ) {
    var title = DayText.monthTitle(state.visibleMonth, state.language)
    if let filter = state.filter {
      title += " · " + filter.map { $0.name(state.language) }.sorted().joined(separator: ", ")
    }
    let text = TextWidth.truncate(title, toWidth: rect.width)
    let x = rect.x + (rect.width - TextWidth.width(of: text)) / 2
    canvas.draw(text, x: x, y: rect.y, style: theme.style(.title), maxWidth: rect.maxX - x)
  }

  private static func drawCell(
    _ day: Day, state: CalendarFeature.State, layout: Layout, x: Int, y: Int, right: Int,
    into canvas: inout Canvas, theme: Theme, focused: Bool
  ) {
    let inMonth = day.month == state.selected.month
    let numberX = x + layout.numberOffset
    let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
    let numberStyle: Style
    if day == state.selected {
      numberStyle = theme.style(focused ? .selection : .selectionUnfocused)
    } else if day == state.today {
      numberStyle = theme.style(.today)
    } else if !inMonth {
      numberStyle = theme.style(.outsideMonth)
    } else if let met = state.goals[day] {
      numberStyle = theme.style(met ? .goalMet : .goalMissed)
    } else if day.weekday == .saturday || day.weekday == .sunday {
      numberStyle = theme.style(.weekend)
    } else {
      numberStyle = theme.style(.text)
    }
    canvas.draw(number, x: numberX, y: y, style: numberStyle, maxWidth: right - numberX)

    // Every day's markers end a column before the next day's begin, so neighbours never
    // run together ("•~✓•"): a fixed slot per day, the rest left out by priority.
    let slotEnd = min(x + layout.cellWidth + layout.numberOffset - 1, right)
    var onNumberLine = dayMarkers(for: day, in: state)
    var below: [Marker] = []
    if layout.rowsPerWeek == 2 {
      // The goal symbol sits by the number when there is a column for it, so it is never
      // the marker that gets cut; else it goes below with the others.
      let goalFits = numberX + 2 < slotEnd
      below = onNumberLine.filter { !$0.isGoal || !goalFits }
      onNumberLine = goalFits ? onNumberLine.filter(\.isGoal) : []
    }
    // One row a week (a short pane): the markers follow the number, up to the next one.
    let numberLineEnd = layout.rowsPerWeek == 1 ? min(x + layout.cellWidth, right) : slotEnd
    drawMarkers(
      onNumberLine, x: numberX + 2, y: y, right: numberLineEnd, inMonth: inMonth,
      into: &canvas, theme: theme)
    drawMarkers(
      below, x: numberX, y: y + 1, right: slotEnd, inMonth: inMonth, into: &canvas, theme: theme)
  }

  private static func drawMarkers(
    _ markers: [Marker], x: Int, y: Int, right: Int, inMonth: Bool,
    into canvas: inout Canvas, theme: Theme
  ) {
    for (index, marker) in markers.prefix(max(0, right - x)).enumerated() {
      canvas.draw(
        marker.symbol, x: x + index, y: y,
        style: theme.style(inMonth ? marker.role : .outsideMonth),
        maxWidth: 1)
    }
  }

  private static let legends: [CalendarPaneText] = [
    .legendLong, .legendMedium, .legendShort, .legendShortest,
  ]

  private static func drawLegend(
    _ language: Language, into canvas: inout Canvas, x: Int, y: Int, width: Int, theme: Theme
  ) {
    let texts = legends.map { $0.text(language) }
    guard let legend = texts.first(where: { TextWidth.width(of: $0) <= width }) else { return }
    canvas.draw(legend, x: x, y: y, style: theme.style(.muted), maxWidth: width)
  }

  /// Below 20×8 the grid cannot be read; show the month and the selected day instead.
  private static func renderTiny(
    _ state: CalendarFeature.State, into canvas: inout Canvas, in rect: Rect, theme: Theme
  ) {
    let lines: [(String, ThemeRole)] = [
      (DayText.monthTitle(state.visibleMonth, state.language), .title),
      (
        DayText.weekdayAbbreviation(state.selected.weekday, state.language) + " "
          + "\(state.selected.day)", .selection
      ),
      (markers(for: state.selected, in: state).map(\.0).joined(), .muted),
    ]
    for (offset, (text, role)) in lines.prefix(rect.height).enumerated() {
      canvas.draw(
        TextWidth.truncate(text, toWidth: rect.width), x: rect.x, y: rect.y + offset,
        style: theme.style(role), maxWidth: rect.width)
    }
  }
}
