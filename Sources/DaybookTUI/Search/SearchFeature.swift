import DaybookCore
import TerminalKit

/// Search (`/`) with live results, and the recent searches while the field is empty.
public enum SearchFeature {
  public struct State: Equatable, Sendable {
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

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
    /// Every result of `query` at once (the results of a search run in line).
    case resultsArrived(query: String, results: [SearchResult])
    /// A page of `query`'s results: the first replaces the results, a later one is appended.
    case pageArrived(query: String, SearchPage, total: Int?, appending: Bool)
    case recentLoaded([String])
  }

  public enum Output: Equatable, Sendable {
    /// Close the search and drop the one still running.
    case close
    /// Run `query` off the input loop, replacing the one still running.
    case search(String)
    /// Read the page of `query` after `cursor`.
    case searchMore(String, after: SearchCursor)
    /// Drop the search still running.
    case cancelSearch
    /// Remember `query` among the recent searches.
    case record(String)
    case deleteRecent(String)
    case clearRecent
    /// Close the search and go where the result points, marking the query's words.
    case open(SearchResult, highlight: SearchHighlight?)
  }

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

  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      return keyPressed(key, &state)
    case .pasted(let text):
      state.query += TextInput.singleLine(text)
      return queryChanged(&state)
    case let .resultsArrived(query, results):
      guard state.query == query else { return [] }
      state.results = results
      state.selection = min(state.selection, max(0, results.count - 1))
      return []
    case let .pageArrived(query, page, total, appending):
      guard state.query == query else { return [] }
      state.results = appending ? state.results + page.results : page.results
      state.selection = min(state.selection, max(0, state.results.count - 1))
      state.next = page.next
      if let total { state.total = total }
      state.loadingMore = false
      return []
    case .recentLoaded(let recent):
      state.recent = recent
      if state.showsRecent { state.selection = min(state.selection, max(0, recent.count - 1)) }
      return []
    }
  }

  private static func keyPressed(_ key: Key, _ search: inout State) -> [Output] {
    switch Command(key: key) {
    case .close?:
      return [.close]
    case .down?:
      return move(by: 1, &search)
    case .pageDown?:
      return move(by: pageStep, &search)
    case .up?:
      search.selection = max(0, search.selection - 1)
    case .pageUp?:
      search.selection = max(0, search.selection - pageStep)
    case .open?:
      return enter(&search)
    case .deleteRecent?:
      guard search.showsRecent, search.recent.indices.contains(search.selection) else { return [] }
      let query = search.recent.remove(at: search.selection)
      search.selection = min(search.selection, max(0, search.recent.count - 1))
      return [.deleteRecent(query)]
    case .clearRecent?:
      guard search.showsRecent, !search.recent.isEmpty else { return [] }
      search.recent = []
      search.selection = 0
      return [.clearRecent]
    case nil:
      guard TextInput.apply(key, to: &search.query) else { return [] }
      return queryChanged(&search)
    }
    return []
  }

  /// Moves the selection down; reaching for a row past the last loaded one reads the next
  /// page (off the input loop, in the search's slot), which is appended when it arrives.
  private static func move(by rows: Int, _ search: inout State) -> [Output] {
    let wanted = search.selection + rows
    search.selection = min(wanted, max(0, search.rowCount - 1))
    guard wanted >= search.rowCount, !search.showsRecent, let next = search.next,
      !search.loadingMore
    else { return [] }
    search.loadingMore = true
    return [.searchMore(search.query, after: next)]
  }

  /// Starts the new query off the input loop, superseding the one still running; typing never
  /// waits for it. A result for an older query that arrives anyway is dropped.
  private static func queryChanged(_ search: inout State) -> [Output] {
    search.selection = 0
    search.next = nil
    search.total = nil
    search.loadingMore = false
    let parsed = SearchQuery.parse(search.query)
    search.problems = parsed.problems
    if parsed.isEmpty {
      search.results = []
      return [.cancelSearch]
    }
    return [.search(search.query)]
  }

  /// Enter on a recent search searches it again; on a result, remembers the query and goes
  /// where the result points.
  private static func enter(_ search: inout State) -> [Output] {
    if search.showsRecent {
      guard search.recent.indices.contains(search.selection) else { return [] }
      search.query = search.recent[search.selection]
      return queryChanged(&search)
    }
    guard search.results.indices.contains(search.selection) else {
      return [.record(search.query)]
    }
    let result = search.results[search.selection]
    let highlight = SearchHighlight(
      day: result.day, terms: SearchQuery.parse(search.query).highlightTerms)
    return [.cancelSearch, .record(search.query), .open(result, highlight: highlight)]
  }
}
