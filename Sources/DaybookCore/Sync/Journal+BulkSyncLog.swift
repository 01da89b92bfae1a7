extension Journal {
  /// The tables an import writes records into, in the order their new rows are logged.
  static let importedSyncLogTables: [SyncLogTable] = [
    .entry, .revision, .attachment, .plant, .care, .project, .todo, .intake,
  ]

  /// Runs `body`, which inserts many rows inside the caller's transaction, with the change
  /// log's insert triggers of `tables` set aside; then makes each trigger again (with its
  /// migration's own text, so the schema reads the same) and logs every row inserted
  /// meanwhile in two statements per table (`SyncLogTable.logNewRowsSQL`). Row by row, each
  /// trigger's DELETE and INSERT on `sync_log` cost about a sixth of a ten-year JSON import.
  ///
  /// The log ends up holding the same rows (kind, ref, deleted or not) as the triggers would
  /// have made: updates, moves and deletes meanwhile keep their own triggers, and a row they
  /// logged under a new row's ref is replaced by the new row's, as the insert trigger would
  /// have replaced it. Only the `seq` numbers differ, and only their order among this one
  /// import's rows: sync reads `seq > watermark`, which every row of the import is. A
  /// failed `body` rolls the triggers back with everything else. New rows must get rowids
  /// above the table's largest at the start (rows of a table with an INTEGER PRIMARY KEY do
  /// unless given one). Not for `plantPhoto` and `setting`, whose triggers are their own.
  func withSyncLogInsertTriggersAside<T>(
    _ tables: [SyncLogTable], _ body: () throws -> T
  ) throws -> T {
    var lastRows: [(SyncLogTable, Int64)] = []
    for table in tables where table != .plantPhoto && table != .setting {
      let last = try db.scalar("SELECT max(rowid) FROM \(table.table)") ?? 0
      try db.execute("DROP TRIGGER " + table.insertTriggerName)
      lastRows.append((table, last))
    }
    let result = try body()
    for (table, last) in lastRows {
      try db.execute(table.insertTriggerSQL)
      for statement in table.logNewRowsSQL { try db.run(statement, last) }
    }
    return result
  }
}
