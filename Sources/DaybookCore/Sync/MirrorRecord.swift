/// One record as a plain-text file of the sync mirror: a few `key: value` lines between `---`
/// lines (front matter), then the record's free text (an entry's title and body, a todo's or
/// plant's notes, a care or intake note, a notification's message).
///
/// ```
/// ---
/// uid: 0193a…
/// day: 2026-12-01
/// mood: good
/// changed: 1764547200123
/// ---
/// A walk by the river
/// 오늘은 강가를 걸었다.
/// ```
///
/// Values are one line: `\`, line feed and carriage return are written `\\`, `\n`, `\r`.
/// Absent optional values are left out. The text ends with one line feed added on writing and
/// removed on reading, so any text (with or without its own last line feed) survives.
public struct MirrorRecord: Equatable, Sendable {
  public var kind: SyncKind
  public var fields: [String: String]
  public var text: String

  public init(kind: SyncKind, fields: [String: String], text: String = "") {
    self.kind = kind
    self.fields = fields
    self.text = text
  }

  public subscript(key: String) -> String? {
    get { fields[key] }
    set { fields[key] = newValue }
  }

  /// Fields a newer Daybook wrote that this one does not know: kept, written back unchanged.
  public var unknownFields: [String: String] {
    let known = Set(kind.fieldOrder)
    return fields.filter { !known.contains($0.key) }
  }

  /// When the record last changed (Unix milliseconds), 0 when unknown.
  var changed: Int64 { fields["changed"].flatMap { Int64($0) } ?? 0 }

  /// The file's bytes: known fields in their order, then fields this version does not know
  /// (written by a newer Daybook, kept as they came) by name.
  public var fileText: String {
    var result = "---\n"
    var written = 0
    for key in kind.fieldOrder {
      guard let value = fields[key] else { continue }
      result += key + ": " + Self.escaped(value) + "\n"
      written += 1
    }
    if written < fields.count {
      for (key, value) in unknownFields.sorted(by: { $0.key < $1.key }) {
        result += key + ": " + Self.escaped(value) + "\n"
      }
    }
    result += "---\n"
    if !text.isEmpty { result += text + "\n" }
    return result
  }

