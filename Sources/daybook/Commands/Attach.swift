import DaybookCore

/// `daybook attach FILE`: copies a file into the journal and attaches it to a day's entry.
enum AttachCommand: Command {
  static let name = "attach"
  static func summary(_ language: Language) -> String { "attach a file to a day's entry (a copy is kept)" }
  static func help(_ language: Language) -> String { helpText }
  static let helpText = """
    Usage: daybook attach FILE [--date DAY]

    Copies FILE into the attachments folder beside the journal (readable only by you)
    and attaches it to the entry of DAY (today unless --date). The day must have an
    entry. The original file is left as it is.

    Options:
      --date DAY   YYYY-MM-DD, today or yesterday
    """
  static let spec = ArgumentSpec(options: ["date"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
      throw CommandError.usage(verbatim: 
        arguments.positionals.isEmpty
          ? "missing FILE (see daybook attach --help)"
          : "one FILE at a time (see daybook attach --help)")
    }
    let day = try arguments.value("date").map {
      try Values.day($0, option: "--date", today: context.today)
    } ?? context.today
    let attachment = try context.journal().attach(file: file, toEntryOn: day, at: context.now)
    context.output.line("Attached \(Output.visible(attachment.originalName)) to \(day.iso)")
  }
}

/// `daybook attachments`: the files attached to one day's entry, or to every entry.
enum AttachmentsCommand: Command {
  static let name = "attachments"
  static func summary(_ language: Language) -> String { "list attached files" }
  static func help(_ language: Language) -> String { helpText }
  static let helpText = """
    Usage: daybook attachments [--date DAY]

    One line per attached file: the day, the original name and the path of the copy.
    With --date, only that day's.

    Options:
      --date DAY   YYYY-MM-DD, today or yesterday
    """
  static let spec = ArgumentSpec(options: ["date"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.isEmpty else {
      throw CommandError.usage(verbatim: "unexpected argument \"\(arguments.positionals[0])\"")
    }
    let journal = try context.journal()
    let rows: [(day: Day, attachment: Attachment)]
    if let text = arguments.value("date") {
      let day = try Values.day(text, option: "--date", today: context.today)
      rows = try journal.attachments(on: day).map { (day, $0) }
    } else {
      rows = try journal.allAttachments()
    }
    if rows.isEmpty {
      context.output.line("No attachments.")
      return
    }
    for row in rows {
      context.output.line(
        row.day.iso + "  " + Output.visible(row.attachment.originalName) + "  "
          + journal.path(of: row.attachment))
    }
  }
}

/// `daybook check`: the database's integrity and the attachments folder against its rows.
enum CheckCommand: Command {
  static let name = "check"
  static func summary(_ language: Language) -> String { "check the journal and its attachments" }
  static func help(_ language: Language) -> String { helpText }
  static let helpText = """
    Usage: daybook check [--clean]

    Runs SQLite's integrity check, then compares the attachments folder with the
    database: files no entry refers to (orphans, left by an interrupted attach) and
    attachments whose file is missing. Exits 1 when anything is wrong.

    Options:
      --clean   delete the orphan files (attachments with a missing file are only
                reported)
    """
  static let spec = ArgumentSpec(flags: ["clean"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    guard arguments.positionals.isEmpty else {
      throw CommandError.usage(verbatim: "unexpected argument \"\(arguments.positionals[0])\"")
    }
    let journal = try context.journal()
    let output = context.output
    var healthy = true
    let integrity = try journal.integrityCheck()
    if integrity == ["ok"] {
      output.line("Database: ok")
    } else {
      healthy = false
      output.line("Database: damaged")
      for line in integrity { output.line("  " + Output.visible(line)) }
    }
    let check = try journal.checkAttachments()
    for name in check.orphanFiles {
      output.line("Orphan file: " + journal.attachmentsFolder + "/" + Output.visible(name))
    }
    for attachment in check.missingFiles {
      output.line(
        "Missing file: " + Output.visible(attachment.originalName) + " ("
          + journal.path(of: attachment) + ")")
    }
    if arguments.has("clean"), !check.orphanFiles.isEmpty {
      journal.removeStoredFiles(check.orphanFiles)
      let count = check.orphanFiles.count
      output.line("Removed \(count) orphan \(count == 1 ? "file" : "files").")
    } else if !check.orphanFiles.isEmpty {
      healthy = false
    }
    if !check.missingFiles.isEmpty { healthy = false }
    if check.isClean { output.line("Attachments: ok") }
    guard healthy else { throw CommandError.failure(verbatim: "problems found") }
  }
}
