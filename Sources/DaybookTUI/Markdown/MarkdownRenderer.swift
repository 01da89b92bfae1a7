import MarkdownKit
import TerminalKit

/// Lays Markdown out as styled rows for a width: pure, no terminal, no theme.
///
/// Headings lose their `#` and show their level by look; lists hang their continuation
/// lines under the text; code keeps its lines (a line too long is cut with a `↩` mark, never
/// reflowed); tables size their columns by display width, so Hangul, kana and emoji align.
/// Blank lines between top-level blocks are kept as the writer left them.
public enum MarkdownRenderer {
  /// Marks the end of a code row that continues on the next row.
  public static let wrapMark = "↩"
  /// Bullets by nesting depth.
  static let bullets = ["•", "◦", "▪"]
  /// Task boxes: open, done.
  public static let openTask = "☐"
  public static let doneTask = "☑"
  /// Columns a code block is indented by.
  static let codeIndent = 2
  /// Tab stops inside code.
  static let tabWidth = 4

  /// An entry's rows: its title (the first line of the text, as Markdown inlines in the
  /// title's look), then its body. The body's leading blank lines are kept.
  public static func entry(title: String, body: String, width: Int) -> [MarkdownLine] {
    let width = max(1, width)
    var lines = titleLines(title, width: width)
    let document = Markdown.parse(body)
    if let first = document.blocks.first {
      lines += Array(repeating: MarkdownLine(), count: first.blankLinesBefore)
    }
    lines += render(document, width: width)
    return lines
  }

  /// The rows of Markdown `text` at `width` columns.
  public static func render(markdown text: String, width: Int) -> [MarkdownLine] {
    render(Markdown.parse(text), width: width)
  }

  /// The rows of a parsed document at `width` columns.
  public static func render(_ document: MarkdownDocument, width: Int) -> [MarkdownLine] {
    let width = max(1, width)
    var lines: [MarkdownLine] = []
    for (index, located) in document.blocks.enumerated() {
      if index > 0 {
        lines += Array(repeating: MarkdownLine(), count: located.blankLinesBefore)
      }
      lines += block(located.block, width: width, depth: 0)
    }
    return lines
  }

  // MARK: Blocks

  private static func titleLines(_ title: String, width: Int) -> [MarkdownLine] {
    let parsed = Markdown.parse(title).blocks.first?.block
    let inlines: [MarkdownInline]
    var look = MarkdownLook([.title, .strong])
    switch parsed {
    case .paragraph(let content): inlines = content
    case .heading(let level, let content):
      inlines = content
      look.heading = level
    default: inlines = [.text(title)]
    }
    return paragraph(inlines, look: look, width: width)
  }

  static func block(_ block: MarkdownBlock, width: Int, depth: Int) -> [MarkdownLine] {
    switch block {
    case .paragraph(let inlines):
      return paragraph(inlines, look: .plain, width: width)
    case .heading(let level, let inlines):
      return paragraph(inlines, look: MarkdownLook(.strong, heading: level), width: width)
    case .blockQuote(let blocks):
      let inner = stacked(blocks, width: max(1, width - 2), depth: depth, spacing: 1)
      let bar = MarkdownSpan("│ ", .decoration)
      return (inner.isEmpty ? [MarkdownLine()] : inner).map { line in
        MarkdownLine(line.spans.isEmpty ? [MarkdownSpan("│", .decoration)] : [bar] + line.spans)
      }
    case .list(let list):
      return self.list(list, width: width, depth: depth)
    case .codeBlock(_, let text):
      return verbatim(text, look: MarkdownLook(.code), indent: codeIndent, width: width)
    case .html(let text):
      return verbatim(text, look: MarkdownLook(.raw), indent: 0, width: width)
    case .thematicBreak:
      return [MarkdownLine([MarkdownSpan(String(repeating: "─", count: width), .decoration)])]
    case .table(let table):
      return MarkdownTableLayout.lines(table, width: width)
    }
  }

  /// Blocks one under another with `spacing` blank rows between them.
  static func stacked(_ blocks: [MarkdownBlock], width: Int, depth: Int, spacing: Int)
    -> [MarkdownLine]
  {
    var lines: [MarkdownLine] = []
    for (index, child) in blocks.enumerated() {
      if index > 0 { lines += Array(repeating: MarkdownLine(), count: spacing) }
      lines += block(child, width: width, depth: depth)
    }
    return lines
  }

