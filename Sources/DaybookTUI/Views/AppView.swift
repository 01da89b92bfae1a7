import DaybookCore
import TerminalKit

/// Draws the whole screen from the state: panes, tabs, status line, footer, overlay.
public enum AppView {
  /// One frame and where the cursor goes (nil hides it).
  public static func render(
    _ state: AppState, cache: PaneCache? = nil
  ) -> (canvas: Canvas, cursor: (x: Int, y: Int)?) {
    var canvas = Canvas(size: state.size)
    let cursor = render(state, into: &canvas, cache: cache)
    state.glyphs.apply(to: &canvas)
    return (canvas, cursor)
  }

  static func render(
    _ state: AppState, into canvas: inout Canvas, cache: PaneCache? = nil
  ) -> (x: Int, y: Int)? {
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
    cache?.startFrame()
    for pane in Pane.allCases {
      guard let outer = layout.panes[pane] else { continue }
      let focused = state.focus == pane
      // The shell frames every pane, so neighbours never touch and focus is visible.
      let title = layout.tabs == nil ? Strings.text(pane.titleKey, state.language) : ""
      let paneCursor: (x: Int, y: Int)?
      if let cache {
        let key = PaneCache.Key(
          size: outer.size, title: title, focused: focused, theme: theme,
          language: state.language, content: paneContent(pane, state))
        let drawing = cache.drawing(of: pane, key: key) { paneCanvas in
          renderPane(
            pane, state, title: title, focused: focused, into: &paneCanvas,
            in: Rect(size: outer.size))
        }
        canvas.blit(drawing.canvas, x: outer.x, y: outer.y)
        paneCursor = drawing.cursor.map { (outer.x + $0.x, outer.y + $0.y) }
      } else {
        paneCursor = renderPane(
          pane, state, title: title, focused: focused, into: &canvas, in: outer)
      }
      if pane == .calendar {
        DaySummaryView.render(state, into: &canvas, calendarPane: outer)
      }
      if focused, let paneCursor { cursor = paneCursor }
    }
    StatusLineView.render(state, into: &canvas, in: layout.status)
    FooterView.render(state, into: &canvas, in: layout.footer)
    if state.destination != nil {
      cursor = OverlayView.render(state, into: &canvas, layout: layout)
    }
    return cursor
  }

  /// One framed pane; returns the editor's cursor.
  private static func renderPane(
    _ pane: Pane, _ state: AppState, title: String, focused: Bool, into canvas: inout Canvas,
    in outer: Rect
  ) -> (x: Int, y: Int)? {
    let theme = state.theme
    let rect = Box(title: title, focused: focused, theme: theme, border: .rounded)
      .render(into: &canvas, in: outer)
    switch pane {
    case .calendar:
      CalendarView.render(
        state.calendar, into: &canvas, in: DaySummaryView.calendarRect(inside: rect),
        theme: theme, focused: focused)
    case .today:
      TodayView.render(state.todayPane, into: &canvas, in: rect, theme: theme, focused: focused)
    case .heatmap:
      HeatmapView.render(state.heatmap, into: &canvas, in: rect, theme: theme, focused: focused)
    case .editor:
      let paneHeight = PicturesFeature.editorPaneHeight(state)
      let files = AttachmentsFeature.rows(
        state.attachments, day: state.editor.day, paneHeight: paneHeight)
      let (text, list) = rect.height > files + 3 ? rect.splitBottom(files) : (rect, Rect.zero)
      let cursor = EditorView.render(
        state.editor, into: &canvas, in: text, theme: theme, focused: focused)
      let (names, strip) = list.splitBottom(
        PicturesFeature.rows(state.attachments, day: state.editor.day, paneHeight: paneHeight))
      AttachmentsView.render(
        state.attachments, into: &canvas, in: names, theme: theme, language: state.language,
        focused: focused && !state.editor.isTypingText)
      PictureStripView.render(state, into: &canvas, in: strip)
      return cursor
    }
    return nil
  }

  private static func paneContent(_ pane: Pane, _ state: AppState) -> PaneCache.Content {
    switch pane {
    case .calendar: .calendar(state.calendar, state.dayCare)
    case .today: .today(state.todayPane)
    case .heatmap: .heatmap(state.heatmap)
    case .editor: .editor(state.editor, state.attachments, state.pictures)
    }
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
