import DaybookCore
import Expectations
import Testing

@Suite struct WateringScheduleTests {
  @Test func nextWateringIsLastWateringPlusInterval() {
    let plant = Plant(name: "Monstera", acquired: day("2026-01-01"), intervalDays: 7)
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2026-12-29")), day("2027-01-05"))
  }

  @Test func nextWateringFallsBackToAcquiredThenCreationDay() {
    let acquired = Plant(
      name: "Pothos", acquired: day("2026-02-20"), intervalDays: 10,
      createdAt: noon("2026-01-01"))
    expectEqual(WateringSchedule.nextWatering(for: acquired, lastWatered: nil), day("2026-03-02"))
    let created = Plant(name: "Ficus", intervalDays: 7, createdAt: noon("2026-05-01"))
    expectEqual(WateringSchedule.nextWatering(for: created, lastWatered: nil), day("2026-05-08"))
  }

  @Test func intervalOutsideTheAllowedRangeIsClamped() {
    let zero = Plant(name: "Broken", intervalDays: 0)
    let huge = Plant(name: "Cactus", intervalDays: 1_000)
    expectEqual(
      WateringSchedule.nextWatering(for: zero, lastWatered: day("2026-12-03")), day("2026-12-04"))
    expectEqual(
      WateringSchedule.nextWatering(for: huge, lastWatered: day("2026-01-01")), day("2027-01-01"))
  }

  @Test func dDayIsSignedDaysUntilNext() {
    let today = day("2026-12-31")
    expectEqual(WateringSchedule.dDay(next: day("2026-12-31"), today: today), 0)
    expectEqual(WateringSchedule.dDay(next: day("2027-01-03"), today: today), 3)
    expectEqual(WateringSchedule.dDay(next: day("2026-12-30"), today: today), -1)
    expectEqual(WateringSchedule.dDay(next: day("2026-11-30"), today: today), -31)
  }

  @Test func dueMeansTodayOrOverdue() {
    let today = day("2026-12-03")
    #expect(WateringSchedule.isDue(next: day("2026-12-03"), today: today))
    #expect(WateringSchedule.isDue(next: day("2026-12-01"), today: today))
    #expect(!WateringSchedule.isDue(next: day("2026-12-04"), today: today))
  }

  @Test func statusCombinesNextAndDDay() {
    let plant = Plant(id: 4, name: "Monstera", intervalDays: 3)
    let status = WateringSchedule.status(
      for: plant, lastWatered: day("2026-11-30"), today: day("2026-12-03"))
    expectEqual(
      status,
      WateringStatus(
        plant: plant, lastWatered: day("2026-11-30"), next: day("2026-12-03"), dDay: 0))
    #expect(status.isDue)
    let later = WateringSchedule.status(
      for: plant, lastWatered: day("2026-12-02"), today: day("2026-12-03"))
    expectEqual(later.next, day("2026-12-05"))
    expectEqual(later.dDay, 2)
    #expect(!later.isDue)
  }

  @Test func sortingIsByDDayThenNameThenID() {
    func status(_ id: RowID, _ name: String, _ dDay: Int) -> WateringStatus {
      WateringStatus(
        plant: Plant(id: id, name: name), lastWatered: nil, next: day("2026-12-03"), dDay: dDay)
    }
    let sorted = WateringSchedule.sortedByDDay([
      status(1, "pothos", 2), status(2, "Zamioculcas", -1), status(3, "aloe", -1),
      status(4, "Basil", 2), status(6, "mint", 0), status(5, "mint", 0),
    ])
    expectEqual(sorted.map(\.plant.id), [3, 2, 5, 6, 4, 1])
  }

  @Test func intervalsSortAndIgnoreDoubleWaterings() {
    let days = [
      day("2026-01-11"), day("2026-01-01"), day("2026-01-04"), day("2026-01-04"),
      day("2026-01-13"),
    ]
    expectEqual(WateringSchedule.intervals(between: days), [3, 7, 2])
    expectEqual(WateringSchedule.intervals(between: [day("2026-01-01")]), [])
    expectEqual(WateringSchedule.intervals(between: []), [])
    expectEqual(WateringSchedule.intervals(between: [day("2026-12-30"), day("2027-01-02")]), [3])
  }

  @Test func averageIntervalUsesTheLastWaterings() {
    let days = [day("2026-01-01"), day("2026-01-04"), day("2026-01-11"), day("2026-01-13")]
    expectEqual(WateringSchedule.averageInterval(days), 4.0)
    expectEqual(WateringSchedule.averageInterval(days, last: 3), 4.5)
    expectEqual(WateringSchedule.averageInterval(days, last: 2), 2.0)
    expectEqual(WateringSchedule.averageInterval(days, last: 1), nil)
    expectEqual(WateringSchedule.averageInterval([day("2026-01-01"), day("2026-01-01")]), nil)
    expectEqual(WateringSchedule.averageInterval([]), nil)
  }
}

/// Changes `TZ` in-process, so it runs serialized and through `withTimeZone`.
@Suite(.serialized) struct WateringScheduleDSTTests {
  @Test func wateringLateOnTheEveningBeforeSpringForwardIsDueNextDay() {
    withTimeZone("America/New_York") {
      let wateredAt = LocalTime.timestamp(of: day("2026-03-07"), hour: 23, minute: 30)
      let watered = LocalTime.day(of: wateredAt)
      let plant = Plant(name: "Fern", intervalDays: 1, createdAt: wateredAt)
      expectEqual(watered, day("2026-03-07"))
      expectEqual(
        WateringSchedule.nextWatering(for: plant, lastWatered: watered), day("2026-03-08"))
      expectEqual(WateringSchedule.nextWatering(for: plant, lastWatered: nil), day("2026-03-08"))
      let status = WateringSchedule.status(
        for: plant, lastWatered: watered,
        today: LocalTime.day(of: LocalTime.timestamp(of: day("2026-03-08"), hour: 23, minute: 30)))
      expectEqual(status.dDay, 0)
    }
  }
}
