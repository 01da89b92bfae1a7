import TerminalKit

/// What a key does in the editor; the reducer matches keys through `EditorKeymap`, so the
/// help text and the behaviour cannot drift apart.
enum EditorCommand: Equatable, Sendable {
  // Normal mode (pane focused, not editing).
  case startEditing, openMoodPicker, openWeatherPicker, showHistory
  case scrollUp, scrollDown, scrollPageUp, scrollPageDown, scrollToTop, scrollToBottom
  // Both modes.
  case save, openExternalEditor, undo, redo
  // Editing mode.
  case leaveEditing, newline, insertTab, deleteBackward, deleteForward
  case moveLeft, moveRight, moveUp, moveDown, pageUp, pageDown, lineStart, lineEnd
  case wordLeft, wordRight, killToEnd, killToStart, killWordBackward, yank
  // Mood and weather picker.
  case pickerUp, pickerDown, pickerChoose, pickerCancel
}

/// The editor's key tables, one per mode, each binding paired with its command.
enum EditorKeymap {
  struct Entry: Equatable, Sendable {
    var binding: KeyBinding
    var command: EditorCommand

    init(_ keys: [String], _ help: String, _ command: EditorCommand) {
      binding = KeyBinding(keys: keys, help: help)
      self.command = command
    }
  }

  /// Keys when the editor pane has focus but is not editing.
  static let normal: [Entry] = [
    Entry(["i", "Enter"], "write (edit the entry)", .startEditing),
    Entry(["m"], "choose mood", .openMoodPicker),
    Entry(["w"], "choose weather", .openWeatherPicker),
    Entry(["H"], "revision history", .showHistory),
    Entry(["u"], "undo", .undo),
    Entry(["Ctrl-R"], "redo", .redo),
    Entry(["Ctrl-S"], "save", .save),
    Entry(["Ctrl-E"], "edit in $EDITOR", .openExternalEditor),
    Entry(["Up", "k"], "scroll up", .scrollUp),
    Entry(["Down", "j"], "scroll down", .scrollDown),
    Entry(["PgUp"], "scroll a page up", .scrollPageUp),
    Entry(["PgDn"], "scroll a page down", .scrollPageDown),
    Entry(["Home"], "scroll to the top", .scrollToTop),
    Entry(["End"], "scroll to the bottom", .scrollToBottom),
  ]

  /// Keys while editing; any other printable character is typed.
  static let editing: [Entry] = [
    Entry(["Esc"], "stop editing (saves changes)", .leaveEditing),
    Entry(["Ctrl-S"], "save, keep editing", .save),
    Entry(["Ctrl-E"], "edit in $EDITOR", .openExternalEditor),
    Entry(["Alt-z"], "undo", .undo),
    Entry(["Alt-Z"], "redo", .redo),
    Entry(["Enter"], "new line", .newline),
    Entry(["Tab"], "insert spaces", .insertTab),
    Entry(["Backspace"], "delete before the cursor", .deleteBackward),
    Entry(["Del", "Ctrl-D"], "delete at the cursor", .deleteForward),
    Entry(["Left"], "cursor left", .moveLeft),
    Entry(["Right"], "cursor right", .moveRight),
    Entry(["Up"], "cursor up a screen row", .moveUp),
    Entry(["Down"], "cursor down a screen row", .moveDown),
    Entry(["PgUp"], "cursor up a page", .pageUp),
    Entry(["PgDn"], "cursor down a page", .pageDown),
    Entry(["Home", "Ctrl-A"], "start of line", .lineStart),
    Entry(["End"], "end of line", .lineEnd),
    Entry(["Alt-b"], "word left", .wordLeft),
    Entry(["Alt-f"], "word right", .wordRight),
    Entry(["Ctrl-K"], "cut to end of line", .killToEnd),
    Entry(["Ctrl-U"], "cut to start of line", .killToStart),
    Entry(["Ctrl-W"], "cut word before the cursor", .killWordBackward),
    Entry(["Ctrl-Y"], "paste the last cut", .yank),
  ]

  /// Keys while the mood or weather list is open.
  static let picker: [Entry] = [
    Entry(["Up", "k"], "previous choice", .pickerUp),
    Entry(["Down", "j"], "next choice", .pickerDown),
    Entry(["Enter"], "choose", .pickerChoose),
    Entry(["Esc"], "cancel", .pickerCancel),
  ]

  /// The command `key` runs in `table`, if any.
  static func command(for key: Key, in table: [Entry]) -> EditorCommand? {
    let name = key.description
    return table.first { $0.binding.keys.contains(name) }?.command
  }
}
