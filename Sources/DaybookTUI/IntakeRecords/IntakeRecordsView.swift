import DaybookCore
import TerminalKit

/// Draws the intake records of a day in a box over the panes, and the form over it.
enum IntakeRecordsView {
  /// Renders into `area`; returns where the cursor goes while a field is typed in.
  static func render(
    _ state: IntakeRecordsFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let height = max(8, state.records.count + 6)
    let box = OverlayView.floating(width: 72, height: height, in: area, over: canvas)
    let title = IntakeRecordsText.title.text(language, EditorView.dateText(state.day, language))
    let inner = Box(
      title: title, borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.overlay), border: .rounded
    ).render(into: &canvas, in: box).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 3, inner.width >= 10 else { return nil }
    totals(state, into: &canvas, row: inner.row(0), theme: theme, language: language)
    let footer = TextWidth.wrap(
      IntakeRecordsFeature.keyLine(language).keyLine, width: inner.width)
    let footerHeight = min(footer.count, max(0, inner.height - 3))
    for (index, line) in footer.prefix(footerHeight).enumerated() {
      canvas.draw(
        line, x: inner.x, y: inner.maxY - footerHeight + index, style: theme.style(.muted),
        maxWidth: inner.width)
    }
    let list = Rect(
      x: inner.x, y: inner.y + 2, width: inner.width,
      height: max(0, inner.height - 2 - footerHeight - 1))
    rows(state, into: &canvas, in: list, theme: theme, language: language)
    guard let form = state.form else { return nil }
    // Inside the list's frame when it fits there, else over the list, hiding it.
    let formArea = box.height >= IntakeRecordFormView.height + 2 ? box : area
    return IntakeRecordFormView.render(
      form, into: &canvas, in: formArea, theme: theme, language: language)
  }

  /// "caffeine 150/400 mg · water 500 ml · goal met", the goal's measure first.
  private static func totals(
    _ state: IntakeRecordsFeature.State, into canvas: inout Canvas, row: Rect, theme: Theme,
    language: Language
  ) {
    let totals = state.totals
    let goal = state.goal
    let number = Journal.number
    let caffeine = IntakeRecordsText.caffeineTotal.text(
      language,
      goal.mode == .caffeineLimit
        ? number(totals.caffeineMg) + "/" + number(goal.caffeineLimitMg)
        : number(totals.caffeineMg))
    let water = IntakeRecordsText.waterTotal.text(
      language,
      goal.mode == .zeroCaffeine
        ? number(totals.waterMl) + "/" + number(goal.waterGoalMl) : number(totals.waterMl))
    var parts = goal.mode == .caffeineLimit ? [caffeine, water] : [water, caffeine]
    if totals.otherMl > 0 {
      parts.append(IntakeRecordsText.otherTotal.text(language, number(totals.otherMl)))
    }
    let met = IntakeGoals.evaluate(totals, settings: goal).met
    var x = row.x
    x += canvas.draw(
      parts.joined(separator: " · ") + " · ", x: x, y: row.y, style: theme.style(.overlay),
      maxWidth: row.width)
    canvas.draw(
      (met ? IntakeRecordsText.goalMet : .goalMissed).text(language), x: x, y: row.y,
      style: theme.style(met ? .ok : .danger), maxWidth: max(0, row.maxX - x))
  }

  private static func rows(
    _ state: IntakeRecordsFeature.State, into canvas: inout Canvas, in rect: Rect, theme: Theme,
    language: Language
  ) {
    guard rect.height > 0 else { return }
    guard !state.records.isEmpty else {
      let text = (state.isLoaded ? IntakeRecordsText.empty : .loading).text(language)
      canvas.draw(text, x: rect.x, y: rect.y, style: theme.style(.muted), maxWidth: rect.width)
      return
    }
    let kindWidth = IntakeKind.allCases.map { TextWidth.width(of: $0.name(language)) }.max() ?? 8
    let amounts = state.records.map {
      Journal.number($0.intake.amount) + " " + $0.intake.unit.name(language)
    }
    let amountWidth = amounts.map { TextWidth.width(of: $0) }.max() ?? 0
    let top = (state.cursor / rect.height) * rect.height
    for line in 0..<rect.height {
      let index = top + line
      guard state.records.indices.contains(index) else { break }
      let record = state.records[index]
      let row = rect.row(line)
      var x = row.x
      x += canvas.draw(
        record.clockText + "  ", x: x, y: row.y, style: theme.style(.muted), maxWidth: row.width)
      x += canvas.draw(
        TextWidth.pad(record.intake.kind.name(language), toWidth: kindWidth) + "  ", x: x,
        y: row.y, style: theme.style(.accent), maxWidth: max(0, row.maxX - x))
      let amount =
        String(repeating: " ", count: amountWidth - TextWidth.width(of: amounts[index]))
        + amounts[index]
      x += canvas.draw(
        amount + "  ", x: x, y: row.y, style: theme.style(.overlay), maxWidth: max(0, row.maxX - x))
      let drink = DrinkCatalog.bundled.displayName(of: record.intake.drink, language)
      let note = TextWidth.sanitized(
        [drink, record.intake.note].filter { !$0.isEmpty }.joined(separator: " · "))
      canvas.draw(
        TextWidth.truncate(note, toWidth: max(0, row.maxX - x)), x: x, y: row.y,
        style: theme.style(.overlay), maxWidth: max(0, row.maxX - x))
      if index == state.cursor && state.form == nil {
        canvas.setStyle(in: row, theme.style(.selection))
      }
    }
  }
}

