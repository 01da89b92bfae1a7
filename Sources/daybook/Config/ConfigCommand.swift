import DaybookCore

/// `daybook config get|set|unset|list|path`: reads and edits the config file, checking every
/// key and value against `ConfigKey.all`. `set` changes one line and keeps the rest.
enum ConfigCommand: CommandGroup {
  static let name = "config"
  static func summary(_ language: Language) -> String { ConfigText.summary.text(language) }
  static func help(_ language: Language) -> String {
    ConfigText.help.text(language) + "\n\n" + subcommandList(language) + "\n\n"
      + ConfigText.keysHead.text(language) + "\n" + keyList
  }
  static var subcommands: [any Command.Type] {
    [Get.self, Set.self, Unset.self, List.self, Path.self]
  }

  /// Every key with what it takes, as a table for the help page and the manual.
  static var keyList: String {
    Output.table(
      ConfigKey.all.map {
        ["  " + $0.name, $0.summary + " (" + Settings.hint($0.values, .en) + ")"]
      }
    ).joined(separator: "\n")
  }

  static func path(_ context: Context) throws(CommandError) -> String {
    guard let path = context.settings.path else { throw .failure(ConfigText.noPath) }
    return path
  }

  static func key(_ words: [String], count: Int, subcommand: String) throws(CommandError)
    -> ConfigKey
  {
    guard let name = words.first else { throw .usage(ConfigText.missingKey, subcommand) }
    guard words.count <= count else { throw .usage(ConfigText.unexpected, words[count]) }
    guard let key = ConfigKey.named(name) else { throw .usage(ConfigText.noSuchKey, name) }
    return key
  }

  enum Get: Command {
    static let name = "get"
    static func summary(_ language: Language) -> String { ConfigText.getSummary.text(language) }
    static func help(_ language: Language) -> String { ConfigText.getHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let key = try ConfigCommand.key(arguments.positionals, count: 1, subcommand: name)
      guard let value = context.settings.values[key.name] else {
        throw CommandError.failure(ConfigText.notSet, key.name)
      }
      context.output.line(value)
    }
  }

  enum Set: Command {
    static let name = "set"
    static func summary(_ language: Language) -> String { ConfigText.setSummary.text(language) }
    static func help(_ language: Language) -> String { ConfigText.setHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let words = arguments.positionals
      let key = try ConfigCommand.key(words, count: 2, subcommand: name)
      guard words.count == 2 else { throw CommandError.usage(ConfigText.missingValue, key.name) }
      let value: String
      do {
        value = try ConfigFile.check(key: key.name, value: words[1])
      } catch {
        throw CommandError.usage(
          ConfigText.badSetValue, SettingDescription.shown(words[1]), key.name,
          Settings.hint(key.values, context.language))
      }
      let path = try ConfigCommand.path(context)
      if let error = context.settings.readError { throw error }
      var file = context.settings.file ?? ConfigFile(text: "")
      file.set(key.name, to: value)
      try file.save(path: path)
      context.output.line(key.name + " = " + value)
    }
  }

  enum Unset: Command {
    static let name = "unset"
    static func summary(_ language: Language) -> String { ConfigText.unsetSummary.text(language) }
    static func help(_ language: Language) -> String { ConfigText.unsetHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let key = try ConfigCommand.key(arguments.positionals, count: 1, subcommand: name)
      let path = try ConfigCommand.path(context)
      guard var file = context.settings.file, file.unset(key.name) else { return }
      try file.save(path: path)
    }
  }

  enum List: Command {
    static let name = "list"
    static func summary(_ language: Language) -> String { ConfigText.listSummary.text(language) }
    static func help(_ language: Language) -> String { ConfigText.listHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["all"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(ConfigText.unexpected, word)
      }
      let settings = context.settings
      if arguments.has("all") {
        let rows = ConfigKey.all.map { key in
          [key.name, "=", settings.values[key.name] ?? "", "# " + key.summary]
        }
        for row in Output.table(rows) { context.output.line(row) }
      } else {
        for key in ConfigKey.all {
          if let value = settings.values[key.name] { context.output.line(key.name + " = " + value) }
        }
      }
      // The lines that are wrong go to stderr, so the listing stays usable in a script.
      if let trouble = settings.trouble(context.language) {
        context.output.flush()
        context.output.error(trouble)
      }
    }
  }

  enum Path: Command {
    static let name = "path"
    static func summary(_ language: Language) -> String { ConfigText.pathSummary.text(language) }
    static func help(_ language: Language) -> String { ConfigText.pathHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      context.output.line(try ConfigCommand.path(context))
    }
  }
}
