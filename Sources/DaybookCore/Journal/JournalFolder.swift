#if canImport(Glibc)
import Glibc
#endif

/// Named journals. The default journal is `<data>/journal.sqlite`; a journal named NAME is
/// `<data>/journals/NAME/journal.sqlite`, in a folder of its own, so everything Daybook keeps
/// beside a journal (attachments, backups, drafts, the sync mirror, thumbnails) is that
/// journal's alone. `<data>` is `$XDG_DATA_HOME/daybook`, else `~/.local/share/daybook`.
public enum JournalNames {
  /// The name of the journal at `<data>/journal.sqlite`.
  public static let defaultName = "default"

  /// Letters and digits of any script, `-` and `_`; not starting with `-`; at most 64.
  public static func isValid(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 64 && !name.hasPrefix("-")
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }

  /// `$XDG_DATA_HOME/daybook` (absolute or `~/…`), else `$HOME/.local/share/daybook` when
  /// HOME is a folder that exists; nil otherwise (HOME is never created).
  public static func dataFolder(environment: [String: String]) -> String? {
    if let data = EnvironmentPaths.xdgFolder("XDG_DATA_HOME", environment) {
      return data + "/daybook"
    }
    return EnvironmentPaths.home(environment).map { $0 + "/.local/share/daybook" }
  }

  /// The journal file of `name` (which must be valid), whether or not it exists yet.
  public static func path(of name: String, environment: [String: String]) -> String? {
    guard let data = dataFolder(environment: environment) else { return nil }
    return name == defaultName
      ? data + "/journal.sqlite" : data + "/journals/" + name + "/journal.sqlite"
  }

  /// The journals that exist, the default first, then by name.
  public static func existing(environment: [String: String]) -> [String] {
    guard let data = dataFolder(environment: environment) else { return [] }
    var names: [String] = []
    if isRegularFile(data + "/journal.sqlite") { names.append(defaultName) }
    names += Journal.fileNames(in: data + "/journals").filter {
      isValid($0) && $0 != defaultName && isRegularFile(data + "/journals/" + $0 + "/journal.sqlite")
    }.sorted()
    return names
  }

  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}

/// What a journal owns on disk: the names, in the journal's folder, of what Daybook makes for
/// it. `daybook forget` removes exactly these and nothing else; a feature that keeps a new
/// kind of file beside the journal adds one line to `owned`.
public enum JournalFiles {
  /// A name Daybook gives to something in a journal's folder.
  public struct Owned: Sendable {
    public var prefix: String
    /// What the rest of the name looks like: "" for the exact name `prefix`.
    public var rest: Rest
    public var isFolder: Bool

    public enum Rest: Sendable {
      case exact
      /// `journal-YYYYMMDD-HHMMSS` then this suffix (what `daybook backup` names).
      case stamp(suffix: String)
      /// Any characters (exactly `length` of them, when given), then this suffix.
      case any(suffix: String, length: Int? = nil)
    }

    func matches(_ name: String) -> Bool {
      guard name.hasPrefix(prefix) else { return false }
      let tail = name.dropFirst(prefix.count)
      switch rest {
      case .exact: return tail.isEmpty
      case .any(let suffix, let length):
        guard tail.count > suffix.count, tail.hasSuffix(suffix) else { return false }
        return length.map { tail.count - suffix.count == $0 } ?? true
      case .stamp(let suffix):
        guard tail.hasSuffix(suffix) else { return false }
        let stamp = Array(tail.dropLast(suffix.count))
        return stamp.count == 15 && stamp[8] == "-"
          && stamp.enumerated().allSatisfy { $0.offset == 8 || $0.element.isASCII && $0.element.isNumber }
      }
    }
  }

  /// Everything a journal (its file named `journal.sqlite`) owns in its folder.
  public static let owned: [Owned] = [
    Owned(prefix: "journal.sqlite", rest: .exact, isFolder: false),
    Owned(prefix: "journal.sqlite-wal", rest: .exact, isFolder: false),
    Owned(prefix: "journal.sqlite-shm", rest: .exact, isFolder: false),
    Owned(prefix: "journal.sqlite-journal", rest: .exact, isFolder: false),
    // Copies of attached files.
    Owned(prefix: "attachments", rest: .exact, isFolder: true),
    // `daybook backup`: the copy, SQLite's files beside it if it was ever opened, and the
    // copy of the attachments.
    Owned(prefix: "journal-", rest: .stamp(suffix: ".sqlite"), isFolder: false),
    Owned(prefix: "journal-", rest: .stamp(suffix: ".sqlite-wal"), isFolder: false),
    Owned(prefix: "journal-", rest: .stamp(suffix: ".sqlite-shm"), isFolder: false),
    Owned(prefix: "journal-", rest: .stamp(suffix: "-attachments"), isFolder: true),
    // A backup's scratch folder, left only by a crash mid-backup.
    Owned(prefix: ".daybook-backup-", rest: .any(suffix: ""), isFolder: true),
    // Drafts handed to $EDITOR, and entries rescued from a failed save.
    Owned(prefix: "daybook-", rest: .any(suffix: ".md", length: 6), isFolder: false),
    Owned(prefix: "daybook-unsaved-", rest: .any(suffix: ".txt"), isFolder: false),
    // The git mirror `daybook sync` keeps (SyncEngine.mirrorFolder).
    Owned(prefix: "journal.sqlite.sync", rest: .exact, isFolder: true),
    // Picture thumbnails (ThumbnailCache.folderName).
    Owned(prefix: "thumbnails", rest: .exact, isFolder: true),
  ]

  /// The owned names present in the folder of the journal at `path`, sorted.
  public static func present(journalPath path: String) -> [String] {
    let folder = folder(of: path)
    return Journal.fileNames(in: folder).filter { name in
      let full = folder + "/" + name
      return owned.contains { $0.matches(name) && isFolder(full) == $0.isFolder }
    }.sorted()
  }

  /// Removes everything the journal at `path` owns (never following a symlink: a link is
  /// removed itself, not what it points to), then its folder when it is a named journal's and
  /// is left empty. Returns the names left in the folder that Daybook did not make.
  public static func remove(journalPath path: String, isNamed: Bool) throws -> [String] {
    let folder = folder(of: path)
    for name in present(journalPath: path) {
      try removeTree(folder + "/" + name)
    }
    let left = Journal.fileNames(in: folder).filter { !(isNamed == false && $0 == "journals") }
      .sorted()
    if isNamed, left.isEmpty { rmdir(folder) }
    return left
  }

  /// The folder a journal file is in.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func removeTree(_ path: String) throws {
    if isFolder(path) {
      for name in Journal.fileNames(in: path) { try removeTree(path + "/" + name) }
      guard rmdir(path) == 0 else {
        throw JournalError(.cannotOpen, .cannotWrite, path, errnoText())
      }
    } else if unlink(path) != 0, errno != ENOENT {
      throw JournalError(.cannotOpen, .cannotWrite, path, errnoText())
    }
  }
}
