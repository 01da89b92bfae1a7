#if canImport(Glibc)
  import Glibc
#endif

extension Journal {
  /// Runs `body` in one read transaction: everything it reads comes from the same snapshot
  /// of the journal, the newest committed when it begins (a connection kept open between
  /// queries sees each later write this way). Nothing is written; the transaction ends
  /// whatever `body` does.
  public func readingSnapshot<T>(_ body: () throws -> T) throws -> T {
    try db.execute("BEGIN DEFERRED")
    let value: T
    do {
      value = try body()
    } catch {
      try? db.execute("ROLLBACK")
      throw error
    }
    try db.execute("COMMIT")
    return value
  }

  /// The device and inode of the file at `path`, nil when there is none: a journal replaced
  /// by another file (a restore, a rename over it) has a new one, and a connection kept open
  /// on the old file would go on reading the old journal.
  public static func fileIdentity(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Which file a path named when looked at (see `fileIdentity(of:)`).
  public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
  }
}
