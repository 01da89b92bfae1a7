/// The weather source's setting and the per-day cache of what it reported (migration 12).
extension Journal {
  /// The place weather is fetched for, when one was set (`daybook weather set CITY`).
  public func weatherPlace() throws -> WeatherPlace? {
    guard let name = try settingInEffect("weather_place"),
      let latitude = try settingInEffect("weather_latitude").flatMap(Double.init),
      let longitude = try settingInEffect("weather_longitude").flatMap(Double.init)
    else { return nil }
    return WeatherPlace(name: name, latitude: latitude, longitude: longitude)
  }

  /// Sets the place, or turns the weather source off with nil.
  public func setWeatherPlace(_ place: WeatherPlace?) throws {
    try transaction {
      try setSetting("weather_place", place?.name)
      try setSetting("weather_latitude", place.map { String($0.latitude) })
      try setSetting("weather_longitude", place.map { String($0.longitude) })
    }
  }

  /// The cached report of a day.
  public func weatherReport(on day: Day) throws -> WeatherReport? {
    try db.query(
      "SELECT \(Self.weatherColumns) FROM weather_days WHERE day = ?", [day], Self.weatherReport
    ).first
  }

  static let weatherColumns = "day, code, high, low, place, sunrise, sunset"

  /// A report from a row of `weatherColumns`.
  static func weatherReport(_ row: Row) -> WeatherReport {
    WeatherReport(
      day: row.day(0), code: Int(row.int(1)), high: row.optionalDouble(2),
      low: row.optionalDouble(3), place: row.text(4), sunrise: row.optionalText(5),
      sunset: row.optionalText(6))
  }

  /// Every cached report, oldest day first (the JSON export).
  public func allWeatherReports() throws -> [WeatherReport] {
    try db.query(
      "SELECT \(Self.weatherColumns) FROM weather_days ORDER BY day", [], Self.weatherReport)
  }

  /// The cached reports of a range of days.
  public func weatherReports(from first: Day, to last: Day) throws -> [Day: WeatherReport] {
    Dictionary(
      try db.query(
        "SELECT \(Self.weatherColumns) FROM weather_days WHERE day BETWEEN ? AND ?",
        [first, last]
      ) { ($0.day(0), Self.weatherReport($0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Caches a report, replacing the day's older one.
  public func saveWeatherReport(_ report: WeatherReport, at now: Timestamp) throws {
    try db.transaction { try writeWeatherReport(report, at: now) }
  }

  /// The upsert of `saveWeatherReport`, inside the caller's transaction (import, sync).
  func writeWeatherReport(_ report: WeatherReport, at now: Timestamp) throws {
    try db.run(
      "INSERT INTO weather_days(day, code, high, low, place, sunrise, sunset, fetched_at) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
        + "ON CONFLICT(day) DO UPDATE SET code = excluded.code, high = excluded.high, "
        + "low = excluded.low, place = excluded.place, sunrise = excluded.sunrise, "
        + "sunset = excluded.sunset, fetched_at = excluded.fetched_at",
      report.day, Int64(report.code), report.high, report.low, report.place, report.sunrise,
      report.sunset, now)
  }

  /// Fetches a day's weather for the set place from Open-Meteo through curl and caches it.
  /// Returns nil, with nothing written, when no place is set or the fetch fails in any way
  /// (offline, refused, an error answer, the time limit, a malformed body).
  public func fetchWeather(
    on day: Day, base: String, at now: Timestamp, timeoutSeconds: Int = 10
  ) throws -> WeatherReport? {
    guard let place = try weatherPlace() else { return nil }
    guard
      let text = Curl.get(
        OpenMeteo.forecastURL(base: base, place: place, day: day), timeoutSeconds: timeoutSeconds),
      let report = OpenMeteo.parseForecast(text, day: day, place: place.name)
    else { return nil }
    try saveWeatherReport(report, at: now)
    return report
  }
}

extension Row {
  func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
}
