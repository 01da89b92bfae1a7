/// Reads a jrnl journal file the way jrnl 4.x reads it (`Journal._parse`, `Entry._parse_text`):
///
/// - An entry starts at a line `[STAMP] ` (a space after the bracket) whose stamp parses with
///   the journal's `timeformat`; the format is given or found from the first stamp, and a stamp
///   in another known format is read too. Others are read as jrnl's fuzzy fallback reads them
///   (`JrnlFuzzyDate`: `[2019-07 14:23]` is 1 July), or refused where it would guess.
/// - A first line ending in `*` marks a starred entry (the `*` and spaces around are dropped).
/// - The title is the first line, or the first sentence when the entry is a single line; the
///   body is the rest, stripped of surrounding white space.
/// - Tags are `@` or `#` after white space (or at the start) followed by `[-+*#/\w]+`; `@tag`
///   becomes Daybook's `#tag`, and `@` that is no tag (`Meet @ 5pm`, `(@handle)`) stays.
/// - A jrnl 1.x journal (`2013-06-10 15:40 Title`, no brackets) is read as jrnl 4.6's upgrade
///   reads it (`LegacyJournal`).
/// - A body line indented by Daybook's export so it would not read as a header
///   (` [2020-01-01 10:00] …`) loses that one space again.
///
/// CRLF and lone CR line ends read as LF (Python's universal newlines); a byte-order mark is
/// skipped.
public enum JrnlFormat {
  public struct ParsedEntry: Equatable, Sendable {
    public var day: Day
    public var hour: Int
    public var minute: Int
    public var second: Int
    public var title: String
    public var body: String
    public var starred: Bool

    public init(
      day: Day, hour: Int, minute: Int, second: Int = 0, title: String, body: String,
      starred: Bool = false
    ) {
      self.day = day
      self.hour = hour
      self.minute = minute
      self.second = second
      self.title = title
      self.body = body
      self.starred = starred
    }

