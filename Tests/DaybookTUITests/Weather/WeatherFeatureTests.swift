import DaybookCore
import Testing

@testable import DaybookTUI

/// The weather source in the view: when it fetches, what a result changes, where it shows.
@Suite("Weather in the view")
struct WeatherFeatureTests {
  let report = WeatherReport(
    day: Fixture.today, code: 3, high: 5.2, low: -1.4, place: "서울")

  @Test func aPlaceSetFetchesTodayOnceAndReadsTheKeptReport() {
    let store = TestStore(Fixture.state())
    store.send(
      .weather(.enabled),
      effects: [
        .loadWeatherReport(Fixture.today), .longRunning(.fetchWeather(Fixture.today), id: .weather),
      ]
    ) {
      $0.weather.enabled = true
      $0.weather.fetchedDay = Fixture.today
    }
    // Opening the day again does not fetch again.
    var state = store.state
    #expect(WeatherFeature.entryOpened(Fixture.today, &state) == [.loadWeatherReport(Fixture.today)])
    #expect(state == store.state)
    // Another day's entry reads its kept report only.
    let yesterday = Fixture.today.adding(days: -1)
    #expect(WeatherFeature.entryOpened(yesterday, &state) == [.loadWeatherReport(yesterday)])
    #expect(state == store.state)
  }

  @Test func withoutAPlaceNothingHappens() {
    var state = Fixture.state()
    let before = state
    #expect(WeatherFeature.entryOpened(Fixture.today, &state) == [])
    #expect(WeatherFeature.ticked(&state) == [])
    #expect(state == before)
  }

  @Test func aFetchedReportIsShownAndKeptAFailedOneChangesNothing() {
    let store = TestStore(Fixture.state())
    store.send(
      .weather(.enabled),
      effects: [
        .loadWeatherReport(Fixture.today), .longRunning(.fetchWeather(Fixture.today), id: .weather),
      ]
    ) {
      $0.weather.enabled = true
      $0.weather.fetchedDay = Fixture.today
    }
    let evening = Fixture.now + 6 * 3600
    store.send(.weather(.fetched(Fixture.today, nil, eveningAt: evening))) {
      $0.weather.eveningAt = evening
    }
    store.send(.weather(.reportLoaded(Fixture.today, nil)))
    store.send(
      .weather(.fetched(Fixture.today, report, eveningAt: evening)),
      effects: [.saveWeatherReport(report)]
    ) {
      $0.weather.reports[Fixture.today] = report
      $0.editor.fetchedWeather = report
    }
    #expect(DaySummaryView.summaryRows(store.state, width: 22).map { $0.map(\.0).joined() }
      .contains("☁ 5°/-1° 서울"))
  }

  @Test func theEveningFetchComesOnceAfterItsTime() {
    var state = Fixture.state()
    state.weather.enabled = true
    state.weather.fetchedDay = Fixture.today
    state.weather.eveningAt = Fixture.now + 100
    let before = state
    #expect(WeatherFeature.ticked(&state) == [])
    #expect(state == before)
    state.now = Fixture.now + 100
    #expect(WeatherFeature.ticked(&state) == [.longRunning(.fetchWeather(Fixture.today), id: .weather)])
    #expect(state.weather.eveningDay == Fixture.today)
    #expect(WeatherFeature.ticked(&state) == [])
  }

  @Test func theEntryHeaderShowsTheFetchedWeatherUnlessOneWasPicked() {
    var editor = EditorState(day: Fixture.today)
    editor.fetchedWeather = report
    func header(_ width: Int) -> String {
      DaybookTUI.EditorView.headerSpans(
        editor, width: width, theme: .builtinDefault, focused: false
      ).map(\.text).joined()
    }
    #expect(header(60) == "Sun 29 Nov 2026 · no mood · ☁ 5°/-1° 서울")
    #expect(header(36) == "Sun 29 Nov 2026 · ☁ 5°/-1° 서울")
    editor.weather = .rain
    #expect(header(60) == "Sun 29 Nov 2026 · no mood · ☂ rain")
  }
}
