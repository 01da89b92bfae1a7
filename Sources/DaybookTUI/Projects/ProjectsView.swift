import DaybookCore
import TerminalKit

/// Draws the projects screen over the whole body.
enum ProjectsView {
  /// Renders into `area`; returns where the cursor goes while a field is typed in.
  static func render(
    _ state: ProjectsFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let inner = Box(
      title: ProjectsText.title.text(language), borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.text), border: .rounded
    ).render(into: &canvas, in: area).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 3, inner.width >= 10 else { return nil }
    let rows = state.rows
    let filter = filterText(state.filter, language)
    let count = state.isLoaded ? "\(rows.count)" : ProjectsText.loading.text(language)
    let countWidth = TextWidth.width(of: count)
    canvas.draw(
      filter, x: inner.x, y: inner.y, style: theme.style(.accent),
      maxWidth: max(0, inner.width - countWidth - 1))
    canvas.draw(count, x: inner.maxX - countWidth, y: inner.y, style: theme.style(.muted))
    let inputHeight = state.input == nil ? 0 : 1
    let list = Rect(
      x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2 - inputHeight)
    if state.isLoaded && rows.isEmpty {
      canvas.draw(
        ProjectsText.empty.text(language), x: list.x, y: list.y, style: theme.style(.muted),
        maxWidth: list.width)
    }
    let selected = rows.firstIndex { $0.project.id == state.selection } ?? 0
    let top = list.height > 0 ? (selected / list.height) * list.height : 0
    for (line, row) in rows.dropFirst(top).prefix(max(0, list.height)).enumerated() {
      let rect = list.row(line)
      draw(row, into: &canvas, in: rect, theme: theme, language: language)
      if row.project.id == state.selection && state.input == nil {
        canvas.setStyle(in: rect, theme.style(.selection))
      }
    }
    guard let input = state.input else { return nil }
    let field = Rect(x: inner.x, y: inner.maxY - 1, width: inner.width, height: 1)
    canvas.fill(field, style: theme.style(.input))
    let prompt: ProjectsText =
      switch input {
      case .add: .addPrompt
      case .rename: .renamePrompt
      case .note: .notePrompt
      }
    let promptWidth = canvas.draw(
      prompt.text(language), x: field.x, y: field.y, style: theme.style(.accent))
    let used = canvas.draw(
      input.text, x: field.x + promptWidth, y: field.y, style: theme.style(.input),
      maxWidth: max(0, field.width - promptWidth - 1))
    return (field.x + promptWidth + used, field.y)
  }

  /// "Title            진행 중  ███▌     3/8 todos".
  static func draw(
    _ row: ProjectsFeature.Row, into canvas: inout Canvas, in rect: Rect, theme: Theme,
    language: Language
  ) {
    let step = row.progress
    let status = ProjectStatusText(row.project.status).text(language)
    let statusRole: ThemeRole =
      switch row.project.status {
      case .active: .accent
      case .done: .ok
      case .planned, .dropped: .muted
      }
    let barWidth = min(30, rect.width / 3)
    let statusWidth = 10
    let titleWidth = max(0, rect.width - barWidth - statusWidth - 2)
    let title = TextWidth.truncate(
      row.project.title.split(whereSeparator: \.isNewline).joined(separator: " "),
      toWidth: titleWidth)
    canvas.draw(
      title, x: rect.x, y: rect.y,
      style: theme.style(row.project.status == .dropped ? .muted : .text), maxWidth: titleWidth)
    canvas.draw(
      status, x: rect.x + titleWidth + 1, y: rect.y, style: theme.style(statusRole),
      maxWidth: statusWidth)
    let complete = step.total > 0 && step.done == step.total
    var bar = ProgressBar(
      fraction: step.fraction,
      label: ProjectsText.progress.text(language, String(step.done), String(step.total)),
      filledStyle: theme.style(complete ? .ok : .accent), emptyStyle: theme.style(.muted),
      labelStyle: theme.style(.muted))
    bar.track = "░"
    bar.render(
      into: &canvas,
      in: Rect(x: rect.maxX - barWidth, y: rect.y, width: barWidth, height: 1))
  }

  static func filterText(_ filter: ProjectsFeature.Filter, _ language: Language) -> String {
    switch filter {
    case .open: ProjectsText.filterOpen.text(language)
    case .all: ProjectsText.filterAll.text(language)
    case .planned: ProjectStatusText.planned.text(language)
    case .active: ProjectStatusText.active.text(language)
    case .done: ProjectStatusText.done.text(language)
    case .dropped: ProjectStatusText.dropped.text(language)
    }
  }
}
