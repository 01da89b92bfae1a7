import DaybookCore
import TerminalKit

/// Folds the results of browse effects into the state.
enum BrowseRouting {
  static func reduce(_ state: inout AppState, _ action: BrowseAction) -> [Effect] {
    switch action {
    case .recentSearchesLoaded(let recent):
      return AppReducer.search(&state, .recentLoaded(recent))
    case let .entryListLoaded(page, items):
      return AppReducer.entryList(&state, .pageLoaded(page, items))
    case let .onThisDayLoaded(day, items):
      return AppReducer.entryList(&state, .onThisDayLoaded(day, items))
    case let .historyLoaded(day, current, revisions):
      return AppReducer.history(&state, .loaded(day: day, current: current, revisions: revisions))
    case let .entryReverted(day, revision):
      AppReducer.showStatus(
        BrowseText.historyReverted.text(state.language, state.zone.text(of: revision.savedAt)),
        &state)
      return [.loadEntry(day), .loadMonth(day)]
    case let .attachmentsLoaded(day, items):
      let keep = state.attachments.day == day ? state.attachments.selection : 0
      state.attachments = AttachmentList(
        day: day, items: items, selection: min(keep, max(0, items.count - 1)))
      return AppReducer.resizeEditor(&state) + AppReducer.refreshPictures(&state)
    case let .attached(day, attachment):
      AppReducer.showStatus(
        BrowseText.attached.text(state.language, attachment.originalName), &state)
      return [.browse(.loadAttachments(day))]
    case let .attachmentRemoved(day, attachment):
      AppReducer.showStatus(
        BrowseText.removed.text(state.language, attachment.originalName), &state)
      return [.browse(.loadAttachments(day))]
    case .attachmentOpened(let attachment):
      AppReducer.showStatus(BrowseText.opened.text(state.language, attachment.originalName), &state)
      return []
    case .openerMissing(let path):
      AppReducer.showStatus(
        BrowseText.openerMissing.text(state.language, path), isError: true, &state)
      return []
    case .failed(let message):
      AppReducer.showStatus(
        Strings.text(.statusError, state.language, message), isError: true, &state)
      return []
    }
  }
}
