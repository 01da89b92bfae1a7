#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook check`: SQLite's full integrity check, without opening the journal for writing.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec()

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
    let path = context.journalPath
    let problems = try Journal.check(path: path)
    guard problems == ["ok"] else {
      for problem in problems.prefix(20) { context.output.line(Output.visible(problem)) }
      throw CommandError.failure(Text.damaged(path, problems.count))
    }
    context.output.line(Text.healthy(path))
  }
}

private enum Text {
  static let summary = "check the journal file for damage"
  static let help = """
    Usage: daybook check

    Runs SQLite's full integrity check on the journal file, read-only: the file is not
    changed and no -wal or -shm file is created. Exit status 0 when healthy, 1 when not.
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func healthy(_ path: String) -> String { "\(path): ok" }
  static func damaged(_ path: String, _ count: Int) -> String {
    "\(path) is damaged (\(count) problem\(count == 1 ? "" : "s") found); it was left "
      + "untouched: restore a backup or open another journal with --db"
  }
}
