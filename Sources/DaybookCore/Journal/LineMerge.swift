/// A three-way merge of texts by lines (the diff3 rule), for saves whose base is no longer
/// the stored text: changes made on one side only are taken; where both sides changed the
/// same lines differently, both are kept, the other writer's lines after a marker line.
/// Pure: no journal, no clock.
public enum LineMerge {
  /// What a merge made.
  public struct Result: Equatable, Sendable {
    /// The merged text.
    public var text: String
    /// True when some lines were changed on both sides and so both were kept.
    public var conflicted: Bool
  }

  /// Merges `ours` and `theirs`, both edited from `base`. A conflicting region is written as
  /// our lines, a line `marker`, their lines and a line `endMarker`.
  public static func merge(
    base: String, ours: String, theirs: String, marker: String, endMarker: String
  ) -> Result {
    if ours == theirs { return Result(text: ours, conflicted: false) }
    if base == ours { return Result(text: theirs, conflicted: false) }
    if base == theirs { return Result(text: ours, conflicted: false) }
    let baseLines = lines(base)
    let ourLines = lines(ours)
    let theirLines = lines(theirs)
    guard let ourMatch = matches(baseLines, ourLines),
      let theirMatch = matches(baseLines, theirLines)
    else {
      return Result(
        text: (ourLines + [Substring(marker)] + theirLines + [Substring(endMarker)]).joined(
          separator: "\n"),
        conflicted: true)
    }
    var result: [Substring] = []
    var conflicted = false
    var b = 0, o = 0, t = 0
    while true {
      // The next base line both sides kept, at or after where each side stands.
      var stable = b
      while stable < baseLines.count {
        if let mo = ourMatch[stable], let mt = theirMatch[stable], mo >= o, mt >= t { break }
        stable += 1
      }
      let baseEnd = stable
      let ourEnd = stable < baseLines.count ? ourMatch[stable] ?? ourLines.count : ourLines.count
      let theirEnd =
        stable < baseLines.count ? theirMatch[stable] ?? theirLines.count : theirLines.count
      let baseChunk = Array(baseLines[b..<baseEnd])
      let ourChunk = Array(ourLines[o..<ourEnd])
      let theirChunk = Array(theirLines[t..<theirEnd])
      if ourChunk == baseChunk {
        result += theirChunk
      } else if theirChunk == baseChunk || ourChunk == theirChunk {
        result += ourChunk
      } else if let joined = joinedAround(baseChunk, ourChunk, theirChunk) {
        result += joined
      } else {
        conflicted = true
        result += ourChunk + [Substring(marker)] + theirChunk + [Substring(endMarker)]
      }
      guard stable < baseLines.count else { break }
      result.append(baseLines[stable])
      b = stable + 1
      o = ourEnd + 1
      t = theirEnd + 1
    }
    return Result(text: result.joined(separator: "\n"), conflicted: conflicted)
  }

  /// Where one side kept the region's lines and only added lines before or after them while
  /// the other changed them: the change with the additions (a line appended by the command
  /// line right after the line being edited is the everyday case). Nil otherwise.
  static func joinedAround(_ base: [Substring], _ ours: [Substring], _ theirs: [Substring])
    -> [Substring]?
  {
    guard !base.isEmpty else { return nil }
    if theirs.starts(with: base) { return ours + theirs.dropFirst(base.count) }
    if theirs.reversed().starts(with: base.reversed()) { return theirs.dropLast(base.count) + ours }
    if ours.starts(with: base) { return theirs + ours.dropFirst(base.count) }
    if ours.reversed().starts(with: base.reversed()) { return ours.dropLast(base.count) + theirs }
    return nil
  }

  static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// For each line of `base`, the line of `other` it is matched to by a longest common
  /// subsequence (nil when deleted); nil when the texts are too far apart to compare (see
  /// `LineDiff.stepBudget`).
  static func matches(_ base: [Substring], _ other: [Substring]) -> [Int?]? {
    guard let pairs = LineDiff.matches(base, other) else { return nil }
    var match = [Int?](repeating: nil, count: base.count)
    for (i, j) in pairs { match[i] = j }
    return match
  }
}

extension LineMerge {
  /// `merge` with the markers every writer of free text uses (entries, todo and plant
  /// notes): the other writer's lines stand under a marker in `language`, never dropped.
  public static func merge(base: String, ours: String, theirs: String, language: Language)
    -> Result
  {
    merge(
      base: base, ours: ours, theirs: theirs, marker: MergeText.otherStart.text(language),
      endMarker: MergeText.otherEnd.text(language))
  }
}
