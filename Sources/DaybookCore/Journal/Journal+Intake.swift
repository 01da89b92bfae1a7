extension Journal {
  static func intake(_ row: Row) -> Intake {
    Intake(
      id: row.int(0), kind: IntakeKind(rawValue: row.text(1)) ?? .other, amount: row.double(2),
      unit: IntakeUnit(rawValue: row.text(3)) ?? .ml, at: row.int(4), note: row.text(5),
      drink: row.text(6))
  }

  @discardableResult
  public func addIntake(_ intake: Intake) throws -> Intake {
    guard intake.amount > 0, intake.amount.isFinite else {
      throw JournalError(.invalid, .intakeAmount)
    }
    return try db.transaction {
      try db.run(
        "INSERT INTO intakes(kind, amount, unit, at, day, note, drink) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?)",
        intake.kind.rawValue, intake.amount, intake.unit.rawValue, intake.at, intake.day,
        intake.note, intake.drink)
      var saved = intake
      saved.id = db.lastInsertedRowID
      return saved
    }
  }

  /// One intake record, or nil when there is none with this id.
  public func intake(id: RowID) throws -> Intake? {
    try db.query(
      "SELECT id, kind, amount, unit, at, note, drink FROM intakes WHERE id = ?", [id],
      Journal.intake
    ).first
  }

  /// Replaces the kind, amount, unit, time and note of the record with `intake.id`; its day
  /// follows the new time.
  public func updateIntake(_ intake: Intake) throws {
    guard intake.amount > 0, intake.amount.isFinite else {
      throw JournalError(.invalid, .intakeAmount)
    }
    try db.transaction {
      let changed = try db.run(
        "UPDATE intakes SET kind = ?, amount = ?, unit = ?, at = ?, day = ?, note = ?, "
          + "drink = ? WHERE id = ?",
        intake.kind.rawValue, intake.amount, intake.unit.rawValue, intake.at, intake.day,
        intake.note, intake.drink, intake.id)
      if changed == 0 { throw JournalError(.notFound, .noIntake, "\(intake.id)") }
    }
  }

  public func deleteIntake(id: RowID) throws {
    try db.transaction {
      let changed = try db.run("DELETE FROM intakes WHERE id = ?", id)
      if changed == 0 { throw JournalError(.notFound, .noIntake, "\(id)") }
    }
  }

  /// Intake records between two days (inclusive), oldest first.
  public func intakes(from first: Day, to last: Day) throws -> [Intake] {
    try db.query(
      "SELECT id, kind, amount, unit, at, note, drink FROM intakes WHERE day BETWEEN ? AND ? "
        + "ORDER BY at, id", [first, last], Journal.intake)
  }

  /// How many intake records each day of a range has (days without any are left out); the
  /// heatmap counts them without loading the records.
  public func intakeCounts(from first: Day, to last: Day) throws -> [Day: Int] {
    let rows = try db.query(
      "SELECT day, count(*) FROM intakes WHERE day BETWEEN ? AND ? GROUP BY day", [first, last]
    ) { ($0.day(0), Int($0.int(1))) }
    return Dictionary(rows, uniquingKeysWith: +)
  }

  /// The intake records of one day, oldest first.
  public func intakes(on day: Day) throws -> [Intake] {
    try intakes(from: day, to: day)
  }
}
