import DaybookCore
import DaybookTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A day from an ISO literal; tests only.
func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

/// Noon local time on a day. Tests that do not set a time zone use noon, so a zone changed by a
/// concurrently running DST test (offsets well under 12 hours) cannot move the instant to
/// another day.
func noon(_ text: String) -> Timestamp {
  LocalTime.timestamp(of: day(text), hour: 12)
}

/// Runs `body` with `TZ` set to `zone`, then restores the previous `TZ`. Every in-process time
/// zone change goes through the one lock in DaybookTestSupport, so two of them never overlap,
/// nor one with a command run in-process by another test target.
func withTimeZone(_ zone: String, _ body: () -> Void) {
  ProcessTimeZone.with(zone, body)
}

/// A private folder under /tmp for one test, removed with everything in it when the test's
/// suite instance goes away (Swift Testing makes one per test), so test journals full of
/// sample text do not pile up in /tmp.
final class ScratchFolder: Sendable {
  let path: String

  init(_ prefix: String) {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The whole content of a file, or nothing when it cannot be read.
func bytes(of path: String) -> [UInt8] {
  guard let file = fopen(path, "r") else { return [] }
  defer { fclose(file) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    result += buffer[..<count]
  }
  return result
}

/// Writes `data` as the whole content of the file at `path`.
func write(_ data: [UInt8], to path: String) {
  let file = fopen(path, "w")
  _ = data.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, data.count, file) }
  fclose(file)
}
