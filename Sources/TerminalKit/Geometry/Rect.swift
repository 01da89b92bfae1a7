/// A rectangle of terminal cells; `x`/`y` is the top-left cell, `maxX`/`maxY` are exclusive.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a rectangle; a negative width or height is clamped to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A rectangle at the origin covering `size`.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// One past the right-most column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// True when the rectangle covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  /// The width and height.
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle shrunk by `amount` cells on every side (never negative in size).
  public func inset(by amount: Int) -> Rect {
    inset(horizontal: amount, vertical: amount)
  }

  /// The rectangle shrunk by `horizontal` cells left and right and `vertical` top and bottom.
  public func inset(horizontal: Int, vertical: Int) -> Rect {
    let newWidth = max(0, width - 2 * horizontal)
    let newHeight = max(0, height - 2 * vertical)
    return Rect(
      x: x + min(horizontal, width / 2), y: y + min(vertical, height / 2),
      width: newWidth, height: newHeight)
  }

  /// True when the cell at (`x`, `y`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The overlap of two rectangles; empty (with zero size) when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The row `offset` rows below the top, one row high (empty when outside).
  public func row(_ offset: Int) -> Rect {
    guard offset >= 0, offset < height else {
      return Rect(x: x, y: y + offset, width: 0, height: 0)
    }
    return Rect(x: x, y: y + offset, width: width, height: 1)
  }

  public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
