import DaybookCore

/// The today list: water, todos done or important, intake.
extension EffectRunner {
  func loadToday(_ day: Day) throws -> [AppAction] {
    [.today(.loaded(try TodayLoader.snapshot(journal, day: day)))]
  }

  func water(_ plantID: RowID) throws -> [AppAction] {
    let event = try journal.addCare(CareEvent(plantID: plantID, kind: .water, at: clock.now()))
    return [.today(.plantWatered(plantID: plantID, careEventID: event.id, at: event.at))]
  }

  func waterAll(_ plantIDs: [RowID]) throws -> [AppAction] {
    let now = clock.now()
    let events = try journal.transaction {
      try plantIDs.map { try journal.addCare(CareEvent(plantID: $0, kind: .water, at: now)) }
    }
    return events.map {
      .today(.plantWatered(plantID: $0.plantID, careEventID: $0.id, at: $0.at))
    }
  }

  func undoCare(_ id: RowID) throws -> [AppAction] {
    try journal.deleteCare(id: id)
    return [.today(.wateringUndone(careEventID: id))]
  }

  func setTodoDone(_ id: RowID, _ done: Bool) throws -> [AppAction] {
    try journal.setTodoDone(id: id, at: done ? clock.now() : nil)
    return try journal.todo(id: id).map { [.today(.todoChanged($0))] } ?? []
  }

  func setTodoImportant(_ id: RowID, _ important: Bool) throws -> [AppAction] {
    try journal.setTodoImportant(id: id, important).map { [.today(.todoChanged($0))] } ?? []
  }

  func addIntake(kind: IntakeKind, amount: Double, unit: IntakeUnit, drink: String) throws
    -> [AppAction]
  {
    let intake = try journal.addIntake(
      Intake(kind: kind, amount: amount, unit: unit, at: clock.now(), drink: drink))
    return [.today(.intakeRecorded(intake))]
  }

  func removeIntake(_ id: RowID) throws -> [AppAction] {
    try journal.deleteIntake(id: id)
    return [.today(.intakeRemoved(id))]
  }
}