    /// The same entry of the same day: the same text, or the same time and title (an entry
    /// exported by an older Daybook at midnight, or re-wrapped since).
    func isSameEntry(as other: ParsedEntry) -> Bool {
      guard day == other.day, title == other.title else { return false }
      return body == other.body || (hour == other.hour && minute == other.minute)
    }
  }

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
      /// A header whose stamp is a date this reader will not guess (`[04/03/2026]`) or no
      /// real one (`[2025-02-30 10:00]`).
      case invalidDate(String)
      /// Text before the first entry; the pattern the entry was expected in.
      case expectedEntry(String)
      case noEntries
    }

    public var line: Int
    public var kind: Kind

    /// In English; `journalError` words it in the user's language.
    public var description: String { journalError.message }

    /// The error the import reports (a line of the string tables).
    public var journalError: JournalError {
      switch kind {
      case .invalidDate(let blob):
        JournalError(.invalid, .notJrnlInvalidDate, String(line), blob)
      case .expectedEntry(let pattern):
        JournalError(.invalid, .notJrnlExpectedEntry, String(line), pattern)
      case .noEntries:
        JournalError(.invalid, .notJrnlNoEntries)
      }
    }
  }

  public static func parse(_ text: String, timeFormat given: JrnlTimeFormat? = nil) throws
    -> [ParsedEntry]
  {
    let bytes = normalizedBytes(text)
    if let legacy = legacyStamp(bytes, given: given) {
      return try parseLegacy(bytes, format: legacy.format, width: legacy.width)
    }
    var format = given
    var entries: [ParsedEntry] = []
    var pending: (stamp: JrnlTimeFormat.Stamp, textStart: Int, line: Int)?
    var lineNumber = 0
    var lineStart = 0
    func finish(at end: Int) throws {
      guard let open = pending else { return }
      // Refused before any text is built from it (see `ImportLimits`).
      if end - open.textStart > ImportLimits.textBytes {
        throw JournalError(
          .invalid, .importTextTooLong, "line \(open.line) (\(open.stamp.day.iso))",
          Journal.sizeText(Int64(ImportLimits.textBytes)))
      }
      let text = String(decoding: bytes[open.textStart..<max(open.textStart, end)], as: UTF8.self)
      entries.append(entry(open.stamp, text: text))
      pending = nil
    }
    while lineStart < bytes.count || (lineStart == bytes.count && lineNumber == 0) {
      lineNumber += 1
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      if lineStart < lineEnd, bytes[lineStart] == UInt8(ascii: "["),
        let (stamp, textStart) = try header(bytes, lineStart, lineEnd, &format, lineNumber)
      {
        // The previous entry ends before the line break that precedes this header.
        try finish(at: lineStart - 1)
        pending = (stamp, textStart, lineNumber)
      } else if pending == nil && entries.isEmpty
        && !bytes[lineStart..<lineEnd].allSatisfy(isASCIISpace)
      {
        throw ParseError(
          line: lineNumber, kind: .expectedEntry((given ?? .jrnlDefault).pattern))
      }
      lineStart = lineEnd + 1
    }
    try finish(at: bytes.count)
    if entries.isEmpty {
      throw ParseError(line: 1, kind: .noEntries)
    }
    return entries
  }

  /// The format and width of a jrnl 1.x stamp (`2013-06-10 15:40 Title`, no brackets) at the
  /// start of the first line that holds anything; nil when that line is no such entry.
  private static func legacyStamp(_ bytes: [UInt8], given: JrnlTimeFormat?)
    -> (format: JrnlTimeFormat, width: Int)?
  {
    guard let start = bytes.firstIndex(where: { !isASCIISpace($0) && $0 != 0x0A }),
      start == 0 || bytes[start - 1] == 0x0A, bytes[start] != UInt8(ascii: "[")
    else { return nil }
    let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    let line = String(decoding: bytes[start..<end], as: UTF8.self)
    for format in given.map({ [$0] }) ?? JrnlTimeFormat.candidates {
      // jrnl cuts the stamp as long as the format writes one (for today; a fixed day here).
      let width = format.format(Day(ordinal: 0), hour: 0, minute: 0, second: 0).utf8.count
      if line.utf8.count >= width, let stamp = format.parse(line.utf8.prefix(width)),
        stamp.day.year >= 1000
      {
        return (format, width)
      }
    }
    return nil
  }

  /// jrnl 1.x's format as jrnl 4.6 reads it while upgrading (`LegacyJournal._parse`): a line
  /// that starts with a stamp starts an entry (a `*` at its end stars it); any other line,
  /// without its trailing white space, is body text. jrnl escapes a body line like
  /// `[2019-08-03 12:55] …` with a space that Daybook's own escape would take off again: it
  /// stays as it is.
  private static func parseLegacy(_ bytes: [UInt8], format: JrnlTimeFormat, width: Int) throws
    -> [ParsedEntry]
  {
    var entries: [ParsedEntry] = []
    var open: (stamp: JrnlTimeFormat.Stamp, text: String, line: Int)?
    func finish() {
      guard let entry = open else { return }
      entries.append(self.entry(entry.stamp, text: entry.text))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, raw) in pythonSplitLines(text).enumerated() {
      let line = pythonRStrip(raw)
      if line.utf8.count >= width, let stamp = format.parse(line.utf8.prefix(width)) {
        finish()
        let title = line.utf8.count > width ? String(line.dropFirst(width).dropFirst()) : ""
        open = (stamp, title + "\n", index + 1)
      } else if open != nil {
        open?.text += line + "\n"
        if let entry = open, entry.text.utf8.count > ImportLimits.textBytes {
          throw JournalError(
            .invalid, .importTextTooLong, "line \(entry.line) (\(entry.stamp.day.iso))",
            Journal.sizeText(Int64(ImportLimits.textBytes)))
        }
      }
    }
    finish()
    return entries
  }

  private static func pythonRStrip(_ text: Substring) -> Substring {
    let scalars = text.unicodeScalars
    guard let last = scalars.lastIndex(where: { !isPythonSpace($0) }) else { return "" }
    return Substring(scalars[...last])
  }

  private static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  /// UTF-8 without a byte-order mark, with CRLF and CR read as LF.
  static func normalizedBytes(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard bytes.contains(0x0D) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0D {
        result.append(0x0A)
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
      } else {
        result.append(byte)
      }
      index += 1
    }
    return result
  }

  /// The stamp of a header line and where its text starts, when the line is one. A line
  /// `[YYYY-…]` whose stamp is no real date and time (`[2025-02-30 10:00]`) is an error: the
  /// file is damaged, and reading it as body text would hide an entry.
  private static func header(
    _ bytes: [UInt8], _ start: Int, _ end: Int, _ format: inout JrnlTimeFormat?, _ line: Int
  ) throws -> (JrnlTimeFormat.Stamp, Int)? {
    var close = start + 1
    while close < end && bytes[close] != UInt8(ascii: "]") { close += 1 }
    // jrnl needs a space after the bracket; a bare `[stamp]` line (trailing space trimmed by
    // an editor) is read as a header with an empty title too.
    guard close > start + 1, close < end,
      close + 1 == end || bytes[close + 1] == UInt8(ascii: " ")
    else { return nil }
    let textStart = min(close + 2, end)
    let blob = String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
    if let format, let stamp = format.parse(Substring(blob).utf8) {
      return (stamp, textStart)
    }
    for candidate in JrnlTimeFormat.candidates {
      // A guessed format's `%Y` takes four digits: strptime reads `04/03/26` as the year 4.
      if let stamp = candidate.parse(Substring(blob).utf8), stamp.day.year >= 1000 {
        if format == nil { format = candidate }
        return (stamp, textStart)
      }
    }
    // jrnl falls back to a fuzzy parse (`[2019-07 14:23]` is 1 July).
    switch JrnlFuzzyDate.read(blob) {
    case .stamp(let stamp): return (stamp, textStart)
    case .unreadable: throw ParseError(line: line, kind: .invalidDate(blob))
    case .notADate: break
    }
    let digits = bytes[(start + 1)..<min(close, start + 5)]
    if close - start > 5, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      bytes[start + 5] == UInt8(ascii: "-")
    {
      throw ParseError(line: line, kind: .invalidDate(blob))
    }
    return nil
  }

  /// jrnl's `Entry._parse_text` on the text after `] `, then Daybook's tags and escapes.
  static func entry(_ stamp: JrnlTimeFormat.Stamp, text: String) -> ParsedEntry {
    var raw = text
    var starred = false
    let lines = pythonSplitLines(raw)
    if let first = lines.first, pythonStrip(first).hasSuffix("*") {
      starred = true
      let head = first.trimming { $0 == "\n" || $0 == " " || $0 == "*" }
      // As jrnl: the line break stays even when no line follows, so the title is the line.
      raw = head + "\n" + lines.dropFirst().joined(separator: "\n")
    }
    let (title, body) = splitTitle(raw)
    // Most lines need nothing: only those with a leading space, `§` or `@` are looked at.
    var needsWork = false
    for line in JrnlFormat.lines(of: body) {
      if let first = line.utf8.first,
        first == 0x20 || line.utf8.contains(0xA7)
          || line.utf8.contains(UInt8(ascii: "@"))
      {
        needsWork = true
        break
      }
    }
    var converted = body
    if needsWork {
      converted = JrnlFormat.lines(of: body).map { line -> Substring in
        var line = line
        if line.first == " ", isEscapedHeader(line) { line = line.dropFirst() }
        return fromJrnlTags(EntrySections.escape(line))
      }.joined(separator: "\n")
    }
    return ParsedEntry(
      day: stamp.day, hour: stamp.hour, minute: stamp.minute, second: stamp.second,
      title: String(fromJrnlTags(Substring(title))), body: converted, starred: starred)
  }

  /// Python's `str.splitlines()` for text that only has `\n` breaks left.
  private static func pythonSplitLines(_ text: String) -> [Substring] {
    var lines = self.lines(of: text)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The text's lines split at `\n` bytes (a split by Character would keep `\r\n` whole, and
  /// is several times slower on a 40 MB journal).
  static func lines(of text: some StringProtocol) -> [Substring] {
    let whole = Substring(text)
    return whole.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      Substring(whole[$0.startIndex..<$0.endIndex])
    }
  }

  static func isPythonSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
  }

  static func pythonStrip(_ text: some StringProtocol) -> Substring {
    let scalars = Substring(text).unicodeScalars
    guard let first = scalars.firstIndex(where: { !isPythonSpace($0) }),
      let last = scalars.lastIndex(where: { !isPythonSpace($0) })
    else { return "" }
    return Substring(scalars[first...last])
  }

  /// jrnl's `split_title`: up to the first line break when there is one, else the first
  /// sentence. jrnl finds the line break in the text with leading white space removed and
  /// cuts the text as it was there, so an indented first line loses its last characters
  /// (`[…]   indented title` → `indented tit` + `le`); Daybook keeps the line whole.
  static func splitTitle(_ text: String) -> (String, String) {
    // The common case, text starting with its title: cut at the first line break.
    if let first = text.unicodeScalars.first, !isPythonSpace(first),
      let newline = text.utf8.firstIndex(of: 0x0A)
    {
      let rest = text.utf8.index(after: newline)
      return (
        String(pythonStrip(text[..<newline])), String(pythonStrip(text[rest...]))
      )
    }
    let scalars = Array(text.unicodeScalars)
    let leading = scalars.prefix { isPythonSpace($0) }.count
    if let newline = scalars[leading...].firstIndex(of: "\n") {
      let end = newline + 1
      return (
        String(pythonStrip(String(String.UnicodeScalarView(scalars[..<end])))),
        String(pythonStrip(String(String.UnicodeScalarView(scalars[end...]))))
      )
    }
    guard let end = sentenceEnd(scalars) else { return (text, "") }
    return (
      String(pythonStrip(String(String.UnicodeScalarView(scalars[..<end])))),
      String(pythonStrip(String(String.UnicodeScalarView(scalars[end...]))))
    )
  }

  /// The end of jrnl's `SENTENCE_SPLITTER`'s first match.
  private static func sentenceEnd(_ scalars: [Unicode.Scalar]) -> Int? {
    let terminals: Set<UInt32> = [
      0x2E, 0x21, 0x3F, 0x2026, 0x203C, 0x203D, 0x2047, 0x2048, 0x2049, 0x22EF, 0xFE52, 0xFE57,
    ]
    let cjk: Set<UInt32> = [0xFF01, 0xFF0E, 0xFF1F, 0xFF61, 0x3002]
    for index in scalars.indices {
      let value = scalars[index].value
      if cjk.contains(value) { return index + 1 }
      guard terminals.contains(value) else { continue }
      var next = index + 1
      if next < scalars.count, [0x27, 0x2019, 0x22, 0x201D].contains(scalars[next].value) {
        next += 1
      }
      while next < scalars.count, scalars[next] == "]" || scalars[next] == ")" { next += 1 }
      var spaces = next
      while spaces < scalars.count, isPythonSpace(scalars[spaces]) { spaces += 1 }
      if spaces > next { return spaces }
    }
    return nil
  }

  /// A body line that Daybook's export indented by one space to keep it from reading as an
  /// entry header: a space, then `[` and seven or more characters up to `] `.
  static func isEscapedHeader(_ line: Substring) -> Bool {
    looksLikeHeader(line.drop { $0 == " " }) && line.hasPrefix(" ")
  }

  /// `[`, seven or more characters other than `]`, `] `: what jrnl may take for an entry's
  /// date (it tries a fuzzy date parse on any bracketed text longer than six characters).
  static func looksLikeHeader(_ line: Substring) -> Bool {
    let bytes = line.utf8
    guard bytes.first == UInt8(ascii: "[") else { return false }
    var characters = 0
    var index = bytes.index(after: bytes.startIndex)
    var sawContent = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "]") {
        let next = bytes.index(after: index)
        return sawContent && characters >= 7 && next < bytes.endIndex
          && bytes[next] == UInt8(ascii: " ")
      }
      if byte & 0xC0 != 0x80 { characters += 1 }
      sawContent = true
      index = bytes.index(after: index)
    }
    return false
  }

  /// True where jrnl sees a tag sigil: at the start or after white space, followed by a run of
  /// tag characters holding at least one word character.
  static func isTagStart(_ characters: [Character], at index: Int) -> Bool {
    if index > 0, !characters[index - 1].unicodeScalars.allSatisfy(isPythonSpace) {
      return false
    }
    var next = index + 1
    while next < characters.count, Tags.isTagCharacter(characters[next]) {
      if Tags.isWordCharacter(characters[next]) { return true }
      next += 1
    }
    return false
  }

  /// `@tag` → `#tag` where jrnl reads a tag.
  static func fromJrnlTags(_ text: Substring) -> Substring {
    replacingTagSigil(text, from: "@", to: "#")
  }

  static func replacingTagSigil(_ text: Substring, from: Character, to: Character) -> Substring {
    guard let byte = from.asciiValue, text.utf8.contains(byte) else { return text }
    var characters = Array(text)
    var changed = false
    for index in characters.indices where characters[index] == from {
      if isTagStart(characters, at: index) {
        characters[index] = to
        changed = true
      }
    }
    return changed ? Substring(String(characters)) : text
  }
}

