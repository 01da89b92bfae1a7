import DaybookCore

/// `daybook status`: one short line for a tmux status bar or a shell prompt. Reads only
/// today's rows through indexes, so it stays fast on a journal of any age.
enum StatusCommand: Command {
  static let name = "status"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["plain"], options: ["format"])

  enum Part: String, CaseIterable {
    case entry, water, todo, intake, unread
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
    let parts = try arguments.value("format").map(parseParts) ?? Part.allCases
    let plain = arguments.has("plain") || !context.output.unicode
    let snapshot = try context.journal().statusSnapshot(today: context.today)
    context.output.line(line(snapshot, parts: parts, plain: plain))
  }

  static func parseParts(_ text: String) throws(CommandError) -> [Part] {
    var parts: [Part] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(word).trimmingSpaces().lowercased()
      guard let part = Part(rawValue: name) else { throw .usage(Text.unknownPart(name)) }
      parts.append(part)
    }
    return parts
  }

  /// The parts in order, two spaces apart; `unread` only when there are unread reminders.
  static func line(_ snapshot: StatusSnapshot, parts: [Part], plain: Bool) -> String {
    parts.compactMap { text(of: $0, snapshot, plain: plain) }
      .joined(separator: plain ? " " : "  ")
  }

  private static func text(of part: Part, _ snapshot: StatusSnapshot, plain: Bool) -> String? {
    switch part {
    case .entry:
      return plain ? Text.entryPlain(snapshot.hasEntry) : Text.entry(snapshot.hasEntry)
    case .water:
      return plain ? Text.waterPlain(snapshot.plantsDue) : Text.water(snapshot.plantsDue)
    case .todo:
      let progress = snapshot.todoProgress
      return plain
        ? Text.todoPlain(progress.done, progress.total) : Text.todo(progress.done, progress.total)
    case .intake:
      let goal = snapshot.goal
      switch goal.mode {
      case .caffeineLimit:
        let amount = Values.number(snapshot.intake.caffeineMg.rounded())
        let limit = Values.number(goal.caffeineLimitMg)
        return plain ? Text.caffeinePlain(amount, limit) : Text.caffeine(amount, limit)
      case .zeroCaffeine:
        let amount = Values.number(snapshot.intake.waterMl.rounded())
        let target = Values.number(goal.waterGoalMl)
        return plain ? Text.hydrationPlain(amount, target) : Text.hydration(amount, target)
      }
    case .unread:
      guard snapshot.unread > 0 else { return nil }
      return plain ? Text.unreadPlain(snapshot.unread) : Text.unread(snapshot.unread)
    }
  }
}

private enum Text {
  static let summary = "one line for a status bar: entry, plants, todos, intake"
  static let help = """
    Usage: daybook status [--format PARTS] [--plain]

    Prints one short line about today, for a tmux status bar or a shell prompt:
      ✎ ✓  💧 2 due  ☑ 3/5  ☕ 150/400mg  🔔 1
    ✎ ✓ today has an entry (✎ · not yet); 💧 N due plants to water today or overdue;
    ☑ done/total todos due today; ☕ caffeine against the limit, or 💧 water against the
    goal in zero-caffeine mode; 🔔 N unread reminders (only when there are some).

    Options:
      --format PARTS   a comma list of entry, water, todo, intake, unread, in the order
                       to show them (default: all, in that order)
      --plain          ASCII only: entry:yes water:2 todo:3/5 caffeine:150/400mg unread:1
                       (also the default outside UTF-8 locales)

    In tmux: set -g status-right '#(daybook status)'
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func unknownPart(_ word: String) -> String {
    "unknown part \"\(word)\" in --format (expected entry, water, todo, intake, unread)"
  }
  static func entry(_ written: Bool) -> String { written ? "✎ ✓" : "✎ ·" }
  static func entryPlain(_ written: Bool) -> String { written ? "entry:yes" : "entry:no" }
  static func water(_ due: Int) -> String { "💧 \(due) due" }
  static func waterPlain(_ due: Int) -> String { "water:\(due)" }
  static func todo(_ done: Int, _ total: Int) -> String { "☑ \(done)/\(total)" }
  static func todoPlain(_ done: Int, _ total: Int) -> String { "todo:\(done)/\(total)" }
  static func caffeine(_ amount: String, _ limit: String) -> String { "☕ \(amount)/\(limit)mg" }
  static func caffeinePlain(_ amount: String, _ limit: String) -> String {
    "caffeine:\(amount)/\(limit)mg"
  }
  static func hydration(_ amount: String, _ goal: String) -> String { "💧 \(amount)/\(goal)ml" }
  static func hydrationPlain(_ amount: String, _ goal: String) -> String {
    "hydration:\(amount)/\(goal)ml"
  }
  static func unread(_ count: Int) -> String { "🔔 \(count)" }
  static func unreadPlain(_ count: Int) -> String { "unread:\(count)" }
}
