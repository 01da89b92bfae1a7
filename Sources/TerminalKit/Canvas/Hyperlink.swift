/// OSC 8 hyperlinks: which targets may be linked, on which terminals, and the bytes that
/// link a run of cells already on the screen.
///
/// One policy for `daybook show` and the full-screen view. A target is linked only with a
/// scheme a terminal opens in a browser or mail program, with every character outside
/// printable ASCII percent-encoded, so a stored link can hold no escape, BEL or string
/// terminator that would end the sequence and start another.
public enum Hyperlink {
  /// Schemes turned into hyperlinks; others (`javascript:`, `file:`, relative paths) show
  /// their text only.
  public static let schemes: Set<String> = ["http", "https", "mailto", "ftp"]
  /// The longest target sent, in bytes once encoded.
  public static let limit = 2_048

  /// True for a terminal that shows OSC 8 hyperlinks or ignores them quietly: colours are
  /// wanted (`NO_COLOR` unset or empty) and it is neither the Linux console nor `dumb`,
  /// which print OSC 8 as garbage or cannot show it.
  public static func supported(environment: [String: String]) -> Bool {
    guard (environment["NO_COLOR"] ?? "").isEmpty else { return false }
    guard let term = environment["TERM"], !term.isEmpty else { return false }
    return term != "dumb" && term != "linux" && !term.hasPrefix("linux-")
  }

  /// The target as sent in OSC 8, or nil when it is not one to link: another scheme, a
  /// control character anywhere, or longer than `limit` once encoded.
  public static func target(_ destination: String) -> String? {
    guard let colon = destination.firstIndex(of: ":") else { return nil }
    let scheme = destination[..<colon].lowercased()
    guard schemes.contains(scheme) else { return nil }
    var encoded = ""
    for scalar in destination.unicodeScalars {
      switch scalar.value {
      case 0x00...0x20, 0x7F...0x9F: return nil
      case 0x21...0x7E: encoded.unicodeScalars.append(scalar)
      default:
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
      }
      if encoded.utf8.count > limit { return nil }
    }
    return encoded
  }

  /// True when `target` may go between `ESC ] 8 ; ;` and `ESC \` as it is: printable ASCII
  /// only (no ESC, BEL, C1 or space) and at most `limit` bytes.
  public static func isSafe(_ target: String) -> Bool {
    let bytes = target.utf8
    return !bytes.isEmpty && bytes.count <= limit
      && bytes.allSatisfy { (0x21...0x7E).contains($0) }
  }

  /// `ESC [ … m` for a cell's style as a terminal of `depth` shows it: reset first, then
  /// the attributes and colours (reduced as the backend reduces them for its colour pairs).
  public static func sgr(_ style: Style, depth: ColorDepth) -> String {
    let reduced = style.reduced(to: depth)
    var codes = ["0"]
    let attributes = reduced.attributes
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.italic) { codes.append("3") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if let fg = colorCode(reduced.fg, background: false) { codes.append(fg) }
    if let bg = colorCode(reduced.bg, background: true) { codes.append(bg) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func colorCode(_ color: Color, background: Bool) -> String? {
    let base = background ? 10 : 0
    switch color {
    case .terminalDefault: return nil
    case .ansi(let n):
      let index = Int(n & 0x0F)
      return String(index < 8 ? 30 + base + index : 90 + base + index - 8)
    case .indexed(let n): return (background ? "48;5;" : "38;5;") + String(n)
    case .rgb(let r, let g, let b):
      return (background ? "48;2;" : "38;2;") + "\(r);\(g);\(b)"
    }
  }

  /// A run of cells on one row shown as one hyperlink.
  public struct Run: Hashable, Sendable {
    /// The row and first column (0-based).
    public var y: Int
    public var x: Int
    /// The link's target (sent only when `isSafe`).
    public var target: String
    /// The cells of the run, left to right, continuation cells included.
    public var cells: [Cell]

    public init(y: Int, x: Int, target: String, cells: [Cell]) {
      self.y = y
      self.x = x
      self.target = target
      self.cells = cells
    }

    /// Columns the run covers.
    public var width: Int { cells.count }
  }

  /// The bytes that turn `runs`, already drawn, into hyperlinks: the cursor and attributes
  /// are saved (DECSC), each run's cells are written again at their columns inside
  /// `ESC ] 8 ; ; target ESC \` … `ESC ] 8 ; ; ESC \` in the SGR of their style, and the
  /// cursor and attributes are restored (DECRC). The cursor is placed again before every
  /// cell after a non-ASCII one, so a wide or oddly measured grapheme never moves the rest.
  /// Runs with an unsafe target are left out; nothing at all when none is left.
  public static func bytes(_ runs: [Run], depth: ColorDepth) -> [UInt8] {
    let safe = runs.filter { isSafe($0.target) && !$0.cells.isEmpty && $0.x >= 0 && $0.y >= 0 }
    guard !safe.isEmpty else { return [] }
    var out = "\u{1B}7"
    for run in safe {
      out += "\u{1B}]8;;" + run.target + "\u{1B}\\"
      var lastStyle: Style?
      var placed = false
      for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
        if !placed {
          out += "\u{1B}[\(run.y + 1);\(run.x + offset + 1)H"
        }
        if cell.style != lastStyle {
          out += sgr(cell.style, depth: depth)
          lastStyle = cell.style
        }
        let grapheme = TextWidth.sanitized(cell.grapheme)
        let ascii =
          grapheme.utf8.count == 1 && grapheme.utf8.allSatisfy { (0x20...0x7E).contains($0) }
        out += ascii ? grapheme : (grapheme.isEmpty ? " " : grapheme)
        placed = ascii
      }
      out += "\u{1B}]8;;\u{1B}\\"
    }
    out += "\u{1B}[0m\u{1B}8"
    return Array(out.utf8)
  }
}
