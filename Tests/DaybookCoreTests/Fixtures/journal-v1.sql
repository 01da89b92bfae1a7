-- A journal at schema version 1, for the migration test.
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

-- Data as Daybook schema 1 wrote it.
INSERT INTO entries(id, day, title, body, mood, weather, created_at, updated_at)
  VALUES (1, '2025-03-01', '봄', '첫 새싹 #plants #봄', 'good', 'sunny', 1740790000, 1740790000);
INSERT INTO entries(id, day, title, body, created_at, updated_at)
  VALUES (2, '2025-03-02', 'Work', 'Shipped it. #work', 1740880000, 1740880000);
INSERT INTO entry_revisions(entry_id, title, body, saved_at)
  VALUES (1, '봄', '첫 새싹 #plants #봄', 1740790000);
INSERT INTO plants(id, name, interval_days, created_at) VALUES (1, 'Monstera', 7, 1740700000);
INSERT INTO care_events(plant_id, kind, at, day) VALUES (1, 'water', 1740790000, '2025-03-01');
INSERT INTO settings(key, value) VALUES ('language', 'ko');
PRAGMA user_version = 1;
