import DaybookCore
import TerminalKit

/// Every entry newest first, read a page at a time around the selection, or the entries of
/// the same date in earlier years ("on this day").
public struct EntryListOverlay: Equatable, Sendable {
  public enum Mode: Equatable, Sendable {
    case all
    /// Earlier years' entries of this date.
    case onThisDay(Day)
  }

  public var mode: Mode = .all
  /// The loaded window, newest first.
  public var items: [EntrySummary] = []
  public var selection = 0
  /// Whether entries older than the last item / newer than the first may exist.
  public var hasOlder = false
  public var hasNewer = false
  /// The page asked for and not yet arrived (one at a time).
  public var pending: EntryListPage?
  /// The mode's first load has arrived.
  public var isLoaded = false

  public init() {}
}

enum EntryListFeature {
  /// Entries per page read from the journal.
  static let pageSize = 100
  /// A page is fetched when the selection comes this close to an end of the window.
  static let margin = 20
  /// The window never holds more than this; pages fall off the far end.
  static let windowLimit = 400

  /// The list's commands; the box's key line, the footer and the help are drawn from them.
  enum Command: KeyCommand, Sendable {
    case open, onThisDay, down, up, pageDown, pageUp, first, last, close

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .open: KeyBinding(keys: ["Enter"], help: BrowseText.keyOpenDay.text(language))
      case .onThisDay: KeyBinding(keys: ["O"], help: BrowseText.keyOnThisDay.text(language))
      case .down: KeyBinding(keys: ["Down", "j"], help: BrowseText.keyChoose.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: BrowseText.keyChoose.text(language))
      case .pageDown: KeyBinding(keys: ["PgDn", "Space"], help: BrowseText.keyPage.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: BrowseText.keyPage.text(language))
      case .first: KeyBinding(keys: ["Home", "g"], help: BrowseText.keyEnds.text(language))
      case .last: KeyBinding(keys: ["End", "G"], help: BrowseText.keyEnds.text(language))
      case .close:
        KeyBinding(keys: ["Esc", "q"], help: BrowseText.keyClose.text(language), label: "Esc")
      }
    }
  }

  /// Every key of the list, for the help.
  static func keymap(_ language: Language) -> [KeyBinding] { Command.keymap(language) }

  /// The key line of the list as shown: paging and the ends as one binding each; on this
  /// day, Esc goes back to every entry.
  static func keyLine(_ list: EntryListOverlay, _ language: Language) -> [KeyBinding] {
    let open = [Command.open.binding(language), Command.onThisDay.binding(language)]
    guard case .onThisDay = list.mode else {
      return open + [
        KeyBinding(
          keys: ["PgUp", "PgDn", "Space"], help: BrowseText.keyPage.text(language),
          label: "PgUp/PgDn"),
        KeyBinding(
          keys: ["Home", "End", "g", "G"], help: BrowseText.keyEnds.text(language),
          label: "Home/End"),
        Command.close.binding(language),
      ]
    }
    return open + [
      KeyBinding(keys: ["Esc", "q"], help: BrowseText.keyAllEntries.text(language), label: "Esc")
    ]
  }

  static func open(_ state: inout AppState) -> [Effect] {
    var list = EntryListOverlay()
    list.pending = .newest
    state.destination = .entryList(list)
    return [.browse(.loadEntryList(.newest))]
  }

  static func keyPressed(_ key: Key, _ list: EntryListOverlay, _ state: inout AppState)
    -> [Effect]
  {
    var list = list
    let page = max(1, state.size.height - 8)
    guard let command = Command(key: key) else { return [] }
    switch command {
    case .close:
      if case .onThisDay = list.mode { return open(&state) }
      state.destination = nil
      return []
    case .down: list.selection += 1
    case .up: list.selection -= 1
    case .pageDown: list.selection += page
    case .pageUp: list.selection -= page
    case .first:
      guard list.hasNewer else {
        list.selection = 0
        break
      }
      return load(.newest, into: list, &state)
    case .last:
      guard list.hasOlder else {
        list.selection = list.items.count - 1
        break
      }
      return load(.oldest, into: list, &state)
    case .open:
      guard list.items.indices.contains(list.selection) else { return [] }
      state.destination = nil
      state.focus = .editor
      return AppReducer.jump(to: list.items[list.selection].day, &state)
    case .onThisDay:
      let day: Day
      if case .onThisDay(let shown) = list.mode {
        day = shown
      } else {
        day = list.items.indices.contains(list.selection)
          ? list.items[list.selection].day : state.calendar.selected
      }
      var next = EntryListOverlay()
      next.mode = .onThisDay(day)
      state.destination = .entryList(next)
      return [.browse(.loadOnThisDay(day))]
    }
    list.selection = max(0, min(list.selection, list.items.count - 1))
    return fetchNearEdges(list, &state)
  }

  private static func load(_ page: EntryListPage, into list: EntryListOverlay, _ state: inout AppState)
    -> [Effect]
  {
    var list = list
    list.pending = page
    state.destination = .entryList(list)
    return [.browse(.loadEntryList(page))]
  }

  /// Asks for the next page when the selection nears an end with more beyond it.
  private static func fetchNearEdges(_ list: EntryListOverlay, _ state: inout AppState) -> [Effect] {
    var list = list
    var effects: [Effect] = []
    if list.pending == nil, list.mode == .all {
      if list.hasOlder, list.selection >= list.items.count - margin, let last = list.items.last {
        list.pending = .before(last.day)
      } else if list.hasNewer, list.selection < margin, let first = list.items.first {
        list.pending = .after(first.day)
      }
      if let page = list.pending { effects.append(.browse(.loadEntryList(page))) }
    }
    state.destination = .entryList(list)
    return effects
  }

  static func pageLoaded(_ page: EntryListPage, _ items: [EntrySummary], _ state: inout AppState)
    -> [Effect]
  {
    guard case .entryList(var list) = state.destination, list.mode == .all, list.pending == page
    else { return [] }
    list.pending = nil
    list.isLoaded = true
    let full = items.count == pageSize
    switch page {
    case .newest:
      list.items = items
      list.selection = 0
      list.hasNewer = false
      list.hasOlder = full
    case .oldest:
      list.items = items
      list.selection = max(0, items.count - 1)
      list.hasOlder = false
      list.hasNewer = full
    case .before:
      list.items += items
      list.hasOlder = full
      if list.items.count > windowLimit {
        let drop = list.items.count - windowLimit
        list.items.removeFirst(drop)
        list.selection = max(0, list.selection - drop)
        list.hasNewer = true
      }
    case .after:
      list.items = items + list.items
      list.selection += items.count
      list.hasNewer = full
      if list.items.count > windowLimit {
        list.items.removeLast(list.items.count - windowLimit)
        list.hasOlder = true
      }
    }
    return fetchNearEdges(list, &state)
  }

  static func onThisDayLoaded(_ day: Day, _ items: [EntrySummary], _ state: inout AppState) {
    guard case .entryList(var list) = state.destination, list.mode == .onThisDay(day) else { return }
    list.items = items
    list.selection = 0
    list.isLoaded = true
    state.destination = .entryList(list)
  }
}

