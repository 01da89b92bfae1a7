import DaybookCore

/// The command line: global options, then a subcommand with its own arguments.
enum Daybook {
  static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      WriteCommand.self, ListCommand.self, SearchCommand.self, TodayCommand.self,
      CalCommand.self, HeatmapCommand.self, WaterCommand.self, PlantCommand.self,
      CareCommand.self, CatalogCommand.self, TodoCommand.self, IntakeCommand.self,
      GoalCommand.self, RemindCommand.self, StatusCommand.self, ExportCommand.self,
      ImportCommand.self, BackupCommand.self, CheckCommand.self,
    ]
  }

  /// Runs the words after the program name; returns the exit status.
  static func run(_ words: [String], environment: [String: String]) -> Int32 {
    let output = Output(environment: environment)
    let context = Context(
      environment: environment, journalPath: Journal.defaultPath(environment: environment),
      clock: .system, output: output)
    defer { output.flush() }
    do {
      return try dispatch(words, context: context)
    } catch {
      output.flush()
      let prefix = context.commandName.isEmpty ? "daybook: " : "daybook \(context.commandName): "
      switch error {
      case let error as CommandError:
        Output.error(prefix + error.message)
        return error.exitCode
      case let error as JournalError:
        Output.error(prefix + error.message)
        return 1
      default:
        Output.error(prefix + String(describing: error))
        return 1
      }
    }
  }

  private static func dispatch(_ words: [String], context: Context) throws -> Int32 {
    var index = 0
    while index < words.count, ArgumentParser.looksLikeOption(words[index]) {
      let word = words[index]
      index += 1
      switch word {
      case "--help", "-h":
        context.output.line(usage)
        return 0
      case "--version":
        context.output.line(Text.version(version))
        return 0
      case "--db":
        guard index < words.count else { throw CommandError.usage(Text.dbNeedsPath) }
        context.journalPath = words[index]
        index += 1
      case _ where word.hasPrefix("--db="):
        context.journalPath = String(word.dropFirst("--db=".count))
      case "--":
        break
      default:
        throw CommandError.usage(Text.unknownOption(word))
      }
      if word == "--" { break }
    }
    guard index < words.count else {
      context.output.flush()
      return runInteractive(journalPath: context.journalPath, environment: context.environment)
    }
    let name = words[index]
    let rest = Array(words[(index + 1)...])
    if name == "help" {
      guard let topic = rest.first else {
        context.output.line(usage)
        return 0
      }
      guard let command = command(named: topic) else {
        throw CommandError.usage(Text.unknownCommand(topic))
      }
      context.output.line(command.help)
      return 0
    }
    guard let command = command(named: name) else {
      throw CommandError.usage(Text.unknownCommand(name))
    }
    context.commandName = command.name
    try command.main(rest, context: context)
    return 0
  }

  private static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  static var usage: String {
    Text.usageHead + "\n"
      + Output.table(commands.map { ["  " + $0.name, $0.summary] }).joined(separator: "\n")
      + "\n\n" + Text.usageTail
  }
}

private enum Text {
  static func version(_ number: String) -> String { "daybook \(number)" }
  static let dbNeedsPath = "--db needs a path"
  static func unknownOption(_ word: String) -> String {
    "unknown option \(word) (see daybook --help)"
  }
  static func unknownCommand(_ word: String) -> String {
    "unknown command \"\(word)\" (see daybook --help)"
  }
  static let usageHead = """
    Usage: daybook [--db PATH] [COMMAND] [ARGS…]

    A keyboard-driven diary for the terminal. With no command, opens the interactive view.

    Commands:
    """
  static let usageTail = """
    Global options:
      --db PATH    use this journal file (else $DAYBOOK_DB, else
                   $XDG_DATA_HOME/daybook/journal.sqlite)
      -h, --help   show this help; `daybook COMMAND --help` shows a command's help
      --version    show the version

    Exit status: 0 done, 1 failed, 2 the command line was wrong.
    """
}
