extension JrnlFormat {
  /// jrnl's plain-text format: `[YYYY-MM-DD HH:MM] title`, the body on the following lines,
  /// a blank line between entries, `#tag` written as jrnl's `@tag`. The time is the entry's
  /// creation time of day, in the local zone. `importJrnl` reads it back.
  public static func export(_ entries: [Entry]) -> String {
    entries.sorted { $0.day < $1.day }.map(text(of:)).joined(separator: "\n")
  }

  static func text(of entry: Entry) -> String {
    let time =
      entry.createdAt == 0 || LocalTime.day(of: entry.createdAt) != entry.day
      ? "00:00" : LocalTime.clockText(of: entry.createdAt)
    var lines = entry.body.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.last == "\r" ? $0.dropLast() : $0)
    }
    var title = String(entry.title.map { $0.isNewline ? " " : $0 })
    if title.isEmpty, !lines.isEmpty { title = lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    let head = "[\(entry.day.iso) \(time)]" + (title.isEmpty ? "" : " " + toJrnlTags(title))
    return ([head] + lines.map(toJrnlTags)).joined(separator: "\n") + "\n"
  }

  /// `#tag` → `@tag` where Daybook would read a tag (not after a word character).
  static func toJrnlTags(_ text: String) -> String {
    var result = ""
    var previous: Character = " "
    for character in text {
      if character == "#" && !(previous.isLetter || previous.isNumber || previous == "_") {
        result.append("@")
      } else {
        result.append(character)
      }
      previous = character
    }
    return result
  }
}

extension Journal {
  /// Every entry in jrnl's plain-text format.
  public func exportJrnl() throws -> String {
    JrnlFormat.export(try entries(newestFirst: false))
  }
}
