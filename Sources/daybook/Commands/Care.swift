import DaybookCore

/// `daybook care KIND PLANT`: records care of any kind; `daybook care rm ID` deletes a record.
/// Care records and their ids are listed by `daybook plant show PLANT`.
enum CareCommand: CommandGroup {
  static let name = "care"
  static let summary = Text.summary
  static var help: String { Text.help + "\n" + subcommandList + "\n\n" + Text.helpTail }
  static var subcommands: [any Command.Type] {
    [Water.self, Repot.self, Fertilize.self, Treat.self, Note.self, Remove.self]
  }

  enum Water: CareRecordCommand { static let kind = CareKind.water }
  enum Repot: CareRecordCommand { static let kind = CareKind.repot }
  enum Fertilize: CareRecordCommand { static let kind = CareKind.fertilize }
  enum Treat: CareRecordCommand { static let kind = CareKind.treat }
  enum Note: CareRecordCommand { static let kind = CareKind.note }

  enum Remove: Command {
    static let name = "remove"
    static let aliases = ["rm"]
    static let summary = Text.removeSummary
    static let help = Text.removeHelp
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard arguments.positionals.count == 1, let word = arguments.positionals.first else {
        throw CommandError.usage(arguments.positionals.isEmpty ? Text.missingID : Text.oneID)
      }
      let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
      guard let id = RowID(digits), id > 0 else { throw CommandError.usage(Text.invalidID(word)) }
      let journal = try context.journal()
      guard let event = try journal.careEvent(id: id) else {
        throw CommandError.failure(Text.noRecord(id))
      }
      let plantName = try journal.plant(id: event.plantID)?.name ?? "?"
      try journal.deleteCare(id: id)
      context.output.line(Text.removed(event, plantName: Output.visible(plantName)))
    }
  }

  /// Records one care event of `kind` from the parsed arguments.
  static func record(_ kind: CareKind, _ arguments: ParsedArguments, context: Context) throws {
    let query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw CommandError.usage(Text.missingPlant(kind))
    }
    let note = (arguments.value("note") ?? "").trimmingSpaces()
    if kind == .note && note.isEmpty { throw CommandError.usage(Text.noteNeedsText) }
    let now = context.now
    let at = try instant(arguments, now: now)
    let journal = try context.journal()
    let plant = try PlantLookup.find(query, in: try journal.plants())
    let name = Output.visible(plant.name)
    guard kind == .water else {
      let saved = try journal.addCare(CareEvent(plantID: plant.id, kind: kind, at: at, note: note))
      context.output.line(Text.recorded(kind, name, at: at, id: saved.id))
      return
    }
    let (saved, status) = try WateringRule.record(
      plant, at: at, note: note, again: arguments.has("again"), journal: journal,
      today: context.today)
    context.output.line(
      Text.recorded(kind, name, at: at, id: saved.id)
        + Text.next(status.next, dDay: PlantLookup.dDayText(status.dDay)))
  }

  /// When the care happened: `--date DAY` at noon (now when DAY is today) or at `--at HH:MM`
  /// that day; `--at` alone as `daybook water` reads it; else now. Never in the future.
  static func instant(_ arguments: ParsedArguments, now: Timestamp) throws(CommandError)
    -> Timestamp
  {
    let atText = arguments.value("at")
    guard let dateText = arguments.value("date") else {
      guard let atText else { return now }
      return try Values.instant(atText, option: "--at", now: now)
    }
    let today = LocalTime.day(of: now)
    let day = try Values.day(dateText, option: "--date", today: today)
    guard day <= today else { throw .usage(Text.inFuture("--date", dateText)) }
    guard let atText else {
      return day == today ? now : LocalTime.timestamp(of: day, hour: 12)
    }
    guard let clock = LocalTime.parseClock(atText.trimmingSpaces()) else {
      throw .usage(Text.clockWithDate(atText))
    }
    let at = LocalTime.timestamp(of: day, hour: clock.hour, minute: clock.minute)
    guard at <= now else { throw .usage(Text.inFuture("--at", atText)) }
    return at
  }
}

/// One `daybook care KIND` subcommand; everything but the kind is shared.
protocol CareRecordCommand: Command {
  static var kind: CareKind { get }
}

