import Expectations
import Foundation
import Testing

/// The README's picture of the screen is the program's: `scripts/capture-screen.sh` runs
/// `daybook --demo` in tmux at 120×40 (the date pinned by faketime) and the capture must equal
/// the lines between the README's screen markers. After a change to the screen, running the
/// script with no output file puts the new picture in the README.
@Suite struct ReadmeScreenTests {
  static var repository: URL {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }

  @Test func theReadmesScreenIsTheProgramsScreen() throws {
    let missing = ["/usr/bin/tmux", "/usr/bin/faketime"].filter {
      !FileManager.default.isExecutableFile(atPath: $0)
    }
    guard missing.isEmpty else {
      print("ReadmeScreenTests: skipping, missing \(missing.joined(separator: ", "))")
      return
    }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-readme-screen-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      Self.repository.appendingPathComponent("scripts/capture-screen.sh").path, Sandbox.binary,
      output.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    let captured = try String(contentsOf: output, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(readme.firstIndex(of: "<!-- screen:start -->"))
    let end = try #require(readme.firstIndex(of: "<!-- screen:end -->"))
    // Between the markers: the fence, the screen, the fence.
    let shown = Array(readme[(start + 2)..<(end - 1)])
    expectEqual(
      shown, Array(captured.dropLast()),
      "the README's screen is out of date: run scripts/capture-screen.sh")
  }
}
