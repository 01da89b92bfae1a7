/// The journal's schema as forward-only, named migrations. `schema_migrations` records each
/// one applied, by name; `PRAGMA user_version` holds the highest number applied, so builds
/// from before the names still know a newer journal (see `Journal+Migrations.swift`).
enum Schema {
  struct Migration: Sendable {
    /// Its number: the order migrations run in, and what `user_version` records.
    let version: Int
    /// What `schema_migrations` records: the number, four digits, and a short description
    /// (`0012-projects-weather`). Never changed once released.
    let name: String
    let apply: @Sendable (Database) throws -> Void

    init(_ version: Int, _ slug: String, apply: @escaping @Sendable (Database) throws -> Void) {
      let digits = String(version)
      self.version = version
      name = String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-" + slug
      self.apply = apply
    }
  }

  /// The highest number, not the count: there never was a 15, and migrations are numbered
  /// by owner and may land in any order of merging.
  static var currentVersion: Int { migrations.map(\.version).max() ?? 0 }

  /// Every migration, by number. To add one: a new number (never one used before, never 15)
  /// and name here, its SQL beside the others, and its fixture (ARCHITECTURE.md).
  static let migrations: [Migration] = [
    Migration(1, "first-schema") { db in try db.execute(version1) },
    Migration(2, "tags-reminders-drafts") { db in
      try db.execute(version2)
      try backfillTags(db)
    },
    Migration(3, "unread-open-indexes") { db in try db.execute(version3) },
    Migration(4, "todo-order-indexes") { db in try db.execute(version4) },
    Migration(5, "today-covering-index") { db in try db.execute(version5) },
    Migration(6, "record-identity") { db in try db.execute(version6) },
    Migration(7, "starred-external-uid") { db in try db.execute(version7) },
    Migration(8, "gram-indexes") { db in try db.execute(version8) },
    Migration(9, "sync-log") { db in try migrateToVersion9(db) },
    Migration(10, "drinks-plant-seasons") { db in try db.execute(version10) },
    Migration(11, "plant-photos") { db in try db.execute(version11) },
    Migration(12, "projects-weather") { db in try db.execute(version12) },
    Migration(13, "sync-projects") { db in try db.execute(version13) },
    Migration(14, "sync-settings-revisions") { db in try db.execute(version14) },
    Migration(16, "activity-months") { db in
      try db.execute(version16)
      try db.execute("PRAGMA application_id = \(JournalFileCheck.applicationID)")
    },
    Migration(17, "weather-sun") { db in try db.execute(version17) },
  ]

  /// Sunrise and sunset of a day's fetched weather, and the weather travelling with the day's
  /// entry through sync: a changed report moves its entry's change time, so the entry's
  /// mirror file (which carries the report) is written again. Only a real change of the
  /// report counts (a fetch that brings the same weather does not). Needs migrations 6 and
  /// 12.
  static let version17 = """
    ALTER TABLE weather_days ADD COLUMN sunrise TEXT;
    ALTER TABLE weather_days ADD COLUMN sunset TEXT;
    CREATE TRIGGER weather_days_entry_insert AFTER INSERT ON weather_days BEGIN
      UPDATE entries SET changed_at = max(\(nowMillisecondsSQL), coalesce(changed_at, 0) + 1)
        WHERE day = new.day;
    END;
    CREATE TRIGGER weather_days_entry_update AFTER UPDATE ON weather_days
      WHEN new.code IS NOT old.code OR new.high IS NOT old.high OR new.low IS NOT old.low
        OR new.place IS NOT old.place OR new.sunrise IS NOT old.sunrise
        OR new.sunset IS NOT old.sunset BEGIN
      UPDATE entries SET changed_at = max(\(nowMillisecondsSQL), coalesce(changed_at, 0) + 1)
        WHERE day = new.day;
    END;
    """

  /// Which days of each month have activity, per source (see `ActivityMonths`): kept by
  /// triggers, so the streaks over a century are read from about 1,200 rows per source
  /// instead of every record's day. The same migration marks the file as Daybook's in the
  /// header's application id, so opening it needs no look at its tables.
  static let version16: String = ActivityMonths.schemaSQL

  /// A photo per plant (pictures, #15): a copy in the attachments folder, named like an
  /// attachment's, removed with its plant's row (the file then is an orphan `check` clears).
  static let version11 = """
    CREATE TABLE plant_photos(
      plant_id INTEGER PRIMARY KEY REFERENCES plants(id) ON DELETE CASCADE,
      file_name TEXT NOT NULL,
      original_name TEXT NOT NULL,
      added_at INTEGER NOT NULL
    );
    """

