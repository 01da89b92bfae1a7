/// The whole journal as one JSON document. Every record carries its stable id (`id`, a UUID;
/// see `RecordKind`) and change time (`changedAt`, Unix ms), never a row id, so exporting,
/// importing into an empty journal and exporting again gives the same bytes, and importing a
/// record twice is recognised by its id. Both are optional so exports from before ids still
/// import (then records are matched by natural keys: an entry by its day, a plant by name).
public struct ExportDocument: Codable, Equatable, Sendable {
  public static let currentFormat = 1

  public var format: Int
  public var entries: [ExportedEntry]
  public var plants: [ExportedPlant]
  public var todos: [ExportedTodo]
  public var intakes: [ExportedIntake]
  public var settings: [String: String]
  /// Projects with their notes' revisions; left out when there are none (exports from
  /// before projects read the same).
  public var projects: [ExportedProject]? = nil
  /// The weather as fetched, one report per day (with or without an entry), oldest first;
  /// left out when there is none (exports from before it read the same).
  public var weather: [WeatherReport]? = nil

  public struct ExportedProject: Codable, Equatable, Sendable {
    /// The record's stable id; todos name their project by it.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var title: String
    public var status: ProjectStatus
    public var notes: String
    public var createdAt: Timestamp
    public var updatedAt: Timestamp
    public var revisions: [ExportedProjectRevision]
  }

  public struct ExportedProjectRevision: Codable, Equatable, Sendable {
    /// The record's stable id.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var notes: String
    public var savedAt: Timestamp
  }

  public struct ExportedEntry: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var day: Day
    public var title: String
    public var body: String
    public var mood: Mood?
    public var weather: Weather?
    /// True for a starred entry; left out otherwise (exports from before stars read the same).
    public var starred: Bool? = nil
    public var createdAt: Timestamp
    public var updatedAt: Timestamp
    public var revisions: [ExportedRevision]
    public var attachments: [ExportedAttachment]
  }

  public struct ExportedRevision: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var title: String
    public var body: String
    public var savedAt: Timestamp
  }

  public struct ExportedAttachment: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var fileName: String
    public var originalName: String
    public var addedAt: Timestamp
  }

  public struct ExportedPlant: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var name: String
    public var species: String
    public var location: String
    public var acquired: Day?
    public var intervalDays: Int
    public var notes: String
    public var archived: Bool
    public var createdAt: Timestamp
    public var care: [ExportedCare]
    /// A seasonal plant's summer and winter intervals; missing for one interval.
    public var summerDays: Int? = nil
    public var winterDays: Int? = nil
  }

  public struct ExportedCare: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var kind: CareKind
    public var at: Timestamp
    public var note: String
  }

  public struct ExportedTodo: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var title: String
    public var note: String
    public var tags: [String]
    public var due: Day?
    public var important: Bool
    public var doneAt: Timestamp?
    public var createdAt: Timestamp
    /// The UID the todo came with from an iCalendar file, so importing that file again after
    /// a restore still updates it; left out for todos made here.
    public var externalUID: String? = nil
    /// The stable id of the project the todo belongs to; left out when it has none.
    public var project: String? = nil
  }

  public struct ExportedIntake: Codable, Equatable, Sendable {
    /// The record's stable id; missing in exports made before ids.
    public var id: String? = nil
    /// When the record last changed (Unix milliseconds).
    public var changedAt: Int64? = nil
    public var kind: IntakeKind
    public var amount: Double
    public var unit: IntakeUnit
    public var at: Timestamp
    public var note: String
    /// The catalog drink (`latte-tall`); missing in exports made before drinks.
    public var drink: String? = nil
  }
}

/// What an import did.
public struct ImportReport: Equatable, Sendable {
  public var added = 0
  public var skipped = 0
  public var merged = 0
  /// The days of entries added with a new id because the id they came with is this
  /// journal's entry of another day (counted in `added` too): never merged into that day.
  public var newIDs: [Day] = []

  public init(added: Int = 0, skipped: Int = 0, merged: Int = 0, newIDs: [Day] = []) {
    self.added = added
    self.skipped = skipped
    self.merged = merged
    self.newIDs = newIDs
  }
}

