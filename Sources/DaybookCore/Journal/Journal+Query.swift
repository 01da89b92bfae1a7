/// One thing a search found: an entry, a todo or a care record.
public struct SearchResult: Hashable, Sendable {
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    case entry, todo, care

    /// Where the kind comes among results of one day (entries first). A comparison runs
    /// for every pair the sort of thousands of hits looks at, so this is a switch, not a
    /// table built per call.
    var rank: Int {
      switch self {
      case .entry: 0
      case .todo: 1
      case .care: 2
      }
    }
  }

  public var kind: Kind
  /// The row of the entry, todo or care record.
  public var id: RowID
  /// The entry's day, the todo's due (else done, else created) day, the care record's day.
  public var day: Day
  /// The entry's title, the todo's title, or the plant's name.
  public var title: String
  /// A one-line excerpt with the match between `SearchHit.markStart` and `markEnd`.
  public var snippet: String

  public init(kind: Kind, id: RowID, day: Day, title: String, snippet: String) {
    self.kind = kind
    self.id = id
    self.day = day
    self.title = title
    self.snippet = snippet
  }
}

/// Where the next page of a search starts: each kind's last result shown, and the kinds
/// with nothing more.
///
/// Kept in slots by `Kind.rank` rather than a dictionary and a set keyed by kind: a command
/// runs one search, and those generic types' first use in a process costs more than it.
public struct SearchCursor: Hashable, Sendable {
  /// Each kind's last result shown, at the kind's rank.
  var lastShown: [SearchResult?] = [nil, nil, nil]
  /// Bit `1 << rank` for each kind with nothing more.
  var finishedKinds: UInt8 = 0

  public init() {}

  /// Each kind's last result shown.
  public var last: [SearchResult.Kind: SearchResult] {
    get {
      var last: [SearchResult.Kind: SearchResult] = [:]
      for kind in SearchResult.Kind.allCases { last[kind] = lastShown[kind.rank] }
      return last
    }
    set {
      for kind in SearchResult.Kind.allCases { lastShown[kind.rank] = newValue[kind] }
    }
  }

  /// The kinds with nothing more.
  public var finished: Set<SearchResult.Kind> {
    get { Set(SearchResult.Kind.allCases.filter(isFinished)) }
    set {
      finishedKinds = 0
      for kind in newValue { finish(kind) }
    }
  }

  func isFinished(_ kind: SearchResult.Kind) -> Bool { finishedKinds & (1 << kind.rank) != 0 }
  mutating func finish(_ kind: SearchResult.Kind) { finishedKinds |= 1 << kind.rank }
  var isDone: Bool { finishedKinds == 0b111 }
}

/// One page of search results, and where the next one starts (nil after the last).
public struct SearchPage: Equatable, Sendable {
  public var results: [SearchResult]
  public var next: SearchCursor?

  public init(results: [SearchResult], next: SearchCursor?) {
    self.results = results
    self.next = next
  }
}

/// One line of the entry list: the day and the first line of text.
public struct EntrySummary: Equatable, Sendable {
  public var id: RowID
  public var day: Day
  public var firstLine: String
  public var mood: Mood?

  public init(id: RowID, day: Day, firstLine: String, mood: Mood? = nil) {
    self.id = id
    self.day = day
    self.firstLine = firstLine
    self.mood = mood
  }
}

extension Journal {
  // MARK: Search

  /// Entries, todos and care records matching a parsed query, newest first, at most `limit`.
  public func search(_ query: SearchQuery, limit: Int = 50) throws -> [SearchResult] {
    try searchPage(query, after: nil, limit: limit).results
  }

