import DaybookCore
import TerminalKit

/// The footer: the focused pane's keys on the left, a few global keys on the right, all
/// from the keymaps. Pane keys that do not fit are left out whole, never cut.
enum FooterView {
  static func render(_ state: AppState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let theme = state.theme
    canvas.fill(rect, style: theme.style(.muted))
    let globalTable = GlobalKeymap.bindings(state.language)
    var global = GlobalKeymap.footerCommands.compactMap { command in
      GlobalCommand.allCases.firstIndex(of: command).map { globalTable[$0] }
    }
    var paneKeys = KeymapCatalog.bindings(
      for: state.focus, state.language, presets: state.todayPane.presets)
    // What is on top takes every key: show its keys, the way out at the right.
    var gap = 1
    var x = rect.x + 1
    if let keys = OverlayKeys.bindings(state) {
      gap = 2
      global = keys.filter(OverlayKeys.closes)
      paneKeys = keys.filter { !OverlayKeys.closes($0) }
    } else if state.focus == .editor, state.editor.isEditing {
      // Writing: the mode word, then the keys that end or undo it; letters type themselves,
      // so no global letter key is shown.
      let word = " " + EditorText.writingMode.text(state.language) + " "
      x +=
        canvas.draw(
          word, x: x, y: rect.y, style: theme.style(.statusMessage).adding(.reverse),
          maxWidth: rect.width - 1) + 2
      global = []
      paneKeys = EditorKeymap.writingBindings(state.language)
    }
    // Two spaces between bindings, one space of margin at the right edge.
    let globalWidth = global.reduce(0) { $0 + width(of: $1) } + 2 * max(0, global.count - 1) + 1
    var right = rect.maxX - globalWidth
    if right > rect.x {
      for binding in global {
        right += draw(binding, at: right, in: rect, theme: theme, &canvas) + 2
      }
    }
    let paneLimit = rect.maxX - globalWidth - gap
    for binding in paneKeys {
      guard x + width(of: binding) <= paneLimit else { break }
      x += draw(binding, at: x, in: rect, theme: theme, &canvas) + 2
    }
  }

  private static func width(of binding: KeyBinding) -> Int {
    TextWidth.width(of: binding.shownKeys) + 1
      + TextWidth.width(of: binding.help)
  }

  private static func draw(
    _ binding: KeyBinding, at x: Int, in rect: Rect, theme: Theme, _ canvas: inout Canvas
  ) -> Int {
    let used = canvas.draw(
      binding.shownKeys, x: x, y: rect.y,
      style: theme.style(.accent).adding(.bold), maxWidth: rect.maxX - x)
    return used
      + canvas.draw(
        " " + binding.help, x: x + used, y: rect.y, style: theme.style(.muted),
        maxWidth: rect.maxX - x - used)
  }
}

/// Every keymap table, for the footer and the help overlay.
enum KeymapCatalog {
  static func bindings(
    for pane: Pane, _ language: Language, presets: [IntakePreset] = IntakePreset.defaults
  ) -> [KeyBinding] {
    switch pane {
    case .calendar:
      CalendarFeature.keymap(language) + DayCareFeature.EntryCommand.keymap(language)
    case .today: TodayFeature.keymap(language, presets: presets)
    case .heatmap: HeatmapFeature.keymap(language)
    case .editor:
      EditorFeature.keymap(language) + AttachmentsFeature.Command.keymap(language)
    }
  }

  /// Help sections: the global keys, then each pane's.
  static func sections(
    _ language: Language, presets: [IntakePreset] = IntakePreset.defaults
  ) -> [(title: String, bindings: [KeyBinding])] {
    [(Strings.text(.helpGlobal, language), GlobalKeymap.bindings(language))]
      + Pane.allCases.map {
        (Strings.text($0.titleKey, language), bindings(for: $0, language, presets: presets))
      }
      + [NotificationCentreFeature.helpSection(language)]
  }
}
