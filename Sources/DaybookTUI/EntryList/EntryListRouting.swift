import DaybookCore

extension EntryListFeature: PlainFeature {}

/// Opens the entry list and runs it in the destination; its outputs become loads of pages
/// and the jump to a day.
extension AppReducer {
  static func openEntryList(_ state: inout AppState) -> [Effect] {
    state.destination = .entryList(.allEntries)
    return [.browse(.loadEntryList(.newest))]
  }

  static func entryList(_ state: inout AppState, _ action: EntryListFeature.Action) -> [Effect] {
    presented(EntryListFeature.self, .entryList, action, &state) { output, state in
      switch output {
      case .close:
        state[presented: .entryList] = nil
        return []
      case .openDay(let day):
        state[presented: .entryList] = nil
        state.focus = .editor
        return jump(to: day, &state)
      case .load(let page): return [.browse(.loadEntryList(page))]
      case .loadOnThisDay(let day): return [.browse(.loadOnThisDay(day))]
      }
    }
  }
}
