import DaybookCore
import TerminalKit

/// Draws the todo screen over the whole body, and the form over it when one is open.
enum TodosView {
  /// Renders into `area`; returns where the cursor goes while a field is typed in.
  static func render(
    _ state: TodosFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let inner = Box(
      title: TodoText.screenTitle.text(language), borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.text), border: .rounded
    ).render(into: &canvas, in: area).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 4, inner.width >= 10 else { return nil }
    var cursor = header(state, into: &canvas, row: inner.row(0), theme: theme, language: language)
    let footer = TextWidth.wrap(
      TodosFeature.listKeymap(language).keyLine, width: inner.width)
    let footerHeight = min(footer.count, max(0, inner.height - 4))
    for (index, line) in footer.prefix(footerHeight).enumerated() {
      canvas.draw(
        line, x: inner.x, y: inner.maxY - footerHeight + index, style: theme.style(.muted),
        maxWidth: inner.width)
    }
    let list = Rect(
      x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2 - footerHeight)
    rows(state, into: &canvas, in: list, theme: theme, language: language)
    if let detail = state.detail {
      TodoDetailView.render(
        detail, today: state.today, into: &canvas, in: area, theme: theme, language: language)
    }
    if let form = state.form {
      cursor = TodoFormView.render(
        form, today: state.today, into: &canvas, in: area, theme: theme, language: language)
    }
    return cursor
  }

  /// The filters on the left, the range on the right; below them the search or tag field.
  private static func header(
    _ state: TodosFeature.State, into canvas: inout Canvas, row: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let query = state.query
    var parts: [String] = [
      statusText(query.status).text(language), dueText(state.dueRange).text(language),
      sortText(query.sort).text(language),
    ]
    if query.importantOnly { parts.insert(TodoText.importantOnly.text(language), at: 1) }
    if let project = state.projectTitle, query.project != nil {
      parts.insert(ProjectsText.todoFilter.text(language, project), at: 0)
    }
    if let tag = query.tag, !tag.isEmpty, state.input != .tag {
      parts.insert(TodoText.tagFilter.text(language, tag), at: 1)
    }
    let rangeText =
      state.isLoaded
      ? TodoText.range.text(
        language, String(state.total == 0 ? 0 : state.cursor + 1), String(state.total))
      : TodoText.loading.text(language)
    let rangeWidth = TextWidth.width(of: rangeText)
    canvas.draw(
      parts.joined(separator: " · "), x: row.x, y: row.y, style: theme.style(.accent),
      maxWidth: max(0, row.width - rangeWidth - 1))
    canvas.draw(
      rangeText, x: row.maxX - rangeWidth, y: row.y, style: theme.style(.muted),
      maxWidth: rangeWidth)

    let fieldRow = Rect(x: row.x, y: row.y + 1, width: row.width, height: 1)
    let (prompt, text): (String, String?) =
      switch state.input {
      case .search?: (TodoText.searchPrompt.text(language), query.search)
      case .tag?: (TodoText.tagPrompt.text(language), query.tag ?? "")
      case nil: (TodoText.searchPrompt.text(language), query.search.isEmpty ? nil : query.search)
      }
    guard let text else { return nil }
    let style = theme.style(state.input == nil ? .muted : .input)
    canvas.fill(fieldRow, style: style)
    let promptWidth = canvas.draw(prompt, x: fieldRow.x, y: fieldRow.y, style: theme.style(.accent))
    let used = canvas.draw(
      text, x: fieldRow.x + promptWidth, y: fieldRow.y, style: style,
      maxWidth: fieldRow.width - promptWidth - 1)
    return state.input == nil ? nil : (fieldRow.x + promptWidth + used, fieldRow.y)
  }

  /// The visible rows, a screenful at a time so the view needs no scroll state.
  private static func rows(
    _ state: TodosFeature.State, into canvas: inout Canvas, in rect: Rect, theme: Theme,
    language: Language
  ) {
    guard rect.height > 0 else { return }
    if state.isLoaded && state.total == 0 {
      canvas.draw(
        TodoText.empty.text(language), x: rect.x, y: rect.y, style: theme.style(.muted),
        maxWidth: rect.width)
      return
    }
    let top = (state.cursor / rect.height) * rect.height
    for line in 0..<rect.height {
      let row = top + line
      let index = row - state.loadedOffset
      guard row < state.total, state.todos.indices.contains(index) else { continue }
      let rowRect = rect.row(line)
      draw(
        state.todos[index], today: state.today, into: &canvas, in: rowRect, theme: theme,
        language: language)
      if row == state.cursor && state.form == nil {
        canvas.setStyle(in: rowRect, theme.style(.selection))
      }
    }
  }

  /// "[ ] ! Title   #tag #tag   Fri 12-04".
  static func draw(
    _ todo: Todo, today: Day, into canvas: inout Canvas, in row: Rect, theme: Theme,
    language: Language
  ) {
    let dueText =
      todo.due.map { DayText.weekdayAbbreviation($0.weekday, language) + " " + $0.iso } ?? ""
    let dueRole: ThemeRole =
      todo.isDone || todo.due == nil
      ? .muted
      : (todo.due.map { $0 < today } == true ? .danger : todo.due == today ? .warning : .text)
    let dueWidth = TextWidth.width(of: dueText)
    canvas.draw(dueText, x: row.maxX - dueWidth, y: row.y, style: theme.style(dueRole))
    let left = row.width - dueWidth - 1
    var x = row.x
    x += canvas.draw(
      todo.isDone ? "[x] " : "[ ] ", x: x, y: row.y, style: theme.style(.muted), maxWidth: left)
    x += canvas.draw(
      todo.important ? "! " : "  ", x: x, y: row.y, style: theme.style(.warning),
      maxWidth: left - (x - row.x))
    let tags = todo.tags.map { "#" + $0 }.joined(separator: " ")
    let room = left - (x - row.x)
    let tagWidth = min(TextWidth.width(of: tags), max(0, room / 3))
    let title = TextWidth.truncate(
      todo.title.split(whereSeparator: \.isNewline).joined(separator: " "),
      toWidth: max(0, room - (tagWidth > 0 ? tagWidth + 2 : 0)))
    x += canvas.draw(
      title, x: x, y: row.y, style: theme.style(todo.isDone ? .muted : .text), maxWidth: room)
    if tagWidth > 0 {
      canvas.draw(
        TextWidth.truncate(tags, toWidth: tagWidth), x: x + 2, y: row.y,
        style: theme.style(.accent), maxWidth: tagWidth)
    }
  }

  static func statusText(_ status: TodoQuery.Status) -> TodoText {
    switch status {
    case .open: .statusOpen
    case .done: .statusDone
    case .all: .statusAll
    }
  }

  static func dueText(_ range: TodosFeature.DueRange) -> TodoText {
    switch range {
    case .any: .dueAny
    case .overdue: .dueOverdue
    case .today: .dueToday
    case .next7Days: .dueNext7
    case .later: .dueLater
    }
  }

  static func sortText(_ sort: TodoQuery.Sort) -> TodoText {
    switch sort {
    case .due: .sortDue
    case .created: .sortCreated
    case .title: .sortTitle
    case .importance: .sortImportance
    }
  }
}
