import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Issue 16 item 7: a day's markers never run into the next day's, what is due and the
/// planned waterings are on the grid and in the legend, and the calendar keeps its legend
/// and the day's preview when the day has care records.
@Suite("Calendar markers")
struct CalendarMarkerTests {
  static let today = Fixture.today  // Sunday 2026-11-29

  private func day(_ number: Int) -> Day { Day(year: 2026, month: 11, day: number)! }

  private func render(_ state: CalendarFeature.State, width: Int, height: Int) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    CalendarView.render(state, into: &canvas, in: canvas.bounds, theme: .builtinDefault)
    return canvas
  }

  /// At 120×40 the calendar's inside is 22 columns: three columns a day.
  @Test func neighbouringDaysKeepABlankColumnBetweenTheirMarkers() {
    var state = CalendarFeature.State(today: Self.today, selected: Self.today)
    let busy = DayMarks(hasEntry: true, careKinds: [.water], todosDone: 1, todosDue: 1)
    for number in 2...8 { state.marks[day(number)] = busy }
    state.goals = [day(2): true, day(3): false]
    let lines = render(state, width: 22, height: 15).lines
    expectEqual(lines[4], " 2  3  4  5  6  7  8  ")
    expectEqual(lines[5], "•~ •~ •~ •~ •~ •~ •~  ")
    #expect(!lines.joined().contains("•~✓•"))
  }

  @Test func dueTodosAndPlannedWateringsAreOnTheGridAndInTheLegend() {
    var state = CalendarFeature.State(today: Self.today, selected: Self.today)
    state.marks[day(30)] = DayMarks(todosDue: 2)
    state.marks[day(29)] = DayMarks(wateringsPlanned: 1)
    let canvas = render(state, width: 30, height: 38)
    // Sunday the 29th ends the fifth week; Monday the 30th starts the sixth.
    expectEqual(canvas.lines[11], "                          ≈   ")
    expectEqual(canvas.lines[13], "  ○                           ")
    expectEqual(canvas.style(x: 2, y: 13), Theme.builtinDefault.style(.markerTodo))
    expectEqual(canvas.style(x: 26, y: 11), Theme.builtinDefault.style(.markerCare))
    let legend = DaySummaryView.legendRows(.en, width: 80, rows: 1)
    expectEqual(
      legend.map { $0.map(\.text).joined() },
      [
        "• entry  ~ care  ○ due  ≈ water  ✓ done  +/- goal"
      ])
  }

  @Test func aCareFilterOtherThanWaterHidesThePlannedWaterings() {
    var state = CalendarFeature.State(today: Self.today, selected: Self.today)
    state.marks[day(29)] = DayMarks(wateringsPlanned: 1)
    expectEqual(CalendarView.dayMarkers(for: day(29), in: state), [.wateringPlanned])
    state.filter = [.repot]
    expectEqual(CalendarView.dayMarkers(for: day(29), in: state), [])
  }

  /// At 120×40 with two care records on the selected day: the legend, the date and the
  /// entry's first line stay, and the records are listed under them.
  @Test func theSidePanelKeepsItsLegendAndPreviewWhenTheDayHasCare() {
    var state = Fixture.state(width: 120, height: 40)
    let entry = Entry(id: 1, day: Self.today, title: "몬스테라 새 잎 🌿", body: "")
    _ = AppReducer.reduce(&state, .entryLoaded(day: Self.today, entry: entry, draft: nil))
    _ = AppReducer.reduce(
      &state,
      .calendar(
        .monthLoaded(
          month: Self.today.firstOfMonth,
          marks: [Self.today: DayMarks(hasEntry: true, careKinds: [.water, .repot])], goals: [:])))
    state.dayCare = DayCareFeature.State(
      month: Self.today.firstOfMonth, records: PlantsRoutingTests.records)
    let lines = AppView.render(state).canvas.lines.map { TextWidth.prefix($0, width: 24) }
    expectFrame(Array(lines[15...22]), "theSidePanelKeepsItsLegendAndPreviewWhenTheDayHasCare")
  }

  /// The month load counts each plant's planned waterings from today on.
  @Test func theMonthLoadPlansWateringsFromToday() throws {
    let journal = try Journal.inMemory()
    let plant = try journal.addPlant(Plant(name: "Fern", intervalDays: 3), at: Fixture.now)
    _ = try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: Fixture.now))
    let runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
    guard
      case .calendar(.monthLoaded(_, let marks, _))? = runner.perform(
        .loadMonth(Self.today.firstOfMonth)
      ).first
    else {
      Issue.record("no month")
      return
    }
    let planned = marks.filter { $0.value.wateringsPlanned > 0 }.keys.sorted()
    // The November grid runs to Sunday 2026-12-06: watered on the 29th, due Dec 2 and 5.
    expectEqual(
      planned, [Day(year: 2026, month: 12, day: 2)!, Day(year: 2026, month: 12, day: 5)!])
  }
}
