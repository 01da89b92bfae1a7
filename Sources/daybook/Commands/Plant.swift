#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook plant …`: the plants and their watering intervals.
enum PlantCommand: CommandGroup {
  static let name = "plant"
  static let summary = Text.summary
  static var help: String { Text.help + "\n" + subcommandList }
  static var subcommands: [any Command.Type] { [Add.self, List.self, Show.self, Edit.self, Remove.self] }

  enum Add: Command {
    static let name = "add"
    static let summary = Text.addSummary
    static let help = Text.addHelp
    static let spec = ArgumentSpec(
      options: ["species", "location", "every", "acquired", "notes", "from-catalog"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let name = arguments.positionals.joined(separator: " ").trimmingSpaces()
      let entry = try arguments.value("from-catalog").map { try CatalogCommand.find($0) }
      var plant: Plant
      if let entry {
        plant = entry.toPlant(name: name.isEmpty ? nil : name, today: context.today)
      } else {
        guard !name.isEmpty else { throw CommandError.usage(Text.missingName("add")) }
        plant = Plant(name: name)
      }
      try apply(arguments, to: &plant, today: context.today)
      let journal = try context.journal()
      let saved = try journal.addPlant(plant, at: context.now)
      let status = WateringSchedule.status(for: saved, lastWatered: nil, today: context.today)
      context.output.line(
        Text.added(
          saved.name, every: saved.intervalDays, next: status.next,
          dDay: PlantLookup.dDayText(status.dDay)))
      if let entry { context.output.line(Text.fromCatalog(entry)) }
    }
  }

  enum List: Command {
    static let name = "list"
    static let summary = Text.listSummary
    static let help = Text.listHelp
    static let spec = ArgumentSpec(flags: ["all", "json"])

    struct PlantJSON: Encodable {
      var name: String
      var species: String
      var location: String
      var acquired: Day?
      var intervalDays: Int
      var notes: String
      var archived: Bool
      var lastWatered: Day?
      var nextWatering: Day
      var dDay: Int
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      try expectNoPositionals(arguments)
      let journal = try context.journal()
      let plants = try journal.plants(includeArchived: arguments.has("all"))
      let statuses = try PlantLookup.statuses(plants, journal: journal, today: context.today)
      let output = context.output
      if arguments.has("json") {
        try output.json(statuses.map {
          PlantJSON(
            name: $0.plant.name, species: $0.plant.species, location: $0.plant.location,
            acquired: $0.plant.acquired, intervalDays: $0.plant.intervalDays,
            notes: $0.plant.notes, archived: $0.plant.archived, lastWatered: $0.lastWatered,
            nextWatering: $0.next, dDay: $0.dDay)
        })
        return
      }
      guard !statuses.isEmpty else {
        output.line(Text.noPlants)
        return
      }
      let rows = statuses.map { status -> [String] in
        let plant = status.plant
        return [
          Output.visible(plant.name) + (plant.archived ? Text.archivedMark : ""),
          Output.visible(plant.species), Output.visible(plant.location),
          Text.interval(plant.intervalDays), status.lastWatered?.iso ?? "-",
          plant.archived ? "-" : status.next.iso,
          plant.archived ? "" : PlantLookup.dDayText(status.dDay),
        ]
      }
      for line in Output.table([Text.listHeader] + rows) { output.line(line) }
    }
  }

  enum Edit: Command {
    static let name = "edit"
    static let summary = Text.editSummary
    static let help = Text.editHelp
    static let spec = ArgumentSpec(
      flags: ["archive", "unarchive"],
      options: ["name", "species", "location", "every", "acquired", "notes"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else {
        throw CommandError.usage(Text.missingName("edit"))
      }
      if arguments.has("archive") && arguments.has("unarchive") {
        throw CommandError.usage(Text.archiveConflict)
      }
      let changes = spec.options.subtracting(["db"]).filter { arguments.value($0) != nil }
      guard !changes.isEmpty || arguments.has("archive") || arguments.has("unarchive") else {
        throw CommandError.usage(Text.nothingToChange)
      }
      let journal = try context.journal()
      var plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      try apply(arguments, to: &plant, today: context.today)
      if let name = arguments.value("name") {
        let trimmed = name.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommandError.usage(Text.emptyName) }
        plant.name = trimmed
      }
      if arguments.has("archive") { plant.archived = true }
      if arguments.has("unarchive") { plant.archived = false }
      try journal.updatePlant(plant, at: context.now)
      context.output.line(Text.updated(plant.name, archived: plant.archived))
    }
  }

  enum Remove: Command {
    static let name = "remove"
    static let aliases = ["rm"]
    static let summary = Text.removeSummary
    static let help = Text.removeHelp
    static let spec = ArgumentSpec(flags: ["yes"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else {
        throw CommandError.usage(Text.missingName("remove"))
      }
      let journal = try context.journal()
      let plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      let careCount = try journal.careCount(plantID: plant.id)
      if !arguments.has("yes") {
        guard context.stdinIsTerminal else {
          throw CommandError.usage(Text.needsYes(plant.name, careCount: careCount))
        }
        context.output.raw(Text.confirm(plant.name, careCount: careCount))
        context.output.flush()
        guard let answer = readAnswer(), ["y", "yes"].contains(answer.lowercased()) else {
          context.output.line(Text.kept(plant.name))
          return
        }
      }
      let removed = try journal.removePlant(id: plant.id)
      context.output.line(Text.removed(plant.name, careCount: removed))
    }

    /// One line typed on the terminal, without its newline; nil at end of input.
    private static func readAnswer() -> String? {
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
        if byte == UInt8(ascii: "\n") {
          return String(decoding: bytes, as: UTF8.self).trimmingSpaces()
        }
        bytes.append(byte)
      }
    }
  }

