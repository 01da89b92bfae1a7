/// The differences between two texts, line by line (longest common subsequence).
public enum LineDiff {
  public enum Line: Equatable, Sendable {
    case same(String)
    /// Only in the old text.
    case removed(String)
    /// Only in the new text.
    case added(String)
  }

  /// Every line of both texts in order, each marked same, removed or added. Texts longer than
  /// `limit` lines each are compared as wholes (all removed, then all added), so a huge entry
  /// never costs a quadratic table.
  public static func lines(from old: String, to new: String, limit: Int = 2000) -> [Line] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a.count <= limit, b.count <= limit else {
      return a.map(Line.removed) + b.map(Line.added)
    }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same(a[i]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        result.append(.added(b[j]))
        j += 1
      } else {
        result.append(.removed(a[i]))
        i += 1
      }
    }
    return result
  }
}
