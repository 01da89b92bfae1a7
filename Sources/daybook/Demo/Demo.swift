import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook --demo`: a sample journal (`DemoJournal`) in a private temporary folder, removed
/// when the run ends, also on SIGINT, SIGTERM and SIGHUP (the interactive view turns those
/// into a normal quit; a command is stopped and the folder removed).
enum Demo {
  /// The folder to remove, as a C string.
  nonisolated(unsafe) private static var pendingFolder: UnsafeMutablePointer<CChar>?
  /// What a signal removes: the journal's files, then the folder, as C strings made before
  /// any signal can come. A handler may only call async-signal-safe functions (`unlink`,
  /// `rmdir`, `_exit`): a signal that arrives while the demo is being written (inside malloc)
  /// must not allocate, free or build a Swift string, or the process aborts.
  nonisolated(unsafe) private static var signalRemovals:
    UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  nonisolated(unsafe) private static var signalRemovalCount = 0

  /// Makes the folder and fills `journal.sqlite` in it; returns the journal's path.
  static func start(context: Context) throws -> String {
    // Held back until the folder and what a signal removes are both known, so a signal in
    // between can leave no folder behind. A parent may also have started us with them
    // blocked (as Foundation's Process does): they are unblocked at the end either way.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signalNumber) }
    sigprocmask(SIG_BLOCK, &signals, nil)
    defer { sigprocmask(SIG_UNBLOCK, &signals, nil) }
    let base = context.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    var template = Array((base + "/daybook-demo-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) } != nil
    }
    guard made else {
      throw JournalError(.cannotOpen, .cannotCreateFolder, base, String(cString: strerror(errno)))
    }
    let folder = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    pendingFolder = strdup(folder)
    let removals = ["-wal", "-shm", "-journal", ""].map { folder + "/journal.sqlite" + $0 }
    let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: removals.count + 1)
    for (index, path) in (removals + [folder]).enumerated() { list[index] = strdup(path) }
    signalRemovals = list
    signalRemovalCount = removals.count + 1
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { number in
        Demo.removeOnSignal()
        _exit(128 + number)
      }
    }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    let path = folder + "/journal.sqlite"
    try DemoJournal.write(toPath: path, today: context.today, now: context.now)
    return path
  }

  /// Inside a signal handler: unlinks the journal's files and removes the (then empty)
  /// folder, calling nothing that allocates. A command's demo holds only the journal's
  /// files; the view turns signals into a normal quit, which runs `finish()`.
  private static func removeOnSignal() {
    guard let list = signalRemovals, signalRemovalCount > 0 else { return }
    for index in 0..<(signalRemovalCount - 1) {
      if let path = list[index] { unlink(path) }
    }
    if let folder = list[signalRemovalCount - 1] { rmdir(folder) }
  }

  /// Removes the demo's folder with what is in it; safe to call more than once.
  static func finish() {
    signalRemovalCount = 0
    guard let folder = pendingFolder else { return }
    pendingFolder = nil
    removeTree(folder)
    free(folder)
  }

  /// Only what the demo made is in its folder (mkdtemp gave it to us alone), so all of it
  /// goes; a symlink is removed, never followed.
  private static func removeTree(_ path: UnsafePointer<CChar>) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
      let prefix = String(cString: path)
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        removeTree(prefix + "/" + name)
      }
      closedir(directory)
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