extension Journal {
  /// A record's stable id and change time.
  func identity(_ kind: RecordKind, of rowID: RowID) throws -> (id: String?, changedAt: Int64?) {
    try db.query("SELECT uid, changed_at FROM \(kind.table) WHERE id = ?", [rowID]) {
      ($0.optionalText(0), $0.optionalInt(1))
    }.first ?? (nil, nil)
  }

  /// Everything in the journal, in a stable order.
  public func exportDocument() throws -> ExportDocument {
    let entries = try self.entries(newestFirst: false).map { entry in
      var exported = ExportDocument.ExportedEntry(
        day: entry.day, title: entry.title, body: entry.body, mood: entry.mood,
        weather: entry.weather, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
        revisions: try revisions(of: entry.id).map {
          var revision = ExportDocument.ExportedRevision(
            title: $0.title, body: $0.body, savedAt: $0.savedAt)
          (revision.id, revision.changedAt) = try identity(.revision, of: $0.id)
          return revision
        },
        attachments: try db.query(
          "SELECT file_name, original_name, added_at, uid, changed_at FROM attachments "
            + "WHERE entry_id = ? ORDER BY added_at, id", [entry.id]
        ) {
          .init(
            id: $0.optionalText(3), changedAt: $0.optionalInt(4), fileName: $0.text(0),
            originalName: $0.text(1), addedAt: $0.int(2))
        })
      (exported.id, exported.changedAt) = try identity(.entry, of: entry.id)
      exported.starred = entry.starred ? true : nil
      return exported
    }
    let plants = try self.plants(includeArchived: true).map { plant in
      var exported = ExportDocument.ExportedPlant(
        name: plant.name, species: plant.species, location: plant.location,
        acquired: plant.acquired, intervalDays: plant.intervalDays, notes: plant.notes,
        archived: plant.archived, createdAt: plant.createdAt,
        care: try careEvents(plantID: plant.id, limit: Int.max).reversed().map {
          var care = ExportDocument.ExportedCare(kind: $0.kind, at: $0.at, note: $0.note)
          (care.id, care.changedAt) = try identity(.care, of: $0.id)
          return care
        })
      (exported.id, exported.changedAt) = try identity(.plant, of: plant.id)
      exported.summerDays = plant.seasons?.summerDays
      exported.winterDays = plant.seasons?.winterDays
      return exported
    }
    let todos = try db.query(
      "SELECT \(Journal.todoColumns) FROM todos ORDER BY created_at, id", [], Journal.todo
    ).map {
      var exported = ExportDocument.ExportedTodo(
        title: $0.title, note: $0.note, tags: $0.tags, due: $0.due, important: $0.important,
        doneAt: $0.doneAt, createdAt: $0.createdAt)
      (exported.id, exported.changedAt) = try identity(.todo, of: $0.id)
      exported.externalUID =
        try db.query(
          "SELECT external_uid FROM todos WHERE id = ?", [$0.id]
        ) { $0.optionalText(0) }.first ?? nil
      exported.project =
        try db.query(
          "SELECT p.uid FROM todos t JOIN projects p ON p.id = t.project_id WHERE t.id = ?", [$0.id]
        ) { $0.optionalText(0) }.first ?? nil
      return exported
    }
    let intakes = try db.query(
      "SELECT id, kind, amount, unit, at, note, drink FROM intakes ORDER BY at, id", [],
      Journal.intake
    ).map {
      var exported = ExportDocument.ExportedIntake(
        kind: $0.kind, amount: $0.amount, unit: $0.unit, at: $0.at, note: $0.note,
        drink: $0.drink.isEmpty ? nil : $0.drink)
      (exported.id, exported.changedAt) = try identity(.intake, of: $0.id)
      return exported
    }
    let projects = try db.query(
      "SELECT \(Journal.projectColumns) FROM projects ORDER BY created_at, id", [], Journal.project
    ).map { project in
      var exported = ExportDocument.ExportedProject(
        title: project.title, status: project.status, notes: project.notes,
        createdAt: project.createdAt, updatedAt: project.updatedAt,
        revisions: try projectRevisions(of: project.id).map {
          var revision = ExportDocument.ExportedProjectRevision(
            notes: $0.notes, savedAt: $0.savedAt)
          (revision.id, revision.changedAt) = try identity(.projectRevision, of: $0.id)
          return revision
        })
      (exported.id, exported.changedAt) = try identity(.project, of: project.id)
      return exported
    }
    let weather = try allWeatherReports()
    return ExportDocument(
      format: ExportDocument.currentFormat, entries: entries, plants: plants, todos: todos,
      intakes: intakes, settings: try allSettings(), projects: projects.isEmpty ? nil : projects,
      weather: weather.isEmpty ? nil : weather)
  }

