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
      isValid($0) && $0 != defaultName
        && isRegularFile(data + "/journals/" + $0 + "/journal.sqlite")
    }.sorted()
    return names
  }

  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}
