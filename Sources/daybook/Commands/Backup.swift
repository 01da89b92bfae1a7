#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook backup`: a consistent copy of the journal, safe while the diary is open.
enum BackupCommand: Command {
  static let name = "backup"
  static func summary(_ language: Language) -> String { Text.summary(language) }
  static func help(_ language: Language) -> String { Text.help(language) }
  static let spec = ArgumentSpec()

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if arguments.positionals.count > 1 {
      throw CommandError.usage(verbatim: Text.unexpected(arguments.positionals[1]))
    }
    guard access(context.journalPath, F_OK) == 0 else {
      throw CommandError.failure(verbatim: Text.noJournal(context.journalPath))
    }
    let journal = try context.journal()
    var destination = arguments.positionals.first ?? journal.defaultBackupPath(now: context.now)
    var info = stat()
    if stat(destination, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      let name = journal.defaultBackupPath(now: context.now).split(separator: "/").last
      destination += "/" + (name.map(String.init) ?? "journal-backup.sqlite")
    }
    let report = try journal.backupWithAttachments(to: destination)
    context.output.line(Text.done(report.path))
    if let folder = report.attachmentsFolder {
      context.output.line(Text.attachments(report.attachmentCount, folder))
    }
  }
}

private enum Text {
  static func summary(_ language: Language) -> String { "copy the journal (and its attachments) while it may be open" }
  static func help(_ language: Language) -> String { helpText }
  static let helpText = """
    Usage: daybook backup [PATH]

    Writes a consistent copy of the journal, even while the diary is open and saving in
    another terminal. PATH defaults to journal-YYYYMMDD-HHMMSS.sqlite beside the journal; a
    folder PATH gets that name inside it. The copy is readable by you only; an existing file
    is never replaced. The attachments folder, when there is one, is copied beside it as
    …-attachments. Open a copy with `daybook --db COPY`.
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func noJournal(_ path: String) -> String { "no journal at \(path)" }
  static func done(_ path: String) -> String { "Backed up the journal to \(path)" }
  static func attachments(_ count: Int, _ folder: String) -> String {
    "Copied \(count) attachment\(count == 1 ? "" : "s") to \(folder)"
  }
}
