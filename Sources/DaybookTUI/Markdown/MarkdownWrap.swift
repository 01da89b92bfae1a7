import TerminalKit

/// Word wrap over styled runs, measured in display columns.
///
/// A line breaks at spaces (which are dropped there); a wide character (kana, CJK, emoji)
/// may also start a new line on its own, but not closing punctuation (`。`, `」`: kinsoku).
/// Hangul is written with spaces between words, so a Korean word keeps together, as the
/// editor wraps it. A word longer than the line is cut between graphemes. A word keeps
/// together across a change of look (`**bold**ly`).
enum MarkdownWrap {
  private struct Token {
    var pieces: [MarkdownSpan] = []
    var width = 0
    var isSpace = false
  }

  /// The rows `spans` take at `width` columns (at least one row, maybe empty).
  static func wrap(_ spans: [MarkdownSpan], width: Int) -> [MarkdownLine] {
    let width = max(1, width)
    var lines: [MarkdownLine] = []
    var line: [MarkdownSpan] = []
    var lineWidth = 0

    func append(_ piece: MarkdownSpan) {
      if let last = line.last, last.look == piece.look {
        line[line.count - 1].text += piece.text
      } else {
        line.append(piece)
      }
    }
    func finishLine() {
      while let last = line.last, last.text.last == " " {
        var trimmed = last.text
        while trimmed.last == " " { trimmed.removeLast() }
        if trimmed.isEmpty {
          line.removeLast()
        } else {
          line[line.count - 1].text = trimmed
          break
        }
      }
      lines.append(MarkdownLine(line))
      line = []
      lineWidth = 0
    }
    func place(_ token: Token) {
      if lineWidth + token.width <= width {
        token.pieces.forEach(append)
        lineWidth += token.width
        return
      }
      if token.isSpace {
        finishLine()
        return
      }
      if token.width <= width && lineWidth > 0 {
        finishLine()
        token.pieces.forEach(append)
        lineWidth = token.width
        return
      }
      // A word longer than a line: fill this line, then go on over new ones.
      for piece in token.pieces {
        for character in piece.text {
          let w = TextWidth.width(of: character)
          if lineWidth + w > width && lineWidth > 0 {
            lines.append(MarkdownLine(line))
            line = []
            lineWidth = 0
          }
          append(MarkdownSpan(String(character), piece.look))
          lineWidth += w
        }
      }
    }

    var token = Token()
    var tokenIsWide = false
    func addPiece(_ text: Substring, _ look: MarkdownLook) {
      guard !text.isEmpty else { return }
      if let last = token.pieces.last, last.look == look {
        token.pieces[token.pieces.count - 1].text += text
      } else {
        token.pieces.append(MarkdownSpan(String(text), look))
      }
    }
    // Pieces are cut from each span by index, not built a character at a time: wrapping
    // an entry of thousands of words must fit in a few milliseconds.
    for span in spans {
      let text = span.text
      var pieceStart = text.startIndex
      func startToken(at index: String.Index, isSpace: Bool, isWide: Bool) {
        addPiece(text[pieceStart..<index], span.look)
        pieceStart = index
        if !token.pieces.isEmpty { place(token) }
        token = Token()
        token.isSpace = isSpace
        tokenIsWide = isWide
      }
      func visit(_ index: String.Index, _ scalar: UInt32, width w: Int) {
        let empty = token.pieces.isEmpty && pieceStart == index
        if scalar == 0x20 {
          if empty {
            token.isSpace = true
            tokenIsWide = false
          } else if !token.isSpace {
            startToken(at: index, isSpace: true, isWide: false)
          }
        } else if !empty && !token.isSpace && closesLine(scalar) {
          // Closing punctuation (。、」 . ,) never starts a line: it stays with what it
          // closes.
        } else if w == 2 && !isHangul(scalar) {
          if empty {
            token.isSpace = false
            tokenIsWide = true
          } else {
            startToken(at: index, isSpace: false, isWide: true)
          }
        } else if empty {
          token.isSpace = false
          tokenIsWide = false
        } else if token.isSpace || tokenIsWide {
          startToken(at: index, isSpace: false, isWide: false)
        }
        token.width += w
      }
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        // ASCII: one byte, one column, one character.
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
          let byte = bytes[index]
          visit(index, UInt32(byte), width: byte < 0x20 || byte == 0x7F ? 0 : 1)
          index = bytes.index(after: index)
        }
      } else {
        var index = text.startIndex
        while index < text.endIndex {
          let character = text[index]
          let scalar = character.unicodeScalars.first?.value ?? 0
          visit(index, scalar, width: TextWidth.width(of: character))
          index = text.index(after: index)
        }
      }
      addPiece(text[pieceStart...], span.look)
    }
    if !token.pieces.isEmpty { place(token) }
    finishLine()
    return lines
  }

  /// Hangul syllables and jamo (by a grapheme's first scalar): letters of words that
  /// spaces separate.
  static func isHangul(_ value: UInt32) -> Bool {
    switch value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return true
    default: return false
    }
  }

  /// Graphemes (by their first scalar) that may not begin a line: Japanese kinsoku, and
  /// closing Latin marks. Scalars, not Characters: hashing a Character normalises it, and
  /// this is asked for nearly every character of an entry.
  static func closesLine(_ value: UInt32) -> Bool {
    if value < 0x80 {
      switch value {
      case 0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x29, 0x5D, 0x7D, 0x25: return true
      default: return false
      }
    }
    return noLineStart.contains(value)
  }

  private static let noLineStart: Set<UInt32> = Set(
    ("、。，．・：；？！゛゜ヽヾゝゞ々ー）］｝〕〉》」』】〙〗〟’”｠»…‥"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ").unicodeScalars.map(\.value))
}
