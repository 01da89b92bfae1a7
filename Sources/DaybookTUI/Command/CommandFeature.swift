import DaybookCore
import TerminalKit

/// The `:` command line, run from `CommandTable`: `theme NAME`, `goto YYYY-MM-DD`,
/// `lang en|ko|ja`, `reload`, `w`, `q`, `help`; Tab completes.
enum CommandFeature {
  static func keyPressed(_ key: Key, _ text: String, _ state: inout AppState) -> [Effect] {
    var text = text
    switch key {
    case .escape:
      state.destination = nil
      return []
    case .enter:
      state.destination = nil
      return run(text, &state)
    case .backspace where text.isEmpty:
      state.destination = nil
      return []
    case .tab:
      state.destination = .command(text: CommandTable.complete(text, state))
      return []
    default:
      if TextInput.apply(key, to: &text) { state.destination = .command(text: text) }
      return []
    }
  }

  /// Runs one command line.
  static func run(_ line: String, _ state: inout AppState) -> [Effect] {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let name = words.first else { return [] }
    let argument = words.dropFirst().joined(separator: " ")
    let language = state.language
    guard let command = CommandTable(name: name) else {
      AppReducer.showStatus(Strings.text(.commandUnknown, language, name), isError: true, &state)
      return []
    }
    switch command {
    case .quit:
      return AppReducer.quit(&state)
    case .write:
      return state.editor.unsavedEntry.map { [.saveEntry($0, base: state.editor.baseText)] } ?? []
    case .theme:
      guard !argument.isEmpty else { return usage(&state) }
      return [.loadTheme(argument)]
    case .goTo:
      // `:goto 2026-12-05`, `:goto 12/5`, `:goto 내일`, `:goto 金曜日`, `:goto today`.
      let day =
        argument == "today"
        ? state.today
        : DueDayParser.parse(
          argument, today: state.today, yearless: .inYear(state.calendar.selected.year))
      guard let day else {
        AppReducer.showStatus(
          Strings.text(.commandBadDate, language, argument), isError: true, &state)
        return []
      }
      state.focus = .calendar
      return AppReducer.jump(to: day, &state)
    case .language:
      guard let chosen = Language(rawValue: argument) else { return usage(&state) }
      state.setLanguage(chosen)
      AppReducer.showStatus(
        Strings.text(.commandLanguageSet, chosen, chosen.nativeName), &state)
      return [.saveSettings(state.settings)]
    case .mouse:
      // `:mouse on` captures clicks and the wheel; `:mouse off` gives drag-to-copy back.
      guard let on = ["on": true, "off": false][argument.lowercased()] else {
        AppReducer.showStatus(MouseText.usage.text(language), isError: true, &state)
        return []
      }
      state.settings.mouse = on
      AppReducer.showStatus((on ? MouseText.on : MouseText.off).text(language), &state)
      return [.saveSettings(state.settings)]
    case .reload:
      AppReducer.showStatus(Strings.text(.statusReloaded, language), &state)
      return AppReducer.reloadVisible(&state)
    case .help:
      state.destination = .help(scroll: 0)
      return []
    case .glyphs:
      guard let glyphs = GlyphSet(rawValue: argument.lowercased()) else {
        AppReducer.showStatus(GlyphText.usage.text(language), isError: true, &state)
        return []
      }
      return GlyphCommand.choose(glyphs, &state)
    case .sections:
      return TodaySectionsCommand.run(words.dropFirst().map { $0 }, &state)
    }
  }

  private static func usage(_ state: inout AppState) -> [Effect] {
    AppReducer.showStatus(Strings.text(.commandUsage, state.language), isError: true, &state)
    return []
  }
}
