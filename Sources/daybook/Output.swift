import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Where a command's text goes, and how it may be styled: colour only on a terminal with
/// `NO_COLOR` unset, box-drawing and emoji only when the locale is UTF-8.
final class Output {
  /// Where the text goes and the input comes from.
  let streams: StandardStreams
  let isTerminal: Bool
  var useColor: Bool
  var unicode: Bool
  /// Whether the link marks of `link(_:)` become OSC 8 hyperlinks (see `ShowLinks`).
  var useLinks = false
  private var buffer: [UInt8] = []

  init(environment: [String: String], streams: StandardStreams = .process()) {
    self.streams = streams
    isTerminal = streams.outputIsTerminal
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    useColor = isTerminal && !noColor
    unicode = streams.localeIsUTF8
  }

  /// Writes one line for a human (a newline is added): control characters, bidi overrides
  /// and invisible characters from data are shown escaped, on a terminal or not (see
  /// `humanSafe`); only the styles this program asked for become colours.
  func line(_ text: String = "") {
    buffer.append(contentsOf: humanSafe(text).utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count > 1 << 16 { flush() }
  }

  /// Writes text for a human with no newline added, made safe like `line`.
  func raw(_ text: String) {
    buffer.append(contentsOf: humanSafe(text).utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  /// Writes a data format (JSON, iCalendar, jrnl) exactly as given into a pipe or file: its
  /// own escaping rules apply, and a byte changed there would change the data. On a
  /// terminal a human reads it, so it is made safe like `line` (without colours).
  func exact(_ text: String) {
    buffer.append(contentsOf: (isTerminal ? Output.humanSafe(text, color: false) : text).utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  /// `humanSafe` with this output's colour choice.
  func humanSafe(_ text: String) -> String {
    Output.humanSafe(text, color: useColor, links: useLinks)
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    streams.writeOutput(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// One line on this output's stderr, unbuffered; made safe like `line`.
  func error(_ text: String) {
    streams.writeError(Array((Output.humanSafe(text, color: false) + "\n").utf8))
  }

  /// One line on the process's stderr (before any command has streams), made safe.
  static func error(_ text: String) {
    StandardStreams.writeAll(
      Array((humanSafe(text, color: false) + "\n").utf8), to: STDERR_FILENO)
  }

  /// Marks around a style code in text built here; `humanSafe` turns them into the real
  /// `ESC [ code m` (or drops them without colour). Private-use characters, so nothing from
  /// data is ever taken for a style this program asked for.
  static let styleStart: Unicode.Scalar = "\u{F8FE}"
  static let styleEnd: Unicode.Scalar = "\u{F8FF}"

  /// Marks around a hyperlink's target in text built here (`link(_:)`); `humanSafe` turns
  /// them into OSC 8 (`ESC ] 8 ; ; target ESC \\`) when links are on, else drops them.
  static let linkStart: Unicode.Scalar = "\u{F8FC}"
  static let linkEnd: Unicode.Scalar = "\u{F8FD}"
  /// The longest target a link mark carries.
  static let linkLimit = 2_048

  /// The start of a hyperlink to `target` (a `ShowLinks.target`), or its end when empty.
  static func link(_ target: String) -> String {
    String(linkStart) + target + String(linkEnd)
  }

  /// Text from data with this program's own marks (style and link) made visible, so
  /// stored text can never pass for a style or a link this program asked for.
  static func unmarked(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0xF8FC...0xF8FF).contains($0.value) })
    else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if (0xF8FC...0xF8FF).contains(scalar.value) {
        result.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16) + "}").unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// A style asked for by this program: `ESC [ code m` once made safe.
  static func style(_ code: String) -> String {
    String(styleStart) + code + String(styleEnd)
  }

  /// The one escaping for every line a human reads. Every control character (C0 but tab and
  /// newline, DEL, C1: so ESC, BEL, CSI, OSC) becomes visible `^X` / `\u{9b}` text, as do
  /// the bidi controls that reorder what is shown (U+202A–U+202E, U+2066–U+2069, U+200E,
  /// U+200F, U+061C) and the invisible ones (U+200B, U+2060, U+FEFF): stored text can never
  /// clear the screen, set the clipboard (OSC 52) or title, ring the bell, or show other text
  /// than it holds. The joiners U+200C and U+200D stay (emoji and several scripts need them).
  /// The style marks of `style(_:)` become colours with `color`, else nothing.
  static func humanSafe(_ text: String, color: Bool, links: Bool = false) -> String {
    guard !isPlain(text) else { return text }
    guard
      text.unicodeScalars.contains(where: {
        needsEscape($0) || $0 == styleStart || $0 == linkStart
      })
    else { return text }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      // A link mark holds a target `link(_:)` checked: printable ASCII only, so no escape,
      // BEL or string terminator can end the OSC 8 early or start another sequence.
      if scalar == linkStart, let end = scalars[index...].firstIndex(of: linkEnd),
        end - index <= linkLimit + 1,
        scalars[(index + 1)..<end].allSatisfy({ (0x21...0x7E).contains($0.value) })
      {
        if links {
          result.append(contentsOf: "\u{1B}]8;;".unicodeScalars)
          result.append(contentsOf: scalars[(index + 1)..<end])
          result.append(contentsOf: "\u{1B}\\".unicodeScalars)
        }
        index = end + 1
        continue
      }
      // 40: room for a picture cell's `0;38;2;R;G;B;48;2;R;G;B` (see ShowPictures).
      if scalar == styleStart, let end = scalars[index...].firstIndex(of: styleEnd),
        end - index <= 40,
        scalars[(index + 1)..<end].allSatisfy({ ("0"..."9").contains($0) || $0 == ";" })
      {
        if color {
          result.append(contentsOf: "\u{1B}[".unicodeScalars)
          result.append(contentsOf: scalars[(index + 1)..<end])
          result.append("m")
        }
        index = end + 1
        continue
      }
      if needsEscape(scalar) {
        let escaped: String
        switch scalar.value {
        case 0x00...0x1F: escaped = "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        case 0x7F: escaped = "^?"
        default: escaped = "\\u{" + String(scalar.value, radix: 16) + "}"
        }
        result.append(contentsOf: escaped.unicodeScalars)
      } else {
        result.append(scalar)
      }
      index += 1
    }
    return String(result)
  }

  /// True when `text` holds nothing `humanSafe` changes, read byte by byte without decoding:
  /// no C0 control but tab and newline, no DEL, no C1 (C2 80–9F), no U+061C (D8 9C), none of
  /// the bidi and invisible characters under E2 80 and E2 81, no U+FEFF (EF BB BF) and no
  /// style or link mark (EF A3 BC–BF). Nearly every line (Hangul, kana, kanji, Latin, `…`, `·`) is
  /// plain. With `allowingMarks`, the search marks (bytes 01 and 02) count as plain too.
  static func isPlain(_ text: String, allowingMarks: Bool = false) -> Bool {
    func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = 0
      let count = bytes.count
      func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
      while index < count {
        switch bytes[index] {
        case 0x09, 0x0A, 0x20...0x7E, 0x80...0xC1, 0xC3...0xD7, 0xD9...0xE1, 0xE3...0xEE, 0xF0...:
          index += 1
        case 0x01 where allowingMarks, 0x02 where allowingMarks:
          index += 1
        case 0xC2:
          guard byte(1) >= 0xA0 else { return false }
          index += 2
        case 0xD8:
          guard byte(1) != 0x9C else { return false }
          index += 2
        case 0xE2:
          let (second, third) = (byte(1), byte(2))
          if second == 0x80, (0x8B...0x8F).contains(third) || (0xAA...0xAE).contains(third) {
            return false
          }
          if second == 0x81, third == 0xA0 || (0xA6...0xA9).contains(third) { return false }
          index += 3
        case 0xEF:
          let (second, third) = (byte(1), byte(2))
          if second == 0xA3, (0xBC...0xBF).contains(third) { return false }  // our marks
          if second == 0xBB, third == 0xBF { return false }
          index += 3
        default:
          return false
        }
      }
      return true
    }
    if let result = text.utf8.withContiguousStorageIfAvailable(plain) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(plain)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    case 0x200B, 0x2060, 0xFEFF: true
    default: false
    }
  }

  // MARK: Styling

  enum Style: String {
    case bold = "1"
    case dim = "2"
    case reverse = "7"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case cyan = "36"
  }

  func styled(_ text: String, _ style: Style) -> String {
    useColor ? Output.style(style.rawValue) + text + Output.style("0") : text
  }

  /// A search snippet with its match markers shown as bold on a colour terminal, else as
  /// `[`…`]`; other control characters are made visible.
  func highlighted(_ snippet: String) -> String {
    let open = useColor ? Output.style("1") : "["
    let close = useColor ? Output.style("0") : "]"
    if let plain = Output.replacingMarks(in: snippet, open: open, close: close) { return plain }
    return snippet.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: " ")
      .split(separator: SearchHit.markStart, omittingEmptySubsequences: false)
      .map { piece in
        piece.split(separator: SearchHit.markEnd, omittingEmptySubsequences: false)
          .map { Output.visible(String($0)) }.joined(separator: close)
      }
      .joined(separator: open)
  }

