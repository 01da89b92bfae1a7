import DaybookCore

/// The words of the search an entry was opened from: the editor shows the entry at the first
/// match and marks every match until the text is edited or another day is opened.
public struct SearchHighlight: Equatable, Sendable {
  /// The day opened from the search (kept across the load that brings its entry in).
  public var day: Day
  /// What to mark, case-folded, each as its graphemes.
  var terms: [[String]]

  /// Nil when the query has no words or tags to mark (only filters such as `mood:`).
  public init?(day: Day, terms: [String]) {
    let folded = terms.map(SearchHighlight.graphemes).filter { !$0.isEmpty }
    guard !folded.isEmpty else { return nil }
    self.day = day
    self.terms = folded
  }

  /// Lines longer than this (in UTF-8 bytes) are matched one screen row at a time: a match
  /// cut by the soft wrap is then not marked, but a huge line costs no more than a row.
  static let wholeLineLimit = 4_096

  /// A text's graphemes, each case-folded on its own so grapheme indexes stay put.
  static func graphemes(_ text: String) -> [String] {
    text.map { String($0).lowercased() }
  }

  /// Grapheme ranges of every match in `text`, left to right, overlapping ones merged.
  func ranges(in text: String) -> [Range<Int>] {
    let chars = Self.graphemes(text)
    var ranges: [Range<Int>] = []
    for term in terms where term.count <= chars.count {
      for start in 0...(chars.count - term.count)
      where chars[start] == term[0] && Array(chars[start..<start + term.count]) == term {
        ranges.append(start..<start + term.count)
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The first match in `lines`, as a line and grapheme column.
  func firstMatch(in lines: [String]) -> TextBuffer.Position? {
    for (index, line) in lines.enumerated() {
      let folded = line.lowercased()
      guard terms.contains(where: { folded.contains($0.joined()) }) else { continue }
      if let first = ranges(in: line).first {
        return TextBuffer.Position(line: index, column: first.lowerBound)
      }
    }
    return nil
  }
}
