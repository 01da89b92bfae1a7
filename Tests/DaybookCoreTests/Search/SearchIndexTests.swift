import DaybookTestSupport
import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// The indexes behind search (`entries_fts`, `entries_grams`, `todos_grams`, `care_grams`)
/// must find exactly what a plain scan of the rows finds, however the rows were written,
/// edited and deleted.
@Suite struct SearchIndexTests {
  let now: Timestamp = 1_795_000_000

  /// Few distinct characters, so random words often hit and often miss: Hangul, kana and
  /// kanji, ASCII in both cases, spaces, a newline and a quote.
  static let alphabet: [String] = [
    "산", "책", "하", "낙", "타", "물", "散", "歩", "し", "た", "ア", "水",
    "a", "b", "A", "B", "z", "q", " ", " ", "\n", "\"", "%", "_",
  ]

  static func text(_ random: inout SplitMix64, maxLength: Int) -> String {
    let length = random.int(in: 0...maxLength)
    return (0..<length).map { _ in random.pick(alphabet) }.joined()
  }

  static func word(_ random: inout SplitMix64) -> String {
    let letters = alphabet.filter { !$0.allSatisfy(\.isWhitespace) }
    return (0..<random.int(in: 1...4)).map { _ in random.pick(letters) }.joined()
  }

  /// Entry ids whose title or body contains every word, by `instr` on ASCII-lowered text.
  func scannedEntries(_ journal: Journal, _ words: [String]) throws -> Set<RowID> {
    var sql = "SELECT id FROM entries WHERE 1"
    var values: [SQLBindable] = []
    for word in words {
      sql += " AND (instr(lower(title), lower(?)) > 0 OR instr(lower(body), lower(?)) > 0)"
      values += [word, word]
    }
    return Set(try journal.db.query(sql, values) { $0.int(0) })
  }

  func scannedTodos(_ journal: Journal, _ words: [String]) throws -> Set<RowID> {
    var sql = "SELECT id FROM todos WHERE 1"
    var values: [SQLBindable] = []
    for word in words {
      sql += " AND (instr(lower(title), lower(?)) > 0 OR instr(lower(note), lower(?)) > 0)"
      values += [word, word]
    }
    return Set(try journal.db.query(sql, values) { $0.int(0) })
  }

  /// Care records with a note (or not a watering) whose note or plant name holds each word.
  func scannedCare(_ journal: Journal, _ words: [String]) throws -> Set<RowID> {
    var sql = """
      SELECT c.id FROM care_events c JOIN plants p ON p.id = c.plant_id
      WHERE (c.note != '' OR c.kind != 'water')
      """
    var values: [SQLBindable] = []
    for word in words {
      sql += " AND (instr(lower(c.note), lower(?)) > 0 OR instr(lower(p.name), lower(?)) > 0)"
      values += [word, word]
    }
    return Set(try journal.db.query(sql, values) { $0.int(0) })
  }

  func check(_ journal: Journal, _ words: [String], _ context: String) throws {
    let results = try journal.search(SearchQuery(words: words), limit: 10_000)
    func ids(_ kind: SearchResult.Kind) -> Set<RowID> {
      Set(results.filter { $0.kind == kind }.map(\.id))
    }
    expectEqual(ids(.entry), (try scannedEntries(journal, words)), "\(words) \(context)")
    expectEqual(ids(.todo), (try scannedTodos(journal, words)), "\(words) \(context)")
    expectEqual(ids(.care), (try scannedCare(journal, words)), "\(words) \(context)")
    try expectEqual(
      journal.searchCount(SearchQuery(words: words)), results.count, "\(words) \(context)")
    // The todo screen's search box takes its text as one piece.
    let typed = words.joined(separator: " ")
    let screen = try journal.todos(matching: TodoQuery(status: .all, search: typed, limit: nil))
    expectEqual(
      Set(screen.map(\.id)), (try scannedTodos(journal, [typed])), "\(typed) \(context) (todos)")
    let hits = try journal.search(words.joined(separator: " "), limit: 10_000)
    let expected = try scannedEntries(
      journal, words.joined(separator: " ").split(whereSeparator: \.isWhitespace).map(String.init))
    if !words.contains(where: { $0.contains { $0.isWhitespace } }) {
      expectEqual(Set(hits.map(\.entryID)), expected, "\(words) \(context) (entry search)")
    }
  }

