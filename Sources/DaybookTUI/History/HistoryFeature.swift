import DaybookCore
import TerminalKit

/// The saved versions of a day's entry, newest first; one can be read whole and put back.
public struct HistoryOverlay: Equatable, Sendable {
  public var day: Day
  /// Newest first.
  public var revisions: [EntryRevision] = []
  /// The entry's text now, to mark the revision that matches it.
  public var current: Entry?
  public var selection = 0
  /// The revision being read whole, with its first line shown.
  public var viewing: Int?
  /// While viewing: the lines that differ from the current text instead of the whole text.
  public var showsDiff = false
  public var scroll = 0
  public var isLoaded = false

  public init(day: Day) {
    self.day = day
  }
}

enum HistoryFeature {
  /// The revision list's commands; the box's key line, the footer and the help are drawn
  /// from them.
  enum ListCommand: KeyCommand, Sendable {
    case view, revert, down, up, close

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .view: KeyBinding(keys: ["Enter"], help: BrowseText.keyView.text(language))
      case .revert: KeyBinding(keys: ["r"], help: BrowseText.keyRevert.text(language))
      case .down: KeyBinding(keys: ["Down", "j"], help: BrowseText.keyChoose.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: BrowseText.keyChoose.text(language))
      case .close:
        KeyBinding(
          keys: ["Esc", "q", "H"], help: BrowseText.keyClose.text(language), label: "Esc")
      }
    }
  }

  /// The commands while one revision is shown.
  enum ViewCommand: KeyCommand, Sendable {
    case down, up, pageDown, pageUp, diff, revert, back

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .down: KeyBinding(keys: ["Down", "j"], help: BrowseText.keyScroll.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: BrowseText.keyScroll.text(language))
      case .pageDown:
        KeyBinding(keys: ["PgDn", "Space"], help: BrowseText.keyScroll.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: BrowseText.keyScroll.text(language))
      case .diff: KeyBinding(keys: ["d"], help: BrowseText.keyDiff.text(language))
      case .revert: KeyBinding(keys: ["r"], help: BrowseText.keyRevert.text(language))
      case .back:
        KeyBinding(
          keys: ["Esc", "q", "Enter"], help: BrowseText.keyBack.text(language), label: "Esc")
      }
    }
  }

  /// The list's key line: the moves as one "↑↓".
  static func listKeyLine(_ language: Language) -> [KeyBinding] {
    [
      ListCommand.view.binding(language), ListCommand.revert.binding(language),
      KeyBinding(
        keys: ["Up", "Down", "j", "k"], help: BrowseText.keyChoose.text(language), label: "↑↓"),
      ListCommand.close.binding(language),
    ]
  }

  /// A revision's key line: the scrolling keys as one.
  static func viewKeyLine(_ language: Language) -> [KeyBinding] {
    [
      KeyBinding(
        keys: ["Up", "Down", "PgUp", "PgDn"], help: BrowseText.keyScroll.text(language),
        label: "Up/Down/PgUp/PgDn"),
      ViewCommand.diff.binding(language), ViewCommand.revert.binding(language),
      ViewCommand.back.binding(language),
    ]
  }

  static func keyLine(_ history: HistoryOverlay, _ language: Language) -> [KeyBinding] {
    history.viewing == nil ? listKeyLine(language) : viewKeyLine(language)
  }

  static func open(_ day: Day, _ state: inout AppState) -> Effect {
    state.destination = .history(HistoryOverlay(day: day))
    return .browse(.loadHistory(day))
  }

  static func loaded(
    _ day: Day, current: Entry?, revisions: [EntryRevision], _ state: inout AppState
  ) {
    guard case .history(var history) = state.destination, history.day == day else { return }
    history.revisions = revisions.reversed()
    history.current = current
    history.selection = min(history.selection, max(0, revisions.count - 1))
    history.isLoaded = true
    state.destination = .history(history)
  }

  static func keyPressed(_ key: Key, _ history: HistoryOverlay, _ state: inout AppState)
    -> [Effect]
  {
    var history = history
    let page = max(1, state.size.height - 10)
    if history.viewing != nil {
      guard let command = ViewCommand(key: key) else { return [] }
      switch command {
      case .back:
        history.viewing = nil
        history.showsDiff = false
        history.scroll = 0
      case .diff:
        history.showsDiff.toggle()
        history.scroll = 0
      case .down: history.scroll += 1
      case .up: history.scroll = max(0, history.scroll - 1)
      case .pageDown: history.scroll += page
      case .pageUp: history.scroll = max(0, history.scroll - page)
      case .revert: return askRevert(history, &state)
      }
      state.destination = .history(history)
      return []
    }
    guard let command = ListCommand(key: key) else { return [] }
    switch command {
    case .close:
      state.destination = nil
      return []
    case .down:
      history.selection = min(history.selection + 1, max(0, history.revisions.count - 1))
    case .up:
      history.selection = max(0, history.selection - 1)
    case .view:
      guard history.revisions.indices.contains(history.selection) else { return [] }
      history.viewing = history.selection
      history.scroll = 0
    case .revert:
      return askRevert(history, &state)
    }
    state.destination = .history(history)
    return []
  }

  /// Asks before putting a revision back; the question replaces the history box.
  private static func askRevert(_ history: HistoryOverlay, _ state: inout AppState) -> [Effect] {
    let index = history.viewing ?? history.selection
    guard history.revisions.indices.contains(index) else { return [] }
    let revision = history.revisions[index]
    state.destination = .confirm(
      Confirmation(
        prompt: BrowseText.historyRevertPrompt.text(
          state.language, state.zone.text(of: revision.savedAt)),
        effects: [.browse(.revertEntry(day: history.day, revisionID: revision.id))]))
    return []
  }

  /// Characters and words of a revision's text.
  static func size(of revision: EntryRevision) -> (characters: Int, words: Int) {
    let text = [revision.title, revision.body].filter { !$0.isEmpty }.joined(separator: "\n")
    return (text.count, text.split(whereSeparator: \.isWhitespace).count)
  }
}

