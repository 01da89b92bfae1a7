/// A search as typed, taken apart: free words plus filters.
///
/// `#plants from:2026-06-01 물` means entries (and todos) tagged #plants, on or after
/// 1 June 2026, containing 물. Filters:
///
/// - `#tag` (also `tag:name`): entries and todos with the tag
/// - `mood:good`: entries with that mood
/// - `from:DAY`, `to:DAY`: DAY is `YYYY-MM-DD`, `YYYY-MM` or `YYYY` (the first day of it for
///   `from`, the last for `to`)
/// - `plant:name`: care records of plants whose name contains `name`
/// - `starred:`: starred entries (or with a starred `§` section)
/// - `"two words"`: a phrase, matched as one piece of text
///
/// Everything else is a word; every word must match. Parsing never fails: a filter with a
/// value it cannot read is kept as a problem (shown to the user) and otherwise ignored.
public struct SearchQuery: Equatable, Sendable {
  /// Words and phrases that must all appear (case-insensitive, any script).
  public var words: [String] = []
  /// Tags, lower-cased, without `#`.
  public var tags: [String] = []
  public var mood: Mood?
  public var from: Day?
  public var to: Day?
  /// Parts of plant names (`plant:`).
  public var plants: [String] = []
  /// Only starred entries (`starred:`).
  public var starred = false
  /// Filters that could not be read, as typed (`from:2026-13-01`, `mood:sleepy`).
  public var problems: [String] = []

  public init(
    words: [String] = [], tags: [String] = [], mood: Mood? = nil, from: Day? = nil,
    to: Day? = nil, plants: [String] = [], problems: [String] = []
  ) {
    self.words = words
    self.tags = tags
    self.mood = mood
    self.from = from
    self.to = to
    self.plants = plants
    self.problems = problems
  }

  /// True when nothing would narrow the search: no words and no filters.
  public var isEmpty: Bool {
    words.isEmpty && tags.isEmpty && mood == nil && from == nil && to == nil && plants.isEmpty
      && !starred
  }

  /// Whether entries can match (they cannot when only plants are asked for).
  public var includesEntries: Bool { plants.isEmpty }
  /// Whether results of `kind` can match.
  public func includes(_ kind: SearchResult.Kind) -> Bool {
    switch kind {
    case .entry: includesEntries
    case .todo: includesTodos
    case .care: includesCare
    }
  }
  /// Whether todos can match: todos have no mood and belong to no plant.
  public var includesTodos: Bool { mood == nil && plants.isEmpty && !starred }
  /// Whether care records can match: they have no tags, no mood and no star.
  public var includesCare: Bool { tags.isEmpty && mood == nil && !starred }

  /// Reads a query as typed.
  public static func parse(_ text: String) -> SearchQuery {
    var query = SearchQuery()
    for token in tokens(of: text) {
      if token.quoted {
        query.words.append(token.text)
        continue
      }
      let word = token.text
      if word.hasPrefix("#") {
        let tag = String(word.dropFirst()).lowercased()
        if tag.isEmpty { continue }
        query.tags.append(tag)
        continue
      }
      guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else {
        query.words.append(word)
        continue
      }
      let name = word[..<colon].lowercased()
      let value = String(word[word.index(after: colon)...])
      switch name {
      case "tag":
        let tag = value.lowercased().trimmingPrefix("#")
        if tag.isEmpty { query.problems.append(word) } else { query.tags.append(tag) }
      case "mood":
        if let mood = Mood(rawValue: value.lowercased()) {
          query.mood = mood
        } else {
          query.problems.append(word)
        }
      case "from":
        if let day = firstDay(of: value) { query.from = day } else { query.problems.append(word) }
      case "to":
        if let day = lastDay(of: value) { query.to = day } else { query.problems.append(word) }
      case "starred":
        if ["", "yes", "true"].contains(value.lowercased()) {
          query.starred = true
        } else {
          query.problems.append(word)
        }
      case "plant":
        if value.isEmpty { query.problems.append(word) } else { query.plants.append(value) }
      default:
        // `12:30` or `note:` in running text: a word like any other.
        query.words.append(word)
      }
    }
    return query
  }

  /// Words split at spaces; `"…"` keeps its spaces and `plant:"snake plant"` its value.
  static func tokens(of text: String) -> [(text: String, quoted: Bool)] {
    var result: [(String, Bool)] = []
    var current = ""
    var inQuotes = false
    var quotedWhole = false
    func flush() {
      if !current.isEmpty { result.append((current, quotedWhole)) }
      current = ""
      quotedWhole = false
    }
    for character in text {
      if character == "\"" {
        if inQuotes {
          inQuotes = false
        } else {
          inQuotes = true
          if current.isEmpty { quotedWhole = true }
        }
      } else if character.isWhitespace && !inQuotes {
        flush()
      } else {
        current.append(character)
      }
    }
    flush()
    return result
  }

  /// `2026-06-01`, `2026-06` (its first day) or `2026` (1 January).
  static func firstDay(of text: String) -> Day? {
    if let day = Day(iso: text) { return day }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts[0].count == 4, let year = Int(parts[0]) else { return nil }
    if parts.count == 1 { return Day(year: year, month: 1, day: 1) }
    guard parts[1].count == 2, let month = Int(parts[1]) else { return nil }
    return Day(year: year, month: month, day: 1)
  }

  /// Like `firstDay(of:)`, but the last day of a month or year.
  static func lastDay(of text: String) -> Day? {
    if let day = Day(iso: text) { return day }
    guard let first = firstDay(of: text) else { return nil }
    return text.count == 4 ? Day(year: first.year, month: 12, day: 31) : first.lastOfMonth
  }

  /// The terms to highlight in a snippet: words, then `#tags`.
  public var highlightTerms: [String] { words + tags.map { "#" + $0 } }
}
