import DaybookCore
import TerminalKit

/// Search with live results, and the recent searches while the field is empty.
public struct SearchOverlay: Equatable, Sendable {
  public var query: String
  public var results: [SearchResult]
  public var selection: Int
  /// Recent searches, most recent first (shown while the query is empty).
  public var recent: [String]
  /// Filters of the query that could not be read.
  public var problems: [String]
  /// How many results the query has in all (nil until counted).
  public var total: Int?
  /// Where the next page starts; nil when every result is loaded.
  public var next: SearchCursor?
  /// True while the next page is being read.
  public var loadingMore: Bool

  public init(
    query: String = "", results: [SearchResult] = [], selection: Int = 0, recent: [String] = [],
    problems: [String] = [], total: Int? = nil, next: SearchCursor? = nil,
    loadingMore: Bool = false
  ) {
    self.query = query
    self.results = results
    self.selection = selection
    self.recent = recent
    self.problems = problems
    self.total = total
    self.next = next
    self.loadingMore = loadingMore
  }

  /// True while the recent searches are listed instead of results.
  var showsRecent: Bool { query.trimmingSpaces().isEmpty }

  var rowCount: Int { showsRecent ? recent.count : results.count }
}

enum SearchFeature {
  /// Results read per page.
  static let pageSize = 50
  /// Rows PgUp and PgDn move by.
  static let pageStep = 10