  private static func list(_ list: MarkdownList, width: Int, depth: Int) -> [MarkdownLine] {
    let last = list.start + max(0, list.items.count - 1)
    let numberWidth = String(last).count
    var lines: [MarkdownLine] = []
    for (index, item) in list.items.enumerated() {
      if index > 0 && !list.tight { lines.append(MarkdownLine()) }
      var marker: [MarkdownSpan] = []
      if list.ordered {
        let number = String(list.start + index) + "."
        let padded = String(repeating: " ", count: numberWidth - (number.count - 1)) + number
        marker.append(MarkdownSpan(padded + " ", .decoration))
      }
      if let checked = item.task {
        let box = checked ? doneTask : openTask
        marker.append(
          MarkdownSpan(box + " ", MarkdownLook(checked ? [.decoration, .checked] : .decoration)))
      } else if !list.ordered {
        marker.append(MarkdownSpan(bullets[depth % bullets.count] + " ", .decoration))
      }
      let markerWidth = marker.reduce(0) { $0 + TextWidth.width(of: $1.text) }
      let inner = stacked(
        item.blocks, width: max(1, width - markerWidth), depth: depth + 1,
        spacing: list.tight ? 0 : 1)
      let hanging = MarkdownSpan(String(repeating: " ", count: markerWidth))
      for (row, line) in (inner.isEmpty ? [MarkdownLine()] : inner).enumerated() {
        if row == 0 {
          lines.append(MarkdownLine(marker + line.spans))
        } else {
          lines.append(line.spans.isEmpty ? line : MarkdownLine([hanging] + line.spans))
        }
      }
    }
    return lines
  }

  /// Text shown line for line (code, HTML): tabs expanded, a line too long for the width
  /// cut into rows that end in `wrapMark`.
  private static func verbatim(_ text: String, look: MarkdownLook, indent: Int, width: Int)
    -> [MarkdownLine]
  {
    let indent = width > indent + 4 ? indent : 0
    let room = width - indent
    let pad = MarkdownSpan(String(repeating: " ", count: indent))
    var lines: [MarkdownLine] = []
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = TextWidth.sanitized(expandingTabs(String(raw)))
      for row in cut(line, width: room) {
        var spans = indent > 0 ? [pad] : []
        spans.append(MarkdownSpan(row.text, look))
        if row.continues { spans.append(MarkdownSpan(wrapMark, .decoration)) }
        lines.append(MarkdownLine(spans))
      }
    }
    return lines
  }

  /// `line` in rows of at most `width` columns; every row but the last keeps a column for
  /// the wrap mark. A wide character is never split.
  static func cut(_ line: String, width: Int) -> [(text: String, continues: Bool)] {
    guard TextWidth.width(of: line) > width, width >= 2 else { return [(line, false)] }
    var rows: [(String, Bool)] = []
    var row = ""
    var used = 0
    for character in line {
      let w = TextWidth.width(of: character)
      if used + w > width - 1 {
        rows.append((row, true))
        row = ""
        used = 0
      }
      row.append(character)
      used += w
    }
    rows.append((row, false))
    return rows
  }

  private static func expandingTabs(_ line: String) -> String {
    guard line.contains("\t") else { return line }
    var result = ""
    var column = 0
    for character in line {
      if character == "\t" {
        let spaces = tabWidth - column % tabWidth
        result += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        result.append(character)
        column += TextWidth.width(of: character)
      }
    }
    return result
  }

  // MARK: Inlines

  /// A paragraph's rows: its inlines in `look`, split at line breaks and wrapped.
  static func paragraph(_ inlines: [MarkdownInline], look: MarkdownLook, width: Int)
    -> [MarkdownLine]
  {
    var logical: [[MarkdownSpan]] = [[]]
    flatten(inlines, look: look, into: &logical)
    return logical.flatMap { MarkdownWrap.wrap($0, width: width) }
  }

  /// Appends the inlines' text to the last of `lines`, a break starting a new line.
  static func flatten(
    _ inlines: [MarkdownInline], look: MarkdownLook, into lines: inout [[MarkdownSpan]]
  ) {
    func add(_ text: String, _ look: MarkdownLook) {
      guard !text.isEmpty else { return }
      let shown = TextWidth.sanitized(text)
      if let last = lines[lines.count - 1].last, last.look == look {
        lines[lines.count - 1][lines[lines.count - 1].count - 1].text += shown
      } else {
        lines[lines.count - 1].append(MarkdownSpan(shown, look))
      }
    }
    for inline in inlines {
      switch inline {
      case .text(let text): add(text, look)
      case .softBreak: add(" ", look)
      case .lineBreak: lines.append([])
      case .code(let text): add(text, adding(.code, to: look))
      case .html(let text): add(text, adding(.raw, to: look))
      case .emphasis(let children):
        flatten(children, look: adding(.emphasis, to: look), into: &lines)
      case .strong(let children):
        flatten(children, look: adding(.strong, to: look), into: &lines)
      case .strikethrough(let children):
        flatten(children, look: adding(.strikethrough, to: look), into: &lines)
      case .link(let destination, _, let children):
        var linked = adding(.link, to: look)
        linked.link = destination
        if children.isEmpty {
          add(destination, linked)
        } else {
          flatten(children, look: linked, into: &lines)
        }
      case .image(let source, _, let children):
        let alt = children.map(\.plainText).joined()
        let name = alt.isEmpty ? String(source.split(separator: "/").last ?? "") : alt
        add("[" + name + "]", adding(.raw, to: look))
      }
    }
  }

  private static func adding(_ traits: MarkdownLook.Traits, to look: MarkdownLook)
    -> MarkdownLook
  {
    var copy = look
    copy.traits.formUnion(traits)
    return copy
  }
}
