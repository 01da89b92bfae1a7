import DaybookCore

/// `daybook water PLANT`: records a watering and shows the next one.
enum WaterCommand: Command {
  static let name = "water"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["again"], options: ["at"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else { throw CommandError.usage(Text.missingPlant) }
    let now = context.now
    let at = try arguments.value("at").map { try Values.instant($0, option: "--at", now: now) }
      ?? now
    let journal = try context.journal()
    let plant = try PlantLookup.find(query, in: try journal.plants())
    let (_, status) = try WateringRule.record(
      plant, at: at, again: arguments.has("again"), journal: journal, today: context.today)
    context.output.line(
      Text.watered(plant.name, next: status.next, dDay: PlantLookup.dDayText(status.dDay)))
  }
}

private enum Text {
  static let summary = "record that a plant was watered"
  static let help = """
    Usage: daybook water PLANT [--at TIME] [--again]

    Records a watering of PLANT (its name, any case; a unique start of it is enough) and
    prints the next watering day. A plant already watered that day is refused unless
    --again is given.

    Options:
      --at TIME   HH:MM today, YYYY-MM-DD HH:MM, or YYYY-MM-DD (default: now)
      --again     record it even though the plant was already watered that day
    """
  static let missingPlant = "missing PLANT (see daybook water --help)"
  static func watered(_ name: String, next: Day, dDay: String) -> String {
    "Watered \(name) · next \(next.iso) (\(dDay))"
  }
}
