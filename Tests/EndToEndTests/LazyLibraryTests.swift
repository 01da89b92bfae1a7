import Expectations
import Foundation
import Testing

/// libchafa (with glib and pcre2 behind it), libjpeg, libpng and cmark-gfm are opened with
/// dlopen when a picture or a Markdown entry is first shown (their shim.h), not linked: the
/// binary does not name them, and runs that show neither never load them.
@Suite struct LazyLibraryTests {
  /// The start of the file names of the libraries opened on first use.
  static let lazy = [
    "libchafa.so", "libglib-2.0.so", "libpcre2", "libjpeg.so", "libpng16.so", "libcmark-gfm",
    "libheif.so",
  ]

  @Test func theBinaryDoesNotLinkThem() throws {
    guard
      let objdump = ["/usr/bin/objdump", "/bin/objdump"]
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      print("LazyLibraryTests: skipped, objdump is missing (Debian: binutils)")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: objdump)
    process.arguments = ["-p", Sandbox.binary]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    expectEqual(process.terminationStatus, 0)
    let needed = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
      line -> String? in
      let words = line.split(separator: " ")
      return words.first == "NEEDED" ? words.last.map(String.init) : nil
    }
    #expect(needed.contains { $0.hasPrefix("libsqlite3.so") }, "\(needed)")
    for library in Self.lazy {
      #expect(!needed.contains { $0.hasPrefix(library) }, "the binary links \(library)")
    }
  }

  /// The libraries the dynamic loader loaded in a run of `arguments` (LD_DEBUG=files); nil
  /// when the loader gave no trace.
  static func loaded(_ arguments: [String], home: String) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binary)
    process.arguments = arguments
    process.environment = [
      "LD_DEBUG": "files", "LANG": "C.UTF-8", "HOME": home, "TZ": "UTC",
      "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let trace = String(decoding: data, as: UTF8.self)
    guard trace.contains("libsqlite3") else { return nil }
    expectEqual(process.terminationStatus, 0, "\(arguments)")
    return trace
  }

  @Test func versionCompletionSearchAndTodayLoadNoneOfThem() throws {
    let sandbox = try Sandbox()
    let home = sandbox.folder.path
    let written = try sandbox.runBinary(["write", "# 산책\n\n**공원**을 걸었다 🌳"], at: nil)
    expectEqual(written.status, 0, "\(written)")
    for arguments in [
      ["--version"], ["--db", sandbox.database, "__complete", "water", ""],
      ["--db", sandbox.database, "search", "산책"], ["--db", sandbox.database, "today"],
    ] {
      guard let trace = try Self.loaded(arguments, home: home) else {
        print("LazyLibraryTests: skipped, the dynamic loader gave no LD_DEBUG trace")
        return
      }
      for library in Self.lazy {
        #expect(!trace.contains("file=" + library), "\(arguments) loaded \(library)")
      }
    }
  }

  /// The view's first screen on an empty day draws no picture and no Markdown: none of them
  /// is loaded (the loader's trace goes to a file, as the terminal is tmux's).
  @Test(.enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
  func anEmptyDaysFirstScreenLoadsNoneOfThem() throws {
    let sandbox = try TUISandbox()
    let trace = sandbox.folder.appendingPathComponent("ld-trace").path
    let session = try TmuxSession(
      program: [
        "/usr/bin/env", "LD_DEBUG=files", "LD_DEBUG_OUTPUT=" + trace,
        TUIHarness.binary ?? "/nonexistent", "--db", sandbox.database,
      ], home: sandbox.folder.path)
    defer { session.killServer() }
    try session.waitFor("Heatmap")
    try session.waitFor("No entry")
    // Esc skips the welcome; q alone (not as Alt-q right after Esc) quits.
    session.keys("Escape")
    let deadline = Date().addingTimeInterval(TmuxSession.timeout)
    while session.screen().contains("Welcome to Daybook"), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    session.keys("q")
    try session.waitForExit()
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
      .filter { $0.hasPrefix("ld-trace") }
    let text = try files.map {
      try String(contentsOfFile: sandbox.folder.appendingPathComponent($0).path, encoding: .utf8)
    }.joined()
    guard text.contains("libncursesw") else {
      print("LazyLibraryTests: skipped, the dynamic loader gave no LD_DEBUG trace")
      return
    }
    for library in Self.lazy {
      #expect(!text.contains("file=" + library), "the first screen loaded \(library)")
    }
  }
}
