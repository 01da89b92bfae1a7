/// One terminal cell: a grapheme and its style.
///
/// A wide grapheme (CJK, emoji) lives in its left cell; the cell to its right is a
/// continuation cell with an empty grapheme, which terminals never draw on their own.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown, `" "` for blank, `""` for a continuation cell.
  public var grapheme: String
  /// The style the grapheme is drawn in.
  public var style: Style

  /// Creates a cell.
  public init(grapheme: String = " ", style: Style = .plain) {
    self.grapheme = grapheme
    self.style = style
  }

  /// A blank cell in the plain style.
  public static let blank = Cell()

  /// The right half of a wide grapheme.
  public static func continuation(style: Style) -> Cell {
    Cell(grapheme: "", style: style)
  }

  /// True for the right half of a wide grapheme.
  public var isContinuation: Bool { grapheme.isEmpty }
}
