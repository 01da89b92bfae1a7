#if canImport(Glibc)
  import Glibc
#endif

/// What `backup(to:now:)` wrote.
public struct BackupReport: Equatable, Sendable {
  /// The copy of the journal.
  public var path: String
  /// The copied attachments folder, when the journal has one.
  public var attachmentsFolder: String?
  /// How many attachment files were copied.
  public var attachmentCount: Int
}

extension Journal {
  /// `journal-YYYYMMDD-HHMMSS.sqlite` beside the journal, in local time.
  public func defaultBackupPath(now: Timestamp) -> String {
    let parts = LocalTime.components(of: now)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let stamp =
      String(parts.year) + two(parts.month) + two(parts.day) + "-" + two(parts.hour)
      + two(parts.minute) + two(parts.second)
    return folder + "/journal-\(stamp).sqlite"
  }

  /// A consistent copy of the journal (safe while other programs have it open and write to
  /// it) created `0600`, and a copy of the attachments folder (`0700`, files `0600`) next to
  /// it named like the copy with `-attachments`. Nothing existing is overwritten or followed:
  /// when either target already exists (a file, a folder or a symlink) nothing is written at
  /// all, and a failed backup removes only what it wrote itself.
  public func backupWithAttachments(to destination: String) throws -> BackupReport {
    let source = attachmentsFolder
    var info = stat()
    let hasAttachments =
      path != ":memory:" && stat(source, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    let base =
      destination.hasSuffix(".sqlite")
      ? String(destination.dropLast(".sqlite".count)) : destination
    let target = base + "-attachments"
    if hasAttachments, lstat(target, &info) == 0 {
      throw JournalError(.invalid, .alreadyExists, target)
    }
    // Checked before the names are recorded: a name already taken is never recorded as ours.
    if lstat(destination, &info) == 0 {
      throw JournalError(.invalid, .alreadyExists, destination)
    }
    try recordIfBeside([destination] + (hasAttachments ? [target + "/"] : []))
    try backup(to: destination)
    var report = BackupReport(path: destination, attachmentsFolder: nil, attachmentCount: 0)
    guard hasAttachments else { return report }
    do {
      report.attachmentCount = try Journal.copyFolder(source, to: target) { names in
        try self.recordIfBeside(names.map { target + "/" + $0 })
      }
    } catch {
      unlink(destination)
      throw error
    }
    report.attachmentsFolder = target
    return report
  }

  /// Adds the paths that are inside the journal's folder to the record of what Daybook made
  /// there (`JournalFiles`), so that `forget` knows them from a look-alike.
  func recordIfBeside(_ paths: [String]) throws {
    guard path != ":memory:" else { return }
    let prefix = folder + "/"
    let inside = paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    try JournalFiles.record(inside, journalPath: path)
  }

  /// Copies the regular files of a folder (not recursing, symlinks skipped) into a new private
  /// folder. The folder is created here or not at all (`mkdir` fails on anything existing),
  /// and every file is made with `openat` on it, `O_EXCL | O_NOFOLLOW`. On failure only the
  /// files made here, then the folder, are removed.
  static func copyFolder(
    _ source: String, to target: String, recording: ([String]) throws -> Void = { _ in }
  ) throws -> Int {
    guard mkdir(target, 0o700) == 0 else {
      throw errno == EEXIST
        ? JournalError(.invalid, .alreadyExists, target)
        : JournalError(.cannotOpen, .cannotCreate, target, errnoText())
    }
    let targetFolder = open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard targetFolder >= 0 else {
      let error = JournalError(.cannotOpen, .cannotCreate, target, errnoText())
      rmdir(target)
      throw error
    }
    defer { close(targetFolder) }
    var made: [String] = []
    do {
      let sourceFolder = open(source, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard sourceFolder >= 0, let directory = fdopendir(sourceFolder) else {
        if sourceFolder >= 0 { close(sourceFolder) }
        throw JournalError(.cannotOpen, .cannotRead, source, errnoText())
      }
      defer { closedir(directory) }
      while let item = readdir(directory) {
        let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name != ".", name != ".." else { continue }
        let input = openat(
          sourceFolder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else { continue }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
        try recording([name])
        let output = openat(
          targetFolder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard output >= 0 else {
          throw JournalError(.cannotOpen, .cannotCreate, target + "/" + name, errnoText())
        }
        made.append(name)
        try copyDescriptor(
          input, to: output, source: source + "/" + name, target: target + "/" + name)
      }
    } catch {
      for name in made { unlinkat(targetFolder, name, 0) }
      rmdir(target)
      throw error
    }
    return made.count
  }

  static func copyFile(_ source: String, to target: String) throws {
    let input = open(source, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else {
      throw JournalError(.cannotOpen, .cannotRead, source, errnoText())
    }
    defer { close(input) }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw JournalError(.cannotOpen, .cannotCreate, target, errnoText())
    }
    do {
      try copyDescriptor(input, to: output, source: source, target: target)
    } catch {
      unlink(target)
      throw error
    }
  }

  /// Copies all of `input` into `output`, syncs and closes `output`.
  static func copyDescriptor(_ input: Int32, to output: Int32, source: String, target: String)
    throws
  {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var failure: (text: JournalErrorText, arguments: [String], code: Int32)?
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 {
        failure = (.cannotRead, [source, errnoText()], errno)
        break
      }
      if count == 0 { break }
      var offset = 0
      while offset < count {
        let written = buffer.withUnsafeBytes {
          write(output, $0.baseAddress.map { $0 + offset }, count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 {
          failure = (.cannotWrite, [target, errnoText()], errno)
          break copying
        }
        offset += written
      }
    }
    if failure == nil, fsync(output) != 0 {
      failure = (.cannotWrite, [target, errnoText()], errno)
    }
    close(output)
    if let failure {
      throw JournalError(
        failure.code == ENOSPC ? .diskFull : .cannotOpen, failure.text, arguments: failure.arguments
      )
    }
  }
}
