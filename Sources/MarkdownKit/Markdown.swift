import CCmarkGFM

#if canImport(Glibc)
  import Glibc
#endif

/// Parses GitHub Flavored Markdown with cmark-gfm into a `MarkdownDocument`.
///
/// Tables, task lists, strikethrough and autolinks are on. Newlines inside a paragraph are
/// kept as line breaks (cmark's hard-breaks option, as GitHub shows comments): a diary's
/// lines stay the lines its writer wrote.
public enum Markdown {
  /// Blocks or inlines nested deeper than this are kept as their plain text, so hostile input
  /// (five thousand `>`) cannot exhaust the stack of whoever walks the tree.
  public static let nestingLimit = 32

  /// The GFM extensions every parser attaches.
  static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

  /// The soname of cmark-gfm, opened with its extensions on the first parse (CCmarkGFM/shim.h).
  public static let soname = DAYBOOK_CMARK_SONAME

  /// True once cmark-gfm and its extensions are loaded (loading them the first time, which
  /// registers the extensions once, thread-safely); false when they are not installed.
  public static var isAvailable: Bool { daybook_cmark_available() != 0 }

  /// The document `text` parses to; `keepLineBreaks` false joins a paragraph's lines as
  /// CommonMark does. Without cmark-gfm, the text as written (see `plainText`).
  public static func parse(_ text: String, keepLineBreaks: Bool = true) -> MarkdownDocument {
    parse(text, keepLineBreaks: keepLineBreaks, lookingFor: soname)
  }

  /// As `parse(_:keepLineBreaks:)`, as if cmark-gfm were looked for under `soname` (tests
  /// name a missing one): it is used only when that opens and the shim's own loads.
  static func parse(_ text: String, keepLineBreaks: Bool, lookingFor soname: String)
    -> MarkdownDocument
  {
    guard loads(soname) else { return plainText(text, missingLibrary: soname) }
    // Hard breaks are cmark's rendering option only: its tree keeps soft breaks, so they
    // become line breaks here, in the conversion.
    let options = daybook_cmark_opt_default | daybook_cmark_opt_validate_utf8
    guard let parser = daybook_cmark_parser_new(options) else {
      return MarkdownDocument(blocks: [])
    }
    defer { daybook_cmark_parser_free(parser) }
    for name in extensionNames {
      if let found = daybook_cmark_find_syntax_extension(name) {
        daybook_cmark_parser_attach_syntax_extension(parser, found)
      }
    }
    var source = text
    source.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { daybook_cmark_parser_feed(parser, base, chars.count) }
      }
    }
    guard let root = daybook_cmark_parser_finish(parser) else {
      return MarkdownDocument(blocks: [])
    }
    defer { daybook_cmark_node_free(root) }
    var blocks: [MarkdownDocument.Located] = []
    let converter = Converter(keepLineBreaks: keepLineBreaks)
    // cmark's end lines of some blocks (breaks, lists) take in the blank lines after them,
    // so the blank lines between blocks are counted in the source itself.
    let blank = blankLines(of: text)
    var previousStart = 0
    for child in converter.children(of: root) {
      guard let block = converter.block(child, depth: 0) else { continue }
      let start = Int(daybook_cmark_node_get_start_line(child))
      var before = 0
      while start - 2 - before >= 0, start - 1 - before > previousStart,
        start - 2 - before < blank.count, blank[start - 2 - before]
      {
        before += 1
      }
      blocks.append(
        MarkdownDocument.Located(
          block, startLine: start, endLine: Int(daybook_cmark_node_get_end_line(child)),
          blankLinesBefore: before))
      previousStart = start
    }
    return MarkdownDocument(blocks: blocks)
  }

  private static func loads(_ soname: String) -> Bool {
    if soname == Self.soname { return isAvailable }
    guard let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) else { return false }
    dlclose(handle)
    return isAvailable
  }

  /// `text` as written, when cmark-gfm is missing: each run of non-blank lines one paragraph
  /// of plain text, its lines kept, no markup read; the document names the missing library.
  static func plainText(_ text: String, missingLibrary soname: String) -> MarkdownDocument {
    var blocks: [MarkdownDocument.Located] = []
    var lines: [Substring] = []
    var start = 0
    var blankBefore = 0
    func flush(endingAt end: Int) {
      guard !lines.isEmpty else { return }
      var inlines: [MarkdownInline] = []
      for (index, line) in lines.enumerated() {
        if index > 0 { inlines.append(.lineBreak) }
        inlines.append(.text(String(line)))
      }
      blocks.append(
        MarkdownDocument.Located(
          .paragraph(inlines), startLine: start, endLine: end, blankLinesBefore: blankBefore))
      lines = []
      blankBefore = 0
    }
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in all.enumerated() {
      if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
        flush(endingAt: index)
        blankBefore += 1
      } else {
        if lines.isEmpty { start = index + 1 }
        lines.append(line)
      }
    }
    flush(endingAt: all.count)
    return MarkdownDocument(blocks: blocks, missingLibrary: soname)
  }

  /// For each source line, whether it holds only spaces and tabs.
  static func blankLines(of text: String) -> [Bool] {
    var result: [Bool] = []
    var blank = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\n"):
        result.append(blank)
        blank = true
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: blank = false
      }
    }
    result.append(blank)
    return result
  }
}

/// Turns cmark's nodes into `MarkdownDocument` values.
private struct Converter {
  let keepLineBreaks: Bool

