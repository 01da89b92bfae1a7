/// A day's weather as a weather source reported it: the WMO weather code, the day's high
/// and low (°C) and the place it is for. Cached one per day in the journal.
public struct WeatherReport: Equatable, Sendable, Codable {
  public var day: Day
  /// The WMO weather interpretation code (0 clear … 99 thunderstorm with hail).
  public var code: Int
  public var high: Double?
  public var low: Double?
  public var place: String

  public init(day: Day, code: Int, high: Double? = nil, low: Double? = nil, place: String = "") {
    self.day = day
    self.code = code
    self.high = high
    self.low = low
    self.place = place
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
