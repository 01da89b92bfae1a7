/// A day's weather as a weather source reported it: the WMO weather code, the day's high
/// and low (°C), sunrise and sunset (`HH:MM`, the place's local time) and the place it is
/// for. Cached one per day in the journal; it travels with the day (JSON export, sync).
public struct WeatherReport: Equatable, Sendable, Codable {
  public var day: Day
  /// The WMO weather interpretation code (0 clear … 99 thunderstorm with hail).
  public var code: Int
  public var high: Double?
  public var low: Double?
  public var place: String
  /// Sunrise and sunset as `HH:MM`, in the place's local time.
  public var sunrise: String?
  public var sunset: String?

  public init(
    day: Day, code: Int, high: Double? = nil, low: Double? = nil, place: String = "",
    sunrise: String? = nil, sunset: String? = nil
  ) {
    self.day = day
    self.code = code
    self.high = high
    self.low = low
    self.place = place
    self.sunrise = sunrise
    self.sunset = sunset
  }

  /// The limits a report from anywhere (a file, another machine) is held to.
  public static let codes = 0...99
  public static let temperatures = -100.0...100.0
  public static let placeLimit = 200

  /// The first field out of its type or range (`code`, `high`, `low`, `sunrise`, `sunset`,
  /// `place`), nil when the report is one Daybook could have fetched.
  public var problem: String? {
    if !Self.codes.contains(code) { return "code" }
    if let high, !Self.temperatures.contains(high) { return "high" }
    if let low, !Self.temperatures.contains(low) { return "low" }
    if let sunrise, !Self.isClockTime(sunrise) { return "sunrise" }
    if let sunset, !Self.isClockTime(sunset) { return "sunset" }
    if place.count > Self.placeLimit
      || place.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control
      })
    {
      return "place"
    }
    return nil
  }

  /// `HH:MM`, 00:00 to 23:59.
  public static func isClockTime(_ text: String) -> Bool {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard text.utf8.count == 5, parts.count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return false }
    return (0...23).contains(hour) && (0...59).contains(minute)
  }

  /// Sunrise and sunset as `↑07:32 ↓17:14`; nil when neither is known.
  public var sunText: String? {
    let parts = [sunrise.map { "↑" + $0 }, sunset.map { "↓" + $0 }].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// `☂ 6°/0° Seoul ↑07:32 ↓17:14`: the summary and the sun's times.
  public var fullSummary: String {
    [summary, sunText].compactMap { $0 }.joined(separator: " ")
  }

  /// One line of text holding the whole report but its day, as a sync mirror field keeps it:
  /// `code=61 high=5.6 low=-0.4 sunrise=07:32 sunset=17:14 place=서울 중구` (the place last,
  /// to the end of the line; unknown values left out).
  public var fieldText: String {
    var parts = ["code=\(code)"]
    if let high { parts.append("high=\(high)") }
    if let low { parts.append("low=\(low)") }
    if let sunrise { parts.append("sunrise=" + sunrise) }
    if let sunset { parts.append("sunset=" + sunset) }
    parts.append("place=" + place)
    return parts.joined(separator: " ")
  }

  /// The report a `fieldText` holds, nil when it is not one or a value is out of range.
  public init?(fieldText: String, day: Day) {
    let words = fieldText.split(separator: " ", omittingEmptySubsequences: false)
    guard let placeAt = words.firstIndex(where: { $0.hasPrefix("place=") }) else { return nil }
    var values: [String: String] = [:]
    for word in words[..<placeAt] {
      guard let equals = word.firstIndex(of: "=") else { return nil }
      let key = String(word[..<equals])
      guard values[key] == nil else { return nil }
      values[key] = String(word[word.index(after: equals)...])
    }
    guard Set(values.keys).isSubset(of: ["code", "high", "low", "sunrise", "sunset"]),
      let code = values["code"].flatMap({ Int($0) })
    else { return nil }
    var high: Double?
    var low: Double?
    if let text = values["high"] {
      guard let value = Double(text) else { return nil }
      high = value
    }
    if let text = values["low"] {
      guard let value = Double(text) else { return nil }
      low = value
    }
    self.init(
      day: day, code: code, high: high, low: low,
      place: String(words[placeAt...].joined(separator: " ").dropFirst(6)),
      sunrise: values["sunrise"],
      sunset: values["sunset"])
    if problem != nil { return nil }
  }

  /// The diary's weather kind for the WMO code.
  public var weather: Weather? { WeatherReport.weather(forWMO: code) }

  /// WMO codes as the diary's kinds: 0–1 clear, 2–3 clouds, 45/48 fog, drizzle and rain
  /// (51–67, 80–82), snow (71–77, 85–86), thunderstorms (95–99).
  public static func weather(forWMO code: Int) -> Weather? {
    switch code {
    case 0, 1: .sunny
    case 2, 3: .cloudy
    case 45, 48: .fog
    case 51...67, 80...82: .rain
    case 71...77, 85, 86: .snow
    case 95...99: .storm
    default: nil
    }
  }

  /// `☁ 5°/-1° Seoul`: the symbol, the rounded high and low, the place.
  public var summary: String {
    var parts: [String] = [weather?.symbol ?? "?"]
    switch (high, low) {
    case let (high?, low?): parts.append("\(Self.degrees(high))/\(Self.degrees(low))")
    case let (high?, nil): parts.append(Self.degrees(high))
    case let (nil, low?): parts.append(Self.degrees(low))
    case (nil, nil): break
    }
    if !place.isEmpty { parts.append(place) }
    return parts.joined(separator: " ")
  }

  static func degrees(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1000 else { return "?°" }
    let rounded = Int(value.rounded())
    return "\(rounded == 0 ? 0 : rounded)°"
  }
}

/// Where the weather is fetched for: a place found by name (geocoding) and its coordinates.
public struct WeatherPlace: Equatable, Sendable, Codable {
  public var name: String
  public var latitude: Double
  public var longitude: Double

  public init(name: String, latitude: Double, longitude: Double) {
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
  }
}
