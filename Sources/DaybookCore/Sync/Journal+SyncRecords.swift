#if canImport(Glibc)
  import Glibc
#endif

/// A record the sync takes into the journal: what the mirror held when this machine last
/// wrote it (`exported`), what it holds after the merge (`incoming`, nil to delete).
struct IncomingChange {
  var kind: SyncKind
  var ref: String
  var exported: MirrorRecord?
  var incoming: MirrorRecord?
  /// The other side's text of an entry both sides changed, kept in its history.
  var otherText: String?
  /// The remote's blob of the record, named if the record is set aside.
  var blob: String?
}

extension Journal {
  // MARK: Sync state

  func syncState(_ key: String) throws -> String? {
    try db.query("SELECT value FROM sync_state WHERE key = ?", [key]) { $0.text(0) }.first
  }

  func setSyncState(_ key: String, _ value: String?) throws {
    if let value {
      try db.run(
        "INSERT INTO sync_state(key, value) VALUES (?, ?) "
          + "ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
    } else {
      try db.run("DELETE FROM sync_state WHERE key = ?", key)
    }
  }

  func setSyncStates(_ values: [String: String?]) throws {
    try db.transaction {
      for (key, value) in values { try setSyncState(key, value) }
    }
  }

  // MARK: What changed

  /// The newest change in the log (0 when none).
  func lastSyncLogSeq() throws -> Int64 { try db.scalar("SELECT max(seq) FROM sync_log") ?? 0 }

  /// Records (by kind and ref) changed or deleted after `seq`, up to `last`.
  func changedRefs(after seq: Int64, through last: Int64) throws -> [(SyncKind, String)] {
    try db.query(
      "SELECT kind, ref FROM sync_log WHERE seq > ? AND seq <= ? ORDER BY seq", [seq, last]
    ) { row in SyncKind(rawValue: row.text(0)).map { ($0, row.text(1)) } }.compactMap { $0 }
  }

  /// How many records changed after `seq`.
  func changedCount(after seq: Int64) throws -> Int {
    Int(try db.scalar("SELECT count(*) FROM sync_log WHERE seq > ?", [seq]) ?? 0)
  }

  /// Every record the mirror holds.
  func allRefs() throws -> [(SyncKind, String)] {
    var result: [(SyncKind, String)] = []
    for kind in SyncKind.allCases {
      let table = kind.logTable
      result += try db.query(table.allRefsSQL) { (kind, $0.text(0)) }
    }
    return result
  }

  // MARK: Records as mirror files

  /// The record named `ref` as the mirror writes it, nil when the journal has none: its
  /// columns, plus the fields a newer Daybook wrote that this one keeps without knowing.
  func mirrorRecord(_ kind: SyncKind, ref: String) throws -> MirrorRecord? {
    guard var record = try journalRecord(kind, ref: ref) else { return nil }
    guard
      let extra = try db.query(
        "SELECT fields FROM sync_extra WHERE kind = ? AND ref = ?", [kind.rawValue, ref],
        { $0.text(0) }
      ).first
    else { return record }
    for line in extra.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = String(line[..<colon])
      guard record[key] == nil, let value = MirrorRecord.unescaped(line.dropFirst(key.count + 2))
      else { continue }
      record[key] = value
    }
    return record
  }

  /// Keeps (or forgets) the unknown fields of a record taken in.
  private func keepUnknownFields(of record: MirrorRecord, ref: String) throws {
    let unknown = record.unknownFields
    if unknown.isEmpty {
      try db.run("DELETE FROM sync_extra WHERE kind = ? AND ref = ?", record.kind.rawValue, ref)
      return
    }
    let lines = unknown.sorted { $0.key < $1.key }.map {
      $0.key + ": " + MirrorRecord.escaped($0.value) + "\n"
    }.joined()
    try db.run(
      "INSERT INTO sync_extra(kind, ref, fields) VALUES (?, ?, ?) "
        + "ON CONFLICT(kind, ref) DO UPDATE SET fields = excluded.fields",
      record.kind.rawValue, ref, lines)
  }