  @Test func indexedSearchFindsWhatAScanFinds() throws {
    var random = SplitMix64(seed: 20)
    for round in 0..<25 {
      let journal = try Journal.inMemory()
      let plants = try ["Monstera", "산세베리아", "アロエ"].map {
        try journal.addPlant(Plant(name: $0), at: now)
      }
      var days: [Day] = []
      for index in 0..<random.int(in: 4...14) {
        let day = Day(year: 2020, month: 1, day: 1)!.adding(days: random.int(in: 0...400) + index)
        let entry = Entry(
          day: day, title: Self.text(&random, maxLength: 6),
          body: Self.text(&random, maxLength: 40))
        if try journal.saveEntry(entry, at: now) != nil { days.append(day) }
      }
      var todos: [Todo] = []
      for _ in 0..<random.int(in: 2...10) {
        let title = "t" + Self.text(&random, maxLength: 12)
        todos.append(
          try journal.addTodo(
            Todo(title: title, note: Self.text(&random, maxLength: 20)), at: now))
      }
      var care: [CareEvent] = []
      for _ in 0..<random.int(in: 2...10) {
        let kind = random.pick([CareKind.water, .note, .repot])
        care.append(
          try journal.addCare(
            CareEvent(
              plantID: random.pick(plants).id, kind: kind,
              at: now + Timestamp(random.int(in: 0...999)),
              note: Self.text(&random, maxLength: 20))))
      }
      func checkQueries(_ context: String) throws {
        for _ in 0..<12 {
          let words = (0..<random.int(in: 1...2)).map { _ in Self.word(&random) }
          try check(journal, words, "round \(round) \(context)")
        }
        // A quoted phrase with a space, and single characters that are everywhere.
        try check(journal, ["a b"], "round \(round) \(context)")
        try check(journal, ["산"], "round \(round) \(context)")
        try check(journal, ["A"], "round \(round) \(context)")
      }
      try checkQueries("after writing")
      // Edits and deletes must leave the indexes in step.
      for day in days where random.chance(0.5) {
        if random.chance(0.3) {
          try journal.deleteEntry(on: day)
        } else {
          let entry = Entry(
            day: day, title: Self.text(&random, maxLength: 6),
            body: "x" + Self.text(&random, maxLength: 40))
          try journal.saveEntry(entry, at: now + 100, foldingRevisions: false)
        }
      }
      for var todo in todos where random.chance(0.5) {
        if random.chance(0.3) {
          try journal.deleteTodo(id: todo.id)
        } else {
          todo.title = "u" + Self.text(&random, maxLength: 12)
          todo.note = Self.text(&random, maxLength: 20)
          try journal.updateTodo(todo)
        }
      }
      for var event in care where random.chance(0.5) {
        if random.chance(0.3) {
          try journal.deleteCare(id: event.id)
        } else {
          event.note = Self.text(&random, maxLength: 20)
          try journal.updateCare(event)
        }
      }
      try checkQueries("after edits")
      // Removing a plant removes its care records through the foreign key.
      _ = try journal.removePlant(id: plants[0].id)
      try checkQueries("after removing a plant")
      // An import writes its rows its own way (one INSERT each, ids included, the indexes
      // buffered to the end): the journal it fills must answer the same as a scan.
      let imported = try Journal.inMemory()
      try imported.importJSON(try journal.exportJSON())
      for _ in 0..<12 {
        let words = (0..<random.int(in: 1...2)).map { _ in Self.word(&random) }
        try check(imported, words, "round \(round) after importing")
      }
      try check(imported, ["산"], "round \(round) after importing")
      try check(imported, ["A"], "round \(round) after importing")
    }
  }

