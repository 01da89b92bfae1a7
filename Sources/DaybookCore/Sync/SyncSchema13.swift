extension Schema {
  /// Migration 13 (syncplus): projects travel through the sync mirror. `projects` gets the
  /// change-log triggers migration 9 gave the older tables (named by uid), and the records
  /// that already hold what the mirror could not carry before (projects, todos linked to
  /// one, intakes with a drink name, plants with seasons) are logged as changed, so the next
  /// sync writes them out; a journal never synced exports everything anyway. Needs
  /// migrations 9, 10 and 12.
  static let version13: String =
    SyncLogTable.project.triggersSQL
    + [
      ("project", "projects", "uid IS NOT NULL"),
      ("todo", "todos", "uid IS NOT NULL AND project_id IS NOT NULL"),
      ("intake", "intakes", "uid IS NOT NULL AND drink != ''"),
      ("plant", "plants", "uid IS NOT NULL AND summer_days IS NOT NULL"),
    ].map { kind, table, condition in
      """
      DELETE FROM sync_log WHERE kind = '\(kind)'
        AND ref IN (SELECT uid FROM \(table) WHERE \(condition));
      INSERT INTO sync_log(kind, ref) SELECT '\(kind)', uid FROM \(table) WHERE \(condition);

      """
    }.joined()
}
