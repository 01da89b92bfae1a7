#if canImport(Glibc)
  import Glibc
#endif

/// How a journal is marked open: every process that opens one (the view, a command, a sync,
/// completion) holds a shared `flock` on the journal's folder for as long as it has it open,
/// and `daybook forget` takes it exclusively, without waiting, before it deletes anything. A
/// named journal has a folder of its own, so its lock is its alone.
///
/// The lock is on the folder, not on the SQLite file: closing any other descriptor of a file
/// drops the POSIX locks SQLite holds on it. It is advisory (only Daybook asks) and goes away
/// with the process however it ends, so nothing is left to clean up after a crash.
public final class JournalOpenLock {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The shared lock for a journal at `path`, waiting while `forget` holds the folder (it
  /// holds it only while it deletes). Nil where the folder cannot be opened (a folder one may
  /// enter but not read): the journal opens all the same, unmarked.
  static func shared(journalPath path: String) -> JournalOpenLock? {
    lock(journalPath: path, operation: LOCK_SH)
  }

  /// The exclusive lock, when no other process has the journal at `path` open; nil when one
  /// does. Held until the value is released.
  public static func exclusive(journalPath path: String) -> JournalOpenLock? {
    lock(journalPath: path, operation: LOCK_EX | LOCK_NB)
  }

  /// Whether some process has the journal at `path` open now.
  public static func isOpen(journalPath path: String) -> Bool {
    let folder = JournalFiles.folder(of: path)
    let probe = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard probe >= 0 else { return false }
    defer { close(probe) }
    return flock(probe, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
  }

  private static func lock(journalPath path: String, operation: Int32) -> JournalOpenLock? {
    let descriptor = open(JournalFiles.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, operation) != 0 {
      if errno == EINTR { continue }
      close(descriptor)
      return nil
    }
    return JournalOpenLock(descriptor: descriptor)
  }
}
