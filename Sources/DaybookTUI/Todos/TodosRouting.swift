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
      refresh =
        [.loadToday(state.today), .loadMonth(state.calendar.visibleMonth)]
        + heatmapRefresh(&state)
    }
    if var screen = state[presented: .todos] {
      placeTodoDetail(&screen, state)
      state[presented: .todos] = screen
    }
    let effects = presented(TodosFeature.self, .todos, action, &state) { output, state in
      switch output {
      case .load(let query): return [.loadTodoPage(query)]
      case .change(let change): return [.changeTodo(change)]
      case .loadProject(let id): return [.loadTodoProject(id)]
      case .close:
        state[presented: .todos] = nil
        return []
      case .status(let text):
        showStatus(text, &state)
        return []
      }
    }
    if var screen = state[presented: .todos] {
      placeTodoDetail(&screen, state)
      state[presented: .todos] = screen
    }
    return effects + refresh
  }

  static func openStatistics(_ state: inout AppState) -> [Effect] {
    let screen = StatisticsFeature.State(today: state.today)
    state.destination = .statistics(screen)
    return [.loadStatistics(screen.period, screen.anchor)]
  }

  static func statistics(_ state: inout AppState, _ action: StatisticsFeature.Action) -> [Effect] {
    presented(StatisticsFeature.self, .statistics, action, &state) { output, state in
      switch output {
      case let .load(period, day): return [.loadStatistics(period, day)]
      case .close:
        state[presented: .statistics] = nil
        return []
      }
    }
  }
}
