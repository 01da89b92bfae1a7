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
    func mark(_ day: String) -> String {
      """
      INSERT INTO \(table)(month, \(key))
          SELECT \(monthSQL(day)), \(bitSQL(day)) WHERE \(day) IS NOT NULL
          ON CONFLICT(month) DO UPDATE SET \(key) = \(key) | excluded.\(key);
      """
    }
    func clear(_ day: String) -> String {
      """
      UPDATE \(table) SET \(key) = \(key) & ~\(bitSQL(day))
          WHERE month = \(monthSQL(day)) AND \(day) IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM \(name) WHERE \(column) = \(day));
      """
    }
    return """
      CREATE TRIGGER \(table)_\(key)_insert AFTER INSERT ON \(name)
        WHEN new.\(column) IS NOT NULL BEGIN
        \(mark("new.\(column)"))
      END;
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
