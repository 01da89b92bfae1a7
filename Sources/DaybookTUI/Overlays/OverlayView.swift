import DaybookCore
import TerminalKit

/// Draws the open overlay over the panes; returns the cursor of its text field, if any.
enum OverlayView {
  static func render(_ state: AppState, into canvas: inout Canvas, layout: AppLayout)
    -> (x: Int, y: Int)?
  {
    guard let overlay = state.destination else { return nil }
    switch overlay {
    case .help(let help):
      // The plants screen stays in sight under the help (other screens give way to it).
      if case .plants(let plants)? = state.helpUnder {
        _ = renderPlants(plants, state, into: &canvas, in: layout.body)
      }
      renderHelp(state, scroll: help.scroll, into: &canvas, in: layout.body)
      return nil
    case .search(let search):
      return SearchView.render(
        search, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
    case .command(let line):
      return renderCommand(state, line.text, into: &canvas, in: layout.status)
    case .confirm(let confirmation):
      let box = floating(width: 60, height: 5, in: layout.body, over: canvas)
      let inner = frame(
        ConfirmCommand.paneKeymap(state.language).keyLine, state, &canvas, box)
      Paragraph(confirmation.prompt, style: state.theme.style(.overlay))
        .render(into: &canvas, in: inner.inset(horizontal: 1, vertical: 0))
      return nil
    case .onboarding(let onboarding):
      return OnboardingView.render(state, onboarding, into: &canvas, in: layout.body)
    case .history(let history):
      HistoryView.render(
        history, into: &canvas, in: layout.body, theme: state.theme, language: state.language,
        zone: state.zone)
      return nil
    case .todos(let screen):
      return TodosView.render(
        screen, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
    case .statistics(let screen):
      StatisticsView.render(
        screen, settings: state.settings, into: &canvas, in: layout.body, theme: state.theme,
        language: state.language)
      return nil
    case .entryList(let list):
      EntryListView.render(
        list, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
      return nil
    case .pictureViewer(let viewer):
      // Over everything, the status line and the footer too.
      PictureViewerView.render(state, viewer, into: &canvas)
      return nil
    case .attachPrompt(let prompt):
      return AttachPromptView.render(
        prompt, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
    case .notifications(let centre):
      NotificationCentreView.render(state, centre, into: &canvas, in: layout.body)
      return nil
    case .intakeRecords(let screen):
      return IntakeRecordsView.render(
        screen, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
    case .projects(let screen):
      return ProjectsView.render(
        screen, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
    case .plants(let plants):
      return renderPlants(plants, state, into: &canvas, in: layout.body)
    }
  }

  private static func renderPlants(
    _ plants: PlantsFeature.State, _ state: AppState, into canvas: inout Canvas, in area: Rect
  ) -> (x: Int, y: Int)? {
    let photo = PicturesFeature.plantPhotoRequest(state).map {
      state.pictures.mosaics[$0] ?? .loading
    }
    return PlantsView.render(
      plants, language: state.language, into: &canvas, in: area, theme: state.theme,
      photo: photo)
  }

  /// A rectangle of at most `width`×`height` in the middle of `area`.
  static func centered(width: Int, height: Int, in area: Rect) -> Rect {
    let w = min(width, area.width)
    let h = min(height, area.height)
    return Rect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
  }

  /// Draws an overlay box and returns its inside.
  static func frame(_ title: String, _ state: AppState, _ canvas: inout Canvas, _ rect: Rect)
    -> Rect
  {
    frame(title, theme: state.theme, &canvas, rect)
  }

  static func frame(_ title: String, theme: Theme, _ canvas: inout Canvas, _ rect: Rect) -> Rect {
    Box(
      title: title, borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.overlay), border: .rounded
    ).render(into: &canvas, in: rect)
  }

  /// The help: the sections of `HelpSections`, in as many columns as the terminal has
  /// room for (one of at least 56 columns on small terminals, up to three on big ones),
  /// each section whole in the shortest column; scrolled when it is still too long.
  static func renderHelp(_ state: AppState, scroll: Int, into canvas: inout Canvas, in area: Rect) {
    let theme = state.theme
    let sections = HelpSections.sections(state)
    let columnWidth = 56
    let room = max(columnWidth, area.width - 4)
    let columns = max(1, min(3, (room + 2) / (columnWidth + 2)))
    let width = min(room, columns == 1 ? columnWidth : (room - 2 * (columns - 1)) / columns)
    let blocks = HelpSections.rows(sections, width: width - 2, theme: theme)
    // Each section goes to the shortest column, so the first screen shows the most sections.
    var lists: [[ListView.Item]] = Array(repeating: [], count: min(columns, blocks.count))
    for block in blocks {
      let index = lists.indices.min { lists[$0].count < lists[$1].count } ?? 0
      if !lists[index].isEmpty { lists[index].append("") }
      lists[index] += block
    }
    let height = (lists.map(\.count).max() ?? 0) + 2
    let boxWidth = lists.count * width + 2 * (lists.count - 1) + 2
    let box = floating(width: boxWidth, height: height, in: area, over: canvas)
    let inner = frame(
      Strings.text(.helpTitle, state.language) + " · " + HelpFeature.keyLine(state.language).keyLine,
      state, &canvas, box)
    let tallest = lists.map(\.count).max() ?? 0
    let maxScroll = max(0, tallest - inner.height)
    for (index, rows) in lists.enumerated() {
      let x = inner.x + index * (width + 2)
      let column = Rect(x: x + 1, y: inner.y, width: min(width - 1, inner.maxX - x - 1), height: inner.height)
      guard column.width > 0 else { break }
      var list = ListState(selected: nil, offset: min(scroll, maxScroll))
      ListView(items: rows, style: theme.style(.overlay))
        .render(into: &canvas, in: column, state: &list)
    }
  }

  /// A snippet with its match marks turned into highlighted spans; newlines become spaces.
  static func highlighted(_ snippet: String, theme: Theme) -> [Span] {
    var spans: [Span] = []
    var current = ""
    var inMatch = false
    for character in snippet {
      let text = String(character)
      if text == SearchHit.markStart || text == SearchHit.markEnd {
        if !current.isEmpty {
          spans.append(Span(current, style: inMatch ? theme.style(.highlight) : .plain))
        }
        current = ""
        inMatch = text == SearchHit.markStart
      } else {
        current.append(character.isNewline ? " " : character)
      }
    }
    if !current.isEmpty {
      spans.append(Span(current, style: inMatch ? theme.style(.highlight) : .plain))
    }
    return spans
  }

  static func renderCommand(
    _ state: AppState, _ text: String, into canvas: inout Canvas, in row: Rect
  ) -> (x: Int, y: Int)? {
    guard !row.isEmpty else { return nil }
    let style = state.theme.style(.input)
    canvas.fill(row, style: style)
    var shown = text
    while TextWidth.width(of: shown) > row.width - 2, !shown.isEmpty { shown.removeFirst() }
    let used = canvas.draw(":" + shown, x: row.x, y: row.y, style: style)
    return (row.x + used, row.y)
  }
}
