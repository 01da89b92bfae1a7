#if canImport(Glibc)
  import Glibc
#endif

/// Reads the VTODOs of an iCalendar file (RFC 5545): SUMMARY, DESCRIPTION, DUE, PRIORITY
/// (1–4 is important), CATEGORIES (tags), STATUS/COMPLETED and UID. Other components are
/// skipped, but the whole file must be well formed: content lines `NAME[;PARAM]:VALUE`,
/// folded lines, BEGIN/END in pairs inside one VCALENDAR. The first fault is reported with
/// its line number.
public enum ICalendarImport {
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  struct ContentLine {
    var number: Int
    var name: String
    var parameters: [String: String]
    var value: String
  }

  public static func parse(_ text: String, now: Timestamp) throws -> [ImportedTodo] {
    var stack: [String] = []
    var sawCalendar = false
    var current: [ContentLine]?
    var start = 0
    var result: [ImportedTodo] = []
    for line in try contentLines(text) {
      switch line.name {
      case "BEGIN":
        let component = line.value.uppercased()
        if stack.isEmpty {
          guard component == "VCALENDAR" else {
            throw ParseError(line: line.number, reason: "expected BEGIN:VCALENDAR")
          }
          sawCalendar = true
        }
        if component == "VTODO" && stack == ["VCALENDAR"] {
          current = []
          start = line.number
        }
        stack.append(component)
      case "END":
        let component = line.value.uppercased()
        guard stack.last == component else {
          throw ParseError(
            line: line.number,
            reason: "END:\(line.value) does not close BEGIN:\(stack.last ?? "VCALENDAR")")
        }
        stack.removeLast()
        if component == "VTODO" && stack == ["VCALENDAR"], let properties = current {
          result.append(try todo(properties, startingAt: start, now: now))
          current = nil
        }
      default:
        guard !stack.isEmpty else {
          throw ParseError(line: line.number, reason: "\(line.name) outside BEGIN:VCALENDAR")
        }
        if stack.count == 2 { current?.append(line) }
      }
    }
    guard sawCalendar else { throw ParseError(line: 1, reason: "no BEGIN:VCALENDAR") }
    if let open = stack.last {
      throw ParseError(
        line: text.split(
          omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ).count,
        reason: "BEGIN:\(open) is never closed")
    }
    return result
  }

