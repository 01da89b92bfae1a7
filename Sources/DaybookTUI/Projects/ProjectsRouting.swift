import DaybookCore

/// Runs the projects screen and turns its outputs into effects.
extension AppReducer {
  static func openProjects(_ state: inout AppState) -> [Effect] {
    state.destination = .projects(ProjectsFeature.State())
    return [.loadProjects]
  }

  static func projects(_ state: inout AppState, _ action: ProjectsFeature.Action) -> [Effect] {
    // A saved change also moves the Today pane's projects, whatever the screen shows now.
    let refresh: [Effect] = if case .changed = action { [.loadToday(state.today)] } else { [] }
    return presented(ProjectsFeature.self, .projects, action, &state) { output, state in
      switch output {
      case .load: return [.loadProjects]
      case .change(let change): return [.changeProject(change)]
      case let .openTodos(id, title):
        var todos = TodosFeature.State(today: state.today)
        todos.query.project = id
        todos.projectTitle = title
        todos.query.status = .all
        state.destination = .todos(todos)
        return [.loadTodoPage(todos.query)]
      case .close:
        state[presented: .projects] = nil
        return []
      case .status(let text):
        showStatus(text, &state)
        return []
      }
    } + refresh
  }
}

/// The journal work of the projects screen.
extension EffectRunner {
  func loadProjects() throws -> [AppAction] {
    let progress = try journal.projectProgress()
    let rows = try journal.projects().map {
      ProjectsFeature.Row(project: $0, progress: progress[$0.id] ?? ProjectProgress())
    }
    return [.projects(.loaded(rows))]
  }

  func changeProject(_ change: ProjectChange) throws -> [AppAction] {
    switch change {
    case .add(let title):
      try journal.addProject(Project(title: title), at: clock.now())
    case let .update(project, original):
      try journal.updateProject(project, from: original, at: clock.now())
    }
    return [.projects(.changed(change))]
  }
}
