#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook export`: the whole journal as JSON, the entries as Markdown month files or jrnl
/// text, the todos and planned waterings as iCalendar; to stdout or private files.
enum ExportCommand: Command {
  static let name = "export"
  static func summary(_ language: Language) -> String { Text.summary(language) }
  static func help(_ language: Language) -> String { Text.help(language) }
  static let spec = ArgumentSpec(flags: ["force"], options: ["format", "output", "days"])

  private enum Format: String {
    case json, markdown, jrnl, ics
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(verbatim: Text.unexpected(word)) }
    let name = arguments.value("format") ?? "json"
    guard let format = Format(rawValue: name) else {
      throw CommandError.usage(verbatim: Text.unsupportedFormat(name))
    }
    var days = 90
    if let text = arguments.value("days") {
      guard format == .ics else { throw CommandError.usage(verbatim: Text.daysOnlyForICS) }
      guard let number = Int(text), (1...3660).contains(number) else {
        throw CommandError.usage(verbatim: Text.badDays(text))
      }
      days = number
    }
    let path = arguments.value("output")
    let force = arguments.has("force")
    if format == .markdown {
      guard let path, path != "-" else { throw CommandError.usage(verbatim: Text.markdownNeedsFolder) }
      try exportMarkdown(to: path, force: force, context: context)
      return
    }
    if let path, path != "-", !force, access(path, F_OK) == 0 {
      throw CommandError.failure(verbatim: Text.exists(path))
    }
    let journal = try context.journal()
    let text: String
    switch format {
    case .json: text = try journal.exportJSON()
    case .jrnl: text = try journal.exportJrnl()
    case .ics: text = try journal.exportICalendar(now: context.now, days: days)
    case .markdown: return
    }
    guard let path, path != "-" else {
      context.output.raw(text)
      return
    }
    try write(text, to: path, replacing: force)
    context.output.line(Text.exported(path))
  }

  /// One `YYYY-MM.md` per month into a folder (created `0700` when missing). Existing month
  /// files are kept unless --force, and then checked before anything is written.
  private static func exportMarkdown(to folder: String, force: Bool, context: Context) throws {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw CommandError.failure(verbatim: Text.notAFolder(folder))
      }
    } else if mkdir(folder, 0o700) != 0 {
      throw CommandError.failure(verbatim: Text.cannotWrite(folder, errnoText()))
    }
    let files = try context.journal().exportMarkdown()
    if !force, let taken = files.first(where: { access(folder + "/" + $0.fileName, F_OK) == 0 }) {
      throw CommandError.failure(verbatim: Text.exists(folder + "/" + taken.fileName))
    }
    for file in files {
      try write(file.text, to: folder + "/" + file.fileName, replacing: force)
    }
    context.output.line(Text.exportedMonths(files.count, folder))
  }

  /// Creates `path` as 0600. Without `replacing`, an existing file is never touched; with it,
  /// the new text goes to a temporary file first and is renamed over the old one, so a
  /// failure halfway leaves the old file whole.
  private static func write(_ text: String, to path: String, replacing: Bool) throws {
    let bytes = Array(text.utf8)
    if !replacing {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw errno == EEXIST
          ? CommandError.failure(verbatim: Text.exists(path))
          : CommandError.failure(verbatim: Text.cannotWrite(path, errnoText()))
      }
      guard writeAll(bytes, to: descriptor) else {
        let reason = errnoText()
        close(descriptor)
        unlink(path)
        throw CommandError.failure(verbatim: Text.cannotWrite(path, reason))
      }
      close(descriptor)
      return
    }
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw CommandError.failure(verbatim: Text.cannotWrite(path, errnoText()))
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
    let reason = errnoText()
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let failure = written ? errnoText() : reason
      unlink(temporary)
      throw CommandError.failure(verbatim: Text.cannotWrite(path, failure))
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard var pointer = raw.baseAddress else { return true }
      var remaining = raw.count
      while remaining > 0 {
        let count = Glibc.write(descriptor, pointer, remaining)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        remaining -= count
        pointer += count
      }
      return true
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

private enum Text {
  static func summary(_ language: Language) -> String { "write the journal as JSON, Markdown, jrnl or iCalendar" }
  static func help(_ language: Language) -> String { helpText }
  static let helpText = """
    Usage: daybook export [--format json|markdown|jrnl|ics] [--output PATH [--force]]
                          [--days N]

    --format json      every entry (with revisions), plant (with care), todo, intake record
                       and setting as one JSON document; `daybook import` reads it back
    --format markdown  the entries as one YYYY-MM.md file per month in the folder PATH
                       (required; created when missing)
    --format jrnl      the entries as jrnl text ([YYYY-MM-DD HH:MM] title, #tag as @tag)
    --format ics       todos (VTODO) and the planned waterings of the next N days (default
                       90) as all-day events, for any calendar app

    Output goes to stdout, or to PATH created readable by you only. Existing files are kept
    unless --force.
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func unsupportedFormat(_ format: String) -> String {
    "unsupported format \"\(format)\" (expected json, markdown, jrnl or ics)"
  }
  static func exists(_ path: String) -> String {
    "\(path) already exists (use --force to replace it)"
  }
  static func cannotWrite(_ path: String, _ reason: String) -> String {
    "cannot write \(path): \(reason)"
  }
  static func exported(_ path: String) -> String { "Exported the journal to \(path)" }
  static func exportedMonths(_ count: Int, _ folder: String) -> String {
    "Exported \(count) month\(count == 1 ? "" : "s") of entries to \(folder)"
  }
  static let markdownNeedsFolder = "--format markdown needs --output FOLDER"
  static func notAFolder(_ path: String) -> String { "\(path) is not a folder" }
  static let daysOnlyForICS = "--days is for --format ics"
  static func badDays(_ text: String) -> String {
    "--days wants a number of days from 1 to 3660, not \"\(text)\""
  }
}
