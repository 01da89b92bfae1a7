import DaybookCore
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds Daybook's theme files: where Daybook keeps them is the app's business, not
/// TerminalKit's, which only parses a theme.
public enum ThemeLocator {
  /// Where themes are looked for, first match wins:
  /// 1. `$XDG_CONFIG_HOME/daybook/themes` (default `~/.config/daybook/themes`),
  /// 2. `<exe dir>/../share/daybook/themes` (installed under a prefix),
  /// 3. the nearest `Themes` directory walking up from the executable's directory
  ///    (so `swift run` in a checkout finds the repository's `Themes/`).
  public static func searchDirectories(executablePath: String, environment: [String: String])
    -> [String]
  {
    searchDirectories(
      executablePath: executablePath, environment: environment, isDirectory: directoryExists)
  }

  /// `searchDirectories` with the file system check passed in (for tests).
  public static func searchDirectories(
    executablePath: String, environment: [String: String], isDirectory: (String) -> Bool
  ) -> [String] {
    var directories: [String] = []
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      directories.append(normalize(config + "/daybook/themes"))
    } else if let home = environment["HOME"], !home.isEmpty {
      directories.append(normalize(home + "/.config/daybook/themes"))
    }
    let executableDirectory = parent(of: normalize(executablePath))
    if !executableDirectory.isEmpty {
      directories.append(normalize(executableDirectory + "/../share/daybook/themes"))
      var directory = executableDirectory
      while true {
        let candidate = normalize(directory + "/Themes")
        if isDirectory(candidate) {
          directories.append(candidate)
          break
        }
        let up = parent(of: directory)
        if up == directory || up.isEmpty { break }
        directory = up
      }
    }
    var seen: Set<String> = []
    return directories.filter { seen.insert($0).inserted }
  }

  /// Loads every `*.theme` file in the directories; a theme in an earlier directory hides
  /// one with the same name in a later one. Bad files are reported, not fatal.
  public static func loadAll(from directories: [String]) -> ThemeCatalog {
    var themes: [String: Theme] = [:]
    var problems: [String] = []
    for directory in directories {
      for file in themeFiles(in: directory) {
        let stem = String(file.dropLast(".theme".count))
        guard themes[stem] == nil else { continue }
        let path = directory + "/" + file
        guard let text = readFile(path) else {
          problems.append("\(path): cannot be read")
          continue
        }
        do {
          themes[stem] = try Theme.parse(text, defaultName: stem)
        } catch {
          problems.append("\(path): \(error)")
        }
      }
    }
    if themes["default"] == nil { themes["default"] = .builtinDefault }
    return ThemeCatalog(themes: themes, problems: problems)
  }

  /// Loads only the named theme, from the first directory that has it (the one `loadAll`
  /// would pick: a file that cannot be read or parsed is passed over, as there); nil when no
  /// directory has a usable file of that name.
  public static func load(named name: String, from directories: [String]) -> Theme? {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
    for directory in directories {
      guard let text = readFile(directory + "/" + name + ".theme"),
        let theme = try? Theme.parse(text, defaultName: name)
      else { continue }
      return theme
    }
    return nil
  }

  /// Resolves `.` and `..` and repeated slashes without touching the file system.
  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !absolute {
          parts.append(part)
        }
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  private static func directoryExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names of the themes in `directories` (file names without `.theme`), sorted, once each.
  public static func themeNames(in directories: [String]) -> [String] {
    Array(Set(directories.flatMap { themeFiles(in: $0).map { String($0.dropLast(6)) } })).sorted()
  }

  private static func themeFiles(in directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name.hasSuffix(".theme") && !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// A theme file's text; nil unless it is a regular file of at most 1 MB (a FIFO or a link
  /// to a device in the themes folder would hang or flood the start).
  private static func readFile(_ path: String) -> String? {
    (try? ConfigFile.readRegularFile(path)) ?? nil
  }
}
