import DaybookCore
import Expectations
import Foundation
import Testing

/// `ChildProcess`, the one process runner, and `ExternalEditor`, the one editor launcher.
@Suite struct ChildProcessTests {
  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func argumentsReachTheProgramAsTheyAreWithoutAShell() throws {
    let result = try ChildProcess.run(
      ["printf", "%s|", "a b", "$(touch /tmp/x)", "몬스테라 🌱"])
    expectEqual(result.status, 0)
    expectEqual(text(result.stdout), "a b|$(touch /tmp/x)|몬스테라 🌱|")
  }

  /// Four megabytes in and out at once: neither side waits for the other.
  @Test func aLargeInputAndOutputDoNotDeadlock() throws {
    let input = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
    var options = ChildProcess.Options()
    options.input = input
    let result = try ChildProcess.run(["cat"], options)
    expectEqual(result.status, 0)
    expectEqual(result.stdout.count, input.count)
  }

  @Test func statusStandardErrorAndEnvironmentComeBack() throws {
    let options = ChildProcess.Options(
      environment: ["DAYBOOK_WORD": "낱말", "PATH": "/usr/bin:/bin"])
    let result = try ChildProcess.run(
      ["sh", "-c", "printf '%s' \"$DAYBOOK_WORD\" >&2; exit 3"], options)
    expectEqual(result, ChildProcess.Result(status: 3, stdout: [], stderr: Array("낱말".utf8)))
  }

  @Test func aMissingProgramCannotStart() {
    #expect(throws: ChildProcess.Failure.cannotStart(ENOENT)) {
      try ChildProcess.run(["daybook-no-such-program-\(UUID().uuidString)"])
    }
  }

  /// A program past its time is killed with everything it started, and the run ends at once
  /// rather than when the grandchild would.
  @Test func aTimeoutStopsTheProgramAndItsChildren() {
    var options = ChildProcess.Options()
    options.timeout = 1
    options.ownGroup = true
    let started = Date()
    #expect(throws: ChildProcess.Failure.timedOut(seconds: 1)) {
      try ChildProcess.run(["sh", "-c", "sleep 30 & sleep 30"], options)
    }
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func outputPastTheLimitStopsTheProgram() {
    var options = ChildProcess.Options()
    options.outputLimit = 1000
    #expect(throws: ChildProcess.Failure.outputTooLarge) {
      try ChildProcess.run(["yes"], options)
    }
  }

  @Test func aStartedProgramIsReapedLater() throws {
    let pid = try ChildProcess.start(["true"])
    let deadline = Date().addingTimeInterval(10)
    while !ChildProcess.reap(pid) && Date() < deadline { usleep(10_000) }
    #expect(Date() < deadline)
  }
}

@Suite struct ExternalEditorTests {
  func withFolder(_ body: (String) throws -> Void) rethrows {
    let folder = NSTemporaryDirectory() + "daybook-editor-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  @Test func theEditorsWordsComeFromVisualThenEditorThenVi() {
    expectEqual(
      ExternalEditor.command(environment: ["VISUAL": "code -w", "EDITOR": "nano"]), ["code", "-w"])
    expectEqual(ExternalEditor.command(environment: ["VISUAL": "", "EDITOR": "nano"]), ["nano"])
    expectEqual(ExternalEditor.command(environment: [:]), ["vi"])
  }

  /// The file edited is private, in the given folder (the journal's), and gone afterwards.
  @Test func theTextIsEditedInAPrivateFileInTheFolderAndRemoved() throws {
    try withFolder { folder in
      let editor = folder + "/editor.sh"
      let script =
        "#!/bin/sh\nls -ln \"$1\" | cut -c1-10 > \(folder)/mode\n"
        + "case \"$1\" in \(folder)/*) sed -i s/a/b/ \"$1\";; esac\n"
      _ = FileManager.default.createFile(atPath: editor, contents: Data(script.utf8))
      chmod(editor, 0o700)
      let edited = try ExternalEditor.edit(
        "몬스테라 a", in: folder, environment: ["EDITOR": editor])
      expectEqual(edited, "몬스테라 b")
      expectEqual(try String(contentsOfFile: folder + "/mode", encoding: .utf8), "-rw-------\n")
      expectEqual(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["editor.sh", "mode"])
    }
  }

  @Test func failuresNameTheEditor() throws {
    try withFolder { folder in
      #expect(throws: ExternalEditor.Failure.failed(program: "false", status: 1)) {
        try ExternalEditor.edit("x", in: folder, environment: ["EDITOR": "false"])
      }
      #expect(throws: ExternalEditor.Failure.cannotStart(program: "/nonexistent/editor")) {
        try ExternalEditor.edit("x", in: folder, environment: ["EDITOR": "/nonexistent/editor"])
      }
      #expect(throws: ExternalEditor.Failure.cannotCreateFile(ENOENT)) {
        try ExternalEditor.edit("x", in: folder + "/missing", environment: ["EDITOR": "true"])
      }
      expectEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }
  }
}