extension Substring {
  func trimming(_ drop: (Character) -> Bool) -> Substring {
    guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) })
    else { return "" }
    return self[first...last]
  }
}

extension Journal {
  /// Imports jrnl text, all or nothing. The jrnl entries of one day become that day's entry:
  /// the first one its title, body, time and star, each later one a timed section (see
  /// `EntrySections`). A day that already has other text gets the new sections appended;
  /// importing the same file twice, or Daybook's own jrnl export, adds nothing.
  @discardableResult
  public func importJrnl(
    _ text: String, at now: Timestamp, timeFormat: JrnlTimeFormat? = nil
  ) throws -> ImportReport {
    try importJrnl(text, at: now, timeFormat: timeFormat, loggingInBulk: true)
  }

  /// `importJrnl`; with `loggingInBulk` false the change log's insert triggers log each new
  /// entry and revision as it goes in (the slow path, which tests compare the bulk one with).
  @discardableResult
  func importJrnl(
    _ text: String, at now: Timestamp, timeFormat: JrnlTimeFormat?, loggingInBulk: Bool
  ) throws -> ImportReport {
    try NulBytes.refuse([text], in: "jrnl")
    let parsed: [JrnlFormat.ParsedEntry]
    do {
      parsed = try JrnlFormat.parse(text, timeFormat: timeFormat)
    } catch let error as JrnlFormat.ParseError {
      throw error.journalError
    }
    var order: [Day] = []
    var byDay: [Day: [JrnlFormat.ParsedEntry]] = [:]
    // A stamp with no text at all holds nothing to keep (Daybook keeps no empty entries).
    let empty = parsed.count { $0.title.isEmpty && $0.body.isEmpty }
    for item in parsed where !(item.title.isEmpty && item.body.isEmpty) {
      if byDay[item.day] == nil { order.append(item.day) }
      byDay[item.day, default: []].append(item)
    }
    return try transaction {
      try withBulkIndexing {
        try withSyncLogInsertTriggersAside(loggingInBulk ? [.entry, .revision] : []) {
          try importDays(order, byDay, at: now, skipped: empty, inBulk: loggingInBulk)
        }
      }
    }
  }

