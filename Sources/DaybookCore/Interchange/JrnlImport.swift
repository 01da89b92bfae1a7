/// Reads jrnl's plain-text export: entries start with `[YYYY-MM-DD HH:MM] ` (an optional
/// ` *` star after the time), the first sentence of that line is the title, the rest and the
/// following lines are the body; `@tag` becomes `#tag`.
public enum JrnlFormat {
  public struct ParsedEntry: Equatable, Sendable {
    public var day: Day
    public var hour: Int
    public var minute: Int
    public var title: String
    public var body: String
  }

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  public static func parse(_ text: String) throws -> [ParsedEntry] {
    var entries: [ParsedEntry] = []
    var bodyLines: [Substring] = []
    func finish() {
      guard !entries.isEmpty else { return }
      while let last = bodyLines.last, last.allSatisfy(\.isWhitespace) { bodyLines.removeLast() }
      let rest = entries[entries.count - 1].body
      let more = bodyLines.joined(separator: "\n")
      entries[entries.count - 1].body = convertTags(
        [rest, more].filter { !$0.isEmpty }.joined(separator: "\n"))
      bodyLines = []
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, rawLine) in lines.enumerated() {
      let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
      if looksLikeHeader(line) || entries.isEmpty && line.hasPrefix("[") {
        finish()
        entries.append(try header(line, lineNumber: index + 1))
      } else if entries.isEmpty {
        if line.allSatisfy(\.isWhitespace) { continue }
        throw ParseError(
          line: index + 1, reason: "expected an entry starting with [YYYY-MM-DD HH:MM]")
      } else {
        bodyLines.append(line)
      }
    }
    finish()
    if entries.isEmpty {
      throw ParseError(line: 1, reason: "no jrnl entries found")
    }
    return entries
  }

  /// `[` and four digits and a dash: meant as `[YYYY-MM-DD HH:MM]` (and an error when it is
  /// not a real date and time), while a body line like "[x] done" stays text.
  static func looksLikeHeader(_ line: Substring) -> Bool {
    let bytes = Array(line.utf8.prefix(6))
    return bytes.count == 6 && bytes[0] == UInt8(ascii: "[") && bytes[5] == UInt8(ascii: "-")
      && bytes[1...4].allSatisfy { $0 >= 48 && $0 <= 57 }
  }

  private static func header(_ line: Substring, lineNumber: Int) throws -> ParsedEntry {
    guard let close = line.firstIndex(of: "]") else {
      throw ParseError(line: lineNumber, reason: "missing ] after the date")
    }
    let stamp = line[line.index(after: line.startIndex)..<close]
    let parts = stamp.split(separator: " ")
    guard parts.count == 2, let day = Day(iso: parts[0]) else {
      throw ParseError(line: lineNumber, reason: "invalid date \"\(stamp)\"")
    }
    guard let clock = LocalTime.parseClock(parts[1]) else {
      throw ParseError(line: lineNumber, reason: "invalid time \"\(parts[1])\"")
    }
    var rest = line[line.index(after: close)...].drop { $0 == " " }
    if rest.hasPrefix("*") { rest = rest.dropFirst().drop { $0 == " " } }
    let (title, body) = splitTitle(String(rest))
    return ParsedEntry(
      day: day, hour: clock.hour, minute: clock.minute, title: convertTags(title),
      body: body)
  }

  /// jrnl's title is the first sentence: up to `. `, `? ` or `! `.
  private static func splitTitle(_ text: String) -> (String, String) {
    let characters = Array(text)
    for index in characters.indices.dropLast()
    where ".?!".contains(characters[index]) && characters[index + 1] == " " {
      return (
        String(characters[...index]),
        String(characters[(index + 1)...]).trimmingLeadingSpaces()
      )
    }
    return (text, "")
  }

  static func convertTags(_ text: String) -> String {
    var result = ""
    var previous: Character = " "
    for character in text {
      if character == "@" && !(previous.isLetter || previous.isNumber) {
        result.append("#")
      } else {
        result.append(character)
      }
      previous = character
    }
    return result
  }
}

extension String {
  func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}

extension Journal {
  /// Imports jrnl text, all or nothing. Several jrnl entries on one day become one Daybook
  /// entry, each later one appended after a blank line with its time.
  @discardableResult
  public func importJrnl(_ text: String, at now: Timestamp) throws -> ImportReport {
    try NulBytes.refuse([text], in: "jrnl")
    let parsed: [JrnlFormat.ParsedEntry]
    do {
      parsed = try JrnlFormat.parse(text)
    } catch let error as JrnlFormat.ParseError {
      throw JournalError(.invalid, .notJrnl, "\(error)")
    }
    return try transaction {
      var report = ImportReport()
      for item in parsed {
        let at = LocalTime.timestamp(of: item.day, hour: item.hour, minute: item.minute)
        let text = [item.title, item.body].filter { !$0.isEmpty }.joined(separator: "\n")
        if var existing = try entry(on: item.day) {
          // Already there: the first jrnl entry of the day became title and body, a later one
          // was appended to the body. Importing the same file twice adds nothing.
          let sameAsFirst = existing.title == item.title && existing.body.contains(item.body)
          if sameAsFirst || existing.body.contains(text) {
            report.skipped += 1
            continue
          }
          existing.body += (existing.body.isEmpty ? "" : "\n\n") + text
          try saveEntry(existing, at: at)
          report.merged += 1
        } else {
          let saved = try saveEntry(
            Entry(day: item.day, title: item.title, body: item.body, createdAt: at), at: at)
          if saved == nil {
            report.skipped += 1
          } else {
            report.added += 1
          }
        }
      }
      return report
    }
  }
}
