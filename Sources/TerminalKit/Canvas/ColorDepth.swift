/// How many colours a terminal can show.
public enum ColorDepth: Int, CaseIterable, Hashable, Sendable {
  /// No colours at all (`NO_COLOR`, or a terminal such as vt100): attributes only.
  case none = 0
  /// The eight basic ANSI colours (the Linux console).
  case ansi8 = 8
  /// The sixteen ANSI colours.
  case ansi16 = 16
  /// The xterm 256-colour palette.
  case palette256 = 256
  /// 24-bit colour.
  case truecolor = 16_777_216

  /// The depth for a terminal that reports `colors` colours (ncurses' `COLORS`).
  public init(colors: Int) {
    switch colors {
    case ..<8: self = .none
    case 8..<16: self = .ansi8
    case 16..<256: self = .ansi16
    default: self = .palette256
    }
  }
}

extension Style {
  /// This style as a terminal of `depth` shows it: colours mapped to the nearest the
  /// terminal has, and never a foreground equal to its background. When the nearest
  /// foreground would be the background's colour (a dim grey on near-black in 8 colours),
  /// the foreground becomes white or black, whichever stands out from the background.
  public func reduced(to depth: ColorDepth) -> Style {
    switch depth {
    case .truecolor:
      return self
    case .none:
      return Style(attributes: attributes)
    case .palette256:
      let fgIndex = fg.nearest256()
      let bgIndex = bg.nearest256()
      var result = Style(
        fg: fgIndex.map(Color.indexed) ?? .terminalDefault,
        bg: bgIndex.map(Color.indexed) ?? .terminalDefault, attributes: attributes)
      if let fgIndex, let bgIndex, fgIndex == bgIndex {
        result.fg = .indexed(Color.contrasting(to: Color.rgbOfIndex(bgIndex), count: 16))
      }
      return result
    case .ansi8, .ansi16:
      let count = depth.rawValue
      let fgIndex = fg.nearestAnsi(count: count)
      let bgIndex = bg.nearestAnsi(count: count)
      var result = Style(
        fg: fgIndex.map(Color.ansi) ?? .terminalDefault,
        bg: bgIndex.map(Color.ansi) ?? .terminalDefault, attributes: attributes)
      if let fgIndex, let bgIndex, fgIndex == bgIndex {
        result.fg = .ansi(Color.contrasting(to: Color.rgbOfIndex(bgIndex), count: count))
      }
      return result
    }
  }
}

extension Color {
  /// The closest of the first `count` ANSI colours (8 or 16), or nil for `terminalDefault`.
  /// A colour already in range stays; a bright one on an 8-colour terminal becomes the
  /// nearest basic colour by its RGB value, not its number modulo 8.
  public func nearestAnsi(count: Int) -> UInt8? {
    if count >= 16 { return nearest16() }
    switch self {
    case .terminalDefault: return nil
    case .ansi(let n) where Int(n & 0x0F) < count: return n & 0x0F
    case .indexed(let n) where Int(n) < count: return n
    case .ansi(let n):
      return Color.nearestOf(Color.rgbOfIndex(n & 0x0F), count: count)
    case .indexed(let n):
      return Color.nearestOf(Color.rgbOfIndex(n), count: count)
    case .rgb(let r, let g, let b):
      return Color.nearestOf((r, g, b), count: count)
    }
  }

  /// White (7) for a dark background, black (0) for a light one.
  static func contrasting(to background: (UInt8, UInt8, UInt8), count: Int) -> UInt8 {
    let luminance =
      299 * Int(background.0) + 587 * Int(background.1) + 114 * Int(background.2)
    return luminance < 128_000 ? 7 : 0
  }

  private static func nearestOf(_ rgb: (UInt8, UInt8, UInt8), count: Int) -> UInt8 {
    // A grey stays a grey (black or white) instead of turning into the nearest hue.
    let channels = [Int(rgb.0), Int(rgb.1), Int(rgb.2)]
    if let high = channels.max(), let low = channels.min(), high - low < 24 {
      return (high + low) / 2 < 115 ? 0 : 7
    }
    var best = 0
    var bestDistance = Int.max
    for index in 0..<min(count, ansiPalette.count) {
      let entry = ansiPalette[index]
      let dr = Int(entry.0) - Int(rgb.0)
      let dg = Int(entry.1) - Int(rgb.1)
      let db = Int(entry.2) - Int(rgb.2)
      let d = dr * dr + dg * dg + db * db
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return UInt8(best)
  }
}
