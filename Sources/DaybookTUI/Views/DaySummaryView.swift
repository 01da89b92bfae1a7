import DaybookCore
import TerminalKit

/// The calendar pane below the grid: a legend with labels, then the selected day at a
/// glance (the entry's first line, care, todos, the intake goal) when the pane is tall
/// enough, as it is at 120×40 and 80×24. Drawn over the calendar after the grid.
enum DaySummaryView {
  /// Rows of the month title, weekday header and six two-row weeks.
  static let gridHeight = 14
  /// Below the grid: a legend row and at least one summary row around a blank one.
  static let minimumRest = 3

  /// The part of the calendar's inside that `CalendarView` draws: the grid and one row for
  /// its own legend or the go-to prompt, when the rest has room for the summary; else all.
  static func calendarRect(inside rect: Rect) -> Rect {
    guard rect.height >= gridHeight + minimumRest else { return rect }
    return Rect(x: rect.x, y: rect.y, width: rect.width, height: gridHeight + 1)
  }

  /// Draws the legend and the summary inside the calendar's frame `calendarPane`.
  static func render(_ state: AppState, into canvas: inout Canvas, calendarPane: Rect) {
    let inside = calendarPane.inset(by: 1)
    let grid = calendarRect(inside: inside)
    guard grid.height < inside.height,
      let layout = CalendarView.Layout(width: grid.width, height: grid.height)
    else { return }
    let theme = state.theme
    let language = state.language
    let left = inside.x + layout.left
    let width = inside.maxX - left
    var y = grid.maxY - 1
    if state.calendar.goToInput == nil {
      let rows = legendRows(language, width: width, rows: inside.maxY - y - 1)
      for row in rows {
        canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: theme.style(.text))
        drawSpans(row, x: left, y: y, width: width, into: &canvas, theme: theme)
        y += 1
      }
    } else {
      y += 1
    }
    y += 1
    for row in summaryRows(state, width: width) {
      guard y < inside.maxY else { break }
      drawSpans(row, x: left, y: y, width: width, into: &canvas, theme: theme)
      y += 1
    }
  }

  typealias Piece = (text: String, role: ThemeRole)

  /// The legend in as few rows as fit `width`: "• entry  ~ care  ✓ done  +/- goal" on one
  /// row, single-spaced, or flowed over up to `rows` rows; the bare symbols as a last resort.
  static func legendRows(_ language: Language, width: Int, rows: Int) -> [[Piece]] {
    let items: [[Piece]] = [
      [("•", .markerEntry), (" " + PaneText.legendEntry.text(language), .muted)],
      [("~", .markerCare), (" " + PaneText.legendCare.text(language), .muted)],
      [("✓", .markerTodo), (" " + PaneText.legendDone.text(language), .muted)],
      [("+", .goalMet), ("/", .muted), ("-", .goalMissed),
       (" " + PaneText.legendGoal.text(language), .muted)],
    ]
    for gap in ["  ", " "] {
      let flowed = flow(items, gap: gap, width: width)
      if flowed.count <= max(1, rows) { return flowed }
    }
    let symbols: [Piece] = [
      ("•", .markerEntry), (" ", .muted), ("~", .markerCare), (" ", .muted),
      ("✓", .markerTodo), (" ", .muted), ("+", .goalMet), (" ", .muted), ("-", .goalMissed),
    ]
    return [symbols]
  }

  private static func flow(_ items: [[Piece]], gap: String, width: Int) -> [[Piece]] {
    var rows: [[Piece]] = [[]]
    var used = 0
    for item in items {
      let itemWidth = item.reduce(0) { $0 + TextWidth.width(of: $1.text) }
      if used > 0, used + gap.count + itemWidth > width {
        rows.append([])
        used = 0
      }
      if used > 0 {
        rows[rows.count - 1].append((gap, .muted))
        used += gap.count
      }
      rows[rows.count - 1] += item
      used += itemWidth
    }
    return rows
  }

  /// The selected day: its date, the entry's first line (wrapped, up to three rows), care,
  /// todos and the goal, each only when there is something to say.
  static func summaryRows(_ state: AppState, width: Int) -> [[Piece]] {
    guard width > 0 else { return [] }
    let language = state.language
    let day = state.calendar.selected
    let marks = state.calendar.marks[day] ?? DayMarks()
    var rows: [[Piece]] = [[(EditorView.dateText(day, language), .title)]]
    if state.editor.day == day {
      let first = state.editor.buffer.lines.first { $0.contains { !$0.isWhitespace } }
      if let first {
        let wrapped = TextWidth.wrap(TextWidth.sanitized(first), width: width)
        for (index, line) in wrapped.prefix(3).enumerated() {
          let cut = index == 2 && wrapped.count > 3
          rows.append([(cut ? TextWidth.truncate(line + "…", toWidth: width) : line, .text)])
        }
      } else {
        rows.append([(PaneText.noEntry.text(language), .muted)])
      }
    } else {
      rows.append([
        ((marks.hasEntry ? PaneText.loading : PaneText.noEntry).text(language), .muted)
      ])
    }
    let care = state.calendar.shownCareKinds(on: day)
    if !care.isEmpty {
      let names = CareKind.allCases.filter(care.contains).map {
        PaneText.care($0).text(language)
      }
      rows.append([("~ ", .markerCare), (names.joined(separator: ", "), .text)])
    }
    var todos: [String] = []
    if marks.todosDone > 0 { todos.append(PaneText.todosDone.text(language, "\(marks.todosDone)")) }
    if marks.todosDue > 0 { todos.append(PaneText.todosDue.text(language, "\(marks.todosDue)")) }
    if !todos.isEmpty {
      rows.append([("✓ ", .markerTodo), (todos.joined(separator: " · "), .text)])
    }
    if let met = state.calendar.goals[day] {
      rows.append(
        met
          ? [("+ ", .goalMet), (PaneText.goalMet.text(language), .text)]
          : [("- ", .goalMissed), (PaneText.goalMissed.text(language), .text)])
    }
    return rows
  }

  private static func drawSpans(
    _ pieces: [Piece], x: Int, y: Int, width: Int, into canvas: inout Canvas, theme: Theme
  ) {
    var column = x
    for (index, piece) in pieces.enumerated() {
      let room = x + width - column
      guard room > 0 else { return }
      let isLast = index == pieces.count - 1
      let text = isLast ? TextWidth.truncate(piece.text, toWidth: room) : piece.text
      column += canvas.draw(text, x: column, y: y, style: theme.style(piece.role), maxWidth: room)
    }
  }
}