  /// The export document as pretty, key-sorted JSON text.
  public func exportJSON() throws -> String {
    try JSONCodec.encode(try exportDocument()) + "\n"
  }

  /// Imports a JSON export, all or nothing. A record whose id the journal already has is
  /// skipped (an entry with other text is appended to); records without ids (older exports)
  /// are matched by natural keys (same day and text, same plant care at the same instant,
  /// same todo or intake). New records keep their ids and change times.
  @discardableResult
  public func importJSON(_ text: String) throws -> ImportReport {
    try importJSON(text, loggingInBulk: true)
  }

  /// `importJSON`; with `loggingInBulk` false the change log's insert triggers log each new
  /// row as it goes in (the slow path, which tests compare the bulk one with).
  ///
  /// `entriesAtOnce` is how many new entries wait to be written together (see `write(_:)`);
  /// with 1 each is written in turn, as before they were gathered (tests compare the two).
  @discardableResult
  func importJSON(
    _ text: String, loggingInBulk: Bool, entriesAtOnce: Int = .max
  ) throws -> ImportReport {
    // Sizes first, before anything is decoded: the whole text, then each string and record
    // while the text is checked (see `ImportLimits`).
    let size = text.utf8.count
    guard size <= ImportLimits.fileBytes else {
      throw JournalError(
        .invalid, .importTooLarge, Journal.sizeText(Int64(size)),
        Journal.sizeText(Int64(ImportLimits.fileBytes)))
    }
    let document: ExportDocument
    do {
      document = try JSONCodec.decode(ExportDocument.self, from: text, limits: ImportLimits.json)
    } catch let syntax as JSONSyntaxError where syntax.oversize != nil {
      throw ExportDocument.refusal(of: syntax, in: text)
    } catch {
      guard let message = JSONCodec.describe(error, in: text) else { throw error }
      throw JournalError(.invalid, .notJSONExport, message)
    }
    guard document.format <= ExportDocument.currentFormat else {
      throw JournalError(.invalid, .exportTooNew, "\(document.format)")
    }
    if let bad = document.firstTimestampOutOfRange {
      throw JournalError(.invalid, .exportTimeOutOfRange, "\(bad)")
    }
    if let bad = document.firstInvalidID {
      throw JournalError(.invalid, .notJSONExport, "invalid id \"\(bad)\"")
    }
    try document.refuseNulBytes()
    try document.refuseBadSettings()
    try document.refuseBadWeather()
    try refuseIDsOfAnotherKind(in: document, text: text)
    return try db.transaction {
      try withBulkIndexing {
        let atOnce = max(1, entriesAtOnce)
        guard loggingInBulk else {
          return try importDocument(document, entriesAtOnce: atOnce)
        }
        return try withSyncLogInsertTriggersAside(Journal.importedSyncLogTables) {
          try importDocument(document, entriesAtOnce: atOnce)
        }
      }
    }
  }

  /// The row of the record with this id, when the document gave one and the journal has it.
  private func existing(_ kind: RecordKind, _ uid: String?) throws -> RowID? {
    guard let uid else { return nil }
    return try rowID(kind, ofRecord: uid)
  }

  /// Gives a new row the id and change time it had in the export, unless another record of
  /// this journal already holds that id.
  private func keepImportedIdentity(
    _ kind: RecordKind, of rowID: RowID, uid: String?, changedAt: Int64?
  ) throws {
    let taken = try existing(kind, uid) != nil
    try keepIdentity(kind, of: rowID, uid: taken ? nil : uid, changedAt: changedAt)
  }

