/// Where a project stands. Only active projects show on the Today pane.
public enum ProjectStatus: String, Sendable, Codable, CaseIterable {
  case planned, active, done, dropped
}

/// A project of the dev log: a title, a status, notes with revision history, and the todos
/// linked to it (a todo belongs to at most one). Called a project because "goal" already
/// means the intake goal.
public struct Project: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var title: String
  public var status: ProjectStatus
  public var notes: String
  public var createdAt: Timestamp
  public var updatedAt: Timestamp

  public init(
    id: RowID = 0, title: String, status: ProjectStatus = .planned, notes: String = "",
    createdAt: Timestamp = 0, updatedAt: Timestamp = 0
  ) {
    self.id = id
    self.title = title
    self.status = status
    self.notes = notes
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}

/// How many of a project's linked todos are done.
public struct ProjectProgress: Equatable, Sendable, Codable {
  public var done: Int
  public var total: Int

  public init(done: Int = 0, total: Int = 0) {
    self.done = done
    self.total = total
  }

  /// Done over total, 0 with no todos.
  public var fraction: Double { total == 0 ? 0 : Double(done) / Double(total) }

  /// Whole percent, rounded down (100 only when every todo is done).
  public var percent: Int { total == 0 ? 0 : done * 100 / total }
}

/// A saved version of a project's notes.
public struct ProjectRevision: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var projectID: RowID
  public var notes: String
  public var savedAt: Timestamp

  public init(id: RowID = 0, projectID: RowID, notes: String, savedAt: Timestamp) {
    self.id = id
    self.projectID = projectID
    self.notes = notes
    self.savedAt = savedAt
  }
}
