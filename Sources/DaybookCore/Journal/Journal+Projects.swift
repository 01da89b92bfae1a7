/// Projects, their notes' revisions and the todos linked to them (migration 12).
extension Journal {
  static let projectColumns = "id, title, status, notes, created_at, updated_at"

  static func project(_ row: Row) -> Project {
    Project(
      id: row.int(0), title: row.text(1),
      status: ProjectStatus(rawValue: row.text(2)) ?? .planned, notes: row.text(3),
      createdAt: row.int(4), updatedAt: row.int(5))
  }

  /// Projects, by status (active, planned, done, dropped) then title; only `statuses` when
  /// given.
  public func projects(statuses: Set<ProjectStatus>? = nil) throws -> [Project] {
    let order =
      "CASE status WHEN 'active' THEN 0 WHEN 'planned' THEN 1 WHEN 'done' THEN 2 ELSE 3 END"
    let all = try db.query(
      "SELECT \(Journal.projectColumns) FROM projects ORDER BY \(order), title COLLATE NOCASE, id",
      [], Journal.project)
    guard let statuses else { return all }
    return all.filter { statuses.contains($0.status) }
  }

  public func project(id: RowID) throws -> Project? {
    try db.query(
      "SELECT \(Journal.projectColumns) FROM projects WHERE id = ?", [id], Journal.project
    ).first
  }

  /// The project with this title (case-insensitive), if any.
  public func project(titled title: String) throws -> Project? {
    try db.query(
      "SELECT \(Journal.projectColumns) FROM projects WHERE title = ? COLLATE NOCASE",
      [title.trimmingSpaces()], Journal.project
    ).first
  }

  private func refuseInvalid(_ project: Project) throws {
    try NulBytes.refuse([project.title, project.notes], in: project.title)
    if project.title.allSatisfy(\.isWhitespace) {
      throw JournalError(.invalid, "a project needs a title")
    }
    if let other = try self.project(titled: project.title), other.id != project.id {
      throw JournalError(.invalid, "a project named \"\(project.title)\" already exists")
    }
  }

