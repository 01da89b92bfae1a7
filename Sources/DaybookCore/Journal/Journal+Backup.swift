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
  /// it named like the copy with `-attachments`. Nothing existing is overwritten; a failed
  /// backup removes what it wrote.
  public func backupWithAttachments(to destination: String) throws -> BackupReport {
    try backup(to: destination)
    var report = BackupReport(path: destination, attachmentsFolder: nil, attachmentCount: 0)
    let source = attachmentsFolder
    var info = stat()
    guard path != ":memory:", stat(source, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR
    else { return report }
    let base = destination.hasSuffix(".sqlite")
      ? String(destination.dropLast(".sqlite".count)) : destination
    let target = base + "-attachments"
    do {
      report.attachmentCount = try Journal.copyFolder(source, to: target)
    } catch {
      Journal.removeFolder(target)
      unlink(destination)
      throw error
    }
    report.attachmentsFolder = target
    return report
  }

  /// Copies the regular files of a folder (not recursing) into a new private folder.
  static func copyFolder(_ source: String, to target: String) throws -> Int {
    guard mkdir(target, 0o700) == 0 else {
      throw JournalError(.cannotOpen, .cannotCreate, target, errnoText())
    }
    guard let directory = opendir(source) else {
      throw JournalError(.cannotOpen, .cannotRead, source, errnoText())
    }
    defer { closedir(directory) }
    var count = 0
    while let item = readdir(directory) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      var info = stat()
      guard name != ".", name != "..", stat(source + "/" + name, &info) == 0,
        (info.st_mode & S_IFMT) == S_IFREG
      else { continue }
      try copyFile(source + "/" + name, to: target + "/" + name)
      count += 1
    }
    return count
  }

  static func copyFile(_ source: String, to target: String) throws {
    let input = open(source, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else {
      throw JournalError(.cannotOpen, .cannotRead, source, errnoText())
    }
    defer { close(input) }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw JournalError(.cannotOpen, .cannotCreate, target, errnoText())
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var failure: (text: JournalErrorText, arguments: [String])?
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 {
        failure = (.cannotRead, [source, errnoText()])
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
          failure = (.cannotWrite, [target, errnoText()])
          break copying
        }
        offset += written
      }
    }
    if failure == nil, fsync(output) != 0 { failure = (.cannotWrite, [target, errnoText()]) }
    close(output)
    if let failure {
      unlink(target)
      throw JournalError(
        errno == ENOSPC ? .diskFull : .cannotOpen, failure.text, arguments: failure.arguments)
    }
  }

  static func removeFolder(_ path: String) {
    guard let directory = opendir(path) else { return }
    var names: [String] = []
    while let item = readdir(directory) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(directory)
    for name in names { unlink(path + "/" + name) }
    rmdir(path)
  }
}
