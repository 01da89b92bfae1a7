#if canImport(Glibc)
  import Glibc
#endif

/// The folders and paths the environment names (`HOME`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME`,
/// `DAYBOOK_DB`, `--db`), checked where they enter: HOME is used only when it is an absolute
/// path to a folder that exists (it is never created), a relative XDG folder is ignored as
/// the XDG Base Directory spec says, and a leading `~` is expanded against HOME or refused.
public enum EnvironmentPaths {
  /// HOME when it is absolute, not `/`, and a folder that exists; else nil.
  public static func home(_ environment: [String: String]) -> String? {
    guard let home = environment["HOME"], home.hasPrefix("/"), home != "/",
      !home.utf8.contains(0)
    else { return nil }
    var info = stat()
    guard stat(home, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
    return home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
  }

  /// An XDG base folder (`XDG_DATA_HOME`, `XDG_CONFIG_HOME`): absolute, or `~/…` with a usable
  /// HOME; a relative one (or `~` without HOME) is ignored, so the HOME default applies.
  public static func xdgFolder(_ name: String, _ environment: [String: String]) -> String? {
    guard let value = environment[name], !value.isEmpty else { return nil }
    guard case .success(let path) = expanded(value, environment), path.hasPrefix("/") else {
      return nil
    }
    return path
  }

  /// `path` with a leading `~` or `~/` replaced by HOME; other paths as they are. Fails when
  /// it starts with `~` and HOME is not usable, or names another user's home (`~name`).
  public static func expanded(_ path: String, _ environment: [String: String])
    -> Result<String, JournalError>
  {
    guard path.hasPrefix("~") else { return .success(path) }
    let rest = path.dropFirst()
    guard rest.isEmpty || rest.hasPrefix("/") else {
      return .failure(JournalError(.invalid, .pathOtherHome, path))
    }
    guard let home = home(environment) else {
      return .failure(JournalError(.invalid, .pathTildeNoHome, path))
    }
    return .success(home + rest)
  }
}
