import DaybookCore
import TerminalKit

extension CommandFeature: PlainFeature {}

extension DestinationCase where Value == CommandFeature.State {
  static var command: Self {
    Self(extract: { if case .command(let s) = $0 { s } else { nil } }, embed: Destination.command)
  }
}

/// Opens the `:` line and runs it in the destination; the line it hands back is run here,
/// against the app: each `CommandTable` command becomes a change of state and effects.
extension AppReducer {
  static func openCommandLine(_ state: inout AppState) -> [Effect] {
    state.destination = .command(CommandFeature.State())
    return []
  }

  static func commandLine(_ state: inout AppState, _ action: CommandFeature.Action) -> [Effect] {
    presented(CommandFeature.self, .command, action, &state) { output, state in
      switch output {
      case .close:
        state[presented: .command] = nil
        return []
      case .run(let line):
        state[presented: .command] = nil
        return runCommandLine(line, &state)
      case .complete(let line):
        state[presented: .command] = CommandFeature.State(
          text: CommandTable.complete(line, state))
        return []
      }
    }
  }

  /// Runs one command line.
  static func runCommandLine(_ line: String, _ state: inout AppState) -> [Effect] {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let name = words.first else { return [] }
    let argument = words.dropFirst().joined(separator: " ")
    let language = state.language
    guard let command = CommandTable(name: name) else {
      showStatus(Strings.text(.commandUnknown, language, name), isError: true, &state)
      return []
    }
    switch command {
    case .quit:
      return quit(&state)
    case .write:
      return state.editor.unsavedEntry.map { [.saveEntry($0, base: state.editor.baseText)] } ?? []
    case .theme:
      guard !argument.isEmpty else { return commandUsage(&state) }
      return [.loadTheme(argument)]
    case .goTo:
      // `:goto 2026-12-05`, `:goto 12/5`, `:goto 내일`, `:goto 金曜日`, `:goto today`.
      let day =
        argument == "today"
        ? state.today
        : DueDayParser.parse(
          argument, today: state.today, yearless: .inYear(state.calendar.selected.year))
      guard let day else {
        showStatus(
          Strings.text(.commandBadDate, language, argument), isError: true, &state)
        return []
      }
      state.focus = .calendar
      return jump(to: day, &state)
    case .language:
      guard let chosen = Language(rawValue: argument) else { return commandUsage(&state) }
      state.setLanguage(chosen)
      showStatus(
        Strings.text(.commandLanguageSet, chosen, chosen.nativeName), &state)
      return [.saveSettings(state.settings)]
    case .mouse:
      // `:mouse on` captures clicks and the wheel; `:mouse off` gives drag-to-copy back.
      guard let on = ["on": true, "off": false][argument.lowercased()] else {
        showStatus(MouseText.usage.text(language), isError: true, &state)
        return []
      }
      state.settings.mouse = on
      showStatus((on ? MouseText.on : MouseText.off).text(language), &state)
      return [.saveSettings(state.settings)]
    case .reload:
      showStatus(Strings.text(.statusReloaded, language), &state)
      return reloadVisible(&state)
    case .help:
      state.destination = .help(HelpFeature.State())
      return []
    case .glyphs:
      guard let glyphs = GlyphSet(rawValue: argument.lowercased()) else {
        showStatus(GlyphText.usage.text(language), isError: true, &state)
        return []
      }
      return GlyphCommand.choose(glyphs, &state)
    case .sections:
      return TodaySectionsCommand.run(words.dropFirst().map { $0 }, &state)
    }
  }

  private static func commandUsage(_ state: inout AppState) -> [Effect] {
    showStatus(Strings.text(.commandUsage, state.language), isError: true, &state)
    return []
  }
}
