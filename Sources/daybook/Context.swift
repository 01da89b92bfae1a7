#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// What every command gets: the environment, the journal's path (opened only when needed, so
/// `--help` and bad arguments never create a file), the clock and the output.
final class Context {
  let environment: [String: String]
  var journalPath: String
  /// The words naming the running command (`plant add`), for the error prefix.
  var commandName = ""
  let clock: Clock
  let output: Output
  private var openedJournal: Journal?

  init(environment: [String: String], journalPath: String, clock: Clock, output: Output) {
    self.environment = environment
    self.journalPath = journalPath
    self.clock = clock
    self.output = output
  }

  var today: Day { clock.today }
  var now: Timestamp { clock.now() }

  func journal() throws -> Journal {
    if let openedJournal { return openedJournal }
    let journal = try Journal(path: journalPath)
    openedJournal = journal
    return journal
  }

  var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}
