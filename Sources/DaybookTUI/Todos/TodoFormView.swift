import DaybookCore
import TerminalKit

/// Draws the todo form: a label column, the fields, and beside them the parsed due day or
/// what is wrong.
enum TodoFormView {
  static func render(
    _ form: TodoForm, today: Day, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let noteLines = max(
      1, min(4, form.note.split(separator: "\n", omittingEmptySubsequences: false).count))
    let height = 2 + 1 + noteLines + 1 + 1 + 1 + 1 + 1 + 1
    let box = OverlayView.floating(width: 70, height: height, in: area, over: canvas)
    let title =
      form.isNew
      ? TodoText.formAddTitle.text(language)
      : TodoText.formEditTitle.text(language, String(form.original.id))
    let inner = Box(
      title: title, borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.overlay), border: .rounded
    ).render(into: &canvas, in: box).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 3, inner.width >= 20 else { return nil }
    let labels: [TodoForm.Field: TodoText] = [
      .title: .fieldTitle, .note: .fieldNote, .tags: .fieldTags, .due: .fieldDue,
      .important: .fieldImportant,
    ]
    let labelWidth =
      (labels.values.map { TextWidth.width(of: $0.text(language)) }.max() ?? 8) + 2
    let fieldX = inner.x + labelWidth
    let fieldWidth = max(1, inner.width - labelWidth)
    var y = inner.y
    var cursor: (x: Int, y: Int)?

    func label(_ field: TodoForm.Field, at y: Int) {
      let role: ThemeRole = form.field == field ? .accent : .muted
      canvas.draw(
        labels[field]?.text(language) ?? "", x: inner.x, y: y, style: theme.style(role),
        maxWidth: labelWidth - 1)
    }

    /// A one-line field with an optional note to its right; sets the cursor when focused.
    func line(_ field: TodoForm.Field, _ text: String, width: Int, note: (String, ThemeRole)?) {
      label(field, at: y)
      let rect = Rect(x: fieldX, y: y, width: width, height: 1)
      canvas.fill(rect, style: theme.style(.input))
      var shown = text
      while TextWidth.width(of: shown) > width - 1, !shown.isEmpty { shown.removeFirst() }
      let used = canvas.draw(shown, x: rect.x, y: y, style: theme.style(.input), maxWidth: width)
      if form.field == field { cursor = (rect.x + used, y) }
      if let (noteText, role) = note {
        canvas.draw(
          noteText, x: rect.maxX + 1, y: y, style: theme.style(role),
          maxWidth: max(0, inner.maxX - rect.maxX - 1))
      }
      y += 1
    }

    let titleProblem = form.showsProblems && form.titleIsMissing
    let shortWidth = min(fieldWidth, 24)
    line(
      .title, form.title, width: titleProblem ? max(1, fieldWidth - 20) : fieldWidth,
      note: titleProblem ? (TodoText.titleNeeded.text(language), .danger) : nil)

    label(.note, at: y)
    let noteRows = form.note.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for (index, text) in noteRows.suffix(noteLines).enumerated() {
      let rect = Rect(x: fieldX, y: y + index, width: fieldWidth, height: 1)
      canvas.fill(rect, style: theme.style(.input))
      let used = canvas.draw(
        text, x: rect.x, y: rect.y, style: theme.style(.input), maxWidth: fieldWidth - 1)
      if form.field == .note { cursor = (rect.x + used, rect.y) }
    }
    y += noteLines

    line(.tags, form.tags, width: fieldWidth, note: nil)

    let dueNote: (String, ThemeRole)? =
      switch form.parsedDue(today: today) {
      case nil: nil
      case .success(let day)?:
        ("→ " + DayText.weekdayAbbreviation(day.weekday, language) + " " + day.iso, .ok)
      case .failure?: (TodoText.notADate.text(language), .danger)
      }
    line(.due, form.due, width: shortWidth, note: dueNote)
    if form.field == .due {
      canvas.draw(
        TodoText.dueHint.text(language), x: fieldX, y: y, style: theme.style(.muted),
        maxWidth: fieldWidth)
    }
    y += 1

    label(.important, at: y)
    let mark = (form.important ? TodoText.yes : TodoText.no).text(language)
    let markStyle = theme.style(form.field == .important ? .selection : .overlay)
    canvas.draw(mark, x: fieldX, y: y, style: markStyle, maxWidth: fieldWidth)
    y += 2
    if y < inner.maxY {
      canvas.draw(
        TodoForm.keyLine(language).keyLine, x: inner.x, y: inner.maxY - 1,
        style: theme.style(.muted), maxWidth: inner.width)
    }
    return form.field == .important ? nil : cursor
  }
}
