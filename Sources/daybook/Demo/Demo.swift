#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook --demo`: a sample journal (`DemoJournal`) in a private temporary folder, removed
/// when the run ends, also on SIGINT, SIGTERM and SIGHUP (the interactive view turns those
/// into a normal quit; a command is stopped and the folder removed).
enum Demo {
  /// The folder to remove, as a C string a signal handler can read.
  nonisolated(unsafe) private static var pendingFolder: UnsafeMutablePointer<CChar>?

  /// Makes the folder and fills `journal.sqlite` in it; returns the journal's path.
  static func start(context: Context) throws -> String {
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
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { number in
        Demo.finish()
        _exit(128 + number)
      }
      sigaddset(&signals, signalNumber)
    }
    // A parent may have started us with them blocked (as Foundation's Process does).
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    let path = folder + "/journal.sqlite"
    try DemoJournal.write(toPath: path, today: context.today, now: context.now)
    return path
  }

  /// Removes the demo's folder with what is in it; safe to call more than once.
  static func finish() {
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
