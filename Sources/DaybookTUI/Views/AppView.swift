import DaybookCore
import TerminalKit

/// Draws the whole screen from the state: panes, tabs, status line, footer, overlay.
public enum AppView {
  /// One frame and where the cursor goes (nil hides it).
  public static func render(_ state: AppState) -> (canvas: Canvas, cursor: (x: Int, y: Int)?) {
    var canvas = Canvas(size: state.size)
    let cursor = render(state, into: &canvas)
    return (canvas, cursor)
  }

  static func render(_ state: AppState, into canvas: inout Canvas) -> (x: Int, y: Int)? {
    let theme = state.theme
    canvas.fill(canvas.bounds, style: theme.style(.text))
    let layout = AppLayout(size: state.size, focus: state.focus)
    guard layout.mode != .tooSmall else {
      renderTooSmall(state, into: &canvas)
      return nil
    }
    if let tabs = layout.tabs {
      Tabs(titles: tabTitles(state.language), selected: state.focus.rawValue, theme: theme)
        .render(into: &canvas, in: tabs)
    }
    var cursor: (x: Int, y: Int)?
    for pane in Pane.allCases {
      guard let outer = layout.panes[pane] else { continue }
      let focused = state.focus == pane
      // The shell frames every pane, so neighbours never touch and focus is visible.
      let title = layout.tabs == nil ? Strings.text(pane.titleKey, state.language) : ""
      let rect = Box(title: title, focused: focused, theme: theme, border: .rounded)
        .render(into: &canvas, in: outer)
      switch pane {
      case .calendar:
        renderCalendar(state, into: &canvas, in: rect, focused: focused)
      case .today:
        TodayView.render(state.todayPane, into: &canvas, in: rect, theme: theme, focused: focused)
      case .heatmap:
        HeatmapView.render(state.heatmap, into: &canvas, in: rect, theme: theme, focused: focused)
      case .editor:
        let files = AttachmentsReducer.rows(state.attachments, day: state.editor.day)
        let (text, list) = rect.height > files + 3 ? rect.splitBottom(files) : (rect, Rect.zero)
        let editorCursor = EditorView.render(
          state.editor, into: &canvas, in: text, theme: theme, focused: focused)
        AttachmentsView.render(
          state.attachments, into: &canvas, in: list, theme: theme, language: state.language,
          focused: focused && !state.editor.isTypingText)
        if focused { cursor = editorCursor }
      }
    }
    if let plants = state.plantsScreen {
      cursor = PlantsView.render(
        plants, language: state.language, into: &canvas, in: layout.body, theme: theme)
    }
    StatusLineView.render(state, into: &canvas, in: layout.status)
    FooterView.render(state, into: &canvas, in: layout.footer)
    if state.overlay != nil {
      cursor = OverlayView.render(state, into: &canvas, layout: layout)
    }
    return cursor
  }

  /// The tab titles: the pane's number key and its name.
  static func tabTitles(_ language: Language) -> [String] {
    Pane.allCases.map { "\($0.rawValue + 1) " + Strings.text($0.titleKey, language) }
  }

  /// The centred "terminal too small" message, wrapped when even it does not fit.
  static func renderTooSmall(_ state: AppState, into canvas: inout Canvas) {
    let minimum = LayoutMode.minimum
    let text = Strings.text(
      .tooSmall, state.language, String(minimum.width), String(minimum.height),
      String(state.size.width), String(state.size.height))
    let lines = TextWidth.wrap(text, width: max(1, state.size.width - 2))
    let top = max(0, (state.size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let width = TextWidth.width(of: line)
      canvas.draw(
        line, x: max(0, (state.size.width - width) / 2), y: top + index,
        style: state.theme.style(.warning))
    }
  }
}