  /// Adds a project; its notes, when any, become the first revision.
  @discardableResult
  public func addProject(_ project: Project, at now: Timestamp) throws -> Project {
    var saved = project
    saved.title = project.title.trimmingSpaces()
    try refuseInvalid(saved)
    return try db.transaction {
      saved.createdAt = project.createdAt == 0 ? now : project.createdAt
      saved.updatedAt = now
      try db.run(
        "INSERT INTO projects(title, status, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        saved.title, saved.status.rawValue, saved.notes, saved.createdAt, saved.updatedAt)
      saved.id = db.lastInsertedRowID
      if !saved.notes.isEmpty { try recordProjectRevision(of: saved, at: now) }
      return saved
    }
  }

  /// Saves a project edited from `original` (the project as the editor read it), field by
  /// field: a field the editor left alone keeps what is stored now, and notes both sides
  /// changed are merged by lines with the other text kept under a marker, never dropped. A
  /// change of the notes records a revision (folded into the last one within five minutes,
  /// like entries). Returns the project as stored.
  @discardableResult
  public func updateProject(
    _ project: Project, from original: Project, at now: Timestamp, language: Language = .en
  ) throws -> Project {
    try db.transaction {
      guard let stored = try self.project(id: project.id) else {
        throw JournalError(.notFound, "no project #\(project.id)")
      }
      var merged = stored
      if project.title != original.title { merged.title = project.title.trimmingSpaces() }
      if project.status != original.status { merged.status = project.status }
      merged.notes =
        LineMerge.merge(
          base: original.notes, ours: project.notes, theirs: stored.notes, language: language
        ).text
      try refuseInvalid(merged)
      guard merged != stored else { return stored }
      merged.updatedAt = now
      try db.run(
        "UPDATE projects SET title = ?, status = ?, notes = ?, updated_at = ? WHERE id = ?",
        merged.title, merged.status.rawValue, merged.notes, now, merged.id)
      if merged.notes != stored.notes {
        // The text before the first edit is kept too, so the first change can be undone.
        if try projectRevisions(of: merged.id).isEmpty, !stored.notes.isEmpty {
          try recordProjectRevision(of: stored, at: stored.updatedAt, folding: false)
        }
        try recordProjectRevision(of: merged, at: now)
      }
      return merged
    }
  }

  /// Sets a project's status.
  @discardableResult
  public func setProjectStatus(id: RowID, _ status: ProjectStatus, at now: Timestamp) throws
    -> Project
  {
    try db.transaction {
      guard let stored = try self.project(id: id) else {
        throw JournalError(.notFound, "no project #\(id)")
      }
      var changed = stored
      changed.status = status
      return try updateProject(changed, from: stored, at: now)
    }
  }

  /// Deletes a project with its revisions; its todos stay, unlinked.
  public func deleteProject(id: RowID) throws {
    try db.transaction {
      let changed = try db.run("DELETE FROM projects WHERE id = ?", id)
      if changed == 0 { throw JournalError(.notFound, "no project #\(id)") }
    }
  }

  private func recordProjectRevision(of project: Project, at now: Timestamp, folding: Bool = true)
    throws
  {
    let last = try db.query(
      "SELECT id, saved_at FROM project_revisions WHERE project_id = ? "
        + "ORDER BY saved_at DESC, id DESC LIMIT 1", [project.id]
    ) { ($0.int(0), $0.int(1)) }.first
    let count =
      try db.scalar(
        "SELECT count(*) FROM project_revisions WHERE project_id = ?", [project.id]) ?? 0
    if folding, let last, case let (gap, overflow) = now.subtractingReportingOverflow(last.1),
      !overflow, gap < Journal.revisionFoldSeconds, count > 1
    {
      try db.run(
        "UPDATE project_revisions SET notes = ?, saved_at = ? WHERE id = ?", project.notes, now,
        last.0)
    } else {
      try db.run(
        "INSERT INTO project_revisions(project_id, notes, saved_at) VALUES (?, ?, ?)",
        project.id, project.notes, now)
    }
  }

  /// Saved versions of a project's notes, oldest first.
  public func projectRevisions(of projectID: RowID) throws -> [ProjectRevision] {
    try db.query(
      "SELECT id, project_id, notes, saved_at FROM project_revisions WHERE project_id = ? "
        + "ORDER BY saved_at, id", [projectID]
    ) {
      ProjectRevision(id: $0.int(0), projectID: $0.int(1), notes: $0.text(2), savedAt: $0.int(3))
    }
  }

  /// Puts a revision's notes back as a new change (itself a revision).
  @discardableResult
  public func revertProjectNotes(to revisionID: RowID, at now: Timestamp) throws -> Project {
    try db.transaction {
      guard
        let revision = try db.query(
          "SELECT project_id, notes FROM project_revisions WHERE id = ?", [revisionID],
          { ($0.int(0), $0.text(1)) }
        ).first,
        let stored = try project(id: revision.0)
      else { throw JournalError(.notFound, "no revision #\(revisionID)") }
      var changed = stored
      changed.notes = revision.1
      return try updateProject(changed, from: stored, at: now)
    }
  }

  /// Links a todo to a project, or unlinks it with nil. A todo belongs to at most one.
  public func setTodoProject(todoID: RowID, projectID: RowID?) throws {
    try db.transaction {
      if let projectID, try project(id: projectID) == nil {
        throw JournalError(.notFound, "no project #\(projectID)")
      }
      let changed = try db.run(
        "UPDATE todos SET project_id = ? WHERE id = ? AND project_id IS NOT ?", projectID, todoID,
        projectID)
      if changed == 0, try db.scalar("SELECT 1 FROM todos WHERE id = ?", [todoID]) == nil {
        throw JournalError(.notFound, .noTodo, "\(todoID)")
      }
    }
  }

  /// The project a todo belongs to, if any.
  public func projectID(ofTodo todoID: RowID) throws -> RowID? {
    try db.query("SELECT project_id FROM todos WHERE id = ?", [todoID]) { $0.optionalInt(0) }
      .first ?? nil
  }

  /// Every linked todo's project, by todo.
  public func todoProjectLinks() throws -> [RowID: RowID] {
    Dictionary(
      try db.query("SELECT id, project_id FROM todos WHERE project_id IS NOT NULL") {
        ($0.int(0), $0.int(1))
      }, uniquingKeysWith: { first, _ in first })
  }

  /// A project's todos, open ones first (by due day), then the done ones.
  public func todos(inProject projectID: RowID) throws -> [Todo] {
    try db.query(
      "SELECT \(Journal.todoColumns) FROM todos WHERE project_id = ? "
        + "ORDER BY done_at IS NOT NULL, due IS NULL, due, important DESC, id", [projectID],
      Journal.todo)
  }

  /// Progress of every project that has linked todos.
  public func projectProgress() throws -> [RowID: ProjectProgress] {
    Dictionary(
      try db.query(
        "SELECT project_id, count(*), sum(done_at IS NOT NULL) FROM todos "
          + "WHERE project_id IS NOT NULL GROUP BY project_id"
      ) { ($0.int(0), ProjectProgress(done: Int($0.int(2)), total: Int($0.int(1)))) },
      uniquingKeysWith: { first, _ in first })
  }
}
