/// A grid of cells that views draw into; a backend copies it to the terminal.
///
/// Invariants kept by every mutating method: a wide grapheme is always followed by its
/// continuation cell, a continuation cell always follows a wide grapheme, and no cell
/// holds a control character.
public struct Canvas: Hashable, Sendable {
  /// Columns and rows.
  public private(set) var size: Size
  private var cells: [Cell]
  /// Runs of cells drawn as hyperlinks (see `addLink`), with the graphemes they held then.
  private var linkMarks: [LinkMark] = []

  /// A hyperlink laid over cells already drawn: it holds while they show `text`.
  private struct LinkMark: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var target: String
    var text: String
  }

  /// A canvas of blank cells.
  public init(size: Size, fill: Cell = .blank) {
    self.size = size
    self.cells = Array(repeating: fill.isContinuation ? .blank : fill, count: size.area)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(size: size) }

  /// The cell at a position; reading outside gives a blank cell, writing outside is
  /// ignored. Writing a wide grapheme also writes its continuation cell.
  public subscript(x x: Int, y y: Int) -> Cell {
    get {
      guard isInside(x, y) else { return .blank }
      return cells[y * size.width + x]
    }
    set {
      guard isInside(x, y) else { return }
      if newValue.isContinuation { return }
      let safe = TextWidth.sanitized(newValue.grapheme)
      guard let first = safe.first else { return }
      put(first, width: max(1, TextWidth.width(of: first)), x: x, y: y, style: newValue.style)
    }
  }

  /// The style of the cell at a position (plain outside the canvas).
  public func style(x: Int, y: Int) -> Style {
    self[x: x, y: y].style
  }

  /// Every row as text. Continuation cells add nothing, so each line is exactly
  /// `size.width` columns wide; trailing spaces are kept.
  public var lines: [String] {
    (0..<size.height).map { line($0) }
  }

  /// One row as text (see `lines`).
  public func line(_ y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var text = ""
    let start = y * size.width
    for cell in cells[start..<start + size.width] {
      text += cell.grapheme
    }
    return text
  }

  /// Draws one line of text starting at (`x`, `y`) and returns the columns it used.
  ///
  /// Clips to the canvas and to `maxWidth` columns. A wide grapheme that does not fit is
  /// never split: a space fills the last column instead. Control characters are drawn
  /// escaped (`^[`, `\u{85}`); zero-width graphemes with no base are dropped.
  @discardableResult
  public mutating func draw(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < size.height else { return 0 }
    let right = min(size.width, maxWidth.map { x + min(max(0, $0), size.width - x) } ?? size.width)
    var column = x
    for character in TextWidth.sanitized(text) {
      let width = TextWidth.width(of: character)
      if width == 0 { continue }
      if column + width > right {
        if column < right && column >= 0 {
          put(" ", width: 1, x: column, y: y, style: style)
          column += 1
        }
        break
      }
      if column < 0 {
        // Left of the canvas: a wide grapheme cut by the left edge leaves a space.
        if column + width > 0 {
          put(" ", width: 1, x: 0, y: y, style: style)
        }
        column += width
        continue
      }
      put(character, width: width, x: column, y: y, style: style)
      column += width
    }
    return max(0, column - x)
  }

  /// Fills a rectangle with blanks in `style`.
  public mutating func fill(_ rect: Rect, style: Style) {
    fill(rect, grapheme: " ", style: style)
  }

  /// Fills a rectangle with a grapheme (a wide one every other column).
  public mutating func fill(_ rect: Rect, grapheme: String, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty, let character = TextWidth.sanitized(grapheme).first else { return }
    let width = max(1, TextWidth.width(of: character))
    if width == 1 {
      // Every pane starts with a fill: one cell value stored row by row, and only the
      // wide graphemes cut at the area's edges are broken.
      let cell = Cell(grapheme: String(character), style: style)
      for y in area.y..<area.maxY {
        breakWide(at: area.x, y: y)
        breakWide(at: area.maxX - 1, y: y)
        let row = y * size.width
        for x in area.x..<area.maxX { cells[row + x] = cell }
      }
      return
    }
    for y in area.y..<area.maxY {
      var x = area.x
      while x < area.maxX {
        if x + width > area.maxX {
          put(" ", width: 1, x: x, y: y, style: style)
        } else {
          put(character, width: width, x: x, y: y, style: style)
        }
        x += width
      }
    }
  }

  /// Replaces the style of every cell in a rectangle, keeping the text (e.g. to show a
  /// selected row).
  public mutating func setStyle(in rect: Rect, _ style: Style) {
    updateStyle(in: rect) { _ in style }
  }

  /// Lays `overlay` over the style of every cell in a rectangle (see `Style.patched`).
  public mutating func patchStyle(in rect: Rect, _ overlay: Style) {
    updateStyle(in: rect) { $0.patched(with: overlay) }
  }

  /// Copies another canvas in with its top-left corner at (`x`, `y`), clipped.
  public mutating func blit(_ other: Canvas, x: Int, y: Int) {
    // The other canvas keeps the same invariants: its cells are sanitized single graphemes
    // and a cell is wide exactly when a continuation follows it, so they copy as they are.
    let sourceWidth = other.size.width
    for row in 0..<other.size.height {
      let targetY = y + row
      guard targetY >= 0, targetY < size.height else { continue }
      let start = row * sourceWidth
      for column in 0..<sourceWidth {
        let cell = other.cells[start + column]
        if cell.isContinuation { continue }
        let wide = column + 1 < sourceWidth && other.cells[start + column + 1].isContinuation
        let width = wide ? 2 : 1
        let targetX = x + column
        if targetX >= 0 && targetX + width <= size.width {
          put(cell, width: width, x: targetX, y: targetY)
        } else if targetX >= 0 && targetX < size.width {
          put(Cell(grapheme: " ", style: cell.style), width: 1, x: targetX, y: targetY)
        }
      }
    }
    for mark in other.linkMarks {
      // Clipped marks are dropped: a link cut by an edge is shown as text only.
      let (targetX, targetY) = (x + mark.x, y + mark.y)
      guard targetX >= 0, targetY >= 0, targetX + mark.width <= size.width,
        targetY < size.height
      else { continue }
      linkMarks.append(
        LinkMark(x: targetX, y: targetY, width: mark.width, target: mark.target, text: mark.text))
    }
  }

  /// Marks the `width` cells from (`x`, `y`), as drawn now, as a hyperlink to `target`
  /// (a `Hyperlink.target`). The mark is a side note: the cells and `lines` do not change,
  /// and it lapses once anything draws other text over those cells (an overlay).
  public mutating func addLink(_ target: String, x: Int, y: Int, width: Int) {
    let left = max(0, x)
    let right = min(size.width, x + width)
    guard y >= 0, y < size.height, left < right, Hyperlink.isSafe(target) else { return }
    linkMarks.append(
      LinkMark(x: left, y: y, width: right - left, target: target, text: text(y, left, right)))
  }

  /// The hyperlinks still showing their text, top to bottom, with their cells.
  public var links: [Hyperlink.Run] {
    linkMarks.compactMap { mark in
      guard mark.y < size.height, mark.x + mark.width <= size.width,
        text(mark.y, mark.x, mark.x + mark.width) == mark.text
      else { return nil }
      let start = mark.y * size.width + mark.x
      return Hyperlink.Run(
        y: mark.y, x: mark.x, target: mark.target, cells: Array(cells[start..<start + mark.width]))
    }
    .sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }

  private func text(_ y: Int, _ left: Int, _ right: Int) -> String {
    let start = y * size.width
    return cells[start + left..<start + right].map(\.grapheme).joined()
  }

  private mutating func updateStyle(in rect: Rect, _ transform: (Style) -> Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let index = y * size.width + x
        cells[index].style = transform(cells[index].style)
      }
    }
  }

  private func isInside(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && y >= 0 && x < size.width && y < size.height
  }

  /// Writes a grapheme of a known width, first clearing any wide grapheme it would cut.
  private mutating func put(_ character: Character, width: Int, x: Int, y: Int, style: Style) {
    guard isInside(x, y), x + width <= size.width else { return }
    for column in x..<x + width {
      breakWide(at: column, y: y)
    }
    let index = y * size.width + x
    cells[index] = Cell(grapheme: String(character), style: style)
    if width == 2 {
      cells[index + 1] = .continuation(style: style)
    }
  }

  /// Writes a cell already known to be sanitized and `width` wide, as `put` does.
  private mutating func put(_ cell: Cell, width: Int, x: Int, y: Int) {
    guard isInside(x, y), x + width <= size.width else { return }
    for column in x..<x + width {
      breakWide(at: column, y: y)
    }
    let index = y * size.width + x
    cells[index] = cell
    if width == 2 {
      cells[index + 1] = .continuation(style: cell.style)
    }
  }

  /// If the cell at (`x`, `y`) is half of a wide grapheme, blanks the other half.
  private mutating func breakWide(at x: Int, y: Int) {
    let index = y * size.width + x
    if cells[index].isContinuation {
      if x > 0 { cells[index - 1].grapheme = " " }
      cells[index].grapheme = " "
    } else if x + 1 < size.width && cells[index + 1].isContinuation {
      cells[index + 1].grapheme = " "
    }
  }
}