  /// Reads a mirror file; nil with a reason when it is not one Daybook can take.
  public static func parse(_ content: String, kind: SyncKind) -> Result<
    MirrorRecord, MirrorFormatError
  > {
    guard content.hasPrefix("---\n") else { return .failure(.noFrontMatter) }
    var header: [Substring] = []
    var rest = content.dropFirst(4)
    var closed = false
    while !rest.isEmpty {
      guard let newline = rest.firstIndex(of: "\n") else { break }
      let line = rest[..<newline]
      rest = rest[rest.index(after: newline)...]
      if line == "---" {
        closed = true
        break
      }
      header.append(line)
    }
    guard closed else { return .failure(.noFrontMatter) }
    var body = String(rest)
    if !body.isEmpty {
      guard body.hasSuffix("\n") else { return .failure(.noFinalNewline) }
      body.removeLast()
    }
    var fields: [String: String] = [:]
    for line in header where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":"), line[colon...].hasPrefix(": ") else {
        return .failure(.badLine(String(line.prefix(40))))
      }
      let key = String(line[..<colon])
      // A field this version does not know (a newer Daybook's) is kept, not refused.
      guard kind.fieldOrder.contains(key) || MirrorRecord.isFieldName(key) else {
        return .failure(.unknownField(key))
      }
      guard fields[key] == nil else { return .failure(.duplicateField(key)) }
      guard let value = unescaped(line[line.index(colon, offsetBy: 2)...]) else {
        return .failure(.badValue(key))
      }
      fields[key] = value
    }
    let record = MirrorRecord(kind: kind, fields: fields, text: body)
    if let problem = record.problem { return .failure(problem) }
    return .success(record)
  }

  /// What is wrong with the record's values, if anything.
  var problem: MirrorFormatError? {
    for key in kind.requiredFields where fields[key] == nil { return .missingField(key) }
    for (key, value) in fields {
      let valid: Bool
      switch kind.fieldType(key) {
      case .text: valid = !value.contains("\u{0}")
      case .uid: valid = RecordKind.isValidID(value)
      case .day: valid = Day(iso: value) != nil
      case .integer: valid = Int64(value) != nil
      case .number: valid = Double(value).map { $0.isFinite && $0 > 0 } ?? false
      case .bool: valid = value == "true" || value == "false"
      case .choice(let options): valid = options.contains(value)
      case .fileName: valid = MirrorPath.isSafeName(value)
      case .settingKey: valid = MirrorRecord.isFieldName(value)
      case .weatherReport: valid = WeatherReport(fieldText: value, day: Day(ordinal: 0)) != nil
      }
      if !valid { return .badValue(key) }
    }
    if text.contains("\u{0}") { return .badValue("text") }
    if kind == .project, fields["title"]?.allSatisfy(\.isWhitespace) == true {
      return .badValue("title")
    }
    for group in kind.fieldGroups where group.contains(where: { fields[$0] != nil }) {
      // A plant's summer and winter intervals come together or not at all.
      if let missing = group.first(where: { fields[$0] == nil }) { return .missingField(missing) }
    }
    return limitProblem
  }

  /// A field name: a lower-case letter, then lower-case letters, digits, `-` and `_`.
  static func isFieldName(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, ("a"..."z").contains(first), key.count <= 64
    else { return false }
    return key.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
    }
  }

  static func escaped(_ value: String) -> String {
    guard value.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
      return value
    }
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func unescaped(_ value: Substring) -> String? {
    guard value.contains("\\") else { return String(value) }
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in value.unicodeScalars {
      if escaping {
        switch scalar {
        case "\\": result.append("\\")
        case "n": result.append("\n")
        case "r": result.append("\r")
        default: return nil
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    return escaping ? nil : String(result)
  }
}

/// Why a file of the mirror could not be read.
public enum MirrorFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  case noFrontMatter, noFinalNewline, notUTF8
  case badLine(String), unknownField(String), duplicateField(String), missingField(String)
  case badValue(String)
  /// A value over its length limit (`SyncLimits`), or a number outside its range.
  case tooLong(String), outOfRange(String)

  public var description: String {
    switch self {
    case .noFrontMatter: "no front matter between --- lines"
    case .noFinalNewline: "the text does not end with a line feed"
    case .notUTF8: "not UTF-8 text"
    case .badLine(let line): "not a \"key: value\" line: \(line.prefix(40))"
    case .unknownField(let key): "unknown field \"\(key)\""
    case .duplicateField(let key): "field \"\(key)\" given twice"
    case .missingField(let key): "missing field \"\(key)\""
    case .badValue(let key): "bad value of \"\(key)\""
    case .tooLong(let key): "\"\(key)\" is too long"
    case .outOfRange(let key): "\"\(key)\" is out of range"
    }
  }
}

/// The kinds of record the mirror holds.
public enum SyncKind: String, CaseIterable, Sendable, Comparable {
  case plant, plantPhoto = "plantphoto", entry, revision, care, project, todo, intake
  case attachment, notification, setting

  enum FieldType: Equatable {
    case text, uid, day, integer, number, bool, choice(Set<String>), fileName, settingKey
    /// A fetched weather report (`WeatherReport.fieldText`).
    case weatherReport
  }

  /// The order records are applied in: a care record needs its plant, an attachment its entry.
  public static func < (lhs: SyncKind, rhs: SyncKind) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  /// Whether records of this kind belong to a day's entry (its `entry` field) and go when
  /// the entry is deleted.
  var belongsToEntry: Bool { self == .revision || self == .attachment }

  var logTable: SyncLogTable {
    switch self {
    case .entry: .entry
    case .plant: .plant
    case .care: .care
    case .todo: .todo
    case .intake: .intake
    case .attachment: .attachment
    case .notification: .notification
    case .project: .project
    case .revision: .revision
    case .plantPhoto: .plantPhoto
    case .setting: .setting
    }
  }

  /// Records that name a stored file (`file`), whose bytes the mirror carries.
  var hasFile: Bool { self == .attachment || self == .plantPhoto }

  /// The field naming the record's file (its `ref`).
  var refField: String {
    switch self {
    case .entry: "day"
    case .notification, .setting: "key"
    case .plantPhoto: "plant"
    default: "uid"
    }
  }

  var fieldOrder: [String] {
    switch self {
    case .entry:
      [
        "uid", "day", "mood", "weather", "fetched-weather", "starred", "tags", "created",
        "changed",
      ]
    case .plant:
      [
        "uid", "name", "species", "location", "acquired", "interval", "summer", "winter",
        "archived", "created", "changed",
      ]
    case .care: ["uid", "plant", "kind", "at", "changed"]
    case .todo:
      ["uid", "title", "tags", "due", "important", "project", "done", "created", "changed"]
    case .intake: ["uid", "kind", "amount", "unit", "drink", "at", "changed"]
    case .attachment: ["uid", "entry", "file", "name", "added", "changed"]
    case .notification: ["uid", "key", "kind", "target", "fired", "read", "changed"]
    case .project: ["uid", "title", "status", "created", "changed"]
    case .revision: ["uid", "entry", "saved", "changed"]
    case .plantPhoto: ["plant", "file", "name", "added", "changed"]
    case .setting: ["key", "value", "changed"]
    }
  }

  var requiredFields: [String] {
    switch self {
    case .entry: ["uid", "day"]
    case .plant: ["uid", "name", "interval"]
    case .care: ["uid", "plant", "kind", "at"]
    case .todo: ["uid", "title"]
    case .intake: ["uid", "kind", "amount", "unit", "at"]
    case .attachment: ["uid", "entry", "file"]
    case .notification: ["uid", "key", "kind", "fired"]
    case .project: ["uid", "title"]
    case .revision: ["uid", "entry", "saved"]
    case .plantPhoto: ["plant", "file"]
    case .setting: ["key", "value"]
    }
  }

  /// Fields that mean something only together: present all or none, and merged as one.
  var fieldGroups: [[String]] {
    switch self {
    case .plant: [["summer", "winter"]]
    default: []
    }
  }

  func fieldType(_ key: String) -> FieldType {
    switch (self, key) {
    case (_, "uid"), (.care, "plant"), (.todo, "project"), (.plantPhoto, "plant"): .uid
    case (_, "day"), (.plant, "acquired"), (.todo, "due"), (.attachment, "entry"),
      (.revision, "entry"):
      .day
    case (_, "changed"), (_, "created"), (_, "at"), (_, "done"), (_, "added"), (_, "fired"),
      (_, "read"), (.plant, "interval"), (.plant, "summer"), (.plant, "winter"),
      (.revision, "saved"):
      .integer
    case (.intake, "amount"): .number
    case (_, "starred"), (_, "archived"), (_, "important"): .bool
    case (.entry, "mood"): .choice(Set(Mood.allCases.map(\.rawValue)))
    case (.entry, "weather"): .choice(Set(Weather.allCases.map(\.rawValue)))
    case (.entry, "fetched-weather"): .weatherReport
    case (.care, "kind"): .choice(Set(CareKind.allCases.map(\.rawValue)))
    case (.intake, "kind"): .choice(Set(IntakeKind.allCases.map(\.rawValue)))
    case (.intake, "unit"): .choice(Set(IntakeUnit.allCases.map(\.rawValue)))
    case (.attachment, "file"), (.plantPhoto, "file"): .fileName
    case (.setting, "key"): .settingKey
    case (.project, "status"): .choice(Set(ProjectStatus.allCases.map(\.rawValue)))
    default: .text
    }
  }
}

/// Where each record lives in the mirror, and what a path names.
public enum MirrorPath {
  /// `entries/2026/2026-12-01.md`, `todos/<uid>.txt`, `notifications/<key>.txt`…
  public static func path(_ kind: SyncKind, ref: String) -> String {
    switch kind {
    case .entry: "entries/\(ref.prefix(4))/\(ref).md"
    case .plant: "plants/\(ref).txt"
    case .care: "care/\(ref).txt"
    case .todo: "todos/\(ref).txt"
    case .intake: "intake/\(ref).txt"
    case .attachment: "attachments/\(ref).txt"
    case .notification: "notifications/\(fileSafe(ref)).txt"
    case .project: "projects/\(ref).txt"
    case .revision: "revisions/\(ref).txt"
    case .plantPhoto: "plant-photos/\(ref).txt"
    case .setting: "settings/\(ref).txt"
    }
  }

  /// The file telling which mirror format wrote the repository (see `MirrorFormat`).
  public static let formatFile = "daybook-mirror.txt"

  /// An attachment's bytes.
  public static func dataPath(fileName: String) -> String { "attachments/files/\(fileName)" }

  /// What a mirror path holds: a record (kind and the ref its path was made from), an
  /// attachment's bytes, or nothing Daybook knows (left alone).
  enum Content: Equatable {
    case record(SyncKind, ref: String)
    case data(fileName: String)
    case other
  }

  static func content(of path: String) -> Content {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    func stem(_ name: String, _ suffix: String) -> String? {
      name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : nil
    }
    switch parts.count {
    case 3 where parts[0] == "entries":
      guard let day = stem(parts[2], ".md"), Day(iso: day) != nil, day.hasPrefix(parts[1])
      else { return .other }
      return .record(.entry, ref: day)
    case 3 where parts[0] == "attachments" && parts[1] == "files":
      return isSafeName(parts[2]) ? .data(fileName: parts[2]) : .other
    case 2:
      let kinds: [String: SyncKind] = [
        "plants": .plant, "care": .care, "todos": .todo, "intake": .intake,
        "attachments": .attachment, "notifications": .notification, "projects": .project,
        "revisions": .revision, "plant-photos": .plantPhoto, "settings": .setting,
      ]
      guard let kind = kinds[parts[0]], let name = stem(parts[1], ".txt") else { return .other }
      if kind == .notification { return .record(kind, ref: unSafe(name)) }
      if kind == .setting {
        return MirrorRecord.isFieldName(name) ? .record(kind, ref: name) : .other
      }
      return RecordKind.isValidID(name) ? .record(kind, ref: name) : .other
    default:
      return .other
    }
  }

  /// A notification key as a file name: `:` (not allowed on every file system) becomes `~`.
  static func fileSafe(_ key: String) -> String {
    String(key.map { $0 == ":" ? "~" : ($0 == "/" ? "_" : $0) })
  }

  static func unSafe(_ name: String) -> String { String(name.map { $0 == "~" ? ":" : $0 }) }

  /// A plain file name: no folder, no leading dot, printable ASCII letters, digits, `.-_`.
  static func isSafeName(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= 200, !name.hasPrefix(".") else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "." || $0 == "-" || $0 == "_"
    }
  }
}
