import MarkdownKit
import Synchronization
import TerminalKit

/// The Entry pane's read mode: the entry rendered as Markdown, and the one hook
/// `EditorView` and `EditorFeature` call.
///
/// Rendering is memoised, not stored in `EditorState`: the rows are a pure function of the
/// text's lines and the width, so the view and the reducer (which clamps read-mode
/// scrolling) ask for them with the same key and only the first asker pays. A key press
/// in the pane shares the lines' storage, so checking the key is an identity compare; the
/// state stays small and every existing reducer test keeps stating the state it states.
public enum EntryMarkdown {
  /// Texts larger than this (a 5 MB paste) are shown as source, as before: rendering them
  /// would cost more than a frame.
  static let byteLimit = 200_000
  /// Texts with more lines than this are shown as source too.
  static let lineLimit = 4_000

  private struct Key: Equatable {
    var lines: [String]
    var width: Int
  }

  private struct Memo {
    var key: Key
    var rows: [MarkdownLine]
  }

  /// The last two renderings, newest first: the pane shows one text, and two widths at
  /// most are asked for at once (the reducer's and the view's, around a resize).
  private static let memo = Mutex<[Memo]>([])

  /// True when the pane shows `state`'s text rendered: not editing, not opened from a search
  /// (whose matches are marked in the source), and not too large.
  public static func isShown(_ state: EditorState) -> Bool {
    !state.isEditing && state.searchHighlight == nil && !state.buffer.isEmpty
      && fits(state.buffer.lines)
  }

  static func fits(_ lines: [String]) -> Bool {
    guard lines.count <= lineLimit else { return false }
    var bytes = 0
    for line in lines {
      bytes += line.utf8.count + 1
      if bytes > byteLimit { return false }
    }
    return true
  }

  /// The rendered rows of the entry whose text is `lines` (title first) at `width` columns.
  public static func rows(of lines: [String], width: Int) -> [MarkdownLine] {
    let key = Key(lines: lines, width: width)
    if let cached = memo.withLock({ $0.first { $0.key == key }?.rows }) { return cached }
    let title = lines.first ?? ""
    let body = lines.dropFirst().joined(separator: "\n")
    let rows = MarkdownRenderer.entry(title: title, body: body, width: width)
    memo.withLock { memos in
      memos.insert(Memo(key: key, rows: rows), at: 0)
      if memos.count > 2 { memos.removeLast() }
    }
    return rows
  }

  /// The rows of `state`'s text at its text width.
  static func rows(_ state: EditorState) -> [MarkdownLine] {
    rows(of: state.buffer.lines, width: state.textWidth)
  }

  /// The soname of cmark-gfm when it cannot be loaded: the text is then shown as written,
  /// above a line that says why. nil when Markdown is rendered.
  static var missingLibrary: String? { Markdown.isAvailable ? nil : Markdown.soname }

  /// The largest read-mode scroll: the last row on the pane's last row (above the line
  /// naming a missing cmark-gfm, when there is one).
  static func lastScroll(_ state: EditorState) -> Int {
    max(0, rows(state).count - state.textHeight + (missingLibrary == nil ? 0 : 1))
  }

  /// Draws the rendered rows from `state.readScroll` into `area`; with `missingLibrary`, the
  /// area's last row says the text is shown as written because that library is missing.
  static func draw(
    _ state: EditorState, into canvas: inout Canvas, in area: Rect, theme: Theme,
    missingLibrary: String? = missingLibrary
  ) {
    var area = area
    if let missingLibrary, area.height > 1 {
      area.height -= 1
      canvas.draw(
        MissingLibraryText.markdown.text(state.language, missingLibrary), x: area.x,
        y: area.maxY, style: theme.style(.muted), maxWidth: area.width)
    }
    let rows = rows(of: state.buffer.lines, width: area.width)
    let top = min(max(0, state.readScroll), max(0, rows.count - 1))
    for (offset, row) in rows.dropFirst(top).prefix(area.height).enumerated() {
      draw(row, into: &canvas, x: area.x, y: area.y + offset, maxX: area.maxX, theme: theme)
    }
  }

  /// Draws one rendered row from (`x`, `y`), clipped at column `maxX`; the text of a link
  /// whose target `Hyperlink.target` accepts is marked as a hyperlink on the canvas
  /// (neighbouring spans of one link as one run).
  static func draw(
    _ row: MarkdownLine, into canvas: inout Canvas, x left: Int, y: Int, maxX: Int, theme: Theme
  ) {
    var x = left
    var link: (target: String, x: Int)?
    func closeLink() {
      if let open = link, x > open.x {
        canvas.addLink(open.target, x: open.x, y: y, width: x - open.x)
      }
      link = nil
    }
    for span in row.spans {
      let room = maxX - x
      guard room > 0 else { break }
      let target = span.look.link.flatMap(Hyperlink.target)
      if link?.target != target {
        closeLink()
        if let target { link = (target, x) }
      }
      x += canvas.draw(
        span.text, x: x, y: y, style: MarkdownStyles.style(span.look, theme: theme),
        maxWidth: room)
    }
    closeLink()
  }
}
