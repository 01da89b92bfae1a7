import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

/// `LineDiff`: Myers' diff gives a longest common subsequence (checked against the textbook
/// quadratic table on many small random texts) and stays fast on long entries.
@Suite struct LineDiffTests {
  /// The length of a longest common subsequence by the quadratic table.
  static func referenceLength(_ a: [Character], _ b: [Character]) -> Int {
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    return lengths[0][0]
  }

  @Test func matchesAreALongestCommonSubsequence() throws {
    var random = SplitMix64(seed: testSeed())
    let alphabet: [Character] = ["a", "b", "c", "가", "😀"]
    for _ in 0..<2000 {
      let a = (0..<random.int(in: 0...14)).map { _ in alphabet[random.int(in: 0...4)] }
      let b = (0..<random.int(in: 0...14)).map { _ in alphabet[random.int(in: 0...4)] }
      let pairs = try #require(LineDiff.matches(a, b))
      expectEqual(pairs.count, Self.referenceLength(a, b), "\(a) \(b)")
      for (index, (i, j)) in pairs.enumerated() {
        expectEqual(a[i], b[j], "\(a) \(b)")
        if index > 0 {
          #expect(i > pairs[index - 1].0 && j > pairs[index - 1].1, "\(a) \(b) \(pairs)")
        }
      }
    }
  }

  @Test func linesMarkWhatChanged() {
    expectEqual(
      LineDiff.lines(from: "a\nb\nc", to: "a\nc\nd"),
      [.same("a"), .removed("b"), .same("c"), .added("d")])
    expectEqual(LineDiff.lines(from: "", to: "x"), [.removed(""), .added("x")])
    expectEqual(
      LineDiff.lines(from: "같다\n😀", to: "같다\n😀"), [.same("같다"), .same("😀")])
  }

  /// A 2,000-line entry with twenty lines changed here and there: exactly those lines are
  /// marked, and both texts are rebuilt from the result. (The quadratic table this replaced
  /// gave up past 2,000 lines and marked the whole entry.)
  @Test func aLongEntryWithScatteredEditsMarksOnlyThem() {
    let old = (0..<2000).map { "줄 \($0) — a line of the diary 😀" }
    var new = old
    for line in stride(from: 50, to: 2000, by: 100) { new[line] = "changed \(line)" }
    new.append("the end")
    let diff = LineDiff.lines(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
    let removed = diff.compactMap { if case .removed(let line) = $0 { line } else { nil } }
    let added = diff.compactMap { if case .added(let line) = $0 { line } else { nil } }
    expectEqual(removed, stride(from: 50, to: 2000, by: 100).map { old[$0] })
    expectEqual(
      added, stride(from: 50, to: 2000, by: 100).map { "changed \($0)" } + ["the end"])
    let rebuiltOld = diff.compactMap { line -> String? in
      switch line {
      case .same(let text), .removed(let text): text
      case .added: nil
      }
    }
    expectEqual(rebuiltOld, old)
  }

  /// Two unrelated 2,000-line texts: everything removed and added, nothing lost.
  @Test func unrelatedLongTextsShareNothing() {
    let old = (0..<2000).map { "old \($0)" }
    let new = (0..<2000).map { "new \($0)" }
    let diff = LineDiff.lines(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
    expectEqual(diff.count, 4000)
    #expect(!diff.contains { if case .same = $0 { true } else { false } })
  }
}
