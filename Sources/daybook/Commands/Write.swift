import DaybookCore

/// `daybook write`: adds text to a day's entry from the arguments, stdin or the editor.
enum WriteCommand: Command {
  static let name = "write"
  static let aliases = ["new"]
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(options: ["date"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    let day = try arguments.value("date").map {
      try Values.day($0, option: "--date", today: context.today)
    } ?? context.today
    let words = arguments.positionals
    let text: String
    if words == ["-"] || (words.isEmpty && !context.stdinIsTerminal) {
      do {
        text = try Input.readStandardInput()
      } catch {
        throw CommandError.failure(Input.describe(error))
      }
    } else if words.isEmpty {
      context.output.flush()
      text = try Editor.compose(environment: context.environment)
    } else {
      text = words.joined(separator: " ")
    }
    let trimmed = trimmingTrailingNewlines(text)
    guard !trimmed.allSatisfy(\.isWhitespace) else {
      context.output.line(Text.nothingWritten)
      return
    }
    let entry = try context.journal().appendToEntry(on: day, text: trimmed, at: context.now)
    let wordCount = entry.map {
      ($0.title + " " + $0.body).split(whereSeparator: \.isWhitespace).count
    }
    context.output.line(Text.saved(day, words: wordCount ?? 0))
  }

  private static func trimmingTrailingNewlines(_ text: String) -> String {
    var result = text
    while let last = result.last, last.isNewline { result.removeLast() }
    return result
  }
}

private enum Text {
  static let summary = "add text to a day's entry (alias: new)"
  static let help = """
    Usage: daybook write [--date DAY] [TEXT… | -]

    Adds TEXT to the end of the day's entry (today unless --date), after a blank line.
    With -, or when stdin is not a terminal and no TEXT is given, reads stdin. With no TEXT
    on a terminal, opens $VISUAL or $EDITOR (else vi); saving an empty file writes nothing.

    Options:
      --date DAY   YYYY-MM-DD, today or yesterday
    """
  static let nothingWritten = "Nothing written."
  static func saved(_ day: Day, words: Int) -> String {
    "Saved \(day.iso) (\(words) \(words == 1 ? "word" : "words"))"
  }
}
