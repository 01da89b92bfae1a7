/// Decoded pixels: 8-bit RGBA, unassociated alpha, rows top to bottom with no padding.
public struct RGBAImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  /// `width * height * 4` bytes.
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// Shrinks rows as they arrive by averaging `factor`×`factor` blocks, so a large picture
/// never has to be held whole: only one row of sums lives beside the (small) result.
struct RowShrinker {
  let sourceWidth: Int
  let factor: Int
  let width: Int
  let height: Int
  private var sums: [UInt32]
  private var rowsInBlock = 0
  private(set) var output: [UInt8]
  private var outputRow = 0

  init(sourceWidth: Int, sourceHeight: Int, factor: Int) {
    self.sourceWidth = sourceWidth
    self.factor = max(1, factor)
    width = max(1, sourceWidth / self.factor)
    height = max(1, sourceHeight / self.factor)
    sums = Array(repeating: 0, count: width * 4)
    output = []
    output.reserveCapacity(width * height * 4)
  }

  /// Adds one source row of `sourceWidth * 4` bytes.
  mutating func add(_ row: UnsafeBufferPointer<UInt8>) {
    guard outputRow < height else { return }
    if factor == 1 {
      output.append(contentsOf: row.prefix(width * 4))
      outputRow += 1
      return
    }
    let block = factor
    sums.withUnsafeMutableBufferPointer { sums in
      for x in 0..<width {
        var r: UInt32 = 0
        var g: UInt32 = 0
        var b: UInt32 = 0
        var a: UInt32 = 0
        var offset = x * block * 4
        for _ in 0..<block {
          r += UInt32(row[offset])
          g += UInt32(row[offset + 1])
          b += UInt32(row[offset + 2])
          a += UInt32(row[offset + 3])
          offset += 4
        }
        sums[x * 4] += r
        sums[x * 4 + 1] += g
        sums[x * 4 + 2] += b
        sums[x * 4 + 3] += a
      }
    }
    rowsInBlock += 1
    if rowsInBlock == block {
      let count = UInt32(block * block)
      for index in 0..<sums.count {
        output.append(UInt8(sums[index] / count))
        sums[index] = 0
      }
      rowsInBlock = 0
      outputRow += 1
    }
  }

  var image: RGBAImage {
    var pixels = output
    let wanted = width * height * 4
    if pixels.count < wanted { pixels += Array(repeating: 0, count: wanted - pixels.count) }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
