-- A journal at schema version 5 (the release before stable ids), for the migration test.
-- migration 1
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
-- migration 2
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
-- migration 3
CREATE INDEX notifications_unread ON notifications(id) WHERE read_at IS NULL;
CREATE INDEX todos_open ON todos(due) WHERE done_at IS NULL;
CREATE INDEX intakes_by_at ON intakes(at);
-- migration 4
CREATE INDEX todos_due_order ON todos(due IS NULL, due, important DESC);
CREATE INDEX todos_open_due_order ON todos(due IS NULL, due, important DESC)
  WHERE done_at IS NULL;
CREATE INDEX todos_importance_order ON todos(important DESC, due IS NULL, due);
CREATE INDEX todos_by_created ON todos(created_at);
CREATE INDEX todos_by_title ON todos(title COLLATE NOCASE);
-- migration 5
CREATE INDEX todos_open_today ON todos(
  due IS NULL, due, important DESC, id, title, note, tags, done_at, created_at, done_day)
  WHERE done_at IS NULL;

-- Rows in every table, as the release with schema 5 wrote them.
INSERT INTO entries(id, day, title, body, mood, weather, created_at, updated_at) VALUES
  (1, '2026-03-01', '봄이 왔다', '몬스테라 새 잎 #봄', 'good', 'sunny', 1772323200, 1772330000),
  (2, '2026-03-02', 'Work', 'Shipped the release #work', NULL, 'rain', 1772409600, 1772409700),
  (3, '2026-03-03', '', '雨の日 🌧', 'okay', NULL, 1772496000, 1772496000);
INSERT INTO entry_tags(tag, entry_id) VALUES ('봄', 1), ('work', 2);
INSERT INTO entry_revisions(id, entry_id, title, body, saved_at) VALUES
  (1, 1, '봄', '몬스테라', 1772323200),
  (2, 1, '봄이 왔다', '몬스테라 새 잎 #봄', 1772330000),
  (3, 2, 'Work', 'Shipped the release #work', 1772409700),
  (4, 3, '', '雨の日 🌧', 1772496000);
INSERT INTO attachments(id, entry_id, file_name, original_name, added_at) VALUES
  (1, 1, '2026-03-01-leaf.jpg', 'leaf.jpg', 1772330000);
INSERT INTO plants(id, name, species, location, acquired, interval_days, notes, archived,
  created_at) VALUES
  (1, '몬스테라', 'Monstera deliciosa', '거실', '2025-05-01', 7, '밝은 간접광', 0, 1746057600),
  (2, 'Basil', '', 'kitchen', NULL, 2, '', 1, 1746057600);
INSERT INTO care_events(id, plant_id, kind, at, day, note) VALUES
  (1, 1, 'water', 1772323200, '2026-03-01', ''),
  (2, 1, 'fertilize', 1772409600, '2026-03-02', '반만'),
  (3, 2, 'water', 1772409600, '2026-03-02', '');
INSERT INTO todos(id, title, note, tags, due, important, done_at, done_day, created_at) VALUES
  (1, '분갈이 흙 사기', '', 'plants', '2026-03-05', 1, NULL, NULL, 1772323200),
  (2, 'Call mum', 'about Sunday', '', NULL, 0, 1772409600, '2026-03-02', 1772323300);
INSERT INTO intakes(id, kind, amount, unit, at, day, note) VALUES
  (1, 'caffeine', 95, 'mg', 1772352000, '2026-03-01', '아메리카노'),
  (2, 'water', 500, 'ml', 1772355600, '2026-03-01', '');
INSERT INTO notifications(id, key, kind, message, target, fired_at, read_at) VALUES
  (1, 'plant-eve:1:2026-03-08', 'plant-eve', 'Water 몬스테라 tomorrow', 'plant:1', 1772964000,
    NULL),
  (2, 'diary:2026-03-01', 'diary', 'You have not written today', '', 1772402400, 1772410000);
INSERT INTO settings(key, value) VALUES ('language', 'ko');
INSERT INTO recent_searches(query, used_at) VALUES ('몬스테라', 1772410000);
INSERT INTO drafts(day, title, body, mood, weather, saved_at) VALUES
  ('2026-03-04', '', '쓰다 만 글', NULL, NULL, 1772582400);
PRAGMA user_version = 5;
