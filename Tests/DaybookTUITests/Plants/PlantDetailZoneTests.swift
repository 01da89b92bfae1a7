import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// The plant detail reads care days in the state's zone, never the process's: care at
/// 12:00 UTC falls on another day 13 hours east or west, and one of the two differs from
/// the process's day whatever `TZ` the tests run under.
@Suite struct PlantDetailZoneTests {
  @Test func theDetailDatesCareInTheStatesZone() {
    let at = Fixture.now
    let processDay = LocalTime.day(of: at)
    let zone = Fixture.zoneAwayFromTheProcess(at: at)
    let zoneDay = zone.day(of: at)
    let plant = Plant(id: 3, name: "몬스테라", intervalDays: 7)
    let events = [
      CareEvent(id: 8, plantID: 3, kind: .water, at: at),
      CareEvent(id: 7, plantID: 3, kind: .water, at: at - 3 * 86_400),
    ]
    let detail = PlantsFeature.Detail(plantID: 3, events: events)
    let lines = PlantDetailView.historyLines(detail, plant: plant, zone: zone, language: .en)
      .map(\.text)
    #expect(lines.contains("  " + zoneDay.iso + "  +3d"))
    #expect(lines.contains { $0.hasPrefix("  " + PlantText.shortDay(zoneDay, .en) + "  ") })
    #expect(!lines.contains { $0.contains(processDay.iso) })
    expectEqual(PlantHistory.timeline(events, zone: zone).first?.month, zoneDay.firstOfMonth)
  }
}
