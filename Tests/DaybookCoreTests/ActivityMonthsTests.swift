import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

/// `activity_months` is kept by triggers; the streaks read from it must equal the streaks
/// counted from the records' own days after any mix of writes, edits and deletes, and the
/// table must equal what the migration's filling computes from the rows.
@Suite struct ActivityMonthsTests {
  let today = day("2026-12-03")

  /// The distinct days of each source, read from the source tables themselves.
  private func recordedDays(_ journal: Journal) throws -> [ActivitySource: [Day]] {
    var days: [ActivitySource: [Day]] = [:]
    for source in ActivitySource.allCases {
      let (table, column) = source.table
      days[source] = try journal.db.query(
        "SELECT DISTINCT \(column) FROM \(table) WHERE \(column) IS NOT NULL"
      ) { $0.day(0) }
    }
    return days
  }

  /// The table as it stands, as "source month bits" lines without empty months.
  private func storedMonths(_ journal: Journal) throws -> [String] {
    try ActivitySource.allCases.flatMap { source in
      try journal.db.query(
        "SELECT '\(source.rawValue)' || ' ' || month || ' ' || \(source.rawValue) "
          + "FROM activity_months WHERE \(source.rawValue) != 0 ORDER BY month"
      ) { $0.text(0) }
    }
  }

  /// What the migration's filling makes of the rows as they stand, in the same lines.
  private func filledMonths(_ journal: Journal) throws -> [String] {
    try ActivitySource.allCases.flatMap { source in
      let (table, column) = source.table
      let month = ActivityMonths.monthSQL(column)
      return try journal.db.query(
        "SELECT '\(source.rawValue)' || ' ' || \(month) || ' ' "
          + "|| sum(DISTINCT \(ActivityMonths.bitSQL(column))) FROM \(table) "
          + "WHERE \(column) IS NOT NULL GROUP BY \(month) ORDER BY \(month)"
      ) { $0.text(0) }
    }
  }

