import DaybookCore
import Expectations
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
    var state = store.state.weather
    let today = Fixture.today
    expectEqual(
      WeatherFeature.reduce(into: &state, action: .entryOpened(today, today: today)),
      [.show(today, nil), .loadReport(today)])
    expectEqual(state, store.state.weather)
    // Another day's entry reads its kept report only.
    let yesterday = Fixture.today.adding(days: -1)
    expectEqual(
      WeatherFeature.reduce(into: &state, action: .entryOpened(yesterday, today: today)),
      [.show(yesterday, nil), .loadReport(yesterday)])
    expectEqual(state, store.state.weather)
    // A kept report is shown without reading it again.
    state.reports[yesterday] = report
    expectEqual(
      WeatherFeature.reduce(into: &state, action: .entryOpened(yesterday, today: today)),
      [.show(yesterday, report)])
  }

  @Test func withoutAPlaceNothingHappens() {
    var state = WeatherFeature.State()
    let today = Fixture.today
    expectEqual(WeatherFeature.reduce(into: &state, action: .entryOpened(today, today: today)), [])
    expectEqual(
      WeatherFeature.reduce(into: &state, action: .ticked(now: Fixture.now, today: today)), [])
    expectEqual(state, WeatherFeature.State())
    // Through the app: opening today's entry and time passing change nothing either.
    let store = TestStore(Fixture.state())
    store.send(.entryLoaded(day: today, entry: nil, draft: nil))
    store.send(.tick(now: Fixture.now + 1, today: today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 1
    }
  }

  /// A report that arrives for a day no longer open is kept but not put in the editor.
  @Test func aReportForAnotherDayStaysOutOfTheEditor() {
    var state = Fixture.state()
    state.weather.enabled = true
    let store = TestStore(state)
    let other = Fixture.today.adding(days: -3)
    var late = report
    late.day = other
    store.send(.weather(.reportLoaded(other, late))) {
      $0.weather.reports[other] = late
    }
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
    #expect(
      DaySummaryView.summaryRows(store.state, width: 22).map { $0.map(\.0).joined() }
        .contains("☁ 5°/-1° 서울"))
  }

  @Test func theEveningFetchComesOnceAfterItsTime() {
    var state = Fixture.state()
    state.weather.enabled = true
    state.weather.fetchedDay = Fixture.today
    state.weather.eveningAt = Fixture.now + 30
    let store = TestStore(state)
    store.send(.tick(now: Fixture.now + 29, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 29
    }
    store.send(
      .tick(now: Fixture.now + 30, today: Fixture.today),
      effects: [.pollJournal, .longRunning(.fetchWeather(Fixture.today), id: .weather)]
    ) {
      $0.now = Fixture.now + 30
      $0.weather.eveningDay = Fixture.today
    }
    store.send(.tick(now: Fixture.now + 31, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 31
    }
  }

  /// The weather as fetched, with sunrise and sunset, beside the one picked; the sun's
  /// times go first when the pane is narrow.
  @Test func theEntryHeaderShowsTheFetchedWeatherWithTheSun() {
    var editor = EditorState(day: Fixture.today)
    editor.fetchedWeather = report
    func header(_ width: Int) -> String {
      DaybookTUI.EditorView.headerSpans(
        editor, width: width, theme: .builtinDefault, focused: false
      ).map(\.text).joined()
    }
    expectEqual(header(60), "Sun 29 Nov 2026 · no mood · ☁ 5°/-1° 서울")
    expectEqual(header(36), "Sun 29 Nov 2026 · ☁ 5°/-1° 서울")
    editor.fetchedWeather?.sunrise = "07:32"
    editor.fetchedWeather?.sunset = "17:14"
    expectEqual(header(60), "Sun 29 Nov 2026 · no mood · ☁ 5°/-1° 서울 ↑07:32 ↓17:14")
    expectEqual(header(48), "Sun 29 Nov 2026 · ☁ 5°/-1° 서울 ↑07:32 ↓17:14")
    expectEqual(header(36), "Sun 29 Nov 2026 · ☁ 5°/-1° 서울")
    editor.weather = .rain
    expectEqual(header(80), "Sun 29 Nov 2026 · no mood · ☂ rain · ☁ 5°/-1° 서울 ↑07:32 ↓17:14")
    expectEqual(header(44), "Sun 29 Nov 2026 · ☂ rain · ☁ 5°/-1° 서울")
    editor.fetchedWeather = nil
    expectEqual(header(60), "Sun 29 Nov 2026 · no mood · ☂ rain")
  }
}
