import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

/// `Journal.snippet` puts its excerpt together from UTF-8 bytes (#20, listing every hit of a
/// common word): over random texts with every kind of line break, CR LF, combining marks,
/// emoji sequences and flags, it must give exactly what the string-by-string version before
/// it gave (kept here as the reference).
@Suite struct SnippetEquivalenceTests {
  static let pieces: [String] = [
    "산", "책", "을", "했", "다", " ", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}",
    "\u{0B}", "\u{0C}", "가\u{302}", "e\u{301}", "e", "E", "É", "a", "b", "👍🏽", "🇰🇷",
    "👨‍👩‍👧", "\t", "…", "·", "\u{C2}", "ß",
  ]
  static let terms: [String] = [
    "산책", "책", "e", "E", "é", "ab", "👍🏽", "가", "다 산", "zz", "\r", "🇰🇷", "ss",
  ]

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func matchesTheStringByStringVersion(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      let text = (0..<random.int(in: 0...40)).map { _ in random.pick(Self.pieces) }.joined()
      let terms = (0..<random.int(in: 0...3)).map { _ in random.pick(Self.terms) }
      let before = random.int(in: 0...6)
      let after = random.int(in: 0...10)
      expectEqual(
        Journal.snippet(of: text, around: terms, before: before, after: after),
        Reference.snippet(of: text, around: terms, before: before, after: after),
        "\(text.unicodeScalars.map { String($0.value, radix: 16) }) \(terms) \(before) \(after)")
    }
  }

  @Test func defaultDistancesOnLongTexts() {
    var random = SplitMix64(seed: 99)
    for _ in 0..<200 {
      let text = (0..<random.int(in: 50...300)).map { _ in random.pick(Self.pieces) }.joined()
      let terms = [random.pick(Self.terms)]
      expectEqual(
        Journal.snippet(of: text, around: terms), Reference.snippet(of: text, around: terms))
    }
  }

  /// The version before #20's byte work, as it was.
  enum Reference {
    static func snippet(
      of text: String, around terms: [String], before: Int = 24, after: Int = 60
    ) -> String {
      let scalars = text.unicodeScalars
      for term in terms {
        guard let (start, end) = firstMatch(of: term, in: text) else { continue }
        var from =
          scalars.index(start, offsetBy: -before, limitedBy: scalars.startIndex)
          ?? scalars.startIndex
        while from > scalars.startIndex, from.samePosition(in: text) == nil {
          from = scalars.index(before: from)
        }
        var to =
          scalars.index(end, offsetBy: after, limitedBy: scalars.endIndex) ?? scalars.endIndex
        while to < scalars.endIndex, to.samePosition(in: text) == nil {
          to = scalars.index(after: to)
        }
        var excerpt = from > scalars.startIndex ? "…" : ""
        appendOneLine(text[from..<start], to: &excerpt)
        excerpt += SearchHit.markStart
        appendOneLine(text[start..<end], to: &excerpt)
        excerpt += SearchHit.markEnd
        appendOneLine(text[end..<to], to: &excerpt)
        if to < scalars.endIndex { excerpt += "…" }
        return excerpt
      }
      var to =
        scalars.index(scalars.startIndex, offsetBy: before + after, limitedBy: scalars.endIndex)
        ?? scalars.endIndex
      while to < scalars.endIndex, to.samePosition(in: text) == nil {
        to = scalars.index(after: to)
      }
      var excerpt = ""
      appendOneLine(text[..<to], to: &excerpt)
      return excerpt
    }

    static func appendOneLine(_ part: Substring, to excerpt: inout String) {
      var scalars = String.UnicodeScalarView()
      var afterReturn = false
      for scalar in part.unicodeScalars {
        switch scalar.value {
        case 0x0A where afterReturn: break
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: scalars.append(" ")
        default: scalars.append(scalar)
        }
        afterReturn = scalar == "\r"
      }
      excerpt += String(scalars)
    }

    static func firstMatch(of term: String, in text: String) -> (String.Index, String.Index)? {
      let needle = term.unicodeScalars.map { GramTokenizer.fold($0.value) }
      guard let first = needle.first else { return nil }
      if term.unicodeScalars.allSatisfy(GramTokenizer.isCaseless) {
        let bytes = Array(text.utf8)
        let wanted = Array(term.utf8)
        guard wanted.count <= bytes.count else { return nil }
        for offset in 0...(bytes.count - wanted.count)
        where bytes[offset..<(offset + wanted.count)].elementsEqual(wanted) {
          if let start = text.utf8.index(text.startIndex, offsetBy: offset).samePosition(in: text),
            let end = text.utf8.index(start, offsetBy: wanted.count).samePosition(in: text)
          {
            return (start, end)
          }
        }
        return nil
      }
      let scalars = text.unicodeScalars
      var index = scalars.startIndex
      while index < scalars.endIndex {
        defer { index = scalars.index(after: index) }
        guard GramTokenizer.fold(scalars[index].value) == first else { continue }
        var cursor = scalars.index(after: index)
        var matched = 1
        while matched < needle.count, cursor < scalars.endIndex,
          GramTokenizer.fold(scalars[cursor].value) == needle[matched]
        {
          matched += 1
          cursor = scalars.index(after: cursor)
        }
        if matched == needle.count, let start = index.samePosition(in: text),
          let end = cursor.samePosition(in: text)
        {
          return (start, end)
        }
      }
      return nil
    }
  }
}