  private func expectStreaksMatchRecords(_ journal: Journal, through: Day) throws {
    let days = try recordedDays(journal)
    let choices: [Set<ActivitySource>] = [
      [.entries], [.care], [.todosDone], [.intakes], Set(ActivitySource.allCases),
      [.care, .todosDone],
    ]
    for sources in choices {
      let all = sources.flatMap { days[$0] ?? [] }
      try expectEqual(
        journal.streaks(of: sources, through: through),
        Streaks.compute(writtenDays: all, today: through),
        "sources \(sources.map(\.rawValue).sorted()) through \(through)")
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func randomWritesEditsAndDeletesKeepTheMonthsTrue(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let journal = try Journal.inMemory()
    let plant = try journal.addPlant(Plant(name: "Fern", intervalDays: 3), at: 0)
    var entryDays: [Day] = []
    var care: [RowID] = []
    var todos: [RowID] = []
    var intakes: [RowID] = []
    // Days cluster over a few months around month ends, so runs cross month and year
    // boundaries and months fill up whole.
    let span = 120
    let first = today.adding(days: -span)
    for _ in 0..<400 {
      let offset = random.int(in: 0...(span + 5))
      let day = first.adding(days: offset)
      let at = LocalTime.timestamp(of: day, hour: 9)
      switch random.int(in: 0...9) {
      case 0, 1:
        try journal.saveEntry(Entry(day: day, body: "x \(offset)"), at: at)
        if !entryDays.contains(day) { entryDays.append(day) }
      case 2:
        if let gone = entryDays.randomElement(using: &random) {
          _ = try journal.deleteEntry(on: gone)
          entryDays.removeAll { $0 == gone }
        }
      case 3:
        care.append(try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: at)).id)
      case 4:
        if let gone = care.randomElement(using: &random) {
          try journal.deleteCare(id: gone)
          care.removeAll { $0 == gone }
        }
      case 5:
        let todo = try journal.addTodo(Todo(title: "t\(offset)"), at: at)
        todos.append(todo.id)
        try journal.setTodoDone(id: todo.id, at: at)
      case 6:
        // Undone, or done again on another day: the done day moves.
        if let id = todos.randomElement(using: &random) {
          try journal.setTodoDone(id: id, at: random.int(in: 0...1) == 0 ? nil : at)
        }
      case 7:
        if let gone = todos.randomElement(using: &random) {
          try journal.deleteTodo(id: gone)
          todos.removeAll { $0 == gone }
        }
      case 8:
        intakes.append(
          try journal.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: at)).id)
      default:
        if let gone = intakes.randomElement(using: &random) {
          try journal.deleteIntake(id: gone)
          intakes.removeAll { $0 == gone }
        }
      }
    }
    try expectEqual(storedMonths(journal), filledMonths(journal))
    try expectStreaksMatchRecords(journal, through: today)
    try expectStreaksMatchRecords(journal, through: today.adding(days: -40))
    try expectStreaksMatchRecords(journal, through: first.adding(days: 2))
  }

  @Test func wholeMonthsAcrossAYearEndAndALeapFebruary() throws {
    let journal = try Journal.inMemory()
    // Every day from 2023-11-15 to 2024-03-10 (a leap February), then a gap, then 5 days.
    let start = day("2023-11-15")
    for offset in 0...start.days(until: day("2024-03-10")) {
      try journal.saveEntry(Entry(day: start.adding(days: offset), body: "x"), at: 0)
    }
    for offset in 0..<5 {
      try journal.saveEntry(Entry(day: day("2024-03-20").adding(days: offset), body: "y"), at: 0)
    }
    let longest = start.days(until: day("2024-03-10")) + 1
    try expectEqual(
      journal.streaks(of: [.entries], through: day("2024-03-24")),
      Streaks(current: 5, longest: longest))
    // Today empty: the run ending yesterday is the current one.
    try expectEqual(
      journal.streaks(of: [.entries], through: day("2024-03-25")),
      Streaks(current: 5, longest: longest))
    try expectEqual(
      journal.streaks(of: [.entries], through: day("2024-03-26")),
      Streaks(current: 0, longest: longest))
    // Through a day inside the long run: the later days do not count.
    try expectEqual(
      journal.streaks(of: [.entries], through: day("2024-02-29")),
      Streaks(
        current: day("2023-11-15").days(until: day("2024-02-29")) + 1,
        longest: day("2023-11-15").days(until: day("2024-02-29")) + 1))
    try expectStreaksMatchRecords(journal, through: day("2024-03-24"))
  }

  @Test func theMigrationFillsTheMonthsOfAnOlderJournal() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day("2026-11-30"), body: "a"), at: 0)
    try journal.saveEntry(Entry(day: day("2026-12-01"), body: "b"), at: 0)
    let todo = try journal.addTodo(Todo(title: "t"), at: 0)
    try journal.setTodoDone(id: todo.id, at: LocalTime.timestamp(of: day("2026-12-02"), hour: 8))
    // As a journal of schema 14 had it: no table, no triggers; then the migration runs.
    let triggers = try journal.db.query(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name != 'activity_months' "
        + "AND name LIKE 'activity\\_months\\_%' ESCAPE '\\'"
    ) { $0.text(0) }
    expectEqual(triggers.count, 3 * ActivitySource.allCases.count)
    for trigger in triggers { try journal.db.execute("DROP TRIGGER \(trigger)") }
    try journal.db.execute("DROP TABLE activity_months")
    try journal.db.execute(Schema.version16)
    try expectEqual(
      storedMonths(journal),
      [
        "entries 24322 536870912", "entries 24323 1", "todosDone 24323 2",
      ])
    try expectEqual(
      journal.streaks(of: [.entries, .todosDone], through: day("2026-12-03")),
      Streaks(current: 3, longest: 3))
  }

  /// A jrnl import sets the entries' insert trigger aside and marks the new days in one
  /// statement at the end (#20): the table must come out as the filling computes it, with
  /// days new, merged, repeated and already there, and the trigger back word for word.
  @Test(arguments: [11, 12, 13] as [UInt64])
  func jrnlImportMarksItsDaysAfterwards(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let journal = try Journal.inMemory()
    let fresh = try Journal.inMemory()
    let triggerSQL = "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"
    let span = 400
    let first = today.adding(days: -span)
    // Entries already there, some on days the import holds too.
    for _ in 0..<30 {
      let day = first.adding(days: random.int(in: 0...span))
      try journal.saveEntry(Entry(day: day, body: "here \(day.iso)"), at: 0)
    }
    for round in 0..<3 {
      var text = ""
      for _ in 0..<random.int(in: 0...60) {
        let day = first.adding(days: random.int(in: 0...span))
        let hour = random.int(in: 10...22)
        text += "[\(day.iso) \(hour):00] round \(round) \(random.int(in: 0...3))\nbody\n\n"
      }
      try journal.importJrnl(text, at: 0)
      try expectEqual(storedMonths(journal), filledMonths(journal), "round \(round)")
    }
    let schema = { (journal: Journal) in
      try journal.db.query(triggerSQL) { $0.text(0) + " " + $0.text(1) }
    }
    try expectEqual(schema(journal), schema(fresh))
    // The trigger is back: a later write marks its day again.
    try journal.saveEntry(Entry(day: today, body: "after"), at: 0)
    try expectEqual(storedMonths(journal), filledMonths(journal))
    try expectStreaksMatchRecords(journal, through: today)
  }

  /// A jrnl import that fails inside its transaction leaves the trigger where it was.
  @Test func aFailedJrnlImportKeepsTheTrigger() throws {
    let journal = try Journal.inMemory()
    let before = try journal.db.query(
      "SELECT sql FROM sqlite_schema WHERE name = 'activity_months_entries_insert'"
    ) { $0.text(0) }
    // Every insert into entries fails, inside the import's transaction.
    try journal.db.execute(
      "CREATE TEMP TRIGGER refuse BEFORE INSERT ON entries BEGIN SELECT RAISE(ABORT, 'no'); END")
    #expect(throws: (any Error).self) {
      try journal.importJrnl("[2026-01-01 10:00] ok\nbody\n", at: 0)
    }
    try journal.db.execute("DROP TRIGGER refuse")
    try expectEqual(
      journal.db.query(
        "SELECT sql FROM sqlite_schema WHERE name = 'activity_months_entries_insert'"
      ) { $0.text(0) }, before)
    try journal.saveEntry(Entry(day: today, body: "after"), at: 0)
    try expectEqual(storedMonths(journal), filledMonths(journal))
    try expectEqual(storedMonths(journal).count, 1)
  }
}