  /// The first released schema.
  static let version1 = """
    CREATE TABLE entries(
      id INTEGER PRIMARY KEY,
      day TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL DEFAULT '',
      body TEXT NOT NULL DEFAULT '',
      mood TEXT,
      weather TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE entry_revisions(
      id INTEGER PRIMARY KEY,
      entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      saved_at INTEGER NOT NULL
    );
    CREATE INDEX entry_revisions_by_entry ON entry_revisions(entry_id, saved_at);
    CREATE VIRTUAL TABLE entries_fts USING fts5(
      title, body, content='entries', content_rowid='id', tokenize='trigram'
    );
    CREATE TRIGGER entries_fts_insert AFTER INSERT ON entries BEGIN
      INSERT INTO entries_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
    END;
    CREATE TRIGGER entries_fts_delete AFTER DELETE ON entries BEGIN
      INSERT INTO entries_fts(entries_fts, rowid, title, body)
        VALUES ('delete', old.id, old.title, old.body);
    END;
    CREATE TRIGGER entries_fts_update AFTER UPDATE OF title, body ON entries BEGIN
      INSERT INTO entries_fts(entries_fts, rowid, title, body)
        VALUES ('delete', old.id, old.title, old.body);
      INSERT INTO entries_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
    END;
    CREATE TABLE attachments(
      id INTEGER PRIMARY KEY,
      entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
      file_name TEXT NOT NULL UNIQUE,
      original_name TEXT NOT NULL,
      added_at INTEGER NOT NULL
    );
    CREATE INDEX attachments_by_entry ON attachments(entry_id);
    CREATE TABLE plants(
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK(length(trim(name)) > 0),
      species TEXT NOT NULL DEFAULT '',
      location TEXT NOT NULL DEFAULT '',
      acquired TEXT,
      interval_days INTEGER NOT NULL CHECK(interval_days BETWEEN 1 AND 365),
      notes TEXT NOT NULL DEFAULT '',
      archived INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE care_events(
      id INTEGER PRIMARY KEY,
      plant_id INTEGER NOT NULL REFERENCES plants(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK(kind IN ('water', 'repot', 'fertilize', 'treat', 'note')),
      at INTEGER NOT NULL,
      day TEXT NOT NULL,
      note TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX care_events_by_plant ON care_events(plant_id, kind, at);
    CREATE INDEX care_events_by_day ON care_events(day);
    CREATE TABLE todos(
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL CHECK(length(trim(title)) > 0),
      note TEXT NOT NULL DEFAULT '',
      tags TEXT NOT NULL DEFAULT '',
      due TEXT,
      important INTEGER NOT NULL DEFAULT 0,
      done_at INTEGER,
      done_day TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX todos_by_due ON todos(due);
    CREATE INDEX todos_by_done_day ON todos(done_day);
    CREATE TABLE intakes(
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK(kind IN ('caffeine', 'water', 'other')),
      amount REAL NOT NULL CHECK(amount > 0),
      unit TEXT NOT NULL CHECK(unit IN ('mg', 'shot', 'ml')),
      at INTEGER NOT NULL,
      day TEXT NOT NULL,
      note TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX intakes_by_day ON intakes(day);
    CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    """

  /// Tags become rows (fast `--tag` filters), plus reminders, searches and drafts.
  static let version2 = """
    CREATE TABLE entry_tags(
      tag TEXT NOT NULL,
      entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
      PRIMARY KEY(tag, entry_id)
    ) WITHOUT ROWID;
    CREATE INDEX entry_tags_by_entry ON entry_tags(entry_id);
    CREATE TABLE notifications(
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      message TEXT NOT NULL,
      target TEXT NOT NULL DEFAULT '',
      fired_at INTEGER NOT NULL,
      read_at INTEGER
    );
    CREATE TABLE recent_searches(query TEXT PRIMARY KEY, used_at INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE drafts(
      day TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      mood TEXT,
      weather TEXT,
      saved_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    """

  /// Indexes found by the benchmark: counting unread notifications reads only the unread
  /// ones, the Today list reads only open todos, and import's duplicate check of intake
  /// records seeks by instant instead of scanning.
  static let version3 = """
    CREATE INDEX notifications_unread ON notifications(id) WHERE read_at IS NULL;
    CREATE INDEX todos_open ON todos(due) WHERE done_at IS NULL;
    CREATE INDEX intakes_by_at ON intakes(at);
    """

