/// Timed sections of a day's entry. Daybook keeps one entry a day; several jrnl entries of one
/// day become the day's entry (the first one: title, body, time, star) followed by one section
/// for each later one, opened by a marker line at the start of a body line:
///
///     § 14:05 ★ Title of the second entry
///     § 21:30:09 Title of the third entry
///
/// `§`, a space, the time (`HH:MM`, or `HH:MM:SS` when the seconds are not zero), ` ★` when
/// the entry is starred, then a space and the title. Everything up to the next marker is the
/// section's body. A body line that would read as a marker is kept with one more leading
/// space (` § 14:05 …`), and loses that space again on the way out.
public enum EntrySections {
  public struct Marker: Equatable, Sendable {
    public var hour: Int, minute: Int, second: Int
    public var starred: Bool
    public var title: String

    public init(hour: Int, minute: Int, second: Int = 0, starred: Bool = false, title: String) {
      self.hour = hour
      self.minute = minute
      self.second = second
      self.starred = starred
      self.title = title
    }
  }

  public static let sign = "§"
  public static let star = "★"

  /// The marker line of a section (a title's line breaks become spaces).
  public static func line(_ marker: Marker) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    var text = sign + " " + two(marker.hour) + ":" + two(marker.minute)
    if marker.second != 0 { text += ":" + two(marker.second) }
    if marker.starred { text += " " + star }
    let title = String(marker.title.map { $0.isNewline ? " " : $0 })
    if !title.isEmpty { text += " " + title }
    return text
  }

  /// The marker on a line, or nil when the line is text.
  public static func marker(in line: Substring) -> Marker? {
    let bytes = line.utf8
    // "§" is two bytes in UTF-8: C2 A7.
    guard bytes.count >= 8 else { return nil }
    var index = bytes.startIndex
    func next() -> UInt8? {
      guard index < bytes.endIndex else { return nil }
      defer { index = bytes.index(after: index) }
      return bytes[index]
    }
    func digits() -> Int? {
      guard let high = next(), let low = next(), (48...57).contains(high), (48...57).contains(low)
      else { return nil }
      return Int(high - 48) * 10 + Int(low - 48)
    }
    guard next() == 0xC2, next() == 0xA7, next() == UInt8(ascii: " "),
      let hour = digits(), hour < 24, next() == UInt8(ascii: ":"), let minute = digits(),
      minute < 60
    else { return nil }
    var second = 0
    var rest = Substring(line[index...])
    if rest.utf8.first == UInt8(ascii: ":") {
      index = bytes.index(after: index)
      guard let value = digits(), value < 60 else { return nil }
      second = value
      rest = Substring(line[index...])
    }
    guard rest.isEmpty || rest.hasPrefix(" ") else { return nil }
    rest = rest.dropFirst()
    var starred = false
    if rest == Substring(star) || rest.hasPrefix(star + " ") {
      starred = true
      rest = rest.dropFirst(2)
    }
    return Marker(hour: hour, minute: minute, second: second, starred: starred, title: String(rest))
  }

  /// True for a line that needs the extra leading space to stay text.
  static func looksLikeMarker(afterSpaces line: Substring) -> Bool {
    marker(in: line.drop { $0 == " " }) != nil
  }

  /// How many sections follow the entry's own text (0 for an entry without markers).
  public static func count(in body: String) -> Int {
    guard body.utf8.contains(0xA7) else { return 0 }
    var count = 0
    for line in body.split(separator: "\n", omittingEmptySubsequences: true)
    where line.utf8.first == 0xC2 && marker(in: line) != nil {
      count += 1
    }
    return count
  }

  /// A body line as it is stored in a section: one space more before a would-be marker.
  static func escape(_ line: Substring) -> Substring {
    guard line.utf8.contains(0xA7), looksLikeMarker(afterSpaces: line) else { return line }
    return " " + line
  }

  /// The inverse of `escape`, for a body line that is not itself a marker.
  static func unescape(_ line: Substring) -> Substring {
    guard line.hasPrefix(" "), line.utf8.contains(0xA7), looksLikeMarker(afterSpaces: line)
    else { return line }
    return line.dropFirst()
  }

  /// The entry's own text and its sections, in order.
  public struct Split: Equatable, Sendable {
    /// The body lines before the first marker, unescaped.
    public var lead: [Substring]
    public var sections: [(marker: Marker, body: [Substring])]

    public static func == (lhs: Split, rhs: Split) -> Bool {
      lhs.lead == rhs.lead && lhs.sections.count == rhs.sections.count
        && zip(lhs.sections, rhs.sections).allSatisfy {
          $0.marker == $1.marker && $0.body == $1.body
        }
    }
  }

  public static func split(_ body: String) -> Split {
    var result = Split(lead: [], sections: [])
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.utf8.first == 0xC2, let marker = marker(in: line) {
        result.sections.append((marker, []))
      } else if result.sections.isEmpty {
        result.lead.append(unescape(line))
      } else {
        result.sections[result.sections.count - 1].body.append(unescape(line))
      }
    }
    return result
  }
}
