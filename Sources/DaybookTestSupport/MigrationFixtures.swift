@_spi(TestSupport) import DaybookCore

/// The journals kept under `Tests/DaybookCoreTests/Fixtures/migrations/`: one file per earlier
/// schema (`journal-v01.sqlite` …), each with the same few records in Korean and English
/// written in that schema's columns, so the migration tests check that every one opens,
/// upgrades and keeps them. Written again by
/// `DAYBOOK_WRITE_MIGRATION_FIXTURES=1 swift test --filter MigrationTests/writeFixtures`.
public enum MigrationFixtures {
  /// The schemas a fixture is kept for: every migration's number (there never was a 15).
  public static var versions: [Int] { SchemaFixtureWriter.versions }

  /// The file name of the fixture at `version`.
  public static func fileName(version: Int) -> String {
    "journal-v" + (version < 10 ? "0" : "") + String(version) + ".sqlite"
  }

  /// Writes the fixture at `version` to `path`.
  public static func write(version: Int, to path: String) throws {
    try SchemaFixtureWriter.write(version: version, rows: rows(version: version), to: path)
  }

  /// The records every fixture holds, in the columns the schema at `version` has.
  public static func rows(version: Int) -> String {
    var sql = """
      INSERT INTO entries(id, day, title, body, mood, weather, created_at, updated_at) VALUES
        (1, '2025-03-01', '봄 산책', '공원을 걸었다 #봄 🌸', 'good', 'sunny', 1740787200, 1740790000),
        (2, '2025-03-02', 'Release', 'Shipped it #work', NULL, 'rain', 1740873600, 1740873600);
      INSERT INTO entry_revisions(entry_id, title, body, saved_at)
        VALUES (1, '봄', '공원을', 1740788000);
      INSERT INTO plants(id, name, species, location, interval_days, created_at)
        VALUES (1, '몬스테라', 'Monstera deliciosa', '거실', 7, 1740700000);
      INSERT INTO care_events(plant_id, kind, at, day, note)
        VALUES (1, 'water', 1740790000, '2025-03-01', '흠뻑 🌱');
      INSERT INTO todos(id, title, note, tags, due, important, created_at)
        VALUES (1, '우유 사기', '저지방', 'shop', '2025-03-03', 1, 1740787200);
      INSERT INTO intakes(kind, amount, unit, at, day, note)
        VALUES ('caffeine', 150, 'mg', 1740790000, '2025-03-01', '아메리카노');
      INSERT INTO settings(key, value) VALUES ('language', 'ko');

      """
    if version >= 2 {
      sql += "INSERT INTO entry_tags(tag, entry_id) VALUES ('봄', 1), ('work', 2);\n"
    }
    if version >= 7 { sql += "UPDATE entries SET starred = 1 WHERE id = 1;\n" }
    if version >= 12 {
      sql += """
        INSERT INTO projects(id, title, status, notes, created_at, updated_at)
          VALUES (1, '정원 가꾸기', 'active', '흙 고르기', 1740787200, 1740787200);
        UPDATE todos SET project_id = 1 WHERE id = 1;
        INSERT INTO weather_days(day, code, high, low, place, fetched_at)
          VALUES ('2025-03-01', 2, 12.5, -1.5, '서울', 1740790000);

        """
    }
    if version >= 17 {
      sql += "UPDATE weather_days SET sunrise = '07:05', sunset = '18:31';\n"
    }
    return sql
  }
}
