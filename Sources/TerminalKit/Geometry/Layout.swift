/// How much of the available length one part of a split takes.
public enum Constraint: Hashable, Sendable {
  /// Exactly this many cells (less only when the rectangle is too small).
  case length(Int)
  /// This percentage of the rectangle's length (after spacing), rounded down.
  case percent(Int)
  /// A share of what is left after lengths, percentages and minimums, by weight.
  case fill(Int)
  /// At least this many cells, then a weight-1 share of what is left.
  case min(Int)
}

/// The direction of a split.
public enum Axis: Hashable, Sendable {
  /// Parts side by side, left to right.
  case horizontal
  /// Parts stacked, top to bottom.
  case vertical
}

/// Splits rectangles by constraints.
public enum Layout {
  /// Splits `rect` along `axis` into one rectangle per constraint, in order.
  ///
  /// Exact: the parts never overlap and never leave `rect`. Fixed parts (`length`,
  /// `percent`, `min`) are served first, in order, and the later ones shrink when space
  /// runs out; what remains goes to `fill` and `min` parts by weight, with the odd cells
  /// going to the earliest. When no part can grow, the leftover stays empty at the end.
  public static func split(
    _ rect: Rect, axis: Axis, _ constraints: [Constraint], spacing: Int = 0
  ) -> [Rect] {
    guard !constraints.isEmpty else { return [] }
    let total = axis == .horizontal ? rect.width : rect.height
    let gaps = Swift.max(0, spacing) * (constraints.count - 1)
    let available = Swift.max(0, total - gaps)

    var sizes = Array(repeating: 0, count: constraints.count)
    var remaining = available
    for (index, constraint) in constraints.enumerated() {
      let wanted: Int
      switch constraint {
      case .length(let n): wanted = n
      case .percent(let p): wanted = available * Swift.min(100, Swift.max(0, p)) / 100
      case .min(let n): wanted = n
      case .fill: continue
      }
      let granted = Swift.min(Swift.max(0, wanted), remaining)
      sizes[index] = granted
      remaining -= granted
    }

    let weights = constraints.map { constraint -> Int in
      switch constraint {
      case .fill(let weight): return Swift.max(0, weight)
      case .min: return 1
      case .length, .percent: return 0
      }
    }
    let totalWeight = weights.reduce(0, +)
    if totalWeight > 0 && remaining > 0 {
      var handedOut = 0
      for index in sizes.indices where weights[index] > 0 {
        let share = remaining * weights[index] / totalWeight
        sizes[index] += share
        handedOut += share
      }
      var odd = remaining - handedOut
      for index in sizes.indices where weights[index] > 0 && odd > 0 {
        sizes[index] += 1
        odd -= 1
      }
    }

    var rects: [Rect] = []
    var position = axis == .horizontal ? rect.x : rect.y
    let end = axis == .horizontal ? rect.maxX : rect.maxY
    for (index, size) in sizes.enumerated() {
      let start = Swift.min(position, end)
      let length = Swift.max(0, Swift.min(size, end - start))
      switch axis {
      case .horizontal:
        rects.append(Rect(x: start, y: rect.y, width: length, height: rect.height))
      case .vertical:
        rects.append(Rect(x: rect.x, y: start, width: rect.width, height: length))
      }
      position = start + length + (index < sizes.count - 1 ? Swift.max(0, spacing) : 0)
    }
    return rects
  }
}
