extension Journal {
  /// The FTS5 indexes that writes to entries, todos and care records feed (by trigger).
  static let fullTextIndexes = ["entries_fts", "entries_grams", "todos_grams", "care_grams"]

  /// FTS5's default `hashsize`: how many bytes of new tokens it holds in memory before it
  /// writes them out as a new segment of its index.
  static let defaultIndexBuffer = 1 << 20
  /// The buffer while many rows are written at once (an import): at most this much memory.
  static let bulkIndexBuffer = 64 << 20

  /// Runs `body`, which writes many rows inside the caller's transaction, with the full-text
  /// indexes holding their new tokens in memory up to `bulkIndexBuffer` instead of 1 MiB.
  /// With the default, a ten-year import writes dozens of small segments to each index and
  /// merges them again and again; with the larger buffer each index writes its tokens about
  /// once, at commit, and every token shared by many entries is written once per segment.
  /// The setting is stored in each index's `_config` table, so it is put back before the
  /// transaction ends (and a failed `body` rolls it back with everything else).
  func withBulkIndexing<T>(_ body: () throws -> T) throws -> T {
    try setIndexBuffer(Journal.bulkIndexBuffer)
    let result = try body()
    try setIndexBuffer(Journal.defaultIndexBuffer)
    return result
  }

  private func setIndexBuffer(_ bytes: Int) throws {
    for index in Journal.fullTextIndexes {
      try db.run("INSERT INTO \(index)(\(index), rank) VALUES ('hashsize', ?)", bytes)
    }
  }
}

extension Journal {
  /// The full-text indexes of a journal, each fed by triggers from its table.
  public static var fullTextIndexNames: [String] { fullTextIndexes }

  /// Builds one full-text index (of `fullTextIndexNames`) again from its table, in one
  /// transaction and with the bulk buffer: the work an import's triggers give it row by
  /// row, done at once. It repairs an index that drifted from its table, and
  /// `daybook-bench` times it to tell each index's share of an import.
  public func rebuildFullTextIndex(_ index: String) throws {
    guard Journal.fullTextIndexes.contains(index) else {
      throw JournalError(.invalid, "no full-text index named \(index)")
    }
    try db.transaction {
      try withBulkIndexing { try db.run("INSERT INTO \(index)(\(index)) VALUES ('rebuild')") }
    }
  }
}
