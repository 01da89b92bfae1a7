import DaybookCore

/// Runs the pane reducers and turns their outputs into effects and state changes.
extension AppReducer {
  static func calendar(_ state: inout AppState, _ action: CalendarFeature.Action) -> [Effect] {
    CalendarFeature.reduce(&state.calendar, action).flatMap { output -> [Effect] in
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
  }

  /// The calendar moved to a day: the editor, the today list and the heatmap follow it.
  /// Unsaved text of the day being left is saved first.
  static func selectionChanged(_ day: Day, _ state: inout AppState) -> [Effect] {
    var effects: [Effect] = []
    if state.editor.day != day, let unsaved = state.editor.unsavedEntry {
      effects.append(.saveEntry(unsaved))
    }
    effects += heatmap(&state, .select(day))
    effects.append(.loadToday(day))
    effects.append(.loadEntry(day))
    return effects
  }

  static func today(_ state: inout AppState, _ action: TodayFeature.Action) -> [Effect] {
    var effects: [Effect] = []
    switch action {
    case .plantWatered, .wateringUndone:
      effects.append(.loadMonth(state.calendar.selected))
    default:
      break
    }
    return TodayFeature.reduce(&state.todayPane, action).map { output -> Effect? in
      switch output {
      case .water(let plantID): return .water(plantID: plantID)
      case .waterAll(let ids): return .waterAll(ids)
      case .undoWater(let careEventID): return .undoCare(careEventID)
      case let .setTodoDone(id, done): return .setTodoDone(id, done)
      case let .setTodoImportant(id, important): return .setTodoImportant(id, important)
      case let .addIntake(kind, amount, unit): return .addIntake(kind: kind, amount: amount, unit: unit)
      case .removeIntake(let id): return .removeIntake(id)
      case .status(let text):
        showStatus(text, &state)
        return nil
      }
    }.compactMap { $0 } + effects
  }

  static func heatmap(_ state: inout AppState, _ action: HeatmapFeature.Action) -> [Effect] {
    HeatmapFeature.reduce(&state.heatmap, action).flatMap { output -> [Effect] in
      switch output {
      case .selectionChanged:
        return []
      case .openDay(let day):
        state.focus = .calendar
        return jump(to: day, &state)
      case let .needCounts(from, to, metric):
        return [.loadHeatmap(from: from, to: to, metric: metric)]
      case .status(let text):
        showStatus(text, &state)
        return []
      }
    }
  }

  static func editor(_ state: inout AppState, _ action: EditorAction) -> [Effect] {
    EditorFeature.reduce(&state.editor, action).compactMap { output -> Effect? in
      switch output {
      case .save(let entry): return .saveEntry(entry)
      case .saveDraft(let entry): return .saveDraft(entry)
      case .openExternalEditor(let entry): return .openExternalEditor(entry)
      case .leftEditing: return nil
      case .showHistory(let day):
        state.overlay = .history(day: day)
        return nil
      case .status(let text):
        showStatus(text, &state)
        return nil
      }
    }
  }
}
