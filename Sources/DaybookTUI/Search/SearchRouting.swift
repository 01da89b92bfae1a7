import DaybookCore

extension SearchFeature: PlainFeature {}

/// Opens the search and runs it in the destination; its outputs become the searches run off
/// the input loop, the recent searches kept in the journal and the jump to a result.
extension AppReducer {
  /// Opens the overlay and asks for the recent searches.
  static func openSearch(_ state: inout AppState) -> [Effect] {
    state.destination = .search(SearchFeature.State())
    return [.browse(.loadRecentSearches)]
  }

  static func search(_ state: inout AppState, _ action: SearchFeature.Action) -> [Effect] {
    presented(SearchFeature.self, .search, action, &state) { output, state in
      switch output {
      case .close:
        state[presented: .search] = nil
        return [.cancel(.search)]
      case .search(let query): return [.longRunning(.search(query), id: .search)]
      case let .searchMore(query, cursor):
        return [.longRunning(.searchMore(query, after: cursor), id: .search)]
      case .cancelSearch: return [.cancel(.search)]
      case .record(let query): return [.browse(.recordSearch(query))]
      case .deleteRecent(let query): return [.browse(.deleteRecentSearch(query))]
      case .clearRecent: return [.browse(.clearRecentSearches)]
      case let .open(result, highlight):
        state[presented: .search] = nil
        switch result.kind {
        case .entry:
          state.focus = .editor
          return jump(to: result.day, &state) + editor(&state, .highlight(highlight))
        case .todo:
          state.focus = .today
          return []
        case .care:
          state.focus = .calendar
          return jump(to: result.day, &state)
        }
      }
    }
  }
}