/// Draws the entry list: day, mood and first line per row.
enum EntryListView {
  static func render(
    _ state: AppState, _ list: EntryListOverlay, into canvas: inout Canvas, in area: Rect
  ) {
    let theme = state.theme
    let language = state.language
    let title: String
    switch list.mode {
    case .all: title = BrowseText.listTitle.text(language)
    case .onThisDay(let day):
      title = BrowseText.onThisDayTitle.text(language, String(day.iso.dropFirst(5)))
    }
    let box = OverlayView.panel(width: 96, height: area.height - 2, in: area, over: canvas)
    let inner = BrowseKey.frame(
      title, keyLine: EntryListFeature.keyLine(list, language).keyLine, state, &canvas, box)
    guard !inner.isEmpty else { return }
    if list.items.isEmpty {
      let message: String
      switch list.mode {
      case _ where !list.isLoaded: message = BrowseText.listLoading.text(language)
      case .all: message = BrowseText.listEmpty.text(language)
      case .onThisDay(let day):
        message = BrowseText.onThisDayEmpty.text(language, String(day.iso.dropFirst(5)))
      }
      canvas.draw(message, x: inner.x, y: inner.y, style: theme.style(.muted), maxWidth: inner.width)
      return
    }
    let items = list.items.map { item -> ListView.Item in
      ListView.Item([
        Span(item.day.iso + " ", style: theme.style(.accent)),
        Span((item.mood?.symbol ?? "  ") + " ", style: theme.style(.overlay)),
        Span(item.firstLine, style: theme.style(.overlay)),
      ])
    }
    var state = ListState(selected: list.selection)
    ListView(
      items: items, style: theme.style(.overlay), selectedStyle: theme.style(.selection),
      selectionSymbol: "› "
    ).render(into: &canvas, in: inner, state: &state)
  }
}