  /// Indexes in the todo screen's sort orders: a page deep in 10,000 todos walks an index
  /// instead of sorting the whole table for every page (10 ms down to under 1 ms).
  static let version4 = """
    CREATE INDEX todos_due_order ON todos(due IS NULL, due, important DESC);
    CREATE INDEX todos_open_due_order ON todos(due IS NULL, due, important DESC)
      WHERE done_at IS NULL;
    CREATE INDEX todos_importance_order ON todos(important DESC, due IS NULL, due);
    CREATE INDEX todos_by_created ON todos(created_at);
    CREATE INDEX todos_by_title ON todos(title COLLATE NOCASE);
    """

  /// The Today list's open todos read from one covering index: the rows themselves lie one
  /// to a page across the table, and fetching 429 of them from a cold cache was 2.5 ms of
  /// the first screen on the 100-year journal (1.2 ms from the index alone).
  static let version5 = """
    CREATE INDEX todos_open_today ON todos(
      due IS NULL, due, important DESC, id, title, note, tags, done_at, created_at, done_day)
      WHERE done_at IS NULL;
    """

  /// Every record gets a stable, globally unique id (`uid`, a UUIDv7 in text) and a change
  /// time (`changed_at`, Unix milliseconds), the ground for export/import, iCalendar UIDs and
  /// record-by-record sync. Existing rows are given both here; new rows get them from an
  /// insert trigger (unless the insert brings its own, as import does), and every update
  /// moves `changed_at` forward (strictly, so it also orders two changes in one millisecond)
  /// unless the update sets it itself. Needs only the tables of migrations 1 and 2.
  static let version6: String = RecordKind.sinceVersion6.map { identitySQL(for: $0) }
    .joined(separator: "\n")

  /// Unix milliseconds now, in SQL (julianday keeps milliseconds; `unixepoch('subsec')`
  /// needs SQLite 3.42).
  static let nowMillisecondsSQL = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

  /// A UUIDv7 (RFC 9562) whose 48-bit time is `seconds` (an SQL expression) in milliseconds,
  /// with 74 random bits from SQLite's randomness (`randomblob`, seeded from /dev/urandom).
  static func uuidV7SQL(seconds: String) -> String {
    let time = "printf('%012x', min(max(\(seconds), 0), 281474976710) * 1000)"
    return "lower(substr(\(time), 1, 8) || '-' || substr(\(time), 9, 4) || '-7' "
      + "|| substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (random() & 3), 1) "
      + "|| substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))"
  }

  static func identitySQL(for kind: RecordKind) -> String {
    let table = kind.table
    let created = kind.createdColumn
    return """
      ALTER TABLE \(table) ADD COLUMN uid TEXT;
      ALTER TABLE \(table) ADD COLUMN changed_at INTEGER;
      UPDATE \(table) SET uid = \(uuidV7SQL(seconds: created)),
        changed_at = (\(kind.changedSecondsSQL)) * 1000;
      CREATE UNIQUE INDEX \(table)_by_uid ON \(table)(uid);
      CREATE TRIGGER \(table)_identity AFTER INSERT ON \(table)
        WHEN new.uid IS NULL OR new.changed_at IS NULL BEGIN
        UPDATE \(table) SET uid = coalesce(uid, \(uuidV7SQL(seconds: "new." + created))),
          changed_at = coalesce(changed_at, \(nowMillisecondsSQL)) WHERE id = new.id;
      END;
      CREATE TRIGGER \(table)_changed AFTER UPDATE ON \(table)
        WHEN new.changed_at IS old.changed_at BEGIN
        UPDATE \(table) SET changed_at = max(\(nowMillisecondsSQL), coalesce(old.changed_at, 0) + 1)
          WHERE id = new.id;
      END;
      """
  }

  /// Starred entries (jrnl's `*`, a favourite) and the UID a todo came with from an
  /// iCalendar file, so importing the file again updates the todo instead of adding it twice.
  /// Touches only columns of version 1's tables: it does not depend on migration 6.
  static let version7 = """
    ALTER TABLE entries ADD COLUMN starred INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX entries_starred ON entries(day) WHERE starred = 1;
    ALTER TABLE todos ADD COLUMN external_uid TEXT;
    CREATE UNIQUE INDEX todos_by_external_uid ON todos(external_uid)
      WHERE external_uid IS NOT NULL;
    """