  /// One page of a search: at most `limit` results following `cursor` (from the newest when
  /// nil), newest first, and the cursor of the next page (nil after the last).
  ///
  /// Each kind is read through its own index (the trigram index or `entry_tags` or the day
  /// index for entries, the day index for care records) with its own `LIMIT`, continuing
  /// after the kind's last result shown; the three lists are merged by day, so every hit
  /// appears on exactly one page.
  public func searchPage(_ query: SearchQuery, after cursor: SearchCursor?, limit: Int = 50)
    throws -> SearchPage
  {
    guard !query.isEmpty, limit > 0 else { return SearchPage(results: [], next: nil) }
    let cursor = cursor ?? SearchCursor()
    var lists: [[SearchResult]?] = [nil, nil, nil]
    for kind in SearchResult.Kind.allCases where query.includes(kind) && !cursor.isFinished(kind) {
      let page = Page.rows(after: cursor.lastShown[kind.rank], limit: limit)
      switch kind {
      case .entry: lists[kind.rank] = try searchEntries(query, page).rows
      case .todo: lists[kind.rank] = try searchTodos(query, page).rows
      case .care: lists[kind.rank] = try searchCare(query, page).rows
      }
    }
    // Merge the kinds' lists, each taken in its own order, so what is left of each list
    // continues on the next page.
    var taken = [0, 0, 0]
    var results: [SearchResult] = []
    let filled = SearchResult.Kind.allCases.filter { !(lists[$0.rank] ?? []).isEmpty }
    if filled.count == 1, let kind = filled.first {
      // One kind alone (a word only entries hold): its first `limit` rows, no merge.
      results = Array((lists[kind.rank] ?? []).prefix(limit))
      taken[kind.rank] = results.count
    } else {
      results.reserveCapacity(min(limit, filled.reduce(0) { $0 + (lists[$1.rank] ?? []).count }))
      while results.count < limit {
        var next: SearchResult?
        for kind in filled {
          let list = lists[kind.rank] ?? []
          guard taken[kind.rank] < list.count else { continue }
          let head = list[taken[kind.rank]]
          if next.map({ Journal.searchOrder(head, $0) }) ?? true { next = head }
        }
        guard let next else { break }
        results.append(next)
        taken[next.kind.rank] += 1
      }
    }
    results.sort(by: Journal.searchOrder)
    var next = cursor
    for kind in SearchResult.Kind.allCases {
      guard let list = lists[kind.rank] else {
        next.finish(kind)
        continue
      }
      let count = taken[kind.rank]
      if count > 0 { next.lastShown[kind.rank] = list[count - 1] }
      if count == list.count && list.count < limit { next.finish(kind) }
    }
    return SearchPage(results: results, next: next.isDone ? nil : next)
  }

  /// How many results a query has in all (every page together).
  public func searchCount(_ query: SearchQuery) throws -> Int {
    guard !query.isEmpty else { return 0 }
    var total = 0
    if query.includesEntries { total += try searchEntries(query, .count).count }
    if query.includesTodos { total += try searchTodos(query, .count).count }
    if query.includesCare { total += try searchCare(query, .count).count }
    return total
  }

  /// Newest day first; on one day entries, todos, care records; then newest row first.
  static func searchOrder(_ a: SearchResult, _ b: SearchResult) -> Bool {
    if a.day != b.day { return a.day > b.day }
    if a.kind != b.kind { return a.kind.rank < b.kind.rank }
    return a.id > b.id
  }

  /// What one kind's query reads: a page of rows, or only how many match.
  enum Page {
    case rows(after: SearchResult?, limit: Int)
    case count
  }

  /// A kind's page of rows, or its count.
  struct KindHits {
    var rows: [SearchResult] = []
    var count = 0
  }

  /// Runs a kind's `SELECT columns FROM … WHERE …` as a page (continuing below `key`, by
  /// `order` descending) or as a count.
  private func run(
    _ columns: String, _ body: String, _ values: [SQLBindable], order: String,
    key: SQLBindable?, _ page: Page, _ row: (Row) -> SearchResult
  ) throws -> KindHits {
    switch page {
    case .count:
      let count = try db.query("SELECT count(*) " + body, values) { $0.int(0) }.first ?? 0
      return KindHits(count: Int(count))
    case .rows(_, let limit):
      var sql = "SELECT " + columns + " " + body
      var values = values
      if let key {
        sql += " AND \(order) < ?"
        values.append(key)
      }
      sql += " ORDER BY \(order) DESC LIMIT ?"
      values.append(limit)
      return KindHits(rows: try db.query(sql, values, row))
    }
  }

  /// Date ranges up to this many days are scanned by day instead of through the trigram
  /// index: the range is small, and a common word would make the index return every year.
  static let shortRangeDays = 3 * 366

