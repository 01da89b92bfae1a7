import TerminalKit

/// Pictures as lines of text with ANSI colours, for the command line.
public enum ImageMosaic {
  /// The picture in the file at `path` as at most `width` columns of text lines, coloured
  /// with SGR sequences for `colorDepth` (no escape sequences at all for `.none`), each line
  /// ending with a reset. Rows are at most half the width (cells are twice as tall).
  public static func ansiLines(path: String, width: Int, colorDepth: ColorDepth)
    throws(ImageError) -> [String]
  {
    let mosaic = try MosaicRenderer.render(
      path: path, columns: max(1, width), rows: max(1, width / 2), depth: colorDepth)
    return lines(of: mosaic)
  }

  /// The mosaic's rows as text with SGR colours.
  public static func lines(of mosaic: Mosaic) -> [String] {
    (0..<mosaic.rows).map { row in
      var line = ""
      var last: (Int32, Int32)?
      for column in 0..<mosaic.columns {
        let cell = mosaic[column, row]
        let character = Unicode.Scalar(cell.character).map { String(Character($0)) } ?? " "
        if mosaic.depth != .none, last.map({ $0 != (cell.foreground, cell.background) }) ?? true {
          line += sgr(cell, depth: mosaic.depth)
          last = (cell.foreground, cell.background)
        }
        line += character
      }
      if mosaic.depth != .none { line += "\u{1B}[0m" }
      return line
    }
  }

  private static func sgr(_ cell: Mosaic.Cell, depth: ColorDepth) -> String {
    "\u{1B}[0;" + code(cell.foreground, background: false, depth: depth) + ";"
      + code(cell.background, background: true, depth: depth) + "m"
  }

  private static func code(_ value: Int32, background: Bool, depth: ColorDepth) -> String {
    guard value >= 0 else { return background ? "49" : "39" }
    switch depth {
    case .none: return background ? "49" : "39"
    case .ansi8, .ansi16:
      let base = value < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return String(base + Int(value % 8))
    case .palette256: return (background ? "48;5;" : "38;5;") + String(value)
    case .truecolor:
      return (background ? "48;2;" : "38;2;")
        + "\((value >> 16) & 0xFF);\((value >> 8) & 0xFF);\(value & 0xFF)"
    }
  }
}
