import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

@Suite("Today snapshot")
struct TodaySnapshotTests {
  @Test func aLastWateringInstantBecomesItsLocalDay() throws {
    let day = try #require(Day(iso: "2026-11-28"))
    // Noon stays on the same day in any zone the other tests may set.
    let noon = LocalTime.timestamp(of: day, hour: 12)
    let plant = Plant(id: 1, name: "Monstera")
    expectEqual(
      TodaySnapshot.PlantWatering(plant: plant, lastWateredAt: noon),
      TodaySnapshot.PlantWatering(plant: plant, lastWatered: day))
    expectEqual(TodaySnapshot.PlantWatering(plant: plant, lastWateredAt: nil).lastWatered, nil)
  }

  @Test func defaultsAreEmptyWithTheDefaultGoal() throws {
    let day = try #require(Day(iso: "2026-11-28"))
    let snapshot = TodaySnapshot(today: day)
    expectEqual(snapshot.plants, [])
    expectEqual(snapshot.todos, [])
    expectEqual(snapshot.intakes, [])
    expectEqual(snapshot.goal, GoalSettings())
  }
}
