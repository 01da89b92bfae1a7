import DaybookCore

/// Runs the intake records screen and turns its outputs into effects.
extension AppReducer {
  /// Opens the records of the calendar's selected day: the Today pane always shows the real
  /// today, the calendar is where another day is chosen.
  static func openIntakeRecords(_ state: inout AppState) -> Effect {
    let day = state.calendar.selected
    state.destination = .intakeRecords(
      IntakeRecordsFeature.State(day: day, goal: state.todayPane.goal))
    return .loadIntakeRecords(day)
  }

  static func intakeRecords(_ state: inout AppState, _ action: IntakeRecordsFeature.Action)
    -> [Effect]
  {
    // A saved change also moves the Today pane's intake, the calendar's goal colours and the
    // heatmap, whatever the screen shows now.
    var refresh: [Effect] = []
    if case .changed = action {
      refresh =
        [.loadToday(state.today), .loadMonth(state.calendar.visibleMonth)]
        + heatmapRefresh(&state)
    }
    return presented(IntakeRecordsFeature.self, .intakeRecords, action, &state) { output, state in
      switch output {
      case .load(let day): return [.loadIntakeRecords(day)]
      case .change(let change): return [.changeIntakeRecord(change)]
      case .close:
        state[presented: .intakeRecords] = nil
        return []
      case .status(let text):
        showStatus(text, &state)
        return []
      }
    } + refresh
  }
}

/// The journal work of the intake records screen.
extension EffectRunner {
  func loadIntakeRecords(_ day: Day) throws -> [AppAction] {
    let records = try journal.intakes(on: day).map { intake in
      let parts = LocalTime.components(of: intake.at)
      return IntakeRecordsFeature.Record(intake: intake, hour: parts.hour, minute: parts.minute)
    }
    let now = clock.now()
    let newRecordTime = LocalTime.day(of: now) == day ? LocalTime.clockText(of: now) : "12:00"
    return [
      .intakeRecords(
        .loaded(
          day: day, records: records, goal: try journal.settings().goal,
          newRecordTime: newRecordTime))
    ]
  }

  func changeIntakeRecord(_ change: IntakeRecordChange) throws -> [AppAction] {
    switch change {
    case .save(let draft):
      // The form does not edit the drink: an edited record keeps the one it had.
      let drink = draft.id == 0 ? "" : try journal.intake(id: draft.id)?.drink ?? ""
      let intake = Intake(
        id: draft.id, kind: draft.kind, amount: draft.amount, unit: draft.unit,
        at: LocalTime.timestamp(of: draft.day, hour: draft.hour, minute: draft.minute),
        note: draft.note, drink: drink)
      if draft.id == 0 {
        try journal.addIntake(intake)
      } else {
        try journal.updateIntake(intake)
      }
    case .delete(let intake):
      try journal.deleteIntake(id: intake.id)
    case .restore(let intake):
      var copy = intake
      copy.id = 0
      try journal.addIntake(copy)
    }
    return [.intakeRecords(.changed(change))]
  }
}
