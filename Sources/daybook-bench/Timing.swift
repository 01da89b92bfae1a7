#if canImport(Glibc)
  import Glibc
#endif

/// Wall time on the monotonic clock, so NTP adjustments cannot bend a measurement.
enum Timing {
  /// Nanoseconds on CLOCK_MONOTONIC.
  static func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// Milliseconds one call of `body` takes.
  static func once(_ body: () throws -> Void) rethrows -> Double {
    let start = nanoseconds()
    try body()
    return Double(nanoseconds() - start) / 1_000_000
  }

  /// The median of `runs` timed calls, after one untimed warm-up call.
  static func median(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
    if warmUp { try body() }
    var samples: [Double] = []
    for _ in 0..<max(1, runs) { samples.append(try once(body)) }
    return median(of: samples)
  }

  static func median(of samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
