import DaybookCore

/// `daybook intake …`: caffeine, water and other drinks.
enum IntakeCommand: CommandGroup {
  static let name = "intake"
  static let summary = Text.summary
  static var help: String { Text.help + "\n" + subcommandList }
  static var subcommands: [any Command.Type] { [Add.self, List.self] }

  enum Add: Command {
    static let name = "add"
    static let summary = Text.addSummary
    static let help = Text.addHelp
    static let spec = ArgumentSpec(options: ["at", "note"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard let kindWord = arguments.positionals.first else {
        throw CommandError.usage(Text.missingKind)
      }
      guard let kind = IntakeKind(rawValue: kindWord.lowercased()) else {
        throw CommandError.usage(Text.invalidKind(kindWord))
      }
      let amountText = arguments.positionals.dropFirst().joined(separator: " ")
      guard !amountText.isEmpty else { throw CommandError.usage(Text.missingAmount) }
      guard let (amount, unit) = Intake.parseAmount(amountText) else {
        throw CommandError.usage(Text.invalidAmount(amountText))
      }
      guard allowedUnits(kind).contains(unit) else {
        throw CommandError.usage(Text.wrongUnit(kind, amountText))
      }
      let now = context.now
      let at = try arguments.value("at").map { try Values.instant($0, option: "--at", now: now) }
        ?? now
      let journal = try context.journal()
      let settings = try journal.settings().goal
      let saved = try journal.addIntake(
        Intake(kind: kind, amount: amount, unit: unit, at: at, note: arguments.value("note") ?? ""))
      let dayIntakes = try journal.intakes(from: saved.day, to: saved.day)
      let totals = IntakeGoals.totals(of: dayIntakes, on: saved.day, settings: settings)
      let output = context.output
      output.line(
        Text.added(kind, IntakeSummary.amount(saved, settings: settings), day: saved.day, at: at))
      for line in IntakeSummary.lines(totals, settings: settings, output: output) {
        output.line("  " + line)
      }
    }

    /// Caffeine is counted in mg (or shots); drinks by volume.
    private static func allowedUnits(_ kind: IntakeKind) -> Set<IntakeUnit> {
      switch kind {
      case .caffeine: [.mg, .shot]
      case .water, .other: [.ml]
      }
    }
  }

  enum List: Command {
    static let name = "list"
    static let summary = Text.listSummary
    static let help = Text.listHelp
    static let spec = ArgumentSpec(flags: ["json"], options: ["date"])

    struct IntakeJSON: Encodable {
      var id: RowID
      var kind: IntakeKind
      var amount: Double
      var unit: IntakeUnit
      var at: Timestamp
      var time: String
      var note: String
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(Text.unexpected(word))
      }
      let day = try arguments.value("date").map {
        try Values.day($0, option: "--date", today: context.today)
      } ?? context.today
      let journal = try context.journal()
      let intakes = try journal.intakes(from: day, to: day)
      let output = context.output
      if arguments.has("json") {
        try output.json(intakes.map {
          IntakeJSON(
            id: $0.id, kind: $0.kind, amount: $0.amount, unit: $0.unit, at: $0.at,
            time: LocalTime.text(of: $0.at), note: $0.note)
        })
        return
      }
      let settings = try journal.settings().goal
      output.line(day.iso)
      guard !intakes.isEmpty else {
        output.line(Text.nothing)
        return
      }
      let rows = intakes.map {
        [
          "  " + LocalTime.clockText(of: $0.at), Text.kind($0.kind),
          IntakeSummary.amount($0, settings: settings), Output.visible($0.note),
        ]
      }
      for line in Output.table(rows) { output.line(line) }
      let totals = IntakeGoals.totals(of: intakes, on: day, settings: settings)
      for line in IntakeSummary.lines(totals, settings: settings, output: output) {
        output.line(line)
      }
    }
  }
}

private enum Text {
  static let summary = "record and list caffeine and water"
  static let help = """
    Usage: daybook intake SUBCOMMAND [ARGS…]   (daybook intake SUBCOMMAND --help for more)

    Subcommands:
    """
  static let addSummary = "record a drink"
  static let addHelp = """
    Usage: daybook intake add KIND AMOUNT [--at TIME] [--note TEXT]

    KIND is caffeine, water or other. AMOUNT is a positive number with its unit:
    caffeine in mg or shots (75mg, 1shot, 2 shots), water and other in ml (250ml).
    Prints the day's total against the goal (see daybook goal).

    Options:
      --at TIME     HH:MM today, YYYY-MM-DD HH:MM, or YYYY-MM-DD (default: now)
      --note TEXT   what it was
    """
  static let listSummary = "list a day's drinks and totals"
  static let listHelp = """
    Usage: daybook intake list [--date DAY] [--json]

    Lists the day's records (today unless --date) with the total against the goal.

    Options:
      --date DAY   YYYY-MM-DD, today or yesterday
      --json       print a JSON array instead
    """
  static let missingKind = "missing KIND and AMOUNT (see daybook intake add --help)"
  static func invalidKind(_ word: String) -> String {
    "unknown kind \"\(word)\" (expected caffeine, water or other)"
  }
  static let missingAmount = "missing AMOUNT, like 75mg, 1shot or 250ml"
  static func invalidAmount(_ text: String) -> String {
    "invalid amount \"\(text)\" (expected a positive number and a unit: 75mg, 1shot, 250ml)"
  }
  static func wrongUnit(_ kind: IntakeKind, _ text: String) -> String {
    kind == .caffeine
      ? "caffeine is counted in mg or shots, not \"\(text)\""
      : "\(kind.rawValue) is counted in ml, not \"\(text)\""
  }
  static func kind(_ kind: IntakeKind) -> String {
    switch kind {
    case .caffeine: "caffeine"
    case .water: "water"
    case .other: "other"
    }
  }
  static func added(_ kind: IntakeKind, _ amount: String, day: Day, at: Timestamp) -> String {
    "Added \(Text.kind(kind)) \(amount) at \(LocalTime.text(of: at))"
  }
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static let nothing = "  nothing recorded"
}
