/// The journal as Markdown: one file per month (`YYYY-MM.md`), a heading per day with its
/// mood and weather, then the entry's title, text and tags. Plain enough to read in any
/// editor or on any forge; there is no importer, it is a way out, not a way back.
public enum MarkdownExport {
  /// One month's file.
  public struct MonthFile: Equatable, Sendable {
    public var fileName: String
    public var text: String
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The files for these entries, oldest month first; a month without entries has no file.
  /// A day's fetched weather (`weather`) follows its mood and weather.
  public static func files(
    for entries: [Entry], weather: [Day: WeatherReport] = [:]
  ) -> [MonthFile] {
    var months: [(first: Day, entries: [Entry])] = []
    for entry in entries.sorted(by: { $0.day < $1.day }) {
      if let last = months.last, last.first == entry.day.firstOfMonth {
        months[months.count - 1].entries.append(entry)
      } else {
        months.append((entry.day.firstOfMonth, [entry]))
      }
    }
    return months.map { month in
      let name = String(month.first.iso.prefix(7))
      var lines = ["# \(monthNames[month.first.month - 1]) \(month.first.year)", ""]
      for entry in month.entries { lines += section(for: entry, fetched: weather[entry.day]) }
      return MonthFile(fileName: name + ".md", text: lines.joined(separator: "\n"))
    }
  }

  static func section(for entry: Entry, fetched: WeatherReport? = nil) -> [String] {
    var lines = ["## \(entry.day.iso) (\(entry.day.weekday.shortEnglishName))", ""]
    var facts: [String] = []
    if let mood = entry.mood { facts.append("Mood: \(mood.symbol) \(mood.rawValue)") }
    if let weather = entry.weather {
      facts.append("Weather: \(weather.symbol) \(weather.rawValue)")
    }
    if !facts.isEmpty { lines += [facts.joined(separator: " · "), ""] }
    if let fetched {
      var parts = [fetched.summary]
      if let sunrise = fetched.sunrise { parts.append("sunrise \(sunrise)") }
      if let sunset = fetched.sunset { parts.append("sunset \(sunset)") }
      lines += ["Fetched weather: " + oneLine(parts.joined(separator: " · ")), ""]
    }
    let title = oneLine(entry.title)
    if !title.isEmpty { lines += ["### \(title)", ""] }
    if !entry.body.isEmpty {
      lines += entry.body.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.last == "\r" ? $0.dropLast() : $0)
      }
      lines.append("")
    }
    let tags = entry.tags
    if !tags.isEmpty {
      lines += ["Tags: " + tags.map { "#" + $0 }.joined(separator: " "), ""]
    }
    return lines
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}

extension Weekday {
  var shortEnglishName: String {
    switch self {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }
}

extension Journal {
  /// Every entry as Markdown month files.
  public func exportMarkdown() throws -> [MarkdownExport.MonthFile] {
    let weather = Dictionary(
      try allWeatherReports().map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
    return MarkdownExport.files(for: try entries(newestFirst: false), weather: weather)
  }
}
