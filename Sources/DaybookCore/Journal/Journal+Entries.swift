#if canImport(Glibc)
  import Glibc
#endif

/// A full-text search result.
public struct SearchHit: Equatable, Sendable {
  public var entryID: RowID
  public var day: Day
  public var title: String
  /// A one-line excerpt with the match between `markStart` and `markEnd`.
  public var snippet: String

  public static let markStart = "\u{1}"
  public static let markEnd = "\u{2}"
}

extension Journal {
  static let entryColumns =
    "id, day, title, body, mood, weather, created_at, updated_at, starred"

  static func entry(_ row: Row) -> Entry {
    Entry(
      id: row.int(0), day: row.day(1), title: row.text(2), body: row.text(3),
      mood: row.optionalText(4).flatMap(Mood.init(rawValue:)),
      weather: row.optionalText(5).flatMap(Weather.init(rawValue:)),
      createdAt: row.int(6), updatedAt: row.int(7), starred: row.bool(8))
  }

  /// The entry of a day, if one was written.
  public func entry(on day: Day) throws -> Entry? {
    try db.query("SELECT \(Journal.entryColumns) FROM entries WHERE day = ?", [day], Journal.entry)
      .first
  }

  /// Entries between two days (inclusive), optionally with a tag, newest first by default.
  public func entries(
    from first: Day? = nil, to last: Day? = nil, tag: String? = nil, limit: Int? = nil,
    newestFirst: Bool = true, starredOnly: Bool = false
  ) throws -> [Entry] {
    var sql = "SELECT \(Journal.entryColumns) FROM entries WHERE day BETWEEN ? AND ?"
    var values: [SQLBindable] = [first?.iso ?? "0000-00-00", last?.iso ?? "9999-99-99"]
    if starredOnly { sql += " AND starred = 1" }
    if let tag {
      sql += " AND id IN (SELECT entry_id FROM entry_tags WHERE tag = ?)"
      values.append(tag.lowercased().trimmingPrefix("#"))
    }
    sql += newestFirst ? " ORDER BY day DESC" : " ORDER BY day"
    if let limit {
      sql += " LIMIT ?"
      values.append(limit)
    }
    return try db.query(sql, values, Journal.entry)
  }

  /// How many entries there are.
  public func entryCount() throws -> Int { Int(try db.scalar("SELECT count(*) FROM entries") ?? 0) }

  /// True when no day has an entry; one index probe, where counting reads the whole index.
  public func hasNoEntries() throws -> Bool {
    try db.scalar("SELECT NOT EXISTS (SELECT 1 FROM entries)") == 1
  }

  /// Saves the entry of `entry.day` (insert or update) and records a revision when the text
  /// changed. `starred` counts only for a new entry (see `setStarred`). An entry with no text and no mood or weather is deleted instead, unless files
  /// are attached to it (clearing the text must not throw the files away). With
  /// `foldingRevisions` false the revision is always a row of its own.
  @discardableResult
  public func saveEntry(_ entry: Entry, at now: Timestamp, foldingRevisions: Bool = true) throws
    -> Entry?
  {
    try NulBytes.refuse([entry.title, entry.body], in: entry.day.iso)
    return try db.transaction {
      let existing = try self.entry(on: entry.day)
      let isEmpty =
        entry.title.isEmpty && entry.body.allSatisfy(\.isWhitespace) && entry.mood == nil
        && entry.weather == nil
      if isEmpty, try existing.map({ try attachments(of: $0.id).isEmpty }) ?? true {
        if existing != nil { try deleteEntry(on: entry.day) }
        try db.run("DELETE FROM drafts WHERE day = ?", entry.day)
        return nil
      }
      var saved = entry
      saved.updatedAt = now
      if let existing {
        saved.id = existing.id
        saved.createdAt = existing.createdAt
        let textChanged = existing.title != entry.title || existing.body != entry.body
        // The star is set only by `setStarred`: a save from a screen or a script that knows
        // nothing of it must not take it away.
        saved.starred = existing.starred
        let anyChange =
          textChanged || existing.mood != entry.mood || existing.weather != entry.weather
        guard anyChange else {
          try db.run("DELETE FROM drafts WHERE day = ?", entry.day)
          return existing
        }
        try db.run(
          "UPDATE entries SET title = ?, body = ?, mood = ?, weather = ?, updated_at = ? "
            + "WHERE id = ?",
          saved.title, saved.body, saved.mood?.rawValue, saved.weather?.rawValue, now, saved.id)
        if textChanged { try recordRevision(of: saved, at: now, folding: foldingRevisions) }
      } else {
        saved.createdAt = entry.createdAt == 0 ? now : entry.createdAt
        try db.run(
          "INSERT INTO entries(day, title, body, mood, weather, created_at, updated_at, starred) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          saved.day, saved.title, saved.body, saved.mood?.rawValue, saved.weather?.rawValue,
          saved.createdAt, now, saved.starred)
        saved.id = db.lastInsertedRowID
        try recordRevision(of: saved, at: now)
      }
      try syncTags(of: saved)
      try db.run("DELETE FROM drafts WHERE day = ?", entry.day)
      return saved
    }
  }

