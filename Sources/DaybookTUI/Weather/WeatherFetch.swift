import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// The off-loop half of a weather fetch: reads the place (read-only) and runs curl. The
/// report is written on the loop (`saveWeatherReport`), by the one connection that writes.
enum WeatherFetch {
  static func perform(_ day: Day, on journal: Journal) -> [AppAction] {
    let eveningAt = LocalTime.timestamp(of: day, hour: 18)
    guard let place = try? journal.weatherPlace() else { return [] }
    let base = OpenMeteo.forecastBase(
      environment: getenv("DAYBOOK_OPEN_METEO_URL").map {
        ["DAYBOOK_OPEN_METEO_URL": String(cString: $0)]
      } ?? [:])
    let report = Curl.get(OpenMeteo.forecastURL(base: base, place: place, day: day))
      .flatMap { OpenMeteo.parseForecast($0, day: day, place: place.name) }
    return [.weather(.fetched(day, report, eveningAt: eveningAt))]
  }
}
