/// Bash's side of the words on a command line: bash hands its completion function the line
/// as typed, quotes and all, and inserts what the function answers as it is, so the reading
/// (`split`) and the quoting (`quoted`) are done here, where they are tested, never by `eval`.
/// Nothing is ever expanded: `$HOME`, `$(…)`, `~` and `*` are read as the characters they are.
enum BashWords {
  /// The quoting in force where bash replaces the word being completed.
  enum Context: Equatable {
    /// Outside quotes: every special character gets a backslash.
    case plain
    /// After an opening `'` the user typed; readline adds the closing one.
    case single
    /// After an opening `"`; readline adds the closing one.
    case double
    /// After an opening `$'`; readline adds the closing `'`.
    case ansi
  }

  /// A line read up to the cursor: its words with the quoting removed, and where in the last
  /// one bash will put the answer.
  struct Line: Equatable {
    /// Every word, the command's own name first; the last is the one being completed (empty
    /// after a space).
    var words: [String]
    /// The part of the last word before the place bash replaces (readline's word start:
    /// after its last unquoted word-break character, or after an open quote), unquoted. An
    /// answer keeps it and adds only the rest.
    var kept: String
    /// The quoting at that place.
    var context: Context
  }

  /// Reads `line` (bash's `COMP_LINE` up to `COMP_POINT`) as bash would split and unquote it,
  /// without expanding anything, and finds where readline starts the word it replaces, given
  /// bash's `COMP_WORDBREAKS` as `breaks`.
  static func split(_ line: String, breaks: String) -> Line {
    let breakSet = Set(breaks.unicodeScalars)
    var words: [String] = []
    var word = String.UnicodeScalarView()
    var inWord = false
    // The word up to its last unquoted break character, and up to the last opening quote.
    var keptAtBreak = String.UnicodeScalarView()
    var keptAtQuote = String.UnicodeScalarView()
    var quote = Context.plain
    var scalars = Array(line.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch quote {
      case .plain:
        if scalar == " " || scalar == "\t" || scalar == "\n" {
          if inWord { words.append(String(word)) }
          word = String.UnicodeScalarView()
          keptAtBreak = String.UnicodeScalarView()
          inWord = false
          continue
        }
        inWord = true
        if scalar == "\\" {
          // A backslash quotes the next character (a break character too); before a
          // newline both vanish.
          if let next = scalars.popFirst(), next != "\n" { word.append(next) }
        } else if scalar == "'" || scalar == "\"" {
          quote = scalar == "'" ? .single : .double
          keptAtQuote = word
        } else if scalar == "$", scalars.first == "'" {
          scalars.removeFirst()
          quote = .ansi
          keptAtQuote = word
        } else {
          word.append(scalar)
          if breakSet.contains(scalar) { keptAtBreak = word }
        }
      case .single:
        if scalar == "'" { quote = .plain } else { word.append(scalar) }
      case .double:
        if scalar == "\"" {
          quote = .plain
        } else if scalar == "\\", let next = scalars.first,
          "$`\"\\\n".unicodeScalars.contains(next)
        {
          scalars.removeFirst()
          if next != "\n" { word.append(next) }
        } else {
          word.append(scalar)
        }
      case .ansi:
        if scalar == "'" {
          quote = .plain
        } else if scalar == "\\" {
          word.append(contentsOf: ansiEscape(&scalars).unicodeScalars)
        } else {
          word.append(scalar)
        }
      }
    }
    words.append(inWord ? String(word) : "")
    // Readline's word starts after an open quote, else after the last break character that
    // is neither quoted nor after a backslash (quote characters inside a word are not breaks).
    guard inWord else { return Line(words: words, kept: "", context: .plain) }
    if quote != .plain { return Line(words: words, kept: String(keptAtQuote), context: quote) }
    return Line(words: words, kept: String(keptAtBreak), context: .plain)
  }

