/// How borders and markers are drawn, chosen like a theme (`:glyphs NAME`, `G`): the weather
/// diary's font choice, for a terminal. Daybook draws in the rounded set; any other set is a
/// mapping of the frame's box-drawing, block and marker characters, applied to the finished
/// frame, so every screen follows it at once. Like a font, it changes how these characters
/// look everywhere on screen (also inside text), never what is stored.
public enum GlyphSet: String, CaseIterable, Equatable, Sendable {
  case rounded, square, heavy, ascii

  /// The set a setting names; rounded for anything else.
  public init(setting: String?) {
    self = setting.flatMap(GlyphSet.init(rawValue:)) ?? .rounded
  }

  /// The set after this one, for `G`.
  public var next: GlyphSet {
    let all = GlyphSet.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }

  /// Replacement graphemes, one cell wide for one cell wide.
  public var mapping: [String: String] {
    switch self {
    case .rounded: [:]
    case .square: ["╭": "┌", "╮": "┐", "╰": "└", "╯": "┘"]
    case .heavy:
      [
        "─": "━", "│": "┃", "╭": "┏", "╮": "┓", "╰": "┗", "╯": "┛", "┌": "┏", "┐": "┓",
        "└": "┗", "┘": "┛", "├": "┣", "┤": "┫", "┬": "┳", "┴": "┻", "┼": "╋", "•": "●",
        "░": "▒",
      ]
    case .ascii:
      [
        "─": "-", "━": "-", "│": "|", "┃": "|", "╭": "+", "╮": "+", "╰": "+", "╯": "+",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "┏": "+", "┓": "+", "┗": "+", "┛": "+",
        "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+", "█": "#", "▉": "#", "▊": "#",
        "▋": "#", "▌": "#", "▍": "#", "▎": "#", "▏": "#", "▓": "#", "▒": ":", "░": ".",
        "•": "*", "●": "*", "○": "o", "✓": "x", "›": ">", "★": "*", "·": ".", "…": "~",
        "→": ">", "←": "<", "↑": "^", "↓": "v",
      ]
    }
  }

  /// Redraws the canvas's cells in this set.
  public func apply(to canvas: inout Canvas) {
    let mapping = mapping
    guard !mapping.isEmpty else { return }
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        let cell = canvas[x: x, y: y]
        if let replacement = mapping[cell.grapheme] {
          canvas[x: x, y: y] = Cell(grapheme: replacement, style: cell.style)
        }
      }
    }
  }
}
