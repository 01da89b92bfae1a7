import DaybookCore

extension SaveTextFeature: PlainFeature {}

extension DestinationCase where Value == SaveTextFeature.State {
  static var saveText: Self {
    Self(
      extract: { if case .saveText(let s) = $0 { s } else { nil } },
      embed: Destination.saveText)
  }
}

/// Runs the save-elsewhere prompt: the path typed becomes a new file holding the editor's
/// text; until the text is somewhere, quitting opens the prompt again.
extension AppReducer {
  static func saveText(_ state: inout AppState, _ action: SaveTextFeature.Action) -> [Effect] {
    presented(SaveTextFeature.self, .saveText, action, &state) { output, state in
      switch output {
      case .write(let path):
        guard let entry = state.editor.unsavedEntry else {
          state[presented: .saveText] = nil
          return []
        }
        return [.writeTextElsewhere(entry, path: path)]
      case .saved(let path):
        state[presented: .saveText] = nil
        state.textAtRisk = false
        showStatus(SaveTextText.saved.text(state.language, path), isError: false, &state)
        return []
      case .back:
        state[presented: .saveText] = nil
        showStatus(SaveTextText.atRisk.text(state.language), isError: true, &state)
        return []
      case .quitLosingText:
        state[presented: .saveText] = nil
        state.textAtRisk = false
        state.quitsWithoutSaving = true
        state.isQuitting = true
        return []
      }
    }
  }

  /// The text could not be kept beside the journal either: ask where to put it.
  static func openSaveText(folder: String, reason: String, _ state: inout AppState) {
    guard state.editor.unsavedEntry != nil else { return }
    state.textAtRisk = true
    state.unwritableFolder = folder
    state.isQuitting = false
    state.destination = .saveText(SaveTextFeature.State(folder: folder, problem: reason))
    showStatus(reason, isError: true, &state)
  }
}
