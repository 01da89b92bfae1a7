import Synchronization
import TerminalKit

/// Entry text as an array of lines with a grapheme cursor, readline kills and soft wrapping.
///
/// Lines are kept apart so one key press touches one line, never the whole text: a pasted
/// 5 MB entry stays responsive. Columns count grapheme clusters (한, 👨‍👩‍👧 are one step each);
/// screen positions count display columns (`TextWidth`).
public struct TextBuffer: Equatable, Sendable {
  /// A place in the text: a line and a grapheme index within it.
  public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Line index, from 0.
    public var line: Int
    /// Grapheme index within the line, from 0 to the line's grapheme count.
    public var column: Int

    /// A position at `line`, `column`.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
  }

  /// Spaces a typed or pasted tab becomes.
  public static let tabText = "    "

  /// The lines of the text, without their newlines; never empty.
  public private(set) var lines: [String] {
    didSet { revision &+= 1 }
  }
  /// Counts changes to `lines`, so callers can tell an edit that changed nothing without
  /// comparing the text.
  public private(set) var revision = 0
  /// Where the next typed character goes.
  public private(set) var cursor: Position
  /// The text the last kill (Ctrl-K/U/W) removed, inserted again by `yank()`.
  public private(set) var killBuffer: String = ""
  /// Display column that up/down try to keep, set by the first vertical move.
  private var goalColumn: Int?
  /// Consecutive kills add to `killBuffer` instead of replacing it, as in readline.
  private var lastWasKill = false

  /// A buffer holding `text` (cleaned like pasted text) with the cursor at its start.
  public init(_ text: String = "") {
    lines = Self.cleanLines(text)
    cursor = Position(line: 0, column: 0)
  }

  /// The whole text, lines joined with `\n`.
  public var text: String { lines.joined(separator: "\n") }

  /// Number of lines (at least 1).
  public var lineCount: Int { lines.count }

  /// True when the text is the empty string.
  public var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

  /// Places the cursor, clamped into the text.
  public mutating func setCursor(_ position: Position) {
    let line = min(max(0, position.line), lines.count - 1)
    cursor = Position(line: line, column: min(max(0, position.column), lines[line].count))
    endCommand()
  }

  /// Replaces the lines and cursor (used by undo), keeping the kill buffer.
  mutating func restore(lines newLines: [String], cursor newCursor: Position) {
    lines = newLines.isEmpty ? [""] : newLines
    setCursor(newCursor)
  }

  // MARK: Editing

  /// Inserts text at the cursor: `\r\n` and `\r` become line breaks, a tab becomes spaces,
  /// other control characters are dropped. The cursor ends after the inserted text.
  public mutating func insert(_ text: String) {
    endCommand()
    let pieces = Self.cleanLines(text)
    if pieces.count == 1 && pieces[0].isEmpty { return }
    let line = lines[cursor.line]
    let split = line.index(line.startIndex, offsetBy: cursor.column)
    let before = line[..<split]
    let after = line[split...]
    if pieces.count == 1 {
      var newLine = String(before)
      newLine += pieces[0]
      let target = newLine.utf8.count
      newLine += after
      lines[cursor.line] = newLine
      cursor.column = Self.graphemeCount(of: newLine, upToUTF8Offset: target)
      return
    }
    var replacement: [String] = []
    replacement.reserveCapacity(pieces.count)
    replacement.append(String(before) + pieces[0])
    replacement.append(contentsOf: pieces[1..<(pieces.count - 1)])
    let last = pieces[pieces.count - 1]
    let lastLine = last + String(after)
    replacement.append(lastLine)
    lines.replaceSubrange(cursor.line...cursor.line, with: replacement)
    cursor = Position(
      line: cursor.line + pieces.count - 1,
      column: Self.graphemeCount(of: lastLine, upToUTF8Offset: last.utf8.count))
  }

  /// Splits the line at the cursor.
  public mutating func insertNewline() {
    insert("\n")
  }

  /// Removes the grapheme cluster before the cursor, or joins the line to the previous one.
  public mutating func deleteBackward() {
    endCommand()
    if cursor.column > 0 {
      var line = lines[cursor.line]
      let index = line.index(line.startIndex, offsetBy: cursor.column - 1)
      line.remove(at: index)
      lines[cursor.line] = line
      cursor.column -= 1
    } else if cursor.line > 0 {
      let removed = lines.remove(at: cursor.line)
      cursor.line -= 1
      cursor.column = lines[cursor.line].count
      lines[cursor.line] += removed
    }
  }

  /// Removes the grapheme cluster after the cursor, or joins the next line to this one.
  public mutating func deleteForward() {
    endCommand()
    let line = lines[cursor.line]
    if cursor.column < line.count {
      lines[cursor.line].remove(at: line.index(line.startIndex, offsetBy: cursor.column))
    } else if cursor.line + 1 < lines.count {
      let next = lines.remove(at: cursor.line + 1)
      lines[cursor.line] += next
    }
  }

  // MARK: Readline kills

  /// Ctrl-K: removes from the cursor to the end of the line, or the line break when at the end.
  public mutating func killToEnd() {
    let line = lines[cursor.line]
    let killed: String
    if cursor.column < line.count {
      let split = line.index(line.startIndex, offsetBy: cursor.column)
      killed = String(line[split...])
      lines[cursor.line] = String(line[..<split])
    } else if cursor.line + 1 < lines.count {
      killed = "\n"
      let next = lines.remove(at: cursor.line + 1)
      lines[cursor.line] += next
    } else {
      killed = ""
    }
    recordKill(killed, before: false)
  }

  /// Ctrl-U: removes from the start of the line to the cursor.
  public mutating func killToStart() {
    guard cursor.column > 0 else {
      recordKill("", before: true)
      return
    }
    let line = lines[cursor.line]
    let split = line.index(line.startIndex, offsetBy: cursor.column)
    let killed = String(line[..<split])
    lines[cursor.line] = String(line[split...])
    cursor.column = 0
    recordKill(killed, before: true)
  }

  /// Ctrl-W: removes the whitespace-delimited word before the cursor (and the spaces after
  /// it); at the start of a line, the line break.
  public mutating func killWordBackward() {
    guard cursor.column > 0 else {
      guard cursor.line > 0 else {
        recordKill("", before: true)
        return
      }
      let removed = lines.remove(at: cursor.line)
      cursor.line -= 1
      cursor.column = lines[cursor.line].count
      lines[cursor.line] += removed
      recordKill("\n", before: true)
      return
    }
    let line = lines[cursor.line]
    let end = line.index(line.startIndex, offsetBy: cursor.column)
    var start = end
    var removed = 0
    while start > line.startIndex, line[line.index(before: start)].isWhitespace {
      start = line.index(before: start)
      removed += 1
    }
    while start > line.startIndex, !line[line.index(before: start)].isWhitespace {
      start = line.index(before: start)
      removed += 1
    }
    let killed = String(line[start..<end])
    lines[cursor.line] = String(line[..<start]) + line[end...]
    cursor.column -= removed
    recordKill(killed, before: true)
  }

  /// Ctrl-Y: inserts the last killed text at the cursor.
  public mutating func yank() {
    insert(killBuffer)
  }

  // MARK: Moving

  /// One grapheme left, or to the end of the previous line.
  public mutating func moveLeft() {
    endCommand()
    if cursor.column > 0 {
      cursor.column -= 1
    } else if cursor.line > 0 {
      cursor.line -= 1
      cursor.column = lines[cursor.line].count
    }
  }

  /// One grapheme right, or to the start of the next line.
  public mutating func moveRight() {
    endCommand()
    if cursor.column < lines[cursor.line].count {
      cursor.column += 1
    } else if cursor.line + 1 < lines.count {
      cursor.line += 1
      cursor.column = 0
    }
  }

  /// To the start of the line.
  public mutating func moveToLineStart() {
    endCommand()
    cursor.column = 0
  }

  /// To the end of the line.
  public mutating func moveToLineEnd() {
    endCommand()
    cursor.column = lines[cursor.line].count
  }

  /// To the end of the text.
  public mutating func moveToEnd() {
    endCommand()
    cursor = Position(line: lines.count - 1, column: lines[lines.count - 1].count)
  }

  /// To the start of the previous word (letters, digits and `_`), across lines.
  public mutating func moveWordLeft() {
    endCommand()
    var line = Array(lines[cursor.line])
    var column = cursor.column
    var inWord = false
    while true {
      if column == 0 {
        if inWord || cursor.line == 0 { break }
        cursor.line -= 1
        line = Array(lines[cursor.line])
        column = line.count
        continue
      }
      let isWord = Self.isWordCharacter(line[column - 1])
      if inWord && !isWord { break }
      if isWord { inWord = true }
      column -= 1
    }
    cursor.column = column
  }

  /// To the end of the next word (letters, digits and `_`), across lines.
  public mutating func moveWordRight() {
    endCommand()
    var line = Array(lines[cursor.line])
    var column = cursor.column
    var inWord = false
    while true {
      if column == line.count {
        if inWord || cursor.line + 1 == lines.count { break }
        cursor.line += 1
        line = Array(lines[cursor.line])
        column = 0
        continue
      }
      let isWord = Self.isWordCharacter(line[column])
      if inWord && !isWord { break }
      if isWord { inWord = true }
      column += 1
    }
    cursor.column = column
  }

  /// One screen row up when wrapped at `width`, keeping the goal display column.
  public mutating func moveUp(width: Int) {
    moveVertically(by: -1, width: width)
  }

  /// One screen row down when wrapped at `width`, keeping the goal display column.
  public mutating func moveDown(width: Int) {
    moveVertically(by: 1, width: width)
  }

  /// `rows` screen rows up (negative) or down when wrapped at `width`, keeping the goal column.
  public mutating func moveVertically(by rows: Int, width: Int) {
    let keptGoal = goalColumn
    endCommand()
    let (rowInLine, column) = Self.place(of: cursor.column, in: lines[cursor.line], width: width)
    let goal = keptGoal ?? column
    let target = Self.rowPosition(
      RowPosition(line: cursor.line, row: rowInLine), movedBy: rows, lines: lines, width: width)
    let targetLine = lines[target.line]
    cursor = Position(
      line: target.line,
      column: Self.column(
        in: targetLine, segments: Self.segments(of: targetLine, width: width), row: target.row,
        displayColumn: goal))
    goalColumn = goal
  }

  // MARK: Soft wrapping

  /// One soft-wrapped screen row: graphemes `start..<end` of `line`, `width` columns wide.
  public struct Row: Equatable, Sendable {
    /// The line the row belongs to.
    public var line: Int
    /// First grapheme index of the row.
    public var start: Int
    /// One past the last grapheme index of the row.
    public var end: Int
    /// The row's text.
    public var text: String
    /// Display columns the row's text takes.
    public var width: Int
  }

  /// Rows of the text wrapped at a width, and where the cursor is among them.
  public struct Layout: Equatable, Sendable {
    /// Every screen row, in order.
    public var rows: [Row]
    /// Index in `rows` of the row holding the cursor.
    public var cursorRow: Int
    /// Display column of the cursor within its row.
    public var cursorColumn: Int
  }

  /// The row of a line's wrap, as a scroll anchor or a cursor place.
  public struct RowPosition: Hashable, Comparable, Sendable {
    /// Line index.
    public var line: Int
    /// Index of the row among the line's wrapped rows.
    public var row: Int

    /// The `row`-th wrapped row of `line`.
    public init(line: Int, row: Int) {
      self.line = line
      self.row = row
    }

    public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
      (lhs.line, lhs.row) < (rhs.line, rhs.row)
    }
  }

  /// The whole text soft-wrapped at `width` columns (for small texts and tests; views use
  /// `rows(from:count:width:)`, which only wraps what is shown).
  public func visualLayout(width: Int) -> Layout {
    var rows: [Row] = []
    for index in lines.indices {
      rows += Self.rows(of: index, in: lines, width: width)
    }
    let place = cursorPlace(width: width)
    let firstRowOfCursorLine = rows.firstIndex { $0.line == cursor.line } ?? 0
    return Layout(
      rows: rows, cursorRow: firstRowOfCursorLine + place.position.row, cursorColumn: place.column)
  }

  /// The cursor's row among its line's wrapped rows and its display column there.
  public func cursorPlace(width: Int) -> (position: RowPosition, column: Int) {
    let place = Self.place(of: cursor.column, in: lines[cursor.line], width: width)
    return (RowPosition(line: cursor.line, row: place.row), place.column)
  }

  /// Up to `count` screen rows starting at `first`, wrapped at `width`.
  public func rows(from first: RowPosition, count: Int, width: Int) -> [Row] {
    var result: [Row] = []
    var line = first.line
    var skip = first.row
    while result.count < count, line < lines.count {
      // Only the rows shown are cut out of the line: a 1 MB line wraps into tens of
      // thousands of rows, and making a string of each would cost seconds per key.
      let lineRows = Self.rows(
        of: line, in: lines, width: width, skip: skip,
        limit: count - result.count)
      result.append(contentsOf: lineRows)
      skip = 0
      line += 1
    }
    return result
  }

  /// The row `offset` screen rows after (or before, when negative) `position`, clamped to
  /// the first and last rows of the text.
  public func rowPosition(_ position: RowPosition, movedBy offset: Int, width: Int)
    -> RowPosition
  {
    Self.rowPosition(position, movedBy: offset, lines: lines, width: width)
  }

  /// How many screen rows line `line` takes when wrapped at `width`.
  public func rowCount(ofLine line: Int, width: Int) -> Int {
    Self.segments(of: lines[line], width: width).count
  }

  /// The last screen row of the text when wrapped at `width`.
  public func lastRowPosition(width: Int) -> RowPosition {
    RowPosition(line: lines.count - 1, row: rowCount(ofLine: lines.count - 1, width: width) - 1)
  }

  /// Screen rows from `from` to `to` (negative when `to` comes first), counting at most
  /// `limit` rows so a far target costs no more than `limit` rows of wrapping.
  public func rowDistance(from: RowPosition, to: RowPosition, width: Int, limit: Int) -> Int {
    if to < from { return -rowDistance(from: to, to: from, width: width, limit: limit) }
    if from.line == to.line { return to.row - from.row }
    var distance = Self.segments(of: lines[from.line], width: width).count - from.row
    var line = from.line + 1
    while line < to.line, distance < limit {
      distance += Self.segments(of: lines[line], width: width).count
      line += 1
    }
    return line == to.line ? distance + to.row : distance
  }

  // MARK: Helpers

  /// A wrapped row of one line as grapheme indices and width.
  struct Segment: Equatable {
    var start: Int
    var end: Int
    var width: Int
  }

  /// Wraps a line at `width` display columns: breaks after the last space that fits,
  /// otherwise before the grapheme that would cross the edge, so a wide grapheme is never
  /// split. A space that crosses the edge hangs at the end of its row. A line whose last
  /// row is full gets an empty row after it, where the cursor at the line's end goes.
  static func segments(of line: String, width: Int) -> [Segment] {
    // One key on a very long line asks for its wrap several times (cursor, scroll, rows);
    // wrapping 1 MB costs far more than remembering the last long line's wrap.
    guard line.utf8.count >= WrapCache.minimumBytes else {
      return computeSegments(of: line, width: width)
    }
    if let cached = WrapCache.shared.withLock({ $0.lookUp(line, width: width) }) {
      return cached
    }
    let result = computeSegments(of: line, width: width)
    WrapCache.shared.withLock { $0.store(line, width: width, segments: result) }
    return result
  }

  static func computeSegments(of line: String, width: Int) -> [Segment] {
    let width = max(1, width)
    var segments: [Segment] = []
    var rowStart = 0
    var rowWidth = 0
    var lastBreak: (index: Int, width: Int)?
    var index = 0
    for character in line {
      let characterWidth = TextWidth.width(of: character)
      let isSpace = character.isWhitespace
      if rowWidth + characterWidth > width && index > rowStart && !isSpace {
        if let lastBreak, lastBreak.index > rowStart {
          segments.append(Segment(start: rowStart, end: lastBreak.index, width: lastBreak.width))
          rowStart = lastBreak.index
          rowWidth -= lastBreak.width
        }
        if rowWidth + characterWidth > width && index > rowStart {
          segments.append(Segment(start: rowStart, end: index, width: rowWidth))
          rowStart = index
          rowWidth = 0
        }
        lastBreak = nil
      }
      rowWidth += characterWidth
      index += 1
      if isSpace {
        if rowWidth >= width {
          segments.append(Segment(start: rowStart, end: index, width: rowWidth))
          rowStart = index
          rowWidth = 0
          lastBreak = nil
        } else {
          lastBreak = (index, rowWidth)
        }
      }
    }
    if index > rowStart || segments.isEmpty {
      segments.append(Segment(start: rowStart, end: index, width: rowWidth))
      if rowWidth >= width { segments.append(Segment(start: index, end: index, width: 0)) }
    } else if let last = segments.last, last.width >= width {
      segments.append(Segment(start: index, end: index, width: 0))
    }
    return segments
  }

  static func rows(
    of lineIndex: Int, in lines: [String], width: Int, skip: Int = 0, limit: Int = .max
  ) -> [Row] {
    let line = lines[lineIndex]
    let all = segments(of: line, width: width)
    let segments = all.dropFirst(skip).prefix(limit)
    guard let first = segments.first else { return [] }
    if all.count == 1 {
      return [
        Row(
          line: lineIndex, start: 0, end: first.end, text: line,
          width: first.width)
      ]
    }
    var result: [Row] = []
    result.reserveCapacity(segments.count)
    var index = line.index(line.startIndex, offsetBy: first.start)
    for segment in segments {
      let start = index
      line.formIndex(&index, offsetBy: segment.end - segment.start)
      result.append(
        Row(
          line: lineIndex, start: segment.start, end: segment.end,
          text: String(line[start..<index]), width: segment.width))
    }
    return result
  }

  /// The wrapped row holding grapheme `column` of `line` and its display column there.
  /// A column at a row break belongs to the later row.
  static func place(of column: Int, in line: String, width: Int) -> (row: Int, column: Int) {
    let segments = segments(of: line, width: width)
    var row = 0
    while row + 1 < segments.count && column >= segments[row + 1].start { row += 1 }
    var displayColumn = 0
    var index = 0
    for character in line {
      if index >= column { break }
      if index >= segments[row].start { displayColumn += TextWidth.width(of: character) }
      index += 1
    }
    return (row, displayColumn)
  }

  /// The grapheme index in row `row` of `line` nearest to `displayColumn` without passing it.
  static func column(
    in line: String, segments: [Segment], row: Int, displayColumn: Int
  ) -> Int {
    let segment = segments[row]
    // The cursor at a row's end belongs to the next row, except on the line's last row.
    let last = row + 1 == segments.count ? segment.end : max(segment.start, segment.end - 1)
    var used = 0
    var column = segment.start
    var index = line.index(line.startIndex, offsetBy: segment.start)
    while column < last {
      let width = TextWidth.width(of: line[index])
      if used + width > displayColumn { break }
      used += width
      column += 1
      line.formIndex(after: &index)
    }
    return column
  }

  static func rowPosition(
    _ position: RowPosition, movedBy offset: Int, lines: [String], width: Int
  ) -> RowPosition {
    var line = position.line
    var row = position.row + offset
    while row < 0 {
      guard line > 0 else { return RowPosition(line: 0, row: 0) }
      line -= 1
      row += segments(of: lines[line], width: width).count
    }
    while true {
      let count = segments(of: lines[line], width: width).count
      if row < count { return RowPosition(line: line, row: row) }
      guard line + 1 < lines.count else { return RowPosition(line: line, row: count - 1) }
      row -= count
      line += 1
    }
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private mutating func recordKill(_ killed: String, before: Bool) {
    if lastWasKill {
      killBuffer = before ? killed + killBuffer : killBuffer + killed
    } else {
      killBuffer = killed
    }
    goalColumn = nil
    lastWasKill = true
  }

  private mutating func endCommand() {
    goalColumn = nil
    lastWasKill = false
  }

  /// Graphemes of `text` that start before `offset` UTF-8 bytes.
  private static func graphemeCount(of text: String, upToUTF8Offset offset: Int) -> Int {
    let target = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    var count = 0
    var index = text.startIndex
    while index < target {
      text.formIndex(after: &index)
      count += 1
    }
    return count
  }

  /// Splits text into lines the buffer can hold: `\r\n` and `\r` end lines, tabs become
  /// spaces, other control characters go. Works on UTF-8 so a large paste stays fast.
  static func cleanLines(_ text: String) -> [String] {
    let cleaned = needsCleaning(text) ? clean(text) : text
    return cleaned.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
  }

  private static func needsCleaning(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 && byte != UInt8(ascii: "\n") { return true }
      if byte == 0x7F { return true }
      // C1 controls U+0080…U+009F are C2 80…C2 9F in UTF-8.
      if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
      previous = byte
    }
    return false
  }

  private static func clean(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\r": result.append("\n")
      case "\n": if !previousWasCR { result.append("\n") }
      case "\t": result.append(contentsOf: tabText.unicodeScalars)
      default: if !TextWidth.isControl(scalar) { result.append(scalar) }
      }
    }
    return String(result)
  }
}

/// The wraps of the last few long lines, by text and width. Strings that share storage
/// compare in constant time, so a hit costs nothing; a different line of the same length
/// differs early or is rewrapped.
struct WrapCache: Sendable {
  static let minimumBytes = 4096
  static let capacity = 4
  static let shared = Mutex(WrapCache())

  private var items: [(line: String, width: Int, segments: [TextBuffer.Segment])] = []

  func lookUp(_ line: String, width: Int) -> [TextBuffer.Segment]? {
    items.first { $0.width == width && $0.line.utf8.count == line.utf8.count && $0.line == line }?
      .segments
  }

  mutating func store(_ line: String, width: Int, segments: [TextBuffer.Segment]) {
    items.insert((line, width, segments), at: 0)
    if items.count > WrapCache.capacity { items.removeLast() }
  }
}
