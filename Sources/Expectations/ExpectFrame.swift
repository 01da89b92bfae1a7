import Foundation
import Testing

/// Compares rendered lines (a frame of the view, a command's output) with a golden file:
/// `Frames/<test file>/<name>.txt` in the test target's folder, one line of the frame per
/// line of the file, trailing spaces kept. A difference prints the lines that differ.
///
/// Re-recording after an intended change of the look, then reading the diff in git:
///
///     DAYBOOK_RECORD_FRAMES=1 swift test --filter GoldenFrameTests
public func expectFrame(
  _ actual: [String], _ name: String, _ comment: Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let path = goldenFramePath(name, testFile: filePath)
  if ProcessInfo.processInfo.environment["DAYBOOK_RECORD_FRAMES"] == "1" {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data((actual.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      Issue.record("could not record \(path): \(error)", sourceLocation: location)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    Issue.record(
      Comment(
        rawValue: "no golden frame at \(path); DAYBOOK_RECORD_FRAMES=1 swift test records it"),
      sourceLocation: location)
    return
  }
  var expected = String(decoding: data, as: UTF8.self)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if expected.last == "" { expected.removeLast() }
  guard actual != expected else { return }
  var message =
    "Frame differs from \(path)\n" + difference(actual, expected)
    + "\n  (DAYBOOK_RECORD_FRAMES=1 re-records it after an intended change)"
  if let comment { message += "\n" + comment.rawValue }
  Issue.record(Comment(rawValue: message), sourceLocation: location)
}

/// `Tests/<Target>/Frames/<File>/<name>.txt` for a test in `Tests/<Target>/…/File.swift`.
func goldenFramePath(_ name: String, testFile: String) -> String {
  let parts = testFile.split(separator: "/", omittingEmptySubsequences: false)
  let file = ((parts.last.map(String.init) ?? "Frames") as NSString).deletingPathExtension
  guard let tests = parts.lastIndex(of: "Tests"), tests + 1 < parts.count else {
    return (testFile as NSString).deletingLastPathComponent + "/Frames/\(file)/\(name).txt"
  }
  let target = parts[...(tests + 1)].joined(separator: "/")
  return target + "/Frames/\(file)/\(name).txt"
}