  /// The text after a backslash inside `$'…'`, as bash reads it.
  private static func ansiEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) -> String {
    guard let first = scalars.popFirst() else { return "\\" }
    func hex(_ limit: Int) -> UInt32? {
      var value: UInt32 = 0
      var count = 0
      while count < limit, let next = scalars.first, let digit = UInt32(String(next), radix: 16) {
        value = value * 16 + digit
        scalars.removeFirst()
        count += 1
      }
      return count == 0 ? nil : value
    }
    switch first {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "a": return "\u{07}"
    case "b": return "\u{08}"
    case "e", "E": return "\u{1B}"
    case "f": return "\u{0C}"
    case "v": return "\u{0B}"
    case "\\", "'", "\"", "?": return String(first)
    case "x":
      // Bytes: several `\xHH` in a row spell one UTF-8 character.
      guard let value = hex(2) else { return "\\x" }
      var bytes = [UInt8(value)]
      while scalars.count >= 3, scalars.first == "\\", scalars.dropFirst().first == "x" {
        var look = scalars.dropFirst(2)
        var digits = ""
        while digits.count < 2, let next = look.first, UInt32(String(next), radix: 16) != nil {
          digits.unicodeScalars.append(next)
          look.removeFirst()
        }
        guard let byte = UInt8(digits, radix: 16) else { break }
        bytes.append(byte)
        scalars = look
      }
      return String(decoding: bytes, as: UTF8.self)
    case "u", "U":
      guard let value = hex(first == "u" ? 4 : 8), let scalar = Unicode.Scalar(value) else {
        return "\\" + String(first)
      }
      return String(scalar)
    default:
      return "\\" + String(first)
    }
  }

  /// `value` written for bash at a place with `context`'s quoting, so that bash reads back
  /// exactly `value`, runs nothing and expands nothing (history's `!` included): outside
  /// quotes a backslash before every character but letters, digits and `_./,+-%`; inside
  /// quotes what that quote needs. Control, bidi and invisible characters become `$'\xHH'`
  /// bytes, so the word is one line, shows what it holds and reads the same in any locale.
  static func quoted(_ value: String, context: Context = .plain) -> String {
    var result = ""
    var hexRun: [UInt8] = []
    func flushHex() {
      guard !hexRun.isEmpty else { return }
      let bytes = hexRun.map { "\\x" + String($0, radix: 16, uppercase: false).leftPadded() }
        .joined()
      switch context {
      case .plain: result += "$'" + bytes + "'"
      case .single: result += "'$'" + bytes + "''"
      case .double: result += "\"$'" + bytes + "'\""
      case .ansi: result += bytes
      }
      hexRun.removeAll()
    }
    for scalar in value.unicodeScalars {
      if needsBytes(scalar) {
        hexRun.append(contentsOf: String(scalar).utf8)
        continue
      }
      flushHex()
      switch context {
      case .plain:
        if scalar.isASCII, !isPlainSafe(scalar) { result += "\\" }
        result.unicodeScalars.append(scalar)
      case .single:
        if scalar == "'" { result += "'\\''" } else { result.unicodeScalars.append(scalar) }
      case .double:
        switch scalar {
        case "\"", "\\", "$", "`": result += "\\" + String(scalar)
        case "!": result += "\"'!'\""
        default: result.unicodeScalars.append(scalar)
        }
      case .ansi:
        if scalar == "'" || scalar == "\\" { result += "\\" }
        result.unicodeScalars.append(scalar)
      }
    }
    flushHex()
    return result
  }

  /// A description after `#` in a line bash lists: as it is when it holds only letters,
  /// digits, spaces and harmless punctuation, else single-quoted, so that even with
  /// `interactive_comments` off, or history's `!`, it is words that run and expand nothing.
  static func comment(_ text: String) -> String {
    let harmless = text.unicodeScalars.allSatisfy { scalar in
      !scalar.isASCII || isPlainSafe(scalar) || scalar == " " || scalar == ":"
    }
    if harmless { return text }
    // Double quotes read better (`"a day's entry"`) where nothing in them would expand.
    if !text.unicodeScalars.contains(where: { "\"$`\\!".unicodeScalars.contains($0) }) {
      return "\"" + text + "\""
    }
    return quoted(text, context: .single).wrappedInSingleQuotes()
  }

  /// The characters written as `\xHH` bytes: every control character, and the bidi and
  /// invisible ones a terminal would not show as they are (`JSONText.mustEscape`).
  static func needsBytes(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || JSONText.mustEscape(scalar)
  }

  private static func isPlainSafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "/", ",", "+", "-", "%": true
    default: false
    }
  }
}

extension String {
  fileprivate func wrappedInSingleQuotes() -> String { "'" + self + "'" }

  /// Two hex digits: a leading zero for a single one.
  fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
