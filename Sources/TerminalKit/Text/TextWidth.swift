/// Display width of text in terminal columns, by grapheme cluster, as current terminals
/// measure it (one cell a cluster, the way tmux 3.5, kitty, WezTerm, foot and Ghostty do).
///
/// A cluster takes the width of its first visible scalar: East Asian Wide and Fullwidth
/// two columns, combining marks, joiners and other zero-width scalars none, everything else
/// one. Emoji sequences are one wide cell: a ZWJ sequence (👩‍🌾), a flag (two regional
/// indicators), an emoji with a skin tone (✌🏽), and a text-style emoji or keycap followed by
/// VS16 (❤️ 1️⃣); VS15 after an emoji-style character asks for text, one column. Control
/// characters have width 0 here; `sanitized(_:)` turns them into visible text. The
/// properties come from `UnicodeTables`, generated from a pinned Unicode version.
public enum TextWidth {
  /// Columns taken by one grapheme cluster: 0, 1 or 2.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Fast path for the common case, printable ASCII and Latin-1 and the box-drawing and
    // block characters of frames and bars: one scalar, one column. Looking up the Unicode
    // tables for every cell was the biggest cost of drawing a frame.
    if scalars.index(after: scalars.startIndex) == scalars.endIndex {
      switch first.value {
      case 0x20...0x7E, 0xA0...0x2FF, 0x2500...0x259F: return 1
      // Hangul syllables, kana and CJK ideographs: wide, without the table search.
      // (U+3099 and U+309A, the combining voiced marks, are not in these ranges.)
      case 0xAC00...0xD7A3, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF: return 2
      default: break
      }
    }
    if isControl(first) { return 0 }
    // A cluster may begin with zero-width scalars (a stray mark, a prepended format
    // character): the first visible scalar decides; none at all takes no column.
    guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if isRegionalIndicator(base) {
      // Two regional indicators form a flag, shown as one wide emoji; a lone one is narrow.
      return scalars.filter(isRegionalIndicator).count >= 2 ? 2 : 1
    }
    let value = base.value
    if scalars.contains(where: { $0.value == 0xFE0E })
      && UnicodeTables.contains(UnicodeTables.emojiPresentation, value)
    {
      return 1
    }
    if UnicodeTables.contains(UnicodeTables.wide, value) { return 2 }
    if scalars.contains(where: { $0.value == 0xFE0F })
      && UnicodeTables.contains(UnicodeTables.emoji, value)
    {
      return 2
    }
    if UnicodeTables.contains(UnicodeTables.emoji, value),
      scalars.contains(where: { UnicodeTables.contains(UnicodeTables.emojiModifier, $0.value) })
    {
      return 2
    }
    if scalars.contains(where: { $0.value == 0x200D })
      && UnicodeTables.contains(UnicodeTables.extendedPictographic, value)
    {
      return 2
    }
    return 1
  }

  /// True for scalars that take no column of their own (marks, joiners, selectors).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    UnicodeTables.contains(UnicodeTables.zeroWidth, scalar.value)
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
}
