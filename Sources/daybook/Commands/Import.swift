import DaybookCore

/// `daybook import`: a Daybook JSON export or a jrnl text file, all or nothing.
enum ImportCommand: Command {
  static let name = "import"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(options: ["format"])

  private enum Format: String {
    case json, jrnl
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard let path = arguments.positionals.first else {
      throw CommandError.usage(Text.missingFile)
    }
    if arguments.positionals.count > 1 {
      throw CommandError.usage(Text.unexpected(arguments.positionals[1]))
    }
    let format: Format
    if let name = arguments.value("format") {
      guard let parsed = Format(rawValue: name) else {
        throw CommandError.usage(Text.unsupportedFormat(name))
      }
      format = parsed
    } else if path.lowercased().hasSuffix(".json") {
      format = .json
    } else {
      throw CommandError.usage(Text.missingFormat)
    }
    let text: String
    do {
      text = try Input.readFile(path)
    } catch {
      throw CommandError.failure(Input.describe(error))
    }
    let journal = try context.journal()
    let report: ImportReport
    switch format {
    case .json: report = try journal.importJSON(text)
    case .jrnl: report = try journal.importJrnl(text, at: context.now)
    }
    context.output.line(Text.imported(path, report))
  }
}

private enum Text {
  static let summary = "add a JSON export or a jrnl file to the journal"
  static let help = """
    Usage: daybook import --format json|jrnl FILE

    Adds everything in FILE (- for stdin) to the journal, or nothing when any of it is
    wrong. Rows already present are skipped; an entry for a day that already has different
    text is merged into it. --format may be left out for a FILE ending in .json.
    """
  static let missingFile = "missing FILE (see daybook import --help)"
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func unsupportedFormat(_ format: String) -> String {
    "unsupported format \"\(format)\" (expected json or jrnl)"
  }
  static let missingFormat = "missing --format json or --format jrnl"
  static func imported(_ path: String, _ report: ImportReport) -> String {
    "Imported \(path == "-" ? "stdin" : path): \(report.added) added, \(report.skipped) skipped, "
      + "\(report.merged) merged"
  }
}
