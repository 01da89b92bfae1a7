import Expectations
import Foundation
import Testing

/// Sources/CChafa/shim.h declares the part of chafa's API it uses by hand (chafa.h needs glib's
/// folders, which only pkg-config knows). Compiled together with chafa.h, the check file
/// fails on any enum value or function type that differs from libchafa's own.
@Suite struct ChafaShimTests {
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  static func tool(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func run(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theHandWrittenDeclarationsMatchChafaH() throws {
    guard let compiler = Self.tool("cc") ?? Self.tool("clang"),
      let pkgConfig = Self.tool("pkg-config")
    else {
      print("ChafaShimTests: skipped, no C compiler or pkg-config here")
      return
    }
    let (found, flags) = try Self.run(pkgConfig, ["--cflags", "chafa"])
    guard found == 0 else {
      print("ChafaShimTests: skipped, chafa's headers are not installed (libchafa-dev)")
      return
    }
    let root = Self.repository
    let check = root.appendingPathComponent("Tests/ImageKitTests/Fixtures/chafa-shim-check.c")
    let shim = root.appendingPathComponent("Sources/CChafa")
    let arguments =
      ["-fsyntax-only", "-std=c11", "-Wall", "-Werror", "-I", shim.path]
      + flags.split(whereSeparator: \.isWhitespace).map(String.init) + [check.path]
    let (status, output) = try Self.run(compiler, arguments)
    expectEqual(status, 0, "\(output)")
  }
}