  /// Revisions saved within this many seconds of the previous one fold into it.
  public static let revisionFoldSeconds: Timestamp = 5 * 60

  private func recordRevision(of entry: Entry, at now: Timestamp, folding: Bool = true) throws {
    let last = try db.query(
      "SELECT id, saved_at FROM entry_revisions WHERE entry_id = ? ORDER BY saved_at DESC, id DESC"
        + " LIMIT 1", [entry.id]
    ) { ($0.int(0), $0.int(1)) }.first
    // Subtracting stored instants can overflow when one came from a hostile import.
    if folding, let last, case let (gap, overflow) = now.subtractingReportingOverflow(last.1),
      !overflow, gap < Journal.revisionFoldSeconds,
      try revisionCount(of: entry.id) > 1
    {
      try db.run(
        "UPDATE entry_revisions SET title = ?, body = ?, saved_at = ? WHERE id = ?",
        entry.title, entry.body, now, last.0)
    } else {
      try db.run(
        "INSERT INTO entry_revisions(entry_id, title, body, saved_at) VALUES (?, ?, ?, ?)",
        entry.id, entry.title, entry.body, now)
    }
  }

  private func revisionCount(of entryID: RowID) throws -> Int {
    Int(try db.scalar("SELECT count(*) FROM entry_revisions WHERE entry_id = ?", [entryID]) ?? 0)
  }

  private func syncTags(of entry: Entry) throws {
    try db.run("DELETE FROM entry_tags WHERE entry_id = ?", entry.id)
    for tag in entry.tags {
      try db.run("INSERT OR IGNORE INTO entry_tags(tag, entry_id) VALUES (?, ?)", tag, entry.id)
    }
  }

  /// Stars or unstars a day's entry; false when the day has no entry. Not a text change, so
  /// no revision is recorded.
  @discardableResult
  public func setStarred(_ starred: Bool, on day: Day, at now: Timestamp) throws -> Bool {
    try db.transaction {
      try db.run(
        "UPDATE entries SET starred = ?, updated_at = ? WHERE day = ? AND starred != ?",
        starred, now, day, starred)
      return try db.scalar("SELECT 1 FROM entries WHERE day = ?", [day]) != nil
    }
  }

  /// Adds text to the end of a day's entry (creating it), separated by a blank line.
  @discardableResult
  public func appendToEntry(on day: Day, text: String, at now: Timestamp) throws -> Entry? {
    try db.transaction {
      var entry = try self.entry(on: day) ?? Entry(day: day)
      entry.body = entry.body.isEmpty ? text : entry.body + "\n\n" + text
      return try saveEntry(entry, at: now)
    }
  }

  /// Deletes a day's entry with its revisions, tags and attachment rows. Returns the stored
  /// file names of its attachments so the caller can remove the files.
  @discardableResult
  public func deleteEntry(on day: Day) throws -> [String] {
    try db.transaction {
      let files = try db.query(
        "SELECT a.file_name FROM attachments a JOIN entries e ON e.id = a.entry_id WHERE e.day = ?",
        [day]
      ) { $0.text(0) }
      try db.run("DELETE FROM entries WHERE day = ?", day)
      return files
    }
  }

  /// Saved versions of an entry, oldest first.
  public func revisions(of entryID: RowID) throws -> [EntryRevision] {
    try db.query(
      "SELECT id, entry_id, title, body, saved_at FROM entry_revisions WHERE entry_id = ? "
        + "ORDER BY saved_at, id", [entryID]
    ) {
      EntryRevision(
        id: $0.int(0), entryID: $0.int(1), title: $0.text(2), body: $0.text(3),
        savedAt: $0.int(4))
    }
  }

  /// Days that have an entry, within a range.
  public func entryDays(from first: Day, to last: Day) throws -> Set<Day> {
    Set(
      try db.query("SELECT day FROM entries WHERE day BETWEEN ? AND ?", [first, last]) {
        $0.day(0)
      })
  }

  // MARK: Drafts

  /// Keeps unsaved editor text so a crash or kill loses at most the autosave interval.
  public func saveDraft(_ entry: Entry, at now: Timestamp) throws {
    try NulBytes.refuse([entry.title, entry.body], in: entry.day.iso)
    try db.transaction {
      try db.run(
        "INSERT INTO drafts(day, title, body, mood, weather, saved_at) VALUES (?, ?, ?, ?, ?, ?) "
          + "ON CONFLICT(day) DO UPDATE SET title = excluded.title, body = excluded.body, "
          + "mood = excluded.mood, weather = excluded.weather, saved_at = excluded.saved_at",
        entry.day, entry.title, entry.body, entry.mood?.rawValue, entry.weather?.rawValue, now)
    }
  }

