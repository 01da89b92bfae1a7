import DaybookCore

/// `daybook search`: full-text search over entries.
enum SearchCommand: Command {
  static let name = "search"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["json"], options: ["limit"])

  struct HitJSON: Encodable {
    var day: Day
    var title: String
    var snippet: String
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else { throw CommandError.usage(Text.missingQuery) }
    let limit = try arguments.value("limit").map {
      try Values.integer($0, option: "--limit", in: 1...10_000)
    } ?? 50
    let hits = try context.journal().search(query, limit: limit)
    let output = context.output
    if arguments.has("json") {
      try output.json(hits.map {
        HitJSON(
          day: $0.day, title: $0.title,
          snippet: $0.snippet.filter {
            String($0) != SearchHit.markStart && String($0) != SearchHit.markEnd
          })
      })
      return
    }
    if hits.isEmpty {
      output.line(Text.noMatches(query))
      return
    }
    for hit in hits {
      output.line(hit.day.iso + "  " + output.highlighted(hit.snippet))
    }
  }
}

private enum Text {
  static let summary = "search entries for words (any script)"
  static let help = """
    Usage: daybook search QUERY… [--limit N] [--json]

    Prints the day and a snippet of each matching entry, newest first; the match is shown
    in bold on a colour terminal, else in [brackets]. Every word must match; words of three
    or more characters match anywhere inside words (Korean and Japanese too).

    Options:
      --limit N   at most N results (default 50)
      --json      print a JSON array instead
    """
  static let missingQuery = "missing QUERY (see daybook search --help)"
  static func noMatches(_ query: String) -> String { "No entries match \"\(query)\"." }
}
