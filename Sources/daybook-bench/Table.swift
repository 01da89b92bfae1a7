/// A plain-text table: the first column left-aligned, the others right-aligned, a rule under
/// the header and above each section.
struct Table {
  enum Line {
    case section(String)
    case row([String])
  }

  var header: [String]
  var lines: [Line] = []

  init(header: [String]) { self.header = header }

  mutating func section(_ title: String) { lines.append(.section(title)) }
  mutating func row(_ cells: [String]) { lines.append(.row(cells)) }

  func rendered() -> String {
    var widths = header.map(Table.width)
    for case .row(let cells) in lines {
      for (index, cell) in cells.enumerated() where index < widths.count {
        widths[index] = max(widths[index], Table.width(cell))
      }
    }
    let total = widths.reduce(0, +) + 2 * (widths.count - 1)
    func format(_ cells: [String]) -> String {
      var parts: [String] = []
      for (index, width) in widths.enumerated() {
        let cell = index < cells.count ? cells[index] : ""
        let padding = String(repeating: " ", count: max(0, width - Table.width(cell)))
        parts.append(index == 0 ? cell + padding : padding + cell)
      }
      return parts.joined(separator: "  ")
    }
    var output = [format(header), String(repeating: "─", count: total)]
    for line in lines {
      switch line {
      case .section(let title): output.append(title)
      case .row(let cells): output.append(format(cells))
      }
    }
    return output.map { line in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }.joined(separator: "\n")
  }

  /// Terminal columns: Hangul and CJK ideographs take two. Enough for the labels used here;
  /// TerminalKit has the full East Asian Width rules.
  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60:
        total + 2
      default: total + 1
      }
    }
  }
}
