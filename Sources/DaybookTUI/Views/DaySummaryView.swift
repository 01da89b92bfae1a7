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
        canvas.fill(
          Rect(x: inside.x, y: y, width: inside.width, height: 1), style: theme.style(.text))
        drawSpans(row, x: left, y: y, width: width, into: &canvas, theme: theme)
        y += 1
      }
    } else {
      y += 1
    }
    y += 1
    for row in summaryRows(state, width: width, height: inside.maxY - y) {
      guard y < inside.maxY else { break }
      drawSpans(row, x: left, y: y, width: width, into: &canvas, theme: theme)
      y += 1
    }
  }

  typealias Piece = (text: String, role: ThemeRole)

  /// The legend in as few rows as fit `width`: "• entry  ~ care  ○ due …" on one row,
  /// single-spaced, or flowed over up to `rows` rows; the bare symbols as a last resort.
  static func legendRows(_ language: Language, width: Int, rows: Int) -> [[Piece]] {
    typealias Marker = CalendarView.Marker
    func item(_ marker: Marker, _ word: String) -> [Piece] {
      [(marker.symbol, marker.role), (" " + word, .muted)]
    }
    let items: [[Piece]] = [
      item(.entry, PaneText.legendEntry.text(language)),
      item(.care, PaneText.legendCare.text(language)),
      item(.todoDue, CalendarMarkerText.todoDue.text(language)),
      item(.wateringPlanned, CalendarMarkerText.wateringPlanned.text(language)),
      item(.todoDone, PaneText.legendDone.text(language)),
      [
        (Marker.goalMet.symbol, Marker.goalMet.role), ("/", .muted),
        (Marker.goalMissed.symbol, Marker.goalMissed.role),
        (" " + PaneText.legendGoal.text(language), .muted),
      ],
    ]
    for gap in ["  ", " "] {
      let flowed = flow(items, gap: gap, width: width)
      if flowed.count <= max(1, rows) { return flowed }
    }
    let symbols = Marker.allCases.enumerated().flatMap { index, marker -> [Piece] in
      (index > 0 ? [(" ", .muted)] : []) + [(marker.symbol, marker.role)]
    }
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
  /// todos and the goal, each only when there is something to say. The day's todos are
  /// listed under their counts in what is left of `height`, or named on the counts' row.
  static func summaryRows(_ state: AppState, width: Int, height: Int = .max) -> [[Piece]] {
    guard width > 0 else { return [] }
    let language = state.language
    let day = state.calendar.selected
    let marks = state.calendar.marks[day] ?? DayMarks()
    var rows: [[Piece]] = [[(EditorView.dateText(day, language), .title)]]
    if state.editor.day == day {
      if state.editor.starred { rows[0].append((" " + EntrySections.star, .accent)) }
      let first = state.editor.buffer.lines.first { $0.contains { !$0.isWhitespace } }
      if let first {
        let wrapped = TextWidth.wrap(TextWidth.sanitized(first), width: width)
        for (index, line) in wrapped.prefix(3).enumerated() {
          let cut = index == 2 && wrapped.count > 3
          rows.append([(cut ? TextWidth.truncate(line + "…", toWidth: width) : line, .text)])
        }
        // Several jrnl entries of the day live on as timed sections (EntrySections).
        let sections = state.editor.buffer.lines.dropFirst().count {
          $0.utf8.first == 0xC2 && EntrySections.marker(in: Substring($0)) != nil
        }
        if sections > 0 {
          rows.append([
            (EntrySections.sign + " ", .accent),
            (EditorText.sectionCount.text(language, "\(sections + 1)"), .muted),
          ])
        }
      } else {
        rows.append([(PaneText.noEntry.text(language), .muted)])
      }
    } else {
      rows.append([
        ((marks.hasEntry ? PaneText.loading : PaneText.noEntry).text(language), .muted)
      ])
    }
    if let report = state.weather.reports[day] {
      rows.append([(TextWidth.sanitized(report.summary), .text)])
    }
    // While the care list has the keys its chosen record stays on screen: the entry's
    // preview and the weather give way to it, the day's date stays.
    if state.dayCare.isActive {
      while rows.count >= height, rows.count > 1 { rows.removeLast() }
    }
    rows += careRows(state, width: width, room: height - rows.count - 1)
    let dayTodos = state.dayTodos[day] ?? []
    // Counted from the list once it is loaded, so the counts and the list agree.
    let done = dayTodos.isEmpty ? marks.todosDone : dayTodos.filter(\.isDone).count
    let due = dayTodos.isEmpty ? marks.todosDue : dayTodos.count - done
    var todos: [String] = []
    if done > 0 { todos.append(PaneText.todosDone.text(language, "\(done)")) }
    if due > 0 { todos.append(PaneText.todosDue.text(language, "\(due)")) }
    var goal: [[Piece]] = []
    if let met = state.calendar.goals[day] {
      goal.append(
        met
          ? [("+ ", .goalMet), (PaneText.goalMet.text(language), .text)]
          : [("- ", .goalMissed), (PaneText.goalMissed.text(language), .text)])
    }
    guard !todos.isEmpty else { return rows + goal }
    var header: [Piece] = [("✓ ", .markerTodo), (todos.joined(separator: " · "), .text)]
    let room = height - rows.count - 1 - goal.count
    if room >= dayTodos.count {
      return rows + [header] + dayTodos.map(todoRow) + goal
    }
    if room >= 2 {
      let shown = dayTodos.prefix(room - 1)
      let more = DayTodosText.more.text(language, "\(dayTodos.count - shown.count)")
      return rows + [header] + shown.map(todoRow) + [[(more, .muted)]] + goal
    }
    header += inlineTodos(dayTodos, width: width - piecesWidth(header), language)
    return rows + [header] + goal
  }

  /// The day's care records, one a row ("~ Monstera · water"), with the one chosen in the
  /// list marked while the list has the keys; at most `room` rows, scrolled to the chosen
  /// one. The kinds on one row when the records have not arrived yet.
  static func careRows(_ state: AppState, width: Int, room: Int) -> [[Piece]] {
    let language = state.language
    let day = state.calendar.selected
    let records = state.dayCare.shown(on: day, filter: state.calendar.filter, zone: state.zone)
    guard !records.isEmpty else {
      let care = state.calendar.shownCareKinds(on: day)
      guard !care.isEmpty else { return [] }
      let names = CareKind.allCases.filter(care.contains).map { PaneText.care($0).text(language) }
      return [[("~ ", .markerCare), (names.joined(separator: ", "), .text)]]
    }
    let shown = max(1, room)
    let selection = state.dayCare.isActive ? state.dayCare.selection : 0
    let offset = selection >= shown ? selection - shown + 1 : 0
    return records.enumerated().dropFirst(offset).prefix(shown).map { index, record in
      let isSelected = state.dayCare.isActive && index == state.dayCare.selection
      let text = record.plantName + " · " + PlantText.kind(record.event.kind).text(language)
      let role: ThemeRole =
        isSelected ? (state.focus == .calendar ? .selection : .selectionUnfocused) : .text
      return [(isSelected ? "› " : "~ ", isSelected ? role : .markerCare), (text, role)]
    }
  }

  /// "[x] ! Title": done mark, important mark, the title on one line.
  static func todoRow(_ todo: Todo) -> [Piece] {
    var row: [Piece] = [(todo.isDone ? "[x] " : "[ ] ", .muted)]
    if todo.important { row.append(("! ", .warning)) }
    row.append((todoTitle(todo), todo.isDone ? .muted : .text))
    return row
  }

  private static func todoTitle(_ todo: Todo) -> String {
    TextWidth.sanitized(todo.title.split(whereSeparator: \.isNewline).joined(separator: " "))
  }

  /// ": ! 牛乳を買う, 보고서 +1 more" after the counts, as many titles as fit whole (the
  /// first one cut with … if even it does not fit).
  static func inlineTodos(_ todos: [Todo], width: Int, _ language: Language) -> [Piece] {
    guard let first = todos.first else { return [] }
    var pieces: [Piece] = [(": ", .muted)]
    var used = 2
    for (index, todo) in todos.enumerated() {
      let left = todos.count - index - 1
      let more = left > 0 ? " " + DayTodosText.more.text(language, "\(left)") : ""
      let mark: Piece? = todo.important ? ("! ", .warning) : nil
      let title = (index > 0 ? ", " : "") + todoTitle(todo)
      let needed = (mark.map { TextWidth.width(of: $0.text) } ?? 0) + TextWidth.width(of: title)
      let moreAfter =
        left > 0 ? TextWidth.width(of: " " + DayTodosText.more.text(language, "\(left)")) : 0
      if used + needed + moreAfter > width {
        if todo.id == first.id {
          // Not even one title fits whole: show as much of it as there is room for.
          if let mark { pieces.append(mark) }
          let room = max(1, width - used - (mark == nil ? 0 : 2) - TextWidth.width(of: more))
          pieces.append((TextWidth.truncate(todoTitle(todo), toWidth: room), .text))
          if !more.isEmpty { pieces.append((more, .muted)) }
        } else {
          pieces.append((" " + DayTodosText.more.text(language, "\(todos.count - index)"), .muted))
        }
        return pieces
      }
      if index > 0 { pieces.append((", ", .muted)) }
      if let mark { pieces.append(mark) }
      pieces.append((todoTitle(todo), todo.isDone ? .muted : .text))
      used += needed
    }
    return pieces
  }

  private static func piecesWidth(_ pieces: [Piece]) -> Int {
    pieces.reduce(0) { $0 + TextWidth.width(of: $1.text) }
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