  private func journalRecord(_ kind: SyncKind, ref: String) throws -> MirrorRecord? {
    switch kind {
    case .entry:
      // The day's fetched weather travels with its entry (a day without one keeps its own).
      let fetched = try Day(iso: ref).flatMap { try weatherReport(on: $0) }
      return try db.query(
        "SELECT uid, day, title, body, mood, weather, starred, created_at, changed_at "
          + "FROM entries WHERE day = ?", [ref]
      ) { row in
        let text = row.text(3).isEmpty ? row.text(2) : row.text(2) + "\n" + row.text(3)
        let tags = Tags.extract(from: text).joined(separator: " ")
        return MirrorRecord(
          kind: .entry,
          fields: [
            "uid": row.text(0), "day": row.text(1), "mood": row.optionalText(4),
            "weather": row.optionalText(5), "starred": row.bool(6) ? "true" : "false",
            "fetched-weather": fetched?.fieldText,
            "tags": tags.isEmpty ? nil : tags, "created": String(row.int(7)),
            "changed": String(row.int(8)),
          ].compactMapValues { $0 }, text: text)
      }.first
    case .plant:
      return try db.query(
        "SELECT uid, name, species, location, acquired, interval_days, archived, created_at, "
          + "changed_at, notes, summer_days, winter_days FROM plants WHERE uid = ?", [ref]
      ) { row in
        // Seasons travel as a pair: a plant with one of the two has none.
        let seasons = row.optionalInt(10).flatMap { summer in
          row.optionalInt(11).map { (String(summer), String($0)) }
        }
        return MirrorRecord(
          kind: .plant,
          fields: [
            "uid": row.text(0), "name": row.text(1), "species": row.text(2),
            "location": row.text(3), "acquired": row.optionalText(4),
            "interval": String(row.int(5)), "summer": seasons?.0, "winter": seasons?.1,
            "archived": row.bool(6) ? "true" : "false",
            "created": String(row.int(7)), "changed": String(row.int(8)),
          ].compactMapValues { $0 }, text: row.text(9))
      }.first
    case .care:
      return try db.query(
        "SELECT c.uid, p.uid, c.kind, c.at, c.changed_at, c.note FROM care_events c "
          + "JOIN plants p ON p.id = c.plant_id WHERE c.uid = ?", [ref]
      ) { row in
        MirrorRecord(
          kind: .care,
          fields: [
            "uid": row.text(0), "plant": row.text(1), "kind": row.text(2),
            "at": String(row.int(3)), "changed": String(row.int(4)),
          ], text: row.text(5))
      }.first
    case .todo:
      return try db.query(
        "SELECT t.uid, t.title, t.tags, t.due, t.important, t.done_at, t.created_at, "
          + "t.changed_at, t.note, p.uid FROM todos t LEFT JOIN projects p ON p.id = t.project_id "
          + "WHERE t.uid = ?", [ref]
      ) { row in
        MirrorRecord(
          kind: .todo,
          fields: [
            "uid": row.text(0), "title": row.text(1), "tags": row.text(2),
            "due": row.optionalText(3), "important": row.bool(4) ? "true" : "false",
            "project": row.optionalText(9),
            "done": row.optionalInt(5).map(String.init), "created": String(row.int(6)),
            "changed": String(row.int(7)),
          ].compactMapValues { $0 }, text: row.text(8))
      }.first
    case .project:
      return try db.query(
        "SELECT uid, title, status, created_at, changed_at, notes FROM projects WHERE uid = ?",
        [ref]
      ) { row in
        MirrorRecord(
          kind: .project,
          fields: [
            "uid": row.text(0), "title": row.text(1), "status": row.text(2),
            "created": String(row.int(3)), "changed": String(row.int(4)),
          ], text: row.text(5))
      }.first
    case .intake:
      return try db.query(
        "SELECT uid, kind, amount, unit, at, changed_at, note, drink FROM intakes WHERE uid = ?",
        [ref]
      ) { row in
        MirrorRecord(
          kind: .intake,
          fields: [
            "uid": row.text(0), "kind": row.text(1), "amount": String(row.double(2)),
            "unit": row.text(3), "drink": row.text(7).isEmpty ? nil : row.text(7),
            "at": String(row.int(4)), "changed": String(row.int(5)),
          ].compactMapValues { $0 }, text: row.text(6))
      }.first
    case .attachment:
      return try db.query(
        "SELECT a.uid, e.day, a.file_name, a.original_name, a.added_at, a.changed_at "
          + "FROM attachments a JOIN entries e ON e.id = a.entry_id WHERE a.uid = ?", [ref]
      ) { row in
        MirrorRecord(
          kind: .attachment,
          fields: [
            "uid": row.text(0), "entry": row.text(1), "file": row.text(2),
            "name": row.text(3), "added": String(row.int(4)), "changed": String(row.int(5)),
          ])
      }.first
    case .revision:
      return try db.query(
        "SELECT r.uid, e.day, r.title, r.body, r.saved_at, r.changed_at FROM entry_revisions r "
          + "JOIN entries e ON e.id = r.entry_id WHERE r.uid = ?", [ref]
      ) { row in
        MirrorRecord(
          kind: .revision,
          fields: [
            "uid": row.text(0), "entry": row.text(1), "saved": String(row.int(4)),
            "changed": String(row.int(5)),
          ], text: row.text(3).isEmpty ? row.text(2) : row.text(2) + "\n" + row.text(3))
      }.first
    case .plantPhoto:
      return try db.query(
        "SELECT p.uid, ph.file_name, ph.original_name, ph.added_at FROM plant_photos ph "
          + "JOIN plants p ON p.id = ph.plant_id WHERE p.uid = ?", [ref]
      ) { row in
        MirrorRecord(
          kind: .plantPhoto,
          fields: [
            "plant": row.text(0), "file": row.text(1), "name": row.text(2),
            "added": String(row.int(3)), "changed": String(row.int(3) * 1000),
          ])
      }.first
    case .setting:
      guard SyncedSettings.travels(ref) else { return nil }
      return try db.query(
        "SELECT s.key, s.value, coalesce(c.changed_at, 0) FROM settings s "
          + "LEFT JOIN setting_changes c ON c.key = s.key WHERE s.key = ?", [ref]
      ) { row in
        MirrorRecord(
          kind: .setting,
          fields: ["key": row.text(0), "value": row.text(1), "changed": String(row.int(2))])
      }.first
    case .notification:
      guard
        let row = try db.query(
          "SELECT uid, key, kind, target, fired_at, read_at, changed_at, message "
            + "FROM notifications WHERE key = ?", [ref],
          { row in
            (
              row.text(0), row.text(1), row.text(2), row.text(3), row.int(4),
              row.optionalInt(5), row.int(6), row.text(7)
            )
          }
        ).first
      else { return nil }
      return MirrorRecord(
        kind: .notification,
        fields: [
          "uid": row.0, "key": row.1, "kind": row.2, "target": try stableTarget(row.3),
          "fired": String(row.4), "read": row.5.map(String.init), "changed": String(row.6),
        ].compactMapValues { $0 }, text: row.7)
    }
  }

