import DaybookCore

/// The optional weather source in the view: the day's weather is fetched off the input loop
/// when today's entry is first opened and once more in the evening, kept in the journal, and
/// shown in the Entry pane's header and the calendar's side panel. A failed fetch changes
/// nothing; the weather picker works as before.
public enum WeatherFeature {
  public struct State: Equatable, Sendable {
    /// True once the journal has a place set (`daybook weather set CITY`).
    public var enabled = false
    /// Kept reports of the days looked at.
    public var reports: [Day: WeatherReport] = [:]
    /// The day whose first fetch was asked for.
    public var fetchedDay: Day?
    /// When the evening fetch of `fetchedDay` is due (18:00 local, from the runner).
    public var eveningAt: Timestamp?
    /// The day whose evening fetch was asked for.
    public var eveningDay: Day?

    public init() {}
  }

  public enum Action: Equatable, Sendable {
    /// The journal has a place set.
    case enabled
    /// A day's kept report, read from the journal (nil: none).
    case reportLoaded(Day, WeatherReport?)
    /// A fetch came back: the report, or nil when it failed; `eveningAt` is when the day's
    /// evening fetch is due.
    case fetched(Day, WeatherReport?, eveningAt: Timestamp)
  }

  static func reduce(_ action: Action, _ state: inout AppState) -> [Effect] {
    switch action {
    case .enabled:
      state.weather.enabled = true
      return entryOpened(state.editor.day, &state)
    case let .reportLoaded(day, report):
      guard let report else { return [] }
      show(report, for: day, &state)
      return []
    case let .fetched(day, report, eveningAt):
      if day == state.weather.fetchedDay { state.weather.eveningAt = eveningAt }
      guard let report else { return [] }
      show(report, for: day, &state)
      return [.saveWeatherReport(report)]
    }
  }

  private static func show(_ report: WeatherReport, for day: Day, _ state: inout AppState) {
    state.weather.reports[day] = report
    if state.editor.day == day { state.editor.fetchedWeather = report }
  }

  /// A day's entry was opened: its kept report is read, and today's weather is fetched the
  /// first time today's entry opens.
  static func entryOpened(_ day: Day, _ state: inout AppState) -> [Effect] {
    guard state.weather.enabled else { return [] }
    state.editor.fetchedWeather = state.weather.reports[day]
    var effects: [Effect] = state.weather.reports[day] == nil ? [.loadWeatherReport(day)] : []
    if day == state.today, state.weather.fetchedDay != day {
      state.weather.fetchedDay = day
      state.weather.eveningAt = nil
      effects.append(.longRunning(.fetchWeather(day), id: .weather))
    }
    return effects
  }

  /// Time passed: the evening fetch once its time has come.
  static func ticked(_ state: inout AppState) -> [Effect] {
    guard state.weather.enabled, let day = state.weather.fetchedDay, day == state.today,
      let eveningAt = state.weather.eveningAt, state.now >= eveningAt,
      state.weather.eveningDay != day
    else { return [] }
    state.weather.eveningDay = day
    return [.longRunning(.fetchWeather(day), id: .weather)]
  }
}
