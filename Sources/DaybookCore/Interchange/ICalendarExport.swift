#if canImport(Glibc)
  import Glibc
#endif

/// Todos and planned waterings as an iCalendar file (RFC 5545) for any calendar app: each
/// todo a VTODO (DUE, STATUS, PRIORITY, CATEGORIES), each planned watering in the window an
/// all-day VEVENT. Lines end in CRLF and are folded at 75 octets; UIDs depend only on the
/// item (not on the export time), so importing a newer file updates events instead of
/// doubling them.
///
/// UIDs come from the records' stable ids, which travel through JSON export and import: a
/// todo's is `<todo id>@daybook`, a planned watering's `water-<plant id>-<YYYYMMDD>@daybook`.
/// A watering is the plant's watering on that date, so it keeps its UID as long as that date
/// stays planned, also when the plant's interval changes. Dates that are no longer planned
/// after an interval change (or a late watering) are simply absent from the next export:
/// a calendar subscribed to the file (the way to follow a moving schedule) drops them with
/// the next refresh; the UID never moves to another plant or another date.
public enum ICalendarExport {
  /// One planned watering day of one plant.
  public struct PlannedWatering: Equatable, Sendable {
    public var plant: Plant
    public var day: Day
  }

  /// The days each plant is due in `days` days from `today` (today included): the next
  /// watering (today when overdue), then every interval after it, as if watered on time.
  public static func plannedWaterings(_ statuses: [WateringStatus], today: Day, days: Int)
    -> [PlannedWatering]
  {
    guard days > 0 else { return [] }
    let end = today.adding(days: days)
    var result: [PlannedWatering] = []
    for status in statuses where !status.plant.archived {
      let interval = min(
        max(status.plant.intervalDays, Plant.intervalRange.lowerBound),
        Plant.intervalRange.upperBound)
      var day = max(status.next, today)
      while day < end {
        result.append(PlannedWatering(plant: status.plant, day: day))
        day = day.adding(days: interval)
      }
    }
    return result.sorted { ($0.day, $0.plant.name) < ($1.day, $1.plant.name) }
  }

  /// The calendar text. `now` is the DTSTAMP; `product` names the program in PRODID.
  /// `todoIDs` and `plantIDs` give the stable ids by rowid; a record missing there (a journal
  /// from before ids, in tests) falls back to a UID from its rowid and creation time.
  public static func calendar(
    todos: [Todo], waterings: [PlannedWatering], now: Timestamp, product: String = "Daybook",
    todoIDs: [RowID: String] = [:], plantIDs: [RowID: String] = [:]
  ) -> String {
    let stamp = utcText(now)
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//\(product)//\(product)//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
    ]
    for todo in todos {
      lines.append("BEGIN:VTODO")
      lines.append("UID:" + (todoIDs[todo.id] ?? "todo-\(todo.id)-\(todo.createdAt)") + "@daybook")
      lines.append("DTSTAMP:\(stamp)")
      if todo.createdAt > 0 { lines.append("CREATED:\(utcText(todo.createdAt))") }
      // calcurse refuses a line break in a summary: a title is one line.
      lines.append("SUMMARY:" + escaped(String(todo.title.map { $0.isNewline ? " " : $0 })))
      if !todo.note.isEmpty { lines.append("DESCRIPTION:" + escaped(todo.note)) }
      if let due = todo.due { lines.append("DUE;VALUE=DATE:" + dateText(due)) }
      if let doneAt = todo.doneAt {
        lines.append("STATUS:COMPLETED")
        lines.append("COMPLETED:\(utcText(doneAt))")
      } else {
        lines.append("STATUS:NEEDS-ACTION")
      }
      // RFC 5545: 1 is the highest priority, 0 means none was given.
      lines.append("PRIORITY:\(todo.important ? 1 : 0)")
      if !todo.tags.isEmpty {
        lines.append("CATEGORIES:" + todo.tags.map(escaped).joined(separator: ","))
      }
      lines.append("END:VTODO")
    }
    for watering in waterings {
      let plant = watering.plant
      lines.append("BEGIN:VEVENT")
      let plantID = plantIDs[plant.id] ?? "\(plant.id)-\(plant.createdAt)"
      lines.append("UID:water-\(plantID)-\(dateText(watering.day))@daybook")
      lines.append("DTSTAMP:\(stamp)")
      lines.append("DTSTART;VALUE=DATE:" + dateText(watering.day))
      lines.append("DTEND;VALUE=DATE:" + dateText(watering.day.adding(days: 1)))
      lines.append("SUMMARY:" + escaped("Water \(plant.name)"))
      if !plant.location.isEmpty { lines.append("LOCATION:" + escaped(plant.location)) }
      lines.append("CATEGORIES:Daybook,Watering")
      lines.append("TRANSP:TRANSPARENT")
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.map(folded).joined()
  }

  /// TEXT value escaping: backslash, semicolon, comma and newlines; other control
  /// characters (not allowed in TEXT) are dropped.
  public static func escaped(_ text: String) -> String {
    var result = ""
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": if !previousWasCR { result += "\\n" }
      case "\r": result += "\\n"
      case "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// One content line ending in CRLF, folded so no line is longer than 75 octets (the
  /// continuation's leading space counts), never splitting a UTF-8 sequence.
  public static func folded(_ line: String) -> String {
    var result: [UInt8] = []
    var lineLength = 0
    for scalar in line.unicodeScalars {
      let bytes = Array(String(scalar).utf8)
      if lineLength + bytes.count > 75 {
        result += [13, 10, 32]
        lineLength = 1
      }
      result += bytes
      lineLength += bytes.count
    }
    result += [13, 10]
    return String(decoding: result, as: UTF8.self)
  }

  static func dateText(_ day: Day) -> String {
    day.iso.filter { $0 != "-" }
  }

  /// `YYYYMMDDTHHMMSSZ`.
  static func utcText(_ timestamp: Timestamp) -> String {
    var seconds = time_t(timestamp)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
    let day = Day(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
      day: Int(parts.tm_mday))
    return (day.map(dateText) ?? "19700101") + "T" + two(parts.tm_hour) + two(parts.tm_min)
      + two(parts.tm_sec) + "Z"
  }
}

extension Journal {
  /// Every todo and the planned waterings of the next `days` days as iCalendar text.
  public func exportICalendar(now: Timestamp, days: Int = 90) throws -> String {
    let today = LocalTime.day(of: now)
    let todos = try db.query(
      "SELECT \(Journal.todoColumns) FROM todos ORDER BY created_at, id", [], Journal.todo)
    let waterings = ICalendarExport.plannedWaterings(
      try wateringStatuses(today: today), today: today, days: days)
    return ICalendarExport.calendar(
      todos: todos, waterings: waterings, now: now,
      todoIDs: try recordIDs(.todo, of: todos.map(\.id)),
      plantIDs: try recordIDs(.plant, of: Array(Set(waterings.map(\.plant.id)))))
  }
}
