import TerminalKit

/// Light highlighting of Markdown source while writing: a heading line in the title style,
/// `**strong**` bold, `*emphasis*` and `_emphasis_` italic, `#tags` in the accent colour.
///
/// It looks at one wrapped row at a time (what is on screen, so a long text costs nothing
/// more) and only restyles cells the text was drawn into; the source stays as written.
enum MarkdownSourceHighlight {
  /// A part of a row to restyle: grapheme offsets within the row.
  struct Mark: Equatable {
    var range: Range<Int>
    var attributes: TextAttributes
    var isTag: Bool
  }

  /// True when `line` is an ATX heading (`# `…`###### `, up to three spaces before).
  static func isHeading(_ line: String) -> Bool {
    var spaces = 0
    var hashes = 0
    for byte in line.utf8 {
      if hashes == 0 && byte == UInt8(ascii: " ") && spaces < 3 {
        spaces += 1
      } else if byte == UInt8(ascii: "#") && hashes < 6 {
        hashes += 1
      } else {
        return hashes > 0 && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))
      }
    }
    return hashes > 0
  }

  /// The emphasis and tag marks of one row's text.
  static func marks(in row: String) -> [Mark] {
    guard row.utf8.contains(where: { $0 == 0x2A || $0 == 0x5F || $0 == 0x23 }) else {
      return []
    }
    let graphemes = Array(row)
    var marks: [Mark] = []
    var index = 0
    while index < graphemes.count {
      let character = graphemes[index]
      if character == "*" || character == "_" {
        let double = index + 1 < graphemes.count && graphemes[index + 1] == character
        let delimiter = double ? 2 : 1
        let start = index + delimiter
        if start < graphemes.count, graphemes[start] != " ",
          let close = closing(character, count: delimiter, in: graphemes, from: start)
        {
          marks.append(
            Mark(
              range: index..<(close + delimiter), attributes: double ? .bold : .italic,
              isTag: false))
          index = close + delimiter
          continue
        }
        index += delimiter
        continue
      }
      if character == "#", index == 0 || !isWordCharacter(graphemes[index - 1]) {
        var end = index + 1
        while end < graphemes.count, isTagCharacter(graphemes[end]) { end += 1 }
        if end > index + 1, graphemes[(index + 1)..<end].contains(where: isWordCharacter) {
          marks.append(Mark(range: index..<end, attributes: [], isTag: true))
          index = end
          continue
        }
      }
      index += 1
    }
    return marks
  }

  private static func closing(
    _ character: Character, count: Int, in graphemes: [Character], from start: Int
  ) -> Int? {
    var index = start
    while index + count <= graphemes.count {
      if graphemes[index] == character && graphemes[index - 1] != " "
        && (count == 1 || graphemes[index + 1] == character)
      {
        return index > start ? index : nil
      }
      index += 1
    }
    return nil
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// jrnl's tag characters, `[-+*#/\w]`, as `Tags.extract` reads them.
  private static func isTagCharacter(_ character: Character) -> Bool {
    isWordCharacter(character) || "-+*#/".contains(character)
  }

  /// Restyles the row drawn at `origin`: the whole row when its line is a heading, else its
  /// marks.
  static func patch(
    row: String, lineIsHeading: Bool, into canvas: inout Canvas, at origin: (x: Int, y: Int),
    width: Int, theme: Theme
  ) {
    if lineIsHeading {
      let rowWidth = min(width, TextWidth.width(of: row))
      canvas.patchStyle(
        in: Rect(x: origin.x, y: origin.y, width: rowWidth, height: 1), theme.style(.title))
      return
    }
    let found = marks(in: row)
    guard !found.isEmpty else { return }
    let graphemes = Array(row)
    for mark in found {
      let x = TextWidth.width(of: String(graphemes[..<mark.range.lowerBound]))
      let markWidth = TextWidth.width(of: String(graphemes[mark.range]))
      let clipped = min(markWidth, width - x)
      guard clipped > 0 else { continue }
      let style = mark.isTag ? theme.style(.accent) : Style(attributes: mark.attributes)
      canvas.patchStyle(in: Rect(x: origin.x + x, y: origin.y, width: clipped, height: 1), style)
    }
  }
}
