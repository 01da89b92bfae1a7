import DaybookCore
import TerminalKit

/// Draws an opened todo over the todo screen: the title, one line of facts (bucket, due day,
/// project, tags), then the notes rendered as Markdown from the detail's scroll.
enum TodoDetailView {
  /// The box's inside: the area less its border and a column of padding each side.
  static func inner(of area: Rect) -> Rect {
    area.inset(by: 1).inset(horizontal: 1, vertical: 0)
  }

  /// The title's rows (at most three) and the facts' rows at the box's inner width.
  static func heading(_ state: TodoDetail.State, today: Day, width: Int, language: Language)
    -> (title: [String], facts: [String])
  {
    let todo = state.todo
    let mark = (todo.isDone ? "[x] " : "[ ] ") + (todo.important ? "! " : "")
    let title = TextWidth.wrap(
      mark + todo.title.split(whereSeparator: \.isNewline).joined(separator: " "), width: width)
    var facts: [String] = [
      TodoSchedule.dueBucket(for: todo, today: today)?.title(language)
        ?? TodoDetailText.done.text(language)
    ]
    if let due = todo.due {
      facts.append(
        TodoDetailText.due.text(
          language, DayText.weekdayAbbreviation(due.weekday, language) + " " + due.iso))
    }
    if let project = state.projectTitle {
      facts.append(TodoDetailText.project.text(language, project))
    }
    if !todo.tags.isEmpty { facts.append(todo.tags.map { "#" + $0 }.joined(separator: " ")) }
    return (
      Array(title.prefix(3)),
      TextWidth.wrap(facts.joined(separator: " · "), width: width)
    )
  }

  /// The footer's rows at the box's inner width.
  static func footer(width: Int, language: Language) -> [String] {
    TextWidth.wrap(TodoDetail.keyLine(language).keyLine, width: width)
  }

  /// Where the notes go inside `area` (the whole todo screen).
  static func notesArea(
    _ state: TodoDetail.State, today: Day, in area: Rect, language: Language
  ) -> Rect {
    let inner = inner(of: area)
    guard inner.width > 0, inner.height > 0 else { return .zero }
    let (title, facts) = heading(state, today: today, width: inner.width, language: language)
    let top = title.count + facts.count + 1
    let bottom = min(footer(width: inner.width, language: language).count, 2)
    return Rect(
      x: inner.x, y: inner.y + top, width: inner.width,
      height: max(0, inner.height - top - bottom))
  }

  static func render(
    _ state: TodoDetail.State, today: Day, into canvas: inout Canvas, in area: Rect,
    theme: Theme, language: Language
  ) {
    Box(
      title: TodoDetailText.title.text(language), borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.text), border: .rounded
    ).render(into: &canvas, in: area)
    let inner = inner(of: area)
    guard inner.width >= 4, inner.height >= 3 else { return }
    let (title, facts) = heading(state, today: today, width: inner.width, language: language)
    var y = inner.y
    for line in title {
      canvas.draw(line, x: inner.x, y: y, style: theme.style(.title), maxWidth: inner.width)
      y += 1
    }
    let factsRole: ThemeRole =
      state.todo.isDone ? .muted : (state.todo.due.map { $0 < today } == true ? .danger : .accent)
    for line in facts {
      canvas.draw(line, x: inner.x, y: y, style: theme.style(factsRole), maxWidth: inner.width)
      y += 1
    }
    let footer = footer(width: inner.width, language: language).prefix(2)
    for (index, line) in footer.enumerated() {
      canvas.draw(
        line, x: inner.x, y: inner.maxY - footer.count + index, style: theme.style(.muted),
        maxWidth: inner.width)
    }
    let notes = notesArea(state, today: today, in: area, language: language)
    guard notes.height > 0 else { return }
    let rows = TodoDetail.rows(of: state.todo.note, width: notes.width)
    if state.todo.note.trimmingSpaces().isEmpty {
      canvas.draw(
        TodoDetailText.noNotes.text(language), x: notes.x, y: notes.y,
        style: theme.style(.muted), maxWidth: notes.width)
      return
    }
    let top = min(max(0, state.scroll), max(0, rows.count - notes.height))
    for (offset, row) in rows.dropFirst(top).prefix(notes.height).enumerated() {
      EntryMarkdown.draw(
        row, into: &canvas, x: notes.x, y: notes.y + offset, maxX: notes.maxX, theme: theme)
    }
    // A scroll mark when the notes go on past the area: "12–30/48".
    if rows.count > notes.height {
      let mark = "\(top + 1)–\(min(rows.count, top + notes.height))/\(rows.count)"
      let width = TextWidth.width(of: mark)
      canvas.draw(
        mark, x: area.maxX - 2 - width, y: area.maxY - 1, style: theme.style(.overlayBorder))
    }
  }
}
