/// A key press, after decoding.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (a space is `.character(" ")`).
  case character(Character)
  /// Control plus a key; letters are lowercase (`.ctrl("s")`). Ctrl-Space is `.ctrl(" ")`.
  case ctrl(Character)
  /// Alt (Meta) plus a character, sent by terminals as ESC then the character.
  case alt(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, escape, tab, backTab, backspace, delete, insert
  /// F1…F12 (and beyond, when the terminal sends them).
  case function(Int)

  /// How the key is named in help text: "Ctrl-S", "Alt-x", "Enter", "w", "Space".
  public var description: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let c): return String(c)
    case .ctrl(" "): return "Ctrl-Space"
    case .ctrl(let c): return "Ctrl-" + String(c).uppercased()
    case .alt(let c): return "Alt-" + (c == " " ? "Space" : String(c))
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .backspace: return "Backspace"
    case .delete: return "Del"
    case .insert: return "Ins"
    case .function(let n): return "F\(n)"
    }
  }
}

/// Something the terminal reports.
public enum TerminalEvent: Equatable, Sendable {
  /// A key press.
  case key(Key)
  /// Text pasted with bracketed paste; newlines are `\n`.
  case paste(String)
  /// A mouse press at a cell: button 1 left, 2 middle, 3 right, 4 wheel up, 5 wheel down.
  case mouse(x: Int, y: Int, button: Int)
  /// The terminal has a new size.
  case resize(Size)
}
