import FoundationEssentials

/// Open-Meteo (open-meteo.com, free, no key): the daily forecast API and the geocoding API,
/// in the documented JSON. The base URLs can be changed (`DAYBOOK_OPEN_METEO_URL`,
/// `DAYBOOK_GEOCODING_URL`), which is how the tests point them at a local replay server.
public enum OpenMeteo {
  public static let forecastBase = "https://api.open-meteo.com"
  public static let geocodingBase = "https://geocoding-api.open-meteo.com"

  /// The forecast base from the environment, else Open-Meteo's.
  public static func forecastBase(environment: [String: String]) -> String {
    environment["DAYBOOK_OPEN_METEO_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? forecastBase
  }

  /// The geocoding base from the environment, else Open-Meteo's.
  public static func geocodingBase(environment: [String: String]) -> String {
    environment["DAYBOOK_GEOCODING_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? geocodingBase
  }

  /// `/v1/forecast?latitude=…&longitude=…&daily=weather_code,temperature_2m_max,
  /// temperature_2m_min,sunrise,sunset&timezone=auto&start_date=DAY&end_date=DAY`.
  public static func forecastURL(base: String, place: WeatherPlace, day: Day) -> String {
    base + "/v1/forecast?latitude=\(place.latitude)&longitude=\(place.longitude)"
      + "&daily=weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset"
      + "&timezone=auto"
      + "&start_date=\(day.iso)&end_date=\(day.iso)"
  }

  /// `/v1/search?name=CITY&count=1&format=json`, the name percent-encoded.
  public static func geocodingURL(base: String, name: String, language: Language = .en) -> String {
    base + "/v1/search?name=\(percentEncoded(name))&count=1&language=\(language.rawValue)"
      + "&format=json"
  }

  /// Everything but unreserved ASCII as `%XX` of its UTF-8 bytes.
  static func percentEncoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF")
        result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return result
  }

  private struct Forecast: Decodable {
    struct Daily: Decodable {
      var time: [String]
      var weather_code: [Int?]
      var temperature_2m_max: [Double?]?
      var temperature_2m_min: [Double?]?
      /// Local times (`timezone=auto`) as ISO 8601 without seconds: `2026-12-01T07:32`.
      var sunrise: [String?]?
      var sunset: [String?]?
    }
    var daily: Daily
  }

  private struct Search: Decodable {
    struct Result: Decodable {
      var name: String
      var latitude: Double
      var longitude: Double
      var country: String?
    }
    var results: [Result]?
  }

  /// The report for `day` in a forecast answer; nil when the text is not one or has no
  /// weather code for the day.
  public static func parseForecast(_ text: String, day: Day, place: String) -> WeatherReport? {
    guard let forecast = try? JSONCodec.decode(Forecast.self, from: text),
      let index = forecast.daily.time.firstIndex(of: day.iso),
      forecast.daily.weather_code.indices.contains(index),
      let code = forecast.daily.weather_code[index], (0...99).contains(code)
    else { return nil }
    func value(_ list: [Double?]?) -> Double? {
      guard let list, list.indices.contains(index) else { return nil }
      return list[index]
    }
    // `HH:MM` of the time; a value in another shape is left out rather than kept.
    func clock(_ list: [String?]?) -> String? {
      guard let list, list.indices.contains(index), let text = list[index],
        let time = text.split(separator: "T").last.map({ String($0.prefix(5)) }),
        WeatherReport.isClockTime(time)
      else { return nil }
      return time
    }
    let report = WeatherReport(
      day: day, code: code, high: value(forecast.daily.temperature_2m_max),
      low: value(forecast.daily.temperature_2m_min), place: place,
      sunrise: clock(forecast.daily.sunrise), sunset: clock(forecast.daily.sunset))
    return report.problem == nil ? report : nil
  }

  /// The first place of a geocoding answer; nil when none was found or the text is not one.
  public static func parsePlace(_ text: String) -> WeatherPlace? {
    guard let search = try? JSONCodec.decode(Search.self, from: text),
      let first = search.results?.first,
      (-90...90).contains(first.latitude), (-180...180).contains(first.longitude)
    else { return nil }
    return WeatherPlace(name: first.name, latitude: first.latitude, longitude: first.longitude)
  }
}