  func children(of node: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = daybook_cmark_node_first_child(node)
    while let current = child {
      result.append(current)
      child = daybook_cmark_node_next(current)
    }
    return result
  }

  func literal(_ node: OpaquePointer) -> String {
    daybook_cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  func typeName(_ node: OpaquePointer) -> String {
    daybook_cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
  }

  func blocks(in node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
    children(of: node).compactMap { block($0, depth: depth + 1) }
  }

  /// All the text under `node`, iteratively (no recursion), lines kept.
  func flatText(_ node: OpaquePointer) -> String {
    guard let iterator = daybook_cmark_iter_new(node) else { return "" }
    defer { daybook_cmark_iter_free(iterator) }
    var text = ""
    while case let event = daybook_cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let current = daybook_cmark_iter_get_node(iterator) else {
        continue
      }
      switch daybook_cmark_node_get_type(current) {
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += "\n"
      case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK:
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += literal(current)
      default: text += literal(current)
      }
    }
    return text
  }

  func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
    if depth > Markdown.nestingLimit { return .paragraph([.text(flatText(node))]) }
    switch daybook_cmark_node_get_type(node) {
    case CMARK_NODE_PARAGRAPH:
      return .paragraph(inlines(in: node, depth: 0))
    case CMARK_NODE_HEADING:
      return .heading(
        level: Int(daybook_cmark_node_get_heading_level(node)), inlines(in: node, depth: 0))
    case CMARK_NODE_BLOCK_QUOTE:
      return .blockQuote(blocks(in: node, depth: depth))
    case CMARK_NODE_LIST:
      return .list(list(node, depth: depth))
    case CMARK_NODE_CODE_BLOCK:
      let info = daybook_cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      return .codeBlock(info: info, text: text)
    case CMARK_NODE_HTML_BLOCK:
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      return .html(text)
    case CMARK_NODE_THEMATIC_BREAK:
      return .thematicBreak
    default:
      if typeName(node) == "table" { return .table(table(node)) }
      // Anything else (a footnote definition, an unknown extension): its text as paragraphs.
      let inner = blocks(in: node, depth: depth)
      return inner.isEmpty ? nil : .blockQuote(inner)
    }
  }

  func list(_ node: OpaquePointer, depth: Int) -> MarkdownList {
    let items = children(of: node).map { item -> MarkdownList.Item in
      let task: Bool? =
        typeName(item) == "tasklist"
        ? daybook_cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
      return MarkdownList.Item(task: task, blocks: blocks(in: item, depth: depth + 1))
    }
    return MarkdownList(
      ordered: daybook_cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
      start: max(1, Int(daybook_cmark_node_get_list_start(node))),
      tight: daybook_cmark_node_get_list_tight(node) != 0,
      items: items)
  }

  func table(_ node: OpaquePointer) -> MarkdownTable {
    let columns = Int(daybook_cmark_gfm_extensions_get_table_columns(node))
    var alignments: [MarkdownTable.Alignment] = []
    if let raw = daybook_cmark_gfm_extensions_get_table_alignments(node) {
      for column in 0..<columns {
        switch raw[column] {
        case UInt8(ascii: "l"): alignments.append(.left)
        case UInt8(ascii: "c"): alignments.append(.center)
        case UInt8(ascii: "r"): alignments.append(.right)
        default: alignments.append(.none)
        }
      }
    } else {
      alignments = Array(repeating: .none, count: columns)
    }
    var header: [[MarkdownInline]] = []
    var rows: [[[MarkdownInline]]] = []
    for row in children(of: node) {
      let cells = children(of: row).map { inlines(in: $0, depth: 0) }
      if daybook_cmark_gfm_extensions_get_table_row_is_header(row) != 0 && header.isEmpty {
        header = cells
      } else {
        rows.append(cells)
      }
    }
    return MarkdownTable(alignments: alignments, header: header, rows: rows)
  }

  func inlines(in node: OpaquePointer, depth: Int) -> [MarkdownInline] {
    children(of: node).compactMap { inline($0, depth: depth + 1) }
  }

  func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline? {
    if depth > Markdown.nestingLimit { return .text(flatText(node)) }
    switch daybook_cmark_node_get_type(node) {
    case CMARK_NODE_TEXT: return .text(literal(node))
    case CMARK_NODE_SOFTBREAK: return keepLineBreaks ? .lineBreak : .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_CODE: return .code(literal(node))
    case CMARK_NODE_HTML_INLINE: return .html(literal(node))
    case CMARK_NODE_EMPH: return .emphasis(inlines(in: node, depth: depth))
    case CMARK_NODE_STRONG: return .strong(inlines(in: node, depth: depth))
    case CMARK_NODE_LINK:
      return .link(
        destination: daybook_cmark_node_get_url(node).map { String(cString: $0) } ?? "",
        title: daybook_cmark_node_get_title(node).map { String(cString: $0) } ?? "",
        inlines(in: node, depth: depth))
    case CMARK_NODE_IMAGE:
      return .image(
        source: daybook_cmark_node_get_url(node).map { String(cString: $0) } ?? "",
        title: daybook_cmark_node_get_title(node).map { String(cString: $0) } ?? "",
        inlines(in: node, depth: depth))
    default:
      if typeName(node) == "strikethrough" {
        return .strikethrough(inlines(in: node, depth: depth))
      }
      let inner = inlines(in: node, depth: depth)
      return inner.isEmpty ? (literal(node).isEmpty ? nil : .text(literal(node))) : .emphasis(inner)
    }
  }
}
