import DaybookCore

/// Runs the weather source on its part of the state, with the open day, today and the clock
/// beside what the journal and the fetch report, and turns its outputs into effects.
extension AppReducer {
  static func weather(_ state: inout AppState, _ event: WeatherFeature.Event) -> [Effect] {
    switch event {
    case .enabled:
      weather(&state, WeatherFeature.Action.enabled(openDay: state.editor.day, today: state.today))
    case let .reportLoaded(day, report):
      weather(&state, WeatherFeature.Action.reportLoaded(day, report))
    case let .fetched(day, report, eveningAt):
      weather(&state, WeatherFeature.Action.fetched(day, report, eveningAt: eveningAt))
    }
  }

  static func weather(_ state: inout AppState, _ action: WeatherFeature.Action) -> [Effect] {
    scope(WeatherFeature.self, \.weather, action, &state) { output, state in
      switch output {
      case .loadReport(let day): return [.loadWeatherReport(day)]
      case .fetch(let day): return [.longRunning(.fetchWeather(day), id: .weather)]
      case .keep(let report): return [.saveWeatherReport(report)]
      case let .show(day, report):
        if state.editor.day == day { state.editor.fetchedWeather = report }
        return []
      }
    }
  }
}
