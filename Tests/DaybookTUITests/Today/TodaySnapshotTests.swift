import DaybookCore
import Testing

@testable import DaybookTUI

@Suite("Today snapshot")
struct TodaySnapshotTests {
  @Test func aLastWateringInstantBecomesItsLocalDay() throws {
    let day = try #require(Day(iso: "2026-11-28"))
    // Noon stays on the same day in any zone the other tests may set.
    let noon = LocalTime.timestamp(of: day, hour: 12)
    let plant = Plant(id: 1, name: "Monstera")
    #expect(
      TodaySnapshot.PlantWatering(plant: plant, lastWateredAt: noon)
        == TodaySnapshot.PlantWatering(plant: plant, lastWatered: day))
    #expect(TodaySnapshot.PlantWatering(plant: plant, lastWateredAt: nil).lastWatered == nil)
  }

  @Test func defaultsAreEmptyWithTheDefaultGoal() throws {
    let day = try #require(Day(iso: "2026-11-28"))
    let snapshot = TodaySnapshot(today: day)
    #expect(snapshot.plants == [])
    #expect(snapshot.todos == [])
    #expect(snapshot.intakes == [])
    #expect(snapshot.goal == GoalSettings())
  }
}
