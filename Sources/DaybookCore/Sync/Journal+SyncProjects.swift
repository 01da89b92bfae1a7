/// Projects taken in from the sync mirror.
extension Journal {
  /// Inserts or updates the project a mirror record holds. Its notes were merged by lines
  /// (like an entry's text); title and status go to the later change. A title another
  /// project here has already (titles are unique) gets the record's uid's tail, as plants
  /// do. A change of the notes is kept as a revision, so the text before it can come back.
  func upsertProject(_ record: MirrorRecord, now: Timestamp) throws -> [SyncNotice] {
    let f = record.fields
    let uid = f["uid"] ?? ""
    var title = (f["title"] ?? "").trimmingSpaces()
    var notices: [SyncNotice] = []
    if try db.scalar(
      "SELECT 1 FROM projects WHERE title = ? COLLATE NOCASE AND uid != ?", [title, uid]) != nil
    {
      let renamed = title + " (" + String(uid.suffix(4)) + ")"
      notices.append(.projectRenamed(from: title, to: renamed))
      title = renamed
    }
    let status = ProjectStatus(rawValue: f["status"] ?? "")?.rawValue ?? "planned"
    let created = f["created"].flatMap { Int64($0) } ?? now
    let changed = record.changed
    let existing = try db.query(
      "SELECT id, notes FROM projects WHERE uid = ?", [uid]
    ) { ($0.int(0), $0.text(1)) }.first
    let projectID: RowID
    if let existing {
      projectID = existing.0
      try db.run(
        "UPDATE projects SET title = ?, status = ?, notes = ?, created_at = ?, updated_at = ?, "
          + "changed_at = ? WHERE id = ?", title, status, record.text, created, changed / 1000,
        changed, projectID)
      if existing.1 == record.text { return notices }
    } else {
      try db.run(
        "INSERT INTO projects(title, status, notes, created_at, updated_at, changed_at, uid) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?)", title, status, record.text, created, changed / 1000,
        changed, uid)
      projectID = db.lastInsertedRowID
      if record.text.isEmpty { return notices }
    }
    try db.run(
      "INSERT INTO project_revisions(project_id, notes, saved_at) VALUES (?, ?, ?)", projectID,
      record.text, now)
    return notices
  }
}