  /// Writes the days of a jrnl import inside the caller's transaction. `inBulk` false leaves
  /// the new rows' ids and change times to the identity trigger (the slow path tests compare).
  private func importDays(
    _ order: [Day], _ byDay: [Day: [JrnlFormat.ParsedEntry]], at now: Timestamp,
    skipped empty: Int, inBulk: Bool
  ) throws -> ImportReport {
    var report = ImportReport(skipped: empty)
    // New days go in as multi-row INSERTs; their first revisions are copied in one
    // statement at the end (100 years of jrnl: 36,500 entries, 43 MB).
    let firstNewID = (try db.scalar("SELECT max(id) FROM entries") ?? 0) + 1
    // The new entries' days are marked in `activity_months` at the end, in one statement.
    try setActivityInsertTriggerAside(.entries)
    // The new days wait in a temporary table (in memory, no triggers) and go into entries in
    // one statement: FTS5 writes the tokens it holds as a new segment at every statement
    // that writes entries, and 146 statements of 250 rows made a century's import spend
    // 40 % of its time writing and merging segments.
    try db.execute(
      "CREATE TEMP TABLE \(JrnlFormat.stagingTable)(day TEXT, title TEXT, body TEXT, "
        + "created_at INTEGER, updated_at INTEGER, starred INTEGER)")
    var rows = BatchInsert(
      prefix: "INSERT INTO temp.\(JrnlFormat.stagingTable)"
        + "(day, title, body, created_at, updated_at, starred) ",
      row: "(?, ?, ?, ?, ?, ?)")
    var tagRows = BatchInsert(
      prefix: "INSERT OR IGNORE INTO entry_tags(tag, entry_id) SELECT t.column1, e.id FROM (",
      row: "(?, ?)", suffix: ") AS t JOIN entries e ON e.day = t.column2")
    var tagged: [(String, Day)] = []
    for day in order {
      guard let items = byDay[day], let first = items.first else { continue }
      let entry = JrnlFormat.dayEntry(items)
      // A day's jrnl entries together make one entry, which one text's limit holds too.
      try ImportLimits.refuseLongTexts([entry.title, entry.body], in: day.iso)
      if var existing = try self.entry(on: day) {
        if existing.title == entry.title && existing.body == entry.body {
          report.skipped += items.count
          continue
        }
        // Another text is there: add each jrnl entry as a section unless the day already
        // holds it, as a section or as one of the entries Daybook's jrnl export writes for
        // the day (importing that export again adds nothing).
        let held = JrnlFormat.heldEntries(of: existing)
        var added = false
        for item in items {
          let section = JrnlFormat.sectionText(item)
          if existing.body.contains(section)
            || (existing.title == item.title && existing.body.hasPrefix(item.body))
            || held.contains(where: { $0.isSameEntry(as: item) })
          {
            report.skipped += 1
            continue
          }
          existing.body += (existing.body.isEmpty ? "" : "\n\n") + section
          added = true
        }
        if added {
          try ImportLimits.refuseLongTexts([existing.body], in: day.iso)
          try saveEntry(existing, at: now)
          report.merged += 1
        }
        continue
      }
      let createdAt = LocalTime.timestamp(
        of: day, hour: first.hour, minute: first.minute, second: first.second)
      try rows.add([day, entry.title, entry.body, createdAt, now, entry.starred], db)
      for tag in entry.tags { tagged.append((tag, day)) }
      report.added += items.count
    }
    try rows.finish(db)
    // Each new row gets the id and change time the identity trigger would give it (the same
    // SQL), in the INSERT itself: the trigger's UPDATE of every row, which fired the change
    // log's update trigger in turn, cost a fifth of the import.
    let uid = inBulk ? ", uid, changed_at" : ""
    let changedAt =
      inBulk ? ", \(Schema.uuidV7SQL(seconds: "created_at")), \(Schema.nowMillisecondsSQL)" : ""
    try db.run(
      "INSERT INTO entries(day, title, body, created_at, updated_at, starred\(uid)) "
        + "SELECT day, title, body, created_at, updated_at, starred\(changedAt) "
        + "FROM temp.\(JrnlFormat.stagingTable) ORDER BY rowid")
    try db.execute("DROP TABLE temp.\(JrnlFormat.stagingTable)")
    for (tag, day) in tagged { try tagRows.add([tag, day], db) }
    try tagRows.finish(db)
    let revisionIdentity =
      inBulk
      ? ", \(Schema.uuidV7SQL(seconds: "updated_at")), \(Schema.nowMillisecondsSQL)" : ""
    try db.run(
      "INSERT INTO entry_revisions(entry_id, title, body, saved_at\(uid)) "
        + "SELECT id, title, body, updated_at\(revisionIdentity) FROM entries WHERE id >= ? "
        + "ORDER BY id",
      firstNewID)
    try markActivity(of: .entries, newRowsAfter: firstNewID - 1)
    return report
  }
}

extension JrnlFormat {
  /// Where an import's new entries wait before they go into entries in one statement.
  static let stagingTable = "daybook_jrnl_import"

  /// One day's jrnl entries as a Daybook entry.
  static func dayEntry(_ items: [ParsedEntry]) -> Entry {
    guard let first = items.first else { return Entry(day: Day(ordinal: 0)) }
    let pieces = ([first.body] + items.dropFirst().map(sectionText)).filter { !$0.isEmpty }
    return Entry(
      day: first.day, title: first.title, body: pieces.joined(separator: "\n\n"),
      starred: first.starred)
  }

  /// The jrnl entries a Daybook entry stands for, as `parse` reads them back from `export`:
  /// what an import compares its entries with.
  static func heldEntries(of entry: Entry) -> [ParsedEntry] {
    (try? parse(export([entry]), timeFormat: .jrnlDefault)) ?? []
  }

  /// A jrnl entry as a section: its marker line and its body.
  static func sectionText(_ item: ParsedEntry) -> String {
    let marker = EntrySections.line(
      .init(
        hour: item.hour, minute: item.minute, second: item.second, starred: item.starred,
        title: item.title))
    return item.body.isEmpty ? marker : marker + "\n" + item.body
  }
}
