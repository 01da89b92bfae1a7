extension UnicodeTables {
  /// Binary search in a sorted table of closed ranges.
  static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = table[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