  /// The overlay's commands; its key line, the footer and the help are drawn from them. The
  /// query is typed: printable keys, Backspace and the line-editing keys (Ctrl-U, Ctrl-W) go
  /// to the field, so the table holds only the keys that type nothing.
  enum Command: KeyCommand, Sendable {
    case open, down, up, pageDown, pageUp, deleteRecent, clearRecent, close

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .open: KeyBinding(keys: ["Enter"], help: BrowseText.keyOpen.text(language))
      case .down: KeyBinding(keys: ["Down", "Ctrl-N"], help: BrowseText.keyChoose.text(language))
      case .up: KeyBinding(keys: ["Up", "Ctrl-P"], help: BrowseText.keyChoose.text(language))
      case .pageDown: KeyBinding(keys: ["PgDn"], help: BrowseText.keyPage.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: BrowseText.keyPage.text(language))
      case .deleteRecent:
        KeyBinding(keys: ["Ctrl-D"], help: BrowseText.keyDeleteRecent.text(language))
      case .clearRecent:
        KeyBinding(keys: ["Ctrl-X"], help: BrowseText.keyClearRecent.text(language))
      case .close: KeyBinding(keys: ["Esc"], help: BrowseText.keyClose.text(language))
      }
    }
  }

  /// The key line: for results, open, choose, page and close; for the recent searches, use,
  /// choose, delete one, clear all and close. The moves are one "↑↓", the pages one binding.
  static func keyLine(recent: Bool, _ language: Language) -> [KeyBinding] {
    let choose = KeyBinding(
      keys: ["Up", "Down", "Ctrl-N", "Ctrl-P"], help: BrowseText.keyChoose.text(language),
      label: "↑↓")
    guard !recent else {
      return [
        KeyBinding(keys: ["Enter"], help: BrowseText.keyUseRecent.text(language)), choose,
        Command.deleteRecent.binding(language), Command.clearRecent.binding(language),
        Command.close.binding(language),
      ]
    }
    return [
      Command.open.binding(language), choose,
      KeyBinding(keys: ["PgUp", "PgDn"], help: BrowseText.keyPage.text(language)),
      Command.close.binding(language),
    ]
  }

  /// Opens the overlay and asks for the recent searches.
  static func open(_ state: inout AppState) -> [Effect] {
    state.destination = .search(SearchOverlay())
    return [.browse(.loadRecentSearches)]
  }

  static func keyPressed(_ key: Key, _ search: SearchOverlay, _ state: inout AppState)
    -> [Effect]
  {
    var search = search
    switch Command(key: key) {
    case .close?:
      state.destination = nil
      return [.cancel(.search)]
    case .down?:
      return move(by: 1, search, &state)
    case .pageDown?:
      return move(by: pageStep, search, &state)
    case .up?:
      search.selection = max(0, search.selection - 1)
    case .pageUp?:
      search.selection = max(0, search.selection - pageStep)
    case .open?:
      return enter(search, &state)
    case .deleteRecent?:
      guard search.showsRecent, search.recent.indices.contains(search.selection) else { return [] }
      let query = search.recent.remove(at: search.selection)
      search.selection = min(search.selection, max(0, search.recent.count - 1))
      state.destination = .search(search)
      return [.browse(.deleteRecentSearch(query))]
    case .clearRecent?:
      guard search.showsRecent, !search.recent.isEmpty else { return [] }
      search.recent = []
      search.selection = 0
      state.destination = .search(search)
      return [.browse(.clearRecentSearches)]
    case nil:
      guard TextInput.apply(key, to: &search.query) else { return [] }
      return queryChanged(search, &state)
    }
    state.destination = .search(search)
    return []
  }

  /// Moves the selection down; reaching for a row past the last loaded one reads the next
  /// page (off the input loop, in the search's slot), which is appended when it arrives.
  static func move(by rows: Int, _ search: SearchOverlay, _ state: inout AppState) -> [Effect] {
    var search = search
    let wanted = search.selection + rows
    search.selection = min(wanted, max(0, search.rowCount - 1))
    var effects: [Effect] = []
    if wanted >= search.rowCount, !search.showsRecent, let next = search.next,
      !search.loadingMore
    {
      search.loadingMore = true
      effects = [.longRunning(.searchMore(search.query, after: next), id: .search)]
    }
    state.destination = .search(search)
    return effects
  }

  static func pasted(_ text: String, _ search: SearchOverlay, _ state: inout AppState) -> [Effect] {
    var search = search
    search.query += TextInput.singleLine(text)
    return queryChanged(search, &state)
  }

  /// Starts the new query off the input loop, superseding the one still running; typing never
  /// waits for it. A result for an older query that arrives anyway is dropped.
  static func queryChanged(_ search: SearchOverlay, _ state: inout AppState) -> [Effect] {
    var search = search
    search.selection = 0
    search.next = nil
    search.total = nil
    search.loadingMore = false
    let parsed = SearchQuery.parse(search.query)
    search.problems = parsed.problems
    if parsed.isEmpty {
      search.results = []
      state.destination = .search(search)
      return [.cancel(.search)]
    }
    state.destination = .search(search)
    return [.longRunning(.search(search.query), id: .search)]
  }

  static func resultsArrived(query: String, results: [SearchResult], _ state: inout AppState) {
    guard case .search(var search) = state.destination, search.query == query else { return }
    search.results = results
    search.selection = min(search.selection, max(0, results.count - 1))
    state.destination = .search(search)
  }

  /// A page for the query shown: the first replaces the results, a later one is appended.
  static func pageArrived(
    query: String, _ page: SearchPage, total: Int?, appending: Bool, _ state: inout AppState
  ) {
    guard case .search(var search) = state.destination, search.query == query else { return }
    search.results = appending ? search.results + page.results : page.results
    search.selection = min(search.selection, max(0, search.results.count - 1))
    search.next = page.next
    if let total { search.total = total }
    search.loadingMore = false
    state.destination = .search(search)
  }

  static func recentLoaded(_ recent: [String], _ state: inout AppState) {
    guard case .search(var search) = state.destination else { return }
    search.recent = recent
    if search.showsRecent { search.selection = min(search.selection, max(0, recent.count - 1)) }
    state.destination = .search(search)
  }

  /// Enter on a recent search searches it again; on a result, remembers the query and goes
  /// where the result points.
  private static func enter(_ search: SearchOverlay, _ state: inout AppState) -> [Effect] {
    var search = search
    if search.showsRecent {
      guard search.recent.indices.contains(search.selection) else { return [] }
      search.query = search.recent[search.selection]
      return queryChanged(search, &state)
    }
    let record: [Effect] = [.browse(.recordSearch(search.query))]
    guard search.results.indices.contains(search.selection) else {
      state.destination = .search(search)
      return record
    }
    let result = search.results[search.selection]
    state.destination = nil
    let leave: [Effect] = [.cancel(.search)] + record
    switch result.kind {
    case .entry:
      state.focus = .editor
      let jump = AppReducer.jump(to: result.day, &state)
      let highlight = SearchHighlight(
        day: result.day, terms: SearchQuery.parse(search.query).highlightTerms)
      return leave + jump + AppReducer.editor(&state, .highlight(highlight))
    case .todo:
      state.focus = .today
      return leave
    case .care:
      state.focus = .calendar
      return leave + AppReducer.jump(to: result.day, &state)
    }
  }
}
