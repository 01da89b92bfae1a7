/// Themes loaded from disk, with the files that could not be read or parsed.
public struct ThemeCatalog: Equatable, Sendable {
  /// Themes by file stem (`moss.theme` → `"moss"`); `"default"` is always present.
  public var themes: [String: Theme]
  /// One message per bad file, e.g. `"/path/x.theme: line 3: unknown role 'foo'"`.
  public var problems: [String]

  public init(themes: [String: Theme], problems: [String]) {
    self.themes = themes
    self.problems = problems
  }

  /// Theme names, sorted.
  public var names: [String] { themes.keys.sorted() }
}
