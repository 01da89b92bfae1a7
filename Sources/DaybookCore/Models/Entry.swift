/// Row identifiers are SQLite rowids.
public typealias RowID = Int64

/// How the day felt, picked in the editor.
public enum Mood: String, Sendable, Codable, CaseIterable {
  case great, good, okay, bad, awful

  public var symbol: String {
    switch self {
    case .great: "😄"
    case .good: "🙂"
    case .okay: "😐"
    case .bad: "🙁"
    case .awful: "😞"
    }
  }
}

public enum Weather: String, Sendable, Codable, CaseIterable {
  case sunny, cloudy, rain, snow, wind, fog, storm

  public var symbol: String {
    switch self {
    case .sunny: "☀"
    case .cloudy: "☁"
    case .rain: "☂"
    case .snow: "❄"
    case .wind: "≋"
    case .fog: "≡"
    case .storm: "⚡"
    }
  }
}

/// One diary entry: a day has at most one.
public struct Entry: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var day: Day
  public var title: String
  public var body: String
  public var mood: Mood?
  public var weather: Weather?
  public var createdAt: Timestamp
  public var updatedAt: Timestamp
  /// A favourite (jrnl's `*`): shown with ★, found with `starred:` and `list --starred`.
  public var starred: Bool

  public init(
    id: RowID = 0, day: Day, title: String = "", body: String = "", mood: Mood? = nil,
    weather: Weather? = nil, createdAt: Timestamp = 0, updatedAt: Timestamp = 0,
    starred: Bool = false
  ) {
    self.starred = starred
    self.id = id
    self.day = day
    self.title = title
    self.body = body
    self.mood = mood
    self.weather = weather
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  /// Tags written as `#tag` in the title or body, lower-cased, in first-seen order.
  public var tags: [String] { Tags.extract(from: title + "\n" + body) }

  private enum CodingKeys: String, CodingKey {
    case id, day, title, body, mood, weather, createdAt, updatedAt, starred
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(RowID.self, forKey: .id),
      day: try container.decode(Day.self, forKey: .day),
      title: try container.decode(String.self, forKey: .title),
      body: try container.decode(String.self, forKey: .body),
      mood: try container.decodeIfPresent(Mood.self, forKey: .mood),
      weather: try container.decodeIfPresent(Weather.self, forKey: .weather),
      createdAt: try container.decode(Timestamp.self, forKey: .createdAt),
      updatedAt: try container.decode(Timestamp.self, forKey: .updatedAt),
      starred: try container.decodeIfPresent(Bool.self, forKey: .starred) ?? false)
  }
}

/// The text of an entry as it was after one save.
public struct EntryRevision: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var entryID: RowID
  public var title: String
  public var body: String
  public var savedAt: Timestamp

  public init(id: RowID = 0, entryID: RowID, title: String, body: String, savedAt: Timestamp) {
    self.id = id
    self.entryID = entryID
    self.title = title
    self.body = body
    self.savedAt = savedAt
  }
}

/// A file copied into the journal's folder; only its stored name is in the database.
public struct Attachment: Equatable, Sendable, Codable, Identifiable {
  public var id: RowID
  public var entryID: RowID
  public var fileName: String
  public var originalName: String
  public var addedAt: Timestamp

  public init(
    id: RowID = 0, entryID: RowID, fileName: String, originalName: String, addedAt: Timestamp
  ) {
    self.id = id
    self.entryID = entryID
    self.fileName = fileName
    self.originalName = originalName
    self.addedAt = addedAt
  }
}

public enum Tags {
  /// `#word` runs not preceded by a word character. A tag holds what jrnl allows in one
  /// (letters and digits of any script, `_ - + * # /`, so `#c++`, `#c#`, `#os/2`) and at
  /// least one letter, digit or `_` (so `## H2` is a heading, not a tag).
  public static func extract(from text: String) -> [String] {
    // Only the neighbourhood of each `#` byte is read as Characters: a 40 MB import spends
    // seconds walking every grapheme of text that has a tag or two.
    let utf8 = text.utf8
    var seen = Set<String>()
    var result: [String] = []
    var searchFrom = utf8.startIndex
    var consumedTo = text.startIndex
    while let hash = utf8[searchFrom...].firstIndex(of: UInt8(ascii: "#")) {
      searchFrom = utf8.index(after: hash)
      // Inside the tag just read, or part of a larger grapheme (`#️⃣`): not a sigil.
      guard hash >= consumedTo, text[hash] == "#" else { continue }
      if hash > text.startIndex, let previous = text[..<hash].last, isWordCharacter(previous) {
        continue
      }
      var tag = ""
      var end = text.index(after: hash)
      while end < text.endIndex, isTagCharacter(text[end]) {
        tag += text[end].lowercased()
        end = text.index(after: end)
      }
      consumedTo = end
      if tag.contains(where: isWordCharacter), seen.insert(tag).inserted { result.append(tag) }
    }
    return result
  }

  /// Python's `\w`: letters and digits of any script and `_`.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// jrnl's tag characters, `[-+*#/\w]`.
  static func isTagCharacter(_ character: Character) -> Bool {
    isWordCharacter(character) || "-+*#/".contains(character)
  }
}
