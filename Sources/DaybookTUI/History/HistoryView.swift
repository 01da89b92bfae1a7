import DaybookCore
import TerminalKit

/// Draws the history: one row per revision (time, size, first line), or one revision whole.
enum HistoryView {
  static func render(
    _ history: HistoryFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language, zone: LocalZone
  ) {
    let box = OverlayView.panel(width: 96, height: area.height - 2, in: area, over: canvas)
    let inner = BrowseKey.frame(
      BrowseText.historyTitle.text(language, history.day.iso),
      keyLine: HistoryFeature.keyLine(history, language).keyLine, theme: theme, &canvas, box)
    guard !inner.isEmpty else { return }
    if let viewing = history.viewing, history.revisions.indices.contains(viewing) {
      let revision = history.revisions[viewing]
      canvas.draw(
        header(revision, history, language, zone), x: inner.x, y: inner.y,
        style: theme.style(.title),
        maxWidth: inner.width)
      let text = EditorState.text(
        of: Entry(day: history.day, title: revision.title, body: revision.body))
      let lines =
        history.showsDiff
        ? diffLines(from: text, to: history, width: inner.width, theme: theme)
        : text.split(separator: "\n", omittingEmptySubsequences: false)
          .flatMap { TextWidth.wrap(String($0), width: max(1, inner.width)) }
          .map { ($0, theme.style(.overlay)) }
      let first = min(history.scroll, max(0, lines.count - (inner.height - 2)))
      for row in 0..<max(0, inner.height - 2) where first + row < lines.count {
        canvas.draw(
          lines[first + row].0, x: inner.x, y: inner.y + 2 + row, style: lines[first + row].1,
          maxWidth: inner.width)
      }
      return
    }
    guard !history.revisions.isEmpty else {
      let message =
        history.isLoaded
        ? BrowseText.historyEmpty.text(language) : BrowseText.listLoading.text(language)
      canvas.draw(
        message, x: inner.x, y: inner.y, style: theme.style(.muted), maxWidth: inner.width)
      return
    }
    let items = history.revisions.map { revision -> ListView.Item in
      ListView.Item([
        Span(header(revision, history, language, zone) + "  ", style: theme.style(.accent)),
        Span(
          Journal.firstLine(title: revision.title, body: revision.body),
          style: theme.style(.overlay)),
      ])
    }
    var list = ListState(selected: history.selection)
    ListView(
      items: items, style: theme.style(.overlay), selectedStyle: theme.style(.selection),
      selectionSymbol: "› "
    ).render(into: &canvas, in: inner, state: &list)
  }

  /// `2026-11-29 12:00 · 42 chars · 7 words` (and `· current` for the text now).
  static func header(
    _ revision: EntryRevision, _ history: HistoryFeature.State, _ language: Language,
    _ zone: LocalZone
  ) -> String {
    let size = HistoryFeature.size(of: revision)
    var text =
      zone.text(of: revision.savedAt) + " · "
      + BrowseText.historySize.text(language, String(size.characters), String(size.words))
    if revision.id == currentRevisionID(history) {
      text += " · " + BrowseText.historyCurrent.text(language)
    }
    return text
  }

  /// The newest revision whose text is the entry's text now: after a revert an older
  /// revision has the same text, but only the newest one is "current".
  static func currentRevisionID(_ history: HistoryFeature.State) -> EntryRevision.ID? {
    guard let current = history.current else { return nil }
    return history.revisions.first {
      $0.title == current.title && $0.body == current.body
    }?.id
  }

  /// The revision against the text now, by lines: `- ` only in the revision, `+ ` only now;
  /// wrapped by display width, so Hangul, kana and emoji are never cut in half.
  static func diffLines(
    from text: String, to history: HistoryFeature.State, width: Int, theme: Theme
  )
    -> [(String, Style)]
  {
    let now = history.current.map(EditorState.text(of:)) ?? ""
    return LineDiff.lines(from: text, to: now).flatMap { line -> [(String, Style)] in
      let (mark, body, role): (String, String, ThemeRole) =
        switch line {
        case .same(let text): ("  ", text, .overlay)
        case .removed(let text): ("- ", text, .danger)
        case .added(let text): ("+ ", text, .ok)
        }
      let style = theme.style(role)
      return TextWidth.wrap(body, width: max(1, width - 2)).enumerated().map {
        (($0.offset == 0 ? mark : "  ") + $0.element, style)
      }
    }
  }
}
