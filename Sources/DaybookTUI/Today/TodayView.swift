import DaybookCore
import TerminalKit

/// Draws the Today pane: Plants, Todos by bucket, Intake, and a pending question.
///
/// The rect is the pane's inside; the shell draws the border and the pane title around it.
public enum TodayView {
  /// A piece of text in one theme role.
  struct Segment: Equatable {
    var text: String
    var role: ThemeRole
  }

  /// One line of the pane before scrolling: text on the left, an optional right-aligned
  /// note, or a progress bar between the left and the right text.
  struct Line: Equatable {
    var left: [Segment]
    var right: Segment? = nil
    var bar: Bar? = nil
    var row: TodayFeature.Row? = nil
    /// Whether this is the Intake section's title, where the pinned part starts.
    var isIntakeTitle = false
  }

  /// A progress bar: how full, and in which role.
  struct Bar: Equatable {
    var fraction: Double
    var role: ThemeRole
  }

  /// Renders the state into `rect` of the canvas; `focused` picks the selection style.
  public static func render(
    _ state: TodayFeature.State, into canvas: inout Canvas, in rect: Rect,
    theme: Theme = .builtinDefault, focused: Bool = true
  ) {
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: theme.style(.text))
    let promptText =
      state.intakeInput.map {
        TodayIntakeText.prompt.text(state.language, $0 + "_")
          + (TodayFeature.typedIntakePreview($0, state.language).map { "  " + $0 } ?? "")
      }
      ?? state.confirm?.prompt(state.language)
    let prompt = promptText.map { TextWidth.wrap($0, width: rect.width) } ?? []
    var all = lines(for: state)
    // On a short pane the intake bars stay in sight at the bottom; plants and todos scroll
    // above them (a pending question keeps every row for its context).
    var pinned: [Line] = []
    let room = rect.height - min(prompt.count, rect.height)
    if state.confirm == nil, all.count > room, let start = all.firstIndex(where: \.isIntakeTitle),
      all.count - start <= room / 2
    {
      pinned = Array(all[start...])
      all.removeSubrange(start...)
    }
    let area = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - pinned.count)
    let promptHeight = min(prompt.count, area.height)
    let listHeight = area.height - promptHeight
    let anchor = state.intakeInput == nil ? questionAnchor(state, in: all) : nil
    let selected =
      anchor ?? all.firstIndex { $0.row != nil && $0.row == state.selection } ?? 0
    let offset = selected >= listHeight ? selected - listHeight + 1 : 0
    // A question sits right under the line it asks about; the typed intake at the bottom.
    let promptY = anchor.map { area.y + $0 - offset + 1 } ?? area.maxY - promptHeight
    var placed: [(line: Line, y: Int)] = []
    for (index, line) in all.dropFirst(offset).prefix(listHeight).enumerated() {
      var y = area.y + index
      if y >= promptY { y += promptHeight }
      placed.append((line, y))
    }
    placed += pinned.enumerated().map { ($1, area.maxY + $0) }
    for (line, y) in placed {
      draw(line, into: &canvas, x: rect.x, y: y, width: rect.width, theme: theme)
      if line.row != nil, line.row == state.selection {
        canvas.setStyle(
          in: Rect(x: rect.x, y: y, width: rect.width, height: 1),
          theme.style(focused ? .selection : .selectionUnfocused))
      }
    }
    for (index, text) in prompt.suffix(promptHeight).enumerated() {
      let y = promptY + index
      canvas.fill(
        Rect(x: rect.x, y: y, width: rect.width, height: 1), style: theme.style(.highlight))
      canvas.draw(text, x: rect.x, y: y, style: theme.style(.highlight), maxWidth: rect.width)
    }
  }

  /// The line a pending question is about: the plant to water again, or the last plant of
  /// the list for "water all".
  static func questionAnchor(_ state: TodayFeature.State, in lines: [Line]) -> Int? {
    switch state.confirm {
    case .waterAgain(let plantID, _)?: lines.firstIndex { $0.row == .plant(plantID) }
    case .waterAll?:
      lines.lastIndex {
        if case .plant? = $0.row { return true }
        return false
      }
    case nil: nil
    }
  }

  /// "D-2", "today", "1 day late", "3 days late", and the role it is drawn in.
  static func dDayText(_ dDay: Int, _ language: Language = .en) -> Segment {
    let text = CalendarText.dDay(dDay, language)
    return switch dDay {
    case 1...: Segment(text: text, role: .muted)
    case 0: Segment(text: text, role: .warning)
    default: Segment(text: text, role: .danger)
    }
  }

  /// "150", "1.5": whole amounts without a decimal point.
  static func amountText(_ value: Double) -> String {
    // Int(_:) traps past Int.max (and on NaN or infinity): such a number keeps its own form.
    guard value.isFinite, abs(value) < 1e14 else { return String(value) }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// Every line of the pane, top to bottom.
  static func lines(for state: TodayFeature.State) -> [Line] {
    state.sections.visible.flatMap { section -> [Line] in
      switch section {
      case .plants: plantLines(state)
      case .todos: todoLines(state)
      case .projects: projectLines(state)
      case .intake:
        [
          Line(
            left: [Segment(text: TodayPaneText.intake.text(state.language), role: .title)],
            isIntakeTitle: true)
        ] + intakeLines(state)
      }
    }
  }

  /// Active projects, each with a bar of its done todos; the section shows only when there
  /// is one.
  static func projectLines(_ state: TodayFeature.State) -> [Line] {
    guard !state.projects.isEmpty else { return [] }
    let title = Line(
      left: [Segment(text: TodayProjectsText.title.text(state.language), role: .title)])
    return [title]
      + state.projects.map { project in
        let step = project.progress
        let role: ThemeRole = step.total > 0 && step.done == step.total ? .ok : .text
        return Line(
          left: [Segment(text: " " + project.title, role: .text)],
          right: Segment(text: "\(step.done)/\(step.total)", role: role),
          bar: Bar(fraction: step.fraction, role: role))
      }
  }

  private static func plantLines(_ state: TodayFeature.State) -> [Line] {
    let language = state.language
    var result = [Line(left: [Segment(text: TodayPaneText.plants.text(language), role: .title)])]
    if state.plants.isEmpty {
      let text = " " + TodayPaneText.noPlants.text(language)
      result.append(Line(left: [Segment(text: text, role: .muted)]))
    }
    for status in state.plants {
      result.append(
        Line(
          left: [Segment(text: " " + status.plant.name, role: .text)],
          right: dDayText(status.dDay, language), row: .plant(status.plant.id)))
    }
    return result
  }

  private static func todoLines(_ state: TodayFeature.State) -> [Line] {
    let language = state.language
    var result: [Line] = []
    let progress = state.progress
    let todoTitle =
      progress.total > 0
      ? TodayPaneText.todosProgress.text(language, String(progress.done), String(progress.total))
      : TodayPaneText.todos.text(language)
    result.append(Line(left: [Segment(text: todoTitle, role: .title)]))
    let sections = state.todoSections
    if sections.isEmpty {
      let text = " " + TodayPaneText.nothingToDo.text(language)
      result.append(Line(left: [Segment(text: text, role: .muted)]))
    }
    for section in sections {
      let title = section.bucket.title(language)
      result.append(Line(left: [Segment(text: " \(title) (\(section.openCount))", role: .muted)]))
      for todo in section.todos {
        result.append(todoLine(todo, bucket: section.bucket, language))
      }
    }
    return result
  }

  private static func todoLine(_ todo: Todo, bucket: TodoBucket, _ language: Language) -> Line {
    let showsDue = bucket != .today && bucket != .undated
    let right =
      showsDue ? todo.due.map { Segment(text: DayText.short($0, language), role: .muted) } : nil
    if todo.isDone {
      return Line(
        left: [Segment(text: "  ✓ " + todo.title, role: .muted)], right: right, row: .todo(todo.id))
    }
    let mark =
      todo.important ? Segment(text: "  ! ", role: .warning) : Segment(text: "    ", role: .text)
    return Line(
      left: [mark, Segment(text: todo.title, role: .text)], right: right, row: .todo(todo.id))
  }

  private static func intakeLines(_ state: TodayFeature.State) -> [Line] {
    let totals = state.intakeTotals
    let evaluation = state.evaluation
    switch state.goal.mode {
    case .caffeineLimit:
      let role: ThemeRole = evaluation.met ? .ok : .danger
      let label = "\(amountText(totals.caffeineMg))/\(amountText(state.goal.caffeineLimitMg)) mg"
      var result = [
        Line(
          left: [Segment(text: " ☕", role: .text)], right: Segment(text: label, role: role),
          bar: Bar(fraction: evaluation.progress, role: role), row: .intake)
      ]
      // Water counts without a water goal too: the day's total, with no goal bar to fill.
      if totals.waterMl > 0 {
        result.append(
          Line(
            left: [Segment(text: " 💧", role: .text)],
            right: Segment(text: "\(amountText(totals.waterMl)) ml", role: .text)))
      }
      return result
    case .zeroCaffeine:
      let role: ThemeRole = evaluation.met ? .ok : .text
      let label = "\(amountText(totals.waterMl))/\(amountText(state.goal.waterGoalMl)) ml"
      var result = [
        Line(
          left: [Segment(text: " 💧", role: .text)], right: Segment(text: label, role: role),
          bar: Bar(fraction: evaluation.progress, role: role), row: .intake)
      ]
      if totals.caffeineMg > 0 {
        let amount = amountText(totals.caffeineMg)
        let text = " ☕ " + TodayPaneText.caffeineOnZeroDay.text(state.language, amount)
        result.append(Line(left: [Segment(text: text, role: .danger)]))
      }
      return result
    }
  }

  private static func draw(
    _ line: Line, into canvas: inout Canvas, x: Int, y: Int, width: Int, theme: Theme
  ) {
    let rightText = line.right.map { TextWidth.truncate($0.text, toWidth: width) } ?? ""
    let rightWidth = TextWidth.width(of: rightText)
    // The right-hand note keeps one space between itself and the left text.
    let leftRoom = rightWidth > 0 && line.bar == nil ? max(0, width - rightWidth - 1) : width
    var column = x
    for segment in line.left {
      let room = leftRoom - (column - x)
      guard room > 0 else { break }
      let text = TextWidth.truncate(segment.text, toWidth: room)
      column += canvas.draw(text, x: column, y: y, style: theme.style(segment.role), maxWidth: room)
    }
    if let bar = line.bar {
      let labelStyle = theme.style(line.right?.role ?? bar.role)
      var progress = ProgressBar(
        fraction: bar.fraction, label: rightText, filledStyle: theme.style(bar.role),
        emptyStyle: theme.style(.muted), labelStyle: labelStyle)
      // The track shows the bar's length even at 0.
      progress.track = "░"
      progress.render(
        into: &canvas, in: Rect(x: column + 1, y: y, width: x + width - column - 1, height: 1))
    } else if let right = line.right, rightWidth > 0 {
      canvas.draw(
        rightText, x: x + width - rightWidth, y: y, style: theme.style(right.role),
        maxWidth: rightWidth)
    }
  }
}
