/// The outcome of resolving a typed name (as in `daybook water PLANT`) against known names.
public enum NameMatchResult: Equatable, Sendable {
  /// The name at this index equals the query (ignoring case).
  case exact(Int)
  /// Only the name at this index starts with (or else contains) the query, ignoring case.
  case unique(Int)
  /// Several names fit the query equally well; their indices, ascending.
  case ambiguous([Int])
  /// Nothing fits; the closest name by edit distance when one is close enough.
  case none(suggestion: Int?)
}

/// Forgiving name lookup for the command line, on Characters so Korean and Japanese work.
public enum NameMatch {
  /// Resolves `query` (trimmed, case-insensitive) among `names`. Tiers, first that fits wins:
  /// equal names, then names starting with the query, then names containing it. One hit is
  /// `.exact`/`.unique`, several are `.ambiguous` (an equal name that also matches case wins
  /// over case-only twins). With no hit, the suggestion is the nearest name by Levenshtein
  /// distance if that distance is at most `max(2, query length / 3)`, earliest index on ties.
  public static func resolve(_ query: String, among names: [String]) -> NameMatchResult {
    let needle = Array(trimmed(query).lowercased())
    guard !needle.isEmpty else { return .none(suggestion: nil) }
    let folded = names.map { Array(trimmed($0).lowercased()) }

    let equal = folded.indices.filter { folded[$0] == needle }
    if equal.count == 1 { return .exact(equal[0]) }
    if equal.count > 1 {
      let caseExact = equal.filter { trimmed(names[$0]) == trimmed(query) }
      return caseExact.count == 1 ? .exact(caseExact[0]) : .ambiguous(equal)
    }

    let prefixed = folded.indices.filter { folded[$0].starts(with: needle) }
    if let result = single(prefixed) { return result }
    let containing = folded.indices.filter { contains(folded[$0], needle) }
    if let result = single(containing) { return result }

    let limit = max(2, needle.count / 3)
    var best: (index: Int, distance: Int)?
    for index in folded.indices {
      let distance = levenshtein(folded[index], needle)
      if distance <= limit, distance < best?.distance ?? Int.max { best = (index, distance) }
    }
    return .none(suggestion: best?.index)
  }

  /// Edit distance (insertions, deletions, substitutions) between two strings, counted in
  /// Characters and ignoring case.
  public static func levenshtein(_ lhs: String, _ rhs: String) -> Int {
    levenshtein(Array(lhs.lowercased()), Array(rhs.lowercased()))
  }

  private static func levenshtein(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        let substitution = previous[j] + (left == right ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }

  private static func single(_ indices: [Int]) -> NameMatchResult? {
    switch indices.count {
    case 0: nil
    case 1: .unique(indices[0])
    default: .ambiguous(indices)
    }
  }

  private static func contains(_ haystack: [Character], _ needle: [Character]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  private static func trimmed(_ text: String) -> Substring {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
    return text[start..<end]
  }
}