  /// The id a new row may keep from the export: nil when the document gave none or another
  /// record of this journal holds it (the identity trigger then makes one).
  private func importableUID(_ kind: RecordKind, _ uid: String?) throws -> String? {
    try existing(kind, uid) == nil ? uid : nil
  }

  /// The new entries of an import not written yet, with their days and ids (which no row
  /// of the journal holds), so a later copy of one in the document is noticed.
  struct NewEntries {
    private(set) var items: [ExportDocument.ExportedEntry] = []
    private var days = Set<Day>()
    private var ids = Set<String>()

    mutating func add(_ item: ExportDocument.ExportedEntry) {
      items.append(item)
      days.insert(item.day)
      if let id = item.id { ids.insert(id) }
    }

    /// True when `item` has the day or the id of an entry waiting to be written.
    func holds(_ item: ExportDocument.ExportedEntry) -> Bool {
      days.contains(item.day) || item.id.map(ids.contains) == true
    }
  }

  /// The entries of an import as rows in statements of up to 1,000 each, then
  /// their tags, revisions and attachments, in the order of the entries: the rows and their
  /// ids are those that writing each entry in turn would make.
  ///
  /// Each statement that writes to a table with a full-text index makes every index hand
  /// over the tokens it holds in memory as a new segment (FTS5 does so at every statement
  /// savepoint), so with a statement per entry, a ten-year import wrote two tiny segments
  /// per entry and merged them again and again: a third of the import's time.
  ///
  /// Each row is written with the id and change time it had, so the identity and change
  /// triggers have nothing to do and no row (with its text) is written twice. No record
  /// holds the id: `importDocument` looked it up (as for todos and intakes).
  private func write(_ entries: inout NewEntries) throws {
    let rowsPerStatement = 1000
    guard !entries.items.isEmpty else { return }
    let lastID = try db.scalar("SELECT max(id) FROM entries") ?? 0
    var start = 0
    while start < entries.items.count {
      let rows = entries.items[start..<min(start + rowsPerStatement, entries.items.count)]
      var values: [SQLBindable] = []
      values.reserveCapacity(rows.count * 10)
      for item in rows {
        values += [
          item.day, item.title, item.body, item.mood?.rawValue, item.weather?.rawValue,
          item.starred ?? false, item.createdAt, item.updatedAt, item.id, item.changedAt,
        ]
      }
      try db.run(
        "INSERT INTO entries(day, title, body, mood, weather, starred, created_at, updated_at, "
          + "uid, changed_at) VALUES "
          + Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rows.count)
          .joined(separator: ", "), values)
      start += rows.count
    }
    var rowIDs: [Day: RowID] = [:]
    for (day, rowID) in try db.query(
      "SELECT day, id FROM entries WHERE id > ?", [lastID], { ($0.day(0), $0.int(1)) })
    {
      rowIDs[day] = rowID
    }
    for item in entries.items {
      guard let entryID = rowIDs[item.day] else {
        throw JournalError(.sqlite, "the imported entry of \(item.day.iso) was not written")
      }
      for tag in Tags.extract(from: item.title + "\n" + item.body) {
        try db.run("INSERT OR IGNORE INTO entry_tags(tag, entry_id) VALUES (?, ?)", tag, entryID)
      }
      for revision in item.revisions {
        try db.run(
          "INSERT INTO entry_revisions(entry_id, title, body, saved_at, uid, changed_at) "
            + "VALUES (?, ?, ?, ?, ?, ?)",
          entryID, revision.title, revision.body, revision.savedAt,
          try importableUID(.revision, revision.id), revision.changedAt)
      }
      for attachment in item.attachments {
        try db.run(
          "INSERT OR IGNORE INTO attachments(entry_id, file_name, original_name, added_at, uid, "
            + "changed_at) VALUES (?, ?, ?, ?, ?, ?)",
          entryID, attachment.fileName, attachment.originalName, attachment.addedAt,
          try importableUID(.attachment, attachment.id), attachment.changedAt)
      }
    }
    entries = NewEntries()
  }

  private func importDocument(
    _ document: ExportDocument, entriesAtOnce: Int
  ) throws -> ImportReport {
    var report = ImportReport()
    // Before the entries: a report for a day with an entry moves the entry's change time,
    // and an imported entry keeps the one it had.
    try importWeather(document.weather ?? [])
    var newEntries = NewEntries()
    for (position, original) in document.entries.enumerated() {
      var item = original
      // A record the document holds twice meets its first copy in the journal, as before.
      if newEntries.holds(item) { try write(&newEntries) }
      var known = try existing(.entry, item.id).flatMap { rowID in
        try db.query(
          "SELECT \(Journal.entryColumns) FROM entries WHERE id = ?", [rowID], Journal.entry
        ).first
      }
      // The id names this journal's entry of another day: the record is that day's, so it is
      // never merged into the other; it comes in as its day's entry with an id of its own.
      if let other = known, other.day != item.day {
        known = nil
        item.id = nil
        report.newIDs.append(item.day)
      }
      if let existing = try known ?? entry(on: item.day) {
        // The new entries before it are written first: every row gets the id it would have
        // got had each entry been written in turn.
        try write(&newEntries)
        // A star is kept from either side: importing never takes one away.
        if item.starred == true && !existing.starred {
          try db.run("UPDATE entries SET starred = 1 WHERE id = ?", existing.id)
        }
        if existing.title == item.title && existing.body == item.body {
          report.skipped += 1
          continue
        }
        var merged = existing
        merged.body = existing.body.isEmpty ? item.body : existing.body + "\n\n" + item.body
        if merged.title.isEmpty { merged.title = item.title }
        try ImportLimits.refuseLongTexts(
          [merged.body], in: ".entries[\(position)] (\(item.day.iso))")
        try saveEntry(merged, at: item.updatedAt, foldingRevisions: false)
        report.merged += 1
        continue
      }
      newEntries.add(item)
      if newEntries.items.count == entriesAtOnce { try write(&newEntries) }
      report.added += 1
    }
    try write(&newEntries)
    for item in document.plants {
      let plantID: RowID
      if let known = try existing(.plant, item.id)
        ?? db.scalar("SELECT id FROM plants WHERE name = ? COLLATE NOCASE", [item.name])
      {
        plantID = known
        report.skipped += 1
      } else {
        guard Plant.intervalRange.contains(item.intervalDays),
          !item.name.allSatisfy(\.isWhitespace)
        else {
          throw JournalError(.invalid, .exportPlantInvalid, item.name)
        }
        // Seasons come only as a pair of valid intervals.
        let seasonal = [item.summerDays, item.winterDays].allSatisfy {
          $0.map(Plant.intervalRange.contains) ?? false
        }
        try db.run(
          "INSERT INTO plants(name, species, location, acquired, interval_days, notes, archived, "
            + "created_at, summer_days, winter_days) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          item.name, item.species, item.location, item.acquired, item.intervalDays, item.notes,
          item.archived, item.createdAt, seasonal ? item.summerDays : nil,
          seasonal ? item.winterDays : nil)
        plantID = db.lastInsertedRowID
        try keepImportedIdentity(.plant, of: plantID, uid: item.id, changedAt: item.changedAt)
        report.added += 1
      }
      for care in item.care {
        let known: Bool
        if care.id != nil {
          known = try existing(.care, care.id) != nil
        } else {
          known =
            try db.scalar(
              "SELECT 1 FROM care_events WHERE plant_id = ? AND kind = ? AND at = ?",
              [plantID, care.kind.rawValue, care.at]) != nil
        }
        if known {
          report.skipped += 1
          continue
        }
        try db.run(
          "INSERT INTO care_events(plant_id, kind, at, day, note, uid, changed_at) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?)",
          plantID, care.kind.rawValue, care.at, LocalTime.day(of: care.at), care.note,
          try importableUID(.care, care.id), care.changedAt)
        report.added += 1
      }
    }
    let projectRows = try importProjects(document.projects ?? [], into: &report)
    for item in document.todos {
      let known: Bool
      if item.id != nil {
        known = try existing(.todo, item.id) != nil
      } else {
        known =
          try db.scalar(
            "SELECT 1 FROM todos WHERE title = ? AND created_at = ? AND due IS ?",
            [item.title, item.createdAt, item.due]) != nil
      }
      if known {
        report.skipped += 1
        continue
      }
      if item.title.allSatisfy(\.isWhitespace) {
        throw JournalError(.invalid, .todoNeedsTitle)
      }
      // One INSERT with every column, as for entries: no savepoint per todo (each would
      // make FTS5 write the pending tokens of every index it touched) and no second write.
      var external = item.externalUID
      if let uid = external,
        try db.scalar("SELECT 1 FROM todos WHERE external_uid = ?", [uid]) != nil
      {
        external = nil
      }
      var projectID: RowID?
      if let project = item.project {
        projectID = try projectRows[project] ?? existing(.project, project)
      }
      try db.run(
        "INSERT INTO todos(title, note, tags, due, important, done_at, done_day, created_at, "
          + "external_uid, project_id, uid, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        item.title, item.note, item.tags.joined(separator: " "), item.due, item.important,
        item.doneAt, item.doneAt.map { LocalTime.day(of: $0) }, item.createdAt, external,
        projectID, item.id, item.changedAt)
      report.added += 1
    }
    for item in document.intakes {
      let known: Bool
      if item.id != nil {
        known = try existing(.intake, item.id) != nil
      } else {
        known =
          try db.scalar(
            "SELECT 1 FROM intakes WHERE kind = ? AND amount = ? AND unit = ? AND at = ?",
            [item.kind.rawValue, item.amount, item.unit.rawValue, item.at]) != nil
      }
      if known {
        report.skipped += 1
        continue
      }
      guard item.amount > 0, item.amount.isFinite else {
        throw JournalError(.invalid, .intakeAmount)
      }
      let intake = Intake(
        kind: item.kind, amount: item.amount, unit: item.unit, at: item.at, note: item.note,
        drink: item.drink ?? "")
      try db.run(
        "INSERT INTO intakes(kind, amount, unit, at, day, note, drink, uid, changed_at) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        intake.kind.rawValue, intake.amount, intake.unit.rawValue, intake.at, intake.day,
        intake.note, intake.drink, item.id, item.changedAt)
      report.added += 1
    }
    // A key this Daybook does not keep in a journal (a newer one's) is left out.
    for (key, value) in document.settings.sorted(by: { $0.key < $1.key })
    where try SettingDescription.named(key)?.inJournal == true && rawSetting(key) == nil {
      try setSetting(key, value)
    }
    return report
  }
}

