extension Schema {
  /// Migration 9 (sync): a change log that is also the tombstone list, the sync's own state,
  /// and reminder keys by stable id.
  ///
  /// `sync_log` holds one row per record that changed since it was created, keyed by what
  /// names its file in the sync mirror (`ref`: an entry's day, a notification's key, else the
  /// record's uid). Every insert, update and delete moves the row to a new `seq` (delete then
  /// insert, never `OR REPLACE`, which an outer `INSERT OR IGNORE` would turn into an ignore),
  /// so "what changed since the last sync" is `seq > watermark`, whatever the clocks say. A
  /// delete leaves its row with `deleted_at` set: the tombstone the mirror needs.
  static func migrateToVersion9(_ db: Database) throws {
    try db.execute(version9)
    try rewriteReminderKeys(db)
  }

  static let version9: String = """
    CREATE TABLE sync_log(
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      ref TEXT NOT NULL,
      deleted_at INTEGER,
      UNIQUE(kind, ref)
    );
    CREATE TABLE sync_state(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

    """
    + SyncLogTable.sinceVersion9.map(\.triggersSQL).joined(separator: "\n")

  /// Reminder keys named plants and todos by rowid (`plant-eve:12:2026-12-06`); they name them
  /// by uid now, so a reminder delivered on one machine counts as delivered on the other.
  private static func rewriteReminderKeys(_ db: Database) throws {
    let rows = try db.query("SELECT id, key FROM notifications") { ($0.int(0), $0.text(1)) }
    for (id, key) in rows {
      let parts = key.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 3, let rowID = Int64(parts[1]) else { continue }
      let table: String
      switch parts[0] {
      case "plant-eve", "plant-day": table = "plants"
      case "todo-eve": table = "todos"
      default: continue
      }
      guard
        let uid = try db.query("SELECT uid FROM \(table) WHERE id = ?", [rowID], { $0.text(0) })
          .first
      else { continue }
      try db.run(
        "UPDATE OR IGNORE notifications SET key = ? WHERE id = ?",
        "\(parts[0]):\(uid):\(parts[2])", id)
    }
  }
}

/// The tables whose records travel through the sync mirror, with the column naming each
/// record's file.
enum SyncLogTable: String, CaseIterable {
  case entry, plant, care, todo, intake, attachment, notification, project
  case revision, plantPhoto, setting

  /// The tables migration 9 gave triggers (later ones get theirs in their own migration).
  static let sinceVersion9: [SyncLogTable] = [
    .entry, .plant, .care, .todo, .intake, .attachment, .notification,
  ]

  var table: String {
    switch self {
    case .entry: "entries"
    case .plant: "plants"
    case .care: "care_events"
    case .todo: "todos"
    case .intake: "intakes"
    case .attachment: "attachments"
    case .notification: "notifications"
    case .project: "projects"
    case .revision: "entry_revisions"
    case .plantPhoto: "plant_photos"
    case .setting: "settings"
    }
  }

  var refColumn: String {
    switch self {
    case .entry: "day"
    case .notification, .setting: "key"
    default: "uid"
    }
  }

  /// Every ref of the table's records that travel.
  var allRefsSQL: String {
    switch self {
    case .plantPhoto:
      "SELECT p.uid FROM plant_photos ph JOIN plants p ON p.id = ph.plant_id "
        + "WHERE p.uid IS NOT NULL"
    case .setting: "SELECT key FROM settings WHERE " + SyncedSettings.condition("key")
    default: "SELECT \(refColumn) FROM \(table) WHERE \(refColumn) IS NOT NULL"
    }
  }

  /// Deletes the record named by the one bound parameter.
  var deleteSQL: String {
    switch self {
    case .plantPhoto:
      "DELETE FROM plant_photos WHERE plant_id = (SELECT id FROM plants WHERE uid = ?)"
    default: "DELETE FROM \(table) WHERE \(refColumn) = ?"
    }
  }

  /// The statements a trigger runs to log `value` (an SQL expression) as changed, or as
  /// deleted at `deleted`.
  private func logSQL(_ value: String, deleted: String) -> String {
    """
      DELETE FROM sync_log WHERE kind = '\(rawValue)' AND ref = \(value);
      INSERT INTO sync_log(kind, ref, deleted_at) VALUES ('\(rawValue)', \(value), \(deleted));
    """
  }

  /// The name of the trigger that logs a new record.
  var insertTriggerName: String { "\(table)_sync_insert" }

  /// The trigger that logs a new record, word for word as its migration made it (the first
  /// of `triggersSQL`'s four): a bulk import sets it aside and makes it again
  /// (`Journal.withSyncLogInsertTriggersAside`). Not for `plantPhoto` and `setting`, whose
  /// triggers are their own (migration 14).
  var insertTriggerSQL: String {
    """
    CREATE TRIGGER \(insertTriggerName) AFTER INSERT ON \(table)
      WHEN new.\(refColumn) IS NOT NULL BEGIN
    \(logSQL("new.\(refColumn)", deleted: "NULL"))
    END;

    """
  }

  /// Logs every row of the table with a rowid above `?1` as the insert trigger would have,
  /// had it run for each: a row already in the log under its kind and ref leaves it, and a
  /// new one (not deleted) goes in, in rowid order. Two statements.
  var logNewRowsSQL: [String] {
    let newRefs = "SELECT \(refColumn) FROM \(table) WHERE rowid > ?1 AND \(refColumn) IS NOT NULL"
    return [
      "DELETE FROM sync_log WHERE kind = '\(rawValue)' AND ref IN (\(newRefs))",
      "INSERT INTO sync_log(kind, ref, deleted_at) SELECT '\(rawValue)', \(refColumn), NULL "
        + "FROM \(table) WHERE rowid > ?1 AND \(refColumn) IS NOT NULL ORDER BY rowid",
    ]
  }

  var triggersSQL: String {
    let ref = refColumn
    return insertTriggerSQL + """
      CREATE TRIGGER \(table)_sync_update AFTER UPDATE ON \(table)
        WHEN new.\(ref) IS NOT NULL BEGIN
      \(logSQL("new.\(ref)", deleted: "NULL"))
      END;
      CREATE TRIGGER \(table)_sync_moved AFTER UPDATE ON \(table)
        WHEN old.\(ref) IS NOT NULL AND old.\(ref) IS NOT new.\(ref) BEGIN
      \(logSQL("old.\(ref)", deleted: Schema.nowMillisecondsSQL))
      END;
      CREATE TRIGGER \(table)_sync_delete AFTER DELETE ON \(table)
        WHEN old.\(ref) IS NOT NULL BEGIN
      \(logSQL("old.\(ref)", deleted: Schema.nowMillisecondsSQL))
      END;

      """
  }
}
