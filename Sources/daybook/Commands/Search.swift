import DaybookCore

/// `daybook search`: entries, todos and care notes, with the TUI's query syntax.
enum SearchCommand: Command {
  static let name = "search"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["json"], options: ["limit"])

  struct ResultJSON: Encodable {
    var kind: String
    var day: Day
    var title: String
    var snippet: String
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let text = arguments.positionals.joined(separator: " ")
    let query = SearchQuery.parse(text)
    if !query.problems.isEmpty {
      throw CommandError.usage(Text.problems(query.problems))
    }
    guard !query.isEmpty else { throw CommandError.usage(Text.missingQuery) }
    let limit = try arguments.value("limit").map {
      try Values.integer($0, option: "--limit", in: 1...10_000)
    } ?? 50
    let results = try context.journal().search(query, limit: limit)
    let output = context.output
    if arguments.has("json") {
      try output.json(results.map {
        ResultJSON(
          kind: $0.kind.rawValue, day: $0.day, title: $0.title,
          snippet: $0.snippet.filter {
            String($0) != SearchHit.markStart && String($0) != SearchHit.markEnd
          })
      })
      return
    }
    if results.isEmpty {
      output.line(Text.noMatches(text))
      return
    }
    for result in results {
      let kind = result.kind.rawValue + String(repeating: " ", count: 5 - result.kind.rawValue.count)
      output.line(result.day.iso + "  " + kind + " " + output.highlighted(result.snippet))
    }
  }
}

private enum Text {
  static let summary = "search entries, todos and care notes (any script)"
  static let help = """
    Usage: daybook search QUERY… [--limit N] [--json]

    Prints the day, the kind (entry, todo, care) and a snippet of each match, newest
    first; the match is shown in bold on a colour terminal, else in [brackets]. Every
    word must match; words match anywhere inside words (Korean and Japanese too).

    Filters, combinable with words:
      #TAG              entries and todos with the tag (also tag:TAG)
      mood:MOOD         entries with that mood (great, good, okay, bad, awful)
      from:DAY to:DAY   on or after / before; DAY is YYYY-MM-DD, YYYY-MM or YYYY
      plant:NAME        care records of plants whose name contains NAME (a bare
                        word matching a plant's name also finds its care notes)
      "two words"       a phrase

    Example: daybook search '#plants' from:2026-06-01 물

    Options:
      --limit N   at most N results (default 50)
      --json      print a JSON array instead
    """
  static let missingQuery = "missing QUERY (see daybook search --help)"
  static func problems(_ filters: [String]) -> String {
    "cannot read " + filters.map { "\"\($0)\"" }.joined(separator: ", ")
      + " (see daybook search --help)"
  }
  static func noMatches(_ query: String) -> String { "Nothing matches \"\(query)\"." }
}
