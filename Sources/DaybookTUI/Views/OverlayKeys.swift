import DaybookCore
import TerminalKit

/// The keys of whatever is on top (an overlay, the plants screen, the editor's picker), for
/// the footer: while one is open it takes every key, so the panes' keys would mislead.
///
/// Each comes from the keymap the reducer matches on: the same bindings the overlay's own key
/// line is drawn from.
enum OverlayKeys {
  /// The bindings to show, or nil when nothing is on top of the panes.
  static func bindings(_ state: AppState) -> [KeyBinding]? {
    let language = state.language
    if let destination = state.destination { return bindings(destination, state) }
    // A Today question takes every key until it is answered: show its answers.
    if state.focus == .today, state.todayPane.confirm != nil {
      return TodayFeature.confirmKeymap(language)
    }
    // The day's care list under the calendar takes every key while it is active.
    if state.focus == .calendar, state.dayCare.isActive {
      return DayCareFeature.Command.keymap(language)
    }
    if state.focus == .editor, state.editor.picker != nil {
      return EditorKeymap.picker.map { $0.binding(language) }
    }
    return nil
  }

  private static func bindings(_ overlay: Destination, _ state: AppState) -> [KeyBinding] {
    let language = state.language
    switch overlay {
    case .help: return HelpFeature.keyLine(language)
    case .search(let search):
      return SearchFeature.keyLine(recent: search.showsRecent, language)
    case .command: return CommandFeature.keyLine(language)
    case .confirm: return ConfirmCommand.keymap(language)
    case .onboarding(let onboarding): return OnboardingFeature.keyLine(onboarding, language)
    case .history(let history): return HistoryFeature.keyLine(history, language)
    case .entryList(let list): return EntryListFeature.keyLine(list, language)
    case .pictureViewer: return PictureViewerFeature.keyLine(language)
    case .attachPrompt: return AttachPromptFeature.Command.keymap(language)
    case .saveText: return SaveTextFeature.Command.keymap(language)
    case .todos(let screen):
      if screen.form == nil, screen.detail != nil {
        return TodoDetail.keyLine(language)
      }
      if screen.form != nil { return TodoForm.keyLine(language) }
      if let input = screen.input { return TodosFeature.inputKeymap(input, language) }
      return TodosFeature.listKeymap(language)
    case .statistics: return StatisticsFeature.Command.keymap(language)
    case .notifications: return NotificationCentreFeature.helpSection(language).bindings
    case .intakeRecords(let records):
      return records.form == nil
        ? IntakeRecordsFeature.footerKeys(language) : IntakeRecordForm.keyLine(language)
    case .projects(let screen): return ProjectsFeature.keymap(screen, language)
    case .plants(let plants):
      if let form = plants.form { return PlantFormFeature.keyLine(form, language) }
      if plants.careForm != nil { return CareFormFeature.keyLine(language) }
      if plants.confirm != nil { return TodayFeature.confirmKeymap(language) }
      return plants.detail == nil
        ? PlantsFeature.listKeymap(language) : PlantsFeature.detailKeymap(language)
    }
  }

  /// Whether a binding closes or backs out of what is open; these stay at the right edge.
  static func closes(_ binding: KeyBinding) -> Bool { binding.keys.contains("Esc") }
}
