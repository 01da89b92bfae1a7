import DaybookCore

/// `daybook catalog …`: the bundled list of common houseplants and their care.
enum CatalogCommand: CommandGroup {
  static let name = "catalog"
  static let summary = Text.summary
  static var help: String { Text.help + "\n" + subcommandList }
  static var subcommands: [any Command.Type] { [Search.self, Show.self] }

  /// A catalog plant as `--json` prints it.
  struct PlantJSON: Encodable {
    var id: String
    var english: String
    var korean: String
    var japanese: String
    var botanical: String
    var summerIntervalDays: Int
    var winterIntervalDays: Int
    var light: String
    var humidity: String
    var careGuide: String

    init(_ plant: CatalogPlant) {
      id = plant.id
      english = plant.englishName
      korean = plant.koreanName
      japanese = plant.japaneseName
      botanical = plant.botanicalName
      summerIntervalDays = plant.summerIntervalDays
      winterIntervalDays = plant.winterIntervalDays
      light = plant.light.rawValue
      humidity = plant.humidity.rawValue
      careGuide = plant.careGuide
    }
  }

  enum Search: Command {
    static let name = "search"
    static let summary = Text.searchSummary
    static let help = Text.searchHelp
    static let spec = ArgumentSpec(flags: ["json"], options: ["limit"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ").trimmingSpaces()
      guard !query.isEmpty else { throw CommandError.usage(Text.missingText) }
      let limit = try arguments.value("limit").map {
        try Values.integer($0, option: "--limit", in: 1...1000)
      } ?? 20
      let hits = PlantCatalog.bundled.search(query, limit: limit)
      let output = context.output
      if arguments.has("json") {
        try output.json(hits.map(PlantJSON.init))
        return
      }
      guard !hits.isEmpty else {
        output.line(Text.noMatches(query))
        return
      }
      let rows = hits.map { plant in
        [
          plant.id, plant.englishName, plant.koreanName, plant.japaneseName,
          plant.botanicalName, Text.intervals(plant), plant.light.rawValue,
        ]
      }
      for line in Output.table([Text.searchHeader] + rows) { output.line(line) }
    }
  }

  enum Show: Command {
    static let name = "show"
    static let summary = Text.showSummary
    static let help = Text.showHelp
    static let spec = ArgumentSpec(flags: ["json"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else { throw CommandError.usage(Text.missingID) }
      let plant = try find(query)
      let output = context.output
      if arguments.has("json") {
        try output.json(PlantJSON(plant))
        return
      }
      let season = CatalogPlant.isSummer(month: context.today.month)
      output.line("\(plant.englishName) (\(plant.id))")
      let rows = [
        [Text.korean, plant.koreanName], [Text.japanese, plant.japaneseName],
        [Text.botanical, plant.botanicalName],
        [Text.water, Text.seasons(plant, summerNow: season)],
        [Text.light, plant.light.rawValue], [Text.humidity, plant.humidity.rawValue],
      ]
      for line in Output.table(rows.map { ["  " + $0[0], $0[1]] }) { output.line(line) }
      output.line()
      for line in wrapped(plant.careGuide, width: 80) { output.line(line) }
      output.line()
      output.line(Text.addHint(plant.id))
    }
  }

  /// Words laid into lines of at most `width` terminal columns (a longer word gets its own).
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
      if current.isEmpty {
        current = word
      } else if Output.width(current) + 1 + Output.width(word) <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map(Output.visible)
  }

  /// The catalog plant an id means: exact, else a unique start of one id, else a name the
  /// catalog search finds exactly one plant for.
  static func find(_ query: String) throws(CommandError) -> CatalogPlant {
    let catalog = PlantCatalog.bundled
    if let plant = catalog.plant(id: query) { return plant }
    switch NameMatch.resolve(query, among: catalog.plants.map(\.id)) {
    case .exact(let index), .unique(let index):
      return catalog.plants[index]
    case .ambiguous(let indices):
      throw .failure(Text.ambiguous(query, indices.map { catalog.plants[$0].id }))
    case .none(let suggestion):
      let hits = catalog.search(query, limit: 2)
      if hits.count == 1, let only = hits.first { return only }
      if let suggestion {
        throw .failure(Text.unknownWithSuggestion(query, catalog.plants[suggestion].id))
      }
      throw .failure(Text.unknown(query))
    }
  }
}

private enum Text {
  static let summary = "look up common houseplants and how to care for them"
  static let help = """
    Usage: daybook catalog SUBCOMMAND [ARGS…]   (daybook catalog SUBCOMMAND --help for more)

    A built-in list of common houseplants with names in English, Korean and Japanese,
    watering intervals for summer (Apr–Sep) and winter, light, humidity and a care guide.
    Add one to your plants with: daybook plant add --from-catalog ID [NAME]

    Subcommands:
    """
  static let searchSummary = "find catalog plants by any of their names"
  static let searchHelp = """
    Usage: daybook catalog search TEXT [--limit N] [--json]

    Finds plants whose English, Korean, Japanese or botanical name contains TEXT (any case;
    spaces and ・ are ignored, as is hiragana versus katakana). Exact names come first, then
    names starting with TEXT, then the rest.

    Options:
      --limit N   at most N plants (default 20)
      --json      print a JSON array instead
    """
  static let showSummary = "show a catalog plant with its care guide"
  static let showHelp = """
    Usage: daybook catalog show ID [--json]

    Shows everything the catalog knows about a plant. ID is the first column of
    daybook catalog search (a unique start of it is enough).

    Options:
      --json   print a JSON object instead
    """
  static let missingText = "missing TEXT (see daybook catalog search --help)"
  static let missingID = "missing ID (see daybook catalog show --help)"
  static func noMatches(_ query: String) -> String { "No catalog plants match \"\(query)\"." }
  static let searchHeader = [
    "ID", "ENGLISH", "KOREAN", "JAPANESE", "BOTANICAL", "SUMMER/WINTER", "LIGHT",
  ]
  static func intervals(_ plant: CatalogPlant) -> String {
    "\(plant.summerIntervalDays)/\(plant.winterIntervalDays) days"
  }
  static let korean = "Korean"
  static let japanese = "Japanese"
  static let botanical = "Botanical"
  static let water = "Water"
  static let light = "Light"
  static let humidity = "Humidity"
  static func seasons(_ plant: CatalogPlant, summerNow: Bool) -> String {
    "every \(plant.summerIntervalDays) days Apr–Sep\(summerNow ? " (now)" : ""), "
      + "every \(plant.winterIntervalDays) days Oct–Mar\(summerNow ? "" : " (now)")"
  }
  static func addHint(_ id: String) -> String {
    "Add it: daybook plant add --from-catalog \(id) [NAME]"
  }
  static func ambiguous(_ query: String, _ ids: [String]) -> String {
    "\"\(query)\" could be " + ids.map { "\"\($0)\"" }.joined(separator: ", ")
      + " — type more of the id"
  }
  static func unknownWithSuggestion(_ query: String, _ id: String) -> String {
    "no catalog plant \"\(query)\" — did you mean \"\(id)\"?"
  }
  static func unknown(_ query: String) -> String {
    "no catalog plant \"\(query)\" (daybook catalog search TEXT finds ids)"
  }
}