  /// Writes `prefix` (text built here) and a search snippet as one line, exactly as
  /// `line(prefix + highlighted(snippet))` would. A snippet with nothing to escape (nearly
  /// every one) is copied straight into the buffer, its marks and line breaks replaced on
  /// the way: listing every hit of a common word writes thousands of these lines, and each
  /// was otherwise checked three times and copied four.
  func highlightedLine(_ prefix: String, _ snippet: String) {
    guard Output.isPlain(prefix), Output.isPlain(snippet, allowingMarks: true) else {
      line(prefix + highlighted(snippet))
      return
    }
    // `humanSafe` makes the style marks of `style("1")` and `style("0")` these bytes.
    let (open, close) = useColor ? ("\u{1B}[1m", "\u{1B}[0m") : ("[", "]")
    let (start, end) = (SearchHit.markStart.utf8.first, SearchHit.markEnd.utf8.first)
    // Appended to a local array: each append to the stored property would check exclusive
    // access at run time, byte after byte.
    var bytes: [UInt8] = []
    swap(&bytes, &buffer)
    bytes.append(contentsOf: prefix.utf8)
    // The runs between marks and line breaks are copied whole.
    func copy(_ utf8: UnsafeBufferPointer<UInt8>) {
      var run = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte == start || byte == end || byte == UInt8(ascii: "\n") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        if byte == start {
          bytes.append(contentsOf: open.utf8)
        } else if byte == end {
          bytes.append(contentsOf: close.utf8)
        } else {
          bytes.append(UInt8(ascii: " "))
        }
        run = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }
    if snippet.utf8.withContiguousStorageIfAvailable(copy) == nil {
      Array(snippet.utf8).withUnsafeBufferPointer(copy)
    }
    bytes.append(UInt8(ascii: "\n"))
    swap(&bytes, &buffer)
    if buffer.count > 1 << 16 { flush() }
  }

