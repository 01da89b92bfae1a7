import DaybookCore
import TerminalKit

/// What a key does in the editor; the reducer matches keys through `EditorKeymap`, so the
/// help text and the behaviour cannot drift apart.
enum EditorCommand: Equatable, Sendable {
  // Normal mode (pane focused, not editing).
  case startEditing, openMoodPicker, openWeatherPicker, showHistory, toggleStar
  case scrollUp, scrollDown, scrollPageUp, scrollPageDown, scrollToTop, scrollToBottom
  // Both modes.
  case save, openExternalEditor, undo, redo
  // Editing mode.
  case leaveEditing, discardChanges, newline, insertTab, deleteBackward, deleteForward
  case moveLeft, moveRight, moveUp, moveDown, pageUp, pageDown, lineStart, lineEnd
  case wordLeft, wordRight, killToEnd, killToStart, killWordBackward, yank
  // Mood and weather picker.
  case pickerUp, pickerDown, pickerChoose, pickerCancel
}

/// The editor's key tables, one per mode, each binding paired with its command.
enum EditorKeymap {
  struct Entry: Equatable, Sendable {
    var keys: [String]
    var help: EditorText
    var command: EditorCommand

    init(_ keys: [String], _ help: EditorText, _ command: EditorCommand) {
      self.keys = keys
      self.help = help
      self.command = command
    }

    /// The keys with English help.
    var binding: KeyBinding { binding(.en) }

    /// The keys with help in a language.
    func binding(_ language: Language) -> KeyBinding {
      KeyBinding(keys: keys, help: help.text(language))
    }
  }

  /// Keys when the editor pane has focus but is not editing.
  static let normal: [Entry] = [
    Entry(["i", "Enter"], .startEditing, .startEditing),
    Entry(["m"], .chooseMood, .openMoodPicker),
    Entry(["w"], .chooseWeather, .openWeatherPicker),
    Entry(["H"], .history, .showHistory),
    Entry(["u"], .undo, .undo),
    Entry(["Ctrl-R"], .redo, .redo),
    Entry(["Ctrl-S"], .save, .save),
    Entry(["Ctrl-E"], .externalEditor, .openExternalEditor),
    Entry(["Up", "k"], .scrollUp, .scrollUp),
    Entry(["Down", "j"], .scrollDown, .scrollDown),
    Entry(["PgUp"], .scrollPageUp, .scrollPageUp),
    Entry(["PgDn"], .scrollPageDown, .scrollPageDown),
    Entry(["Home"], .scrollToTop, .scrollToTop),
    Entry(["End"], .scrollToBottom, .scrollToBottom),
    Entry(["*"], .star, .toggleStar),
  ]

  /// Keys while editing; any other printable character is typed.
  static let editing: [Entry] = [
    Entry(["Esc"], .leaveEditing, .leaveEditing),
    Entry(["Ctrl-S"], .saveKeepEditing, .save),
    Entry(["Ctrl-E"], .externalEditor, .openExternalEditor),
    Entry(["Ctrl-G"], .discardChanges, .discardChanges),
    Entry(["Alt-z"], .undoTyping, .undo),
    Entry(["Alt-Z"], .redoTyping, .redo),
    Entry(["Enter"], .newLine, .newline),
    Entry(["Tab"], .insertTab, .insertTab),
    Entry(["Backspace"], .deleteBackward, .deleteBackward),
    Entry(["Del", "Ctrl-D"], .deleteForward, .deleteForward),
    Entry(["Left"], .cursorLeft, .moveLeft),
    Entry(["Right"], .cursorRight, .moveRight),
    Entry(["Up"], .cursorUp, .moveUp),
    Entry(["Down"], .cursorDown, .moveDown),
    Entry(["PgUp"], .pageUp, .pageUp),
    Entry(["PgDn"], .pageDown, .pageDown),
    Entry(["Home", "Ctrl-A"], .lineStart, .lineStart),
    Entry(["End"], .lineEnd, .lineEnd),
    Entry(["Alt-b"], .wordLeft, .wordLeft),
    Entry(["Alt-f"], .wordRight, .wordRight),
    Entry(["Ctrl-K"], .killToEnd, .killToEnd),
    Entry(["Ctrl-U"], .killToStart, .killToStart),
    Entry(["Ctrl-W"], .killWordBackward, .killWordBackward),
    Entry(["Ctrl-Y"], .yank, .yank),
  ]

  /// Keys while the mood or weather list is open.
  static let picker: [Entry] = [
    Entry(["Up", "k"], .previousChoice, .pickerUp),
    Entry(["Down", "j"], .nextChoice, .pickerDown),
    Entry(["Enter"], .choose, .pickerChoose),
    Entry(["Esc"], .cancel, .pickerCancel),
  ]

  /// The writing keys the key bar shows while writing, with their short help; the keys
  /// themselves come from `editing`, so the bar shows what the reducer matches.
  static let writingBar: [(command: EditorCommand, help: EditorText)] = [
    (.leaveEditing, .barStop), (.save, .save), (.openExternalEditor, .barExternalEditor),
    (.discardChanges, .discardChanges),
  ]

  /// The key bar while writing: each of `writingBar` with the keys `editing` binds to it.
  static func writingBindings(_ language: Language) -> [KeyBinding] {
    writingBar.compactMap { item in
      editing.first { $0.command == item.command }.map {
        KeyBinding(keys: $0.keys, help: item.help.text(language))
      }
    }
  }

  /// The command `key` runs in `table`, if any.
  static func command(for key: Key, in table: [Entry]) -> EditorCommand? {
    let name = key.description
    return table.first { $0.keys.contains(name) }?.command
  }
}
