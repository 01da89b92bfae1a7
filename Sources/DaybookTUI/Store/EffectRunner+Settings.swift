import DaybookCore
import TerminalKit

/// The journal's settings, themes and glyphs.
extension EffectRunner {
  func loadSettings() throws -> [AppAction] {
    var settings = try journal.settings()
    // Until a language is chosen, the interface speaks the locale's.
    if settings.language == nil {
      settings.language = Language(environment: environment)?.rawValue
    }
    return [.settingsLoaded(settings, journalIsEmpty: try journal.hasNoEntries())]
      + (try journal.weatherPlace() == nil ? [] : [.weather(.enabled)])
      + (try journal.settingInEffect("glyphs").map { [.glyphsLoaded(GlyphSet(setting: $0))] } ?? [])
      + (try storedSettingProblems(Language(setting: settings.language)))
  }

  /// A stored setting out of its range (an older Daybook's, another machine's) is named once
  /// on the status line at start; the default is used meanwhile.
  private func storedSettingProblems(_ language: Language) throws -> [AppAction] {
    let problems = try journal.storedSettingProblems()
    guard !problems.isEmpty else { return [] }
    return [.effectFailed(problems.map { $0.message(language) }.joined(separator: " · "))]
  }

  func saveSettings(_ settings: JournalSettings) throws -> [AppAction] {
    try journal.saveSettings(settings)
    return []
  }

  func saveGlyphs(_ glyphs: GlyphSet) throws -> [AppAction] {
    try journal.setSetting("glyphs", glyphs == .rounded ? nil : glyphs.rawValue)
    return []
  }

  func saveTodaySections(_ sections: TodaySections) throws -> [AppAction] {
    try journal.setTodaySections(sections)
    return []
  }

  func loadThemeCatalog() -> [AppAction] {
    let catalog = ThemeLocator.loadAll(from: themeDirectories)
    themes = catalog
    return [.themesLoaded(names: catalog.names)]
  }

  func theme(named name: String) -> [AppAction] {
    let found =
      themes.map { $0.themes[name] } ?? ThemeLocator.load(named: name, from: themeDirectories)
    if let found { return [.themeLoaded(name: name, theme: found)] }
    if name == "default" { return [.themeLoaded(name: name, theme: .builtinDefault)] }
    return [.themeNotFound(name: name)]
  }

  private var themeDirectories: [String] {
    ThemeLocator.searchDirectories(executablePath: executablePath, environment: environment)
  }
}
