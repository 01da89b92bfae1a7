import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// The calendar's day's care list alone: its keys come from its keymap, it sees only its
/// state and where the calendar is.
@Suite("Day's care list")
struct DayCareFeatureTests {
  let today = Fixture.today
  var shown: DayCareFeature.Shown { DayCareFeature.Shown(day: today, filter: nil, zone: .utc) }

  func loaded() -> DayCareFeature.State {
    DayCareFeature.State(month: today.firstOfMonth, records: PlantsRoutingTests.records)
  }

  @Test func keysMoveOpenAndLeaveThroughTheKeymap() {
    var state = loaded()
    // Inactive, only `c` is the list's; everything else is the calendar's.
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.character("j"), shown: shown)),
      [.passToCalendar(.character("j"))])
    expectEqual(state, loaded())
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.character("c"), shown: shown)), [])
    var expected = loaded()
    expected.isActive = true
    expectEqual(state, expected)
    // Active, it takes every key: `j` moves, `q` does nothing, `p` opens the plant.
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.character("j"), shown: shown)), [])
    expected.selection = 1
    expectEqual(state, expected)
    expectEqual(DayCareFeature.reduce(into: &state, action: .key(.down, shown: shown)), [])
    expectEqual(state, expected)
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.character("q"), shown: shown)), [])
    expectEqual(state, expected)
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.character("p"), shown: shown)),
      [.openPlant(2)])
    expected.isActive = false
    expectEqual(state, expected)
    // `c` again leaves, as Esc does.
    _ = DayCareFeature.reduce(into: &state, action: .key(.character("c"), shown: shown))
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.character("c"), shown: shown)), [])
    expected.selection = 0
    expectEqual(state, expected)
  }

  @Test func theFilterDecidesWhatIsListed() {
    var state = loaded()
    let repotOnly = DayCareFeature.Shown(day: today, filter: [.repot], zone: .utc)
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.enter, shown: repotOnly)),
      [.passToCalendar(.enter)])
    _ = DayCareFeature.reduce(into: &state, action: .key(.character("c"), shown: repotOnly))
    // One record shown: `j` stays on it, Enter opens its plant (ポトス, plant 2).
    _ = DayCareFeature.reduce(into: &state, action: .key(.character("j"), shown: repotOnly))
    expectEqual(state.selection, 0)
    expectEqual(
      DayCareFeature.reduce(into: &state, action: .key(.enter, shown: repotOnly)), [.openPlant(2)])
  }

  @Test func aLoadForTheShownMonthKeepsTheSelectionInRange() {
    var state = loaded()
    state.selection = 1
    let one = Array(PlantsRoutingTests.records.prefix(1))
    expectEqual(
      DayCareFeature.reduce(
        into: &state, action: .loaded(month: today, records: one, shown: shown)), [])
    expectEqual(state, DayCareFeature.State(month: today.firstOfMonth, records: one))
    // A month the calendar left is dropped.
    expectEqual(
      DayCareFeature.reduce(
        into: &state,
        action: .loaded(
          month: today.adding(months: -1), records: PlantsRoutingTests.records, shown: shown)), [])
    expectEqual(state.records, one)
  }

  /// The footer is made from the keymap: the calendar's catalog holds `c`, the active list
  /// shows its own keys with the way back at the right (Korean, 80×24).
  @Test func theFooterIsMadeFromTheKeymap() {
    expectEqual(
      KeymapCatalog.bindings(for: .calendar, .ko).last, KeyBinding(keys: ["c"], help: "그날 관리"))
    var state = Fixture.state(width: 80, height: 24)
    state.setLanguage(.ko)
    state.dayCare = loaded()
    state.dayCare.isActive = true
    let footer = AppView.render(state).canvas.lines.last ?? ""
    #expect(footer.hasPrefix(" Up/k 이전 기록  Down/j 다음 기록  Enter/p 식물 열기"))
    #expect(footer.hasSuffix("Esc/c 뒤로 "))
  }

  /// The help lists the list's keys in a section of its own.
  @Test func theHelpHasASectionForTheList() {
    let section = HelpSections.screens(.ja).first { $0.title == DayCareText.helpTitle.text(.ja) }
    expectEqual(section?.bindings, DayCareFeature.Command.keymap(.ja))
    expectEqual(section?.bindings.map(\.help), ["前の記録", "次の記録", "植物を開く", "戻る"])
  }

  /// Days come from the state's zone, never the process's: care at 12:00 UTC falls on
  /// another day 13 hours east or west, and one of the two differs from the process's day
  /// whatever `TZ` the tests run under.
  @Test func careIsListedOnItsDayInTheStatesZone() {
    let at = Fixture.now
    let processDay = LocalTime.day(of: at)
    let zone = Fixture.zoneAwayFromTheProcess(at: at)
    let zoneDay = zone.day(of: at)
    #expect(zoneDay != processDay)
    let event = CareEvent(id: 7, plantID: 3, kind: .water, at: at)
    expectEqual(event.day(in: zone), zoneDay)
    expectEqual(Intake(kind: .caffeine, amount: 75, unit: .mg, at: at).day(in: zone), zoneDay)

    var state = Fixture.state(width: 120, height: 40)
    state.zone = zone
    state.calendar.selected = zoneDay
    state.dayCare = DayCareFeature.State(
      month: zoneDay.firstOfMonth, records: [.init(event: event, plantName: "몬스테라")])
    let store = TestStore(state)
    store.send(.keyPressed(.character("c"))) { $0.dayCare.isActive = true }
    let rows = DaySummaryView.careRows(store.state, width: 30, room: 3)
    expectEqual(rows.map { $0.map(\.0).joined() }, ["› 몬스테라 · water"])
    // On the process's day there is nothing to step into: `c` stays with the calendar.
    state.calendar.selected = processDay
    let shown = AppReducer.dayCareShown(state)
    expectEqual(
      DayCareFeature.reduce(into: &state.dayCare, action: .key(.character("c"), shown: shown)),
      [.passToCalendar(.character("c"))])
  }

  /// At 80×24 the weather row took the list's only row: the chosen record was off screen
  /// while the keys moved it. The preview gives way while the list is active.
  @Test func theChosenRecordStaysOnScreenAt80x24WithWeather() {
    var state = Fixture.state(width: 80, height: 24)
    state.setLanguage(.ko)
    state.weather.reports[today] = WeatherReport(
      day: today, code: 3, high: 5.2, low: -1.4, place: "서울")
    state.dayCare = loaded()
    let pad = String(repeating: " ", count: 11)
    var lines = AppView.render(state).canvas.lines
    #expect(lines[20].hasPrefix("│" + pad + "☁ 5°/-1° 서울 "))
    state.dayCare.isActive = true
    state.dayCare.selection = 1
    lines = AppView.render(state).canvas.lines
    #expect(lines[18].hasPrefix("│" + pad + "2026년 11월 29일 (일) "))
    #expect(lines[20].hasPrefix("│" + pad + "› ポトス · 분갈이 "))
  }

  @Test func textsAreTranslated() {
    #expect(Localization.problems(in: DayCareText.self).isEmpty)
  }
}