  /// A notification's target (`plant:12`) with the rowid made the record's uid.
  private func stableTarget(_ target: String) throws -> String {
    let parts = target.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, let rowID = Int64(parts[1]) else { return target }
    let kind: RecordKind
    switch parts[0] {
    case "plant": kind = .plant
    case "todo": kind = .todo
    default: return target
    }
    return try recordID(kind, of: rowID).map { parts[0] + ":" + $0 } ?? target
  }

  /// A target from the mirror (`plant:<uid>`) with the uid made this journal's rowid.
  private func localTarget(_ target: String) throws -> String {
    let parts = target.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, RecordKind.isValidID(parts[1]) else { return target }
    let kind: RecordKind
    switch parts[0] {
    case "plant": kind = .plant
    case "todo": kind = .todo
    default: return target
    }
    return try rowID(kind, ofRecord: parts[1]).map { parts[0] + ":" + String($0) } ?? target
  }

  // MARK: Taking changes in

  /// Applies the merged records to the journal in one transaction, with `state` (the merge
  /// commit being applied) and the set-aside list (`setAside` added, `clearing` taken off)
  /// saved in the same transaction. A record changed here since it was written to the mirror
  /// is merged once more with the incoming one, so no writer's change made during the sync is
  /// lost. A record the journal refuses (a constraint) is rolled back alone and set aside.
  /// Returns the notices, the attachment files to remove, how many records changed and the
  /// records refused.
  func applyIncoming(
    _ changes: [IncomingChange], state: [String: String?], now: Timestamp, language: Language,
    setAside: [SetAsideRecord] = [], clearing: [String] = []
  ) throws -> (
    notices: [SyncNotice], removedFiles: [String], applied: Int, refused: [SetAsideRecord]
  ) {
    try db.transaction {
      var notices: [SyncNotice] = []
      var removedFiles: [String] = []
      var applied = 0
      var refused: [SetAsideRecord] = []
      var textChanges: [(day: String, otherText: String?)] = []
      var ordered = changes.sorted { lhs, rhs in
        // Records first in dependency order; deletions last, dependents first.
        switch (lhs.incoming == nil, rhs.incoming == nil) {
        case (false, true): return true
        case (true, false): return false
        case (false, false): return lhs.kind < rhs.kind
        case (true, true): return rhs.kind < lhs.kind
        }
      }
      ordered = try movedFirst(ordered)
      for change in ordered {
        let local = try mirrorRecord(change.kind, ref: change.ref)
        var target = change.incoming
        var otherText = change.otherText
        var again: [SyncNotice] = []
        if local != change.exported {
          // Changed here while the sync ran: merge again, this side's change kept.
          let merged = RecordMerge.merge(
            base: change.exported, ours: local, theirs: change.incoming, ref: change.ref,
            language: language)
          target = merged.record
          again = merged.notices
          otherText = merged.otherText ?? otherText
        }
        if target == local {
          notices += again
          continue
        }
        do {
          let (changeNotices, files) = try db.transaction {
            try apply(
              target, local: local, change: change, otherText: otherText, now: now,
              language: language)
          }
          notices += again + changeNotices
          removedFiles += files
        } catch let error as JournalError
          where [.sqlite, .invalid, .notFound].contains(error.kind)
        {
          refused.append(
            SetAsideRecord(
              path: MirrorPath.path(change.kind, ref: change.ref), blob: change.blob ?? "",
              reason: .refused(error.message)))
          continue
        }
        applied += 1
        if let target, target.kind == .entry, local?.text != target.text {
          textChanges.append((change.ref, otherText))
        }
      }
      // Revisions travel with their entries: a text that came in has its revision already,
      // unless the merge made it here (then it gets one, which travels back).
      for (day, otherText) in textChanges {
        try keepRevision(of: day, text: otherText, now: now)
        try keepRevision(of: day, text: nil, now: now)
      }
      removedFiles = try removedFiles.filter { try !isStoredFileInUse($0) }
      for (key, value) in state { try setSyncState(key, value) }
      let refusedPaths = Set(refused.map(\.path))
      try noteSetAside(
        setAside + refused, clearing: clearing.filter { !refusedPaths.contains($0) })
      return (notices, removedFiles, applied, refused)
    }
  }

