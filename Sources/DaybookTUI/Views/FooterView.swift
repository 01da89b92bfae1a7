import TerminalKit

/// The footer: the focused pane's keys, then a few global ones, all from the keymaps.
enum FooterView {
  static func render(_ state: AppState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let theme = state.theme
    canvas.fill(rect, style: theme.style(.muted))
    let global = GlobalKeymap.bindings(state.language).enumerated().filter { index, _ in
      GlobalKeymap.footerCommands.contains(GlobalCommand.allCases[index])
    }.map(\.element)
    var x = rect.x + 1
    for binding in KeymapCatalog.bindings(for: state.focus) + global {
      let key = binding.keys.joined(separator: "/")
      let width = TextWidth.width(of: key) + 1 + TextWidth.width(of: binding.help)
      guard x + width <= rect.maxX - 1 else { break }
      x += canvas.draw(key, x: x, y: rect.y, style: theme.style(.accent).adding(.bold))
      x += canvas.draw(" " + binding.help, x: x, y: rect.y, style: theme.style(.muted))
      x += 2
    }
  }
}

/// Every keymap table, for the footer and the help overlay.
enum KeymapCatalog {
  static func bindings(for pane: Pane) -> [KeyBinding] {
    switch pane {
    case .calendar: CalendarFeature.keymap
    case .today: TodayFeature.keymap
    case .heatmap: HeatmapFeature.keymap
    case .editor: EditorFeature.keymap
    }
  }

  /// Help sections: the global keys, then each pane's.
  static func sections(_ language: Language) -> [(title: String, bindings: [KeyBinding])] {
    [(Strings.text(.helpGlobal, language), GlobalKeymap.bindings(language))]
      + Pane.allCases.map { (Strings.text($0.titleKey, language), bindings(for: $0)) }
  }
}
