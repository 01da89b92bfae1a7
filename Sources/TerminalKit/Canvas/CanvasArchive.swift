/// A canvas as bytes, to keep a screen in a file and draw it again later.
///
/// Layout (integers little-endian): the magic `DBKCANVAS1`, width and height (UInt16 each),
/// the number of distinct styles (UInt16) and each style as foreground, background (a tag
/// byte and three value bytes each) and attributes (one byte), then every cell that is not
/// the right half of a wide grapheme, row by row: its style's index (UInt16), the byte count
/// of its grapheme (UInt8) and the grapheme's UTF-8. Decoding goes through the canvas's own
/// setter, so a damaged file can give a wrong picture but never a canvas that breaks the
/// canvas's rules (control characters, split wide graphemes).
public enum CanvasArchive {
  static let magic = Array("DBKCANVAS1".utf8)

  /// The canvas as bytes.
  public static func encode(_ canvas: Canvas) -> [UInt8] {
    var styles: [Style] = []
    var styleIndex: [Style: Int] = [:]
    var cellBytes: [UInt8] = []
    cellBytes.reserveCapacity(canvas.size.area * 4)
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        let cell = canvas[x: x, y: y]
        if cell.isContinuation { continue }
        let index: Int
        if let known = styleIndex[cell.style] {
          index = known
        } else {
          index = styles.count
          styles.append(cell.style)
          styleIndex[cell.style] = index
        }
        let grapheme = Array(cell.grapheme.utf8.prefix(255))
        append(UInt16(index), to: &cellBytes)
        cellBytes.append(UInt8(grapheme.count))
        cellBytes += grapheme
      }
    }
    var bytes = magic
    append(UInt16(canvas.size.width), to: &bytes)
    append(UInt16(canvas.size.height), to: &bytes)
    append(UInt16(styles.count), to: &bytes)
    for style in styles {
      append(style.fg, to: &bytes)
      append(style.bg, to: &bytes)
      bytes.append(style.attributes.rawValue)
    }
    return bytes + cellBytes
  }

  /// The canvas kept in `bytes`, or nil when they are not a whole archive.
  public static func decode(_ bytes: [UInt8]) -> Canvas? {
    var reader = Reader(bytes: bytes)
    guard let head = reader.take(magic.count), Array(head) == magic,
      let width = reader.uint16(), let height = reader.uint16(), width > 0, height > 0,
      let styleCount = reader.uint16()
    else { return nil }
    var styles: [Style] = []
    styles.reserveCapacity(Int(styleCount))
    for _ in 0..<styleCount {
      guard let fg = reader.color(), let bg = reader.color(), let attributes = reader.byte()
      else { return nil }
      styles.append(Style(fg: fg, bg: bg, attributes: TextAttributes(rawValue: attributes)))
    }
    var canvas = Canvas(size: Size(width: Int(width), height: Int(height)))
    for y in 0..<Int(height) {
      var x = 0
      while x < Int(width) {
        guard let index = reader.uint16(), Int(index) < styles.count,
          let count = reader.byte(), let utf8 = reader.take(Int(count))
        else { return nil }
        let grapheme = String(decoding: utf8, as: UTF8.self)
        canvas[x: x, y: y] = Cell(grapheme: grapheme, style: styles[Int(index)])
        x += canvas[x: x + 1, y: y].isContinuation ? 2 : 1
      }
    }
    return reader.isAtEnd ? canvas : nil
  }

  private static func append(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes.append(UInt8(value & 0xFF))
    bytes.append(UInt8(value >> 8))
  }

  private static func append(_ color: Color, to bytes: inout [UInt8]) {
    switch color {
    case .terminalDefault: bytes += [0, 0, 0, 0]
    case .ansi(let n): bytes += [1, n, 0, 0]
    case .indexed(let n): bytes += [2, n, 0, 0]
    case .rgb(let r, let g, let b): bytes += [3, r, g, b]
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, bytes.count - offset >= count else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func byte() -> UInt8? { take(1)?.first }

    mutating func uint16() -> UInt16? {
      guard let pair = take(2) else { return nil }
      return UInt16(pair[pair.startIndex]) | UInt16(pair[pair.startIndex + 1]) << 8
    }

    mutating func color() -> Color? {
      guard let raw = take(4) else { return nil }
      let values = Array(raw)
      switch values[0] {
      case 0: return .terminalDefault
      case 1: return .ansi(values[1])
      case 2: return .indexed(values[1])
      case 3: return .rgb(values[1], values[2], values[3])
      default: return nil
      }
    }
  }
}