extension Journal {
  /// Adds the projects the journal does not have (known by id, else by title), keeping their
  /// ids, revisions and change times. Returns the local row of every project by the id the
  /// document gave it, so todos find their project even when it was known by title.
  fileprivate func importProjects(
    _ projects: [ExportDocument.ExportedProject], into report: inout ImportReport
  ) throws -> [String: RowID] {
    var rows: [String: RowID] = [:]
    for item in projects {
      let known =
        try item.id.flatMap { try rowID(.project, ofRecord: $0) } ?? project(titled: item.title)?.id
      if let known {
        if let uid = item.id { rows[uid] = known }
        report.skipped += 1
        continue
      }
      guard !item.title.allSatisfy(\.isWhitespace) else {
        throw JournalError(.invalid, .notJSONExport, "a project without a title")
      }
      try db.run(
        "INSERT INTO projects(title, status, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        item.title.trimmingSpaces(), item.status.rawValue, item.notes, item.createdAt,
        item.updatedAt)
      let projectID = db.lastInsertedRowID
      for revision in item.revisions {
        try db.run(
          "INSERT INTO project_revisions(project_id, notes, saved_at) VALUES (?, ?, ?)",
          projectID, revision.notes, revision.savedAt)
        let revisionID = db.lastInsertedRowID
        let taken = try revision.id.flatMap { try rowID(.projectRevision, ofRecord: $0) } != nil
        try keepIdentity(
          .projectRevision, of: revisionID, uid: taken ? nil : revision.id,
          changedAt: revision.changedAt)
      }
      try keepIdentity(.project, of: projectID, uid: item.id, changedAt: item.changedAt)
      if let uid = item.id { rows[uid] = projectID }
      report.added += 1
    }
    return rows
  }
}

