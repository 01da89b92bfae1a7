public struct Todo: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var title: String
  public var note: String
  public var tags: [String]
  public var due: Day?
  public var important: Bool
  public var doneAt: Timestamp?
  public var createdAt: Timestamp

  public init(
    id: RowID = 0, title: String, note: String = "", tags: [String] = [], due: Day? = nil,
    important: Bool = false, doneAt: Timestamp? = nil, createdAt: Timestamp = 0
  ) {
    self.id = id
    self.title = title
    self.note = note
    self.tags = tags
    self.due = due
    self.important = important
    self.doneAt = doneAt
    self.createdAt = createdAt
  }

  public var isDone: Bool { doneAt != nil }
}
