import Foundation

/// The seed of a random test: `DAYBOOK_FUZZ_SEED` when set (to replay a failure), else a
/// fresh one. Printed either way with the test's name, so every failure can be run again.
public func testSeed(_ test: String = #function) -> UInt64 {
  let given = ProcessInfo.processInfo.environment["DAYBOOK_FUZZ_SEED"].flatMap(UInt64.init)
  let seed = given ?? UInt64.random(in: 1...UInt64.max)
  print("\(test) seed \(seed) (DAYBOOK_FUZZ_SEED=\(seed) replays it)")
  return seed
}