extension ExportDocument {
  /// The first id in the document that is not a UUID in lower-case text, if any.
  var firstInvalidID: String? {
    var ids: [String?] = []
    for entry in entries {
      ids += [entry.id] + entry.revisions.map(\.id) + entry.attachments.map(\.id)
    }
    for plant in plants { ids += [plant.id] + plant.care.map(\.id) }
    ids += todos.map(\.id) + todos.map(\.project) + intakes.map(\.id)
    for project in projects ?? [] { ids += [project.id] + project.revisions.map(\.id) }
    return ids.compactMap { $0 }.first { !RecordKind.isValidID($0) }
  }

  /// Refuses the whole document when any of its texts holds a NUL (`\u0000`), naming the
  /// record, before anything is written.
  func refuseNulBytes() throws {
    for entry in entries {
      try NulBytes.refuse(
        [entry.title, entry.body] + entry.revisions.flatMap { [$0.title, $0.body] }
          + entry.attachments.flatMap { [$0.fileName, $0.originalName] }, in: entry.day.iso)
    }
    for plant in plants {
      try NulBytes.refuse(
        [plant.name, plant.species, plant.location, plant.notes] + plant.care.map(\.note),
        in: plant.name)
    }
    for todo in todos { try NulBytes.refuse([todo.title, todo.note] + todo.tags, in: todo.title) }
    for intake in intakes { try NulBytes.refuse([intake.note], in: "\(intake.at)") }
    for project in projects ?? [] {
      try NulBytes.refuse(
        [project.title, project.notes] + project.revisions.map(\.notes), in: project.title)
    }
    for (key, value) in settings { try NulBytes.refuse([key, value], in: key) }
  }

