/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let italic = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
  public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// Foreground, background and attributes of a cell.
public struct Style: Hashable, Sendable {
  /// Foreground colour.
  public var fg: Color
  /// Background colour.
  public var bg: Color
  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes

  /// Creates a style; everything defaults to the terminal's own look.
  public init(
    fg: Color = .terminalDefault, bg: Color = .terminalDefault, attributes: TextAttributes = []
  ) {
    self.fg = fg
    self.bg = bg
    self.attributes = attributes
  }

  /// Terminal default colours, no attributes.
  public static let plain = Style()

  /// This style with `overlay` on top: the overlay's non-default colours win and the
  /// attributes are combined.
  public func patched(with overlay: Style) -> Style {
    Style(
      fg: overlay.fg == .terminalDefault ? fg : overlay.fg,
      bg: overlay.bg == .terminalDefault ? bg : overlay.bg,
      attributes: attributes.union(overlay.attributes))
  }

  /// True when a blank cell in this style looks the same as one in `other`: on a space only
  /// the background, underline and reverse video show (under reverse the foreground fills
  /// the cell, and bold or dim may change its shade, so then the whole style must match).
  public func looksTheSameOnBlank(as other: Style) -> Bool {
    if attributes.contains(.reverse) || other.attributes.contains(.reverse) {
      return self == other
    }
    return bg == other.bg
      && attributes.contains(.underline) == other.attributes.contains(.underline)
  }

  /// This style with extra attributes.
  public func adding(_ extra: TextAttributes) -> Style {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }

  /// This style with another foreground colour.
  public func foreground(_ color: Color) -> Style {
    var copy = self
    copy.fg = color
    return copy
  }

  /// This style with another background colour.
  public func background(_ color: Color) -> Style {
    var copy = self
    copy.bg = color
    return copy
  }
}
