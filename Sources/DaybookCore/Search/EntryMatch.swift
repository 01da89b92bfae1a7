/// Which full-text index finds the entries containing a set of words, as the start of a
/// `SELECT e.id, e.day, e.title, e.body …` over `entries e`.
///
/// Words of three or more characters (Unicode scalars, as the trigram tokenizer counts
/// them) use the trigram index `entries_fts`; words of one or two use `entries_grams`,
/// where each is a single token. Either way every word must appear in the title or the
/// body as a case-folded substring, and no entry is read that does not match.
struct EntryMatch {
  /// `FROM … WHERE …`: rows of `entries e` matching every word.
  var sql: String
  var values: [SQLBindable]
  /// The index's rowid column: ordering by it, descending, lets `LIMIT` stop early.
  var rowid: String
  /// `FROM … WHERE …` over the index alone, for counting when nothing but the words
  /// narrows: the index holds a row for each entry (the triggers keep it so), so the count
  /// needs no look-up of each entry. A common letter matches most of a century.
  var indexOnlySQL: String

  /// Nil when there are no words.
  init?(words: [String]) {
    guard !words.isEmpty else { return nil }
    let long = words.filter { $0.unicodeScalars.count >= 3 }
    let short = words.filter { $0.unicodeScalars.count < 3 }
    if !long.isEmpty {
      sql = """
        FROM entries_fts JOIN entries e ON e.id = entries_fts.rowid
        WHERE entries_fts MATCH ?
        """
      values = [EntryMatch.phrases(long)]
      rowid = "entries_fts.rowid"
      indexOnlySQL = "FROM entries_fts WHERE entries_fts MATCH ?"
      if !short.isEmpty {
        let shortFilter = " IN (SELECT rowid FROM entries_grams WHERE entries_grams MATCH ?)"
        sql += " AND e.id" + shortFilter
        indexOnlySQL += " AND rowid" + shortFilter
        values.append(EntryMatch.phrases(short))
      }
    } else {
      sql = """
        FROM entries_grams JOIN entries e ON e.id = entries_grams.rowid
        WHERE entries_grams MATCH ?
        """
      values = [EntryMatch.phrases(short)]
      rowid = "entries_grams.rowid"
      indexOnlySQL = "FROM entries_grams WHERE entries_grams MATCH ?"
    }
  }

  /// Each word as an FTS5 string, all required.
  static func phrases(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " AND ")
  }

  /// A word as an FTS5 string: in double quotes, each one inside doubled. A plain loop: the
  /// generic `replacing` costs more at its first use in a process than a command's search.
  static func quoted(_ word: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in word.unicodeScalars {
      if scalar == "\"" { result.append("\"") }
      result.append(scalar)
    }
    result.append("\"")
    return String(result)
  }
}

extension EntryMatch {
  /// True when a `daybook_grams` index alone decides whether a text holds `word`, so no
  /// LIKE need confirm it: one or two characters (its own token, exactly the substring)
  /// from scripts without case (Hangul, kana, CJK), which the tokenizer never folds and
  /// nothing folds into, as LIKE compares them. Latin words are not: the tokenizer folds
  /// `É` to `é` where LIKE folds only ASCII.
  static func indexIsExact(for word: String) -> Bool {
    let scalars = word.unicodeScalars
    return !scalars.isEmpty && scalars.count <= 2
      && scalars.allSatisfy {
        (0x3040..<0xA000).contains($0.value) || (0xAC00..<0xD800).contains($0.value)
      }
  }

  /// An FTS5 query for a `daybook_grams` index that every row containing all `words` (as
  /// case-folded substrings) matches: a short word is its own token, a longer one needs all
  /// its character pairs. Rows it finds may still lack a long word (its pairs can lie apart),
  /// so the caller confirms them.
  static func gramFilter(_ words: [String]) -> String {
    var seen = Set<String>()
    return words.flatMap { word -> [String] in
      let scalars = Array(word.unicodeScalars)
      guard scalars.count > 2 else { return [word] }
      return scalars.indices.dropLast().map {
        var pair = String.UnicodeScalarView()
        pair.append(scalars[$0])
        pair.append(scalars[$0 + 1])
        return String(pair)
      }
    }
    .filter { seen.insert($0).inserted }
    .map(quoted)
    .joined(separator: " AND ")
  }
}