  /// A record that moved to another name keeping its uid (an entry to another day) is
  /// deleted under its old name first, so the new one can take the uid.
  private func movedFirst(_ changes: [IncomingChange]) throws -> [IncomingChange] {
    let claimed = Set(
      changes.compactMap { change in change.incoming?["uid"].map { "\(change.kind) \($0)" } })
    var first: [IncomingChange] = []
    var rest: [IncomingChange] = []
    for change in changes {
      if change.incoming == nil, change.kind.refField != "uid",
        let uid = try mirrorRecord(change.kind, ref: change.ref)?["uid"],
        claimed.contains("\(change.kind) \(uid)")
      {
        first.append(change)
      } else {
        rest.append(change)
      }
    }
    return first + rest
  }

  /// Writes one merged record (nil: deletes it); returns its notices and the attachment
  /// files to remove once the transaction is in.
  private func apply(
    _ target: MirrorRecord?, local: MirrorRecord?, change: IncomingChange, otherText: String?,
    now: Timestamp, language: Language
  ) throws -> ([SyncNotice], [String]) {
    guard let target else {
      let files = try deleteRecord(change.kind, ref: change.ref)
      try db.run(
        "DELETE FROM sync_extra WHERE kind = ? AND ref = ?", change.kind.rawValue, change.ref)
      return ([], files)
    }
    let notices = try upsert(
      target, ref: change.ref, otherText: otherText, now: now, language: language)
    try keepUnknownFields(of: target, ref: change.ref)
    if target.kind == .plantPhoto, let old = local?["file"], old != target["file"] {
      return (notices, [old])
    }
    return (notices, [])
  }

