import TerminalKit

/// How a piece of rendered Markdown looks, before a theme (or ANSI) gives it colours.
public struct MarkdownLook: Hashable, Sendable {
  /// What the text is; several can hold at once (strong emphasis in a link).
  public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let strong = Traits(rawValue: 1 << 0)
    public static let emphasis = Traits(rawValue: 1 << 1)
    public static let strikethrough = Traits(rawValue: 1 << 2)
    public static let code = Traits(rawValue: 1 << 3)
    public static let link = Traits(rawValue: 1 << 4)
    /// List bullets and numbers, task boxes, quote bars, table borders, rules, wrap marks.
    public static let decoration = Traits(rawValue: 1 << 5)
    /// A checked task's box.
    public static let checked = Traits(rawValue: 1 << 6)
    /// Raw HTML and image placeholders: shown as written, quietly.
    public static let raw = Traits(rawValue: 1 << 7)
    /// A table's header cells.
    public static let tableHeader = Traits(rawValue: 1 << 8)
    /// The entry's title line.
    public static let title = Traits(rawValue: 1 << 9)
  }

  /// The traits.
  public var traits: Traits
  /// The heading level (1–6) of heading text, 0 elsewhere.
  public var heading: Int
  /// A link's destination, for terminals that show OSC 8 hyperlinks.
  public var link: String?

  /// A look of the given parts.
  public init(_ traits: Traits = [], heading: Int = 0, link: String? = nil) {
    self.traits = traits
    self.heading = heading
    self.link = link
  }

  /// Plain body text.
  public static let plain = MarkdownLook()
  /// Decoration (bullets, bars, borders).
  public static let decoration = MarkdownLook(.decoration)
}

/// A run of rendered text in one look.
public struct MarkdownSpan: Hashable, Sendable {
  /// The text: no newlines, control characters already made visible.
  public var text: String
  /// How it looks.
  public var look: MarkdownLook

  /// A run of `text` in `look`.
  public init(_ text: String, _ look: MarkdownLook = .plain) {
    self.text = text
    self.look = look
  }
}

/// One screen row of rendered Markdown.
public struct MarkdownLine: Hashable, Sendable {
  /// The runs of the row, left to right.
  public var spans: [MarkdownSpan]

  /// A row of `spans`.
  public init(_ spans: [MarkdownSpan] = []) {
    self.spans = spans
  }

  /// The row's text without looks.
  public var text: String { spans.map(\.text).joined() }

  /// Columns the row takes.
  public var width: Int { spans.reduce(0) { $0 + TextWidth.width(of: $1.text) } }
}
