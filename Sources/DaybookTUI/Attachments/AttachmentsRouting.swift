import DaybookCore
import TerminalKit

extension AttachmentsFeature: PlainFeature {}

/// Runs the editor's attachment list on `state.attachments`; its outputs become the attach
/// prompt, the picture viewer or the opener, the removal question and the pictures' refresh.
extension AppReducer {
  /// An attachment key of the editor pane while it is not typing; nil when `key` is not one.
  static func editorAttachmentKey(_ key: Key, _ state: inout AppState) -> [Effect]? {
    guard !state.editor.isTypingText, AttachmentsFeature.Command(key: key) != nil else {
      return nil
    }
    let action = AttachmentsFeature.Action.key(
      key, day: state.editor.day,
      hasEntry: state.editor.entryID != nil || !state.editor.buffer.isEmpty)
    return scope(AttachmentsFeature.self, \.attachments, action, &state) { output, state in
      switch output {
      case .noEntry:
        showStatus(BrowseText.noEntryToAttach.text(state.language), isError: true, &state)
        return []
      case .askPath(let day):
        state.destination = .attachPrompt(AttachPromptFeature.State(day: day))
        // Unsaved text is saved first, so there is an entry to attach to.
        return state.editor.unsavedEntry.map { [.saveEntry($0, base: state.editor.baseText)] }
          ?? []
      case .open(let attachment):
        return openPictureViewer(attachment, &state) ?? [.browse(.openAttachment(attachment))]
      case let .askRemove(attachment, day):
        state.destination = .confirm(
          Confirmation(
            prompt: BrowseText.removePrompt.text(state.language, attachment.originalName),
            effects: [.browse(.removeAttachment(attachment, day: day))]))
        return []
      case .selectionMoved:
        return refreshPictures(&state)
      }
    }
  }
}
