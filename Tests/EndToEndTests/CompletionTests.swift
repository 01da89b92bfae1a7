import Expectations
import Foundation
import Testing

/// Shell completion as a user meets it: bash's completion function, sourced from
/// `daybook __completions bash` in a bare `bash --norc`, given COMP_LINE and COMP_POINT the
/// way bash sets them at a Tab, answering through the built binary.
@Suite struct CompletionTests {
  static let bash = "/bin/bash"

  /// COMPREPLY after a Tab at the end of `line` (a trailing space means a new, empty word).
  func complete(_ line: String, in sandbox: Sandbox) throws -> [String] {
    let script = sandbox.folder.appendingPathComponent("daybook.bash").path
    let printed = try sandbox.run(["__completions", "bash"], at: nil)
    try printed.stdout.write(toFile: script, atomically: true, encoding: .utf8)
    let program = """
      source \(script)
      COMP_LINE=$LINE
      COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(daybook)
      COMP_CWORD=1
      _daybook
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let binaryFolder = URL(fileURLWithPath: Sandbox.binary).deletingLastPathComponent().path
    let result = try runProgram(
      Self.bash, ["--norc", "--noprofile", "-c", program],
      environment: [
        "PATH": binaryFolder + ":/usr/bin:/bin", "HOME": sandbox.folder.path,
        "DAYBOOK_DB": sandbox.database, "LANG": "C.UTF-8", "TZ": "UTC", "LINE": line,
      ], in: sandbox.folder.path)
    expectEqual(result.status, 0, "\(result)")
    return result.lines.filter { !$0.isEmpty }
  }

  func journal() throws -> Sandbox {
    let sandbox = try Sandbox()
    for arguments in [
      ["plant", "add", "Monstera", "--every", "7"],
      ["plant", "add", "Snake Plant", "--every", "14"],
      ["plant", "add", "몬스테라 미니", "--every", "5"],
      ["todo", "add", "repot the fern"], ["todo", "add", "물 사기"], ["todo", "add", "call mum"],
      ["todo", "done", "3"], ["write", "hello #plants #garden"],
    ] {
      let result = try sandbox.run(arguments)
      expectEqual(result.status, 0, "\(result)")
    }
    return sandbox
  }

  @Test func completesACommand() throws {
    let sandbox = try journal()
    try expectEqual(complete("daybook wa", in: sandbox), ["water"])
    try expectEqual(complete("daybook ex", in: sandbox), ["export"])
    try expectEqual(complete("daybook plant re", in: sandbox), ["remove"])
  }

  @Test func completesAPlantNameInAnyCase() throws {
    let sandbox = try journal()
    try expectEqual(complete("daybook water mon", in: sandbox), ["Monstera"])
    try expectEqual(complete("daybook water sn", in: sandbox), ["Snake\\ Plant"])
    try expectEqual(complete("daybook water 몬", in: sandbox), ["몬스테라\\ 미니"])
    try expectEqual(complete("daybook water Snake\\ p", in: sandbox), ["Snake\\ Plant"])
    try expectEqual(complete("daybook water 'Snake P", in: sandbox), ["Snake Plant"])
  }

  @Test func listsOpenTodoIdsWithTheirTitles() throws {
    let sandbox = try journal()
    try expectEqual(
      complete("daybook todo done ", in: sandbox), ["1  # repot the fern", "2  # 물 사기"])
    try expectEqual(complete("daybook todo done 2", in: sandbox), ["2"])
  }

  @Test func completesOptionsAndTheirValues() throws {
    let sandbox = try journal()
    try expectEqual(complete("daybook list --ta", in: sandbox), ["--tag"])
    try expectEqual(complete("daybook list --tag ", in: sandbox), ["garden", "plants"])
    try expectEqual(complete("daybook export --format j", in: sandbox), ["json", "jrnl"])
    try expectEqual(complete("daybook --lang k", in: sandbox), ["ko"])
    try expectEqual(complete("daybook nosuch ", in: sandbox), [])
  }

  /// bash runs `daybook` found on PATH, so argv[0] is the bare name: the bundled themes are
  /// found from the executable itself, as the view finds them.
  @Test func completesConfigValuesAndBundledThemes() throws {
    let sandbox = try Sandbox()
    try expectEqual(complete("daybook config set glyphs a", in: sandbox), ["ascii"])
    try expectEqual(complete("daybook config set mouse o", in: sandbox), ["on", "off"])
    try expectEqual(complete("daybook config set theme mo", in: sandbox), ["moss"])
  }

  @Test func answersWithoutCreatingAJournal() throws {
    let sandbox = try Sandbox()
    try expectEqual(complete("daybook water m", in: sandbox), [])
    #expect(!sandbox.databaseExists)
  }
}

/// Runs any program with exactly `environment` in `folder` and collects what it printed.
func runProgram(
  _ program: String, _ arguments: [String], environment: [String: String], in folder: String,
  stdin: String? = nil
) throws -> RunResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  process.environment = environment
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  let output = Pipe()
  let errors = Pipe()
  let input = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = input
  try process.run()
  if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
  try? input.fileHandleForWriting.close()
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return RunResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}
