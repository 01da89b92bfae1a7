import DaybookCore

extension HistoryFeature: PlainFeature {}

/// Opens the history and runs it in the destination; its outputs become the app's question.
extension AppReducer {
  static func openHistory(_ day: Day, _ state: inout AppState) -> [Effect] {
    state.destination = .history(HistoryFeature.State(day: day))
    return [.browse(.loadHistory(day))]
  }

  static func history(_ state: inout AppState, _ action: HistoryFeature.Action) -> [Effect] {
    presented(HistoryFeature.self, .history, action, &state) { output, state in
      switch output {
      case .close:
        state[presented: .history] = nil
      case let .askRevert(day, revision):
        state.destination = .confirm(
          Confirmation(
            prompt: BrowseText.historyRevertPrompt.text(
              state.language, state.zone.text(of: revision.savedAt)),
            effects: [.browse(.revertEntry(day: day, revisionID: revision.id))]))
      }
      return []
    }
  }
}