  /// Unfolded content lines, each with the number of its first physical line.
  static func contentLines(_ text: String) throws -> [ContentLine] {
    var logical: [(Int, String)] = []
    var number = 0
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    for raw in body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      number += 1
      let line = raw.last == "\r" ? raw.dropLast() : raw
      if line.first == " " || line.first == "\t" {
        guard !logical.isEmpty else {
          throw ParseError(line: number, reason: "a folded line continues nothing")
        }
        logical[logical.count - 1].1 += line.dropFirst()
      } else if !line.isEmpty {
        logical.append((number, String(line)))
      }
      // A property longer than one text may be is refused as it grows, before it is read.
      if let last = logical.last, last.1.utf8.count > ImportLimits.textBytes {
        throw JournalError(
          .invalid, .importTextTooLong, "line \(last.0)",
          Journal.sizeText(Int64(ImportLimits.textBytes)))
      }
    }
    return try logical.map { try contentLine($0.1, number: $0.0) }
  }

  private static func contentLine(_ text: String, number: Int) throws -> ContentLine {
    // The value starts after the first colon outside a quoted parameter value.
    var inQuotes = false
    var colon: String.Index?
    for index in text.indices {
      let character = text[index]
      if character == "\"" { inQuotes.toggle() }
      if character == ":" && !inQuotes {
        colon = index
        break
      }
    }
    guard let colon else {
      throw ParseError(line: number, reason: "expected NAME:VALUE, found \"\(text.prefix(40))\"")
    }
    let head = text[..<colon].split(separator: ";", omittingEmptySubsequences: false)
    let name = head[0].uppercased()
    guard !name.isEmpty,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw ParseError(line: number, reason: "invalid property name \"\(head[0].prefix(40))\"")
    }
    var parameters: [String: String] = [:]
    for parameter in head.dropFirst() {
      guard let equals = parameter.firstIndex(of: "=") else {
        throw ParseError(line: number, reason: "invalid parameter \"\(parameter.prefix(40))\"")
      }
      parameters[parameter[..<equals].uppercased()] = String(
        parameter[parameter.index(after: equals)...])
    }
    return ContentLine(
      number: number, name: name, parameters: parameters,
      value: String(text[text.index(after: colon)...]))
  }

  private static func todo(_ properties: [ContentLine], startingAt start: Int, now: Timestamp)
    throws -> ImportedTodo
  {
    var todo = Todo(title: "")
    var uid: String?
    var status: String?
    var completed: Timestamp?
    for property in properties {
      switch property.name {
      case "UID": uid = property.value
      case "SUMMARY": todo.title = String(unescaped(property.value).map { $0.isNewline ? " " : $0 })
      case "DESCRIPTION": todo.note = unescaped(property.value)
      case "DUE":
        guard let day = try dateValue(property) else { continue }
        todo.due = day
      case "PRIORITY":
        guard let value = Int(property.value.trimmingSpaces()), (0...9).contains(value) else {
          throw ParseError(line: property.number, reason: "PRIORITY must be 0 to 9")
        }
        todo.important = (1...4).contains(value)
      case "CATEGORIES":
        for category in splitList(property.value) {
          let tag = String(
            unescaped(category).lowercased().trimmingSpaces().map { $0.isWhitespace ? "-" : $0 })
          if !tag.isEmpty, !todo.tags.contains(tag) { todo.tags.append(tag) }
        }
      case "STATUS": status = property.value.uppercased()
      case "COMPLETED": completed = try instant(property)
      default: continue
      }
    }
    if todo.title.allSatisfy(\.isWhitespace) {
      todo.title = String(todo.note.split(separator: "\n").first ?? "")
    }
    if todo.title.allSatisfy(\.isWhitespace) {
      throw ParseError(line: start, reason: "VTODO without SUMMARY")
    }
    if completed != nil || status == "COMPLETED" { todo.doneAt = completed ?? now }
    return ImportedTodo(externalUID: uid, todo: todo)
  }

  /// TEXT unescaping: `\n`, `\N`, `\,`, `\;`, `\\`.
  static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n", "N": result.append("\n")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// A comma-separated value list, leaving escaped commas in place.
  static func splitList(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var escaping = false
    for character in text {
      if escaping {
        current.append(character)
        escaping = false
      } else if character == "\\" {
        current.append(character)
        escaping = true
      } else if character == "," {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items
  }

  /// The day of a DATE or DATE-TIME (a UTC time is moved to the local day).
  private static func dateValue(_ property: ContentLine) throws -> Day? {
    let value = property.value.trimmingSpaces()
    if value.isEmpty { return nil }
    guard let parts = dateTimeParts(value) else {
      throw ParseError(line: property.number, reason: "invalid date \"\(value.prefix(40))\"")
    }
    if parts.utc, let instant = try? instant(property) { return LocalTime.day(of: instant) }
    return parts.day
  }

  private static func instant(_ property: ContentLine) throws -> Timestamp {
    let value = property.value.trimmingSpaces()
    guard let parts = dateTimeParts(value) else {
      throw ParseError(line: property.number, reason: "invalid date \"\(value.prefix(40))\"")
    }
    if parts.utc {
      var fields = tm()
      fields.tm_year = Int32(parts.day.year - 1900)
      fields.tm_mon = Int32(parts.day.month - 1)
      fields.tm_mday = Int32(parts.day.day)
      fields.tm_hour = Int32(parts.hour)
      fields.tm_min = Int32(parts.minute)
      fields.tm_sec = Int32(parts.second)
      return Timestamp(timegm(&fields))
    }
    return LocalTime.timestamp(
      of: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second)
  }

  /// `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`.
  static func dateTimeParts(_ value: String) -> (
    day: Day, hour: Int, minute: Int, second: Int, utc: Bool
  )? {
    let bytes = Array(value.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count,
        bytes[range].allSatisfy({ $0 >= 48 && $0 <= 57 })
      else { return nil }
      return bytes[range].reduce(0) { $0 * 10 + Int($1 - 48) }
    }
    guard bytes.count >= 8, let year = number(0..<4), let month = number(4..<6),
      let dayOfMonth = number(6..<8), let day = Day(year: year, month: month, day: dayOfMonth)
    else { return nil }
    if bytes.count == 8 { return (day, 0, 0, 0, false) }
    guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")),
      bytes[8] == UInt8(ascii: "T"), let hour = number(9..<11), let minute = number(11..<13),
      let second = number(13..<15), hour < 24, minute < 60, second < 61
    else { return nil }
    return (day, hour, minute, min(second, 59), bytes.count == 16)
  }
}

extension String {
  func trimmingSpaces() -> String {
    String(Substring(self).trimming { $0 == " " || $0 == "\t" })
  }
}

extension Journal {
  /// Imports the VTODOs of an iCalendar file, all or nothing; a second import of the same
  /// file updates instead of adding (see `importTodos`).
  @discardableResult
  public func importICalendar(_ text: String, at now: Timestamp) throws -> ImportReport {
    let items: [ImportedTodo]
    do {
      items = try ICalendarImport.parse(text, now: now)
    } catch let error as ICalendarImport.ParseError {
      throw JournalError(.invalid, .notICalendar, "\(error)")
    }
    return try importTodos(items, at: now)
  }
}
