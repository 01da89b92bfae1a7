import DaybookCore
import Expectations
import Testing

/// Seasonal watering: pure Day arithmetic, the hemisphere setting, and the journal.
@Suite struct PlantSeasonsTests {
  let seasons = PlantSeasons(summerDays: 7, winterDays: 14)

  @Test func theSeasonFollowsTheMonthAndTheHemisphere() {
    expectEqual(WateringSeason.of(day("2026-03-31"), .north), .winter)
    expectEqual(WateringSeason.of(day("2026-04-01"), .north), .summer)
    expectEqual(WateringSeason.of(day("2026-09-30"), .north), .summer)
    expectEqual(WateringSeason.of(day("2026-10-01"), .north), .winter)
    expectEqual(WateringSeason.of(day("2026-10-01"), .south), .summer)
    expectEqual(WateringSeason.of(day("2026-07-15"), .south), .winter)
    expectEqual(WateringSeason.nextChange(after: day("2026-03-31")), day("2026-04-01"))
    expectEqual(WateringSeason.nextChange(after: day("2026-04-01")), day("2026-10-01"))
    expectEqual(WateringSeason.nextChange(after: day("2026-12-31")), day("2027-04-01"))
  }

  @Test func theNextWateringUsesTheIntervalOfTheLastWateringsSeason() {
    let plant = Plant(name: "Monstera", intervalDays: 7, seasons: seasons)
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2026-09-20")), day("2026-09-27"))
    // Watered in late September (summer): 7 days, even though that lands in October.
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2026-09-30")), day("2026-10-07"))
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2026-10-01")), day("2026-10-15"))
    // Across the end of March and a leap day, by calendar days.
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2028-02-20")), day("2028-03-05"))
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2028-03-31")), day("2028-04-14"))
    expectEqual(
      WateringSchedule.nextWatering(for: plant, lastWatered: day("2028-04-01")), day("2028-04-08"))
    var south = plant
    south.seasons?.hemisphere = .south
    expectEqual(
      WateringSchedule.nextWatering(for: south, lastWatered: day("2026-10-01")), day("2026-10-08"))
    let fixed = Plant(name: "Fern", intervalDays: 5)
    expectEqual(
      WateringSchedule.nextWatering(for: fixed, lastWatered: day("2026-10-01")), day("2026-10-06"))
  }

  @Test func describesTheSeasonInEveryLanguage() {
    expectEqual(
      seasons.describe(today: day("2026-12-01"), .en),
      "Seasons: winter now, every 14 days · summer 7 / winter 14 days · summer from 2027-04-01")
    expectEqual(
      seasons.describe(today: day("2026-05-01"), .ko),
      "계절: 지금은 여름, 7일마다 · 여름 7일 / 겨울 14일 · 2026-10-01부터 겨울")
    var south = seasons
    south.hemisphere = .south
    expectEqual(
      south.describe(today: day("2026-05-01"), .ja),
      "季節: 今は冬、14日ごと · 夏 7日 / 冬 14日 · 2026-10-01から夏 · 南半球")
  }

  @Test func aCatalogPlantKeepsItsSeasonsInTheJournalWithTheHemisphereSetting() throws {
    let journal = try Journal.inMemory()
    let monstera = try #require(PlantCatalog.bundled.plant(id: "monstera"))
    let plant = monstera.toPlant(name: "몬스테라", today: day("2026-12-01"))
    expectEqual(plant.intervalDays, 14)
    let saved = try journal.addPlant(plant, at: noon("2026-12-01"))
    try expectEqual(journal.plant(id: saved.id)?.seasons, seasons)
    try journal.setSetting(Hemisphere.settingsKey, "south")
    try expectEqual(journal.plant(id: saved.id)?.seasons?.hemisphere, .south)
    try expectEqual(journal.plants().first?.interval(on: day("2026-12-01")), 7)
    let status = try journal.wateringStatuses(today: day("2026-12-01"))
    expectEqual(status.map(\.next), [day("2026-12-08")])

    // Typing a fixed interval over it ends the seasons.
    let loaded = try #require(try journal.plant(id: saved.id))
    var edited = loaded
    edited.intervalDays = 10
    let merged = try journal.updatePlant(edited, from: loaded, at: noon("2026-12-01"))
    expectEqual(merged.seasons, nil)
    try expectEqual(journal.plant(id: saved.id)?.seasons, nil)
    try expectEqual(journal.plant(id: saved.id)?.intervalDays, 10)
  }
}

@Suite struct PlantSeasonsInterchangeTests {
  @Test func jsonExportAndImportCarryTheSeasons() throws {
    let journal = try Journal.inMemory()
    let monstera = try #require(PlantCatalog.bundled.plant(id: "monstera"))
    try journal.addPlant(monstera.toPlant(today: day("2026-12-01")), at: noon("2026-12-01"))
    try journal.addPlant(Plant(name: "Fern", intervalDays: 5), at: noon("2026-12-01"))
    let json = try journal.exportJSON()
    #expect(json.contains("\"summerDays\" : 7"))
    let copy = try Journal.inMemory()
    try expectEqual(copy.importJSON(json).added, 2)
    try expectEqual(
      copy.plants().map(\.seasons),
      [
        nil, PlantSeasons(summerDays: 7, winterDays: 14),
      ])
  }
}

@Suite struct PlantSeasonsReminderTests {
  @Test func theReminderSaysTheIntervalOfTheSeasonAhead() {
    withTimeZone("Europe/Berlin") {
      let seasons = PlantSeasons(summerDays: 7, winterDays: 14)
      let plant = Plant(id: 4, name: "Monstera", intervalDays: 7, createdAt: 0, seasons: seasons)
      // Watered in summer: due 7 days later, on October 5, when the winter rhythm applies.
      let status = WateringSchedule.status(
        for: plant, lastWatered: day("2026-09-28"), today: day("2026-09-28"))
      expectEqual(status.next, day("2026-10-05"))
      let start = LocalTime.timestamp(of: day("2026-10-04"), hour: 0, minute: 0)
      let reminders = ReminderSchedule.due(
        between: start, and: start + 11 * 3600, plants: [status], todos: [],
        entryDays: [day("2026-10-03"), day("2026-10-04"), day("2026-10-05")], intake: [:],
        goal: GoalSettings(), settings: ReminderSettings())
      expectEqual(reminders.map(\.message), ["Water Monstera tomorrow (every 14 days)"])
    }
  }
}
