/// The days with activity, one row per month and a column per source (named by its raw
/// value): bit `d - 1` is set when day `d` of the month has at least one record of the
/// source. Derived data, like an index: triggers on the source tables keep it (every
/// writer, import and sync included), the migration fills it from the rows already there,
/// and nothing else writes it.
///
/// The whole-history streaks read it (`Journal.streaks(of:through:)`): a century is about
/// 1,200 rows, where the records themselves are tens of thousands of days.
enum ActivityMonths {
  static let table = "activity_months"

  /// `year * 12 + month - 1` of a `YYYY-MM-DD` column or value in SQL.
  static func monthSQL(_ day: String) -> String {
    "(CAST(substr(\(day), 1, 4) AS INTEGER) * 12 + CAST(substr(\(day), 6, 2) AS INTEGER) - 1)"
  }

  /// The day's bit in its month's column, in SQL.
  static func bitSQL(_ day: String) -> String {
    "(1 << (CAST(substr(\(day), 9, 2) AS INTEGER) - 1))"
  }

  /// The month key of a day, as `monthSQL` computes it.
  static func month(of day: Day) -> Int { day.year * 12 + day.month - 1 }

  /// The table, its triggers and its first filling.
  static var schemaSQL: String {
    var sql = """
      CREATE TABLE \(table)(
        month INTEGER PRIMARY KEY,
        \(ActivitySource.allCases.map { "\($0.rawValue) INTEGER NOT NULL DEFAULT 0" }
          .joined(separator: ",\n  "))
      );

      """
    for source in ActivitySource.allCases {
      sql += triggersSQL(for: source) + fillSQL(for: source)
    }
    return sql
  }

  /// Marks a new record's day; clears a day when its last record goes or moves away.
  private static func triggersSQL(for source: ActivitySource) -> String {
    let (name, column) = source.table
    let key = source.rawValue
    func mark(_ day: String) -> String { markSQL(for: source, day) }
    func clear(_ day: String) -> String {
      """
      UPDATE \(table) SET \(key) = \(key) & ~\(bitSQL(day))
          WHERE month = \(monthSQL(day)) AND \(day) IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM \(name) WHERE \(column) = \(day));
      """
    }
    return insertTriggerSQL(for: source) + """
      CREATE TRIGGER \(table)_\(key)_delete AFTER DELETE ON \(name)
        WHEN old.\(column) IS NOT NULL BEGIN
        \(clear("old.\(column)"))
      END;
      CREATE TRIGGER \(table)_\(key)_move AFTER UPDATE OF \(column) ON \(name)
        WHEN old.\(column) IS NOT new.\(column) BEGIN
        \(clear("old.\(column)"))
        \(mark("new.\(column)"))
      END;

      """
  }

  /// Sets the bit of `day` (a column or value in SQL) in its month.
  private static func markSQL(for source: ActivitySource, _ day: String) -> String {
    let key = source.rawValue
    return """
      INSERT INTO \(table)(month, \(key))
          SELECT \(monthSQL(day)), \(bitSQL(day)) WHERE \(day) IS NOT NULL
          ON CONFLICT(month) DO UPDATE SET \(key) = \(key) | excluded.\(key);
      """
  }

  /// The name of the trigger that marks a new record's day.
  static func insertTriggerName(for source: ActivitySource) -> String {
    "\(table)_\(source.rawValue)_insert"
  }

  /// The trigger that marks a new record's day, word for word as the migration made it (the
  /// first of `triggersSQL`'s three): a bulk import sets it aside and makes it again
  /// (`Journal.setActivityInsertTriggerAside`).
  static func insertTriggerSQL(for source: ActivitySource) -> String {
    let (name, column) = source.table
    return """
      CREATE TRIGGER \(insertTriggerName(for: source)) AFTER INSERT ON \(name)
        WHEN new.\(column) IS NOT NULL BEGIN
        \(markSQL(for: source, "new.\(column)"))
      END;

      """
  }

  /// Sets the bits of the days of the source's rows with a rowid above `?1`, as the insert
  /// trigger does row by row: each day's bit summed once per month is their OR.
  static func markNewRowsSQL(for source: ActivitySource) -> String {
    let (name, column) = source.table
    let key = source.rawValue
    return """
      INSERT INTO \(table)(month, \(key))
        SELECT \(monthSQL(column)), sum(DISTINCT \(bitSQL(column)))
        FROM \(name) WHERE rowid > ?1 AND \(column) IS NOT NULL GROUP BY 1
        ON CONFLICT(month) DO UPDATE SET \(key) = \(key) | excluded.\(key)
      """
  }

  /// The months of the rows already there: each day's bit summed once is their OR.
  private static func fillSQL(for source: ActivitySource) -> String {
    let (name, column) = source.table
    return """
      INSERT INTO \(table)(month, \(source.rawValue))
        SELECT \(monthSQL(column)), sum(DISTINCT \(bitSQL(column)))
        FROM \(name) WHERE \(column) IS NOT NULL GROUP BY 1
        ON CONFLICT(month) DO UPDATE SET \(source.rawValue) = excluded.\(source.rawValue);

      """
  }
}

extension Journal {
  /// For a bulk insert of `source`'s rows inside the caller's transaction: drops the
  /// source's activity insert trigger, which `markActivity(of:newRowsAfter:)` makes again
  /// before the transaction ends, marking the days of every row inserted meanwhile in one
  /// statement. Row by row the trigger cost about 3.5 µs an entry, some 4 % of importing a
  /// century of jrnl.
  ///
  /// Only the insert trigger is set aside: rows updated, moved or deleted meanwhile keep
  /// theirs, and a failed import rolls the trigger back with everything else. New rows must
  /// get rowids above the `lastRowID` given to `markActivity` (rows of a table with an
  /// INTEGER PRIMARY KEY do unless given one).
  func setActivityInsertTriggerAside(_ source: ActivitySource) throws {
    try db.execute("DROP TRIGGER " + ActivityMonths.insertTriggerName(for: source))
  }

  /// Makes `source`'s activity insert trigger again, with the migration's own text (so the
  /// schema reads the same), and marks the days of its rows with a rowid above `lastRowID`.
  func markActivity(of source: ActivitySource, newRowsAfter lastRowID: Int64) throws {
    try db.execute(ActivityMonths.insertTriggerSQL(for: source))
    try db.run(ActivityMonths.markNewRowsSQL(for: source), lastRowID)
  }
}