  private func upsert(
    _ record: MirrorRecord, ref: String, otherText: String?, now: Timestamp, language: Language
  ) throws -> [SyncNotice] {
    let f = record.fields
    let uid = f["uid"] ?? ""
    let changed = record.changed
    switch record.kind {
    case .entry:
      let split = Entry(day: Day(iso: ref) ?? Day(ordinal: 0)).withText(record.text)
      let created = f["created"].flatMap { Int64($0) } ?? now
      // The weather first: its change moves the entry's change time, which the entry's own
      // write below then sets to the record's. A mirror from before the field keeps ours.
      if let text = f["fetched-weather"], let day = Day(iso: ref),
        let report = WeatherReport(fieldText: text, day: day)
      {
        try writeWeatherReport(report, at: now)
      }
      let existing = try db.query("SELECT id FROM entries WHERE day = ?", [ref]) { $0.int(0) }.first
      let entryID: RowID
      if let existing {
        entryID = existing
        // A uid may belong to another day's entry only by a hand-made mirror; keep ours then.
        try db.run(
          "UPDATE entries SET title = ?, body = ?, mood = ?, weather = ?, starred = ?, "
            + "created_at = ?, updated_at = ?, changed_at = ?, uid = ? WHERE id = ?",
          split.title, split.body, f["mood"], f["weather"], f["starred"] == "true", created,
          changed / 1000, changed, uid, entryID)
      } else {
        try db.run(
          "INSERT INTO entries(day, title, body, mood, weather, starred, created_at, updated_at, "
            + "uid, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          ref, split.title, split.body, f["mood"], f["weather"], f["starred"] == "true",
          created, changed / 1000, uid, changed)
        entryID = db.lastInsertedRowID
      }
      try db.run("DELETE FROM entry_tags WHERE entry_id = ?", entryID)
      for tag in Tags.extract(from: record.text) {
        try db.run("INSERT OR IGNORE INTO entry_tags(tag, entry_id) VALUES (?, ?)", tag, entryID)
      }
      if otherText != nil {
        try recordNotification(
          NotificationRecord(
            key: "sync-both:\(ref):\(changed)", kind: "sync",
            message: SyncText.bothKeptNotice.text(language, ref), target: "day:\(ref)",
            firedAt: now))
        return []
      }
      return []
    case .plant:
      var name = f["name"] ?? ""
      var notices: [SyncNotice] = []
      if try db.scalar(
        "SELECT 1 FROM plants WHERE name = ? COLLATE NOCASE AND uid != ?", [name, uid]) != nil
      {
        let renamed = name + " (" + String(uid.suffix(4)) + ")"
        notices.append(.plantRenamed(from: name, to: renamed))
        name = renamed
      }
      let values: [SQLBindable] = [
        name, f["species"] ?? "", f["location"] ?? "", f["acquired"],
        Int(f["interval"] ?? "") ?? 7, f["archived"] == "true",
        f["created"].flatMap { Int64($0) } ?? now, record.text, f["summer"].flatMap { Int($0) },
        f["winter"].flatMap { Int($0) }, changed, uid,
      ]
      if try rowID(.plant, ofRecord: uid) != nil {
        try db.run(
          "UPDATE plants SET name = ?, species = ?, location = ?, acquired = ?, "
            + "interval_days = ?, archived = ?, created_at = ?, notes = ?, summer_days = ?, "
            + "winter_days = ?, changed_at = ? WHERE uid = ?", values)
      } else {
        try db.run(
          "INSERT INTO plants(name, species, location, acquired, interval_days, archived, "
            + "created_at, notes, summer_days, winter_days, changed_at, uid) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", values)
      }
      return notices
    case .care:
      guard let plantID = try rowID(.plant, ofRecord: f["plant"] ?? "") else {
        return [.careWithoutPlant(uid: uid)]
      }
      let at = Int64(f["at"] ?? "") ?? 0
      let values: [SQLBindable] = [
        plantID, f["kind"] ?? "note", at, LocalTime.day(of: at), record.text, changed, uid,
      ]
      if try rowID(.care, ofRecord: uid) != nil {
        try db.run(
          "UPDATE care_events SET plant_id = ?, kind = ?, at = ?, day = ?, note = ?, "
            + "changed_at = ? WHERE uid = ?", values)
      } else {
        try db.run(
          "INSERT INTO care_events(plant_id, kind, at, day, note, changed_at, uid) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?)", values)
      }
      return []
    case .todo:
      let done = f["done"].flatMap { Int64($0) }
      // Projects are applied before todos; one deleted here leaves the todo unlinked.
      let projectID = try f["project"].flatMap { try rowID(.project, ofRecord: $0) }
      let values: [SQLBindable] = [
        f["title"] ?? "", record.text, f["tags"] ?? "", f["due"], f["important"] == "true",
        done, done.map { LocalTime.day(of: $0) }, f["created"].flatMap { Int64($0) } ?? now,
        projectID, changed, uid,
      ]
      if try rowID(.todo, ofRecord: uid) != nil {
        try db.run(
          "UPDATE todos SET title = ?, note = ?, tags = ?, due = ?, important = ?, done_at = ?, "
            + "done_day = ?, created_at = ?, project_id = ?, changed_at = ? WHERE uid = ?", values)
      } else {
        try db.run(
          "INSERT INTO todos(title, note, tags, due, important, done_at, done_day, created_at, "
            + "project_id, changed_at, uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", values)
      }
      return []
    case .project:
      return try upsertProject(record, now: now)
    case .intake:
      let at = Int64(f["at"] ?? "") ?? 0
      let values: [SQLBindable] = [
        f["kind"] ?? "other", Double(f["amount"] ?? "") ?? 1, f["unit"] ?? "ml", at,
        LocalTime.day(of: at), record.text, f["drink"] ?? "", changed, uid,
      ]
      if try rowID(.intake, ofRecord: uid) != nil {
        try db.run(
          "UPDATE intakes SET kind = ?, amount = ?, unit = ?, at = ?, day = ?, note = ?, "
            + "drink = ?, changed_at = ? WHERE uid = ?", values)
      } else {
        try db.run(
          "INSERT INTO intakes(kind, amount, unit, at, day, note, drink, changed_at, uid) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", values)
      }
      return []
    case .attachment:
      guard
        let entryID = try db.scalar("SELECT id FROM entries WHERE day = ?", [f["entry"] ?? ""]),
        try db.scalar(
          "SELECT 1 FROM attachments WHERE file_name = ? AND uid != ?", [f["file"] ?? "", uid])
          == nil
      else { return [.attachmentWithoutEntry(uid: uid)] }
      let values: [SQLBindable] = [
        entryID, f["file"] ?? "", f["name"] ?? "", f["added"].flatMap { Int64($0) } ?? now,
        changed, uid,
      ]
      if try rowID(.attachment, ofRecord: uid) != nil {
        try db.run(
          "UPDATE attachments SET entry_id = ?, file_name = ?, original_name = ?, added_at = ?, "
            + "changed_at = ? WHERE uid = ?", values)
      } else {
        try db.run(
          "INSERT INTO attachments(entry_id, file_name, original_name, added_at, changed_at, "
            + "uid) VALUES (?, ?, ?, ?, ?, ?)", values)
      }
      return []
    case .revision:
      // A revision of an entry that is not here (deleted on this side) stays in the mirror.
      guard let entryID = try db.scalar("SELECT id FROM entries WHERE day = ?", [f["entry"] ?? ""])
      else { return [] }
      let split = Entry(day: Day(iso: f["entry"] ?? "") ?? Day(ordinal: 0)).withText(record.text)
      let values: [SQLBindable] = [
        entryID, split.title, split.body, Int64(f["saved"] ?? "") ?? now, changed, uid,
      ]
      if try rowID(.revision, ofRecord: uid) != nil {
        try db.run(
          "UPDATE entry_revisions SET entry_id = ?, title = ?, body = ?, saved_at = ?, "
            + "changed_at = ? WHERE uid = ?", values)
      } else {
        try db.run(
          "INSERT INTO entry_revisions(entry_id, title, body, saved_at, changed_at, uid) "
            + "VALUES (?, ?, ?, ?, ?, ?)", values)
      }
      return []
    case .plantPhoto:
      guard let plantID = try rowID(.plant, ofRecord: ref) else { return [] }
      try db.run(
        "INSERT OR REPLACE INTO plant_photos(plant_id, file_name, original_name, added_at) "
          + "VALUES (?, ?, ?, ?)", plantID, f["file"] ?? "", f["name"] ?? "",
        f["added"].flatMap { Int64($0) } ?? now)
      return []
    case .setting:
      // Only the keys that travel are taken; a newer Daybook's others stay in the mirror.
      guard SyncedSettings.travels(ref) else { return [] }
      // Another machine's value is checked as any other door's: one out of its range (or a
      // key this Daybook does not know) is not applied, and the local value stays.
      guard let value = try? SettingDescription.validate(key: ref, value: f["value"] ?? "")
      else { return [] }
      try db.run(
        "INSERT INTO settings(key, value) VALUES (?, ?) "
          + "ON CONFLICT(key) DO UPDATE SET value = excluded.value", ref, value)
      try db.run("DELETE FROM setting_changes WHERE key = ?", ref)
      try db.run("INSERT INTO setting_changes(key, changed_at) VALUES (?, ?)", ref, changed)
      return []
    case .notification:
      let read = f["read"].flatMap { Int64($0) }
      try db.run(
        "INSERT INTO notifications(key, kind, message, target, fired_at, read_at, changed_at, uid) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET kind = excluded.kind, "
          + "message = excluded.message, target = excluded.target, fired_at = excluded.fired_at, "
          + "read_at = excluded.read_at, changed_at = excluded.changed_at, uid = excluded.uid",
        ref, f["kind"] ?? "", record.text, try localTarget(f["target"] ?? ""),
        Int64(f["fired"] ?? "") ?? now, read, changed, uid)
      return []
    }
  }

