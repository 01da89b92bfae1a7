import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Picking a journal by name: `--db PATH` wins, then `--journal NAME`, then `$DAYBOOK_DB`,
/// then the config's `journal`, then the default journal.
enum Journals {
  /// The journal's path, or why `$DAYBOOK_DB` cannot name one (`~` without a HOME); nil when
  /// nothing names a usable place.
  static func startingPath(environment: [String: String], settings: Settings)
    -> Result<String, JournalError>?
  {
    if let explicit = environment["DAYBOOK_DB"], !explicit.isEmpty {
      return EnvironmentPaths.expanded(explicit, environment)
    }
    if let name = settings.values["journal"] {
      return JournalNames.path(of: name, environment: environment).map { .success($0) }
    }
    return Journal.defaultPath(environment: environment).map { .success($0) }
  }

  /// The name of the starting journal; nil when `$DAYBOOK_DB` names a file.
  static func startingName(environment: [String: String], settings: Settings) -> String? {
    if let explicit = environment["DAYBOOK_DB"], !explicit.isEmpty { return nil }
    return settings.values["journal"] ?? JournalNames.defaultName
  }

  /// `--journal NAME`.
  static func pick(_ name: String, context: Context) throws(CommandError) {
    guard JournalNames.isValid(name) else { throw .usage(JournalsText.badName, name) }
    guard let path = JournalNames.path(of: name, environment: context.environment) else {
      throw .failure(ContextText.noHome)
    }
    context.journalPath = path
    context.journalName = name
  }

  /// Bytes taken by everything the journal at `path` owns.
  static func size(journalPath path: String) -> Int64 {
    let folder = JournalFiles.folder(of: path)
    let plan = JournalFiles.plan(journalPath: path, isNamed: true)
    return (plan.files + plan.trees).reduce(0) { $0 + treeSize(folder + "/" + $1) }
  }

  private static func treeSize(_ path: String) -> Int64 {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return Int64(info.st_size) }
    var total: Int64 = 0
    guard let directory = opendir(path) else { return 0 }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { total += treeSize(path + "/" + name) }
    }
    return total
  }

  /// `812 B`, `4.0 KB`, `1.3 MB`.
  static func sizeText(_ bytes: Int64) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}

/// `daybook journals`: the named journals in the data folder, with sizes and last entries.
enum JournalsCommand: Command {
  static let name = "journals"
  static func summary(_ language: Language) -> String { JournalsText.summary.text(language) }
  static func help(_ language: Language) -> String { JournalsText.help.text(language) }
  static let spec = ArgumentSpec()

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(JournalsText.unexpected, word)
    }
    let language = context.language
    var rows: [[String]] = []
    for name in JournalNames.existing(environment: context.environment) {
      guard let path = JournalNames.path(of: name, environment: context.environment) else {
        continue
      }
      let last = (try? Journal(readingOnly: path)).flatMap { try? $0.lastEntryDay() }
      rows.append([
        name == context.journalName ? "*" : " ", name,
        Journals.sizeText(Journals.size(journalPath: path)),
        last.map { JournalsText.lastEntry.text(language, $0.iso) }
          ?? JournalsText.noEntries.text(language),
      ])
    }
    guard !rows.isEmpty else {
      context.output.line(JournalsText.none.text(language))
      return
    }
    for line in Output.table(rows) { context.output.line(line) }
  }
}

/// `daybook forget [--journal NAME]`: deletes a journal and everything it owns, after the
/// user types its name.
enum ForgetCommand: Command {
  static let name = "forget"
  static func summary(_ language: Language) -> String { JournalsText.forgetSummary.text(language) }
  static func help(_ language: Language) -> String { JournalsText.forgetHelp.text(language) }
  static let spec = ArgumentSpec()

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(JournalsText.unexpected, word)
    }
    let language = context.language
    guard let name = context.journalName else { throw CommandError.usage(JournalsText.notNamed) }
    let path = try context.usableJournalPath()
    var info = stat()
    guard lstat(path, &info) == 0 else { throw CommandError.failure(JournalsText.noJournal, name) }
    context.closeJournal()
    guard !JournalOpenLock.isOpen(journalPath: path) else {
      throw CommandError.failure(JournalsText.inUse, name)
    }
    let isNamed = name != JournalNames.defaultName
    let plan = JournalFiles.plan(journalPath: path, isNamed: isNamed)
    let folder = JournalFiles.folder(of: path)
    context.output.line(
      JournalsText.willDelete.text(
        language, name, Journals.sizeText(Journals.size(journalPath: path)), folder))
    for file in plan.topLevel { context.output.line("  " + file) }
    context.output.raw(JournalsText.typeName.text(language, name))
    context.output.flush()
    guard readLine(from: context.standardInput) == name else {
      context.output.line("")
      throw CommandError.failure(JournalsText.kept, name)
    }
    // Held while deleting: a Daybook that starts now waits until the files are gone.
    guard let lock = JournalOpenLock.exclusive(journalPath: path) else {
      throw CommandError.failure(JournalsText.inUse, name)
    }
    let left = try withExtendedLifetime(lock) {
      try JournalFiles.remove(plan, journalPath: path, isNamed: isNamed)
    }
    context.output.line(JournalsText.forgotten.text(language, name))
    if !left.isEmpty {
      // One line each, so that a script (or a person) sees exactly what is still there.
      context.output.line(JournalsText.leftAlone.text(language, folder, "\(left.count)"))
      for file in left { context.output.line("  " + file) }
    }
    if context.settings.values["journal"] == name {
      context.output.line(JournalsText.configNamesIt.text(language, name))
    }
  }

  /// One line of stdin, without its newline; nil at end of input.
  private static func readLine(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") {
        return String(decoding: bytes, as: UTF8.self).trimmingSpaces()
      }
      bytes.append(byte)
    }
  }
}