  /// Drafts left by an editor that did not save, oldest day first.
  public func drafts() throws -> [Entry] {
    try db.query(
      "SELECT day, title, body, mood, weather, saved_at FROM drafts ORDER BY day"
    ) {
      Entry(
        day: $0.day(0), title: $0.text(1), body: $0.text(2),
        mood: $0.optionalText(3).flatMap(Mood.init(rawValue:)),
        weather: $0.optionalText(4).flatMap(Weather.init(rawValue:)), updatedAt: $0.int(5))
    }
  }

  public func deleteDraft(on day: Day) throws {
    try db.transaction { try db.run("DELETE FROM drafts WHERE day = ?", day) }
  }

  // MARK: Search

  /// Full-text search over titles and bodies, newest first: every word must appear (a
  /// case-folded substring, any script). Every word is looked up in an index (`EntryMatch`).
  public func search(_ query: String, limit: Int = 50) throws -> [SearchHit] {
    let terms = query.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let match = EntryMatch(words: terms) else { return [] }
    // The index is read newest rowid first so LIMIT stops early on common words.
    let sql =
      "SELECT e.id, e.day, e.title, e.body " + match.sql
      + " ORDER BY \(match.rowid) DESC LIMIT ?"
    let hits = try db.query(sql, match.values + [limit]) {
      SearchHit(
        entryID: $0.int(0), day: $0.day(1), title: $0.text(2),
        snippet: Journal.snippet(
          of: [$0.text(2), $0.text(3)].filter { !$0.isEmpty }.joined(separator: " "),
          around: terms))
    }
    return hits.sorted { $0.day > $1.day }
  }

  static func escapeLike(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "%" || character == "_" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A one-line excerpt of `text` around the first of `terms` found (case-folded as the
  /// indexes fold), with the match wrapped in `SearchHit.markStart`/`markEnd`.
  ///
  /// Distances are counted in scalars (a character each in Hangul, kana, kanji and Latin
  /// text) and the cuts moved out to the nearest character boundary, so no grapheme is
  /// split and only the scalars up to the excerpt's end are read: listing thousands of long
  /// entries costs little more than reading them. The excerpt is put together from the
  /// text's UTF-8 bytes, line breaks replaced on the way, and made a string once.
  static func snippet(of text: String, around terms: [String], before: Int = 24, after: Int = 60)
    -> String
  {
    let scalars = text.unicodeScalars
    for term in terms {
      guard let (start, end) = firstMatch(of: term, in: text) else { continue }
      var from =
        scalars.index(start, offsetBy: -before, limitedBy: scalars.startIndex)
        ?? scalars.startIndex
      while from > scalars.startIndex, from.samePosition(in: text) == nil {
        from = scalars.index(before: from)
      }
      var to = scalars.index(end, offsetBy: after, limitedBy: scalars.endIndex) ?? scalars.endIndex
      while to < scalars.endIndex, to.samePosition(in: text) == nil {
        to = scalars.index(after: to)
      }
      return excerpt(
        of: text, parts: [from, start, end, to], leading: from > scalars.startIndex,
        trailing: to < scalars.endIndex)
    }
    var to =
      scalars.index(scalars.startIndex, offsetBy: before + after, limitedBy: scalars.endIndex)
      ?? scalars.endIndex
    while to < scalars.endIndex, to.samePosition(in: text) == nil {
      to = scalars.index(after: to)
    }
    return excerpt(of: text, parts: [text.startIndex, to], leading: false, trailing: false)
  }

  /// The text between the first and last of `parts` as one line, a mark at each inner
  /// boundary (`markStart`, then `markEnd`), with `…` before when `leading` and after when
  /// `trailing`. The parts lie on character boundaries, so none splits a CR LF. Put
  /// together from slices of `text`, which a string takes over without checking its UTF-8
  /// again (bytes made a string are checked, a tenth of listing every hit).
  private static func excerpt(of text: String, parts: [String.Index], leading: Bool, trailing: Bool)
    -> String
  {
    guard let first = parts.first, let last = parts.last else { return "" }
    var excerpt = leading ? "…" : ""
    excerpt.reserveCapacity(text.utf8.distance(from: first, to: last) + 8)
    for index in parts.indices.dropLast() {
      if index > 0 { excerpt += index % 2 == 1 ? SearchHit.markStart : SearchHit.markEnd }
      appendOneLine(text[parts[index]..<parts[index + 1]], to: &excerpt)
    }
    if trailing { excerpt += "…" }
    return excerpt
  }

  /// Appends `part` with each line break (CR LF counting as one) made a space, the runs
  /// between breaks copied whole. Line breaks are U+000A–U+000D, U+0085 (C2 85) and
  /// U+2028/U+2029 (E2 80 A8/A9); they are found in the bytes, read in place.
  private static func appendOneLine(_ part: Substring, to excerpt: inout String) {
    /// The byte offsets and lengths of the line breaks in `bytes`.
    func breaks(_ bytes: UnsafeBufferPointer<UInt8>) -> [(offset: Int, length: Int)] {
      var found: [(offset: Int, length: Int)] = []
      func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
      var index = 0
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A...0x0D: found.append((index, 1))
        case 0xC2 where byte(index + 1) == 0x85: found.append((index, 2))
        case 0xE2 where byte(index + 1) == 0x80 && (0xA8...0xA9).contains(byte(index + 2)):
          found.append((index, 3))
        default: break
        }
        index += 1
      }
      return found
    }
    guard let lineBreaks = part.utf8.withContiguousStorageIfAvailable(breaks) else {
      var copy = String(part)
      copy.makeContiguousUTF8()
      appendOneLine(copy[...], to: &excerpt)
      return
    }
    var run = part.startIndex
    var afterReturn = false
    var lastEnd = -1
    for (offset, length) in lineBreaks {
      let start = part.utf8.index(part.startIndex, offsetBy: offset)
      let value = part.utf8[start]
      // A CR directly before this LF: one break.
      let joined = value == 0x0A && afterReturn && lastEnd == offset
      excerpt.append(contentsOf: part[run..<start])
      if !joined { excerpt += " " }
      afterReturn = value == 0x0D
      lastEnd = offset + length
      run = part.utf8.index(start, offsetBy: length)
    }
    excerpt.append(contentsOf: part[run...])
  }

