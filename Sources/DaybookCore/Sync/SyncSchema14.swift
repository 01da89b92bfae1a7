/// The settings that are the user's and travel through sync; the rest stay on each machine.
///
/// Travel: the intake goal and its numbers, reminder times and switches, the week's first
/// day, the hemisphere (plant seasons), the intake presets and the language: they describe
/// the person and the diary, and should not be set twice. Stay: the theme, mouse, glyphs
/// and Today's sections (they suit one terminal and its font and size), onboarding done,
/// the reminders' last run (each machine's own delivery bookkeeping; delivered reminders
/// travel as notifications), and the weather place (where this machine is, with its own
/// weather cache).
enum SyncedSettings {
  static let keys = [
    "language", "week_start", "goal_mode", "caffeine_limit_mg", "water_goal_ml", "mg_per_shot",
    Hemisphere.settingsKey, Journal.intakePresetsKey,
  ]

  /// SQL true when the key in `column` travels.
  static func condition(_ column: String) -> String {
    "(\(column) IN (" + keys.map { "'\($0)'" }.joined(separator: ", ") + ") OR \(column) GLOB "
      + "'reminder_*_time' OR \(column) GLOB 'reminder_*_enabled')"
  }

  /// True when the key travels (the same rule in Swift).
  static func travels(_ key: String) -> Bool {
    if keys.contains(key) { return true }
    guard key.hasPrefix("reminder_"), !key.hasPrefix("reminders_") else { return false }
    return key.hasSuffix("_time") || key.hasSuffix("_enabled")
  }
}

extension Schema {
  /// Migration 14 (sync): settings, entry revisions and plant photos travel, and fields a
  /// newer Daybook wrote into the mirror are kept.
  ///
  /// `setting_changes` holds when each travelling setting last changed (settings had no
  /// change time; the later change wins). `entry_revisions` gets the change-log triggers
  /// migration 9 gave the other tables; `plant_photos` and `settings` get their own (a photo
  /// is named by its plant's uid, a setting by its key, and only travelling keys are logged,
  /// only when the value really changes). `sync_extra` keeps the front-matter fields this
  /// version does not know, per record, so they are written back unchanged. What already
  /// exists is logged as changed, so the next sync carries it. Needs migrations 6, 9 and 11.
  static let version14: String = """
    CREATE TABLE setting_changes(key TEXT PRIMARY KEY, changed_at INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE sync_extra(
      kind TEXT NOT NULL,
      ref TEXT NOT NULL,
      fields TEXT NOT NULL,
      PRIMARY KEY(kind, ref)
    ) WITHOUT ROWID;

    """
    + SyncLogTable.revision.triggersSQL
    + settingTriggers + plantPhotoTriggers
      + """
      INSERT INTO setting_changes(key, changed_at)
        SELECT key, 0 FROM settings WHERE \(SyncedSettings.condition("key"));
      DELETE FROM sync_log WHERE kind IN ('revision', 'plantphoto', 'setting');
      INSERT INTO sync_log(kind, ref) SELECT 'revision', uid FROM entry_revisions
        WHERE uid IS NOT NULL;
      INSERT INTO sync_log(kind, ref)
        SELECT 'plantphoto', p.uid FROM plant_photos ph JOIN plants p ON p.id = ph.plant_id
        WHERE p.uid IS NOT NULL;
      INSERT INTO sync_log(kind, ref) SELECT 'setting', key FROM settings
        WHERE \(SyncedSettings.condition("key"));

      """

  private static func logSQL(kind: String, ref: String, deleted: String) -> String {
    """
      DELETE FROM sync_log WHERE kind = '\(kind)' AND ref = \(ref);
      INSERT INTO sync_log(kind, ref, deleted_at) VALUES ('\(kind)', \(ref), \(deleted));
    """
  }

  private static let settingTriggers: String = {
    let now = nowMillisecondsSQL
    let stamp = """
        UPDATE setting_changes SET changed_at = max(\(now), changed_at + 1) WHERE key = new.key;
        INSERT INTO setting_changes(key, changed_at) SELECT new.key, \(now)
          WHERE NOT EXISTS (SELECT 1 FROM setting_changes WHERE key = new.key);
      """
    return """
      CREATE TRIGGER settings_sync_insert AFTER INSERT ON settings
        WHEN \(SyncedSettings.condition("new.key")) BEGIN
      \(stamp)
      \(logSQL(kind: "setting", ref: "new.key", deleted: "NULL"))
      END;
      CREATE TRIGGER settings_sync_update AFTER UPDATE ON settings
        WHEN \(SyncedSettings.condition("new.key")) AND old.value IS NOT new.value BEGIN
      \(stamp)
      \(logSQL(kind: "setting", ref: "new.key", deleted: "NULL"))
      END;
      CREATE TRIGGER settings_sync_delete AFTER DELETE ON settings
        WHEN \(SyncedSettings.condition("old.key")) BEGIN
        UPDATE setting_changes SET changed_at = max(\(now), changed_at + 1) WHERE key = old.key;
      \(logSQL(kind: "setting", ref: "old.key", deleted: now))
      END;

      """
  }()

  /// A photo is logged under its plant's uid. A photo removed with its plant (a cascade)
  /// finds no plant any more: the export removes a deleted plant's photo itself.
  private static let plantPhotoTriggers: String = {
    let plant = { (row: String) in "(SELECT uid FROM plants WHERE id = \(row).plant_id)" }
    return """
      CREATE TRIGGER plant_photos_sync_insert AFTER INSERT ON plant_photos
        WHEN \(plant("new")) IS NOT NULL BEGIN
      \(logSQL(kind: "plantphoto", ref: plant("new"), deleted: "NULL"))
      END;
      CREATE TRIGGER plant_photos_sync_update AFTER UPDATE ON plant_photos
        WHEN \(plant("new")) IS NOT NULL BEGIN
      \(logSQL(kind: "plantphoto", ref: plant("new"), deleted: "NULL"))
      END;
      CREATE TRIGGER plant_photos_sync_delete AFTER DELETE ON plant_photos
        WHEN \(plant("old")) IS NOT NULL BEGIN
      \(logSQL(kind: "plantphoto", ref: plant("old"), deleted: nowMillisecondsSQL))
      END;

      """
  }()
}
