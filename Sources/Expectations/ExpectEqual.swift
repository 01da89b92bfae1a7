import Testing

/// `#expect(a == b)` as a plain function. Each `#expect` is a macro that costs the compiler
/// about 40 ms to expand and type-check; with 6,000 of them that was two minutes of every CI
/// run. A generic function costs next to nothing, and still names both values on failure.
/// The magic literals (`#fileID`, `#line`) are not macros, so the defaults are free too.
public func expectEqual<T: Equatable>(
  _ actual: T, _ expected: T, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) {
  guard actual != expected else { return }
  var message = "Expectation failed: values differ\n" + difference(actual, expected)
  if let comment { message += "\n" + comment.rawValue }
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Both values, and for text or lists of lines (frames, exports) the lines that differ.
func difference<T>(_ actual: T, _ expected: T) -> String {
  let lines: ([String], [String])? =
    if let actual = actual as? String, let expected = expected as? String,
      actual.contains("\n") || expected.contains("\n")
    {
      (lines(of: actual), lines(of: expected))
    } else if let actual = actual as? [String], let expected = expected as? [String] {
      (actual, expected)
    } else {
      nil
    }
  guard let (got, want) = lines else {
    return "  got:      \(String(reflecting: actual))\n  expected: \(String(reflecting: expected))"
  }
  var report = ["  lines: got \(got.count), expected \(want.count)"]
  var shown = 0
  for index in 0..<max(got.count, want.count) where shown < 12 {
    let left = index < got.count ? got[index] : nil
    let right = index < want.count ? want[index] : nil
    guard left != right else { continue }
    shown += 1
    report.append("  line \(index + 1):")
    report.append("    got:      " + (left.map { String(reflecting: $0) } ?? "(none)"))
    report.append("    expected: " + (right.map { String(reflecting: $0) } ?? "(none)"))
  }
  return report.joined(separator: "\n")
}

private func lines(of text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Pairs are not `Equatable` in Swift; these compare them field by field, as `==` does.
public func expectEqual<A: Equatable, B: Equatable>(
  _ actual: (A, B)?, _ expected: (A, B)?, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) {
  let same =
    switch (actual, expected) {
    case (nil, nil): true
    case let (left?, right?): left == right
    default: false
    }
  guard !same else { return }
  var message =
    "Expectation failed: values differ\n  got:      \(String(describing: actual))\n"
    + "  expected: \(String(describing: expected))"
  if let comment { message += "\n" + comment.rawValue }
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column))
}
