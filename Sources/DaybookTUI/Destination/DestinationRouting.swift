import DaybookCore
import TerminalKit

/// Keys while an overlay is open. Every overlay closes with Esc.
enum DestinationRouting {
  static func keyPressed(_ key: Key, _ state: inout AppState) -> [Effect] {
    guard let overlay = state.destination else { return [] }
    switch overlay {
    case .help:
      return AppReducer.help(&state, .key(key))

    case .search:
      return AppReducer.search(&state, .key(key))

    case .command:
      return AppReducer.commandLine(&state, .key(key))

    case .confirm:
      return AppReducer.confirm(&state, .key(key))

    case .onboarding:
      return AppReducer.onboarding(&state, .key(key))

    case .history:
      return AppReducer.history(&state, .key(key, page: max(1, state.size.height - 10)))
    case .entryList:
      let page = max(1, state.size.height - 8)
      return AppReducer.entryList(
        &state, .key(key, page: page, selectedDay: state.calendar.selected))
    case .attachPrompt:
      return AppReducer.attachPrompt(&state, .key(key))
    case .saveText:
      return AppReducer.saveText(&state, .key(key))
    case .pictureViewer:
      return AppReducer.pictureViewer(&state, .key(key))
    case .todos:
      return AppReducer.todoScreen(&state, .key(key))
    case .statistics:
      return AppReducer.statistics(&state, .key(key))
    case .notifications:
      return AppReducer.notifications(&state, .key(key, now: state.now))
    case .intakeRecords:
      return AppReducer.intakeRecords(&state, .key(key))
    case .projects:
      return AppReducer.projects(&state, .key(key))
    case .plants:
      return AppReducer.plants(&state, .key(key))
    }
  }

  static func pasted(_ text: String, _ state: inout AppState) -> [Effect] {
    switch state.destination {
    case .search:
      return AppReducer.search(&state, .pasted(text))
    case .attachPrompt:
      return AppReducer.attachPrompt(&state, .pasted(text))
    case .saveText:
      return AppReducer.saveText(&state, .pasted(text))
    case .command:
      return AppReducer.commandLine(&state, .pasted(text))
    case .onboarding:
      return AppReducer.onboarding(&state, .pasted(text))
    case .todos:
      return AppReducer.todoScreen(&state, .pasted(text))
    case .intakeRecords:
      return AppReducer.intakeRecords(&state, .pasted(text))
    case .projects:
      return AppReducer.projects(&state, .pasted(text))
    default:
      break
    }
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
