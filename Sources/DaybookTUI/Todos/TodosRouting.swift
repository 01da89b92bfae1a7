import DaybookCore

/// Runs the todo and statistics screens and turns their outputs into effects.
extension AppReducer {
  static func openTodoScreen(_ state: inout AppState) -> [Effect] {
    let screen = TodosFeature.State(today: state.today)
    state.destination = .todos(screen)
    return [.loadTodoPage(screen.query)]
  }

  static func todoScreen(_ state: inout AppState, _ action: TodosFeature.Action) -> [Effect] {
    // Whatever the screen shows now, a saved change also changes the Today pane, the
    // calendar's todo marks and the heatmap.
    var refresh: [Effect] = []
    if case .changed = action {
      refresh = [.loadToday(state.today), .loadMonth(state.calendar.visibleMonth)]
        + heatmapRefresh(&state)
    }
    guard case .todos(var screen) = state.destination else { return refresh }
    let outputs = TodosFeature.reduce(into: &screen, action: action, language: state.language)
    state.destination = .todos(screen)
    return outputs.compactMap { output -> Effect? in
      switch output {
      case .load(let query): return .loadTodoPage(query)
      case .change(let change): return .changeTodo(change)
      case .close:
        state.destination = nil
        return nil
      case .status(let text):
        showStatus(text, &state)
        return nil
      }
    } + refresh
  }

  static func openStatistics(_ state: inout AppState) -> [Effect] {
    let screen = StatisticsFeature.State(today: state.today)
    state.destination = .statistics(screen)
    return [.loadStatistics(screen.period, screen.anchor)]
  }

  static func statistics(_ state: inout AppState, _ action: StatisticsFeature.Action) -> [Effect] {
    guard case .statistics(var screen) = state.destination else { return [] }
    let outputs = StatisticsFeature.reduce(into: &screen, action: action)
    state.destination = .statistics(screen)
    return outputs.compactMap { output -> Effect? in
      switch output {
      case let .load(period, day): return .loadStatistics(period, day)
      case .close:
        state.destination = nil
        return nil
      }
    }
  }
}
