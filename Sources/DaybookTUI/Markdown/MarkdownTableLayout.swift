import MarkdownKit
import TerminalKit

/// A GFM table as rows: cells padded to their column's display width and aligned, columns
/// split by `│`, the header underlined by `─┼─`. A table wider than the pane shares the
/// room out fairly (narrow columns keep their width) and wraps the cells of the others.
enum MarkdownTableLayout {
  static let separator = " │ "

  static func lines(_ table: MarkdownTable, width: Int) -> [MarkdownLine] {
    let columns = max(
      table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0)
    guard columns > 0 else { return [] }
    let header = cells(table.header, columns: columns, look: MarkdownLook([.strong, .tableHeader]))
    let body = table.rows.map { cells($0, columns: columns, look: .plain) }
    var natural = Array(repeating: 1, count: columns)
    for row in [header] + body {
      for (column, cell) in row.enumerated() {
        let widest = cell.map { MarkdownLine($0).width }.max() ?? 0
        natural[column] = max(natural[column], widest)
      }
    }
    let room = width - (columns - 1) * separator.count
    // Too narrow for columns that hold a wide character each: each row as wrapped text.
    guard room >= 2 * columns else { return stackedLines(header: header, body: body, width: width) }
    let widths = fit(natural, into: room)
    var lines = rowLines(header, widths: widths, alignments: table.alignments)
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
    lines.append(MarkdownLine([MarkdownSpan(rule, .decoration)]))
    for row in body {
      lines += rowLines(row, widths: widths, alignments: table.alignments)
    }
    return lines
  }

  /// The table in a pane too narrow for its columns: each row's cells one after another,
  /// split by `│` and wrapped, the header ruled off.
  private static func stackedLines(
    header: [[[MarkdownSpan]]], body: [[[[MarkdownSpan]]]], width: Int
  ) -> [MarkdownLine] {
    func row(_ cells: [[[MarkdownSpan]]]) -> [MarkdownLine] {
      var spans: [MarkdownSpan] = []
      for (index, cell) in cells.enumerated() {
        if index > 0 { spans.append(MarkdownSpan(separator, .decoration)) }
        for (lineIndex, line) in cell.enumerated() {
          if lineIndex > 0 { spans.append(MarkdownSpan(" ")) }
          spans += line
        }
      }
      return MarkdownWrap.wrap(spans, width: width)
    }
    let rule = MarkdownLine([MarkdownSpan(String(repeating: "─", count: width), .decoration)])
    return row(header) + [rule] + body.flatMap(row)
  }

  /// A row's cells as logical lines of spans, `columns` of them (missing cells empty).
  private static func cells(_ row: [[MarkdownInline]], columns: Int, look: MarkdownLook)
    -> [[[MarkdownSpan]]]
  {
    (0..<columns).map { column in
      guard column < row.count else { return [[]] }
      var logical: [[MarkdownSpan]] = [[]]
      MarkdownRenderer.flatten(row[column], look: look, into: &logical)
      return logical
    }
  }

  /// Column widths that fit `room`: each column gets its natural width or a fair share of
  /// what is left, narrowest first; at least one column each.
  static func fit(_ natural: [Int], into room: Int) -> [Int] {
    guard natural.reduce(0, +) > room else { return natural }
    var widths = natural
    var remaining = max(room, natural.count)
    var left = natural.count
    for column in natural.indices.sorted(by: { natural[$0] < natural[$1] }) {
      let share = max(1, remaining / left)
      widths[column] = min(natural[column], share)
      remaining -= widths[column]
      left -= 1
    }
    return widths
  }

  private static func rowLines(
    _ row: [[[MarkdownSpan]]], widths: [Int], alignments: [MarkdownTable.Alignment]
  ) -> [MarkdownLine] {
    let wrapped = row.enumerated().map { column, logical in
      logical.flatMap { MarkdownWrap.wrap($0, width: widths[column]) }
    }
    let height = wrapped.map(\.count).max() ?? 1
    var lines: [MarkdownLine] = []
    for index in 0..<height {
      var spans: [MarkdownSpan] = []
      for (column, cellLines) in wrapped.enumerated() {
        if column > 0 { spans.append(MarkdownSpan(separator, .decoration)) }
        let line = index < cellLines.count ? cellLines[index] : MarkdownLine()
        let alignment = column < alignments.count ? alignments[column] : .none
        let spare = max(0, widths[column] - line.width)
        let before =
          switch alignment {
          case .right: spare
          case .center: spare / 2
          case .left, .none: 0
          }
        if before > 0 { spans.append(MarkdownSpan(String(repeating: " ", count: before))) }
        spans += line.spans
        let after = spare - before
        // The last column needs no padding on the right.
        if after > 0 && column < wrapped.count - 1 {
          spans.append(MarkdownSpan(String(repeating: " ", count: after)))
        }
      }
      lines.append(MarkdownLine(spans))
    }
    return lines
  }
}