  /// Options shared by add and edit.
  private static func apply(_ arguments: ParsedArguments, to plant: inout Plant, today: Day)
    throws
  {
    if let species = arguments.value("species") { plant.species = species.trimmingSpaces() }
    if let location = arguments.value("location") { plant.location = location.trimmingSpaces() }
    if let notes = arguments.value("notes") { plant.notes = notes }
    if let every = arguments.value("every") {
      plant.intervalDays = try Values.integer(every, option: "--every", in: Plant.intervalRange)
    }
    if let acquired = arguments.value("acquired") {
      let day = try Values.day(acquired, option: "--acquired", today: today)
      guard day <= today else { throw CommandError.usage(Text.acquiredInFuture(day)) }
      plant.acquired = day
    }
  }

  private static func expectNoPositionals(_ arguments: ParsedArguments) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
  }
}

private enum Text {
  static let summary = "add, list, edit and remove plants"
  static let help = """
    Usage: daybook plant SUBCOMMAND [ARGS…]   (daybook plant SUBCOMMAND --help for more)

    Subcommands:
    """
  static let addSummary = "add a plant"
  static let addHelp = """
    Usage: daybook plant add NAME [--species S] [--location L] [--every DAYS]
                             [--acquired DAY] [--notes TEXT]
           daybook plant add --from-catalog ID [NAME] [OPTIONS…]

    Adds a plant. It is due for water DAYS (default 7) after its last watering, or after
    the day it was acquired (else added).

    With --from-catalog, the name (unless NAME is given), species and interval come from
    the catalog (daybook catalog search): the interval of the current season, Apr–Sep or
    Oct–Mar. It is not switched later; change it with daybook plant edit NAME --every DAYS.

    Options:
      --from-catalog ID  start from this catalog plant
      --species S      what it is
      --location L     where it stands
      --every DAYS     watering interval, 1–365 days (default 7)
      --acquired DAY   when you got it (YYYY-MM-DD, not in the future)
      --notes TEXT     anything else
    """
  static let listSummary = "list plants with their next watering"
  static let listHelp = """
    Usage: daybook plant list [--all] [--json]

    Shows each plant's species, location, interval, last watering, next watering and D-day.

    Options:
      --all    include archived plants
      --json   print a JSON array instead
    """
  static let editSummary = "change a plant"
  static let editHelp = """
    Usage: daybook plant edit NAME [--name NEW] [--species S] [--location L] [--every DAYS]
                              [--acquired DAY] [--notes TEXT] [--archive | --unarchive]

    Changes the given fields of a plant. Archived plants keep their history but leave the
    Today list and plant list (see --all).
    """
  static let removeSummary = "delete a plant and its care records"
  static let removeHelp = """
    Usage: daybook plant remove NAME [--yes]

    Deletes a plant with all its care records. Asks first on a terminal; elsewhere --yes
    is required. (To keep the history, use plant edit NAME --archive.)
    """
  static func missingName(_ subcommand: String) -> String {
    "missing NAME (see daybook plant \(subcommand) --help)"
  }
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func acquiredInFuture(_ day: Day) -> String {
    "--acquired \(day.iso) is in the future"
  }
  static func added(_ name: String, every: Int, next: Day, dDay: String) -> String {
    "Added \(name) · water every \(interval(every)) · next \(next.iso) (\(dDay))"
  }
  static func fromCatalog(_ entry: CatalogPlant) -> String {
    "  from the catalog: \(entry.botanicalName) · every \(entry.summerIntervalDays) days "
      + "Apr–Sep, \(entry.winterIntervalDays) Oct–Mar · \(entry.light.rawValue) light"
  }
  static func interval(_ days: Int) -> String { days == 1 ? "1 day" : "\(days) days" }
  static let noPlants = "No plants. Add one with: daybook plant add NAME"
  static let listHeader = ["NAME", "SPECIES", "LOCATION", "EVERY", "LAST", "NEXT", "D-DAY"]
  static let archivedMark = " (archived)"
  static let archiveConflict = "--archive and --unarchive cannot be used together"
  static let nothingToChange = "nothing to change (see daybook plant edit --help)"
  static let emptyName = "--name cannot be empty"
  static func updated(_ name: String, archived: Bool) -> String {
    archived ? "Updated \(name) (archived)" : "Updated \(name)"
  }
  static func records(_ count: Int) -> String {
    count == 1 ? "1 care record" : "\(count) care records"
  }
  static func needsYes(_ name: String, careCount: Int) -> String {
    "not removing \(name) (and its \(records(careCount))) without --yes"
  }
  static func confirm(_ name: String, careCount: Int) -> String {
    "Remove \(name) and its \(records(careCount))? [y/N] "
  }
  static func kept(_ name: String) -> String { "Kept \(name)." }
  static func removed(_ name: String, careCount: Int) -> String {
    "Removed \(name) and \(records(careCount))"
  }
}