/// Draws the record form: labels, fields, and beside them the value read or what is wrong.
enum IntakeRecordFormView {
  /// Rows of the form with its frame.
  static let height = 9

  static func render(
    _ form: IntakeRecordForm, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let box = OverlayView.floating(width: 72, height: height, in: area, over: canvas)
    let title =
      form.isNew
      ? IntakeRecordsText.addTitle.text(language, form.day.iso)
      : IntakeRecordsText.editTitle.text(language, String(form.id))
    let inner = Box(
      title: title, borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.overlay), border: .rounded
    ).render(into: &canvas, in: box).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 4, inner.width >= 20 else { return nil }
    let labels: [(IntakeRecordForm.Field, IntakeRecordsText)] = [
      (.kind, .fieldKind), (.amount, .fieldAmount), (.time, .fieldTime), (.note, .fieldNote),
    ]
    let labelWidth = (labels.map { TextWidth.width(of: $0.1.text(language)) }.max() ?? 6) + 2
    let fieldX = inner.x + labelWidth
    let fieldWidth = min(max(1, inner.width - labelWidth), 16)
    let noteWidth = max(1, inner.width - labelWidth)
    var cursor: (x: Int, y: Int)?

    for (index, (field, label)) in labels.enumerated() {
      let y = inner.y + index
      guard y < inner.maxY else { break }
      let focused = form.field == field
      canvas.draw(
        label.text(language), x: inner.x, y: y, style: theme.style(focused ? .accent : .muted),
        maxWidth: labelWidth - 1)
      let (text, note): (String, (String, ThemeRole)?) =
        switch field {
        case .kind:
          (
            form.kind.name(language),
            focused ? (IntakeRecordsText.kindHint.text(language), .muted) : nil
          )
        case .amount: (form.amount, amountNote(form, language))
        case .time: (form.time, timeNote(form, language))
        case .note: (form.note, nil)
        }
      let width = field == .note ? noteWidth : fieldWidth
      let rect = Rect(x: fieldX, y: y, width: width, height: 1)
      canvas.fill(rect, style: theme.style(field == .kind && focused ? .selection : .input))
      var shown = TextWidth.sanitized(text)
      while TextWidth.width(of: shown) > width - 1, !shown.isEmpty { shown.removeFirst() }
      let used = canvas.draw(
        shown, x: rect.x, y: y,
        style: theme.style(field == .kind && focused ? .selection : .input), maxWidth: width)
      if focused && field != .kind { cursor = (rect.x + used, y) }
      if let (noteText, role) = note {
        canvas.draw(
          noteText, x: rect.maxX + 1, y: y, style: theme.style(role),
          maxWidth: max(0, inner.maxX - rect.maxX - 1))
      }
    }
    let hintY = inner.y + labels.count
    if form.field == .amount && hintY < inner.maxY - 1 {
      canvas.draw(
        IntakeRecordsText.amountHint.text(language), x: fieldX, y: hintY,
        style: theme.style(.muted), maxWidth: noteWidth)
    }
    canvas.draw(
      IntakeRecordForm.keyLine(language).keyLine, x: inner.x, y: inner.maxY - 1,
      style: theme.style(.muted), maxWidth: inner.width)
    return cursor
  }

  /// "→ water 500 ml" when the amount reads; what is wrong once something is typed.
  private static func amountNote(_ form: IntakeRecordForm, _ language: Language)
    -> (String, ThemeRole)?
  {
    if let problem = form.amountProblem(language) {
      let shows = form.showsProblems || !form.amount.trimmingSpaces().isEmpty
      return shows ? (problem, .danger) : nil
    }
    guard case let .intake(kind, amount, unit) = form.parsedAmount else { return nil }
    return (
      IntakeRecordsText.parsed.text(
        language, kind.name(language) + " " + Journal.number(amount) + " " + unit.rawValue), .ok
    )
  }

  private static func timeNote(_ form: IntakeRecordForm, _ language: Language)
    -> (String, ThemeRole)?
  {
    guard form.parsedTime == nil else { return nil }
    return (IntakeRecordsText.badTime.text(language), .danger)
  }
}
