/// Rows written many to a statement with the same columns as the Journal's own methods and
/// `importJSON`, for the generated journals of the benchmark and the tests
/// (`DaybookTestSupport`). The public methods open a savepoint per row, which costs about ten
/// times the insert itself; these run inside the caller's one transaction instead.
///
/// Not for the app: no revision per save, no change log, no checks beyond the schema's.
@_spi(TestSupport) public struct JournalBulkRows {
  private let db: Database
  private var careRows = BatchInsert(
    prefix: "INSERT INTO care_events(plant_id, kind, at, day, note) ", row: "(?, ?, ?, ?, ?)")
  private var todoRows = BatchInsert(
    prefix: "INSERT INTO todos(title, note, tags, due, important, done_at, done_day, created_at) ",
    row: "(?, ?, ?, ?, ?, ?, ?, ?)")
  private var intakeRows = BatchInsert(
    prefix: "INSERT INTO intakes(kind, amount, unit, at, day, note) ", row: "(?, ?, ?, ?, ?, ?)")
  private var entryRows = BatchInsert(
    prefix: "INSERT INTO entries(day, title, body, mood, weather, created_at, updated_at) ",
    row: "(?, ?, ?, ?, ?, ?, ?)")
  private var tagRows: [(String, Day)] = []

  public init(_ journal: Journal) { db = journal.db }

  public mutating func addCare(plant: RowID, kind: CareKind, at instant: Timestamp, note: String)
    throws
  {
    try careRows.add([plant, kind.rawValue, instant, LocalTime.day(of: instant), note], db)
  }

  public mutating func addTodo(
    title: String, tags: String, due: Day?, important: Bool, doneAt: Timestamp?,
    createdAt: Timestamp
  ) throws {
    try todoRows.add(
      [
        title, "", tags, due, important, doneAt, doneAt.map { LocalTime.day(of: $0) }, createdAt,
      ], db)
  }

  public mutating func addIntake(_ intake: Intake) throws {
    try intakeRows.add(
      [
        intake.kind.rawValue, intake.amount, intake.unit.rawValue, intake.at, intake.day,
        intake.note,
      ],
      db)
  }

  /// Writes the care, todo and intake rows still gathered. Entries should come after this:
  /// once the FTS5 table has been written in a transaction, every later statement that needs
  /// a statement journal flushes FTS5's pending terms into a new segment.
  public mutating func flushRecords() throws {
    try careRows.finish(db)
    try todoRows.finish(db)
    try intakeRows.finish(db)
  }

  public mutating func addEntry(_ entry: Entry) throws {
    try entryRows.add(
      [
        entry.day, entry.title, entry.body, entry.mood?.rawValue, entry.weather?.rawValue,
        entry.createdAt, entry.updatedAt,
      ], db)
    tagRows += entry.tags.map { ($0, entry.day) }
  }

  /// Writes what is still gathered, the entries' tags, and one revision for every entry.
  public mutating func finish() throws {
    try flushRecords()
    try entryRows.finish(db)
    var tags = BatchInsert(
      prefix: "INSERT OR IGNORE INTO entry_tags(tag, entry_id) SELECT t.column1, e.id FROM (",
      row: "(?, ?)", suffix: ") AS t JOIN entries e ON e.day = t.column2")
    for (tag, day) in tagRows { try tags.add([tag, day], db) }
    try tags.finish(db)
    tagRows = []
    try db.run(
      "INSERT INTO entry_revisions(entry_id, title, body, saved_at) "
        + "SELECT id, title, body, updated_at FROM entries ORDER BY id")
  }
}

extension Journal {
  /// The number of rows in each of `tables` (names of this journal's own tables only).
  @_spi(TestSupport) public func rowCounts(of tables: [String]) throws -> [Int64] {
    try tables.map { table in
      guard !table.isEmpty, table.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else {
        throw JournalError(.invalid, "not a table name: \(table)")
      }
      return try db.scalar("SELECT count(*) FROM \(table)") ?? -1
    }
  }
}
