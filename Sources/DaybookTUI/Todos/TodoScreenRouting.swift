import DaybookCore

/// Runs the todo and statistics screens and turns their outputs into effects.
extension AppReducer {
  static func openTodoScreen(_ state: inout AppState) -> [Effect] {
    let screen = TodoScreen.State(today: state.today)
    state.overlay = .todos(screen)
    return [.loadTodoPage(screen.query)]
  }

  static func todoScreen(_ state: inout AppState, _ action: TodoScreen.Action) -> [Effect] {
    // Whatever the screen shows now, a saved change also changes the Today pane, the
    // calendar's todo marks and the heatmap.
    var refresh: [Effect] = []
    if case .changed = action {
      refresh = [.loadToday(state.today), .loadMonth(state.calendar.visibleMonth)]
        + heatmapRefresh(&state)
    }
    guard case .todos(var screen) = state.overlay else { return refresh }
    placeTodoDetail(&screen, state)
    let outputs = TodoScreen.reduce(into: &screen, action: action, language: state.language)
    placeTodoDetail(&screen, state)
    state.overlay = .todos(screen)
    return outputs.compactMap { output -> Effect? in
      switch output {
      case .load(let query): return .loadTodoPage(query)
      case .change(let change): return .changeTodo(change)
      case .loadProject(let id): return .loadTodoProject(id)
      case .close:
        state.overlay = nil
        return nil
      case .status(let text):
        showStatus(text, &state)
        return nil
      }
    } + refresh
  }

  static func openStatistics(_ state: inout AppState) -> [Effect] {
    let screen = StatisticsScreen.State(today: state.today)
    state.overlay = .statistics(screen)
    return [.loadStatistics(screen.period, screen.anchor)]
  }

  static func statistics(_ state: inout AppState, _ action: StatisticsScreen.Action) -> [Effect] {
    guard case .statistics(var screen) = state.overlay else { return [] }
    let outputs = StatisticsScreen.reduce(into: &screen, action: action)
    state.overlay = .statistics(screen)
    return outputs.compactMap { output -> Effect? in
      switch output {
      case let .load(period, day): return .loadStatistics(period, day)
      case .close:
        state.overlay = nil
        return nil
      }
    }
  }
}
