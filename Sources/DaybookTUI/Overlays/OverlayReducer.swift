import DaybookCore
import TerminalKit

/// Keys while an overlay is open. Every overlay closes with Esc.
enum OverlayReducer {
  static func keyPressed(_ key: Key, _ state: inout AppState) -> [Effect] {
    guard let overlay = state.overlay else { return [] }
    switch overlay {
    case .help(let scroll):
      switch key {
      case .escape, .character("?"), .character("q"), .enter:
        state.overlay = nil
      case .down, .character("j"):
        state.overlay = .help(scroll: scroll + 1)
      case .up, .character("k"):
        state.overlay = .help(scroll: max(0, scroll - 1))
      case .pageDown, .character(" "):
        state.overlay = .help(scroll: scroll + 10)
      case .pageUp:
        state.overlay = .help(scroll: max(0, scroll - 10))
      default:
        break
      }
      return []

    case .search(let search):
      return SearchReducer.keyPressed(key, search, &state)

    case .command(let text):
      return CommandReducer.keyPressed(key, text, &state)

    case .confirm(let confirmation):
      switch key {
      case .character("y"), .character("Y"), .enter:
        state.overlay = nil
        return confirmation.effects
      case .character("n"), .character("N"), .escape:
        state.overlay = nil
      default:
        break
      }
      return []

    case .onboarding(let onboarding):
      return OnboardingReducer.keyPressed(key, onboarding, &state)

    case .history:
      if key == .escape || key == .character("q") || key == .character("H") {
        state.overlay = nil
      }
      return []

    case .notifications(let centre):
      return NotificationCentreFeature.keyPressed(key, centre, &state)
    }
  }

  static func pasted(_ text: String, _ state: inout AppState) -> [Effect] {
    let line = TextInput.singleLine(text)
    switch state.overlay {
    case .search(var search):
      search.query += line
      search.selection = 0
      state.overlay = .search(search)
      return [.search(search.query)]
    case .command(let text):
      state.overlay = .command(text: text + line)
    case .onboarding(var onboarding) where onboarding.step == .plant:
      onboarding.plantName += line
      state.overlay = .onboarding(onboarding)
    default:
      break
    }
    return []
  }
}

enum SearchReducer {
  static func keyPressed(_ key: Key, _ search: SearchOverlay, _ state: inout AppState)
    -> [Effect]
  {
    var search = search
    switch key {
    case .escape:
      state.overlay = nil
      return []
    case .down, .ctrl("n"):
      search.selection = min(search.selection + 1, max(0, search.results.count - 1))
    case .up, .ctrl("p"):
      search.selection = max(0, search.selection - 1)
    case .enter:
      guard search.results.indices.contains(search.selection) else { return [] }
      let day = search.results[search.selection].day
      state.overlay = nil
      state.focus = .editor
      return AppReducer.jump(to: day, &state)
    default:
      guard TextInput.apply(key, to: &search.query) else { return [] }
      search.selection = 0
      let query = search.query.trimmingSpaces()
      if query.isEmpty {
        search.results = []
        state.overlay = .search(search)
        return []
      }
      state.overlay = .search(search)
      return [.search(search.query)]
    }
    state.overlay = .search(search)
    return []
  }
}

extension String {
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
