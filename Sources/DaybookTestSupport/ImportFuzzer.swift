@_spi(TestSupport) import DaybookCore

/// Feeds mutated JSON exports and jrnl files to the importers and checks that every failed
/// import left the journal exactly as it was (all or nothing) and that the journal stays
/// healthy. Used by the tests (a few hundred inputs) and by `daybook-bench --fuzz N`.
public struct ImportFuzzer {
  /// What a run found. `partial` and `unexpectedErrors` must be zero.
  public struct Figures: Equatable, Sendable {
    public var inputs = 0
    public var accepted = 0
    public var rejected = 0
    /// Failed imports after which some table's row count had changed.
    public var partial = 0
    /// Errors that were not a `JournalError` with a message for the user.
    public var unexpectedErrors = 0
    /// `PRAGMA integrity_check` results other than "ok".
    public var integrityProblems = 0
    /// A few failures to show, if any.
    public var examples: [String] = []

    public init() {}
  }

  public enum Format: Sendable { case json, jrnl }

  private var random: SplitMix64
  private let journal: Journal
  private let now: Timestamp
  private var seeds: [(Format, [UInt8])] = []

  /// A fuzzer over its own in-memory journal, holding a few entries, plants, todos and
  /// intake records, with that journal's own exports as the inputs to mutate.
  public init(seed: UInt64, now: Timestamp) throws {
    random = SplitMix64(seed: seed)
    self.now = now
    journal = try Journal.inMemory()
    let today = LocalTime.day(of: now)
    for (offset, text) in ImportFuzzer.sampleTexts.enumerated() {
      let day = today.adding(days: -offset * 3)
      try journal.saveEntry(
        Entry(
          day: day, title: text.0, body: text.1, mood: offset == 1 ? .good : nil,
          weather: offset == 2 ? .rain : nil),
        at: LocalTime.timestamp(of: day, hour: 9 + offset))
    }
    let plant = try journal.addPlant(
      Plant(name: "몬스테라", location: "거실", intervalDays: 7), at: now - 86_400 * 30)
    _ = try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: now - 86_400 * 3))
    _ = try journal.addPlant(Plant(name: "Pothos", intervalDays: 10), at: now - 86_400 * 20)
    _ = try journal.addTodo(
      Todo(title: "Call mom, buy milk", tags: ["home"], due: today, important: true), at: now)
    _ = try journal.addTodo(Todo(title: "プランを書く", doneAt: now), at: now - 3600)
    _ = try journal.addIntake(Intake(kind: .caffeine, amount: 1, unit: .shot, at: now - 7200))
    try journal.setSetting("language", "ko")
    // Every kind of record a JSON export holds: a revision (a second save of the first
    // entry), a project with notes and a todo in it, and an attachment's row.
    try journal.saveEntry(
      Entry(day: today, title: ImportFuzzer.sampleTexts[0].0, body: "고쳐 쓴 글 #산책"),
      at: now - 60, foldingRevisions: false)
    let project = try journal.addProject(
      Project(title: "정원 가꾸기", notes: "- [ ] 흙 사기"), at: now - 86_400)
    let todo = try journal.addTodo(Todo(title: "흙 사기", tags: ["garden"]), at: now - 600)
    try journal.setTodoProject(todoID: todo.id, projectID: project.id)
    var document = try journal.exportDocument()
    if !document.entries.isEmpty {
      document.entries[0].attachments = [
        try JSONCodec.decode(
          ExportDocument.ExportedAttachment.self,
          from: """
            {"id": "0192f3a0-7b1c-7def-8abc-0123456789ab", "changedAt": \(now * 1000),
             "fileName": "\(now)-1a2b3c4d.jpg", "originalName": "사진.jpg", "addedAt": \(now - 30)}
            """)
      ]
    }
    seeds = [
      (.json, Array((try JSONCodec.encode(document) + "\n").utf8)),
      (.jrnl, Array(try journal.exportJrnl().utf8)),
      (.jrnl, Array(ImportFuzzer.jrnlSample.utf8)),
    ]
  }

  /// Runs `count` mutated JSON exports only.
  public mutating func runJSON(count: Int) throws -> Figures {
    try run(count: count, formats: [.json])
  }

  static let sampleTexts: [(String, String)] = [
    ("비 오는 날 산책", "우산을 쓰고 걸었다. #산책\n두 번째 줄"),
    ("Quiet morning", "Coffee and a book. #reading @home"),
    ("今日は晴れ", "公園でお弁当を食べた。"),
    ("", "only a body, no title [x] done"),
  ]

  static let jrnlSample = """
    [2025-03-01 09:15] Planted basil. It was sunny. @garden
    Watered the seedlings.

    [2025-03-01 18:00] Evening walk.

    [2025-03-02 07:30] * Starred entry with @tag and an email a@b.c
    Second line.

    """

  /// Runs `count` mutated inputs, alternating formats.
  public mutating func run(count: Int) throws -> Figures {
    try run(count: count, formats: [.json, .jrnl])
  }

  private mutating func run(count: Int, formats: Set<Format>) throws -> Figures {
    let inputs = seeds.filter { formats.contains($0.0) }
    var figures = Figures()
    for index in 0..<count {
      let (format, seedBytes) = inputs[index % inputs.count]
      var bytes = seedBytes
      let mutations = Int.random(in: 1...3, using: &random)
      for _ in 0..<mutations { mutate(&bytes, format: format) }
      try feed(bytes, format: format, into: &figures)
      if index % 50 == 49 || index == count - 1 {
        let result = try journal.integrityCheck()
        if result != ["ok"] {
          figures.integrityProblems += 1
          note("integrity after input \(index): \(result.prefix(2))", in: &figures)
        }
      }
    }
    return figures
  }

  private func feed(_ bytes: [UInt8], format: Format, into figures: inout Figures) throws {
    figures.inputs += 1
    // Files are read the way `daybook import` reads them: invalid UTF-8 becomes U+FFFD.
    let text = String(decoding: bytes, as: UTF8.self)
    let before = try digest()
    do {
      switch format {
      case .json: try journal.importJSON(text)
      case .jrnl: try journal.importJrnl(text, at: now)
      }
      figures.accepted += 1
    } catch let error as JournalError {
      figures.rejected += 1
      if error.message.isEmpty {
        figures.unexpectedErrors += 1
        note("empty message for \(format) input", in: &figures)
      }
      let after = try digest()
      if after != before {
        figures.partial += 1
        note("\(format): failed (\(error.message.prefix(80))) but rows changed", in: &figures)
      }
    } catch {
      figures.unexpectedErrors += 1
      note("\(format): \(type(of: error)) \(String(describing: error).prefix(80))", in: &figures)
      if try digest() != before { figures.partial += 1 }
    }
  }

  /// Every row of every table (the search index's too), to tell that a refused import
  /// changed nothing at all, not only no row count.
  func digest() throws -> [String] {
    try journal.tableDigest()
  }

  private func note(_ text: String, in figures: inout Figures) {
    if figures.examples.count < 5 { figures.examples.append(text) }
  }

  static let tables = [
    "entries", "entry_revisions", "entry_tags", "attachments", "plants", "care_events",
    "todos", "intakes", "settings",
  ]

  func rowCounts() throws -> [Int64] {
    try journal.rowCounts(of: ImportFuzzer.tables)
  }

  // MARK: Mutations

  private mutating func mutate(_ bytes: inout [UInt8], format: Format) {
    let choice = Int.random(in: 0..<(format == .json ? 15 : 8), using: &random)
    switch choice {
    case 0: flipByte(&bytes)
    case 1: truncate(&bytes)
    case 2: deleteRange(&bytes)
    case 3: duplicateRange(&bytes)
    case 4: insert(&bytes, ImportFuzzer.invalidUTF8.randomElement(using: &random) ?? [0xFF])
    case 5:
      insert(&bytes, Array((ImportFuzzer.hostileText.randomElement(using: &random) ?? "").utf8))
    case 6: replaceDate(&bytes)
    case 7:
      if format == .jrnl {
        let header = ImportFuzzer.jrnlHeaders.randomElement(using: &random) ?? ""
        insert(&bytes, Array(header.utf8))
      } else {
        replaceNumber(&bytes)
      }
    case 8: replaceNumber(&bytes)
    case 9: replaceStringValue(&bytes)
    case 10: duplicateKey(&bytes)
    case 11: swapID(&bytes)
    case 12: nest(&bytes)
    case 13: giantString(&bytes)
    default: replaceStringValue(&bytes)
    }
  }

  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80, 0x80],
    [0xE2, 0x82],
  ]

  static let hostileText = [
    "\u{1B}[2J", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{07}", "\u{9B}31m", "\u{85}", "\0", "\r",
    "\\u0000", "\"", "\\", "{", "}", "[", "]", ",", ":", "\n\n\n", "🪴", "é",
  ]

  static let jrnlHeaders = [
    "\n[2026-02-30 10:00] bad day\n", "\n[2026-01-01 25:61] bad time\n", "\n[\n",
    "\n[2026-01-01]\n", "\n[9999-12-31 23:59] far future\n", "\n[0000-00-00 00:00] zero\n",
    "\n[2026-01-01 10:00 extra] x\n",
  ]

  static let numbers = [
    "99999999999999999999999999", "1e308", "-1e308", "-1", "0", "1.5", "NaN", "-0",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "366", "1e-400",
  ]

  static let wrongValues = [
    "123", "null", "[]", "{}", "true", "\"\"", "\"x\"", "-7", "1e400", "NaN", "\"NaN\"",
    "Infinity", "-Infinity", "\"-Infinity\"", "1e308", "-0.0", "9223372036854775808",
  ]

  static let dates = [
    "2026-02-30", "0000-00-00", "2026-13-01", "9999-12-32", "2026-1-1", "20260101", "2026-02-29",
    "1969-12-31", "２０２６-01-01",
  ]

  private mutating func position(in bytes: [UInt8]) -> Int {
    bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
  }

  private mutating func flipByte(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes[position(in: bytes)] = UInt8.random(in: 0...255, using: &random)
  }

  private mutating func truncate(_ bytes: inout [UInt8]) {
    bytes = Array(bytes.prefix(position(in: bytes)))
  }

  private mutating func deleteRange(_ bytes: inout [UInt8]) {
    let start = position(in: bytes)
    let length = Int.random(in: 1...64, using: &random)
    bytes.removeSubrange(start..<min(bytes.count, start + length))
  }

  private mutating func duplicateRange(_ bytes: inout [UInt8]) {
    let start = position(in: bytes)
    let end = min(bytes.count, start + Int.random(in: 1...200, using: &random))
    bytes.insert(contentsOf: bytes[start..<end], at: position(in: bytes))
  }

  private mutating func insert(_ bytes: inout [UInt8], _ piece: [UInt8]) {
    bytes.insert(contentsOf: piece, at: position(in: bytes))
  }

  /// Ranges of runs matching a byte predicate, e.g. every number or every quoted string.
  private func runs(in bytes: [UInt8], where matches: (UInt8) -> Bool) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start: Int?
    for (index, byte) in bytes.enumerated() {
      if matches(byte) {
        if start == nil { start = index }
      } else if let first = start {
        result.append(first..<index)
        start = nil
      }
    }
    if let first = start { result.append(first..<bytes.count) }
    return result
  }

  private mutating func replaceNumber(_ bytes: inout [UInt8]) {
    let numbers = runs(in: bytes) { $0 >= 48 && $0 <= 57 }
    guard let range = numbers.randomElement(using: &random),
      let replacement = ImportFuzzer.numbers.randomElement(using: &random)
    else { return }
    bytes.replaceSubrange(range, with: Array(replacement.utf8))
  }

  private mutating func replaceDate(_ bytes: inout [UInt8]) {
    let isDate: (ArraySlice<UInt8>) -> Bool = { slice in
      slice.count == 10
        && slice.enumerated().allSatisfy { offset, byte in
          offset == 4 || offset == 7 ? byte == 45 : (byte >= 48 && byte <= 57)
        }
    }
    var starts: [Int] = []
    if bytes.count >= 10 {
      for start in 0...(bytes.count - 10) where isDate(bytes[start..<start + 10]) {
        starts.append(start)
      }
    }
    guard let start = starts.randomElement(using: &random),
      let replacement = ImportFuzzer.dates.randomElement(using: &random)
    else { return }
    bytes.replaceSubrange(start..<start + 10, with: Array(replacement.utf8))
  }

  /// Replaces one JSON value after a `": "` with a value of another type.
  private mutating func replaceStringValue(_ bytes: inout [UInt8]) {
    var colons: [Int] = []
    for index in bytes.indices.dropLast() where bytes[index] == 58 && bytes[index + 1] == 32 {
      colons.append(index + 2)
    }
    guard let start = colons.randomElement(using: &random),
      let replacement = ImportFuzzer.wrongValues.randomElement(using: &random)
    else { return }
    var end = start
    if end < bytes.count, bytes[end] == 34 {
      end += 1
      while end < bytes.count, bytes[end] != 34 || bytes[end - 1] == 92 { end += 1 }
      end = min(bytes.count, end + 1)
    } else {
      while end < bytes.count, ![44, 10, 125, 93].contains(bytes[end]) { end += 1 }
    }
    guard end > start else { return }
    bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
  }

  /// The offsets of every id in the text (a lower-case UUID in quotes).
  private func idRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    while start + 38 <= bytes.count {
      if bytes[start] == 34, bytes[start + 37] == 34,
        RecordKind.isValidID(String(decoding: bytes[(start + 1)..<(start + 37)], as: UTF8.self))
      {
        ranges.append((start + 1)..<(start + 37))
        start += 38
      } else {
        start += 1
      }
    }
    return ranges
  }

  /// Gives one record the id of another (of the same kind or another kind), or an id of this
  /// journal's records that the document does not hold.
  private mutating func swapID(_ bytes: inout [UInt8]) {
    let ranges = idRanges(in: bytes)
    guard let target = ranges.randomElement(using: &random),
      let source = ranges.randomElement(using: &random)
    else { return }
    bytes.replaceSubrange(target, with: Array(bytes[source]))
  }

  /// Nests arrays deeper than anything may go, balanced or never closed, where a value was.
  private mutating func nest(_ bytes: inout [UInt8]) {
    let depth = [600, 100_000].randomElement(using: &random) ?? 600
    let closed = Bool.random(using: &random)
    let value =
      Array(repeating: UInt8(ascii: "["), count: depth)
      + (closed ? Array(repeating: UInt8(ascii: "]"), count: depth) : [])
    replaceValue(&bytes, with: value)
  }

  /// Puts a string just over one text's limit where a value was (a long one most times,
  /// a giant one now and then: each costs its size to build).
  private mutating func giantString(_ bytes: inout [UInt8]) {
    let giant = Int.random(in: 0..<8, using: &random) == 0
    let size = giant ? ImportLimits.textBytes + 1 : 64 << 10
    let letter = UInt8.random(in: UInt8(ascii: "a")...UInt8(ascii: "z"), using: &random)
    replaceValue(&bytes, with: [34] + Array(repeating: letter, count: size) + [34])
  }

  /// Replaces one JSON value after a `": "` with `value`.
  private mutating func replaceValue(_ bytes: inout [UInt8], with value: [UInt8]) {
    var colons: [Int] = []
    for index in bytes.indices.dropLast() where bytes[index] == 58 && bytes[index + 1] == 32 {
      colons.append(index + 2)
    }
    guard let start = colons.randomElement(using: &random) else { return }
    var end = start
    if end < bytes.count, bytes[end] == 34 {
      end += 1
      while end < bytes.count, bytes[end] != 34 || bytes[end - 1] == 92 { end += 1 }
      end = min(bytes.count, end + 1)
    } else {
      while end < bytes.count, ![44, 10, 125, 93].contains(bytes[end]) { end += 1 }
    }
    bytes.replaceSubrange(start..<end, with: value)
  }

  /// Repeats a key inside its object with another value: `"title" : 1, "title" : "…"`.
  private mutating func duplicateKey(_ bytes: inout [UInt8]) {
    var keys: [Int] = []
    for index in bytes.indices.dropLast(3)
    where bytes[index] == 10 && bytes[index + 1] == 32 {
      var cursor = index + 1
      while cursor < bytes.count, bytes[cursor] == 32 { cursor += 1 }
      if cursor < bytes.count, bytes[cursor] == 34 { keys.append(cursor) }
    }
    guard let start = keys.randomElement(using: &random) else { return }
    var end = start + 1
    while end < bytes.count, bytes[end] != 34 { end += 1 }
    guard end < bytes.count else { return }
    let key = Array(bytes[start...end])
    let value = ImportFuzzer.wrongValues.randomElement(using: &random) ?? "1"
    bytes.insert(contentsOf: key + Array(" : \(value),\n".utf8), at: start)
  }
}
