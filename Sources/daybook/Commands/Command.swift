/// One subcommand. `summary` is its line in `daybook --help`; `help` is its `--help` page.
protocol Command {
  static var name: String { get }
  static var aliases: [String] { get }
  static var summary: String { get }
  static var help: String { get }
  static var spec: ArgumentSpec { get }
  static func run(_ arguments: ParsedArguments, context: Context) throws
  /// Entry with the raw words after the command name; the default parses them with `spec`.
  static func main(_ words: [String], context: Context) throws
}

extension Command {
  static var aliases: [String] { [] }

  static func main(_ words: [String], context: Context) throws {
    let arguments = try ArgumentParser.parse(words, spec: spec)
    if arguments.has("help") {
      context.output.line(help)
      return
    }
    if let path = arguments.value("db") { context.journalPath = path }
    try run(arguments, context: context)
  }
}

/// A command made of subcommands (`plant add`, `plant list`…).
protocol CommandGroup: Command {
  static var subcommands: [any Command.Type] { get }
}

extension CommandGroup {
  static var spec: ArgumentSpec { ArgumentSpec() }

  static func run(_ arguments: ParsedArguments, context: Context) throws {}

  static func main(_ words: [String], context: Context) throws {
    guard let first = words.first, !ArgumentParser.looksLikeOption(first) else {
      // `daybook plant`, `daybook plant --help`: the group's page, or a usage error.
      let arguments = try ArgumentParser.parse(words, spec: spec)
      if arguments.has("help") {
        context.output.line(help)
        return
      }
      throw CommandError.usage(GroupText.missingSubcommand(name))
    }
    guard let command = subcommands.first(where: { $0.name == first || $0.aliases.contains(first) })
    else {
      throw CommandError.usage(GroupText.unknownSubcommand(first, of: name))
    }
    context.commandName = name + " " + command.name
    try command.main(Array(words.dropFirst()), context: context)
  }

  /// The list of subcommands with their summaries, for the group's help page.
  static var subcommandList: String {
    Output.table(subcommands.map { ["  " + name + " " + $0.name, $0.summary] })
      .joined(separator: "\n")
  }
}

private enum GroupText {
  static func missingSubcommand(_ group: String) -> String {
    "missing subcommand (see daybook \(group) --help)"
  }
  static func unknownSubcommand(_ word: String, of group: String) -> String {
    "unknown subcommand \"\(word)\" (see daybook \(group) --help)"
  }
}
