/// The checks of a JSON import that name a record by where it is in the text: sizes over
/// `ImportLimits`, and ids that belong to another kind of record.
extension ExportDocument {
  /// The key whose value names a record of each list in a message: an entry's day, a plant's
  /// name, a todo's title.
  static let nameKeys = [
    "entries": "day", "plants": "name", "todos": "title", "intakes": "at", "projects": "title",
  ]

  /// `line 7, column 15: .entries[3].body (2026-11-29)`: the place of the value at `path`
  /// with the name of the record it is in, as far as the text shows them.
  static func place(of path: [JSONPathComponent], in text: String) -> String {
    var located: [any CodingKey] = path.map { JSONPathComponent.Key($0) }
    var position = JSONParser.position(of: located, in: text)
    while position == nil, !located.isEmpty {
      located.removeLast()
      position = JSONParser.position(of: located, in: text)
    }
    let line = position.map { "line \($0.line), column \($0.column): " } ?? ""
    return line + name(of: path, in: text)
  }

  /// `.entries[3].body (2026-11-29)`: the path and the name of the record it is in.
  static func name(of path: [JSONPathComponent], in text: String) -> String {
    let written = path.map(\.description).joined()
    guard path.count >= 2, case .key(let list) = path[0], case .index = path[1],
      let key = nameKeys[list],
      let name = JSONParser.scalarText(at: Array(path.prefix(2)) + [.key(key)], in: text)
    else { return written }
    return "\(written) (\(name))"
  }

  /// The error for a text that `JSONParser` refused as too large.
  static func refusal(of syntax: JSONSyntaxError, in text: String) -> JournalError {
    guard let oversize = syntax.oversize else {
      return JournalError(.invalid, .notJSONExport, syntax.description)
    }
    let path = JSONParser.path(toValueAt: oversize.offset, in: text)
    let place = "line \(syntax.line), column \(syntax.column): " + name(of: path, in: text)
    let limit = Journal.sizeText(Int64(oversize.limit))
    switch oversize.kind {
    case .string:
      return JournalError(.invalid, .importTextTooLong, place, limit)
    case .record:
      return JournalError(
        .invalid, .importRecordTooLarge, place, Journal.sizeText(Int64(oversize.bytes)), limit)
    }
  }

  /// Every id the document gives a record or names a project by, with the record's kind
  /// and path, in the order of the text.
  var identifiedRecords: [(id: String, kind: RecordKind, path: [JSONPathComponent])] {
    var found: [(id: String, kind: RecordKind, path: [JSONPathComponent])] = []
    func add(_ id: String?, _ kind: RecordKind, _ path: [JSONPathComponent]) {
      if let id { found.append((id, kind, path)) }
    }
    for (index, entry) in entries.enumerated() {
      let path: [JSONPathComponent] = [.key("entries"), .index(index)]
      add(entry.id, .entry, path)
      for (inner, revision) in entry.revisions.enumerated() {
        add(revision.id, .revision, path + [.key("revisions"), .index(inner)])
      }
      for (inner, attachment) in entry.attachments.enumerated() {
        add(attachment.id, .attachment, path + [.key("attachments"), .index(inner)])
      }
    }
    for (index, plant) in plants.enumerated() {
      let path: [JSONPathComponent] = [.key("plants"), .index(index)]
      add(plant.id, .plant, path)
      for (inner, care) in plant.care.enumerated() {
        add(care.id, .care, path + [.key("care"), .index(inner)])
      }
    }
    for (index, project) in (projects ?? []).enumerated() {
      let path: [JSONPathComponent] = [.key("projects"), .index(index)]
      add(project.id, .project, path)
      for (inner, revision) in project.revisions.enumerated() {
        add(revision.id, .projectRevision, path + [.key("revisions"), .index(inner)])
      }
    }
    for (index, todo) in todos.enumerated() {
      add(todo.id, .todo, [.key("todos"), .index(index)])
      add(todo.project, .project, [.key("todos"), .index(index), .key("project")])
    }
    for (index, intake) in intakes.enumerated() {
      add(intake.id, .intake, [.key("intakes"), .index(index)])
    }
    return found
  }
}

extension Journal {
  /// Refuses the whole import when a record comes with the id of another kind of record, of
  /// the document or of this journal (a todo's id on an entry): ids say which record they
  /// are, and one taken for another kind would merge or link unrelated records. The ids are
  /// already known to be UUIDs in lower case (`firstInvalidID`).
  func refuseIDsOfAnotherKind(in document: ExportDocument, text: String) throws {
    let records = document.identifiedRecords
    guard !records.isEmpty else { return }
    // The journal first: it knows which kind an id it holds belongs to.
    for table in RecordKind.allCases {
      let others = records.filter { $0.kind != table }
      guard !others.isEmpty else { continue }
      // The ids as a JSON array for json_each: one statement per table, not one per id.
      let list = "[" + others.map { "\"\($0.id)\"" }.joined(separator: ",") + "]"
      let taken: String? = try db.query(
        "SELECT uid FROM \(table.table) WHERE uid IN (SELECT value FROM json_each(?)) LIMIT 1",
        [list]
      ) { $0.text(0) }.first
      if let taken, let record = others.first(where: { $0.id == taken }) {
        throw JournalError(
          .invalid, .importIDOfAnotherKind, ExportDocument.place(of: record.path, in: text),
          record.id, table.rawValue)
      }
    }
    // Then within the document, where the journal has neither: the later record is named.
    var kinds: [String: RecordKind] = [:]
    for record in records {
      if let kind = kinds[record.id], kind != record.kind {
        throw JournalError(
          .invalid, .importIDOfAnotherKind, ExportDocument.place(of: record.path, in: text),
          record.id, kind.rawValue)
      }
      kinds[record.id] = record.kind
    }
  }
}
