import DaybookCore

/// `daybook remind`: delivers the reminders that became due since the last run (for cron).
enum RemindCommand: Command {
  static let name = "remind"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["notify", "dry-run", "json"])

  struct ReminderJSON: Encodable {
    var key: String
    var kind: String
    var message: String
    var target: String
    var fireAt: Timestamp
    var time: String
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
    let now = context.now
    let journal = try context.journal()
    let reminders = arguments.has("dry-run")
      ? try journal.pendingReminders(now: now) : try journal.deliverDueReminders(now: now)
    let output = context.output
    if arguments.has("json") {
      try output.json(
        reminders.map {
          ReminderJSON(
            key: $0.key, kind: $0.kind.rawValue, message: $0.message, target: $0.target,
            fireAt: $0.fireAt, time: LocalTime.text(of: $0.fireAt))
        })
    } else {
      let today = LocalTime.day(of: now)
      for reminder in reminders {
        output.line(line(for: reminder, today: today))
      }
    }
    guard arguments.has("notify"), !arguments.has("dry-run"), !reminders.isEmpty,
      let program = Notifier.locate(environment: context.environment)
    else { return }
    output.flush()
    for reminder in reminders {
      Notifier.send(Output.visible(reminder.message), using: program)
    }
  }

  /// `10:00  Water Monstera tomorrow (every 7 days)`; the date is added when the reminder
  /// fell due on another day than today (a late run).
  static func line(for reminder: Reminder, today: Day) -> String {
    let when = LocalTime.day(of: reminder.fireAt) == today
      ? LocalTime.clockText(of: reminder.fireAt) : LocalTime.text(of: reminder.fireAt)
    return when + "  " + Output.visible(reminder.message)
  }
}

private enum Text {
  static let summary = "print (and record) reminders that are due"
  static let help = """
    Usage: daybook remind [--notify] [--dry-run] [--json]

    Prints the reminders that became due since the last run, one per line, and records
    them so each is delivered once, even when two runs overlap. Meant for cron, e.g.
    every 5 minutes: */5 * * * * daybook remind --notify
    The first run (or a run after a long pause) looks back at most 24 hours.

    Reminders (times and switches are journal settings, reminder_KIND_time = HH:MM and
    reminder_KIND_enabled = 0/1):
      plant-eve   10:00 the day before a plant's watering day
      plant-day   12:00 on the watering day (not once it is watered)
      diary       23:00 when the day has no entry
      todo-eve    20:00 the day before an open todo is due
      water-pace  15:00 in zero-caffeine mode, when water is behind the day's pace
                  (goal × (hour − 8) / 14)

    Options:
      --notify    also show each reminder with notify-send (skipped silently when
                  notify-send is not on PATH)
      --dry-run   show what would be delivered; record nothing
      --json      print a JSON array instead
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
}