  /// The snippet with its marks made `open` and `close` and line breaks spaces, byte by
  /// byte, when nothing else in it needs escaping (nearly always); nil otherwise. Listing
  /// every hit of a common word prints thousands of snippets: this keeps each one a copy.
  private static func replacingMarks(in snippet: String, open: String, close: String)
    -> String?
  {
    guard isPlain(snippet, allowingMarks: true) else { return nil }
    let (start, end) = (SearchHit.markStart.utf8.first, SearchHit.markEnd.utf8.first)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(snippet.utf8.count + open.utf8.count + close.utf8.count)
    for byte in snippet.utf8 {
      if byte == start {
        bytes.append(contentsOf: open.utf8)
      } else if byte == end {
        bytes.append(contentsOf: close.utf8)
      } else if byte == UInt8(ascii: "\n") {
        bytes.append(UInt8(ascii: " "))
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A text bar for a fraction: `███░░░░░`, or `###.....` without UTF-8.
  func bar(_ fraction: Double, width: Int = 8) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let filled = Int((clamped * Double(width)).rounded())
    let (full, empty) = unicode ? ("█", "░") : ("#", ".")
    return String(repeating: full, count: filled) + String(repeating: empty, count: width - filled)
  }

  /// Encodes a value as pretty, key-sorted JSON and writes it (see `jsonDocument`).
  func json(_ value: some Encodable) throws {
    jsonDocument(try JSONCodec.encode(value, escapingSlashes: false) + "\n")
  }

  /// Writes a JSON document with `JSONText.escaped` applied and nothing else, on a terminal
  /// or not: escaped so, it holds nothing a terminal acts on, and `humanSafe` (which `exact`
  /// applies on a terminal) would make it invalid JSON (`\u{202e}`, `^?`).
  func jsonDocument(_ text: String) {
    buffer.append(contentsOf: JSONText.escaped(text).utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  // MARK: Text measuring

  /// One field of data, escaped the way `line` escapes (`humanSafe`), for places that
  /// measure or pad it before the line is written.
  static func visible(_ text: String) -> String { humanSafe(text, color: false) }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Terminal columns of a text: two for East Asian wide and emoji graphemes, one otherwise.
  /// (TerminalKit will own the full rule; this is enough to line up plain command output.)
  static func width(_ text: String) -> Int {
    text.reduce(0) { total, character in
      guard let scalar = character.unicodeScalars.first else { return total }
      return total + (isWide(scalar.value) ? 2 : 1)
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    case 0x2615:  // ☕ is an emoji-presentation character
      true
    default:
      false
    }
  }

  /// Pads with spaces to `columns` terminal columns.
  static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - width(text)))
  }

  /// Cuts to at most `columns` terminal columns, ending with `…` when cut.
  static func truncate(_ text: String, to columns: Int) -> String {
    guard width(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = width(String(character))
      if used + characterWidth > columns - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// Lines up rows into columns separated by two spaces; trailing spaces are trimmed. Each
  /// cell is kept to one line (`oneLine`).
  static func table(_ rows: [[String]]) -> [String] {
    let rows = rows.map { $0.map(oneLine) }
    let columnCount = rows.map(\.count).max() ?? 0
    let widths = (0..<columnCount).map { column in
      rows.map { column < $0.count - 1 ? width($0[column]) : 0 }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += column == row.count - 1 ? cell : pad(cell, to: widths[column]) + "  "
      }
      return trimmedTrailing(line)
    }
  }

  /// A table cell on one line: tabs and line breaks from data shown as `^I`, `^J`, `^M`
  /// (as `humanSafe` shows other control characters) and U+2028, U+2029 as `\u{2028}`,
  /// `\u{2029}`: a name holding one broke its row, and could print a row of its own.
  static func oneLine(_ cell: String) -> String {
    func shown(_ scalar: Unicode.Scalar) -> String? {
      switch scalar {
      case "\t": "^I"
      case "\n": "^J"
      case "\r": "^M"
      case "\u{2028}": "\\u{2028}"
      case "\u{2029}": "\\u{2029}"
      default: nil
      }
    }
    guard cell.unicodeScalars.contains(where: { shown($0) != nil }) else { return cell }
    var result = String.UnicodeScalarView()
    for scalar in cell.unicodeScalars {
      if let text = shown(scalar) {
        result.append(contentsOf: text.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  static func trimmedTrailing(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
