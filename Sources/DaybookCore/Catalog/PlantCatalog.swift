/// The plant catalog: common houseplants read from a tab-separated table.
///
/// The bundled table is `Resources/plants.tsv`, embedded in the binary by SwiftPM
/// (`.embedInCode`), so reading it needs neither Foundation's `Bundle` nor a file on disk.
public struct PlantCatalog: Sendable {
  /// One line of the table that could not be read, and why.
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line number in the file.
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
  }

  /// The plants, in file order.
  public let plants: [CatalogPlant]
  /// Lines that were skipped. Empty for the bundled catalog (a test holds it to that).
  public let problems: [Problem]

  /// The catalog shipped with Daybook, parsed on first use.
  public static let bundled = PlantCatalog(
    tsv: String(
      decoding: PackageResources.plants_tsv,
      as: UTF8.self))

  /// The columns of a table, in this order; the last two (the care guide in Korean and
  /// Japanese) may be left out, and the guide is shown in English then.
  public static let header = [
    "id", "english name", "korean name", "japanese name", "botanical name", "summer days",
    "winter days", "light", "humidity", "care guide", "care guide ko", "care guide ja",
  ]

  /// Parses a table: a header line, then one plant per line with ten or twelve tab-separated columns.
  /// Bad lines (wrong column count, unknown light, interval outside 1–365, a repeated id) are
  /// skipped and reported in `problems`, so one typo never takes the whole catalog down.
  public init(tsv text: String) {
    var plants: [CatalogPlant] = []
    var problems: [Problem] = []
    var seen: Set<String> = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, rawLine) in lines.enumerated() {
      let number = index + 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.allSatisfy(\.isWhitespace) { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        PlantCatalog.trimmed($0)
      }
      if index == 0 {
        let names = fields.map { $0.lowercased() }
        if names != PlantCatalog.header && names != Array(PlantCatalog.header.prefix(10)) {
          problems.append(Problem(line: number, reason: "header is not the expected columns"))
        }
        continue
      }
      switch PlantCatalog.plant(from: fields) {
      case .success(let plant):
        if seen.insert(plant.id).inserted {
          plants.append(plant)
        } else {
          problems.append(Problem(line: number, reason: "id \(plant.id) is used twice"))
        }
      case .failure(let problem):
        problems.append(Problem(line: number, reason: problem.reason))
      }
    }
    self.plants = plants
    self.problems = problems
  }

  /// The plant with exactly this id (case-insensitive).
  public func plant(id: String) -> CatalogPlant? {
    let key = PlantCatalog.trimmed(Substring(id)).lowercased()
    return plants.first { $0.id == key }
  }

  /// Plants whose English, Korean, Japanese or botanical name contains `query`, ignoring case,
  /// spaces, `・`/`-` separators and hiragana versus katakana. Best first: a name equal to the
  /// query, then one starting with it, then one containing it; within a tier by the name that
  /// matched, then by id.
  public func search(_ query: String, limit: Int = 20) -> [CatalogPlant] {
    let needle = PlantCatalog.searchKey(query)
    guard !needle.isEmpty, limit > 0 else { return [] }
    var hits: [(rank: Int, name: String, plant: CatalogPlant)] = []
    for plant in plants {
      var best: (rank: Int, name: String)?
      for name in plant.names {
        let key = PlantCatalog.searchKey(name)
        let rank: Int
        if key == needle {
          rank = 0
        } else if key.hasPrefix(needle) {
          rank = 1
        } else if key.contains(needle) {
          rank = 2
        } else {
          continue
        }
        let folded = name.lowercased()
        if let current = best, (current.rank, current.name) <= (rank, folded) { continue }
        best = (rank, folded)
      }
      if let best { hits.append((best.rank, best.name, plant)) }
    }
    hits.sort { lhs, rhs in
      (lhs.rank, lhs.name, lhs.plant.id) < (rhs.rank, rhs.name, rhs.plant.id)
    }
    return hits.prefix(limit).map(\.plant)
  }

  /// The one plant with a name (English, Korean, Japanese or botanical) equal to `name` in
  /// search form, or nil when none or several have it.
  public func exactMatch(_ name: String) -> CatalogPlant? {
    let needle = PlantCatalog.searchKey(name)
    guard !needle.isEmpty else { return nil }
    let hits = plants.filter { $0.names.contains { PlantCatalog.searchKey($0) == needle } }
    return hits.count == 1 ? hits[0] : nil
  }

  /// The form a name is compared in: lowercase, katakana as hiragana, without spaces and the
  /// separators people type or leave out (`・`, `·`, `-`, `'`).
  static func searchKey(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isWhitespace { continue }
      if PlantCatalog.ignoredInSearch.contains(scalar) { continue }
      // Katakana ァ…ヶ map onto hiragana ぁ…ゖ, 0x60 below.
      if (0x30A1...0x30F6).contains(scalar.value),
        let hiragana = Unicode.Scalar(
          scalar.value - 0x60)
      {
        result.append(hiragana)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static let ignoredInSearch: Set<Unicode.Scalar> = ["・", "·", "-", "'", "’"]

  private struct LineProblem: Error {
    var reason: String
  }

  private static func plant(from fields: [String]) -> Result<CatalogPlant, LineProblem> {
    guard fields.count == header.count || fields.count == 10 else {
      return .failure(
        LineProblem(
          reason: "expected 10 or \(header.count) tab-separated columns, found \(fields.count)"))
    }
    let id = fields[0]
    guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
    else {
      return .failure(LineProblem(reason: "id \"\(id)\" is not lowercase letters, digits and -"))
    }
    if let empty = (1...4).first(where: { fields[$0].isEmpty }) {
      return .failure(LineProblem(reason: "\(header[empty]) is empty"))
    }
    guard let summer = Int(fields[5]), Plant.intervalRange.contains(summer) else {
      return .failure(LineProblem(reason: "summer days \"\(fields[5])\" is not 1–365"))
    }
    guard let winter = Int(fields[6]), Plant.intervalRange.contains(winter) else {
      return .failure(LineProblem(reason: "winter days \"\(fields[6])\" is not 1–365"))
    }
    guard let light = CatalogPlant.Light(rawValue: fields[7]) else {
      return .failure(LineProblem(reason: "unknown light \"\(fields[7])\""))
    }
    guard let humidity = CatalogPlant.Humidity(rawValue: fields[8]) else {
      return .failure(LineProblem(reason: "unknown humidity \"\(fields[8])\""))
    }
    if let empty = (9..<fields.count).first(where: { fields[$0].isEmpty }) {
      return .failure(LineProblem(reason: "\(header[empty]) is empty"))
    }
    return .success(
      CatalogPlant(
        id: id, englishName: fields[1], koreanName: fields[2], japaneseName: fields[3],
        botanicalName: fields[4], summerIntervalDays: summer, winterIntervalDays: winter,
        light: light, humidity: humidity, careGuide: fields[9],
        careGuideKorean: fields.count > 10 ? fields[10] : "",
        careGuideJapanese: fields.count > 11 ? fields[11] : ""))
  }

  private static func trimmed(_ text: Substring) -> String {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
    return String(text[start..<end])
  }
}
