/// The kinds of record that carry a stable, globally unique id (`uid`) and a change time.
///
/// The id is a UUIDv7 (RFC 9562) written as lower-case text: 48 bits of the record's creation
/// time in milliseconds and 74 random bits. Random bits make it unique across machines with no
/// coordination (the later git sync merges journals that never met); the time prefix keeps
/// new ids close together in the `uid` index and sorts a sync mirror's files by age; the text
/// form is what JSON, iCalendar UIDs and file names can carry unchanged. The local rowid never
/// leaves the database.
public enum RecordKind: String, CaseIterable, Sendable {
  case entry, revision, plant, care, todo, intake, attachment, notification
  case project, projectRevision

  /// The kinds whose tables migration 6 gave ids; later tables are made with them.
  static let sinceVersion6: [RecordKind] = [
    .entry, .revision, .plant, .care, .todo, .intake, .attachment, .notification,
  ]

  var table: String {
    switch self {
    case .entry: "entries"
    case .revision: "entry_revisions"
    case .plant: "plants"
    case .care: "care_events"
    case .todo: "todos"
    case .intake: "intakes"
    case .attachment: "attachments"
    case .notification: "notifications"
    case .project: "projects"
    case .projectRevision: "project_revisions"
    }
  }

  /// The column holding when the record was made (seconds), the time part of its id.
  var createdColumn: String {
    switch self {
    case .entry, .plant, .todo, .project: "created_at"
    case .revision, .projectRevision: "saved_at"
    case .care, .intake: "at"
    case .attachment: "added_at"
    case .notification: "fired_at"
    }
  }

  /// When an existing record last changed (seconds), for the migration's backfill.
  var changedSecondsSQL: String {
    switch self {
    case .entry, .project: "updated_at"
    case .todo: "max(created_at, coalesce(done_at, created_at))"
    case .notification: "max(fired_at, coalesce(read_at, fired_at))"
    default: createdColumn
    }
  }

  /// True when `text` has the shape of a UUID (8-4-4-4-12 hex digits, lower case).
  public static func isValidID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard (48...57).contains(byte) || (97...102).contains(byte) else { return false }
      }
    }
    return true
  }
}

extension Journal {
  /// The stable ids of some records of one kind, by rowid.
  public func recordIDs(_ kind: RecordKind, of rowIDs: [RowID]) throws -> [RowID: String] {
    var result: [RowID: String] = [:]
    for rowID in rowIDs {
      if let uid = try recordID(kind, of: rowID) { result[rowID] = uid }
    }
    return result
  }

  /// The stable id of one record.
  public func recordID(_ kind: RecordKind, of rowID: RowID) throws -> String? {
    try db.query("SELECT uid FROM \(kind.table) WHERE id = ?", [rowID]) { $0.optionalText(0) }
      .first ?? nil
  }

  /// The rowid of the record with a stable id, if this journal has it.
  public func rowID(_ kind: RecordKind, ofRecord uid: String) throws -> RowID? {
    try db.scalar("SELECT id FROM \(kind.table) WHERE uid = ?", [uid])
  }

  /// When a record last changed (Unix milliseconds).
  public func changeTime(_ kind: RecordKind, of rowID: RowID) throws -> Int64? {
    try db.scalar("SELECT changed_at FROM \(kind.table) WHERE id = ?", [rowID])
  }

  /// Gives a record the id and change time it had elsewhere (import keeps them).
  func keepIdentity(_ kind: RecordKind, of rowID: RowID, uid: String?, changedAt: Int64?) throws {
    if let uid {
      try db.run("UPDATE \(kind.table) SET uid = ? WHERE id = ?", uid, rowID)
    }
    if let changedAt {
      try db.run("UPDATE \(kind.table) SET changed_at = ? WHERE id = ?", changedAt, rowID)
    }
  }
}