  /// Searches read an index whatever the query, instead of scanning every row.
  /// `entries_grams` holds each entry's characters and character pairs (the `daybook_grams`
  /// tokenizer, `GramTokenizer`), without positions (`detail=none`) and without per-row
  /// sizes, so it stays far smaller than the trigram index: one- and two-character words
  /// are one token in it. `todos_grams` and `care_grams` do the same for todos' titles and
  /// notes and care notes; there a word's characters or pairs narrow the rows and LIKE
  /// confirms them. Each index is content-linked to its table by rowid and kept in step by
  /// triggers; none depends on another migration's columns.
  static let version8: String =
    gramsIndexSQL(index: "entries_grams", table: "entries", columns: ["title", "body"])
    + "INSERT INTO entries_grams(entries_grams) VALUES ('optimize');\n"
    + gramsIndexSQL(index: "todos_grams", table: "todos", columns: ["title", "note"])
    + gramsIndexSQL(index: "care_grams", table: "care_events", columns: ["note"])

  /// Projects (the dev log's goals) with their notes' revisions and the todos linked to them
  /// (a todo belongs to at most one; deleting a project unlinks its todos), the weather of a
  /// day as fetched from a weather source (a cache: one row a day, replaced by a newer
  /// fetch). Both record tables get ids and change times exactly as migration 6 gave the
  /// others. Needs migration 6's identity columns on `todos` only for its change trigger.
  static let version12: String = """
    CREATE TABLE projects(
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK(length(trim(title)) > 0),
      status TEXT NOT NULL DEFAULT 'planned'
        CHECK(status IN ('planned', 'active', 'done', 'dropped')),
      notes TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX projects_by_status ON projects(status);
    CREATE TABLE project_revisions(
      id INTEGER PRIMARY KEY,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      notes TEXT NOT NULL,
      saved_at INTEGER NOT NULL
    );
    CREATE INDEX project_revisions_by_project ON project_revisions(project_id, saved_at);
    ALTER TABLE todos ADD COLUMN project_id INTEGER REFERENCES projects(id) ON DELETE SET NULL;
    CREATE INDEX todos_by_project ON todos(project_id) WHERE project_id IS NOT NULL;
    CREATE TABLE weather_days(
      day TEXT PRIMARY KEY,
      code INTEGER NOT NULL,
      high REAL,
      low REAL,
      place TEXT NOT NULL DEFAULT '',
      fetched_at INTEGER NOT NULL
    ) WITHOUT ROWID;

    """ + identitySQL(for: .project) + "\n" + identitySQL(for: .projectRevision)
  /// The catalog drink an intake record was (`latte-tall`), so the records keep its name,
  /// and a catalog plant's summer and winter intervals (NULL for a plant with one interval).
  /// Touches only version 1's `intakes` and `plants`.
  static let version10 = """
    ALTER TABLE intakes ADD COLUMN drink TEXT NOT NULL DEFAULT '';
    ALTER TABLE plants ADD COLUMN summer_days INTEGER;
    ALTER TABLE plants ADD COLUMN winter_days INTEGER;
    """

  /// An FTS5 index of `table`'s `columns` through the `daybook_grams` tokenizer,
  /// content-linked by rowid, filled from the rows there are, and kept in step by triggers.
  private static func gramsIndexSQL(index: String, table: String, columns: [String]) -> String {
    let names = columns.joined(separator: ", ")
    let new = columns.map { "new." + $0 }.joined(separator: ", ")
    let old = columns.map { "old." + $0 }.joined(separator: ", ")
    return """
      CREATE VIRTUAL TABLE \(index) USING fts5(
        \(names), content='\(table)', content_rowid='id', tokenize='daybook_grams',
        detail='none', columnsize=0
      );
      INSERT INTO \(index)(\(index)) VALUES ('rebuild');
      CREATE TRIGGER \(index)_insert AFTER INSERT ON \(table) BEGIN
        INSERT INTO \(index)(rowid, \(names)) VALUES (new.id, \(new));
      END;
      CREATE TRIGGER \(index)_delete AFTER DELETE ON \(table) BEGIN
        INSERT INTO \(index)(\(index), rowid, \(names)) VALUES ('delete', old.id, \(old));
      END;
      CREATE TRIGGER \(index)_update AFTER UPDATE OF \(names) ON \(table) BEGIN
        INSERT INTO \(index)(\(index), rowid, \(names)) VALUES ('delete', old.id, \(old));
        INSERT INTO \(index)(rowid, \(names)) VALUES (new.id, \(new));
      END;

      """
  }

  private static func backfillTags(_ db: Database) throws {
    let rows = try db.query("SELECT id, title, body FROM entries") {
      ($0.int(0), $0.text(1) + "\n" + $0.text(2))
    }
    for (id, text) in rows {
      for tag in Tags.extract(from: text) {
        try db.run("INSERT OR IGNORE INTO entry_tags(tag, entry_id) VALUES (?, ?)", tag, id)
      }
    }
  }
}