  private func searchEntries(_ query: SearchQuery, _ page: Page) throws -> KindHits {
    var shortRange = false
    if let from = query.from, let to = query.to {
      shortRange = from.days(until: to) <= Journal.shortRangeDays
    }
    let match = shortRange ? nil : EntryMatch(words: query.words)
    let onlyWords =
      query.tags.isEmpty && query.mood == nil && query.from == nil
      && query.to == nil && !query.starred
    if case .count = page, let match, onlyWords {
      let count = try db.query("SELECT count(*) " + match.indexOnlySQL, match.values) {
        $0.int(0)
      }
      return KindHits(count: Int(count.first ?? 0))
    }
    let scanned = match == nil ? query.words : []
    var sql: String
    var values: [SQLBindable] = []
    if let match {
      sql = match.sql
      values = match.values
    } else if let tag = query.tags.first {
      // The tag's rows in the (tag, entry_id) key, newest entry first: LIMIT stops early
      // instead of sorting every entry with a common tag.
      sql = """
        FROM entry_tags t
        JOIN entries e ON e.id = t.entry_id WHERE t.tag = ?
        """
      values.append(tag)
    } else {
      sql = "FROM entries e WHERE 1"
    }
    if query.from != nil || query.to != nil {
      sql += " AND e.day BETWEEN ? AND ?"
      values += [query.from?.iso ?? "0000-00-00", query.to?.iso ?? "9999-99-99"]
    }
    let tagged = match == nil && !query.tags.isEmpty
    for tag in query.tags.dropFirst(tagged ? 1 : 0) {
      sql += " AND e.id IN (SELECT entry_id FROM entry_tags WHERE tag = ?)"
      values.append(tag)
    }
    if let mood = query.mood {
      sql += " AND e.mood = ?"
      values.append(mood.rawValue)
    }
    if query.starred {
      sql += " AND (e.starred = 1 OR e.body LIKE '%§ __:__ ★%' OR e.body LIKE '%§ __:__:__ ★%')"
    }
    for word in scanned {
      sql += " AND (e.title LIKE ? ESCAPE '\\' OR e.body LIKE ? ESCAPE '\\')"
      let pattern = "%" + Journal.escapeLike(word) + "%"
      values += [pattern, pattern]
    }
    // Newest rowid first lets LIMIT stop early in the index; rows are written in day order
    // nearly always, and the merge sorts by day anyway.
    let order = match?.rowid ?? (tagged ? "t.entry_id" : "e.day")
    var key: SQLBindable?
    if case .rows(let last?, _) = page { key = match == nil && !tagged ? last.day.iso : last.id }
    let terms = query.highlightTerms
    return try run("e.id, e.day, e.title, e.body", sql, values, order: order, key: key, page) {
      let title = $0.text(2)
      let text = $0.joinedText(2, 3)
      return SearchResult(
        kind: .entry, id: $0.int(0), day: $0.day(1), title: title,
        snippet: Journal.snippet(of: text, around: terms))
    }
  }

  private func searchTodos(_ query: SearchQuery, _ page: Page) throws -> KindHits {
    let columns = """
      t.id, t.title, t.note, t.tags,
        coalesce(t.due, t.done_day, date(t.created_at, 'unixepoch')) AS day
      """
    var sql = ""
    var values: [SQLBindable] = []
    if query.words.isEmpty {
      sql += "FROM todos t WHERE 1"
    } else {
      // The words' characters or pairs narrow the todos through the index; LIKE below
      // keeps exactly the ones that hold every word the index cannot decide alone.
      sql += """
        FROM todos_grams JOIN todos t ON t.id = todos_grams.rowid
        WHERE todos_grams MATCH ?
        """
      values.append(EntryMatch.gramFilter(query.words))
    }
    if query.from != nil || query.to != nil {
      sql += " AND coalesce(t.due, t.done_day, date(t.created_at, 'unixepoch')) BETWEEN ? AND ?"
      values += [query.from?.iso ?? "0000-00-00", query.to?.iso ?? "9999-99-99"]
    }
    for tag in query.tags {
      // Tags are stored space-separated.
      sql += " AND (' ' || lower(t.tags) || ' ') LIKE ? ESCAPE '\\'"
      values.append("% " + Journal.escapeLike(tag) + " %")
    }
    // A word the index decides alone (`EntryMatch.indexIsExact`) needs no LIKE.
    for word in query.words where !EntryMatch.indexIsExact(for: word) {
      sql += " AND (t.title LIKE ? ESCAPE '\\' OR t.note LIKE ? ESCAPE '\\')"
      let pattern = "%" + Journal.escapeLike(word) + "%"
      values += [pattern, pattern]
    }
    // Newest first by row, so a common word stops early instead of sorting every todo.
    let order = query.words.isEmpty ? "t.id" : "todos_grams.rowid"
    var key: SQLBindable?
    if case .rows(let last?, _) = page { key = last.id }
    let terms = query.highlightTerms
    return try run(columns, sql, values, order: order, key: key, page) {
      let title = $0.text(1)
      let tags = $0.text(3).split(separator: " ").map { "#" + $0 }.joined(separator: " ")
      let text = [title, $0.text(2), tags].filter { !$0.isEmpty }.joined(separator: " ")
      return SearchResult(
        kind: .todo, id: $0.int(0), day: $0.day(4), title: title,
        snippet: Journal.snippet(of: text, around: terms))
    }
  }