  /// An entry with more distinct characters and pairs than the tokenizer's first table
  /// holds (it grows): every one of them is found, and a pair that is not there is not.
  @Test func aLongEntryWithManyDistinctPairsIsIndexedWhole() throws {
    let journal = try Journal.inMemory()
    var random = SplitMix64(seed: 7)
    // Hangul syllables at random: about 40,000 distinct pairs.
    var scalars: [Unicode.Scalar] = []
    for _ in 0..<40_000 {
      scalars.append(Unicode.Scalar(UInt32(0xAC00 + random.int(in: 0...11_171)))!)
    }
    var body = String.UnicodeScalarView()
    body.append(contentsOf: scalars)
    let text = String(body)
    let day = Day(year: 2024, month: 5, day: 1)!
    try journal.saveEntry(Entry(day: day, title: "", body: text), at: now)
    for index in stride(from: 0, to: scalars.count - 1, by: 997) {
      var pairScalars = String.UnicodeScalarView()
      pairScalars.append(scalars[index])
      pairScalars.append(scalars[index + 1])
      let pair = String(pairScalars)
      try expectEqual(journal.search(SearchQuery(words: [pair])).map(\.day), [day], "\(pair)")
      try expectEqual(journal.search(SearchQuery(words: [String(scalars[index])])).count, 1)
    }
    var missing: String?
    for code in UInt32(0xAC00)..<UInt32(0xAC00 + 60) where missing == nil {
      let pair = String(Character(Unicode.Scalar(code)!)) + "가"
      if !text.contains(pair) { missing = pair }
    }
    let absent = try #require(missing)
    #expect(try journal.search(SearchQuery(words: [absent])).isEmpty, "\(absent)")
  }

  /// One- and two-character words are single tokens; longer ones would be pairs.
  /// Only one- and two-character words of scripts without case skip LIKE's confirmation.
  @Test func theIndexDecidesAloneOnlyShortCaselessWords() {
    for word in ["산", "산책", "散歩", "し", "ア水"] {
      #expect(EntryMatch.indexIsExact(for: word), "\(word)")
    }
    for word in ["", "산책하", "a", "A", "zq", "É", "é", "산a", "%", "_", "🌿", "산 "] {
      #expect(!EntryMatch.indexIsExact(for: word), "\(word)")
    }
  }