extension CareRecordCommand {
  static var name: String { kind.rawValue }
  static var summary: String { Text.recordSummary(kind) }
  static var help: String { Text.recordHelp(kind) }
  static var spec: ArgumentSpec {
    ArgumentSpec(flags: kind == .water ? ["again"] : [], options: ["date", "at", "note"])
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    try CareCommand.record(kind, arguments, context: context)
  }
}

private enum Text {
  static let summary = "record repotting, fertilizing, treatment, notes or water"
  static let help = """
    Usage: daybook care KIND PLANT [--date DAY] [--at TIME] [--note TEXT]
           daybook care rm ID

    Records care of a plant, or deletes a care record by id.

    Subcommands:
    """
  static let helpTail = """
    The records and their ids are listed by: daybook plant show PLANT
    """
  static func recordSummary(_ kind: CareKind) -> String {
    switch kind {
    case .water: "record a watering (as daybook water)"
    case .repot: "record a repotting"
    case .fertilize: "record fertilizing"
    case .treat: "record a treatment (pests, disease)"
    case .note: "record a note about a plant"
    }
  }
  static func what(_ kind: CareKind) -> String {
    switch kind {
    case .water: "a watering"
    case .repot: "a repotting"
    case .fertilize: "fertilizing"
    case .treat: "a treatment"
    case .note: "a note"
    }
  }
  static func recordHelp(_ kind: CareKind) -> String {
    let note = kind == .note ? "--note TEXT" : "[--note TEXT]"
    let again = kind == .water ? " [--again]" : ""
    let againLine = kind == .water
      ? "\n  --again      record it even though the plant was already watered that day" : ""
    let refusal = kind == .water
      ? " A plant already watered that day is refused unless --again is given." : ""
    return """
      Usage: daybook care \(kind.rawValue) PLANT [--date DAY] [--at TIME] \(note)\(again)

      Records \(what(kind)) for PLANT (its name, any case; \
      a unique start of it is enough).\(refusal)

      Options:
        --date DAY   the day it happened: YYYY-MM-DD, today or yesterday; recorded at 12:00
                     (today: now), not in the future
        --at TIME    HH:MM (on --date, else today), or YYYY-MM-DD HH:MM without --date
        --note TEXT  what was done\(kind == .note ? " (required)" : "")\(againLine)
      """
  }
  static let removeSummary = "delete a care record by its id"
  static let removeHelp = """
    Usage: daybook care rm ID

    Deletes one care record. The ids (#12) are shown by daybook plant show PLANT.
    """
  static func missingPlant(_ kind: CareKind) -> String {
    "missing PLANT (see daybook care \(kind.rawValue) --help)"
  }
  static let noteNeedsText = "a note needs --note TEXT"
  static func inFuture(_ option: String, _ text: String) -> String {
    "\(option) \"\(text)\" is in the future"
  }
  static func clockWithDate(_ text: String) -> String {
    "invalid time \"\(text)\" for --at (expected HH:MM together with --date)"
  }
  static func verb(_ kind: CareKind) -> String {
    switch kind {
    case .water: "Watered"
    case .repot: "Repotted"
    case .fertilize: "Fertilized"
    case .treat: "Treated"
    case .note: "Noted"
    }
  }
  static func recorded(_ kind: CareKind, _ name: String, at: Timestamp, id: RowID) -> String {
    "\(verb(kind)) \(name) · \(LocalTime.text(of: at)) · #\(id)"
  }
  static func next(_ day: Day, dDay: String) -> String { " · next \(day.iso) (\(dDay))" }
  static let missingID = "missing ID (see daybook care rm --help)"
  static let oneID = "give one ID (see daybook care rm --help)"
  static func invalidID(_ word: String) -> String {
    "invalid id \"\(word)\" (expected a number such as 12 or #12)"
  }
  static func noRecord(_ id: RowID) -> String {
    "no care record #\(id) (daybook plant show PLANT lists them)"
  }
  static func removed(_ event: CareEvent, plantName: String) -> String {
    "Removed #\(event.id) · \(event.kind.rawValue) · \(plantName) · \(LocalTime.text(of: event.at))"
  }
}
