/// Display width of text in terminal columns, by grapheme cluster.
///
/// East Asian Wide and Fullwidth characters and emoji shown as emoji take two columns;
/// combining marks, joiners and other zero-width scalars take none; everything else one.
/// Control characters have width 0 here; `sanitized(_:)` turns them into visible text.
public enum TextWidth {
  /// Columns taken by one grapheme cluster: 0, 1 or 2.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Fast path for the common case, printable ASCII and Latin-1 and the box-drawing and
    // block characters of frames and bars: one scalar, one column. Looking up the Unicode
    // general category of every cell was the biggest cost of drawing a frame.
    if scalars.index(after: scalars.startIndex) == scalars.endIndex {
      switch first.value {
      case 0x20...0x7E, 0xA0...0x2FF, 0x2500...0x259F: return 1
      // Hangul syllables, kana and CJK ideographs: wide, without the table search.
      case 0xAC00...0xD7A3, 0x3041...0x3096, 0x3099...0x30FF, 0x4E00...0x9FFF: return 2
      default: break
      }
    }
    if isRegionalIndicator(first) {
      // Two regional indicators form a flag, shown as one wide emoji.
      return scalars.dropFirst().first.map(isRegionalIndicator) == true ? 2 : 1
    }
    if first.value < 0x20 || (0x7F...0x9F).contains(first.value) {
      return 0
    }
    if WidthTables.contains(WidthTables.wide, first.value) { return 2 }
    if WidthTables.contains(WidthTables.zeroWidth, first.value) || isOtherMark(first) {
      // A cluster made only of zero-width scalars (a stray combining mark) takes nothing,
      // but a zero-width scalar may lead a cluster with a visible base after it.
      for scalar in scalars.dropFirst()
      where !WidthTables.contains(WidthTables.zeroWidth, scalar.value) && !isOtherMark(scalar) {
        return width(of: Character(scalar))
      }
      return 0
    }
    // A text-style emoji followed by VS16 (U+FE0F) is shown as a wide emoji: ❤️ ☀️ 1️⃣.
    if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji {
      return 2
    }
    return 1
  }

  /// Columns taken by a string.
  public static func width(of text: some StringProtocol) -> Int {
    // Printable ASCII, most labels and numbers: one column a byte, no grapheme breaking.
    var ascii = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { break }
      ascii += 1
    }
    if ascii == text.utf8.count { return ascii }
    var total = 0
    for character in text {
      total += width(of: character)
    }
    return total
  }

  /// The text cut to at most `width` columns; when cut, it ends with `ellipsis`.
  /// A wide grapheme that would straddle the limit is left out, never split.
  public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    if self.width(of: text) <= width { return text }
    let ellipsisWidth = self.width(of: ellipsis)
    guard ellipsisWidth <= width else { return prefix(text, width: width) }
    return prefix(text, width: width - ellipsisWidth) + ellipsis
  }

  /// The longest prefix of `text` that fits in `width` columns.
  public static func prefix(_ text: String, width: Int) -> String {
    var used = 0
    var result = ""
    for character in text {
      let w = self.width(of: character)
      if used + w > width { break }
      used += w
      result.append(character)
    }
    return result
  }

  /// The text padded with spaces on the right to exactly `width` columns (cut if longer).
  public static func pad(_ text: String, toWidth width: Int) -> String {
    let fitted = prefix(text, width: width)
    let missing = width - self.width(of: fitted)
    return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
  }

  /// Soft-wraps text into lines of at most `width` columns.
  ///
  /// Breaks at spaces; a word longer than the line is broken anywhere, and CJK text
  /// (which has no spaces) breaks between any two wide characters. Newlines start a new
  /// line; spaces at a break are dropped. Returns at least one (possibly empty) line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [""] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapParagraph(String(paragraph), width: width, into: &lines)
    }
    return lines
  }

  private static func wrapParagraph(_ text: String, width: Int, into lines: inout [String]) {
    var line = ""
    var lineWidth = 0
    // Tokens: runs of spaces, runs of narrow non-space characters (words), or a single
    // wide character (CJK can break anywhere).
    for token in tokens(of: text) {
      let tokenWidth = self.width(of: token)
      let isSpace = token.first == " "
      if lineWidth + tokenWidth <= width {
        line += token
        lineWidth += tokenWidth
        continue
      }
      if isSpace {
        // A break falls here: drop the spaces.
        lines.append(trimTrailingSpaces(line))
        line = ""
        lineWidth = 0
        continue
      }
      if tokenWidth <= width && lineWidth > 0 {
        lines.append(trimTrailingSpaces(line))
        line = token
        lineWidth = tokenWidth
        continue
      }
      // A word longer than a line: fill the current line, then continue on new lines.
      for character in token {
        let w = self.width(of: character)
        if lineWidth + w > width && lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += w
      }
    }
    lines.append(trimTrailingSpaces(line))
  }

  private static func tokens(of text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var currentIsSpace = false
    for character in text {
      let isSpace = character == " " || character == "\t"
      let isWide = width(of: character) == 2
      if isWide {
        if !current.isEmpty { tokens.append(current) }
        tokens.append(String(character))
        current = ""
        continue
      }
      if !current.isEmpty && isSpace != currentIsSpace {
        tokens.append(current)
        current = ""
      }
      currentIsSpace = isSpace
      current.append(isSpace ? " " : character)
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  private static func trimTrailingSpaces(_ line: String) -> String {
    var result = line
    while result.last == " " { result.removeLast() }
    return result
  }

  /// The text with every control character (C0, DEL, C1, so also ESC) replaced by a
  /// visible escape: `^A`…`^_`, `^?` for DEL, `^[` for ESC, `\u{85}` style for C1.
  /// Such characters must never reach the terminal raw.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.append(scalar)
        continue
      }
      let escaped: String
      switch scalar.value {
      case 0x00...0x1F: escaped = "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
      case 0x7F: escaped = "^?"
      default: escaped = "\\u{" + String(scalar.value, radix: 16) + "}"
      }
      result.append(contentsOf: escaped.unicodeScalars)
    }
    return String(result)
  }

  /// True for C0 controls, DEL and C1 controls.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Marks outside the blocks listed in `WidthTables.zeroWidth`.
  private static func isOtherMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
