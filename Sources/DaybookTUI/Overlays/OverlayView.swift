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
      HelpView.render(state, help, into: &canvas, in: layout.body)
      return nil
    case .search(let search):
      return SearchView.render(
        search, into: &canvas, in: layout.body, theme: state.theme, language: state.language)
    case .command(let line):
      return CommandView.render(line, into: &canvas, in: layout.status, theme: state.theme)
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
    case .saveText(let prompt):
      return SaveTextView.render(
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
    return Rect(
      x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
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
}
