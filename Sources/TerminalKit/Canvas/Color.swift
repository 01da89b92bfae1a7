/// A terminal colour.
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case terminalDefault
  /// One of the 16 ANSI colours (0–15); 8–15 are the bright variants.
  case ansi(UInt8)
  /// An xterm 256-colour palette index.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// The closest xterm 256-colour palette index, or nil for `terminalDefault`.
  public func nearest256() -> UInt8? {
    switch self {
    case .terminalDefault: return nil
    case .ansi(let n): return n & 0x0F
    case .indexed(let n): return n
    case .rgb(let r, let g, let b): return Color.nearestCubeOrGray(r, g, b)
    }
  }

  /// The closest of the 16 ANSI colours, or nil for `terminalDefault`.
  public func nearest16() -> UInt8? {
    switch self {
    case .terminalDefault: return nil
    case .ansi(let n): return n & 0x0F
    case .indexed(let n):
      if n < 16 { return n }
      let (r, g, b) = Color.rgbOfIndex(n)
      return Color.nearestAnsi(r, g, b)
    case .rgb(let r, let g, let b): return Color.nearestAnsi(r, g, b)
    }
  }

  /// The RGB value of a 256-palette index (xterm's default palette).
  public static func rgbOfIndex(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    let n = Int(index)
    if n < 16 { return ansiPalette[n] }
    if n >= 232 {
      let v = UInt8(8 + 10 * (n - 232))
      return (v, v, v)
    }
    let c = n - 16
    return (cubeLevels[c / 36], cubeLevels[(c / 6) % 6], cubeLevels[c % 6])
  }

  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// xterm's default values for the 16 ANSI colours.
  static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private static func distance(
    _ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)
  ) -> Int {
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    return dr * dr + dg * dg + db * db
  }

  private static func nearestCubeLevel(_ v: UInt8) -> Int {
    if v < 48 { return 0 }
    if v < 115 { return 1 }
    return (Int(v) - 35) / 40
  }

  private static func nearestCubeOrGray(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let ri = nearestCubeLevel(r)
    let gi = nearestCubeLevel(g)
    let bi = nearestCubeLevel(b)
    let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
    let cubeIndex = 16 + 36 * ri + 6 * gi + bi
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let grayStep = min(23, max(0, (average - 3) / 10))
    let grayValue = UInt8(8 + 10 * grayStep)
    let gray = (grayValue, grayValue, grayValue)
    let target = (r, g, b)
    if distance(gray, target) < distance(cube, target) {
      return UInt8(232 + grayStep)
    }
    return UInt8(cubeIndex)
  }

  private static func nearestAnsi(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in ansiPalette.enumerated() {
      let d = distance(entry, (r, g, b))
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return UInt8(best)
  }
}
