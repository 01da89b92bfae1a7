/// Reads calcurse's todo file (`~/.local/share/calcurse/todo`): one todo a line,
/// `[P] text` or `[P]>NOTE text`, where P is the priority (1 highest … 9, 0 none; negative when
/// done) and NOTE names a file in calcurse's `notes` folder holding the todo's note.
/// Priorities 1–3 are important. calcurse keeps no ids, so a todo is found again on the next
/// import by its text (and how many times that text came before it in the file).
public enum CalcurseImport {
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// A parsed todo line, before its note is read.
  public struct Line: Equatable, Sendable {
    public var priority: Int
    public var done: Bool
    public var noteName: String?
    public var text: String
  }

  public static func parseLines(_ text: String) throws -> [Line] {
    var result: [Line] = []
    var number = 0
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    for raw in body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      number += 1
      let line = raw.last == "\r" ? raw.dropLast() : raw
      if line.isEmpty { continue }
      // A finished todo's priority is negative; a finished one without priority is "-0".
      guard line.first == "[", let close = line.firstIndex(of: "]"),
        case let priorityText = line[line.index(after: line.startIndex)..<close],
        let priority = Int(priorityText), (-9...9).contains(priority)
      else {
        throw ParseError(line: number, reason: "expected [PRIORITY] and the todo's text")
      }
      var rest = line[line.index(after: close)...]
      var noteName: String?
      if rest.first == ">" {
        guard let space = rest.firstIndex(of: " ") else {
          throw ParseError(line: number, reason: "a note name without the todo's text")
        }
        let name = rest[rest.index(after: rest.startIndex)..<space]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
          throw ParseError(line: number, reason: "invalid note name \"\(name.prefix(40))\"")
        }
        noteName = String(name)
        rest = rest[space...]
      }
      guard rest.first == " ", rest.count > 1 else {
        throw ParseError(line: number, reason: "a todo without text")
      }
      result.append(
        Line(
          priority: abs(priority), done: priorityText.hasPrefix("-"), noteName: noteName,
          text: String(rest.dropFirst())))
    }
    return result
  }

  /// The todos of a todo file; `note(NAME)` reads a note file (nil when it is missing; it
  /// throws to refuse the import, for a note too large to read).
  public static func todos(
    _ lines: [Line], note: (String) throws -> String?, now: Timestamp
  ) rethrows -> [ImportedTodo] {
    var seen: [String: Int] = [:]
    return try lines.map { line in
      let count = seen[line.text, default: 0]
      seen[line.text] = count + 1
      var noteText = try line.noteName.flatMap(note) ?? ""
      if noteText.hasSuffix("\n") { noteText.removeLast() }
      let todo = Todo(
        title: line.text, note: noteText, important: (1...3).contains(line.priority),
        doneAt: line.done ? now : nil)
      return ImportedTodo(
        externalUID: "calcurse:" + line.text + (count == 0 ? "" : "#\(count + 1)"), todo: todo)
    }
  }
}

extension Journal {
  /// Imports calcurse's todo file, all or nothing; a second import updates what changed.
  @discardableResult
  public func importCalcurse(
    _ text: String, note: (String) throws -> String?, at now: Timestamp
  ) throws -> ImportReport {
    let lines: [CalcurseImport.Line]
    do {
      lines = try CalcurseImport.parseLines(text)
    } catch let error as CalcurseImport.ParseError {
      throw JournalError(.invalid, .notCalcurse, "\(error)")
    }
    return try importTodos(CalcurseImport.todos(lines, note: note, now: now), at: now)
  }
}
