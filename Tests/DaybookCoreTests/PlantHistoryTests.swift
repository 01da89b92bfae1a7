import DaybookCore
import Expectations
import Testing

@Suite struct PlantHistoryTests {
  func event(_ id: RowID, _ kind: CareKind, _ text: String, hour: Int = 12) -> CareEvent {
    CareEvent(
      id: id, plantID: 1, kind: kind, at: LocalTime.timestamp(of: day(text), hour: hour))
  }

  @Test func timelineGroupsByMonthNewestFirstAcrossTheYearEnd() {
    let events = [
      event(1, .water, "2026-12-05"), event(2, .fertilize, "2026-12-20"),
      event(3, .water, "2027-01-02"), event(4, .repot, "2026-11-30"),
      event(5, .note, "2027-01-02"), event(6, .water, "2026-12-31", hour: 10),
    ]
    let timeline = PlantHistory.timeline(events)
    expectEqual(timeline.map(\.month), [day("2027-01-01"), day("2026-12-01"), day("2026-11-01")])
    expectEqual(timeline.map { $0.events.map(\.id) }, [[5, 3], [6, 2, 1], [4]])
  }

  @Test func emptyHistory() {
    let plant = Plant(name: "Fern", intervalDays: 3)
    #expect(PlantHistory.timeline([]).isEmpty)
    #expect(PlantHistory.recentWaterings([]).isEmpty)
    expectEqual(
      PlantHistory.intervalSummary([], plant: plant),
      IntervalSummary(planned: 3, average: nil, wateringDays: 0))
  }

  @Test func recentWateringsCarryTheGapToThePreviousWateringDay() {
    let events = [
      event(1, .water, "2026-12-20"), event(2, .water, "2026-12-27"),
      event(3, .fertilize, "2026-12-28"), event(4, .water, "2027-01-03", hour: 8),
      event(5, .water, "2027-01-03", hour: 19), event(6, .water, "2027-01-09"),
    ]
    expectEqual(
      PlantHistory.recentWaterings(events),
      [
        WateringGap(event: events[5], daysSincePrevious: 6),
        WateringGap(event: events[4], daysSincePrevious: nil, isRepeat: true),
        WateringGap(event: events[3], daysSincePrevious: 7),
        WateringGap(event: events[1], daysSincePrevious: 7),
        WateringGap(event: events[0], daysSincePrevious: nil),
      ])
    // The oldest one shown still knows its gap when an older watering exists.
    expectEqual(PlantHistory.recentWaterings(events, last: 2).map(\.event.id), [6, 5])
    expectEqual(
      PlantHistory.recentWaterings(events, last: 4).last,
      WateringGap(event: events[1], daysSincePrevious: 7))
  }

  @Test func averageAgainstPlannedUsesTheLastTenWateringDays() {
    let plant = Plant(name: "Monstera", intervalDays: 7)
    // Twelve waterings: the first two are 30 days apart and fall outside the last ten.
    var days = [day("2026-01-01"), day("2026-01-31")]
    for gap in [6, 7, 6, 7, 6, 7, 6, 7, 6, 7] {
      if let last = days.last { days.append(last.adding(days: gap)) }
    }
    let events = days.enumerated().map { index, day in
      CareEvent(
        id: RowID(index + 1), plantID: 1, kind: .water,
        at: LocalTime.timestamp(
          of: day, hour: 12))
    }
    let summary = PlantHistory.intervalSummary(events, plant: plant)
    expectEqual(summary.planned, 7)
    expectEqual(summary.wateringDays, 10)
    // The last ten days span 59 days in nine gaps (7, 6, 7, 6, 7, 6, 7, 6, 7).
    expectEqual(summary.average, 59.0 / 9.0)
    expectEqual(
      PlantHistory.intervalSummary(Array(events.prefix(3)), plant: plant),
      IntervalSummary(planned: 7, average: 18, wateringDays: 3))
    expectEqual(PlantHistory.intervalSummary(Array(events.prefix(1)), plant: plant).average, nil)
  }
}
