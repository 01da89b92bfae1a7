import DaybookCore

/// Runs the pane reducers and turns their outputs into effects and state changes.
extension AppReducer {
  static func calendar(_ state: inout AppState, _ action: CalendarFeature.Action) -> [Effect] {
    scope(CalendarFeature.self, \.calendar, action, &state, outputs: calendarOutput)
  }

  static func calendarOutputs(_ outputs: [CalendarFeature.Output], _ state: inout AppState)
    -> [Effect]
  {
    outputs.flatMap { calendarOutput($0, &state) }
  }

  static func calendarOutput(_ output: CalendarFeature.Output, _ state: inout AppState)
    -> [Effect]
  {
    switch output {
    case .selectionChanged(let day):
      return selectionChanged(day, &state)
    case .needMonth(let day):
      return [.loadMonth(day)]
    case .openDay(let day):
      state.focus = .editor
      return state.editor.day == day ? [] : selectionChanged(day, &state)
    case .status(let text):
      showStatus(text, &state)
      return []
    }
  }

  /// The calendar moved to a day: the editor and the heatmap follow it. Unsaved text of the
  /// day being left is saved first. (The today list stays on today: quick-water records
  /// "now", so its D-days must be counted from the real day.)
  static func selectionChanged(_ day: Day, _ state: inout AppState) -> [Effect] {
    var effects: [Effect] = []
    if state.editor.day != day, let unsaved = state.editor.unsavedEntry {
      effects.append(.saveEntry(unsaved, base: state.editor.baseText))
    }
    effects += heatmap(&state, .select(day))
    if state.editor.day != day || state.editWhenLoaded == day {
      effects.append(.loadEntry(day))
    }
    return effects
  }

  static func today(_ state: inout AppState, _ action: TodayFeature.Action) -> [Effect] {
    var effects = scope(TodayFeature.self, \.todayPane, action, &state) { output, state in
      switch output {
      case .water(let plantID): return [.water(plantID: plantID)]
      case .waterAll(let ids): return [.waterAll(ids)]
      case .undoWater(let careEventID): return [.undoCare(careEventID)]
      case let .setTodoDone(id, done): return [.setTodoDone(id, done)]
      case let .setTodoImportant(id, important): return [.setTodoImportant(id, important)]
      case let .addIntake(kind, amount, unit, drink):
        return [.addIntake(kind: kind, amount: amount, unit: unit, drink: drink)]
      case .removeIntake(let id): return [.removeIntake(id)]
      case .openIntakeRecords: return [openIntakeRecords(&state)]
      case .openTodo(let todo): return [openTodoDetail(todo, &state)]
      case .status(let text):
        showStatus(text, &state)
        return []
      }
    }
    switch action {
    case .plantWatered, .wateringUndone, .todoChanged, .intakeRecorded, .intakeRemoved:
      // Care, todo and intake marks on the calendar and the heatmap counts changed.
      effects.append(.loadMonth(state.calendar.visibleMonth))
      effects += heatmapRefresh(&state)
    case .failed(let message):
      showStatus(Strings.text(.statusError, state.language, message), isError: true, &state)
    default:
      break
    }
    return effects
  }

  static func heatmap(_ state: inout AppState, _ action: HeatmapFeature.Action) -> [Effect] {
    scope(HeatmapFeature.self, \.heatmap, action, &state, outputs: heatmapOutput)
  }

  static func heatmapOutputs(_ outputs: [HeatmapFeature.Output], _ state: inout AppState)
    -> [Effect]
  {
    outputs.flatMap { heatmapOutput($0, &state) }
  }

  static func heatmapOutput(_ output: HeatmapFeature.Output, _ state: inout AppState)
    -> [Effect]
  {
    switch output {
    case .selectionChanged:
      return []
    case .openDay(let day):
      state.focus = .calendar
      return jump(to: day, &state)
    case let .needCounts(from, to, metric):
      return [.loadHeatmap(from: from, to: to, metric: metric)]
    case let .needHistoryStreaks(metric, through):
      return [.loadHistoryStreaks(metric, through: through)]
    case .status(let text):
      showStatus(text, &state)
      return []
    }
  }

  static func editor(_ state: inout AppState, _ action: EditorAction) -> [Effect] {
    scope(EditorFeature.self, \.editor, action, &state) { output, state in
      switch output {
      case .save(let entry, let base): return [.saveEntry(entry, base: base)]
      case .setStarred(let day, let starred): return [.setEntryStarred(day, starred)]
      case .saveDraft(let entry): return [.saveDraft(entry)]
      case .deleteDraft(let day): return [.deleteDraft(day)]
      case .openExternalEditor(let entry): return [.openExternalEditor(entry)]
      case .leftEditing: return []
      case .showHistory(let day):
        return openHistory(day, &state)
      case .status(let text):
        showStatus(text, &state)
        return []
      }
    }
  }
}