  /// Instants from 0001-01-01 to 9999-12-31 (UTC), the span `Day` covers; anything else
  /// would overflow date arithmetic.
  static let timestampRange: ClosedRange<Timestamp> = -62_135_596_800...253_402_300_799

  /// The first instant in the document outside `timestampRange`, if any.
  var firstTimestampOutOfRange: Timestamp? {
    var all: [Timestamp] = []
    for entry in entries {
      all +=
        [entry.createdAt, entry.updatedAt] + entry.revisions.map(\.savedAt)
        + entry.attachments.map(\.addedAt)
    }
    for plant in plants { all += [plant.createdAt] + plant.care.map(\.at) }
    for todo in todos { all += [todo.createdAt] + (todo.doneAt.map { [$0] } ?? []) }
    all += intakes.map(\.at)
    for project in projects ?? [] {
      all += [project.createdAt, project.updatedAt] + project.revisions.map(\.savedAt)
    }
    return all.first { !ExportDocument.timestampRange.contains($0) }
  }
}

extension ExportDocument {
  /// Refuses, in one line, a weather report out of its types' ranges or a day given twice.
  func refuseBadWeather() throws {
    var days = Set<Day>()
    for report in weather ?? [] {
      if let field = report.problem {
        throw JournalError(.invalid, .exportWeatherInvalid, report.day.iso, field)
      }
      guard days.insert(report.day).inserted else {
        throw JournalError(.invalid, .exportWeatherInvalid, report.day.iso, "day")
      }
    }
  }
}

extension Journal {
  /// The export's weather reports, each for a day this journal has none for (a report it
  /// has is its own fetch, kept).
  fileprivate func importWeather(_ reports: [WeatherReport]) throws {
    let now = LocalTime.now()
    for report in reports {
      try db.run(
        "INSERT OR IGNORE INTO weather_days(day, code, high, low, place, sunrise, sunset, "
          + "fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        report.day, Int64(report.code), report.high, report.low, report.place, report.sunrise,
        report.sunset, now)
    }
  }
}
