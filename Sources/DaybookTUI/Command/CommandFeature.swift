import DaybookCore
import TerminalKit

/// The `:` command line, run from `CommandTable`: `theme NAME`, `goto YYYY-MM-DD`,
/// `lang en|ko|ja`, `reload`, `w`, `q`, `help`; Tab completes.
enum CommandFeature {
  static func keyPressed(_ key: Key, _ text: String, _ state: inout AppState) -> [Effect] {
    var text = text
    switch Command(key: key) {
    case .cancel?:
      state.destination = nil
      return []
    case .backOut? where text.isEmpty:
      state.destination = nil
      return []
    case .run?:
      state.destination = nil
      return run(text, &state)
    case .complete?:
      state.destination = .command(text: CommandTable.complete(text, state))
      return []
    case .backOut?, nil:
      if TextInput.apply(key, to: &text) { state.destination = .command(text: text) }
      return []
    }
  }

  /// The line's commands, each with its keys and help; the footer and the help are drawn
  /// from them. Only the keys that type nothing are commands: printable keys and the
  /// line-editing keys go to the line. Backspace is one of them unless the line is empty,
  /// where it closes the line as in vi.
  enum Command: KeyCommand, Sendable {
    case run, complete, cancel, backOut

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .run: KeyBinding(keys: ["Enter"], help: CommandText.keyRun.text(language))
      case .complete: KeyBinding(keys: ["Tab"], help: CommandText.keyComplete.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: CommandText.keyCancel.text(language))
      case .backOut:
        KeyBinding(keys: ["Backspace"], help: CommandText.keyBackOut.text(language))
      }
    }

    /// The commands the footer shows while the line is open.
    static let keyLine: [Command] = [.run, .complete, .cancel]
  }

  /// The line's keys for the footer.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    Command.keyLine.map { $0.binding(language) }
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
      state.destination = .help(HelpFeature.State())
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
