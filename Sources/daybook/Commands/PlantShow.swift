import DaybookCore

extension PlantCommand {
  /// `daybook plant show NAME`: one plant with its watering rhythm and care timeline.
  enum Show: Command {
    static let name = "show"
    static let summary = Text.summary
    static let help = Text.help
    static let spec = ArgumentSpec(flags: ["json"])
    static let recentCount = 10

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else { throw CommandError.usage(Text.missingName) }
      let journal = try context.journal()
      let plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      let events = try journal.careEvents(plantID: plant.id, limit: Int(Int32.max))
      let today = context.today
      let lastWatered = events.first { $0.kind == .water }?.day
      let status = WateringSchedule.status(for: plant, lastWatered: lastWatered, today: today)
      let summary = PlantHistory.intervalSummary(events, plant: plant, last: recentCount)
      let waterings = PlantHistory.recentWaterings(events, last: recentCount)
      let timeline = PlantHistory.timeline(events)
      if arguments.has("json") {
        try context.output.json(
          ShowJSON(plant, status: status, summary: summary, waterings: waterings,
            timeline: timeline))
        return
      }
      let output = context.output
      output.line(Output.visible(plant.name))
      let rows: [[String]] = [
        [Text.species, dashIfEmpty(plant.species)],
        [Text.location, dashIfEmpty(plant.location)],
        [Text.acquired, plant.acquired?.iso ?? "-"],
        [Text.notes, dashIfEmpty(plant.notes)],
        [Text.archived, plant.archived ? Text.yes : Text.no],
        [Text.lastWatered, lastWatered.map { Text.dayAgo($0, today: today) } ?? Text.never],
        [Text.next, plant.archived
          ? "-" : "\(status.next.iso) (\(PlantLookup.dDayText(status.dDay)))"],
        [Text.watering, Text.rhythm(summary)],
      ]
      for line in Output.table(rows.map { ["  " + $0[0], $0[1]] }) { output.line(line) }

      output.line()
      output.line(waterings.count < recentCount ? Text.wateringsHeader
        : Text.lastWateringsHeader(recentCount))
      if waterings.isEmpty { output.line(Text.noneYet) }
      let wateringRows = waterings.map { gap in
        ["  #\(gap.event.id)", LocalTime.text(of: gap.event.at), Text.gap(gap)]
      }
      for line in Output.table(wateringRows) { output.line(line) }

      output.line()
      output.line(Text.timelineHeader)
      if timeline.isEmpty { output.line(Text.noneYet) }
      // One table for every month, so the columns line up down the whole timeline.
      let eventRows = timeline.flatMap(\.events).map { event in
        [
          "    #\(event.id)", LocalTime.text(of: event.at), event.kind.rawValue,
          oneLine(event.note),
        ]
      }
      var lines = Output.table(eventRows).makeIterator()
      for group in timeline {
        output.line("  " + Text.monthTitle(group.month))
        for _ in group.events {
          if let line = lines.next() { output.line(line) }
        }
      }
    }

    private static func dashIfEmpty(_ text: String) -> String {
      let shown = oneLine(text)
      return shown.isEmpty ? "-" : shown
    }

    /// Stored text on one line: line breaks become spaces, other controls are made visible.
    private static func oneLine(_ text: String) -> String {
      Output.visible(
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingSpaces())
    }
  }

  /// `plant show --json`.
  struct ShowJSON: Encodable {
    struct Watering: Encodable {
      var id: RowID
      var at: String
      var daysSincePrevious: Int?
      var isRepeat: Bool
    }
    struct Event: Encodable {
      var id: RowID
      var kind: String
      var at: String
      var note: String
    }
    struct Month: Encodable {
      var month: String
      var events: [Event]
    }

    var id: RowID
    var name: String
    var species: String
    var location: String
    var acquired: Day?
    var intervalDays: Int
    var notes: String
    var archived: Bool
    var lastWatered: Day?
    var nextWatering: Day?
    var dDay: Int?
    var averageIntervalDays: Double?
    var averagedOverWaterings: Int
    var waterings: [Watering]
    var timeline: [Month]

    init(
      _ plant: Plant, status: WateringStatus, summary: IntervalSummary, waterings: [WateringGap],
      timeline: [(month: Day, events: [CareEvent])]
    ) {
      id = plant.id
      name = plant.name
      species = plant.species
      location = plant.location
      acquired = plant.acquired
      intervalDays = plant.intervalDays
      notes = plant.notes
      archived = plant.archived
      lastWatered = status.lastWatered
      nextWatering = plant.archived ? nil : status.next
      dDay = plant.archived ? nil : status.dDay
      averageIntervalDays = summary.average
      averagedOverWaterings = summary.wateringDays
      self.waterings = waterings.map {
        Watering(
          id: $0.event.id, at: LocalTime.text(of: $0.event.at),
          daysSincePrevious: $0.daysSincePrevious, isRepeat: $0.isRepeat)
      }
      self.timeline = timeline.map { group in
        Month(
          month: String(group.month.iso.prefix(7)),
          events: group.events.map {
            Event(id: $0.id, kind: $0.kind.rawValue, at: LocalTime.text(of: $0.at), note: $0.note)
          })
      }
    }
  }
}

private enum Text {
  static let summary = "show a plant with its waterings and care timeline"
  static let help = """
    Usage: daybook plant show NAME [--json]

    Shows a plant's details, its last and next watering, how often it was really watered
    compared with its interval, the last 10 waterings with the days between them, and every
    care record by month, newest first. The #numbers are care record ids, for
    daybook care rm ID.

    Options:
      --json   print a JSON object instead
    """
  static let missingName = "missing NAME (see daybook plant show --help)"
  static let species = "Species"
  static let location = "Location"
  static let acquired = "Acquired"
  static let notes = "Notes"
  static let archived = "Archived"
  static let yes = "yes"
  static let no = "no"
  static let lastWatered = "Last watered"
  static let never = "never"
  static let next = "Next"
  static let watering = "Watering"
  static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
  static func dayAgo(_ day: Day, today: Day) -> String {
    let ago = day.days(until: today)
    let when: String
    switch ago {
    case 0: when = "today"
    case 1: when = "yesterday"
    case 2...: when = "\(ago) days ago"
    default: when = "in \(days(-ago))"
    }
    return "\(day.iso) (\(when))"
  }
  static func rhythm(_ summary: IntervalSummary) -> String {
    let planned = "every \(days(summary.planned)) planned"
    guard let average = summary.average else { return planned + " · no average yet" }
    return planned + " · \(decimal(average)) on average (last \(summary.wateringDays))"
  }
  /// One decimal, without a trailing `.0`.
  static func decimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }
  static let wateringsHeader = "Waterings"
  static func lastWateringsHeader(_ count: Int) -> String { "Last \(count) waterings" }
  static let noneYet = "  none yet"
  static func gap(_ gap: WateringGap) -> String {
    if gap.isRepeat { return "again that day" }
    guard let days = gap.daysSincePrevious else { return "first on record" }
    return "after \(Text.days(days))"
  }
  static let timelineHeader = "Timeline"
  static func monthTitle(_ month: Day) -> String {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return names[month.month - 1] + " " + String(month.year)
  }
}
