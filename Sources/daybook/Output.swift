#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// Where a command's text goes, and how it may be styled: colour only on a terminal with
/// `NO_COLOR` unset, box-drawing and emoji only when the locale is UTF-8.
final class Output {
  let isTerminal: Bool
  var useColor: Bool
  var unicode: Bool
  private var buffer: [UInt8] = []

  init(environment: [String: String]) {
    isTerminal = isatty(STDOUT_FILENO) == 1
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    useColor = isTerminal && !noColor
    unicode = Output.localeIsUTF8()
  }

  /// Writes one line (a newline is added). On a terminal, control characters from data
  /// are shown escaped (see `terminalSafe`).
  func line(_ text: String = "") {
    buffer.append(contentsOf: (isTerminal ? Output.terminalSafe(text) : text).utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count > 1 << 16 { flush() }
  }

  /// Writes text as it is (no newline added); on a terminal, made safe like `line`.
  func raw(_ text: String) {
    buffer.append(contentsOf: (isTerminal ? Output.terminalSafe(text) : text).utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  func flush() {
    Output.writeAll(buffer, to: STDOUT_FILENO)
    buffer.removeAll(keepingCapacity: true)
  }

  /// One line on stderr, unbuffered; made safe like `line` when stderr is a terminal.
  static func error(_ text: String) {
    let safe = isatty(STDERR_FILENO) == 1 ? terminalSafe(text) : text
    writeAll(Array((safe + "\n").utf8), to: STDERR_FILENO)
  }

  /// Text for a terminal: every control character (C0 but tab and newline, DEL, C1, so
  /// ESC, BEL, CSI, OSC) becomes visible `^X` / `\u{9b}` text, except the colour and weight
  /// sequences `styled` writes (`ESC [ n m`). Stored text can then never clear the
  /// screen, set the clipboard (OSC 52), ring the bell or move the cursor; at most it could
  /// spell one of those styles.
  static func terminalSafe(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let length = styleSequenceLength(scalars, at: index) {
        result.append(contentsOf: scalars[index..<index + length])
        index += length
        continue
      }
      if isControl(scalar) && scalar != "\n" && scalar != "\t" {
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

  /// The length of `ESC [ code m` at `index` when `code` is one `Style` writes, else nil.
  private static func styleSequenceLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard index + 1 < scalars.count, scalars[index + 1] == "[" else { return nil }
    var end = index + 2
    var code = ""
    while end < scalars.count, end - index < 6, ("0"..."9").contains(scalars[end]) {
      code.unicodeScalars.append(scalars[end])
      end += 1
    }
    guard end < scalars.count, scalars[end] == "m", code == "0" || Style(rawValue: code) != nil
    else { return nil }
    return end - index + 1
  }

  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
      guard var pointer = raw.baseAddress else { return }
      var remaining = raw.count
      while remaining > 0 {
        let written = write(descriptor, pointer, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        remaining -= written
        pointer += written
      }
    }
  }

  private static func localeIsUTF8() -> Bool {
    guard setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)) else {
      return false
    }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
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
    useColor ? "\u{1B}[\(style.rawValue)m" + text + "\u{1B}[0m" : text
  }

  /// A search snippet with its match markers shown as bold on a colour terminal, else as
  /// `[`…`]`; other control characters are made visible.
  func highlighted(_ snippet: String) -> String {
    let open = useColor ? "\u{1B}[1m" : "["
    let close = useColor ? "\u{1B}[0m" : "]"
    // One pass over the bytes: `daybook search --limit 10000` highlights every line. The
    // marks and control characters below U+0080 are single bytes in UTF-8; U+0080–U+009F
    // are C2 80–C2 9F.
    let (start, end) = (SearchHit.markStart.utf8, SearchHit.markEnd.utf8)
    let startByte = start.count == 1 ? start.first : nil
    let endByte = end.count == 1 ? end.first : nil
    let bytes = Array(snippet.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == startByte {
        result += open.utf8
      } else if byte == endByte {
        result += close.utf8
      } else if byte == UInt8(ascii: "\n") {
        result.append(UInt8(ascii: " "))
      } else if byte < 0x20 || byte == 0x7F {
        result.append(UInt8(ascii: "?"))
      } else if byte == 0xC2, index < bytes.count, (0x80...0x9F).contains(bytes[index]) {
        result.append(UInt8(ascii: "?"))
        index += 1
      } else {
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// A text bar for a fraction: `███░░░░░`, or `###.....` without UTF-8.
  func bar(_ fraction: Double, width: Int = 8) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let filled = Int((clamped * Double(width)).rounded())
    let (full, empty) = unicode ? ("█", "░") : ("#", ".")
    return String(repeating: full, count: filled) + String(repeating: empty, count: width - filled)
  }

  /// Encodes a value as pretty, key-sorted JSON and writes it.
  func json(_ value: some Encodable) throws {
    line(try JSONCodec.encode(value, escapingSlashes: false))
  }

  // MARK: Text measuring

  /// Control characters from data shown as `?`, so stored text can never drive the terminal.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isControl(scalar) ? "?" : scalar)
    }
    return String(result)
  }

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

  /// Lines up rows into columns separated by two spaces; trailing spaces are trimmed.
  static func table(_ rows: [[String]]) -> [String] {
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

  static func trimmedTrailing(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