  /// Care records with a note, or of a kind other than watering (every watering would
  /// drown the results). A word matches the note or the plant's name, so a bare `monstera`
  /// lists Monstera's care notes. Plant names are matched first in the small plants table,
  /// so care records are compared by plant id instead of joined to their plants.
  private func searchCare(_ query: SearchQuery, _ page: Page) throws -> KindHits {
    // The plants in table order, and their names by id. Matched by plain loops: the generic
    // dictionary filter and substring search cost more at their first use in a process (a
    // command's one search) than all the rest of this kind's query.
    let plantRows = try db.query("SELECT id, name FROM plants ORDER BY id", []) {
      (id: $0.int(0), name: $0.text(1))
    }
    /// The name of the plant with `id` (binary search of the rows, in id order).
    func plantName(_ id: Int64) -> String? {
      var (low, high) = (0, plantRows.count)
      while low < high {
        let middle = (low + high) / 2
        if plantRows[middle].id < id { low = middle + 1 } else { high = middle }
      }
      return low < plantRows.count && plantRows[low].id == id ? plantRows[low].name : nil
    }
    func ids(matching part: String) -> String {
      let lowered = part.lowercased()
      var list = ""
      for plant in plantRows where Journal.contains(plant.name.lowercased(), lowered) {
        list += (list.isEmpty ? "" : ",") + "\(plant.id)"
      }
      return "[" + list + "]"
    }
    // A word naming no plant must be in the note: those words narrow the records through
    // the index, and LIKE below confirms them.
    let noteWords = query.words.filter { ids(matching: $0) == "[]" }
    var sql = ""
    var values: [SQLBindable] = []
    if noteWords.isEmpty {
      sql += "FROM care_events c WHERE 1"
    } else {
      sql +=
        "FROM care_grams JOIN care_events c ON c.id = care_grams.rowid"
        + " WHERE care_grams MATCH ?"
      values.append(EntryMatch.gramFilter(noteWords))
    }
    sql += " AND (c.note != '' OR c.kind != 'water')"
    if query.from != nil || query.to != nil {
      sql += " AND c.day BETWEEN ? AND ?"
      values += [query.from?.iso ?? "0000-00-00", query.to?.iso ?? "9999-99-99"]
    }
    for plant in query.plants {
      let matching = ids(matching: plant)
      if matching == "[]" { return KindHits() }
      sql += " AND c.plant_id IN (SELECT value FROM json_each(?))"
      values.append(matching)
    }
    // A word naming no plant that the index decides alone (`EntryMatch.indexIsExact`) is
    // already confirmed by the MATCH above.
    let decided = Set(noteWords.filter(EntryMatch.indexIsExact(for:)))
    for word in query.words where !decided.contains(word) {
      sql += " AND (c.note LIKE ? ESCAPE '\\' OR c.plant_id IN (SELECT value FROM json_each(?)))"
      values += ["%" + Journal.escapeLike(word) + "%", ids(matching: word)]
    }
    // Newest row first stops early on common words and never joins or sorts the whole
    // table; records are written when they happen, and the merge sorts by day anyway.
    let order = noteWords.isEmpty ? "c.id" : "care_grams.rowid"
    var key: SQLBindable?
    if case .rows(let last?, _) = page { key = last.id }
    let terms = query.words + query.plants
    return try run(
      "c.id, c.day, c.kind, c.note, c.plant_id", sql, values, order: order, key: key, page
    ) {
      let name = plantName($0.int(4)) ?? ""
      let note = $0.text(3)
      let text = name + " · " + $0.text(2) + (note.isEmpty ? "" : ": " + note)
      return SearchResult(
        kind: .care, id: $0.int(0), day: $0.day(1), title: name,
        snippet: Journal.snippet(of: text, around: terms))
    }
  }

  /// Whether `text` holds `part` character for character (`String.contains` with a string
  /// argument, without the generic search behind it).
  static func contains(_ text: String, _ part: String) -> Bool {
    guard !part.isEmpty else { return true }
    var start = text.startIndex
    while start < text.endIndex {
      if text[start...].starts(with: part) { return true }
      text.formIndex(after: &start)
    }
    return false
  }

  // MARK: Recent searches

