import DaybookCore

/// Runs the background sync on its part of the state, with the app's clock beside what
/// start-up and the sync work report, and turns its outputs into effects and status lines.
extension AppReducer {
  static func sync(_ state: inout AppState, _ event: SyncFeature.Event) -> [Effect] {
    switch event {
    case .configured(let interval): sync(&state, SyncFeature.Action.configured(interval: interval))
    case .finished(let outcome): sync(&state, SyncFeature.Action.finished(outcome, now: state.now))
    }
  }

  static func sync(_ state: inout AppState, _ action: SyncFeature.Action) -> [Effect] {
    scope(SyncFeature.self, \.sync, action, &state) { output, state in
      switch output {
      case .startSync:
        return [.longRunning(.sync, id: .sync)]
      case let .status(text, isError):
        showStatus(text, isError: isError, &state)
        return []
      }
    }
  }

  /// Tells the sync when effects about to run write the journal: a sync follows a quiet
  /// spell after the last of them.
  static func noteWrites(_ effects: [Effect], _ state: inout AppState) -> [Effect] {
    guard effects.contains(where: writesJournal) else { return [] }
    return sync(&state, SyncFeature.Action.journalWritten(at: state.now))
  }

  private static func writesJournal(_ effect: Effect) -> Bool {
    switch effect {
    case .saveEntry, .setEntryStarred, .water, .waterAll, .undoCare, .setTodoDone,
      .setTodoImportant, .addIntake, .removeIntake, .addPlant, .markNotificationRead,
      .markAllNotificationsRead, .changeTodo, .changeIntakeRecord, .plants:
      true
    default:
      false
    }
  }
}
