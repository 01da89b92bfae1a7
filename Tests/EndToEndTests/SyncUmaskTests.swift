import Expectations
import Foundation
import Testing

/// `daybook sync` run by a user whose umask is 000: the mirror it makes (Daybook's own files
/// and those git writes) is still the user's alone, like the journal.
@Suite(.serialized) struct SyncUmaskTests {
  static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

  /// Runs the built binary on `sandbox`'s journal with umask 000 (the shell only sets the
  /// umask for the test; Daybook itself starts no shell).
  func daybook(_ sandbox: Sandbox, _ arguments: [String], stdin: String? = nil) throws
    -> RunResult
  {
    let quoted = (["--db", sandbox.database] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return try runProgram(
      "/bin/sh", ["-c", "umask 000; exec '\(Sandbox.binary)' " + quoted.joined(separator: " ")],
      environment: [
        "TZ": "UTC", "LANG": "C.UTF-8", "HOME": sandbox.folder.path,
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      ], in: sandbox.folder.path, stdin: stdin)
  }

  /// Every file and folder under `root` whose mode lets the group or others in.
  func open(_ root: String) throws -> [String] {
    var found: [String] = []
    let manager = FileManager.default
    for case let relative as String in manager.enumerator(atPath: root)?.allObjects ?? [] {
      let attributes = try manager.attributesOfItem(atPath: root + "/" + relative)
      if attributes[.type] as? FileAttributeType == .typeSymbolicLink { continue }
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
      if mode & 0o077 != 0 { found.append(relative + " " + String(mode, radix: 8)) }
    }
    return found
  }

  @Test(.enabled(if: hasGit)) func theMirrorIsPrivateUnderUmaskZero() throws {
    let laptop = try Sandbox()
    let desktop = try Sandbox()
    let remote = laptop.folder.appendingPathComponent("remote.git").path
    try expectEqual(
      runProgram(
        "/usr/bin/git", ["init", "-q", "--bare", "-b", "main", remote], environment: [:],
        in: laptop.folder.path
      ).status, 0)
    try expectEqual(daybook(laptop, ["write", "--date", "2026-11-01"], stdin: "노트북").status, 0)
    let setUp = try daybook(laptop, ["sync", "init", remote])
    expectEqual(setUp.status, 0, "\(setUp)")
    try expectEqual(daybook(desktop, ["write", "--date", "2026-11-02"], stdin: "デスク").status, 0)
    try expectEqual(daybook(desktop, ["sync", "init", remote]).status, 0)
    try expectEqual(daybook(laptop, ["write", "--date", "2026-11-03"], stdin: "more").status, 0)
    let sync = try daybook(laptop, ["sync"])
    expectEqual(sync.status, 0, "\(sync)")
    for sandbox in [laptop, desktop] {
      let mirror = sandbox.database + ".sync"
      #expect(FileManager.default.fileExists(atPath: mirror + "/entries/2026/2026-11-02.md"))
      try expectEqual(open(mirror), [], "\(mirror)")
    }
  }
}