/// Draws the history: one row per revision (time, size, first line), or one revision whole.
enum HistoryView {
  static func render(
    _ state: AppState, _ history: HistoryOverlay, into canvas: inout Canvas, in area: Rect
  ) {
    let theme = state.theme
    let language = state.language
    let box = OverlayView.panel(width: 96, height: area.height - 2, in: area, over: canvas)
    let inner = BrowseKey.frame(
      BrowseText.historyTitle.text(language, history.day.iso),
      keyLine: HistoryFeature.keyLine(history, language).keyLine, state, &canvas, box)
    guard !inner.isEmpty else { return }
    if let viewing = history.viewing, history.revisions.indices.contains(viewing) {
      let revision = history.revisions[viewing]
      canvas.draw(
        header(revision, history, language, state.zone), x: inner.x, y: inner.y, style: theme.style(.title),
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
      let message = history.isLoaded
        ? BrowseText.historyEmpty.text(language) : BrowseText.listLoading.text(language)
      canvas.draw(message, x: inner.x, y: inner.y, style: theme.style(.muted), maxWidth: inner.width)
      return
    }
    let items = history.revisions.map { revision -> ListView.Item in
      ListView.Item([
        Span(header(revision, history, language, state.zone) + "  ", style: theme.style(.accent)),
        Span(Journal.firstLine(title: revision.title, body: revision.body),
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
    _ revision: EntryRevision, _ history: HistoryOverlay, _ language: Language, _ zone: LocalZone
  ) -> String {
    let size = HistoryFeature.size(of: revision)
    var text = zone.text(of: revision.savedAt) + " · "
      + BrowseText.historySize.text(language, String(size.characters), String(size.words))
    if revision.id == currentRevisionID(history) {
      text += " · " + BrowseText.historyCurrent.text(language)
    }
    return text
  }

  /// The newest revision whose text is the entry's text now: after a revert an older
  /// revision has the same text, but only the newest one is "current".
  static func currentRevisionID(_ history: HistoryOverlay) -> EntryRevision.ID? {
    guard let current = history.current else { return nil }
    return history.revisions.first {
      $0.title == current.title && $0.body == current.body
    }?.id
  }

  /// The revision against the text now, by lines: `- ` only in the revision, `+ ` only now;
  /// wrapped by display width, so Hangul, kana and emoji are never cut in half.
  static func diffLines(from text: String, to history: HistoryOverlay, width: Int, theme: Theme)
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
