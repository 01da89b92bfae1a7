import TerminalKit

/// One-line text editing shared by the search field, the command line and onboarding.
enum TextInput {
  /// Applies an editing key to `text`; false when the key is not an editing key.
  static func apply(_ key: Key, to text: inout String) -> Bool {
    switch key {
    case .character(let character):
      text.append(character)
    case .backspace, .ctrl("h"):
      if !text.isEmpty { text.removeLast() }
    case .ctrl("u"):
      text = ""
    case .ctrl("w"):
      while text.last == " " { text.removeLast() }
      while let last = text.last, last != " " { text.removeLast() }
    default:
      return false
    }
    return true
  }

  /// Pasted text on one line: newlines and tabs become spaces.
  static func singleLine(_ text: String) -> String {
    String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }
}
