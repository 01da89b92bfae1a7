#if canImport(Glibc)
  import Glibc
#endif

extension Journal {
  /// Keeps text the journal could not take (a full disk, a read-only or damaged journal) in a
  /// new private file beside it, `daybook-unsaved-<day>-<time>.txt` (`0600`, created
  /// exclusively, never through a symlink). Returns its path.
  public func keepUnsavedText(_ entry: Entry, at now: Timestamp) throws -> String {
    guard path != ":memory:" else { throw JournalError(.invalid, .memoryHasNoFolder) }
    for attempt in 0..<100 {
      let suffix = attempt == 0 ? "" : "-\(attempt)"
      let target = folder + "/daybook-unsaved-\(entry.day.iso)-\(now)\(suffix).txt"
      var info = stat()
      if lstat(target, &info) == 0 { continue }
      // Recorded first (when the folder takes it), so `forget` knows the file as Daybook's.
      try? recordIfBeside([target])
      do {
        try Journal.writeText(of: entry, toNewFile: target)
        return target
      } catch let error as JournalError where error.text == .alreadyExists {
        continue
      }
    }
    throw JournalError(.invalid, .noFreeName, folder)
  }

  /// Writes an entry's title and text to a new file at `target` (`0600`, created
  /// exclusively: an existing file, folder or symlink there is refused and left as it was),
  /// synced; a failed write removes the file it made.
  public static func writeText(of entry: Entry, toNewFile target: String) throws {
    let text = entry.title.isEmpty ? entry.body : entry.title + "\n" + entry.body
    var bytes = Array(text.utf8)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if output < 0 {
      if errno == EEXIST { throw JournalError(.invalid, .alreadyExists, target) }
      throw JournalError(.cannotOpen, .cannotCreate, target, errnoText())
    }
    var offset = 0
    var failure: Int32 = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(output, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 {
        failure = errno
        break
      }
      offset += written
    }
    if failure == 0, fsync(output) != 0 { failure = errno }
    close(output)
    guard failure == 0 else {
      unlink(target)
      throw JournalError(
        failure == ENOSPC ? .diskFull : .cannotOpen, .cannotWrite, target,
        String(cString: strerror(failure)))
    }
  }
}