  /// The first place `term` occurs in `text` byte for byte on character boundaries: for a
  /// term in scripts without case (Hangul, kana, kanji, digits), far cheaper than folding.
  private static func firstMatch(bytesOf term: String, in text: String)
    -> (String.Index, String.Index)?
  {
    // Read in place: copying each hit's whole text to find its word cost more than the rest
    // of listing every hit of a common word. Candidates are found by the term's last byte
    // with `memchr`: in Hangul its first byte starts every other syllable, its last byte is
    // one of 64.
    func search(_ needle: UnsafeBufferPointer<UInt8>, _ haystack: UnsafeBufferPointer<UInt8>)
      -> (String.Index, String.Index)?
    {
      guard let needleBase = needle.baseAddress, let base = haystack.baseAddress,
        let lastByte = needle.last
      else { return nil }
      var offset = needle.count - 1
      while offset < haystack.count {
        guard let found = memchr(base + offset, Int32(lastByte), haystack.count - offset)
        else { return nil }
        let last = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let position = last - (needle.count - 1)
        if memcmp(base + position, needleBase, needle.count) == 0,
          let start = text.utf8.index(text.startIndex, offsetBy: position).samePosition(in: text),
          let end = text.utf8.index(start, offsetBy: needle.count).samePosition(in: text)
        {
          return (start, end)
        }
        offset = last + 1
      }
      return nil
    }
    var found: (String.Index, String.Index)?
    var searched = false
    _ = term.utf8.withContiguousStorageIfAvailable { needle in
      text.utf8.withContiguousStorageIfAvailable { haystack in
        found = search(needle, haystack)
        searched = true
      }
    }
    if searched { return found }
    return Array(term.utf8).withUnsafeBufferPointer { needle in
      Array(text.utf8).withUnsafeBufferPointer { haystack in search(needle, haystack) }
    }
  }

  /// The first place `term` occurs in `text`, case-folded scalar by scalar, that starts and
  /// ends on character boundaries.
  static func firstMatch(of term: String, in text: String) -> (String.Index, String.Index)? {
    let needle = term.unicodeScalars.map { GramTokenizer.fold($0.value) }
    guard let first = needle.first else { return nil }
    if term.unicodeScalars.allSatisfy(GramTokenizer.isCaseless) {
      return firstMatch(bytesOf: term, in: text)
    }
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      defer { index = scalars.index(after: index) }
      guard GramTokenizer.fold(scalars[index].value) == first else { continue }
      var cursor = scalars.index(after: index)
      var matched = 1
      while matched < needle.count, cursor < scalars.endIndex,
        GramTokenizer.fold(scalars[cursor].value) == needle[matched]
      {
        matched += 1
        cursor = scalars.index(after: cursor)
      }
      if matched == needle.count, let start = index.samePosition(in: text),
        let end = cursor.samePosition(in: text)
      {
        return (start, end)
      }
    }
    return nil
  }

}

extension String {
  func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