  /// Remembers a search (moving it to the top when it was there already).
  public func recordSearch(_ query: String, at now: Timestamp) throws {
    let text = String(
      query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
        .reversed())
    guard !text.isEmpty else { return }
    try db.transaction {
      try db.run(
        "INSERT INTO recent_searches(query, used_at) VALUES (?, ?) "
          + "ON CONFLICT(query) DO UPDATE SET used_at = excluded.used_at", text, now)
      // Keep the table small: it is shown whole.
      try db.run(
        "DELETE FROM recent_searches WHERE query NOT IN "
          + "(SELECT query FROM recent_searches ORDER BY used_at DESC, query LIMIT ?)",
        Journal.recentSearchLimit)
    }
  }

  public static let recentSearchLimit = 20

  /// Recent searches, most recent first.
  public func recentSearches() throws -> [String] {
    try db.query(
      "SELECT query FROM recent_searches ORDER BY used_at DESC, query LIMIT ?",
      [Journal.recentSearchLimit]
    ) { $0.text(0) }
  }

  public func deleteRecentSearch(_ query: String) throws {
    try db.transaction { try db.run("DELETE FROM recent_searches WHERE query = ?", query) }
  }

  public func clearRecentSearches() throws {
    try db.transaction { try db.run("DELETE FROM recent_searches") }
  }

  // MARK: Entry list

  private static let summaryColumns = "id, day, title, substr(body, 1, 400), mood"

  private static func summary(_ row: Row) -> EntrySummary {
    EntrySummary(
      id: row.int(0), day: row.day(1),
      firstLine: firstLine(title: row.text(2), body: row.text(3)),
      mood: row.optionalText(4).flatMap(Mood.init(rawValue:)))
  }

  /// The title, else the first line of the body with text.
  public static func firstLine(title: String, body: String) -> String {
    if !title.allSatisfy(\.isWhitespace) { return title }
    return body.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
      .map(String.init) ?? ""
  }

  /// Up to `limit` entries before `day` (all when nil), newest first: one seek in the day
  /// index, so any page costs the same however deep in the history it is.
  public func entrySummaries(before day: Day?, limit: Int) throws -> [EntrySummary] {
    try db.query(
      "SELECT \(Journal.summaryColumns) FROM entries WHERE day < ? ORDER BY day DESC LIMIT ?",
      [day?.iso ?? "9999-99-99", limit], Journal.summary)
  }

  /// Up to `limit` entries after `day` (from the oldest when nil), newest first.
  public func entrySummaries(after day: Day?, limit: Int) throws -> [EntrySummary] {
    try db.query(
      "SELECT \(Journal.summaryColumns) FROM entries WHERE day > ? ORDER BY day LIMIT ?",
      [day?.iso ?? "0000-00-00", limit], Journal.summary
    ).reversed()
  }

  /// Entries on the same month and day in earlier years, newest first. The candidate days
  /// are listed (one per year back to the first entry) and looked up in the day index, so
  /// a century costs a hundred seeks rather than a scan. 29 February looks only at leap
  /// years.
  public func entriesOnThisDay(_ day: Day) throws -> [EntrySummary] {
    guard
      let firstText = try db.query("SELECT min(day) FROM entries", [], { $0.optionalText(0) })
        .first ?? nil, let first = Day(iso: firstText), first.year < day.year
    else { return [] }
    var days: [String] = []
    for year in stride(from: day.year - 1, through: first.year, by: -1) {
      if let candidate = Day(year: year, month: day.month, day: day.day) {
        days.append("\"" + candidate.iso + "\"")
      }
    }
    guard !days.isEmpty else { return [] }
    return try db.query(
      "SELECT \(Journal.summaryColumns) FROM entries WHERE day IN "
        + "(SELECT value FROM json_each(?)) ORDER BY day DESC",
      ["[" + days.joined(separator: ",") + "]"], Journal.summary)
  }

  // MARK: Revisions

  /// Puts an entry's text back as it was in one revision. The revert is saved like any
  /// edit, and always as a revision of its own (never folded into the last one), so it can
  /// be undone from the history too.
  @discardableResult
  public func revertEntry(on day: Day, to revisionID: RowID, at now: Timestamp) throws -> Entry? {
    try db.transaction {
      guard var entry = try entry(on: day) else {
        throw JournalError(.notFound, .noEntry, day.iso)
      }
      guard let revision = try revisions(of: entry.id).first(where: { $0.id == revisionID })
      else { throw JournalError(.notFound, .noRevision, day.iso) }
      entry.title = revision.title
      entry.body = revision.body
      return try saveEntry(entry, at: now, foldingRevisions: false)
    }
  }
}
