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
      "SELECT day, code, high, low, place FROM weather_days WHERE day = ?", [day]
    ) {
      WeatherReport(
        day: $0.day(0), code: Int($0.int(1)), high: $0.optionalDouble(2),
        low: $0.optionalDouble(3), place: $0.text(4))
    }.first
  }

  /// The cached reports of a range of days.
  public func weatherReports(from first: Day, to last: Day) throws -> [Day: WeatherReport] {
    Dictionary(
      try db.query(
        "SELECT day, code, high, low, place FROM weather_days WHERE day BETWEEN ? AND ?",
        [first, last]
      ) {
        (
          $0.day(0),
          WeatherReport(
            day: $0.day(0), code: Int($0.int(1)), high: $0.optionalDouble(2),
            low: $0.optionalDouble(3), place: $0.text(4))
        )
      }, uniquingKeysWith: { first, _ in first })
  }

  /// Caches a report, replacing the day's older one.
  public func saveWeatherReport(_ report: WeatherReport, at now: Timestamp) throws {
    try db.transaction {
      try db.run(
        "INSERT INTO weather_days(day, code, high, low, place, fetched_at) VALUES (?, ?, ?, ?, ?, ?) "
          + "ON CONFLICT(day) DO UPDATE SET code = excluded.code, high = excluded.high, "
          + "low = excluded.low, place = excluded.place, fetched_at = excluded.fetched_at",
        report.day, Int64(report.code), report.high, report.low, report.place, now)
    }
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
