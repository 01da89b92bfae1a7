import DaybookCore

/// `daybook list`: one line per entry, newest first.
enum ListCommand: Command {
  static let name = "list"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["json"], options: ["from", "to", "tag", "limit"])

  struct EntryJSON: Encodable {
    var day: Day
    var title: String
    var body: String
    var tags: [String]
    var mood: Mood?
    var weather: Weather?
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.isEmpty else {
      throw CommandError.usage(Text.unexpected(arguments.positionals[0]))
    }
    let today = context.today
    let from = try arguments.value("from").map {
      try Values.day($0, option: "--from", today: today)
    }
    let to = try arguments.value("to").map { try Values.day($0, option: "--to", today: today) }
    let limit = try arguments.value("limit").map {
      try Values.integer($0, option: "--limit", in: 1...1_000_000)
    }
    let entries = try context.journal().entries(
      from: from, to: to, tag: arguments.value("tag"), limit: limit)
    let output = context.output
    if arguments.has("json") {
      try output.json(entries.map {
        EntryJSON(
          day: $0.day, title: $0.title, body: $0.body, tags: $0.tags, mood: $0.mood,
          weather: $0.weather)
      })
      return
    }
    if entries.isEmpty {
      output.line(Text.noEntries)
      return
    }
    for entry in entries {
      let tags = entry.tags.map { "#" + $0 }.joined(separator: " ")
      let line = entry.day.iso + "  " + Output.truncate(Output.visible(headline(of: entry)), to: 50)
      output.line(tags.isEmpty ? line : line + "  " + Output.visible(tags))
    }
  }

  /// The title, else the first line of the body that has text; `#tags` are left out since
  /// the line ends with them.
  static func headline(of entry: Entry) -> String {
    let line = entry.title.allSatisfy(\.isWhitespace)
      ? entry.body.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
        .map(String.init) ?? ""
      : entry.title
    let tags = Set(entry.tags.map { "#" + $0 })
    return line.split(separator: " ").filter { !tags.contains($0.lowercased()) }
      .joined(separator: " ")
  }
}

private enum Text {
  static let summary = "list entries, newest first"
  static let help = """
    Usage: daybook list [--from DAY] [--to DAY] [--tag TAG] [--limit N] [--json]

    One line per entry: the day, its title (or first line) and its #tags.

    Options:
      --from DAY    first day (YYYY-MM-DD)
      --to DAY      last day (YYYY-MM-DD)
      --tag TAG     only entries with #TAG
      --limit N     at most N entries
      --json        print a JSON array instead
    """
  static let noEntries = "No entries."
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
}
