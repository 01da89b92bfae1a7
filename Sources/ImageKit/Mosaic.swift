import TerminalKit

/// A picture as terminal cells: a character and a foreground/background colour each, in
/// the colours of one `ColorDepth`, ready to copy into a `Canvas`.
public struct Mosaic: Equatable, Sendable {
  /// One cell as libchafa chose it.
  public struct Cell: Equatable, Sendable {
    /// The Unicode scalar value (a block, quadrant or space; always one column wide).
    public var character: UInt32
    /// Foreground: a palette index, `0xRRGGBB` in true colour, or -1 for none.
    public var foreground: Int32
    /// Background, as `foreground`.
    public var background: Int32

    public init(character: UInt32, foreground: Int32, background: Int32) {
      self.character = character
      self.foreground = foreground
      self.background = background
    }
  }

  public var columns: Int
  public var rows: Int
  /// The colours the cells were quantised to.
  public var depth: ColorDepth
  /// Row by row, `columns * rows` cells.
  public var cells: [Cell]

  public init(columns: Int, rows: Int, depth: ColorDepth, cells: [Cell]) {
    self.columns = columns
    self.rows = rows
    self.depth = depth
    self.cells = cells
  }

  /// The cell at a column and row.
  public subscript(column: Int, row: Int) -> Cell {
    cells[row * columns + column]
  }

  /// The TerminalKit colour of a raw colour value in this mosaic's depth.
  public func color(_ value: Int32) -> Color {
    guard value >= 0 else { return .terminalDefault }
    switch depth {
    case .none: return .terminalDefault
    case .ansi8, .ansi16: return .ansi(UInt8(truncatingIfNeeded: value))
    case .palette256: return .indexed(UInt8(truncatingIfNeeded: value))
    case .truecolor:
      return .rgb(
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value))
    }
  }

  /// The canvas cell of a mosaic cell.
  public func canvasCell(column: Int, row: Int) -> TerminalKit.Cell {
    let cell = self[column, row]
    let grapheme = Unicode.Scalar(cell.character).map { String(Character($0)) } ?? " "
    guard depth != .none else { return TerminalKit.Cell(grapheme: grapheme) }
    return TerminalKit.Cell(
      grapheme: grapheme,
      style: Style(fg: color(cell.foreground), bg: color(cell.background)))
  }

  /// Copies the cells into `canvas` with the top-left corner at (`x`, `y`), clipped to
  /// `clip` (and the canvas).
  public func draw(into canvas: inout Canvas, x: Int, y: Int, clip: Rect? = nil) {
    let area = clip ?? canvas.bounds
    for row in 0..<rows {
      let targetY = y + row
      guard targetY >= area.y, targetY < area.maxY else { continue }
      for column in 0..<columns {
        let targetX = x + column
        guard targetX >= area.x, targetX < area.maxX else { continue }
        canvas[x: targetX, y: targetY] = canvasCell(column: column, row: row)
      }
    }
  }

  // MARK: Stored form

  /// A compact byte form for the thumbnail cache: a small header, then 12 bytes a cell.
  public var encoded: [UInt8] {
    var bytes: [UInt8] = [1]
    func append(_ value: UInt32) {
      bytes += [
        UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 24),
      ]
    }
    bytes.reserveCapacity(13 + cells.count * 12)
    append(UInt32(columns))
    append(UInt32(rows))
    append(UInt32(truncatingIfNeeded: depth.rawValue))
    for cell in cells {
      append(cell.character)
      append(UInt32(bitPattern: cell.foreground))
      append(UInt32(bitPattern: cell.background))
    }
    return bytes
  }

  /// A mosaic from `encoded`; nil when the bytes are not one (an old or damaged cache row).
  public init?(encoded bytes: [UInt8]) {
    guard bytes.count >= 13, bytes[0] == 1 else { return nil }
    func word(_ offset: Int) -> UInt32 {
      UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        | UInt32(bytes[offset + 3]) << 24
    }
    let columns = Int(word(1))
    let rows = Int(word(5))
    guard let depth = ColorDepth(rawValue: Int(word(9))), columns <= 10_000, rows <= 10_000,
      bytes.count == 13 + columns * rows * 12
    else { return nil }
    var cells: [Cell] = []
    cells.reserveCapacity(columns * rows)
    var offset = 13
    for _ in 0..<(columns * rows) {
      cells.append(
        Cell(
          character: word(offset), foreground: Int32(bitPattern: word(offset + 4)),
          background: Int32(bitPattern: word(offset + 8))))
      offset += 12
    }
    self.init(columns: columns, rows: rows, depth: depth, cells: cells)
  }
}
