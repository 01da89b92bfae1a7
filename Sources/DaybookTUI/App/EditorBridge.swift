import DaybookCore

/// What the shell needs to know about the editor, in one place.
extension EditorState {
  /// True while keys are text (insert mode), so global keys must not steal them.
  var isTypingText: Bool { isEditing || picker != nil }

  /// The entry as edited, when it differs from what was last saved.
  var unsavedEntry: Entry? { isDirty ? entry : nil }
}
