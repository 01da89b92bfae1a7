/// A parsed Markdown text: its blocks, each with the source lines it came from.
///
/// Plain Swift values all the way down, so nothing above `MarkdownKit` sees cmark's pointers.
public struct MarkdownDocument: Equatable, Sendable {
  /// A top-level block and the source lines (1-based, inclusive) it was written on.
  public struct Located: Equatable, Sendable {
    /// The block.
    public var block: MarkdownBlock
    /// Its first source line, counting from 1.
    public var startLine: Int
    /// Its last source line, counting from 1.
    public var endLine: Int
    /// Blank source lines right above it (after the block before it, if any).
    public var blankLinesBefore: Int

    /// A block written on lines `startLine...endLine`.
    public init(
      _ block: MarkdownBlock, startLine: Int, endLine: Int, blankLinesBefore: Int = 0
    ) {
      self.block = block
      self.startLine = startLine
      self.endLine = endLine
      self.blankLinesBefore = blankLinesBefore
    }
  }

  /// The top-level blocks in reading order.
  public var blocks: [Located]
  /// The soname of cmark-gfm when it could not be loaded: the blocks are then the text as
  /// written, one plain paragraph per run of lines. nil for a parsed document.
  public var missingLibrary: String?

  /// A document of `blocks`.
  public init(blocks: [Located], missingLibrary: String? = nil) {
    self.blocks = blocks
    self.missingLibrary = missingLibrary
  }
}

/// A block of a Markdown document.
public indirect enum MarkdownBlock: Equatable, Sendable {
  /// A paragraph of inlines.
  case paragraph([MarkdownInline])
  /// An ATX or setext heading, level 1–6.
  case heading(level: Int, [MarkdownInline])
  /// A block quote (`>`) holding blocks.
  case blockQuote([MarkdownBlock])
  /// A bullet or ordered list.
  case list(MarkdownList)
  /// A fenced or indented code block: its info string (the fence's language) and text.
  case codeBlock(info: String, text: String)
  /// Raw HTML, kept as written.
  case html(String)
  /// A thematic break (`---`).
  case thematicBreak
  /// A GFM table.
  case table(MarkdownTable)
}

/// A bullet or ordered list.
public struct MarkdownList: Equatable, Sendable {
  /// One item: an optional task box and the item's blocks.
  public struct Item: Equatable, Sendable {
    /// nil for a plain item; for a task item (`- [ ]`, `- [x]`), whether it is checked.
    public var task: Bool?
    /// The item's blocks.
    public var blocks: [MarkdownBlock]

    /// An item of `blocks`, a task when `task` is set.
    public init(task: Bool? = nil, blocks: [MarkdownBlock]) {
      self.task = task
      self.blocks = blocks
    }
  }

  /// True for `1.` lists, false for `-`, `*`, `+` lists.
  public var ordered: Bool
  /// The first number of an ordered list.
  public var start: Int
  /// A tight list has no blank lines between its items.
  public var tight: Bool
  /// The items.
  public var items: [Item]

  /// A list of `items`.
  public init(ordered: Bool, start: Int = 1, tight: Bool = true, items: [Item]) {
    self.ordered = ordered
    self.start = start
    self.tight = tight
    self.items = items
  }
}

/// A GFM table: a header row, body rows and each column's alignment.
public struct MarkdownTable: Equatable, Sendable {
  /// How a column's cells are aligned.
  public enum Alignment: Equatable, Sendable { case none, left, center, right }

  /// One alignment per column.
  public var alignments: [Alignment]
  /// The header row's cells.
  public var header: [[MarkdownInline]]
  /// The body rows' cells.
  public var rows: [[[MarkdownInline]]]

  /// A table with the given parts.
  public init(
    alignments: [Alignment], header: [[MarkdownInline]], rows: [[[MarkdownInline]]]
  ) {
    self.alignments = alignments
    self.header = header
    self.rows = rows
  }
}

/// An inline of a Markdown paragraph, heading or table cell.
public indirect enum MarkdownInline: Equatable, Sendable {
  /// Plain text.
  case text(String)
  /// A line break in the source inside a paragraph.
  case softBreak
  /// A hard line break (two spaces or a backslash before the newline).
  case lineBreak
  /// A code span.
  case code(String)
  /// Raw inline HTML, kept as written.
  case html(String)
  /// `*emphasis*`.
  case emphasis([MarkdownInline])
  /// `**strong**`.
  case strong([MarkdownInline])
  /// `~~strikethrough~~`.
  case strikethrough([MarkdownInline])
  /// A link (or an autolinked URL) with its destination and shown text.
  case link(destination: String, title: String, [MarkdownInline])
  /// An image with its source and alternative text.
  case image(source: String, title: String, [MarkdownInline])

  /// The text a reader sees, without markup.
  public var plainText: String {
    switch self {
    case .text(let text), .code(let text), .html(let text): text
    case .softBreak, .lineBreak: "\n"
    case .emphasis(let children), .strong(let children), .strikethrough(let children),
      .link(_, _, let children), .image(_, _, let children):
      children.map(\.plainText).joined()
    }
  }
}
