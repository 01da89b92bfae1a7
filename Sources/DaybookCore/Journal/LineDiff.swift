/// The differences between two texts, line by line: Myers' O((N+M)·D) algorithm in its
/// linear-space form (the "middle snake", divide and conquer), so an edit of a few lines in a
/// 2,000-line entry costs a few passes over it, and memory stays proportional to the texts.
/// The one line diff of the app: the history view and the three-way merge both use it.
public enum LineDiff {
  public enum Line: Equatable, Sendable {
    case same(String)
    /// Only in the old text.
    case removed(String)
    /// Only in the new text.
    case added(String)
  }

  /// Steps (diagonal moves and snake comparisons) a diff may take before giving up. Far
  /// beyond any real edit of a diary page (two unrelated 2,000-line texts take about 8
  /// million), so only pathological inputs hit it, and they then compare as wholes.
  static let stepBudget = 60_000_000

  /// Every line of both texts in order, each marked same, removed or added. Texts too far
  /// apart to compare within the step budget come back as wholes (all removed, then all
  /// added), so no input can stall the view.
  public static func lines(from old: String, to new: String) -> [Line] {
    let a = split(old)
    let b = split(new)
    guard let pairs = matches(a, b) else {
      return a.map { .removed(String($0)) } + b.map { .added(String($0)) }
    }
    var result: [Line] = []
    var i = 0, j = 0
    for (matchedA, matchedB) in pairs + [(a.count, b.count)] {
      while i < matchedA {
        result.append(.removed(String(a[i])))
        i += 1
      }
      while j < matchedB {
        result.append(.added(String(b[j])))
        j += 1
      }
      if i < a.count, j < b.count {
        result.append(.same(String(a[i])))
        i += 1
        j += 1
      }
    }
    return result
  }

  static func split(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The pairs (index in `a`, index in `b`) of a longest common subsequence, in increasing
  /// order of both; nil when the step budget runs out.
  public static func matches<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [(Int, Int)]? {
    var search = Search(a: a, b: b, budget: stepBudget)
    guard search.compare(0, a.count, 0, b.count) else { return nil }
    return search.pairs
  }

  /// One comparison's state: the texts, the pairs found so far and the steps left.
  struct Search<Element: Equatable> {
    let a: [Element]
    let b: [Element]
    var budget: Int
    var pairs: [(Int, Int)] = []

    /// Appends the matches of `a[aLow..<aHigh]` against `b[bLow..<bHigh]`, in order. False
    /// when the budget ran out.
    mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> Bool {
      var aLow = aLow, bLow = bLow, aHigh = aHigh, bHigh = bHigh
      // The common head and tail: an edit usually touches a few lines of a long text.
      while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
        pairs.append((aLow, bLow))
        aLow += 1
        bLow += 1
      }
      var tail: [(Int, Int)] = []
      while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
        aHigh -= 1
        bHigh -= 1
        tail.append((aHigh, bHigh))
      }
      if aLow < aHigh, bLow < bHigh {
        // Both ends now differ, so the edit distance is at least 2, and the split point,
        // on a shortest path, leaves two regions each a smaller distance apart: the
        // recursion ends.
        guard let (x, y) = split(aLow, aHigh, bLow, bHigh) else { return false }
        guard compare(aLow, x, bLow, y), compare(x, aHigh, y, bHigh) else { return false }
      }
      pairs += tail.reversed()
      return true
    }

    /// A point on a shortest edit path of the region, where the furthest paths searched
    /// from both ends first overlap (the "middle snake" of Myers' paper, section 4b).
    /// Forward paths on diagonal k = x − y reach `forward[k]`; backward paths run over both
    /// regions reversed, where their diagonal k is the forward diagonal `delta − k`.
    /// Diagonals whose paths left the region are not extended again. Nil when the budget ran
    /// out.
    mutating func split(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
      let n = aHigh - aLow, m = bHigh - bLow
      let delta = n - m
      let deltaIsOdd = delta & 1 != 0
      let most = (n + m + 1) / 2
      let offset = most + 1
      let size = 2 * most + 3
      var forward = [Int](repeating: -1, count: size)
      var backward = [Int](repeating: -1, count: size)
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      // How far in from each end of -d...d the diagonals still inside the region start.
      var forwardTrim = (low: 0, high: 0), backwardTrim = (low: 0, high: 0)
      for d in 0...most {
        for k in stride(from: -d + forwardTrim.low, through: d - forwardTrim.high, by: 2) {
          var x =
            k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
            ? forward[offset + k + 1] : forward[offset + k - 1] + 1
          var y = x - k
          let startX = x
          while x < n, y < m, a[aLow + x] == b[bLow + y] {
            x += 1
            y += 1
          }
          budget -= 1 + x - startX
          forward[offset + k] = x
          if x > n {
            forwardTrim.high += 2
          } else if y > m {
            forwardTrim.low += 2
          } else if deltaIsOdd {
            let other = offset + delta - k
            if other >= 0, other < size, backward[other] != -1, x >= n - backward[other] {
              return (aLow + x, bLow + y)
            }
          }
        }
        for k in stride(from: -d + backwardTrim.low, through: d - backwardTrim.high, by: 2) {
          var x =
            k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
            ? backward[offset + k + 1] : backward[offset + k - 1] + 1
          var y = x - k
          let startX = x
          while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] {
            x += 1
            y += 1
          }
          budget -= 1 + x - startX
          backward[offset + k] = x
          if x > n {
            backwardTrim.high += 2
          } else if y > m {
            backwardTrim.low += 2
          } else if !deltaIsOdd {
            let other = offset + delta - k
            if other >= 0, other < size, forward[other] != -1, forward[other] >= n - x {
              let forwardX = forward[other]
              return (aLow + forwardX, bLow + forwardX - (delta - k))
            }
          }
        }
        if budget < 0 { return nil }
      }
      return nil
    }
  }
}