  @Test func shortWordsUseTheGramIndex() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day("2026-01-02"), body: "오늘 산책을 했다"), at: now)
    try journal.saveEntry(Entry(day: day("2026-01-03"), body: "Walk in the PARK"), at: now)
    try expectEqual(journal.search("산").map(\.day), [day("2026-01-02")])
    try expectEqual(journal.search("park").map(\.day), [day("2026-01-03")])
    try expectEqual(journal.search("Pa").map(\.day), [day("2026-01-03")])
    #expect(try journal.search("낙타").isEmpty)
    let plan = try journal.db.query(
      "EXPLAIN QUERY PLAN SELECT rowid FROM entries_grams WHERE entries_grams MATCH ?", ["산"]
    ) { $0.text(3) }
    #expect(plan.contains { $0.contains("VIRTUAL TABLE INDEX") })
  }

  /// The tokenizer folds case exactly as FTS5's trigram tokenizer does, so a word finds the
  /// same entries whether it has two characters or three.
  @Test func foldsCaseLikeTheTrigramTokenizer() throws {
    let journal = try Journal.inMemory()
    let db = journal.db
    try db.execute("CREATE VIRTUAL TABLE folding USING fts5(x, tokenize='trigram')")
    try db.execute("CREATE VIRTUAL TABLE folding_terms USING fts5vocab(folding, 'instance')")
    var codes: [UInt32] = []
    try db.transaction {
      for code in UInt32(0x41)...UInt32(0xFFFF) where !(0xD800...0xDFFF).contains(code) {
        guard let scalar = Unicode.Scalar(code) else { continue }
        let character = String(scalar)
        try db.run(
          "INSERT INTO folding(rowid, x) VALUES (?, ?)", Int(code),
          character + character + character)
        codes.append(code)
      }
      for code in [0x10400, 0x10427, 0x1F600] as [UInt32] {
        guard let scalar = Unicode.Scalar(code) else { continue }
        let character = String(scalar)
        try db.run(
          "INSERT INTO folding(rowid, x) VALUES (?, ?)", Int(code),
          character + character + character)
        codes.append(code)
      }
    }
    let folded = Dictionary(
      try db.query("SELECT doc, term FROM folding_terms", []) {
        (UInt32($0.int(0)), $0.text(1).unicodeScalars.first?.value ?? 0)
      }, uniquingKeysWith: { first, _ in first })
    let differing = codes.filter { folded[$0] != GramTokenizer.fold($0) }
    #expect(differing.isEmpty, "\(differing.prefix(20).map { String($0, radix: 16) })")
  }

  /// A journal written before migration 8 gets the indexes filled for what it holds.
  @Test func migrationIndexesExistingRows() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-grams-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/journal.sqlite"
    do {
      let database = try Database(path: path)
      for migration in Schema.migrations where migration.version <= 5 {
        try migration.apply(database)
      }
      try database.execute(
        """
        INSERT INTO entries(day, title, body, created_at, updated_at)
          VALUES ('2026-01-02', '', '오늘 산책을 했다', 0, 0);
        INSERT INTO todos(title, note, created_at) VALUES ('우유 사기', '', 0);
        INSERT INTO plants(name, interval_days, created_at) VALUES ('Monstera', 7, 0);
        INSERT INTO care_events(plant_id, kind, at, day, note)
          VALUES (1, 'note', 0, '2026-01-02', '새 잎');
        PRAGMA user_version = 5;
        """)
      database.close()
    }
    let journal = try Journal(path: path)
    expectEqual(journal.schemaVersion, Schema.currentVersion)
    let indexed = "SELECT count(*) FROM entries_grams WHERE entries_grams MATCH '산'"
    try expectEqual(journal.db.scalar(indexed), 1)
    try expectEqual(journal.search(SearchQuery(words: ["산"])).map(\.kind), [.entry])
    try expectEqual(journal.search(SearchQuery(words: ["우"])).map(\.kind), [.todo])
    try expectEqual(journal.search(SearchQuery(words: ["잎"])).map(\.kind), [.care])
  }

  /// Snippets read only around the match, on character boundaries, folded like the index.
  @Test func snippetsMarkTheFirstMatchOnCharacterBoundaries() {
    let (start, end) = (SearchHit.markStart, SearchHit.markEnd)
    expectEqual(
      Journal.snippet(of: "오늘\n산책을 했다", around: ["산책"]), "오늘 \(start)산책\(end)을 했다")
    expectEqual(
      Journal.snippet(of: "Walk in the PARK", around: ["zz", "park"]),
      "Walk in the \(start)PARK\(end)")
    let long = String(repeating: "가", count: 30) + "물" + String(repeating: "나", count: 70)
    expectEqual(
      Journal.snippet(of: long, around: ["물"]),
      "…" + String(repeating: "가", count: 24) + start + "물" + end
        + String(repeating: "나", count: 60) + "…")
    // "e" inside a decomposed "é" is not a character of its own; the plain "e" after it is.
    expectEqual(
      Journal.snippet(of: "cafe\u{301} e", around: ["e"]), "cafe\u{301} \(start)e\(end)")
    expectEqual(Journal.snippet(of: "no match\there", around: ["zq"]), "no match\there")
    // Caseless terms are matched byte for byte, still only on character boundaries.
    expectEqual(Journal.snippet(of: "가\u{302} 가", around: ["가"]), "가\u{302} \(start)가\(end)")
  }
}
