import DaybookCore

/// One subcommand. `summary` is its line in `daybook --help`; `help` is its `--help` page.
protocol Command {
  static var name: String { get }
  static var aliases: [String] { get }
  static func summary(_ language: Language) -> String
  static func help(_ language: Language) -> String
  static var spec: ArgumentSpec { get }
  static func run(_ arguments: ParsedArguments, context: Context) throws
  /// Entry with the raw words after the command name; the default parses them with `spec`.
  static func main(_ words: [String], context: Context) throws
}

extension Command {
  static var aliases: [String] { [] }

  static func main(_ words: [String], context: Context) throws {
    let arguments = try ArgumentParser.parse(words, spec: spec)
    try context.takeLanguage(arguments.value("lang"))
    if let name = arguments.value("journal") { try Journals.pick(name, context: context) }
    if let path = arguments.value("db") {
      context.journalPath = path
      context.journalName = nil
    }
    if arguments.has("help") {
      context.output.line(help(context.language))
      return
    }
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
      try context.takeLanguage(arguments.value("lang"))
      if arguments.has("help") {
        context.output.line(help(context.language))
        return
      }
      throw CommandError.usage(GroupText.missingSubcommand, name)
    }
    guard let command = subcommands.first(where: { $0.name == first || $0.aliases.contains(first) })
    else {
      throw CommandError.usage(GroupText.unknownSubcommand, first, name)
    }
    context.commandName = name + " " + command.name
    try command.main(Array(words.dropFirst()), context: context)
  }

  /// The list of subcommands with their summaries, for the group's help page.
  static func subcommandList(_ language: Language) -> String {
    Output.table(subcommands.map { ["  " + name + " " + $0.name, $0.summary(language)] })
      .joined(separator: "\n")
  }
}

enum GroupText: String, Localized {
  case missingSubcommand, unknownSubcommand

  var translation: Translation {
    switch self {
    case .missingSubcommand:
      Translation(
        "missing subcommand (see daybook {0} --help)",
        ko: "하위 명령이 없습니다 (daybook {0} --help 참고)",
        ja: "サブコマンドがありません（daybook {0} --help を参照）")
    case .unknownSubcommand:
      Translation(
        "unknown subcommand \"{0}\" (see daybook {1} --help)",
        ko: "알 수 없는 하위 명령 \"{0}\" (daybook {1} --help 참고)",
        ja: "不明なサブコマンド「{0}」（daybook {1} --help を参照）")
    }
  }
}
