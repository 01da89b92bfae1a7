extension JrnlFormat {
  /// jrnl's file format, as jrnl 4.x writes it: `[STAMP] title` (` *` after a starred title),
  /// the body on the following lines, a blank line between entries. The stamp uses
  /// `timeFormat` (jrnl's default `%Y-%m-%d %I:%M:%S %p` unless told); the first entry of a day
  /// takes the local time of day the entry was first written (`createdAt`). Each
  /// timed section (`EntrySections`) becomes a jrnl entry of its own.
  ///
  /// Real tags (`#tag` after white space, as jrnl reads tags) are written with jrnl's `@`;
  /// `# Heading`, `## H2`, `#!/bin/sh` and `issue#4` stay. A body line that jrnl could take for
  /// an entry header (`[` seven or more characters `] …`, like a pasted log line) is written
  /// with one leading space; `importJrnl` removes it again. A title's line breaks become
  /// spaces: jrnl's title is one line.
  public static func export(
    _ entries: [Entry], timeFormat: JrnlTimeFormat = .jrnlDefault
  ) -> String {
    var out = ""
    var first = true
    for entry in entries.sorted(by: { $0.day < $1.day }) {
      for item in jrnlEntries(of: entry) {
        if !first { out += "\n" }
        first = false
        out += text(of: item, timeFormat: timeFormat)
      }
    }
    return out
  }

  /// The jrnl entries one Daybook entry stands for: its own text, then one per section.
  static func jrnlEntries(of entry: Entry) -> [ParsedEntry] {
    // The time it was first written, on the wall clock where it was written (an entry written
    // on a later day keeps that time of day); midnight only when no time is known.
    var clock = (hour: 0, minute: 0, second: 0)
    if entry.createdAt != 0 {
      let parts = LocalTime.components(of: entry.createdAt)
      clock = (parts.hour, parts.minute, parts.second)
    }
    let split = EntrySections.split(entry.body)
    var lead = trimmedBlankLines(split.lead)
    var title = String(entry.title.map { $0.isNewline ? " " : $0 })
    if title.isEmpty, !lead.isEmpty { title = String(lead.removeFirst()) }
    // jrnl strips a title, and cuts an indented one short (see `splitTitle`): write it bare.
    title = String(pythonStrip(title))
    var result: [ParsedEntry] = []
    if !title.isEmpty || !lead.isEmpty || split.sections.isEmpty {
      result.append(
        ParsedEntry(
          day: entry.day, hour: clock.hour, minute: clock.minute, second: clock.second,
          title: title, body: trimmedBlankLines(lead).joined(separator: "\n"),
          starred: entry.starred))
    }
    for (marker, body) in split.sections {
      result.append(
        ParsedEntry(
          day: entry.day, hour: marker.hour, minute: marker.minute, second: marker.second,
          title: marker.title, body: trimmedBlankLines(body).joined(separator: "\n"),
          starred: marker.starred))
    }
    return result
  }

  private static func trimmedBlankLines(_ lines: [Substring]) -> [Substring] {
    var lines = lines[...]
    while let line = lines.first, line.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let line = lines.last, line.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return Array(lines)
  }

  static func text(of item: ParsedEntry, timeFormat: JrnlTimeFormat) -> String {
    let stamp = timeFormat.format(
      item.day, hour: item.hour, minute: item.minute, second: item.second)
    var head = "[" + stamp + "] " + toJrnlTags(Substring(item.title))
    if item.starred { head += " *" }
    guard !item.body.isEmpty else { return head + "\n" }
    var out = head
    for line in item.body.split(separator: "\n", omittingEmptySubsequences: false) {
      let plain = line.last == "\r" ? line.dropLast() : line
      out += "\n"
      if looksLikeHeader(plain.drop { $0 == " " }) { out += " " }
      out += toJrnlTags(plain)
    }
    return out + "\n"
  }

  /// `#tag` → `@tag` where jrnl reads a tag; other `#` stays.
  static func toJrnlTags(_ text: Substring) -> Substring {
    replacingTagSigil(text, from: "#", to: "@")
  }
}

extension Journal {
  /// Every entry in jrnl's plain-text format.
  public func exportJrnl(timeFormat: JrnlTimeFormat = .jrnlDefault) throws -> String {
    JrnlFormat.export(try entries(newestFirst: false), timeFormat: timeFormat)
  }
}