  /// Gives the day's entry a revision of `text` (its own text when nil) unless one has it.
  private func keepRevision(of day: String, text: String?, now: Timestamp) throws {
    guard
      let entry = try db.query(
        "SELECT id, title, body FROM entries WHERE day = ?", [day],
        { ($0.int(0), $0.text(1), $0.text(2)) }
      ).first
    else { return }
    var title = entry.1, body = entry.2
    if let text {
      let split = Entry(day: Day(iso: day) ?? Day(ordinal: 0)).withText(text)
      (title, body) = (split.title, split.body)
    }
    guard
      try db.scalar(
        "SELECT 1 FROM entry_revisions WHERE entry_id = ? AND title = ? AND body = ?",
        [entry.0, title, body]) == nil
    else { return }
    try db.run(
      "INSERT INTO entry_revisions(entry_id, title, body, saved_at) VALUES (?, ?, ?, ?)",
      entry.0, title, body, now)
  }

  /// True when an attachment or a plant photo still names the stored file.
  private func isStoredFileInUse(_ fileName: String) throws -> Bool {
    try db.scalar(
      "SELECT 1 FROM attachments WHERE file_name = ?1 UNION ALL "
        + "SELECT 1 FROM plant_photos WHERE file_name = ?1", [fileName]) != nil
  }

  /// Deletes one record; returns attachment files to remove once the transaction is in.
  private func deleteRecord(_ kind: SyncKind, ref: String) throws -> [String] {
    let table = kind.logTable
    var files: [String] = []
    switch kind {
    case .entry:
      files = try db.query(
        "SELECT a.file_name FROM attachments a JOIN entries e ON e.id = a.entry_id "
          + "WHERE e.day = ?", [ref]
      ) { $0.text(0) }
    case .attachment:
      files = try db.query("SELECT file_name FROM attachments WHERE uid = ?", [ref]) { $0.text(0) }
    case .plant, .plantPhoto:
      files = try db.query(
        "SELECT ph.file_name FROM plant_photos ph JOIN plants p ON p.id = ph.plant_id "
          + "WHERE p.uid = ?", [ref]
      ) { $0.text(0) }
    default: break
    }
    try db.run(table.deleteSQL, ref)
    return files
  }
}
